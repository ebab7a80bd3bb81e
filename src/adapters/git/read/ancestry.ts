import type { GitRunner } from '../run/git-runner.js';

/** Whether `ancestor` is reachable from `descendant` (a commit is its own ancestor). */
export async function isAncestor(git: GitRunner, ancestor: string, descendant: string): Promise<boolean> {
  const { exitCode } = await git.run(['merge-base', '--is-ancestor', ancestor, descendant], { okExitCodes: [1] });
  return exitCode === 0;
}
