/**
 * A revert commit without a work tree (open-revert's path): the revert's three-way merge through `merge-tree`, the
 * commit through `commit-tree`, the same commit object `git revert --no-commit` and `git commit -F -` write in a
 * checkout, without writing the fork's files (on a large fork a checkout costs seconds; the privileged job that
 * opens the revert then checks out no fork file at all).
 *
 * The merge: reverting C (parent P) onto tree T is merging base C, ours T, theirs P. With git 2.39 (no
 * `merge-tree --merge-base`): Y = a commit with P's tree and parent C, and a cherry-pick of Y onto T (PickMerger's
 * simulated commit X with tree T and parent C) merges with base C — the revert's merge. Y lives in the merger's
 * scratch object directory only.
 *
 * Where git's own revert might write something else, this answers `undefined` and the caller reverts in a work tree:
 * config that changes a commit's message or a merge (as for the picks' fast path), a culprit that is not a plain
 * single-parent commit, or one that changes `.gitattributes` (merge attributes would differ from the checkout's).
 */
import { PickMerger, pickAffectingConfig, resolveRawCommits } from './worktree-free-picks.js';
import type { GitRunner } from '../run/git-runner.js';
import { commitTreeOnto, type Identity } from '../write/commit-write.js';

export interface RevertRequest {
  /** The commit the revert goes onto (trunk's tip). */
  onto: string;
  culprit: string;
  message: string;
  identity: Identity;
  /** Author and committer date (any date git accepts). */
  date: string;
  /** Where the merge's scratch objects go when there is no tmpfs with room. */
  scratchDir: string;
}

export type RevertOutcome = { status: 'committed'; sha: string } | { status: 'conflict' };

export async function revertWithoutWorktree(
  git: GitRunner,
  request: RevertRequest,
): Promise<RevertOutcome | undefined> {
  const [config, read, touched] = await Promise.all([
    pickAffectingConfig(git),
    resolveRawCommits(git, [request.onto, request.culprit, `${request.culprit}^`]),
    changedPaths(git, request.culprit),
  ]);
  const [onto, culprit, parent] = read.ids.map((id) => (id ? read.raw.get(id) : undefined));
  if (config.length > 0 || !onto || !culprit?.plain || culprit.parents.length !== 1 || !parent) return undefined;
  if (touched.some((p) => p === '.gitattributes' || p.endsWith('/.gitattributes'))) return undefined;
  const merger = await PickMerger.start(git, request.scratchDir);
  try {
    const tree = await merger.revertOnto(onto.tree, {
      sha: read.ids[1]!,
      parentTree: parent.tree,
      date: commitSeconds(request.date),
    });
    if (tree === undefined) return { status: 'conflict' };
    const sha = await commitTreeOnto(git, tree, read.ids[0]!, {
      message: stripSpace(request.message),
      author: { ...request.identity, date: request.date },
      stamp: { committer: request.identity, date: request.date },
    });
    return { status: 'committed', sha };
  } finally {
    await merger.close();
  }
}

/** The paths a single-parent commit changes (`diff-tree` against its parent). */
async function changedPaths(git: GitRunner, sha: string): Promise<string[]> {
  const { stdout } = await git.run(['diff-tree', '-r', '-z', '--name-only', '--no-commit-id', '--end-of-options', sha]);
  return stdout.split('\0').filter(Boolean);
}

/** The simulated commit's date: only where the merge-base walk stops, so an unreadable date is harmless (0). */
function commitSeconds(date: string): number {
  const t = Date.parse(date);
  return Number.isFinite(t) ? Math.floor(t / 1000) : 0;
}

/**
 * What `git commit -F` does to a message it does not edit (`--cleanup=whitespace`, git's `strbuf_stripspace`
 * without comments): trailing whitespace cut from each line, leading and trailing empty lines dropped, runs of empty
 * lines made one, a final newline.
 */
export function stripSpace(message: string): string {
  const kept: string[] = [];
  let gap = false;
  for (const raw of message.split('\n')) {
    const line = raw.replace(/[ \t\r]+$/, '');
    if (line === '') {
      gap = kept.length > 0;
      continue;
    }
    if (gap) kept.push('');
    gap = false;
    kept.push(line);
  }
  return kept.length ? `${kept.join('\n')}\n` : '';
}
