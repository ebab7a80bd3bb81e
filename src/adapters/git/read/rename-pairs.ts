/** The rename pairs git reports between two trees: what the guards follow so that no check compares by path alone. */
import type { RenamePair } from '../../../domain/apply/renames.js';
import type { GitRunner } from '../run/git-runner.js';

/** `git diff-tree -M` between `from` and `to`, renames only (git's default similarity). */
export async function renamePairs(
  git: GitRunner,
  from: string,
  to: string,
  side: RenamePair['side'],
): Promise<RenamePair[]> {
  const { stdout } = await git.run(['diff-tree', '-r', '-z', '-M', '--name-status', '--diff-filter=R', from, to, '--']);
  const tokens = stdout.split('\0');
  const pairs: RenamePair[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!/^R\d*$/.test(tokens[i]!)) continue;
    pairs.push({ from: tokens[i + 1]!, to: tokens[i + 2]!, side });
    i += 2;
  }
  return pairs;
}

/** Both sides' pairs of a pick of `upstream` onto `forkSide`: upstream's own, and the fork's since the pick's base. */
export async function pickRenames(git: GitRunner, upstream: string, forkSide: string): Promise<RenamePair[]> {
  const [up, fork] = await Promise.all([
    renamePairs(git, `${upstream}^`, upstream, 'upstream').catch(() => [] as RenamePair[]),
    renamePairs(git, `${upstream}^`, forkSide, 'fork').catch(() => [] as RenamePair[]),
  ]);
  return [...up, ...fork];
}
