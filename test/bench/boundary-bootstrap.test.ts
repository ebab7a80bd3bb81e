import { compareBench, DEFAULT_COMPARE_SETTINGS, type CompareBenchSettings } from '../../src/domain/bench/compare.js';
import { createRng, type Rng } from '../../src/domain/bench/rng.js';
import type { CompareBenchResult } from '../../src/schemas/bench.js';
import { noisy, side } from './helpers.js';

const FULL: CompareBenchSettings = { ...DEFAULT_COMPARE_SETTINGS, earlyStopResamples: 0 };
const FAST = DEFAULT_COMPARE_SETTINGS;

type Samples = Record<string, number[]>;

/**
 * A suite crowded at the decision lines: per-benchmark factors around ±5 % (the threshold), noise from 0.5 % to 5 %,
 * 2–30 repetitions, and the whole candidate scaled by `drift` so that the geometric mean sits near its own lines.
 */
function suite(rng: Rng, count: number, drift: number): { base: Samples; cand: Samples } {
  const factors = [1, 1, 1.04, 1.05, 1.06, 0.95, 1 / 1.05, 0.96, 1.1, 1.02];
  const base: Samples = {};
  const cand: Samples = {};
  for (let i = 0; i < count; i++) {
    const noise = [0.005, 0.01, 0.02, 0.05][Math.floor(rng() * 4)]!;
    const reps = [2, 3, 5, 10, 30][Math.floor(rng() * 5)]!;
    const mean = 1e-3 * (1 + 10 * rng());
    base[`k${i}`] = noisy(rng, mean, noise, reps);
    cand[`k${i}`] = noisy(rng, mean * drift * factors[i % factors.length]!, noise, reps);
  }
  return { base, cand };
}

/** Everything a verdict is made of, per run and per row (the reported intervals of skipped rows aside). */
function verdicts(r: CompareBenchResult) {
  return {
    verdict: r.verdict,
    verdictReason: r.verdictReason,
    gateFailed: r.gateFailed,
    gateReasons: r.gateReasons,
    counts: r.counts,
    geomean: r.geomean.status,
    undecided: r.undecided,
    attribution: r.attribution,
    selfTest: r.selfTest,
    rows: r.benchmarks.map((b) => [
      b.name,
      b.status,
      b.reason,
      b.pValue,
      b.pAdjusted,
      b.equivalence,
      b.moreRepetitions,
      b.detectable,
      b.attribution,
    ]),
  };
}

describe('bootstrap only near decision boundaries: verdicts equal the full bootstrap’s', () => {
  it('on seeded suites crowded at the per-benchmark and geometric-mean lines, with attribution and self-test', () => {
    let skipped = 0;
    let bootstrapped = 0;
    let fellBack = 0;
    const geomeanStatuses = new Set<string | null>();
    for (let seed = 1; seed <= 40; seed++) {
      const rng = createRng(1000 + seed);
      const drift = 0.95 + 0.1 * rng();
      const main = suite(rng, 30 + Math.floor(rng() * 30), drift);
      const upstream = suite(rng, 40, drift);
      const direction = seed % 5 === 0 ? 'bigger' : 'smaller';
      const inputs = {
        baseline: side('baseline', main.base, { direction }),
        candidate: side('candidate', main.cand, { direction }),
        upstreamBaseline: side('upstream-baseline', upstream.base, { direction }),
        upstreamCandidate: side('upstream-candidate', upstream.cand, { direction }),
      };
      const settings = { seed, selfTest: true, minEffect: seed % 3 === 0 ? 0.03 : 0.05 };
      const full = compareBench(inputs, { ...FULL, ...settings });
      const fast = compareBench(inputs, { ...FAST, ...settings });
      expect(verdicts(fast)).toEqual(verdicts(full));
      geomeanStatuses.add(full.geomean.status);
      const shift = fast.benchmarks.filter((b) => b.ciMethod === 'shift');
      skipped += shift.length;
      bootstrapped += fast.benchmarks.filter((b) => b.ciMethod === 'bootstrap').length;
      if (shift.length === 0 && full.counts.unchanged > 0) fellBack++;
      // Only unchanged rows skip; every bootstrapped row has exactly the full run's interval.
      expect(shift.every((b) => b.status === 'unchanged' && b.resamples === undefined)).toBe(true);
      const twins = new Map(full.benchmarks.map((b) => [b.name, b]));
      for (const b of fast.benchmarks.filter((x) => x.ciMethod !== 'shift'))
        expect(b.ci).toEqual(twins.get(b.name)!.ci);
    }
    // The suites exercise both paths: rows skipped, rows bootstrapped, runs where the geometric mean forced every
    // row's bootstrap, and geometric means on several sides of the lines.
    expect(skipped).toBeGreaterThan(100);
    expect(bootstrapped).toBeGreaterThan(100);
    expect(fellBack).toBeGreaterThan(0);
    expect(geomeanStatuses.size).toBeGreaterThanOrEqual(3);
  });

  it('skips the bootstrap of every unchanged row of a quiet 1,000-benchmark suite (the geometric mean far from its lines)', () => {
    const rng = createRng(9);
    const base: Samples = {};
    const cand: Samples = {};
    for (let i = 0; i < 1000; i++) {
      base[`k${i}`] = noisy(rng, 1e-3, 0.01, 20);
      cand[`k${i}`] = noisy(rng, i % 100 === 0 ? 1.2e-3 : 1e-3, 0.01, 20);
    }
    const inputs = { baseline: side('baseline', base), candidate: side('candidate', cand) };
    const full = compareBench(inputs, FULL);
    const fast = compareBench(inputs, FAST);
    expect(verdicts(fast)).toEqual(verdicts(full));
    expect(fast.verdict).toBe('regressed');
    expect(fast.benchmarks.filter((b) => b.ciMethod === 'shift').length).toBe(full.counts.unchanged);
    expect(fast.benchmarks.filter((b) => b.status === 'regressed').every((b) => b.ciMethod === 'bootstrap')).toBe(true);
    expect(full.benchmarks.every((b) => b.ciMethod === 'bootstrap')).toBe(true);
  });
});
