/**
 * What the workflow-side commands (commit-status, slo-issue, digest, green-ref) take from the Actions environment
 * that needs the GitHub client: the client itself, the repository, a commit status's target. The plain values
 * (token, server, run link) are in actions-env.ts.
 */
import { createGitHubClient, parseRepo, type GitHubClient, type RepoRef } from '../../adapters/github/client.js';
import { LagReportSchema, type LagReport } from '../../schemas/lag-report.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { readUserFile } from '../../adapters/files/user-file.js';
import { runUrlFrom, tokenFromEnv, type Env } from './actions-env.js';

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

export async function loadLagReport(path: string, where = '--report'): Promise<LagReport> {
  const text = await readUserFile(path, where, 'the lag report');
  return parseOrThrow(LagReportSchema, parseStructuredText(text, path), path);
}
