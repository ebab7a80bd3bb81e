import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Speculation } from '../../src/adapters/git/pick/merge-tree.js';
import { readHunks, type CommitHunks } from '../../src/adapters/git/read/diff-hunks.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { parseShapeRecords, replayShapes } from '../../src/demo/shape-replay.js';
import { DEFAULT_PLAN_CONFIG } from '../../src/schemas/plan-config.js';
import type { Plan } from '../../src/schemas/plan.js';
import { runPlan, type PlanCache, type PlanSettings } from '../../src/services/plan/plan.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { text } from './plan-helpers.js';

afterAll(removeTempDirs);

describe('hunks read for some paths only', () => {
  it('reads the named paths of each commit, literally, and an empty list for a commit touching none', async () => {
    const s = await buildScenario({
      base: { 'a.txt': text(10), 'b*.txt': text(10), 'bc.txt': text(10) },
      steps: [
        { id: 'u1', on: 'upstream', files: { 'a.txt': text(10, { 2: 'two' }), 'b*.txt': text(10, { 3: 'x' }) } },
        { id: 'u2', on: 'upstream', files: { 'bc.txt': text(10, { 4: 'y' }) } },
      ],
    });
    const shas = [s.sha('u1'), s.sha('u2')];
    const all = await readHunks(s.git, shas);
    expect(all.commits.get(s.sha('u1'))!.files.map((f) => f.path)).toEqual(['a.txt', 'b*.txt']);
    // `b*.txt` is a path, not a pattern: bc.txt is not read.
    const some = await readHunks(s.git, shas, ['b*.txt']);
    expect(some.commits.get(s.sha('u1'))!.files).toEqual([all.commits.get(s.sha('u1'))!.files[1]]);
    expect(some.commits.get(s.sha('u2'))).toEqual({ sha: s.sha('u2'), files: [] });
    const none = await readHunks(s.git, shas, []);
    expect([...none.commits.values()].map((c) => c.files.length)).toEqual([0, 0]);
  });
});

describe('speculative merges follow the clean rate', () => {
  it('merges one at a time while most recent picks were clean, side by side while most conflict', () => {
    const s = new Speculation(8);
    expect(s.width(2)).toBe(2);
    for (let i = 0; i < 6; i++) s.observe(true);
    expect(s.width(2)).toBe(1);
    for (let i = 0; i < 8; i++) s.observe(false);
    expect(s.width(2)).toBe(2);
    expect(s.width(1)).toBe(1);
  });
});

/** The embedded real shapes (src/demo/sample-shapes.json): a Triton-like fork any clone can generate. */
async function generatedFork(): Promise<string> {
  const sample = JSON.parse(await readFile(join('src', 'demo', 'sample-shapes.json'), 'utf8')) as {
    upstream: unknown;
    fork: unknown;
  };
  const dir = await makeTempDir('ui-hunk-read-');
  await replayShapes(dir, {
    upstream: parseShapeRecords(JSON.stringify(sample.upstream), 'sample upstream'),
    fork: parseShapeRecords(JSON.stringify(sample.fork), 'sample fork'),
    pickFraction: 0.5,
    patchIdFraction: 0.05,
    forkOwnLimit: 60,
    seed: 11,
  });
  return dir;
}

describe('plan on a generated fork', () => {
  it('plans exactly as with every commit read whole (edges, holds, verdicts, bundles)', async () => {
    const dir = await generatedFork();
    const git = createGitRunner(dir);
    const settings: PlanSettings = {
      upstream: 'upstream',
      fork: 'fork',
      extraTrailerKeys: [],
      config: DEFAULT_PLAN_CONFIG,
      limit: 40,
      now: new Date('2026-03-01T00:00:00Z'),
    };
    const plan = await runPlan(settings, { git, logger: new RecordingLogger() });
    // Before this change every tracked commit was read whole: a cache that answers every commit so is that plan.
    const shas = (await git.run(['rev-list', '--reverse', 'upstream'])).stdout.trim().split('\n');
    const whole = (await readHunks(git, shas)).commits;
    const cache: PlanCache = {
      get: () => undefined,
      set: () => undefined,
      hunksOf: (sha: string): CommitHunks | undefined => whole.get(sha),
      setHunks: () => undefined,
      save: async () => undefined,
    };
    const before = await runPlan(settings, { git, logger: new RecordingLogger(), cache });
    const strip = (p: Plan) => ({ ...p, generatedAt: undefined });
    expect(strip(plan)).toEqual(strip(before));
    // The fork is one where the read matters: pending commits depend on each other through shared lines.
    expect(plan.pending.filter((c) => c.dependsOn.some((d) => d.reason.startsWith('textual'))).length).toBeGreaterThan(
      2,
    );
    expect(new Set(plan.pending.map((c) => c.prediction)).size).toBeGreaterThan(1);
  });
});
