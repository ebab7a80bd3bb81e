import { getOctokit } from '@actions/github';
import { defaults as githubDefaults, type GitHub } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { ConfigurationError } from '../../shared/errors.js';
import { silentLogger, type Logger } from '../../shared/logger.js';
import { promptBottleneck } from './prompt-scheduling.js';

/** The Octokit we use everywhere: REST endpoint methods, pagination, retry and throttling. */
export type GitHubClient = InstanceType<typeof GitHub>;

/** A repository on GitHub. */
export interface RepoRef {
  owner: string;
  repo: string;
}

export interface GitHubClientOptions {
  token: string;
  /** REST API root, e.g. `https://api.github.com` or a GHES `https://host/api/v3`. Default: `apiUrlFromEnv(process.env)`. */
  baseUrl?: string;
  logger?: Logger;
  /** Retries of a failed idempotent request (5xx, connection reset, timeout). Default 3. Creates are never retried blindly. */
  maxRetries?: number;
  /** Cap on the total time this client may spend waiting for rate limits before giving up. Default 120 s. */
  maxWaitSeconds?: number;
  userAgent?: string;
  /** A request with no response within this time is aborted and counts as a retryable failure. Default 30 s. */
  timeoutMs?: number;
  /** Base of the retry back-off (attempt n waits n² × this). Default 1000 ms; tests lower it. */
  retryBaseDelayMs?: number;
  /**
   * Space writes the way GitHub asks integrations to (≥ 1 s between writes, ≥ 3 s between content-creating requests,
   * to stay clear of secondary rate limits). Default true; tests against the local server turn it off.
   */
  paceWrites?: boolean;
}

export const DEFAULT_API_URL = 'https://api.github.com';
const DEFAULT_MAX_WAIT_SECONDS = 120;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRIES = 3;

/** The REST API root the Actions runner advertises (GITHUB_API_URL), else github.com's. */
export function apiUrlFromEnv(env: NodeJS.ProcessEnv | Record<string, string | undefined>): string {
  const value = env['GITHUB_API_URL']?.trim();
  return value ? value.replace(/\/+$/, '') : DEFAULT_API_URL;
}

const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;

/** `owner/name`, `https://github.com/owner/name` or `…/name.git` → `{ owner, repo }`; anything else is a ConfigurationError. */
export function parseRepo(value: string, inputName = 'repository'): RepoRef {
  const text = value.trim();
  const url = /^https:\/\/github\.com\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(text);
  const short = /^([^/\s]+)\/([^/\s]+)$/.exec(text);
  const match = url ?? short;
  const owner = match?.[1];
  const repo = match?.[2];
  if (!owner || !repo || !OWNER.test(owner) || !NAME.test(repo) || repo === '.' || repo === '..') {
    throw new ConfigurationError(
      `${inputName}: expected "owner/name" or "https://github.com/owner/name", got ${JSON.stringify(value.slice(0, 200))}`,
    );
  }
  return { owner, repo };
}

interface RequestOptionsLike {
  method?: string;
  url?: string;
}

/** `POST /repos/o/r/issues` from Octokit's endpoint options (whose url is still the `{owner}` template). */
function describeRequest(options: RequestOptionsLike): string {
  const params = options as Record<string, unknown>;
  const path = (options.url ?? '')
    .replace(/^https?:\/\/[^/]+/, '')
    .split('?')[0]
    ?.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
      const value = params[name];
      return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(String(value)) : whole;
    });
  return `${options.method ?? 'GET'} ${path}`;
}

type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * Adds a per-attempt timeout (until the response headers arrive) and a debug line per attempt. The timeout error is
 * deliberately not an `AbortError`: Octokit turns it into a status-500 RequestError, which plugin-retry retries like
 * a connection reset. The body is not under this timeout: Octokit would swallow an abort there as an empty body.
 */
function timedFetch(inner: FetchLike, timeoutMs: number, logger: Logger): FetchLike {
  return async (url, init = {}) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
    const label = `${init.method ?? 'GET'} ${new URL(String(url)).pathname}`;
    try {
      const response = await inner(url, { ...init, signal });
      logger.debug(`GitHub API ${label} → ${response.status}`);
      return response;
    } catch (error) {
      if (controller.signal.aborted && !init.signal?.aborted) {
        logger.debug(`GitHub API ${label} → no response within ${timeoutMs} ms`);
        throw new Error(`no response from the GitHub API within ${timeoutMs} ms`, { cause: error });
      }
      const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : 'failed';
      logger.debug(`GitHub API ${label} → ${reason}`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The Octokit from `@actions/github` (proxy-aware fetch, GITHUB_API_URL) with plugin-retry and plugin-throttling.
 * Rate-limit waits are allowed while this client's total waiting stays within `maxWaitSeconds`; past that the
 * request fails with GitHub's error, which `translateGitHubError` turns into a message with the reset time.
 * The token goes only into the authorization header: never into a log line or an error message.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  if (!options.token) throw new ConfigurationError('token: a GitHub token is required (input `token` or GITHUB_TOKEN)');
  promptBottleneck();
  const logger = options.logger ?? silentLogger;
  const maxWaitSeconds = options.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS;
  const baseUrl = (options.baseUrl ?? apiUrlFromEnv(process.env)).replace(/\/+$/, '');
  let waitedSeconds = 0;

  const allowWait = (kind: string, retryAfter: number, request: RequestOptionsLike, retryCount: number): boolean => {
    const what = describeRequest(request);
    if (waitedSeconds + retryAfter > maxWaitSeconds) {
      logger.warning(
        `GitHub ${kind} on ${what}: retry allowed in ${retryAfter} s, beyond the wait budget ` +
          `(${waitedSeconds} of ${maxWaitSeconds} s used); giving up`,
      );
      return false;
    }
    waitedSeconds += retryAfter;
    logger.warning(`GitHub ${kind} on ${what}: waiting ${retryAfter} s before retry ${retryCount + 1}`);
    return true;
  };

  const innerFetch = (githubDefaults.request?.fetch as FetchLike | undefined) ?? (globalThis.fetch as FetchLike);
  const throttle = {
    onRateLimit: (retryAfter: number, request: RequestOptionsLike, _octokit: unknown, retryCount: number) =>
      allowWait('rate limit', retryAfter, request, retryCount),
    onSecondaryRateLimit: (retryAfter: number, request: RequestOptionsLike, _octokit: unknown, retryCount: number) =>
      allowWait('secondary rate limit', retryAfter, request, retryCount),
    ...(options.paceWrites === false ? unpacedGroups() : {}),
  };

  return getOctokit(
    options.token,
    {
      baseUrl,
      userAgent: options.userAgent ?? 'upstream-ingest',
      log: {
        debug: (m: string) => logger.debug(m),
        info: (m: string) => logger.debug(m),
        warn: (m: string) => logger.warning(m),
        error: (m: string) => logger.warning(m),
      },
      request: {
        fetch: timedFetch(innerFetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, logger),
      },
      retry: {
        retries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
        // 429 joins the plugin's defaults: rate limits belong to the throttling plugin and its wait budget.
        doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
        retryAfterBaseValue: options.retryBaseDelayMs ?? 1000,
      },
      throttle,
    },
    retry,
    throttling,
  );
}

/**
 * plugin-throttling schedules writes through Bottleneck groups shared by every client in the process. A group-shaped
 * object that runs jobs at once removes that pacing (only the local test server wants it gone).
 */
function unpacedGroups(): Record<'write' | 'notifications' | 'search', never> {
  const limiter = {
    schedule: (...args: unknown[]) => {
      const fn = args.find((a): a is (...a: unknown[]) => unknown => typeof a === 'function');
      const rest = args.slice(args.indexOf(fn) + 1);
      return Promise.resolve().then(() => fn?.(...rest));
    },
  };
  const group = { key: () => limiter } as never;
  return { write: group, notifications: group, search: group };
}
