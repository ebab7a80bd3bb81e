/**
 * The conflicted state of a stopped pick, taken back between the rungs of the resolver ladder: a rung that wrote the
 * work tree (rerere's replay, the agent) and was not chosen leaves the next rung the conflict as git left it.
 */
import type { GitRunner } from '../run/git-runner.js';

/**
 * Re-creates the conflict (markers in the work tree, stages in the index) of content-conflicted paths whose
 * resolution was staged or written: git keeps the stages as resolve-undo when a conflict is staged. Returns false
 * when git could not (a modify/delete has no two sides to merge again).
 */
export async function recreateConflicts(git: GitRunner, paths: readonly string[]): Promise<boolean> {
  if (paths.length === 0) return true;
  const { exitCode } = await git.run(
    ['--literal-pathspecs', 'checkout', '-m', '--pathspec-from-file=-', '--pathspec-file-nul'],
    { input: paths.join('\0') + '\0', okExitCodes: [1] },
  );
  return exitCode === 0;
}

/** Puts paths a resolver wrote besides the conflicted ones back to the index (the pick's clean merge). */
export async function restoreFromIndex(git: GitRunner, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await git.run(['--literal-pathspecs', 'checkout', '--pathspec-from-file=-', '--pathspec-file-nul', '--'], {
    input: paths.join('\0') + '\0',
  });
}

/** Which of `paths` the index holds (at any stage). */
export async function indexedPaths(git: GitRunner, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const { stdout } = await git.run(
    ['--literal-pathspecs', 'ls-files', '-z', '--pathspec-from-file=-', '--pathspec-file-nul'],
    { input: paths.join('\0') + '\0' },
  );
  return new Set(stdout.split('\0').filter(Boolean));
}
