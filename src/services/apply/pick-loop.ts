import { noProgressFactory } from '../../shared/progress.js';
import type { ApplyRun } from './apply-run.js';
import { markReused } from './commit-results.js';
import { pick } from './pick.js';
import { reuse } from './reusable-commits.js';

/** Applies `todo` in order onto `start`; returns the new head. Results are recorded per commit. */
export async function applySequence(run: ApplyRun, todo: readonly string[], start: string): Promise<string> {
  let head = start;
  const skipped = (sha: string) => run.results.get(sha)!.status !== 'not-attempted';
  let i = 0;
  const progress = (run.ports.progress ?? noProgressFactory)('applying', todo.length);
  let shown = 0;
  const advance = (to: number) => {
    progress.tick(to - shown, todo[to - 1]?.slice(0, 10));
    shown = to;
  };
  try {
    return await loop();
  } finally {
    progress.done();
  }

  async function loop(): Promise<string> {
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
      if (!picked.stop) {
        advance(todo.length);
        break;
      }
      i = todo.indexOf(picked.stop.sha) + 1;
      advance(i);
      // The conflict path (agent, guards, rerere) is loaded at the first stop: a clean run never compiles it.
      const { handleStop } = await import('./conflict-stop.js');
      head = await handleStop(run, picked.stop, head);
    }
    return head;
  }
}
