import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Speculation } from '../../src/adapters/git/pick/merge-tree.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { parseShapeRecords, replayShapes } from '../../src/demo/shape-replay.js';
import { DEFAULT_PLAN_CONFIG } from '../../src/schemas/plan-config.js';
import type { Plan } from '../../src/schemas/plan.js';
import { runPlan, type PlanSettings } from '../../src/services/plan/plan.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

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

  it('merges one at a time for a while after the side-by-side merges waited for a core', () => {
    const s = new Speculation(8);
    for (let i = 0; i < 8; i++) s.observe(false);
    // Each ran two thirds of the time: the machine had the cores.
    s.observeCores(80e6, 20e6);
    expect(s.width(2)).toBe(2);
    // Half the time waiting: another process held a core, and the second merge only slowed the first.
    s.observeCores(50e6, 50e6);
    expect(s.width(2)).toBe(1);
    for (let i = 0; i < 63; i++) s.observe(false);
    expect(s.width(2)).toBe(1);
    // Then it tries two again.
    s.observe(false);
    expect(s.width(2)).toBe(2);
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
  it('plans exactly as the sequential pass does (verdicts, edges, holds, bundles)', async () => {
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
    // The sequential pass (one process pair per pick, no speculation) is what every verdict must equal.
    const before = await runPlan({ ...settings, predictMode: 'per-commit' }, { git, logger: new RecordingLogger() });
    const strip = (p: Plan) => ({ ...p, generatedAt: undefined });
    expect(strip(plan)).toEqual(strip(before));
    // A fork with both verdicts and with pending commits that depend on each other through shared lines.
    expect(plan.pending.filter((c) => c.dependsOn.some((d) => d.reason.startsWith('textual'))).length).toBeGreaterThan(
      2,
    );
    expect(new Set(plan.pending.map((c) => c.prediction)).size).toBeGreaterThan(1);
  });
});
