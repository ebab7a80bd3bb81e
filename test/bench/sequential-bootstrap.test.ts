import { compareBench, DEFAULT_COMPARE_SETTINGS, type CompareBenchSettings } from '../../src/domain/bench/compare.js';
import { geometricMean } from '../../src/domain/bench/geomean.js';
import { createRng } from '../../src/domain/bench/rng.js';
import { shiftInterval, shiftIntervalPair } from '../../src/domain/bench/shift-interval.js';
import type { CompareBenchResult } from '../../src/schemas/bench.js';
import { noisy, side } from './helpers.js';

const FULL: CompareBenchSettings = { ...DEFAULT_COMPARE_SETTINGS, earlyStopResamples: 0 };
const EARLY = DEFAULT_COMPARE_SETTINGS;

interface Suite {
  base: Record<string, number[]>;
  cand: Record<string, number[]>;
  /** The true factor of each benchmark. */
  truth: Record<string, number>;
}

/** Benchmarks with known shifts (none, ±10 %, near the 5 % threshold) and noise from 0.5 % to 4 %, 5–30 repetitions. */
function generated(seed: number, count: number): Suite {
  const rng = createRng(seed);
  const factors = [1, 1, 1, 1, 1.1, 1 / 1.1, 1.05, 1.03, 0.97];
  const suite: Suite = { base: {}, cand: {}, truth: {} };
  for (let i = 0; i < count; i++) {
    const name = `k${i}`;
    const factor = factors[i % factors.length]!;
    const noise = [0.005, 0.01, 0.02, 0.04][Math.floor(rng() * 4)]!;
    const reps = [5, 10, 30][Math.floor(rng() * 3)]!;
    const mean = 1e-3 * (1 + 10 * rng());
    suite.base[name] = noisy(rng, mean, noise, reps);
    suite.cand[name] = noisy(rng, mean * factor, noise, reps);
    suite.truth[name] = factor;
  }
  return suite;
}

function run(suite: Suite, settings: CompareBenchSettings): CompareBenchResult {
  return compareBench({ baseline: side('baseline', suite.base), candidate: side('candidate', suite.cand) }, settings);
}

const byName = (r: CompareBenchResult) => new Map(r.benchmarks.map((b) => [b.name, b]));

/** The shift interval at 1 − alpha of one benchmark (smaller is better), on the ratio scale. */
function shiftCi(base: number[], cand: number[], alpha: number): [number, number] {
  const logs = (xs: number[]) => Float64Array.from(xs, Math.log).sort();
  const [lo, hi] = shiftInterval(logs(base), logs(cand), 1 - alpha)!;
  return [Math.exp(lo), Math.exp(hi)];
}

describe('bootstrap only near decision boundaries', () => {
  it('gives the same verdicts as every resample, on generated suites with known shifts and noise', () => {
    let stopped = 0;
    let regressionsFound = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const suite = generated(seed, 60);
      const full = run(suite, { ...FULL, seed });
      const early = run(suite, { ...EARLY, seed });
      expect(early.verdict).toBe(full.verdict);
      expect(early.counts).toEqual(full.counts);
      expect(early.geomean.status).toBe(full.geomean.status);
      const fullRows = byName(full);
      for (const row of early.benchmarks) {
        const twin = fullRows.get(row.name)!;
        expect([row.name, row.status, row.pValue, row.pAdjusted, row.equivalence]).toEqual([
          twin.name,
          twin.status,
          twin.pValue,
          twin.pAdjusted,
          twin.equivalence,
        ]);
        if (row.ciMethod === 'shift') {
          // Only a benchmark decided unchanged skips the bootstrap: it reports the shift interval at 1 − alpha.
          stopped++;
          expect(row.resamples).toBeUndefined();
          expect(row.status).toBe('unchanged');
          expect(row.ci).toEqual(shiftCi(suite.base[row.name]!, suite.cand[row.name]!, FULL.alpha));
        } else {
          expect([row.ci, row.ciMethod, row.resamples]).toEqual([twin.ci, twin.ciMethod, twin.resamples]);
        }
        if (row.status === 'regressed') {
          regressionsFound++;
          expect(suite.truth[row.name]).toBeGreaterThan(1);
        }
      }
    }
    // The bootstrap was skipped, and the suites do hold findable regressions.
    expect(stopped).toBeGreaterThan(50);
    expect(regressionsFound).toBeGreaterThan(20);
  });

  it('is deterministic for a seed and records the switch in the settings', () => {
    const suite = generated(3, 40);
    const a = run(suite, EARLY);
    const b = run(suite, EARLY);
    expect(a.benchmarks).toEqual(b.benchmarks);
    expect(a.settings.earlyStopResamples).toBe(EARLY.earlyStopResamples);
    expect(run(suite, FULL).settings.earlyStopResamples).toBe(0);
  });

  it('bootstraps every benchmark when the geometric mean sits where the shift intervals would flip its status', () => {
    // 19 benchmarks that did not change (they skip the bootstrap) and one that regressed by a factor f chosen
    // so that the geometric mean's lower bound falls between what the shift intervals' and the full widths give.
    const rng = createRng(77);
    const base: Record<string, number[]> = {};
    const cand: Record<string, number[]> = {};
    for (let i = 0; i < 19; i++) {
      base[`same${i}`] = noisy(rng, 1e-3, 0.01, 30);
      cand[`same${i}`] = noisy(rng, 1e-3, 0.01, 30);
    }
    const bigBase = noisy(rng, 1e-3, 0.01, 30);
    const bigCand = noisy(rng, 1e-3, 0.01, 30);
    const suiteAt = (f: number): Suite => ({
      base: { ...base, big: bigBase },
      cand: { ...cand, big: bigCand.map((v) => v * f) },
      truth: {},
    });
    const t = Math.log1p(FULL.minEffect);
    const z = 1.959963984540054;
    const seOf = (rows: CompareBenchResult['benchmarks']): number => {
      const g = geometricMean(rows, FULL.alpha, FULL.minEffect);
      return (Math.log(g.ci![1]) - Math.log(g.ci![0])) / (2 * z);
    };
    /** The rows as a naive skip would leave them: the shift interval for every unchanged one. */
    const naiveRows = (full: CompareBenchResult, suite: Suite): CompareBenchResult['benchmarks'] =>
      full.benchmarks.map((row) =>
        row.status === 'unchanged'
          ? { ...row, ci: shiftCi(suite.base[row.name]!, suite.cand[row.name]!, FULL.alpha) }
          : row,
      );
    // Scaling the one benchmark moves the mean of the log ratios by log(f)/20 and leaves every width as it is.
    const probe = run(suiteAt(2.7), FULL);
    const seFull = seOf(probe.benchmarks);
    const seNaive = seOf(naiveRows(probe, suiteAt(2.7)));
    expect(Math.abs(seNaive - seFull)).toBeGreaterThan(1e-7);
    const meanNow = Math.log(probe.geomean.ratio!);
    const target = t + (z * (seFull + seNaive)) / 2;
    const suite = suiteAt(2.7 * Math.exp((target - meanNow) * 20));
    const full = run(suite, FULL);
    const naive = geometricMean(naiveRows(full, suite), FULL.alpha, FULL.minEffect);
    // A naive early stop would decide the geometric mean differently here …
    expect(naive.status).not.toBe(full.geomean.status);
    // … the fast path does not: it bootstrapped every benchmark.
    const early = run(suite, EARLY);
    expect(early.geomean).toEqual(full.geomean);
    expect(early.verdict).toBe(full.verdict);
    expect(early.benchmarks.every((r) => r.resamples === FULL.bootstrapResamples)).toBe(true);
  });
});

describe('shift interval: the band around the middle', () => {
  it('gives exactly the full pass’s order statistics for any spread guess (ties, outliers, sizes 2–60)', () => {
    const rng = createRng(5);
    let banded = 0;
    for (let trial = 0; trial < 400; trial++) {
      const n = 2 + Math.floor(rng() * 59);
      const m = 2 + Math.floor(rng() * 59);
      const coarse = trial % 4 === 0; // a coarse timer: many ties
      const draw = (length: number, shift: number) =>
        Float64Array.from({ length }, () => {
          const v = shift + 0.02 * (rng() - 0.5) + (rng() < 0.05 ? 0.3 : 0);
          return coarse ? Math.round(v * 200) / 200 : v;
        }).sort();
      const b = draw(n, 0);
      const c = draw(m, 0.01 * (rng() - 0.5));
      // Equal values in any order: −0 and +0 (a tie's difference) are one value.
      const plain = (r: [number, number] | null) => r?.map((v) => v + 0) ?? null;
      const exact = plain(shiftInterval(b, c, 0.9));
      const wide = plain(shiftInterval(b, c, 0.95));
      for (const spread of [undefined, 1e-6, 0.002, 0.01, 0.03, 1]) {
        if (spread !== undefined) {
          expect(plain(shiftInterval(b, c, 0.9, spread))).toEqual(exact);
          banded++;
        }
        // Both levels from one look at the differences: the same order statistics as two separate calls.
        const pair = shiftIntervalPair(b, c, 0.9, 0.95, spread);
        expect([plain(pair?.inner ?? null), plain(pair?.outer ?? null)]).toEqual([exact, wide]);
      }
    }
    expect(banded).toBe(2000);
  });
});
