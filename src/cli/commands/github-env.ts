/**
 * What the workflow-side commands (commit-status, slo-issue, digest, green-ref) take from the Actions environment:
 * the token (never a flag, so it stays out of argv and shell history), the repository, the run link.
 */
import { tokenAuthEnv } from '../../adapters/git/run/git-runner.js';
import { createGitHubClient, parseRepo, type GitHubClient, type RepoRef } from '../../adapters/github/client.js';
import { LagReportSchema, type LagReport } from '../../schemas/lag-report.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { readUserFile } from '../../adapters/files/user-file.js';

type Env = Record<string, string | undefined>;

export function tokenFromEnv(env: Env): string | undefined {
  return env['UPSTREAM_INGEST_TOKEN']?.trim() || env['GITHUB_TOKEN']?.trim() || undefined;
}

export function githubClientFromEnv(env: Env, logger: Logger): GitHubClient {
  const token = tokenFromEnv(env);
  if (!token) throw new ConfigurationError('a GitHub token is required in GITHUB_TOKEN (or UPSTREAM_INGEST_TOKEN)');
  return createGitHubClient({ token, logger });
}

/** `where` names the flag as the command's face does (`slo-issue --repository`). */
export function repositoryFrom(flag: string | undefined, env: Env, where = '--repository'): RepoRef {
  const value = flag ?? env['GITHUB_REPOSITORY'];
  if (!value) throw new ConfigurationError(`${where}: expected owner/name (or GITHUB_REPOSITORY in the environment)`);
  return parseRepo(value, where);
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

export interface StatusTarget {
  repo: RepoRef;
  context: string;
  targetUrl?: string;
  sha?: string;
}

/** The commit status `--status-context` asks for (undefined without one), linked to this run, on `--status-sha` if given. */
export function statusTargetFrom(
  flags: { statusContext?: string | undefined; repository?: string | undefined; statusSha?: string | undefined },
  env: Env,
): StatusTarget | undefined {
  if (!flags.statusContext) return undefined;
  const targetUrl = runUrlFrom(env);
  return {
    repo: repositoryFrom(flags.repository, env),
    context: flags.statusContext,
    ...(targetUrl ? { targetUrl } : {}),
    ...(flags.statusSha ? { sha: flags.statusSha } : {}),
  };
}

/** Authentication for git fetch/push of the fork through the environment, when a token is there. */
export function gitAuthFrom(env: Env): Record<string, string> | undefined {
  const token = tokenFromEnv(env);
  return token ? tokenAuthEnv(token, serverUrlFrom(env)) : undefined;
}

export async function loadLagReport(path: string, where = '--report'): Promise<LagReport> {
  const text = await readUserFile(path, where, 'the lag report');
  return parseOrThrow(LagReportSchema, parseStructuredText(text, path), path);
}
