import { abandonPick, pickBatch, type PickStop } from '../../adapters/git/pick/pick-session.js';
import { checkoutDetached } from '../../adapters/git/worktree/branch-head.js';
import { commitTreeOnto } from '../../adapters/git/write/commit-write.js';
import type { ApplyRun } from './apply-run.js';
import { markLanded } from './commit-results.js';
import { landCleanRun } from './fast-picks.js';
import { rewritesMessages, rewrittenCommit } from './fork-commit.js';
import { ladderRungs } from './settings.js';
import { moveTo } from './worktree.js';

/**
 * One sequencer run over `batch` from `head`; landed commits are recorded (with trailer provenance if asked). The
 * clean start of the run is landed without the work tree when it can be (fast-picks.ts); git's sequencer picks the
 * rest, from the first commit that does not apply cleanly.
 */
export async function pick(
  run: ApplyRun,
  batch: readonly string[],
  head: string,
): Promise<{ head: string; stop?: PickStop }> {
  const { landed: fast, emptyNext, conflictNext } = await landCleanRun(run, batch, head);
  fast.forEach((forkSha, k) => markLanded(run, batch[k]!, forkSha));
  const from = fast.length ? fast[fast.length - 1]! : head;
  if (fast.length === batch.length) return { head: from };
  const next = batch[fast.length]!;
  // An empty pick is where git's sequencer would stop too: settled as such, with nothing in progress to end.
  if (emptyNext) return { head: from, stop: { kind: 'empty', sha: next, inProgress: false } };
  // A conflict nobody resolves (defer, stop) needs only its paths, which the merge named: no pick in the work tree.
  if (conflictNext?.length && !resolvesConflicts(run)) {
    const conflictedPaths = [...new Set(conflictNext)].sort();
    return {
      head: from,
      stop: { kind: 'conflict', sha: next, conflictedPaths, rerereResolved: [], inProgress: false },
    };
  }
  // After a fast start the sequencer stops at once, on the commit the fast path stopped at (a conflict), so the
  // commits it landed were decided over the same run of picks.
  return pickRun(run, batch.slice(fast.length), from);
}

/** The conflict is worked on in the work tree (rerere, the ladder, the agent), not only named and left out. */
function resolvesConflicts(run: ApplyRun): boolean {
  return run.settings.onConflict !== 'defer' && run.settings.onConflict !== 'stop';
}

async function pickRun(
  run: ApplyRun,
  batch: readonly string[],
  head: string,
): Promise<{ head: string; stop?: PickStop }> {
  await moveTo(run, head);
  const options = {
    recordOrigin: run.settings.provenance.kind === 'x',
    stamp: run.stamp,
    rerere: ladderRungs(run.settings).includes('rerere'),
  };
  let outcome = await pickBatch(run.git, run.paths, batch, options);
  let landed = outcome.landed;
  if (rewritesMessages(run, batch.slice(0, landed.length))) {
    // The sequencer only writes `-x` and upstream's message as is: put the stopped pick aside, re-create the landed
    // commits with the trailer and a neutralised message (no closing keyword or mention acts in the fork), then
    // stop at the same commit again (the same pick onto the same tree conflicts the same way).
    if (outcome.stop) await abandonPick(run.git, run.paths);
    landed = await withTrailers(run, batch, landed, head);
    if (outcome.stop) outcome = { landed: [], ...(await pickOne(run, outcome.stop.sha)) };
  }
  landed.forEach((forkSha, k) => markLanded(run, batch[k]!, forkSha));
  const newHead = landed.length ? landed[landed.length - 1]! : head;
  run.worktreeAt = newHead;
  return { head: newHead, ...(outcome.stop ? { stop: outcome.stop } : {}) };
}

async function pickOne(run: ApplyRun, sha: string): Promise<{ stop?: PickStop }> {
  const again = await pickBatch(run.git, run.paths, [sha], {
    recordOrigin: false,
    stamp: run.stamp,
    rerere: ladderRungs(run.settings).includes('rerere'),
  });
  if (again.landed.length) throw new Error(`re-picking ${sha} landed where it had stopped before`);
  return again.stop ? { stop: again.stop } : {};
}

/** Re-creates the landed commits with the trailer provenance (same tree, author and committer stamp). */
async function withTrailers(
  run: ApplyRun,
  batch: readonly string[],
  landed: readonly string[],
  start: string,
): Promise<string[]> {
  let parent = start;
  const out: string[] = [];
  for (let k = 0; k < landed.length; k++) {
    parent = await commitTreeOnto(run.git, landed[k]!, parent, rewrittenCommit(run, batch[k]!));
    out.push(parent);
  }
  await checkoutDetached(run.git, parent);
  run.worktreeAt = parent;
  return out;
}
