import { ConfigurationError } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import { assertValidBranchName } from '../worktree/branch-name.js';
import { asUserError, GitError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';

export const UPSTREAM_REMOTE = 'upstream-ingest';

export interface UpstreamLocation {
  /** What git fetches from. */
  url: string;
  /** `owner/name` when the upstream is on the GitHub server (for links in reports). */
  repository?: string;
  webUrl?: string;
}

const OWNER_NAME = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/** `owner/name`, an https URL, or (for local runs and tests) a file:// URL or an absolute path. */
export function parseUpstreamLocation(input: string, serverUrl = 'https://github.com'): UpstreamLocation {
  const server = serverUrl.replace(/\/+$/, '');
  const value = input.trim();
  if (OWNER_NAME.test(value) && !value.includes('..')) {
    const repository = value.replace(/\.git$/, '');
    return { url: `${server}/${repository}.git`, repository, webUrl: `${server}/${repository}` };
  }
  if (/^https:\/\/[^\s@]+$/.test(value)) {
    const m = /^https:\/\/[^/]+\/([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+?)(\.git)?\/?$/.exec(value);
    const repository = m?.[1];
    return { url: value, ...(repository ? { repository, webUrl: value.replace(/(\.git)?\/?$/, '') } : {}) };
  }
  if (/^file:\/\/\/[^\s]+$/.test(value) || /^\/[^\s]*$/.test(value)) return { url: value };
  throw new ConfigurationError(
    `upstream repository '${value.slice(0, 100)}' is not owner/name, an https URL, or a local path`,
  );
}

/**
 * Fetches the upstream branch into refs/remotes/upstream-ingest/<ref>, blobless (a named remote, so git can fetch
 * missing blobs lazily later). Returns the local ref name.
 */
export async function fetchUpstream(
  git: GitRunner,
  options: { url: string; ref: string; authEnv?: Record<string, string>; blobless?: boolean; logger: Logger },
): Promise<string> {
  await assertValidBranchName(git, options.ref, 'upstream-ref');
  const existing = await git.run(['remote', 'get-url', UPSTREAM_REMOTE], { okExitCodes: [2, 128] });
  if (existing.exitCode !== 0) await git.run(['remote', 'add', '--no-tags', UPSTREAM_REMOTE, options.url]);
  else if (existing.stdout.trim() !== options.url) await git.run(['remote', 'set-url', UPSTREAM_REMOTE, options.url]);
  const local = `refs/remotes/${UPSTREAM_REMOTE}/${options.ref}`;
  const args = ['fetch', '--no-tags', '--quiet'];
  if (options.blobless !== false) args.push('--filter=blob:none');
  args.push('--end-of-options', UPSTREAM_REMOTE, `+refs/heads/${options.ref}:${local}`);
  options.logger.info(`Fetching upstream ${options.ref}${options.blobless !== false ? ' (blobless)' : ''}`);
  try {
    await git.run(args, { env: options.authEnv ?? {} });
  } catch (error) {
    if (error instanceof GitError && /couldn't find remote ref/i.test(error.stderr)) {
      throw new ConfigurationError(`upstream-ref: branch '${options.ref}' does not exist upstream`);
    }
    throw asUserError(error, 'fetching upstream');
  }
  return local;
}
