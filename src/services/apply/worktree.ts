import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { abandonPick } from '../../adapters/git/pick/pick-session.js';
import { attachHead, checkoutBranch, checkoutDetached, updateBranch } from '../../adapters/git/worktree/branch-head.js';
import { readRepoPaths, type RepoPaths } from '../../adapters/git/worktree/worktree-state.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { ApplyRun } from './apply-run.js';
import { exists } from '../../adapters/files/path-exists.js';
import { detachHere, resetHard } from '../../adapters/git/worktree/work-tree.js';

/** The repository's paths, refused when shallow: picks need the parents and the ledger needs the whole history. */
export async function readFullClonePaths(git: GitRunner): Promise<RepoPaths> {
  const paths = await readRepoPaths(git);
  if (paths.shallow) {
    throw new ConfigurationError(
      `${paths.topLevel} is a shallow clone: cherry-picks and the ledger need the full history`,
      'fetch with fetch-depth: 0 (actions/checkout) or run git fetch --unshallow',
    );
  }
  return paths;
}

/**
 * Picks move HEAD: with HEAD on a branch (the base, or the apply branch itself) they would move that branch. So
 * HEAD is detached first — the work tree stays as it is — and only refs/heads/<branch> is ever updated.
 */
export async function detachHead(run: ApplyRun): Promise<void> {
  const head = (await readFile(join(run.paths.gitDir, 'HEAD'), 'utf8').catch(() => '')).trim();
  if (head.startsWith('ref:')) {
    run.started = true;
    run.attachedTo = head.slice(4).trim();
    await detachHere(run.git);
  }
}

/** Skips the checkout when the work tree is already there: most picks continue from where the last one stopped. */
export async function moveTo(run: ApplyRun, sha: string): Promise<void> {
  run.started = true;
  if (run.worktreeAt === sha) return;
  await checkoutDetached(run.git, sha);
  run.worktreeAt = sha;
}

export async function finishBranch(run: ApplyRun, head: string): Promise<void> {
  run.started = true;
  const there = run.worktreeAt === head;
  if (run.branchValue !== head) await updateBranch(run.git, run.branch, head, run.branchValue);
  run.branchValue = head;
  if (there) {
    // HEAD is detached at `head` with the work tree there: only HEAD itself has to point at the branch.
    await attachHead(run.git, run.branch);
    return;
  }
  // The fast path wrote the picks without the work tree: one checkout moves it there and attaches HEAD.
  await checkoutBranch(run.git, run.branch);
  run.worktreeAt = head;
}

/** After an unexpected error: no pick state, work tree on the branch (or wherever HEAD is), no stale lock. */
export async function leaveClean(run: ApplyRun): Promise<void> {
  if (!run.started) return;
  try {
    if (
      (await exists(join(run.paths.gitDir, 'CHERRY_PICK_HEAD'))) ||
      (await exists(join(run.paths.gitDir, 'sequencer')))
    ) {
      await abandonPick(run.git);
    }
    await resetHard(run.git);
    if (run.branchValue) await checkoutBranch(run.git, run.branch);
    else if (run.attachedTo?.startsWith('refs/heads/'))
      await checkoutBranch(run.git, run.attachedTo.slice('refs/heads/'.length));
  } catch (error) {
    run.logger.warning(`could not restore the work tree after the error: ${String(error)}`);
  }
}
