import type { ApplyRun } from './apply-run.js';
import { markReused } from './commit-results.js';
import { handleStop } from './conflict-stop.js';
import { pick } from './pick.js';
import { reuse } from './reusable-commits.js';

/** Applies `todo` in order onto `start`; returns the new head. Results are recorded per commit. */
export async function applySequence(run: ApplyRun, todo: readonly string[], start: string): Promise<string> {
  let head = start;
  const skipped = (sha: string) => run.results.get(sha)!.status !== 'not-attempted';
  let i = 0;
  while (i < todo.length && !run.stoppedAt) {
    const sha = todo[i]!;
    if (skipped(sha)) {
      i++;
      continue;
    }
    const reused = reuse(run, head, sha);
    if (reused) {
      markReused(run, sha, reused);
      head = reused.sha;
      i++;
      continue;
    }
    // One sequencer run for everything left: it stops at the first commit that does not apply cleanly.
    const batch = todo.slice(i).filter((s) => !skipped(s));
    const picked = await pick(run, batch, head);
    head = picked.head;
    if (!picked.stop) break;
    i = todo.indexOf(picked.stop.sha) + 1;
    head = await handleStop(run, picked.stop, head);
  }
  return head;
}
