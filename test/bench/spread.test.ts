import { compareBench, DEFAULT_COMPARE_SETTINGS } from '../../src/domain/bench/compare.js';
import { createRng, gaussian } from '../../src/domain/bench/rng.js';
import { normalQuantile } from '../../src/domain/bench/special.js';
import { side } from './helpers.js';

/** Median of plain numbers, by sorting a copy (the textbook definition). */
function plainMedian(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The noise of one side as documented: 1.4826 × MAD of the log values, else their standard deviation. */
function logSpread(samples: number[]): number {
  const logs = samples.map(Math.log);
  const centre = plainMedian(logs);
  const mad = 1.4826 * plainMedian(logs.map((v) => Math.abs(v - centre)));
  if (mad > 0) return mad;
  const mean = logs.reduce((s, v) => s + v, 0) / logs.length;
  return Math.sqrt(logs.reduce((s, v) => s + (v - mean) ** 2, 0) / (logs.length - 1));
}

/** `detectable` from both sides' spreads (analyze.ts: rank and median efficiencies, power 0.8, alpha 0.05). */
function expectedDetectable(b: number[], c: number[]): number {
  const sb = logSpread(b);
  const sc = logSpread(c);
  const v = (sb * sb) / b.length + (sc * sc) / c.length;
  const zp = normalQuantile(0.8);
  const za = normalQuantile(1 - 0.05 / 2);
  const t = Math.log1p(0.05);
  return Math.expm1(Math.max(t + zp * Math.sqrt((Math.PI / 2) * v), (za + zp) * Math.sqrt((Math.PI / 3) * v)));
}

describe('noise per side (the spread behind detectable and the repetitions asked for)', () => {
  it.each([
    ['even n, distinct values', 30, 30, 0],
    ['odd n on both sides', 31, 29, 0],
    ['mixed sizes, coarse values with ties', 12, 17, 0.01],
    ['two values per side', 2, 2, 0],
  ])('is 1.4826 × the median absolute deviation of the log samples: %s', (_what, n, m, grid) => {
    const rng = createRng(n * 100 + m);
    const draw = (count: number, centre: number): number[] =>
      Array.from({ length: count }, () => {
        const v = centre * Math.exp(0.03 * gaussian(rng));
        return grid ? Math.max(grid, Math.round(v / grid) * grid) : v;
      });
    const bench: Record<string, [number[], number[]]> = {};
    for (let k = 0; k < 8; k++) bench[`k${k}`] = [draw(n, 1 + k / 10), draw(m, 1 + k / 10)];
    const result = compareBench(
      {
        baseline: side('baseline', Object.fromEntries(Object.entries(bench).map(([k, v]) => [k, v[0]]))),
        candidate: side('candidate', Object.fromEntries(Object.entries(bench).map(([k, v]) => [k, v[1]]))),
      },
      DEFAULT_COMPARE_SETTINGS,
    );
    let checked = 0;
    for (const row of result.benchmarks) {
      const [b, c] = bench[row.name]!;
      if (row.detectable === null) continue; // too few repetitions to reach significance at all
      expect(row.detectable).toBeCloseTo(expectedDetectable(b, c), 12);
      checked++;
    }
    expect(checked).toBe(n + m >= 8 ? 8 : 0);
  });
});
