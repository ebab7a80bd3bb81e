import { abandonPick, type PickStop } from '../../adapters/git/pick/pick-session.js';
import { updateBranch } from '../../adapters/git/worktree/branch-head.js';
import { neutralizeForLog } from '../../domain/neutralize.js';
import type { CommitResult } from '../../schemas/apply-result.js';
import { resolve } from './agent-resolution.js';
import type { ApplyRun, ConflictStop } from './apply-run.js';
import { defer, deferDependents, markReused } from './commit-results.js';
import { reuse } from './reusable-commits.js';
import { short } from '../../shared/short-sha.js';

/** Settles the commit the sequencer stopped at; returns the head the next pick starts from. */
export async function handleStop(run: ApplyRun, stop: PickStop, head: string): Promise<string> {
  const result = run.results.get(stop.sha)!;
  // A stop the fast path's merge found has no pick in progress to end.
  const abandon = () => (stop.inProgress === false ? Promise.resolve() : abandonPick(run.git, run.paths));
  if (stop.kind === 'empty') {
    await abandon();
    result.status = 'empty';
    result.reasons.push('the pick changes nothing on this base (its change is already there)');
    run.logger.info(`${short(stop.sha)} is empty on this base: skipped`);
    return head;
  }
  result.conflictPaths = stop.conflictedPaths;
  const reused = reuse(run, head, stop.sha);
  if (reused) {
    await abandon();
    markReused(run, stop.sha, reused);
    return reused.sha;
  }
  const where = `conflict in ${stop.conflictedPaths.join(', ')}`;
  run.logger.info(`${short(stop.sha)} ${neutralizeForLog(result.subject)}: ${neutralizeForLog(where)}`);
  if (run.settings.onConflict === 'stop') {
    await abandon();
    result.status = 'conflict';
    result.reasons.push(`${where}; stopped here (--on-conflict stop)`);
    run.stoppedAt = stop.sha;
    return head;
  }
  if (run.settings.onConflict === 'defer') {
    await abandon();
    defer(run, stop.sha, where);
    return head;
  }
  return resolveOrReject(run, stop, head, result);
}

async function resolveOrReject(run: ApplyRun, stop: ConflictStop, head: string, result: CommitResult): Promise<string> {
  const outcome = await resolve(run, stop, head);
  result.guards = outcome.guards;
  result.verdict = outcome.verdict ?? null;
  // Every rung's attempt is recorded, landed or not: the PR body and audit-resolvers show what each proposed.
  result.resolution = outcome.resolution
    ? {
        via: outcome.resolution.via,
        reason: outcome.resolution.reason,
        files: [...outcome.resolution.files],
        attempts: outcome.attempts,
      }
    : null;
  if (outcome.deferredForReview) {
    await abandonPick(run.git, run.paths);
    defer(run, stop.sha, `the resolution needs review (--on-review defer): ${outcome.reasons.join('; ')}`);
    return head;
  }
  if (!outcome.accepted) {
    await abandonPick(run.git, run.paths);
    result.status = 'rejected';
    result.reasons.push(...outcome.reasons);
    deferDependents(run, stop.sha, `depends on ${short(stop.sha)}, whose conflict resolution was rejected`);
    return head;
  }
  result.status = 'resolved';
  result.forkSha = outcome.sha!;
  run.worktreeAt = outcome.sha!;
  // Checkpoint: an interrupted run keeps this resolution (the re-run reuses it instead of asking again).
  await updateBranch(run.git, run.branch, outcome.sha!, run.branchValue);
  run.branchValue = outcome.sha!;
  return outcome.sha!;
}
