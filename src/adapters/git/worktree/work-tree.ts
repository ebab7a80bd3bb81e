import type { GitRunner } from '../run/git-runner.js';

/** Puts index and work tree back to `revision` (default HEAD): the undo after an agent, a verify or a failed step. */
export async function resetHard(git: GitRunner, revision = 'HEAD'): Promise<void> {
  await git.run(['reset', '-q', '--hard', revision]);
}

/** Detaches HEAD where it is, so the branch it was on can be rewritten. */
export async function detachHere(git: GitRunner): Promise<void> {
  await git.run(['checkout', '-q', '--detach']);
}

/** Removes rerere's recorded resolutions of these paths (a resolution that was rejected must not be replayed). */
export async function forgetRerere(git: GitRunner, paths: readonly string[]): Promise<void> {
  await git.run(['rerere', 'forget', '--', ...paths]);
}

/** Paths changed or untracked in the work tree, relative to HEAD (renames as delete + add). */
export async function worktreeChanges(git: GitRunner): Promise<string[]> {
  const { stdout } = await git.run(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']);
  return [
    ...new Set(
      stdout
        .split('\0')
        .filter(Boolean)
        .map((e) => e.slice(3)),
    ),
  ];
}
