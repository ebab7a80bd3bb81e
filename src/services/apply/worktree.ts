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
 * Picks move HEAD: with HEAD on a branch (the base, or the apply branch itself) they would move that branch. So HEAD
 * is detached before anything moves it — the work tree stays as it is — and only refs/heads/<branch> is ever updated.
 * Here it is only noted (the HEAD file, no process): the first move of the work tree detaches it (moveTo), and so does
 * finishing the branch when it would move the branch HEAD is on.
 */
export async function noteHead(run: ApplyRun): Promise<void> {
  const head = (await readFile(join(run.paths.gitDir, 'HEAD'), 'utf8').catch(() => '')).trim();
  if (head.startsWith('ref:')) {
    run.attachedTo = head.slice(4).trim();
    run.headAttached = true;
  }
}

/**
 * Skips the checkout when the work tree is already there: most picks continue from where the last one stopped. A
 * detaching checkout of `sha` also detaches a HEAD still on its branch; at `sha` already, only the detach is left.
 */
export async function moveTo(run: ApplyRun, sha: string): Promise<void> {
  run.started = true;
  if (run.worktreeAt === sha) {
    if (run.headAttached) await detachHere(run.git);
  } else await checkoutDetached(run.git, sha);
  run.headAttached = false;
  run.worktreeAt = sha;
}

export async function finishBranch(run: ApplyRun, head: string): Promise<void> {
  const there = run.worktreeAt === head;
  const onBranch = run.headAttached && run.attachedTo === `refs/heads/${run.branch}`;
  // HEAD on the branch and the work tree at its value: nothing moved, nothing to do.
  if (there && onBranch && run.branchValue === head && !run.worktreeDirty) return;
  run.started = true;
  // The verify command's changes go with the checkout below, unless it left git state a checkout does not end.
  let dirty = run.worktreeDirty;
  run.worktreeDirty = false;
  if (dirty && (!there || (await pickStateLeft(run)))) {
    await resetHard(run.git);
    dirty = false;
  }
  // Moving the branch HEAD is on would leave the work tree behind it: detach first.
  if (onBranch && run.branchValue !== head) {
    await detachHere(run.git);
    run.headAttached = false;
  }
  if (run.branchValue !== head) await updateBranch(run.git, run.branch, head, run.branchValue);
  run.branchValue = head;
  if (there && !dirty) {
    // The work tree is at `head` (HEAD detached there, or on another branch at it): only HEAD itself has to point
    // at the branch.
    await attachHead(run.git, run.branch);
  } else {
    // The fast path wrote the picks without the work tree: one checkout moves it there and attaches HEAD. After the
    // verify command, forced: tracked files and the index go back to the commit, as `reset --hard` puts them.
    await checkoutBranch(run.git, run.branch, dirty);
    run.worktreeAt = head;
  }
  run.headAttached = true;
  run.attachedTo = `refs/heads/${run.branch}`;
}

/** State files `reset --hard` removes and a checkout leaves: a merge, pick or revert the verify command started. */
async function pickStateLeft(run: ApplyRun): Promise<boolean> {
  const names = [
    'MERGE_HEAD',
    'MERGE_MODE',
    'MERGE_MSG',
    'MERGE_RR',
    'AUTO_MERGE',
    'SQUASH_MSG',
    'CHERRY_PICK_HEAD',
    'REVERT_HEAD',
  ];
  const found = await Promise.all(names.map((n) => exists(join(run.paths.gitDir, n))));
  return found.some(Boolean);
}

/** After an unexpected error: no pick state, work tree on the branch (or wherever HEAD is), no stale lock. */
export async function leaveClean(run: ApplyRun): Promise<void> {
  if (!run.started) return;
  try {
    if (
      (await exists(join(run.paths.gitDir, 'CHERRY_PICK_HEAD'))) ||
      (await exists(join(run.paths.gitDir, 'sequencer')))
    ) {
      await abandonPick(run.git, run.paths);
    }
    await resetHard(run.git);
    if (run.branchValue) await checkoutBranch(run.git, run.branch);
    else if (run.attachedTo?.startsWith('refs/heads/'))
      await checkoutBranch(run.git, run.attachedTo.slice('refs/heads/'.length));
  } catch (error) {
    run.logger.warning(`could not restore the work tree after the error: ${String(error)}`);
  }
}
