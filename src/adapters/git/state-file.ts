import { ConfigurationError } from '../../shared/errors.js';
import type { GitRunner } from './git-runner.js';
import { assertSafeRemote } from './push.js';

/**
 * Files of the state branch (the lag and benchmark histories report-lag and the tier aggregate write), read without a
 * work tree: the branch is fetched into a private tracking ref once per runner, so every file of one run comes from
 * the same commit. A missing branch or file is `undefined`; a fetch that fails for another reason is a one-line
 * ConfigurationError naming the branch and the remote.
 */

export interface StateSource {
  branch: string;
  /** Fetch the branch from this remote first; without it the local branch is read. */
  remote?: string;
  authEnv?: Record<string, string>;
}

const STATE_TRACKING_REF = 'refs/upstream-ingest/tracking/digest-state';

/** The text of `path` on the state branch, or undefined when the branch or the file does not exist. */
export async function readStateBranchFile(
  git: GitRunner,
  source: StateSource,
  path: string,
): Promise<string | undefined> {
  const ref = await stateRef(git, source);
  if (!ref) return undefined;
  const spec = `${ref}:${path}`;
  const exists = await git.run(['cat-file', '-e', spec], { okExitCodes: [1, 128] });
  if (exists.exitCode !== 0) return undefined;
  return (await git.run(['cat-file', 'blob', spec])).stdout;
}

const fetchedRefs = new WeakMap<GitRunner, Map<string, string | null>>();

/** Fetches the state branch once per runner (both files come from the same commit). */
async function stateRef(git: GitRunner, source: StateSource): Promise<string | null> {
  if (!source.remote) {
    const r = await git.run(['rev-parse', '--verify', '--quiet', `refs/heads/${source.branch}^{commit}`], {
      okExitCodes: [1],
    });
    return r.stdout.trim() || null;
  }
  const key = `${source.remote}\u0000${source.branch}`;
  const seen = fetchedRefs.get(git) ?? new Map<string, string | null>();
  fetchedRefs.set(git, seen);
  if (seen.has(key)) return seen.get(key) ?? null;
  assertSafeRemote(source.remote);
  const r = await git.run(
    [
      'fetch',
      '-q',
      '--no-tags',
      '--end-of-options',
      source.remote,
      `+refs/heads/${source.branch}:${STATE_TRACKING_REF}`,
    ],
    { env: source.authEnv ?? {}, okExitCodes: [1, 128] },
  );
  let ref: string | null = STATE_TRACKING_REF;
  if (r.exitCode !== 0) {
    if (!/couldn't find remote ref/i.test(r.stderr))
      throw new ConfigurationError(
        `fetching ${source.branch} from ${source.remote} failed: ${r.stderr.trim().split('\n')[0]?.slice(0, 300)}`,
      );
    ref = null;
  }
  seen.set(key, ref);
  return ref;
}
