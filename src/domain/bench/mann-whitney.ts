/**
 * Two-sided Mann–Whitney U (Wilcoxon rank-sum) test.
 * - No ties and both samples ≤ 50: the exact null distribution of U (cached per size pair), like R's wilcox.test.
 * - Ties and at most 30 values in all: the exact permutation distribution of the midrank sum given the tie pattern.
 * - Otherwise: the normal approximation with tie-corrected variance and continuity correction (R's `correct = TRUE`).
 */
import { logChoose, normalCdf } from './special.js';
// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { abs, exp, min, round, sign, sqrt } = Math;

export type MannWhitneyMethod = 'exact' | 'exact-ties' | 'normal';

export interface MannWhitneyResult {
  /** U of the first sample: #(a > b) + ½ #(a = b) (R's W for wilcox.test(a, b)). */
  u: number;
  pValue: number;
  method: MannWhitneyMethod;
}

const EXACT_MAX_PER_SAMPLE = 50;
const EXACT_TIES_MAX_TOTAL = 30;

/**
 * `exact` (the default of compare-bench): exact where affordable, as above. `normal`: always the normal
 * approximation with tie and continuity correction, which is what SciPy's `mannwhitneyu(..., method='asymptotic')`
 * computes and what Google Benchmark's compare.py reports for more than 8 repetitions per side.
 */
export type UTestMode = 'exact' | 'normal';

/** Both inputs sorted ascending. */
export function mannWhitney(a: ArrayLike<number>, b: ArrayLike<number>, mode: UTestMode = 'exact'): MannWhitneyResult {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) throw new Error('mannWhitney: both samples need at least one value');
  // The groups (one object per distinct value) only for the exact test with ties: at 10,000 benchmarks they are
  // most of the garbage, and the sums alone decide every other case.
  const sums = rankSums(a, b, false);
  const u = sums.doubledRankSumA / 2 - (n * (n + 1)) / 2;
  if (mode === 'normal') return { u, pValue: normalApproximation(u, n, m, sums.tieTerm), method: 'normal' };
  if (sums.tieGroupCount === 0 && n <= EXACT_MAX_PER_SAMPLE && m <= EXACT_MAX_PER_SAMPLE) {
    const dist = exactUDistribution(n, m);
    const k = round(u);
    return { u, pValue: twoSided(dist.cdf[k]!, 1 - (k > 0 ? dist.cdf[k - 1]! : 0)), method: 'exact' };
  }
  if (sums.tieGroupCount > 0 && n + m <= EXACT_TIES_MAX_TOTAL) {
    return { u, pValue: exactWithTies(rankSums(a, b, true), n), method: 'exact-ties' };
  }
  return { u, pValue: normalApproximation(u, n, m, sums.tieTerm), method: 'normal' };
}

const minimumP = new Map<number, number>();

/** The smallest two-sided p-value any data of these sizes can give (Tarone: fewer cannot ever be significant). */
export function minimumPValue(n: number, m: number): number {
  if (n === 0 || m === 0) return 1;
  const key = n * 1_000_003 + m;
  let p = minimumP.get(key);
  if (p === undefined) {
    p = min(1, 2 * exp(-logChoose(n + m, n)));
    if (minimumP.size > 4096) minimumP.clear();
    minimumP.set(key, p);
  }
  return p;
}

function twoSided(lower: number, upper: number): number {
  return min(1, 2 * min(lower, upper));
}

interface RankInfo {
  /** 2 × sum of midranks of sample a (an integer). */
  doubledRankSumA: number;
  /** Every distinct value in order: group size, count from a, doubled midrank. */
  groups: { size: number; fromA: number; doubledRank: number }[];
  tieGroupCount: number;
  /** Σ (t³ − t) over tie groups. */
  tieTerm: number;
}

const NO_GROUPS: RankInfo['groups'] = [];

/** Midrank sums; the `groups` list only when `withGroups` (else empty). */
function rankSums(a: ArrayLike<number>, b: ArrayLike<number>, withGroups: boolean): RankInfo {
  let i = 0;
  let j = 0;
  let rank = 0;
  let doubled = 0;
  let tieTerm = 0;
  let tieGroupCount = 0;
  // No list at all without `withGroups`: this runs once per benchmark, and an unused array is garbage all the same.
  const groups: RankInfo['groups'] = withGroups ? [] : NO_GROUPS;
  while (i < a.length || j < b.length) {
    const v = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i]! : b[j]!;
    let ca = 0;
    let cb = 0;
    while (i < a.length && a[i] === v) {
      ca++;
      i++;
    }
    while (j < b.length && b[j] === v) {
      cb++;
      j++;
    }
    const t = ca + cb;
    const doubledRank = 2 * rank + t + 1;
    doubled += ca * doubledRank;
    if (withGroups) groups.push({ size: t, fromA: ca, doubledRank });
    if (t > 1) {
      tieGroupCount++;
      tieTerm += t * t * t - t;
    }
    rank += t;
  }
  return { doubledRankSumA: doubled, groups, tieGroupCount, tieTerm };
}

interface UDistribution {
  /** cdf[u] = P(U ≤ u), u = 0..n·m. */
  cdf: Float64Array;
}

/** Keyed by n · 1,000,003 + m: a number, not a string made per call (10,000 benchmarks ask for one size pair). */
const uCache = new Map<number, UDistribution>();

/**
 * P(U = u) for sizes (n, m) from the recurrence on the largest observation:
 * p(n, m, u) = m/(n+m) · p(n, m−1, u) + n/(n+m) · p(n−1, m, u−m)  (U counts pairs where a > b).
 * Two flat tables (row x: sizes (x, mm−1) and (x, mm)), swapped per mm, instead of a typed array per (x, mm): a
 * cold process builds the 30 × 30 table once per run, and 900 arrays of its own cost more than the sums. Every entry
 * is the same sum of the same products as before (a fresh entry's `0 + w·p` is `w·p`), so the same numbers.
 */
export function exactUDistribution(n: number, m: number): UDistribution {
  const key = n * 1_000_003 + m;
  const cached = uCache.get(key);
  if (cached) return cached;
  const pmf = uProbabilities(n, m);
  const cdf = new Float64Array(n * m + 1);
  let acc = 0;
  for (let u = 0; u < cdf.length; u++) {
    acc += pmf[u]!;
    cdf[u] = acc;
  }
  const dist = { cdf };
  if (uCache.size > 512) uCache.clear();
  uCache.set(key, dist);
  return dist;
}

/**
 * P(U = u), u = 0..n·m, at the start of the returned array: the recurrence alone in its function (a cold run
 * optimises its loops while they run, and the code after them would send that code back).
 */
function uProbabilities(n: number, m: number): Float64Array {
  // Row x holds the distribution of sizes (x, ·): at most x·m + 1 values.
  const width = n * m + 1;
  let prev = new Float64Array((n + 1) * width);
  let cur = new Float64Array((n + 1) * width);
  for (let x = 0; x <= n; x++) prev[x * width] = 1; // mm = 0: U = 0 surely
  for (let mm = 1; mm <= m; mm++) {
    cur[0] = 1; // x = 0: U = 0 surely
    for (let x = 1; x <= n; x++) {
      const out = x * width;
      const fromB = x * width; // in prev: sizes (x, mm − 1), x·(mm − 1) + 1 values; the largest is from b
      const fromA = (x - 1) * width; // in cur: sizes (x − 1, mm), (x − 1)·mm + 1 values; it beats all mm of b
      const lengthB = x * (mm - 1) + 1;
      const lengthA = (x - 1) * mm + 1;
      const wb = mm / (x + mm);
      const wa = x / (x + mm);
      for (let u = 0; u < lengthB; u++) cur[out + u] = wb * prev[fromB + u]!;
      for (let u = lengthB; u <= x * mm; u++) cur[out + u] = 0;
      for (let u = 0; u < lengthA; u++) cur[out + u + mm]! += wa * cur[fromA + u]!;
    }
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  return prev.subarray(n * width);
}

/** Exact conditional p-value given the tie pattern: DP over groups on (count taken by a, doubled rank sum). */
function exactWithTies(ranks: RankInfo, n: number): number {
  const maxSum = ranks.groups.reduce((s, g) => s + g.size * g.doubledRank, 0);
  const width = maxSum + 1;
  let dp = new Float64Array((n + 1) * width);
  dp[0] = 1;
  for (const g of ranks.groups) {
    const next = new Float64Array((n + 1) * width);
    const ways: number[] = [];
    for (let c = 0; c <= g.size; c++) ways.push(exp(logChoose(g.size, c)));
    for (let k = 0; k <= n; k++) {
      for (let s = 0; s < width; s++) {
        const v = dp[k * width + s]!;
        if (v === 0) continue;
        for (let c = 0; c <= g.size && k + c <= n; c++) {
          next[(k + c) * width + s + c * g.doubledRank]! += v * ways[c]!;
        }
      }
    }
    dp = next;
  }
  let total = 0;
  let lower = 0;
  let upper = 0;
  const observed = ranks.doubledRankSumA;
  for (let s = 0; s < width; s++) {
    const v = dp[n * width + s]!;
    total += v;
    if (s <= observed) lower += v;
    if (s >= observed) upper += v;
  }
  return twoSided(lower / total, upper / total);
}

function normalApproximation(u: number, n: number, m: number, tieTerm: number): number {
  const total = n + m;
  const variance = ((n * m) / 12) * (total + 1 - tieTerm / (total * (total - 1)));
  if (variance <= 0) return 1;
  const diff = u - (n * m) / 2;
  const z = (diff - sign(diff) * 0.5) / sqrt(variance);
  return min(1, 2 * normalCdf(-abs(z)));
}
