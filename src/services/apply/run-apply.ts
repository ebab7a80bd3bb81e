/**
 * apply-bundle: cherry-picks a plan bundle (or an explicit commit list) onto a branch (re)created from the fork's
 * base, with provenance, guarded conflict resolution, split on failure, push under a lease and one PR.
 *
 * Convergence: the committer identity and date are fixed functions of the inputs, so clean picks give the same SHAs
 * on every run; resolved commits of an earlier run (the local branch or the remote's) are reused when their parent
 * and upstream commit match. A run is serialised per repository by a lock; an interrupted one is detected through
 * that lock and its leftovers (cherry-pick state, index.lock, changed files) are cleaned before anything else.
 */
import { acquireApplyLock, recoverWorktree } from '../../adapters/git/worktree/worktree-state.js';
import { createRunTempDir, removeRunTempDir } from '../../adapters/process/run-temp.js';
import type { ApplyResult } from '../../schemas/apply-result.js';
import { ApplyRun } from './apply-run.js';
import { describeBundle } from './bundle-source.js';
import { landed } from './commit-results.js';
import { applySequence } from './pick-loop.js';
import { closeEarlyMerger } from './fast-picks.js';
import { prepare } from './prepare.js';
import { report } from './result.js';
import { chooseBranch, refuseTrunkBranch, validateSettings, type ApplyDeps, type ApplySettings } from './settings.js';
import { short } from '../../shared/short-sha.js';
import { finishBranch, leaveClean, readFullClonePaths } from './worktree.js';

/** Runs apply-bundle; the repository is left clean whatever happens. */
export async function runApply(settings: ApplySettings, deps: ApplyDeps): Promise<ApplyResult> {
  validateSettings(settings);
  const bundle = describeBundle(settings.source);
  const branch = chooseBranch(settings, bundle.id);
  // Both only read, side by side; the repository's own problem (not one, shallow) is the one reported first.
  const trunk = refuseTrunkBranch(deps.git, settings, branch);
  trunk.catch(() => undefined);
  // The run's temp folder is made (and stale ones swept) while git answers: it is outside the repository.
  const tempDir = createRunTempDir();
  tempDir.catch(() => undefined); // awaited below, or removed when the run is refused first
  let paths: Awaited<ReturnType<typeof readFullClonePaths>>;
  let lock: Awaited<ReturnType<typeof acquireApplyLock>>;
  let trunkFacts: Awaited<typeof trunk>;
  try {
    paths = await readFullClonePaths(deps.git);
    trunkFacts = await trunk;
    lock = await acquireApplyLock(paths, branch);
  } catch (error) {
    await tempDir.then(removeRunTempDir).catch(() => undefined);
    throw error;
  }
  const run = new ApplyRun(settings, deps, paths, bundle, branch);
  run.trunkFacts = trunkFacts;
  // Recovery (which may reset the work tree) runs while prepare reads refs and history; prepare waits for it
  // before it touches the work tree, and so does the clean-up after an error.
  const recovered = recoverWorktree(deps.git, paths, {
    previousRunCrashed: lock.previousRunCrashed,
    logger: deps.logger,
  });
  recovered.catch(() => undefined); // handled where it is awaited; never an unhandled rejection meanwhile
  try {
    run.tempDir = await tempDir;
    return await execute(run, recovered);
  } catch (error) {
    await recovered.catch(() => undefined);
    await leaveClean(run);
    throw error;
  } finally {
    closeEarlyMerger(run);
    await Promise.allSettled(run.background);
    if (run.tempDir) await removeRunTempDir(run.tempDir).catch(() => undefined);
    await lock.release();
  }
}

async function execute(run: ApplyRun, recovered: Promise<unknown>): Promise<ApplyResult> {
  await prepare(run, recovered);
  const todo = run.order.filter((sha) => run.results.get(sha)!.status === 'not-attempted');
  run.logger.info(
    `Applying ${todo.length} of ${run.order.length} commit(s) of ${run.bundle.kind} ${run.bundle.id} onto ${run.settings.base} (${short(run.baseSha)}) as ${run.branch}`,
  );
  let head = await applySequence(run, todo, run.baseSha);
  let verify: ApplyResult['verify'] = null;
  if (run.settings.verify && landed(run).length > 0 && !run.stoppedAt) {
    // Loaded only for a run with --verify: a clean run without one never compiles the bisection.
    const { verifyBranch } = await import('./split-on-failure.js');
    ({ head, verify } = await verifyBranch(run, head));
  }
  await finishBranch(run, head);
  return report(run, head, verify);
}
