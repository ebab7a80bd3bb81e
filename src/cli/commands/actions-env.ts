/**
 * Plain values the commands take from the Actions environment: the token (never a flag, so it stays out of argv and
 * shell history), the server, the run link. Apart from github-env.ts because that one loads the GitHub client
 * (Octokit, undici: ~35 ms of a cold process), which a local `apply` or `tier` never needs.
 */
import { tokenAuthEnv } from '../../adapters/git/run/git-runner.js';

export type Env = Record<string, string | undefined>;

export function tokenFromEnv(env: Env): string | undefined {
  return env['UPSTREAM_INGEST_TOKEN']?.trim() || env['GITHUB_TOKEN']?.trim() || undefined;
}

export function serverUrlFrom(env: Env): string {
  return (env['GITHUB_SERVER_URL'] ?? 'https://github.com').replace(/\/+$/, '');
}

/** The link to this workflow run, when running in Actions. */
export function runUrlFrom(env: Env): string | undefined {
  const repo = env['GITHUB_REPOSITORY'];
  const id = env['GITHUB_RUN_ID'];
  return repo && id && /^\d+$/.test(id) ? `${serverUrlFrom(env)}/${repo}/actions/runs/${id}` : undefined;
}

/** Authentication for git fetch/push of the fork through the environment, when a token is there. */
export function gitAuthFrom(env: Env): Record<string, string> | undefined {
  const token = tokenFromEnv(env);
  return token ? tokenAuthEnv(token, serverUrlFrom(env)) : undefined;
}
