/**
 * The distribution-free confidence interval of a location shift that goes with the Mann–Whitney test (Moses; what
 * R's `wilcox.test(x, y, conf.int = TRUE)` reports): order statistics of the n·m pairwise differences, picked with
 * the U distribution. Used on log values, so the shift is a log ratio. Its efficiency is ~95 % of the t interval for
 * normal noise and it keeps its level with outliers, which makes equivalence decidable with few repetitions.
 */
import { exactUDistribution } from './mann-whitney.js';
import { selectInPlace } from './quantile.js';
import { normalQuantile } from './special.js';
const { floor, max, min, sqrt } = Math;

/** Above this many pairs the caller falls back to the bootstrap interval (memory, not accuracy). */
export const MAX_PAIRS = 1_000_000;
const EXACT_MAX = 50;

let scratch = new Float64Array(0);

/** Interval of median(c − b) at `confidence`; null when there are too few values or too many pairs. */
export function shiftInterval(b: ArrayLike<number>, c: ArrayLike<number>, confidence: number): [number, number] | null {
  const n = b.length;
  const m = c.length;
  const pairs = n * m;
  if (n < 2 || m < 2 || pairs > MAX_PAIRS) return null;
  const k = lowerRank(n, m, (1 - confidence) / 2);
  if (k === null) return null;
  if (scratch.length < pairs) scratch = new Float64Array(pairs);
  let at = 0;
  for (let j = 0; j < m; j++) for (let i = 0; i < n; i++) scratch[at++] = c[j]! - b[i]!;
  const lo = selectInPlace(scratch, pairs, k - 1);
  const hi = selectInPlace(scratch, pairs, pairs - k);
  return [lo, hi];
}

/**
 * 1-based rank of the lower bound: R's `qwilcox(tail, n, m)` (the smallest q with P(U ≤ q) ≥ tail), at least 1;
 * the normal approximation beyond the exact table. Null when even the extreme pair gives no such interval.
 */
function lowerRank(n: number, m: number, tail: number): number | null {
  let q: number;
  if (n <= EXACT_MAX && m <= EXACT_MAX) {
    const cdf = exactUDistribution(n, m).cdf;
    q = 0;
    while (q < cdf.length && cdf[q]! < tail) q++;
  } else {
    q = floor((n * m) / 2 - normalQuantile(1 - tail) * sqrt((n * m * (n + m + 1)) / 12));
  }
  q = max(1, q);
  return min(q, floor((n * m) / 2));
}
