/**
 * Plan merges the provisional backlog (what provenance and the ledger leave unreached) while the ledger still reads
 * patch-ids and content, and its final passes take those merges only where they picked the same commit onto the same
 * simulated tip. Here the provisional backlog holds a commit the patch-ids then reach, whose pick is clean: every
 * later merge of the provisional pass lands on a tip the final pass never sees. The plan must be the one of a plain
 * sequential pass over the final backlog.
 */
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { DEFAULT_PLAN_CONFIG } from '../../src/schemas/plan-config.js';
import type { Plan } from '../../src/schemas/plan.js';
import { runPlan, type PlanSettings } from '../../src/services/plan/plan.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { text } from './plan-helpers.js';

afterAll(removeTempDirs);

/** Says when the merges ahead of the ledger are over (the plan logs how many it ran). */
class AheadLogger extends RecordingLogger {
  private done = () => {};
  readonly aheadDone = new Promise<void>((resolve) => (this.done = resolve));
  override debug(message: string): void {
    super.debug(message);
    if (/^merged \d+ picks ahead of the ledger$/.test(message)) this.done();
  }
}

/**
 * The real runner, whose patch-ids wait until the merges ahead are over: on a history this small the ledger would
 * else be done before the first of them, and the final pass would merge everything itself.
 */
function patchIdsAfter(git: GitRunner, ready: Promise<void>): GitRunner {
  return {
    cwd: git.cwd,
    run: (args, options) => git.run(args, options),
    runPiped: async (first, second, options) => {
      if (second.includes('patch-id')) await ready;
      return git.runPiped!(first, second, options);
    },
  };
}

async function history(): Promise<BuiltScenario> {
  return buildScenario({
    base: { 'a.txt': text(10), 'b.txt': text(10) },
    steps: [
      { id: 'u0', on: 'upstream', files: { 'b.txt': text(10, { 8: 'eight' }) } },
      { id: 'u1', on: 'upstream', files: { 'a.txt': text(10, { 2: 'upstream two' }) } },
      // Taken without provenance (the patch-ids find it), then undone by hand: its pick onto the tip is clean.
      { id: 'p1', on: 'fork', pick: 'u1', provenance: 'none' },
      { id: 'own', on: 'fork', files: { 'a.txt': text(10) }, message: 'Restore the second line of a.txt' },
      { id: 'u2', on: 'upstream', files: { 'b.txt': text(10, { 3: 'three', 8: 'eight' }) } },
      // Beside u1's line: clean onto a tip that has u1 again, a conflict onto the fork tip.
      { id: 'u3', on: 'upstream', files: { 'a.txt': text(10, { 2: 'upstream two', 3: 'upstream three' }) } },
    ],
  });
}

describe('merges ahead of the ledger', () => {
  it('leave the plan of a sequential pass over the final backlog, where the two backlogs part', async () => {
    const s = await history();
    const settings: PlanSettings = {
      upstream: s.upstream,
      fork: s.fork,
      extraTrailerKeys: [],
      config: DEFAULT_PLAN_CONFIG,
      now: new Date('2026-03-01T00:00:00Z'),
    };
    const logger = new AheadLogger();
    const ahead = await runPlan(settings, { git: patchIdsAfter(createGitRunner(s.dir), logger.aheadDone), logger });
    const debug = logger.messages('debug');
    // The provisional backlog held u1 and all four were merged ahead; the final one does not hold u1.
    expect(debug).toContain('merging ahead of the ledger: 4 provisional picks');
    expect(debug).toContain('merged 4 picks ahead of the ledger');
    // u0 was picked onto the fork tip by both (kept); u2 and u3 land on other tips than ahead (merged again).
    expect(debug).toContain('1 of 3 verdicts merged ahead, while the ledger was read');

    const sequentialLogger = new RecordingLogger();
    const sequential = await runPlan(
      { ...settings, predictMode: 'per-commit' },
      { git: createGitRunner(s.dir), logger: sequentialLogger },
    );
    expect(sequentialLogger.messages('debug').join('\n')).not.toMatch(/ahead/);
    const strip = (p: Plan) => ({ ...p, generatedAt: undefined });
    expect(strip(ahead)).toEqual(strip(sequential));
    expect(ahead.pending.map((c) => [c.sha, c.prediction])).toEqual([
      [s.sha('u0'), 'clean'],
      [s.sha('u2'), 'clean'],
      [s.sha('u3'), 'conflict'],
    ]);
  });
});
