import { ConfigurationError, ServiceUnavailableError } from '../../shared/errors.js';
import type { RepoRef } from './client.js';

/** What we were doing when a call failed, and the workflow permission it needs. */
export interface GitHubOperation {
  /** A gerund phrase: "creating a pull request". */
  action: string;
  /** The `permissions:` entry the job needs for it, e.g. `pull-requests: write`. */
  permission: string;
  repo?: RepoRef;
}

/** The operations of this adapter, so every message names the same permission for the same call. */
export const OPERATIONS = {
  readRepo: { action: 'reading the repository', permission: 'contents: read' },
  listIssues: { action: 'listing issues', permission: 'issues: read' },
  createIssue: { action: 'creating an issue', permission: 'issues: write' },
  updateIssue: { action: 'updating an issue', permission: 'issues: write' },
  addLabels: { action: 'adding labels to an issue', permission: 'issues: write' },
  listComments: { action: 'listing issue comments', permission: 'issues: read' },
  createComment: { action: 'commenting on an issue or pull request', permission: 'issues: write' },
  updateComment: { action: 'updating a comment', permission: 'issues: write' },
  listPulls: { action: 'listing pull requests', permission: 'pull-requests: read' },
  createPull: { action: 'creating a pull request', permission: 'pull-requests: write' },
  updatePull: { action: 'updating a pull request', permission: 'pull-requests: write' },
  setStatus: { action: 'setting a commit status', permission: 'statuses: write' },
  readStatus: { action: 'reading commit statuses', permission: 'statuses: read' },
  readChecks: { action: 'reading check runs', permission: 'checks: read' },
  createCheck: { action: 'creating a check run', permission: 'checks: write' },
} as const satisfies Record<string, GitHubOperation>;

/** A GitHub API failure the user cannot fix by changing configuration (5xx after retries, validation errors). */
export class GitHubApiError extends ServiceUnavailableError {
  override readonly name = 'GitHubApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly operation: GitHubOperation,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The rate limit is spent and its reset lies beyond the client's wait budget. */
export class GitHubRateLimitError extends ConfigurationError {
  constructor(
    message: string,
    readonly resetAt: Date | undefined,
  ) {
    super(message);
  }
}

interface ErrorShape {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

/** The HTTP status of an Octokit RequestError (0 or undefined for anything else). */
export function requestStatus(error: unknown): number | undefined {
  const status = (error as ErrorShape | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** GitHub's own message (the response's `message`, else the error's), without Octokit's documentation suffix. */
export function githubMessage(error: unknown): string {
  const data = (error as ErrorShape | null)?.response?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  const message = (error as ErrorShape | null)?.message;
  return typeof message === 'string' ? message.replace(/ - https:\/\/docs\.github\.com\S*$/, '') : String(error);
}

function headersOf(error: unknown): Record<string, string | undefined> {
  return (error as ErrorShape | null)?.response?.headers ?? {};
}

/** A 422 whose message says the pull request for this head and base already exists. */
export function isPullAlreadyExists(error: unknown): boolean {
  return requestStatus(error) === 422 && /pull request already exists/i.test(fullText(error));
}

function fullText(error: unknown): string {
  const data = (error as ErrorShape | null)?.response?.data;
  return `${githubMessage(error)} ${data ? JSON.stringify(data) : ''}`;
}

function isSecondaryRateLimit(error: unknown): boolean {
  return /secondary rate limit/i.test(githubMessage(error));
}

function isPrimaryRateLimit(error: unknown): boolean {
  const status = requestStatus(error);
  return (status === 403 || status === 429) && headersOf(error)['x-ratelimit-remaining'] === '0';
}

function where(operation: GitHubOperation): string {
  return operation.repo ? ` in ${operation.repo.owner}/${operation.repo.repo}` : '';
}

function rateLimitError(error: unknown, operation: GitHubOperation, now: Date): GitHubRateLimitError {
  const headers = headersOf(error);
  const what = `${operation.action}${where(operation)}`;
  if (isSecondaryRateLimit(error)) {
    const after = Number(headers['retry-after']);
    const resetAt = Number.isFinite(after) && after > 0 ? new Date(now.getTime() + after * 1000) : undefined;
    const when = resetAt ? `retry after ${resetAt.toISOString()} (in ${after} s)` : 'retry in a few minutes';
    return new GitHubRateLimitError(
      `GitHub secondary rate limit while ${what} and the wait budget is spent: ${when}; fewer parallel jobs help`,
      resetAt,
    );
  }
  const reset = Number(headers['x-ratelimit-reset']);
  const resetAt = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
  const inSeconds = resetAt ? Math.max(0, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) : undefined;
  const when = resetAt ? `it resets at ${resetAt.toISOString()} (in ${inSeconds} s)` : 'the reset time is unknown';
  const limit = headers['x-ratelimit-limit'] ? ` (limit ${headers['x-ratelimit-limit']}/h)` : '';
  return new GitHubRateLimitError(
    `GitHub API rate limit exhausted${limit} while ${what}: ${when}, beyond the wait budget; re-run after the reset or use a token with a higher limit (a GitHub App)`,
    resetAt,
  );
}

/**
 * Turns an Octokit error into one a user can act on: permissions and tokens become ConfigurationErrors naming the
 * operation and the permission, exhausted rate limits a GitHubRateLimitError with the reset time, the rest a
 * GitHubApiError carrying the status. Errors that are already translated pass through.
 */
export function translateGitHubError(error: unknown, operation: GitHubOperation, now = new Date()): Error {
  if (error instanceof ConfigurationError || error instanceof GitHubApiError) return error;
  const status = requestStatus(error);
  const message = githubMessage(error);
  const what = `${operation.action}${where(operation)}`;
  if (isSecondaryRateLimit(error) || isPrimaryRateLimit(error)) return rateLimitError(error, operation, now);
  if (status === 401) {
    return new ConfigurationError(
      `GitHub rejected the token while ${what} (401 ${message})`,
      'the token is invalid, expired or revoked: check the `token` input or the secret it comes from',
    );
  }
  if (status === 403) {
    const integration = /not accessible by integration/i.test(message);
    return new ConfigurationError(
      `GitHub refused ${what} (403 ${message})`,
      `${operation.action} needs \`${operation.permission}\`: grant it in the job's \`permissions:\`` +
        (integration ? ' (a GITHUB_TOKEN or GitHub App lacks it)' : ' or use a token that has it'),
    );
  }
  if (status === 404) {
    return new ConfigurationError(
      `GitHub answered 404 while ${what}`,
      `the repository or resource does not exist, or the token cannot see it (${operation.action} needs \`${operation.permission}\`)`,
    );
  }
  const detail = status && status > 0 ? `${status} ${message}` : message;
  return new GitHubApiError(`GitHub API error while ${what}: ${detail}`, status, operation, { cause: error });
}

/** Runs one GitHub call and translates its failure for `operation` (with `repo` filled in). */
export async function withGitHubErrors<T>(
  operation: GitHubOperation,
  repo: RepoRef,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateGitHubError(error, { ...operation, repo });
  }
}
