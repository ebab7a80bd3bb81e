import {
  abandonPick,
  checkoutDetached,
  commitTreeOnto,
  pickBatch,
  type PickStop,
} from '../../adapters/git/cherry-pick.js';
import { forkCommitMessage, needsNeutralizing, type ForkMessageOptions } from '../../domain/apply/fork-message.js';
import type { ApplyRun } from './apply-run.js';
import { markLanded } from './commit-results.js';
import { moveTo } from './worktree.js';

/** One sequencer run over `batch` from `head`; landed commits are recorded (with trailer provenance if asked). */
export async function pick(
  run: ApplyRun,
  batch: readonly string[],
  head: string,
): Promise<{ head: string; stop?: PickStop }> {
  await moveTo(run, head);
  const options = {
    recordOrigin: run.settings.provenance.kind === 'x',
    stamp: run.stamp,
    rerere: run.settings.onConflict === 'agent',
  };
  let outcome = await pickBatch(run.git, run.paths, batch, options);
  let landed = outcome.landed;
  if (landed.length > 0 && (run.settings.provenance.kind === 'trailer' || batchNeedsNeutralizing(run, batch, landed))) {
    // The sequencer only writes `-x` and upstream's message as is: put the stopped pick aside, re-create the landed
    // commits with the trailer and a neutralised message (no closing keyword or mention acts in the fork), then
    // stop at the same commit again (the same pick onto the same tree conflicts the same way).
    if (outcome.stop) await abandonPick(run.git);
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
    rerere: run.settings.onConflict === 'agent',
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
    const upstreamSha = batch[k]!;
    const record = run.records.get(upstreamSha)!;
    parent = await commitTreeOnto(run.git, landed[k]!, parent, {
      message: forkCommitMessage(record.message, run.settings.provenance, upstreamSha, messageOptions(run)),
      author: { name: record.authorName, email: record.authorEmail, date: record.authorDate },
      stamp: run.stamp,
    });
    out.push(parent);
  }
  await checkoutDetached(run.git, parent);
  run.worktreeAt = parent;
  return out;
}

function messageOptions(run: ApplyRun): ForkMessageOptions {
  return run.settings.upstreamRepo ? { upstreamRepo: run.settings.upstreamRepo } : {};
}

function batchNeedsNeutralizing(run: ApplyRun, batch: readonly string[], landed: readonly string[]): boolean {
  return landed.some((_, k) => needsNeutralizing(run.records.get(batch[k]!)!.message, messageOptions(run)));
}
