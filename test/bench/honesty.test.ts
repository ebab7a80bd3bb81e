/**
 * Statistical honesty, by simulation with fixed seeds (the acceptance tests):
 * - A/A (no change), 1,000 trials: the fraction of `regressed` verdicts is at most alpha.
 * - 10 repetitions per side, 2 % noise, a true 10 % slowdown: at least 90 % of trials say `regressed`.
 * - A mixed set (true nulls and real regressions): the false-discovery proportion stays within alpha on average.
 */
import { compareBench, DEFAULT_COMPARE_SETTINGS, type CompareBenchSettings } from '../../src/domain/bench/compare.js';
import { createRng, type Rng } from '../../src/domain/bench/rng.js';
import { noisy, side } from './helpers.js';

const ALPHA = 0.05;
const settings = (overrides: Partial<CompareBenchSettings> = {}): CompareBenchSettings => ({
  ...DEFAULT_COMPARE_SETTINGS,
  ...overrides,
});

function suite(rng: Rng, count: number, reps: number, noise: number, effect: (i: number) => number) {
  const base: Record<string, number[]> = {};
  const cand: Record<string, number[]> = {};
  for (let i = 0; i < count; i++) {
    const mean = 1e-3 * (1 + i);
    base[`kernel_${i}`] = noisy(rng, mean, noise, reps);
    cand[`kernel_${i}`] = noisy(rng, mean * effect(i), noise, reps);
  }
  return { baseline: side('baseline', base), candidate: side('candidate', cand) };
}

describe('statistical honesty (fixed seeds)', () => {
  it('A/A: over 1,000 trials at most alpha say regressed (default 5 % minimum effect)', () => {
    const rng = createRng(20260101);
    let regressed = 0;
    let inconclusive = 0;
    for (let t = 0; t < 1000; t++) {
      const r = compareBench(
        suite(rng, 5, 10, 0.02, () => 1),
        settings({ seed: t }),
      );
      if (r.verdict === 'regressed') regressed++;
      if (r.verdict === 'inconclusive') inconclusive++;
    }
    expect(regressed / 1000).toBeLessThanOrEqual(ALPHA);
    // With 2 % noise and 10 repetitions a ±5 % band is mostly decidable: A/A is mostly "no-change".
    expect(inconclusive / 1000).toBeLessThan(0.5);
  });

  it('A/A: with no minimum effect the test alone keeps false regressions within alpha', () => {
    const rng = createRng(777);
    let regressed = 0;
    for (let t = 0; t < 1000; t++) {
      const r = compareBench(
        suite(rng, 5, 10, 0.02, () => 1),
        settings({ seed: t, minEffect: 0 }),
      );
      if (r.verdict === 'regressed') regressed++;
    }
    expect(regressed / 1000).toBeLessThanOrEqual(ALPHA);
  });

  it('10 repetitions per side, 2 % noise, a true 10 % slowdown: at least 90 % of trials say regressed', () => {
    const rng = createRng(31337);
    let regressed = 0;
    for (let t = 0; t < 1000; t++) {
      const r = compareBench(
        suite(rng, 1, 10, 0.02, () => 1.1),
        settings({ seed: t }),
      );
      if (r.verdict === 'regressed') regressed++;
    }
    expect(regressed / 1000).toBeGreaterThanOrEqual(0.9);
  });

  it('Benjamini–Hochberg on a mixed set: the false-discovery proportion averages within alpha', () => {
    const rng = createRng(99);
    const trials = 200;
    let fdpSum = 0;
    let truePositives = 0;
    // 40 unchanged kernels and 10 that really slowed down by 6 %; no minimum effect, so only the test decides.
    const slowed = (i: number): boolean => i >= 40;
    for (let t = 0; t < trials; t++) {
      const r = compareBench(
        suite(rng, 50, 10, 0.03, (i) => (slowed(i) ? 1.06 : 1)),
        settings({ seed: t, minEffect: 0 }),
      );
      const discoveries = r.benchmarks.filter((b) => b.status === 'regressed' || b.status === 'improved');
      const falses = discoveries.filter((b) => !slowed(Number(b.name.split('_')[1]))).length;
      fdpSum += discoveries.length ? falses / discoveries.length : 0;
      truePositives += discoveries.length - falses;
    }
    expect(fdpSum / trials).toBeLessThanOrEqual(ALPHA);
    // …while still finding most real regressions.
    expect(truePositives / (trials * 10)).toBeGreaterThan(0.5);
  });
});
