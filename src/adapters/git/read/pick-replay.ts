import type { GitRunner } from '../run/git-runner.js';

/**
 * Batched reads for replaying many past picks at once (`audit-guards`, `audit-resolvers`): a handful of git processes
 * per batch of picks instead of several per pick, which is what made a whole fork's history take most of an hour.
 * Every read is of objects only: no work tree, no checkout.
 */

const OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const ZERO = /^0+$/;

/** One path an upstream commit changes: the blob ids before and after (null: absent), text blobs only. */
export interface ChangedBlob {
  path: string;
  before: string | null;
  after: string | null;
}

/** Object ids of `specs` (`rev`, `rev:path`) in one process: the id when it names an object of `type`, else null. */
export async function objectIds(
  git: GitRunner,
  specs: readonly string[],
  type: 'commit' | 'blob',
): Promise<Map<string, string | null>> {
  const result = new Map<string, string | null>(specs.map((s) => [s, null]));
  const usable = specs.filter((s) => s !== '' && !s.includes('\n'));
  if (usable.length === 0) return result;
  const { stdout } = await git.run(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
    input: `${usable.join('\n')}\n`,
  });
  const lines = stdout.split('\n');
  usable.forEach((spec, i) => {
    const m = /^([0-9a-f]{40,64}) (\w+)$/.exec(lines[i] ?? '');
    result.set(spec, m && m[2] === type ? m[1]! : null);
  });
  return result;
}

/**
 * What each commit changes against its first parent (everything, for a root commit), as blob ids, in one
 * `diff-tree --stdin`. Merge commits and commits git does not have come back with no paths; submodules and other
 * non-file entries are left out.
 */
export async function changedBlobs(git: GitRunner, commits: readonly string[]): Promise<Map<string, ChangedBlob[]>> {
  const result = new Map<string, ChangedBlob[]>(commits.map((c) => [c, []]));
  const usable = [...new Set(commits.filter((c) => OID.test(c)))];
  if (usable.length === 0) return result;
  const { stdout } = await git.run(['diff-tree', '--stdin', '-r', '--root', '-z', '--no-renames'], {
    input: `${usable.join('\n')}\n`,
  });
  const tokens = stdout.split('\0');
  let current: ChangedBlob[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!.replace(/^\n/, '');
    if (OID.test(t)) {
      current = result.get(t);
      continue;
    }
    if (!t.startsWith(':')) continue;
    const path = tokens[++i] ?? '';
    const [oldMode = '', newMode = '', before = '', after = ''] = t.slice(1).split(' ');
    if (!current || !isFileMode(oldMode) || !isFileMode(newMode)) continue;
    current.push({ path, before: ZERO.test(before) ? null : before, after: ZERO.test(after) ? null : after });
  }
  return result;
}

/** A regular file (or none): replaying a submodule or a symlink as text would judge nothing real. */
function isFileMode(mode: string): boolean {
  return mode === '000000' || mode === '100644' || mode === '100755';
}
