import { asUserError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';
import { assertSafeRemote, pushRefUnderLease } from '../remote/push.js';
import { assertSafeRevision } from '../read/refs.js';

/** Refs outside refs/heads that the suite keeps (the green ref): read, compare-and-swap locally, push with a lease. */

export async function isFullRefName(git: GitRunner, ref: string): Promise<boolean> {
  assertSafeRevision(ref, 'ref');
  const { exitCode } = await git.run(['check-ref-format', ref], { okExitCodes: [1] });
  return ref.startsWith('refs/') && exitCode === 0;
}

export type RefFetch = { status: 'fetched' } | { status: 'absent' } | { status: 'failed'; reason: string };

/** Fetches `ref` from `remote` into `local` (a private tracking ref); an absent remote ref deletes `local`. */
export async function fetchRefInto(
  git: GitRunner,
  remote: string,
  ref: string,
  local: string,
  authEnv: Record<string, string> = {},
): Promise<RefFetch> {
  assertSafeRemote(remote);
  const result = await git
    .run(['fetch', '-q', '--no-tags', '--no-recurse-submodules', '--end-of-options', remote, `+${ref}:${local}`], {
      env: authEnv,
      okExitCodes: [128, 1],
    })
    .catch((error: unknown) => {
      throw asUserError(error, `fetching ${ref} from ${remote}`);
    });
  if (result.exitCode === 0) return { status: 'fetched' };
  if (/couldn't find remote ref/i.test(result.stderr)) {
    await git.run(['update-ref', '-d', local]);
    return { status: 'absent' };
  }
  return { status: 'failed', reason: result.stderr.trim().split('\n')[0]?.slice(0, 300) ?? '' };
}

/** Sets `ref` to `sha` only if it still holds `expected` (null: must not exist); false when someone moved it. */
export async function updateRefIf(git: GitRunner, ref: string, sha: string, expected: string | null): Promise<boolean> {
  const r = await git.run(['update-ref', ref, sha, expected ?? '0'.repeat(sha.length)], { okExitCodes: [128, 1] });
  return r.exitCode === 0;
}

export type RefPush = { status: 'written' } | { status: 'stale' } | { status: 'rejected'; reason: string };

/** Pushes `sha` to `ref` on `remote` if the remote still has `expected` there (null: must not exist). */
export async function pushRefWithLease(
  git: GitRunner,
  remote: string,
  ref: string,
  sha: string,
  expected: string | null,
  authEnv: Record<string, string> = {},
): Promise<RefPush> {
  const outcome = await pushRefUnderLease(git, { remote, ref, sha, expected, env: authEnv }, ref);
  if (outcome.status !== 'rejected') return { status: 'written' };
  if (outcome.kind === 'stale') return { status: 'stale' };
  return { status: 'rejected', reason: outcome.reason };
}
