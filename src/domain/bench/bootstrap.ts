/**
 * Percentile bootstrap of the ratio of two medians, made fast enough for 10,000 benchmarks.
 *
 * The median of a bootstrap resample of n sorted values is always one of the original order statistics (or the mean of
 * two of them), and which one has a known distribution that depends only on n. So instead of drawing n values and
 * taking their median, each replicate draws the median's order-statistic pair directly from that distribution (an
 * alias table, O(1) per draw): distributed exactly like the classic resample-and-take-the-median bootstrap.
 *
 * Let C_i be the number of resample draws at sorted positions ≤ i (C_i ~ Binomial(n, i/n)) and a the middle rank.
 * - odd n: the median is order statistic a = (n+1)/2 and P(K ≤ i) = P(C_i ≥ a).
 * - even n: the median is (Y_(a) + Y_(a+1))/2 with a = n/2; with G(p, k) = P(C_p = a, C_k = a) =
 *   C(n, a)(p/n)^a((n−k)/n)^(n−a), P(I=i, J=j) = G(i, j−1) − G(i−1, j−1) − G(i, j) + G(i−1, j) for i < j and
 *   P(I=J=i) = P(C_{i−1} ≤ a−1) − P(C_i ≤ a) + G(i−1, i). Exact up to n = 64; above that the two middle order
 *   statistics are drawn from their exact marginals with a shared uniform (their difference is negligible there).
 * Pairs with probability below 1e-12 are dropped (they cannot move a 2.5 % percentile).
 */
import { selectPairNearEnds } from './quantile.js';
import { binomialCdf, logChoose } from './special.js';
import type { Direction } from './types.js';
// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { ceil, exp, floor, imul, log, max, min } = Math;

/** The distribution of the resample median's (lower, upper) positions for one n, as an alias table. */
export interface MedianTable {
  first: Uint32Array;
  second: Uint32Array;
  p: Float64Array;
  /** Vose alias method: draw k uniformly, keep it with probability keep[k], else take alias[k]. */
  keep: Float64Array;
  alias: Uint32Array;
  /** The lowest and highest sorted position any entry picks: every resample median lies between those values. */
  lowest: number;
  highest: number;
}

const EXACT_PAIR_LIMIT = 64;
const MIN_PROBABILITY = 1e-12;
const tables = new Map<number, MedianTable>();

export function medianTable(n: number): MedianTable {
  let table = tables.get(n);
  if (!table) {
    table = buildTable(n);
    if (tables.size > 256) tables.clear();
    tables.set(n, table);
  }
  return table;
}

function buildTable(n: number): MedianTable {
  if (n < 1) throw new Error('medianTable: need at least one value');
  let pairs: { first: number[]; second: number[]; p: number[] };
  if (n % 2 === 1) {
    const cdf = orderStatisticCdf(n, (n + 1) / 2);
    const idx = Array.from({ length: n }, (_, i) => i);
    pairs = { first: idx, second: idx, p: idx.map((i) => cdf[i]! - (i ? cdf[i - 1]! : 0)) };
  } else if (n <= EXACT_PAIR_LIMIT) {
    const exact = evenMedianPairs(n);
    pairs = { first: Array.from(exact.first), second: Array.from(exact.second), p: Array.from(exact.p) };
  } else {
    pairs = comonotonePairs(n);
  }
  const keepIdx = pairs.p.map((p, i) => (p >= MIN_PROBABILITY ? i : -1)).filter((i) => i >= 0);
  const p = Float64Array.from(keepIdx.map((i) => pairs.p[i]!));
  const total = p.reduce((s, v) => s + v, 0);
  for (let k = 0; k < p.length; k++) p[k]! /= total;
  const { keep, alias } = aliasTable(p);
  const first = Uint32Array.from(keepIdx.map((i) => pairs.first[i]!));
  const second = Uint32Array.from(keepIdx.map((i) => pairs.second[i]!));
  return {
    first,
    second,
    p,
    keep,
    alias,
    lowest: first.reduce((a, v) => min(a, v), n),
    highest: second.reduce((a, v) => max(a, v), 0),
  };
}

/** cdf[i−1] = P(the a-th smallest of the resample sits at sorted position ≤ i), i = 1..n. */
export function orderStatisticCdf(n: number, a: number): Float64Array {
  const cdf = new Float64Array(n);
  for (let i = 1; i <= n; i++) cdf[i - 1] = 1 - binomialCdf(a - 1, n, i / n);
  cdf[n - 1] = 1;
  return cdf;
}

/** Probabilities of each (lower, upper) middle pair of a resample of even size n; 0-based positions. */
export function evenMedianPairs(n: number): { first: Uint32Array; second: Uint32Array; p: Float64Array } {
  const a = n / 2;
  const lc = logChoose(n, a);
  const g = (p: number, k: number): number =>
    p <= 0 || k >= n ? 0 : exp(lc + a * log(p / n) + (n - a) * log((n - k) / n));
  const firsts: number[] = [];
  const seconds: number[] = [];
  const probs: number[] = [];
  for (let i = 1; i <= n; i++) {
    for (let j = i; j <= n; j++) {
      const p =
        i === j
          ? binomialCdf(a - 1, n, (i - 1) / n) - binomialCdf(a, n, i / n) + g(i - 1, i)
          : g(i, j - 1) - g(i - 1, j - 1) - g(i, j) + g(i - 1, j);
      if (p > 0) {
        firsts.push(i - 1);
        seconds.push(j - 1);
        probs.push(p);
      }
    }
  }
  return { first: Uint32Array.from(firsts), second: Uint32Array.from(seconds), p: Float64Array.from(probs) };
}

/** Large even n: one uniform drives both middle order statistics; the segments between breakpoints are the pairs. */
function comonotonePairs(n: number): { first: number[]; second: number[]; p: number[] } {
  const lower = orderStatisticCdf(n, n / 2);
  const upper = orderStatisticCdf(n, n / 2 + 1);
  const out = { first: [] as number[], second: [] as number[], p: [] as number[] };
  let i = 0;
  let j = 0;
  let at = 0;
  while (i < n && j < n) {
    const end = min(lower[i]!, upper[j]!);
    if (end > at) {
      out.first.push(i);
      out.second.push(j);
      out.p.push(end - at);
      at = end;
    }
    if (lower[i]! <= end) i++;
    if (upper[j]! <= end) j++;
  }
  return out;
}

function aliasTable(p: Float64Array): { keep: Float64Array; alias: Uint32Array } {
  const k = p.length;
  const keep = new Float64Array(k);
  const alias = new Uint32Array(k);
  const scaled = Float64Array.from(p, (v) => v * k);
  const small: number[] = [];
  const large: number[] = [];
  scaled.forEach((v, i) => (v < 1 ? small : large).push(i));
  while (small.length && large.length) {
    const s = small.pop()!;
    const l = large.pop()!;
    keep[s] = scaled[s]!;
    alias[s] = l;
    scaled[l] = scaled[l]! + scaled[s]! - 1;
    (scaled[l]! < 1 ? small : large).push(l);
  }
  for (const i of [...small, ...large]) {
    keep[i] = 1;
    alias[i] = i;
  }
  return { keep, alias };
}

/** Reusable buffers: per-benchmark allocations dominate garbage collection at 10,000 benchmarks. */
const buffers = {
  value: [new Float64Array(0), new Float64Array(0)],
  alias: [new Float64Array(0), new Float64Array(0)],
};

/** Median value of each table entry for these sorted samples, and of its alias, into buffer `slot`. */
function medianValues(
  table: MedianTable,
  sorted: ArrayLike<number>,
  slot: 0 | 1,
): { value: Float64Array; aliasValue: Float64Array } {
  const k = table.p.length;
  if (buffers.value[slot]!.length < k) {
    buffers.value[slot] = new Float64Array(k);
    buffers.alias[slot] = new Float64Array(k);
  }
  const value = buffers.value[slot]!;
  const aliasValue = buffers.alias[slot]!;
  for (let e = 0; e < k; e++) value[e] = (sorted[table.first[e]!]! + sorted[table.second[e]!]!) / 2;
  for (let e = 0; e < k; e++) aliasValue[e] = value[table.alias[e]!]!;
  return { value, aliasValue };
}

let scratch = new Float64Array(0);

/**
 * Percentile intervals of the oriented ratio of medians (candidate ÷ baseline for `smaller`, the inverse for `bigger`,
 * so that > 1 always means worse), several from one set of replicates (the test interval and the equivalence
 * interval). Both inputs sorted ascending. The generator (mulberry32) is inlined for speed; the same seed gives the
 * same intervals.
 */
export function bootstrapRatioIntervals(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  direction: Direction,
  resamples: number,
  confidences: readonly number[],
  seed: number,
): [number, number][] {
  const tb = medianTable(baseline.length);
  const tc = medianTable(candidate.length);
  const kb = tb.p.length;
  const kc = tc.p.length;
  if (scratch.length < resamples) scratch = new Float64Array(resamples);
  const out = scratch;
  const smaller = direction === 'smaller';
  // Few resamples (the sequential bootstrap's first stage): each median from its pair on demand (the same sum as
  // medianValues, so the same value) costs less than every table entry's.
  if (resamples < kb + kc) drawOnDemand(tb, tc, baseline, candidate, smaller, resamples, seed >>> 0, out);
  else drawFromValues(tb, tc, baseline, candidate, smaller, resamples, seed >>> 0, out);
  return confidences.map((confidence) => {
    const tail = (1 - confidence) / 2;
    const loIndex = min(resamples - 1, floor(tail * resamples));
    const hiIndex = max(0, ceil((1 - tail) * resamples) - 1);
    return selectPairNearEnds(out, resamples, loIndex, hiIndex);
  });
}

function drawOnDemand(
  tb: MedianTable,
  tc: MedianTable,
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  smaller: boolean,
  resamples: number,
  seed: number,
  out: Float64Array,
): void {
  const kb = tb.p.length;
  const kc = tc.p.length;
  // The tables' arrays in locals: the loop then reads them without a property load each (the same values).
  const keepB = tb.keep;
  const aliasB = tb.alias;
  const firstB = tb.first;
  const secondB = tb.second;
  const keepC = tc.keep;
  const aliasC = tc.alias;
  const firstC = tc.first;
  const secondC = tc.second;
  let state = seed;
  for (let r = 0; r < resamples; r++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = imul(state ^ (state >>> 15), state | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    const ub = (((t ^ (t >>> 14)) >>> 0) / 4294967296) * kb;
    state = (state + 0x6d2b79f5) >>> 0;
    t = imul(state ^ (state >>> 15), state | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    const uc = (((t ^ (t >>> 14)) >>> 0) / 4294967296) * kc;
    let eb = ub | 0;
    let ec = uc | 0;
    if (!(ub - eb < keepB[eb]!)) eb = aliasB[eb]!;
    if (!(uc - ec < keepC[ec]!)) ec = aliasC[ec]!;
    const mb = (baseline[firstB[eb]!]! + baseline[secondB[eb]!]!) / 2;
    const mc = (candidate[firstC[ec]!]! + candidate[secondC[ec]!]!) / 2;
    out[r] = smaller ? mc / mb : mb / mc;
  }
}

function drawFromValues(
  tb: MedianTable,
  tc: MedianTable,
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  smaller: boolean,
  resamples: number,
  seed: number,
  out: Float64Array,
): void {
  const vb = medianValues(tb, baseline, 0);
  const vc = medianValues(tc, candidate, 1);
  const kb = tb.p.length;
  const kc = tc.p.length;
  let state = seed;
  for (let r = 0; r < resamples; r++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = imul(state ^ (state >>> 15), state | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    const ub = (((t ^ (t >>> 14)) >>> 0) / 4294967296) * kb;
    state = (state + 0x6d2b79f5) >>> 0;
    t = imul(state ^ (state >>> 15), state | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    const uc = (((t ^ (t >>> 14)) >>> 0) / 4294967296) * kc;
    const eb = ub | 0;
    const ec = uc | 0;
    const mb = ub - eb < tb.keep[eb]! ? vb.value[eb]! : vb.aliasValue[eb]!;
    const mc = uc - ec < tc.keep[ec]! ? vc.value[ec]! : vc.aliasValue[ec]!;
    out[r] = smaller ? mc / mb : mb / mc;
  }
}
