import type { GitRunner } from './git-runner.js';

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
