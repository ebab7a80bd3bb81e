import { bootstrapRatioIntervals, evenMedianPairs, orderStatisticCdf } from '../../src/domain/bench/bootstrap.js';
import type { Direction } from '../../src/domain/bench/types.js';
import { exactUDistribution, mannWhitney, minimumPValue } from '../../src/domain/bench/mann-whitney.js';
import { benjaminiHochberg } from '../../src/domain/bench/multiple-testing.js';
import { gridStep, relativeResolution } from '../../src/domain/bench/precision.js';
import { median, sortedMedian } from '../../src/domain/bench/quantile.js';
import { createRng } from '../../src/domain/bench/rng.js';
import { binomialCdf, normalCdf, normalQuantile } from '../../src/domain/bench/special.js';

/** One interval (the product asks for several from one set of replicates). */
const bootstrapRatioInterval = (
  b: ArrayLike<number>,
  c: ArrayLike<number>,
  d: Direction,
  r: number,
  conf: number,
  seed: number,
) => bootstrapRatioIntervals(b, c, d, r, [conf], seed)[0]!;

const sorted = (v: number[]): Float64Array => Float64Array.from(v).sort();

/** Exact two-sided p by enumerating every split of the pooled values (U counted pair by pair, no ranks). */
function enumeratedP(a: number[], b: number[]): number {
  const all = [...a, ...b];
  const n = a.length;
  const uOf = (chosen: number[]): number => {
    const inA = new Set(chosen);
    let u = 0;
    for (const i of chosen) {
      for (let j = 0; j < all.length; j++) {
        if (inA.has(j)) continue;
        if (all[i]! > all[j]!) u += 1;
        else if (all[i] === all[j]) u += 0.5;
      }
    }
    return u;
  };
  const observed = uOf(a.map((_, i) => i));
  let le = 0;
  let ge = 0;
  let total = 0;
  const walk = (start: number, chosen: number[]): void => {
    if (chosen.length === n) {
      const u = uOf(chosen);
      total++;
      if (u <= observed + 1e-9) le++;
      if (u >= observed - 1e-9) ge++;
      return;
    }
    for (let i = start; i <= all.length - (n - chosen.length); i++) walk(i + 1, [...chosen, i]);
  };
  walk(0, []);
  return Math.min(1, (2 * Math.min(le, ge)) / total);
}

describe('Mann–Whitney U', () => {
  it("matches R's documented wilcox.test example (Hollander & Wolfe): W = 35, one-sided p = 0.1272", () => {
    // ?wilcox.test: x <- c(0.80, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46); y <- c(1.15, 0.88, 0.90, 0.74, 1.21)
    // wilcox.test(x, y, alternative = "g")  →  W = 35, p-value = 0.1272 (exact); two-sided is twice that.
    const x = [0.8, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46];
    const y = [1.15, 0.88, 0.9, 0.74, 1.21];
    const r = mannWhitney(sorted(x), sorted(y));
    expect(r.u).toBe(35);
    expect(r.method).toBe('exact');
    expect(Math.abs(r.pValue / 2 - 0.1272)).toBeLessThan(5e-5);
  });

  it("matches R's wilcox.test(mpg ~ am, data = mtcars) with ties: W = 42, p = 0.001871 (normal, corrected)", () => {
    const automatic = [
      21.4, 18.7, 18.1, 14.3, 24.4, 22.8, 19.2, 17.8, 16.4, 17.3, 15.2, 10.4, 10.4, 14.7, 21.5, 15.5, 15.2, 13.3, 19.2,
    ];
    const manual = [21.0, 21.0, 22.8, 32.4, 30.4, 33.9, 27.3, 26.0, 30.4, 15.8, 19.7, 15.0, 21.4];
    const r = mannWhitney(sorted(automatic), sorted(manual));
    expect(r.u).toBe(42);
    expect(r.method).toBe('normal');
    expect(Math.abs(r.pValue - 0.001871)).toBeLessThan(5e-6);
  });

  it('equals exhaustive enumeration for small samples, with and without ties', () => {
    const rng = createRng(42);
    const cases: [number[], number[]][] = [
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      [
        [1.2, 3.4, 2.2, 5.1],
        [2.5, 6.0, 4.4],
      ],
      [
        [1, 2, 2, 3, 3, 3],
        [2, 3, 4, 4, 5],
      ],
      [
        [5, 5, 5],
        [5, 5, 5],
      ],
      [
        [1, 1, 2],
        [1, 2, 2, 2],
      ],
    ];
    for (let k = 0; k < 12; k++) {
      const n = 2 + Math.floor(rng() * 5);
      const m = 2 + Math.floor(rng() * 5);
      // Values on a coarse grid half of the time, so ties are common.
      const draw = (): number => (k % 2 ? Math.round(rng() * 6) : rng() * 10);
      cases.push([Array.from({ length: n }, draw), Array.from({ length: m }, draw)]);
    }
    for (const [a, b] of cases) {
      const r = mannWhitney(sorted(a), sorted(b));
      expect(r.method).not.toBe('normal');
      expect(r.pValue).toBeCloseTo(enumeratedP(a, b), 10);
    }
  });

  it('uses the normal approximation for large samples, close to the exact distribution', () => {
    const rng = createRng(7);
    const a = Array.from({ length: 60 }, () => rng());
    const b = Array.from({ length: 60 }, () => rng() + 0.08);
    const r = mannWhitney(sorted(a), sorted(b));
    expect(r.method).toBe('normal');
    const cdf = exactUDistribution(60, 60).cdf;
    const k = Math.round(r.u);
    const exact = Math.min(1, 2 * Math.min(cdf[k]!, 1 - (k > 0 ? cdf[k - 1]! : 0)));
    expect(Math.abs(r.pValue - exact)).toBeLessThan(0.003);
  });

  it('has a symmetric exact U distribution summing to one, and the smallest attainable p', () => {
    const cdf = exactUDistribution(7, 5).cdf;
    expect(cdf[cdf.length - 1]).toBeCloseTo(1, 12);
    const pmf = Array.from(cdf, (c, i) => c - (i ? cdf[i - 1]! : 0));
    pmf.forEach((p, i) => expect(p).toBeCloseTo(pmf[pmf.length - 1 - i]!, 12));
    expect(minimumPValue(4, 4)).toBeCloseTo(2 / 70, 12);
    expect(minimumPValue(3, 3)).toBeCloseTo(0.1, 12);
    const separated = mannWhitney(sorted([1, 2, 3, 4]), sorted([5, 6, 7, 8]));
    expect(separated.pValue).toBeCloseTo(2 / 70, 12);
  });
});

describe('Benjamini–Hochberg', () => {
  it('adjusts like R p.adjust(method = "BH") and leaves untested entries out of the family', () => {
    const adjusted = benjaminiHochberg([0.01, 0.04, null, 0.03, 0.005, 0.2, 0.5]);
    const expected = [0.03, 0.06, null, 0.06, 0.03, 0.24, 0.5];
    adjusted.forEach((q, i) => (expected[i] === null ? expect(q).toBeNull() : expect(q).toBeCloseTo(expected[i]!, 12)));
    expect(benjaminiHochberg([])).toEqual([]);
    expect(benjaminiHochberg([0.9, 0.95])).toEqual([0.95, 0.95]);
  });
});

describe('bootstrap of the median', () => {
  /** The distribution of the resample median's order-statistic positions, by enumerating all n^n resamples. */
  function enumerate(n: number): Map<string, number> {
    const out = new Map<string, number>();
    const idx = new Array<number>(n).fill(0);
    const total = n ** n;
    for (let c = 0; c < total; c++) {
      let x = c;
      for (let i = 0; i < n; i++) {
        idx[i] = x % n;
        x = Math.floor(x / n);
      }
      const s = [...idx].sort((p, q) => p - q);
      const key = n % 2 ? `${s[(n - 1) / 2]}` : `${s[n / 2 - 1]},${s[n / 2]}`;
      out.set(key, (out.get(key) ?? 0) + 1 / total);
    }
    return out;
  }

  it.each([4, 6])('even n = %i: the closed-form pair distribution equals enumeration', (n) => {
    const truth = enumerate(n);
    const { first, second, p } = evenMedianPairs(n);
    const got = new Map<string, number>();
    for (let k = 0; k < p.length; k++) got.set(`${first[k]},${second[k]}`, p[k]!);
    for (const [key, prob] of truth) expect(got.get(key) ?? 0).toBeCloseTo(prob, 10);
    expect([...got.values()].reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
  });

  it.each([3, 5])('odd n = %i: the order-statistic distribution equals enumeration', (n) => {
    const truth = enumerate(n);
    const cdf = orderStatisticCdf(n, (n + 1) / 2);
    for (let i = 0; i < n; i++) expect(cdf[i]! - (i ? cdf[i - 1]! : 0)).toBeCloseTo(truth.get(String(i)) ?? 0, 10);
  });

  it('is deterministic for a seed and brackets the observed ratio', () => {
    const base = sorted([10, 10.2, 9.9, 10.1, 10.05, 9.95, 10.3, 9.8]);
    const cand = sorted([11, 11.1, 10.9, 11.3, 10.8, 11.05, 11.2, 10.95]);
    const a = bootstrapRatioInterval(base, cand, 'smaller', 2000, 0.95, 1);
    const b = bootstrapRatioInterval(base, cand, 'smaller', 2000, 0.95, 1);
    const c = bootstrapRatioInterval(base, cand, 'smaller', 2000, 0.95, 2);
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
    const ratio = sortedMedian(cand) / sortedMedian(base);
    expect(a[0]).toBeLessThan(ratio);
    expect(a[1]).toBeGreaterThan(ratio);
    const inverse = bootstrapRatioInterval(base, cand, 'bigger', 2000, 0.95, 1);
    expect(inverse[1]).toBeLessThan(1);
  });
});

describe('special functions and helpers', () => {
  it('computes the normal and binomial distributions', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalQuantile(1e-6)).toBeCloseTo(-4.753424, 4);
    expect(binomialCdf(3, 10, 0.5)).toBeCloseTo(176 / 1024, 12);
    expect(binomialCdf(0, 5, 0.2)).toBeCloseTo(0.8 ** 5, 12);
    expect(median([3, 1, 2, 4])).toBe(2.5);
  });

  it('finds the coarsest grid of printed values', () => {
    expect(gridStep([10, 20, 30])).toBe(10);
    expect(gridStep([0.01, 0.02, 0.03])).toBeCloseTo(0.01, 15);
    expect(gridStep([0.5, 1.5, 2.5])).toBe(0.5);
    expect(gridStep([214.98980114547953])).toBeUndefined();
    expect(relativeResolution([0.01, 0.02, 0.01])).toBeCloseTo(1, 12);
    expect(relativeResolution([100.9999999])).toBeLessThan(1e-6);
  });
});

describe('bootstrap at large n', () => {
  it('agrees with the classic resample-and-take-the-median bootstrap (n = 100, even: the comonotone path)', () => {
    const rng = createRng(5);
    const base = sorted(Array.from({ length: 100 }, () => 10 * Math.exp(0.05 * (rng() - 0.5))));
    const cand = sorted(Array.from({ length: 101 }, () => 10.4 * Math.exp(0.05 * (rng() - 0.5))));
    const fast = bootstrapRatioInterval(base, cand, 'smaller', 20000, 0.95, 9);
    // Naive: build each resample, sort it, take its median.
    const ratios: number[] = [];
    const floor = Math.floor;
    const resampleMedian = (s: Float64Array): number => {
      const r = Float64Array.from({ length: s.length }, () => s[floor(rng() * s.length)]!).sort();
      return sortedMedian(r);
    };
    for (let i = 0; i < 20000; i++) ratios.push(resampleMedian(cand) / resampleMedian(base));
    ratios.sort((x, y) => x - y);
    const naive = [ratios[500]!, ratios[19499]!];
    expect(Math.abs(fast[0] - naive[0]!)).toBeLessThan(0.002);
    expect(Math.abs(fast[1] - naive[1]!)).toBeLessThan(0.002);
  });
});
