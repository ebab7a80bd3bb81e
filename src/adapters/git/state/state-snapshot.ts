import type { GitRunner } from '../run/git-runner.js';
import { GitError } from '../run/git-errors.js';
import { fetchStateTip, type StateSource } from './state-file.js';

/**
 * The files of a state branch under some folders, read from one commit without a work tree (the dashboard reads
 * lag, benchmark and tier histories together, so they agree). A remote branch is fetched into a private ref; nothing
 * else in the repository changes. A missing branch is an empty snapshot.
 */
export interface StateSnapshot {
  commit: string | null;
  files: Map<string, string>;
}

const SNAPSHOT_REF = 'refs/upstream-ingest/tracking/site-state';
const MAX_FILES = 2000;

export async function readStateSnapshot(
  git: GitRunner,
  source: StateSource,
  prefixes: readonly string[],
): Promise<StateSnapshot> {
  let commit: string | undefined;
  try {
    commit = await fetchStateTip(git, source, SNAPSHOT_REF);
  } catch (error) {
    if (error instanceof GitError) return { commit: null, files: new Map() };
    throw error;
  }
  if (!commit) return { commit: null, files: new Map() };
  const listed = await git.run(['ls-tree', '-r', '-z', '--name-only', commit, '--', ...prefixes]);
  const paths = listed.stdout.split('\0').filter(Boolean).slice(0, MAX_FILES);
  const files = new Map<string, string>();
  for (const path of paths) files.set(path, (await git.run(['cat-file', 'blob', `${commit}:${path}`])).stdout);
  return { commit, files };
}

/** The fork commits of `ref` committed after `since` (its messages carry the provenance the dashboard counts). */
export async function commitsSince(
  git: GitRunner,
  ref: string,
  since: Date,
): Promise<Array<{ sha: string; committedAt: string; message: string }>> {
  const { stdout } = await git.run([
    'log',
    '-z',
    '--no-merges',
    `--since=${since.toISOString()}`,
    '--format=%H%x1f%cI%x1f%B',
    '--end-of-options',
    ref,
    '--',
  ]);
  return stdout
    .split('\0')
    .filter((r) => r.trim())
    .map((r) => {
      const [sha, committedAt, message] = r.replace(/^\n/, '').split('\x1f') as [string, string, string];
      return { sha, committedAt, message: message ?? '' };
    });
}

/** Commit times of the given commits (full or abbreviated names); names this clone lacks are left out. */
export async function commitTimes(git: GitRunner, names: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const unique = [...new Set(names.filter((n) => /^[0-9a-f]{7,64}$/i.test(n)))];
  for (let i = 0; i < unique.length; i += 500) {
    const batch = unique.slice(i, i + 500);
    const { stdout } = await git.run([
      'log',
      '--no-walk=unsorted',
      '--ignore-missing',
      '--format=%H %cI',
      ...batch,
      '--',
    ]);
    const full = stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split(' ') as [string, string]);
    for (const name of batch) {
      const hit = full.find(([sha]) => sha.startsWith(name.toLowerCase()));
      if (hit) out.set(name, hit[1]);
    }
  }
  return out;
}
