import { isAbsolute, resolve } from 'node:path';
import { ConfigurationError } from '../../../shared/errors.js';
import { GitError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';
import { assertSafeRemote } from '../remote/push.js';

/**
 * Files of a state branch (the lag, benchmark and tier histories, the tier inventory), read without a work tree and
 * without writing anything but a private tracking ref: a fetch needs no write token, so the untrusted tier job reads
 * this way too. One `openStateBranch` fetches once, so every file read through it comes from the same commit.
 * Writes go through updateStateBranch (state-branch.ts) in a privileged job.
 */

export interface StateSource {
  branch: string;
  /** Remote name or URL to fetch the branch from; without it the local branch is read. */
  remote?: string;
  /** Authentication through the environment (tokenAuthEnv), never argv. */
  authEnv?: Record<string, string>;
}

const READ_REF = 'refs/upstream-ingest/tracking/state-read';

/**
 * The state branch's tip: the local branch, or the remote's fetched into `trackingRef`; undefined when the branch
 * does not exist (a stale tracking ref is dropped then). A fetch that fails for another reason throws its GitError.
 */
export async function fetchStateTip(
  git: GitRunner,
  source: StateSource,
  trackingRef: string,
): Promise<string | undefined> {
  return (await fetchStateTipAt(git, source, trackingRef, [])).tip;
}

/** Where the repository keeps its objects, and their hash: a writer makes its objects itself. */
export interface ObjectStore {
  /** Absolute. */
  objects: string;
  hash: 'sha1' | 'sha256';
}

/**
 * `fetchStateTip`, and in the same `rev-parse` where the objects go (a writer then needs no process of its own to
 * ask): every state write pays for each process it starts.
 */
export async function fetchStateTipAndStore(
  git: GitRunner,
  source: StateSource,
  trackingRef: string,
): Promise<{ tip: string | undefined; store: ObjectStore }> {
  const { tip, before } = await fetchStateTipAt(git, source, trackingRef, [
    '--git-path',
    'objects',
    '--show-object-format',
  ]);
  const [objects = '', hash = ''] = before;
  if (!objects || (hash !== 'sha1' && hash !== 'sha256'))
    throw new GitError(['rev-parse'], 128, `unexpected answer about the object store: ${before.join(' ')}`);
  return { tip, store: { objects: isAbsolute(objects) ? objects : resolve(git.cwd, objects), hash } };
}

/** The tip, and the lines that `ask` (rev-parse options answered before the revision) printed, in order. */
async function fetchStateTipAt(
  git: GitRunner,
  source: StateSource,
  trackingRef: string,
  ask: readonly string[],
): Promise<{ tip: string | undefined; before: string[] }> {
  const answer = (stdout: string, exitCode: number) => {
    const lines = stdout.split('\n').filter(Boolean);
    // rev-parse prints the asked lines first, then the commit (nothing when --quiet and the ref is missing).
    const tip = exitCode === 0 ? lines.at(-1) : undefined;
    return { tip, before: exitCode === 0 ? lines.slice(0, -1) : lines };
  };
  if (!source.remote) {
    const r = await git.run(['rev-parse', ...ask, '--verify', '--quiet', `refs/heads/${source.branch}^{commit}`], {
      okExitCodes: [1],
    });
    return answer(r.stdout, r.exitCode);
  }
  assertSafeRemote(source.remote);
  try {
    await git.run(
      [
        'fetch',
        '--quiet',
        '--no-tags',
        '--no-write-fetch-head',
        '--end-of-options',
        source.remote,
        `+refs/heads/${source.branch}:${trackingRef}`,
      ],
      { env: source.authEnv ?? {} },
    );
  } catch (error) {
    if (error instanceof GitError && /couldn't find remote ref/i.test(error.stderr)) {
      await git.run(['update-ref', '-d', trackingRef]).catch(() => undefined);
      if (!ask.length) return { tip: undefined, before: [] };
      const r = await git.run(['rev-parse', ...ask]);
      return { tip: undefined, before: r.stdout.split('\n').filter(Boolean) };
    }
    throw error;
  }
  const r = await git.run(['rev-parse', ...ask, '--verify', `${trackingRef}^{commit}`]);
  return answer(r.stdout, r.exitCode);
}

export interface StateBranchView {
  /** The commit every read comes from; undefined when the branch does not exist (every file reads as undefined). */
  commit: string | undefined;
  /** The text of `path` at that commit, or undefined when there is no such file. */
  read(path: string): Promise<string | undefined>;
}

/** Fetches the state branch once; a fetch failing for another reason than a missing branch is a one-line ConfigurationError. */
export async function openStateBranch(git: GitRunner, source: StateSource): Promise<StateBranchView> {
  let commit: string | undefined;
  try {
    commit = await fetchStateTip(git, source, READ_REF);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new ConfigurationError(
      `fetching ${source.branch} from ${source.remote} failed: ${error.stderr.trim().split('\n')[0]?.slice(0, 300)}`,
    );
  }
  return {
    commit,
    read: async (path) => {
      if (!commit) return undefined;
      const r = await git.run(['cat-file', 'blob', `${commit}:${path}`], { okExitCodes: [128] });
      return r.exitCode === 0 ? r.stdout : undefined;
    },
  };
}

/** One file of the state branch, or undefined when the branch or the file does not exist. */
export async function readStateFile(git: GitRunner, source: StateSource, path: string): Promise<string | undefined> {
  return (await openStateBranch(git, source)).read(path);
}
