/** HEAD and the local branch apply builds: where HEAD is, moving it, and moving the branch under a lease. */
import type { GitRunner } from '../run/git-runner.js';

export async function headSha(git: GitRunner): Promise<string> {
  const { stdout } = await git.run(['rev-parse', '--verify', 'HEAD^{commit}']);
  return stdout.trim();
}
/** Moves the detached work tree to `sha` (the tree is clean, so nothing is lost). */
export async function checkoutDetached(git: GitRunner, sha: string): Promise<void> {
  await git.run(['checkout', '-q', '--detach', sha, '--']);
}

/** Sets `refs/heads/<branch>` to `sha` only if it still has `expected` (null: must not exist). */
export async function updateBranch(
  git: GitRunner,
  branch: string,
  sha: string,
  expected: string | null,
): Promise<void> {
  const zero = '0'.repeat(sha.length);
  await git.run(['update-ref', '-m', 'upstream-ingest apply', `refs/heads/${branch}`, sha, expected ?? zero]);
}

/**
 * Checks the branch out (the work tree is already at its commit or clean). `force`: tracked files and the index are
 * put back to the branch's commit as they are switched (what `reset --hard` then `checkout` would do, in one process).
 */
export async function checkoutBranch(git: GitRunner, branch: string, force = false): Promise<void> {
  await git.run(['checkout', '-q', ...(force ? ['-f'] : []), branch, '--']);
}

/**
 * Attaches HEAD to `branch` when the work tree and index already hold its commit (HEAD detached there): what
 * `git checkout` would do, without its work-tree scan.
 */
export async function attachHead(git: GitRunner, branch: string): Promise<void> {
  await git.run(['symbolic-ref', '-m', 'upstream-ingest apply: attach', 'HEAD', `refs/heads/${branch}`]);
}
