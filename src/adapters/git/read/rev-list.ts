import type { GitRunner } from '../run/git-runner.js';

/** Walks of the commit graph that answer with commit lists (`git rev-list`). */

/** The newest commit reachable from `revision` made before `date`, or undefined when there is none. */
export async function lastCommitBefore(git: GitRunner, revision: string, date: Date): Promise<string | undefined> {
  const { stdout } = await git.run(['rev-list', '-1', `--before=${date.toISOString()}`, revision]);
  return stdout.trim() || undefined;
}

/** `revision` and its first-parent ancestors, nearest first, at most `count` (fewer in a shallow clone). */
export async function firstParentAncestors(git: GitRunner, revision: string, count: number): Promise<string[]> {
  const { stdout } = await git.run([
    'rev-list',
    '--first-parent',
    `--max-count=${count}`,
    '--end-of-options',
    revision,
  ]);
  return stdout
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The commits of a range with their parents, oldest first in topological order (as `readCommits` lists them), and
 * with `boundary` also the boundary commits (outside the range, parents of commits in it), listed apart.
 */
export async function rangeWithParents(
  git: GitRunner,
  revisions: readonly string[],
  options: { boundary?: boolean } = {},
): Promise<{ commits: Array<{ sha: string; parents: string[] }>; boundary: string[] }> {
  const { stdout } = await git.run([
    'rev-list',
    '--topo-order',
    '--reverse',
    '--parents',
    ...(options.boundary ? ['--boundary'] : []),
    '--end-of-options',
    ...revisions,
    '--',
  ]);
  const commits: Array<{ sha: string; parents: string[] }> = [];
  const boundary: string[] = [];
  for (const line of stdout.split('\n')) {
    if (!line) continue;
    if (line.startsWith('-')) {
      boundary.push(line.slice(1).split(' ')[0]!);
      continue;
    }
    const [sha, ...parents] = line.split(' ');
    commits.push({ sha: sha!, parents });
  }
  return { commits, boundary };
}
