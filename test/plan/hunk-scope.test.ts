/**
 * The hunk read and the line tracking keep to what can make an edge: for each path two pending commits touch, the
 * commits between its first and its last pending change. A commit the fork already has moves lines too, but before
 * a path's first pending change no pending commit owns a line of it, and after its last none reads the owners again.
 */
import type { CachedPick } from '../../src/adapters/git/pick/merge-tree.js';
import type { CommitHunks } from '../../src/domain/plan/hunks.js';
import { DEFAULT_PLAN_CONFIG } from '../../src/schemas/plan-config.js';
import { runPlan, type PlanCache } from '../../src/services/plan/plan.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, type Step } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { text } from './plan-helpers.js';

afterAll(removeTempDirs);

/** A cache that keeps nothing from earlier runs and records which commits' hunks the plan read. */
class ReadRecorder implements PlanCache {
  readonly hunksRead: string[] = [];
  private readonly picks = new Map<string, CachedPick>();
  hunksOf(): CommitHunks | undefined {
    return undefined;
  }
  setHunks(h: CommitHunks): void {
    this.hunksRead.push(h.sha);
  }
  get(key: string) {
    return this.picks.get(key);
  }
  set(key: string, value: CachedPick) {
    this.picks.set(key, value);
  }
  async save(): Promise<void> {}
}

/** Upstream commits, each changing one more line of a file on top of the earlier ones. */
function upstream(changes: Array<[id: string, line: number, file: string]>): Step[] {
  const lines = new Map<string, Record<number, string>>();
  return changes.map(([id, line, file]) => {
    const edits = { ...lines.get(file), [line]: `${id} changed this` };
    lines.set(file, edits);
    return { id, on: 'upstream', files: { [file]: text(40, edits) } };
  });
}

describe('the hunk read of a plan', () => {
  it('reads the pending commits and, per shared path, only the commits between its pending changes', async () => {
    // Each upstream commit changes one line of the base file: u0, u2 and u4 are picked by the fork (not pending).
    const s = await buildScenario({
      base: { 'f.txt': text(40), 'g.txt': text(40) },
      steps: [
        ...upstream([
          ['u0', 2, 'f.txt'],
          ['u1', 10, 'f.txt'],
          ['u2', 30, 'f.txt'],
          ['u3', 11, 'f.txt'],
          ['u4', 35, 'f.txt'],
          ['u5', 5, 'g.txt'],
        ]),
        { id: 'p0', on: 'fork', pick: 'u0' },
        { id: 'p2', on: 'fork', pick: 'u2' },
        { id: 'p4', on: 'fork', pick: 'u4' },
      ],
    });
    const cache = new ReadRecorder();
    const plan = await runPlan(
      {
        upstream: s.upstream,
        fork: s.fork,
        extraTrailerKeys: [],
        config: DEFAULT_PLAN_CONFIG,
        now: new Date('2026-03-01T00:00:00Z'),
      },
      { git: s.git, logger: new RecordingLogger(), cache },
    );
    const name = new Map(['u0', 'u1', 'u2', 'u3', 'u4', 'u5'].map((id) => [s.sha(id), id]));
    expect(plan.pending.map((c) => name.get(c.sha))).toEqual(['u1', 'u3', 'u5']);
    // u2 lies between f.txt's pending changes; u4 comes after the last one, u0 before the first.
    expect(cache.hunksRead.map((sha) => name.get(sha))).toEqual(['u1', 'u2', 'u3', 'u5']);
    // u3 changes the line right after u1's: the edge is found through the commits that were read.
    const u3 = plan.pending.find((c) => c.sha === s.sha('u3'))!;
    expect(u3.dependsOn).toEqual([{ sha: s.sha('u1'), reason: expect.stringMatching(/^textual: changes f\.txt/) }]);
    expect(plan.pending.filter((c) => c.dependsOn.length).map((c) => name.get(c.sha))).toEqual(['u3']);
  });
});
