/**
 * Change points in a benchmark's history (one value per commit, oldest first): E-divisive means (Matteson & James,
 * 2014), as MongoDB's performance CI and Apache Otava (Hunter) use it. The energy statistic picks the split that best
 * separates the two sides of a segment; like Otava, the split is kept when a Student t-test between the two sides is
 * significant (deterministic, and much cheaper than E-divisive's permutation test), and the segments on either side
 * are searched again. Values are compared on the log scale, so a step is a relative change.
 */
const { abs, log, max, min, sqrt } = Math;
import { studentTCdf } from './special.js';

export interface ChangePoint {
  /** Index of the first value after the change (the commit where the new level begins): the best estimate. */
  index: number;
  /**
   * Indices the change may have begun at (inclusive): where the mean-shift likelihood stays within a calibrated
   * margin of its maximum. A 3 % step in 2 % noise is located exactly about half of the time (the information limit
   * for one value per commit), and inside this range (typically ~7 values wide) in about 95 %.
   */
  range: [number, number];
  /** Median of the values of the segment before and after (in the input's unit). */
  before: number;
  after: number;
  /** after ÷ before (> 1: the value went up). */
  ratio: number;
  pValue: number;
}

export interface ChangePointOptions {
  /** Smallest number of values on each side of a change (default 5). */
  minSize?: number;
  /** p-value a split must reach (default 1e-5: calibrated to ≤ 1 false change point per 100 series of 200). */
  pValue?: number;
  /** Smallest relative step that counts (default 0.5 %). */
  minMagnitude?: number;
  /** Stop after this many change points (default 20). */
  maxChangePoints?: number;
}

/** The defaults `compare-bench history` and the digest use (the CLI shows them in its help). */
export const DEFAULT_CHANGE_POINT_OPTIONS = { minSize: 5, pValue: 1e-5, minMagnitude: 0.005 };

export function detectChangePoints(values: readonly number[], options: ChangePointOptions = {}): ChangePoint[] {
  const minSize = max(2, options.minSize ?? 5);
  const threshold = options.pValue ?? 1e-5;
  const minStep = log(1 + (options.minMagnitude ?? 0.005));
  const limit = options.maxChangePoints ?? 20;
  const x = values.map((v) => (v > 0 && Number.isFinite(v) ? log(v) : Number.NaN));
  if (x.some((v) => Number.isNaN(v))) throw new Error('detectChangePoints: values must be positive and finite');
  const found: number[] = [];
  const ranges = new Map<number, [number, number]>();
  const queue: [number, number][] = [[0, x.length]];
  while (queue.length > 0 && found.length < limit) {
    const [a, b] = queue.shift()!;
    if (b - a < 2 * minSize) continue;
    const split = bestSplit(x, a, b, minSize);
    if (split === null) continue;
    if (!significantAt(x, a, split, b, threshold, minStep)) continue;
    // The energy statistic finds the change; the mean-shift likelihood places it more precisely (and must agree).
    const { at, range } = locate(x, a, b, minSize);
    if (!significantAt(x, a, at, b, threshold, minStep)) continue;
    found.push(at);
    ranges.set(at, range);
    queue.push([a, at], [at, b]);
  }
  found.sort((p, q) => p - q);
  const bounds = [0, ...found, x.length];
  return found.map((index, k) => {
    const before = medianOf(values, bounds[k]!, index);
    const after = medianOf(values, index, bounds[k + 2]!);
    const pValue = welch(x, bounds[k]!, index, bounds[k + 2]!).p;
    const [lo, hi] = ranges.get(index)!;
    return {
      index,
      range: [max(lo, bounds[k]! + 1), min(hi, bounds[k + 2]! - 1)],
      before,
      after,
      ratio: after / before,
      pValue,
    };
  });
}

/** Margin (in units of the residual variance) of the location range: calibrated to ≥ 90 % coverage. */
const RANGE_MARGIN = 8;

/** Mean-shift maximum likelihood location in x[a..b), and the indices within RANGE_MARGIN of it. */
function locate(x: readonly number[], a: number, b: number, minSize: number): { at: number; range: [number, number] } {
  const n = b - a;
  let total = 0;
  for (let i = a; i < b; i++) total += x[i]!;
  const q = new Float64Array(n);
  let cum = 0;
  let best = -Infinity;
  let t0 = minSize;
  for (let t = 1; t < n; t++) {
    cum += x[a + t - 1]!;
    const m = n - t;
    const d = (total - cum) / m - cum / t;
    q[t] = ((t * m) / n) * d * d;
    if (t >= minSize && m >= minSize && q[t]! > best) {
      best = q[t]!;
      t0 = t;
    }
  }
  const left = stats(x, a, a + t0);
  const right = stats(x, a + t0, b);
  const residual = (left.variance * (t0 - 1) + right.variance * (n - t0 - 1)) / max(1, n - 2);
  let lo = t0;
  let hi = t0;
  while (lo - 1 >= 1 && best - q[lo - 1]! <= RANGE_MARGIN * residual) lo--;
  while (hi + 1 <= n - 1 && best - q[hi + 1]! <= RANGE_MARGIN * residual) hi++;
  return { at: a + t0, range: [a + lo, a + hi] };
}

/** argmax over τ of the E-divisive statistic Q̂(τ) on x[a..b) (α = 1), in O(n²) with running sums. */
function bestSplit(x: readonly number[], a: number, b: number, minSize: number): number | null {
  const n = b - a;
  const left = new Float64Array(n);
  const right = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const xi = x[a + i]!;
    for (let j = i + 1; j < n; j++) {
      const d = abs(xi - x[a + j]!);
      right[i]! += d;
      left[j]! += d;
    }
  }
  let total = 0;
  for (let i = 0; i < n; i++) total += left[i]!;
  let withinLeft = 0;
  let withinRight = total;
  let best = -Infinity;
  let at: number | null = null;
  for (let t = 1; t < n; t++) {
    withinLeft += left[t - 1]!;
    withinRight -= right[t - 1]!;
    if (t < minSize || n - t < minSize) continue;
    const m = n - t;
    const between = total - withinLeft - withinRight;
    const e = (2 * between) / (t * m) - withinLeft / ((t * (t - 1)) / 2) - withinRight / ((m * (m - 1)) / 2);
    const q = ((t * m) / n) * e;
    if (q > best) {
      best = q;
      at = a + t;
    }
  }
  return at;
}

function significantAt(x: readonly number[], a: number, t: number, b: number, p: number, minStep: number): boolean {
  const test = welch(x, a, t, b);
  return test.p < p && abs(test.diff) >= minStep;
}

/**
 * Student's t with the pooled variance: one benchmark's noise is the same on both sides of a step, and a short side's
 * own variance (Welch) is too often tiny by chance, which made false changes at segment edges.
 */
function welch(x: readonly number[], a: number, t: number, b: number): { p: number; diff: number } {
  const s1 = stats(x, a, t);
  const s2 = stats(x, t, b);
  const n1 = t - a;
  const n2 = b - t;
  const diff = s2.mean - s1.mean;
  const pooled = (s1.variance * (n1 - 1) + s2.variance * (n2 - 1)) / max(1, n1 + n2 - 2);
  const se = sqrt(pooled * (1 / n1 + 1 / n2));
  if (se === 0) return { p: diff === 0 ? 1 : 0, diff };
  return { p: min(1, 2 * (1 - studentTCdf(abs(diff / se), n1 + n2 - 2))), diff };
}

function stats(x: readonly number[], a: number, b: number): { mean: number; variance: number } {
  let mean = 0;
  for (let i = a; i < b; i++) mean += x[i]!;
  mean /= b - a;
  let ss = 0;
  for (let i = a; i < b; i++) ss += (x[i]! - mean) ** 2;
  return { mean, variance: ss / max(1, b - a - 1) };
}

function medianOf(values: readonly number[], a: number, b: number): number {
  const s = values.slice(a, b).sort((p, q) => p - q);
  const k = s.length >> 1;
  return s.length % 2 ? s[k]! : (s[k - 1]! + s[k]!) / 2;
}
