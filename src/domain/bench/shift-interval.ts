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

/**
 * Interval of median(c − b) at `confidence`; null when there are too few values or too many pairs. Both inputs
 * sorted ascending. `spread` (optional: a guess of the differences' standard deviation) lets it look only at the
 * differences in a band around the middle, where both order statistics lie; the values are the same either way.
 */
export function shiftInterval(
  b: ArrayLike<number>,
  c: ArrayLike<number>,
  confidence: number,
  spread?: number,
): [number, number] | null {
  const n = b.length;
  const m = c.length;
  const pairs = n * m;
  if (n < 2 || m < 2 || pairs > MAX_PAIRS) return null;
  const k = cachedLowerRank(n, m, (1 - confidence) / 2);
  if (k === null) return null;
  // Few pairs, or ranks near the ends: walk in from each end over the sorted differences instead of writing and
  // selecting all n·m of them.
  if (k <= max(WALK_MIN, pairs / WALK_SHARE)) return [kthSmallestDifference(b, c, k), kthLargestDifference(b, c, k)];
  if (scratch.length < pairs) scratch = new Float64Array(pairs);
  if (spread !== undefined && spread > 0) {
    const centre = (c[m >> 1]! + c[(m - 1) >> 1]!) / 2 - (b[n >> 1]! + b[(n - 1) >> 1]!) / 2;
    const z = normalQuantile(1 - k / pairs);
    return [rankSelect(b, c, k - 1, centre - z * spread), rankSelect(b, c, pairs - k, centre + z * spread)];
  }
  let at = 0;
  for (let j = 0; j < m; j++) for (let i = 0; i < n; i++) scratch[at++] = c[j]! - b[i]!;
  const lo = selectInPlace(scratch, pairs, k - 1);
  // Everything after the lower one's position is at least as large: the upper one is among them.
  const hi = selectInPlace(scratch, pairs, pairs - k, k - 1);
  return [lo, hi];
}

/**
 * Two intervals from one look at the differences: `inner` (the narrower, e.g. 1 − 2·alpha) and `outer` (e.g.
 * 1 − alpha), exactly what two shiftInterval calls give; null when either is unavailable.
 */
export function shiftIntervalPair(
  b: ArrayLike<number>,
  c: ArrayLike<number>,
  inner: number,
  outer: number,
  spread?: number,
): { inner: [number, number]; outer: [number, number] } | null {
  const out = new Float64Array(4);
  if (!shiftIntervalPairInto(b, c, inner, outer, spread, out)) return null;
  return { inner: [out[0]!, out[1]!], outer: [out[2]!, out[3]!] };
}

/**
 * shiftIntervalPair into `out` (inner low, inner high, outer low, outer high), without the objects: it runs once
 * per benchmark. False (out untouched) where shiftIntervalPair is null.
 */
export function shiftIntervalPairInto(
  b: ArrayLike<number>,
  c: ArrayLike<number>,
  inner: number,
  outer: number,
  spread: number | undefined,
  out: Float64Array,
): boolean {
  const n = b.length;
  const m = c.length;
  const pairs = n * m;
  if (n < 2 || m < 2 || pairs > MAX_PAIRS) return false;
  const plan = pairPlan(n, m, inner, outer);
  const { ki, ko } = plan;
  if (ki === null || ko === null) return false;
  if (ko > ki) {
    // Not nested as asked (an outer level below the inner one): one at a time.
    const a = shiftInterval(b, c, inner, spread);
    const o = shiftInterval(b, c, outer, spread);
    if (!a || !o) return false;
    return put(out, a[0], a[1], o[0], o[1]);
  }
  if (ki <= max(WALK_MIN, pairs / WALK_SHARE)) {
    const li = kthSmallestDifference(b, c, ki, ko);
    const lo = walked;
    const hi = kthLargestDifference(b, c, ki, ko);
    return put(out, li, hi, lo, walked);
  }
  if (scratch.length < pairs) scratch = new Float64Array(pairs);
  if (spread !== undefined && spread > 0) {
    const centre = (c[m >> 1]! + c[(m - 1) >> 1]!) / 2 - (b[n >> 1]! + b[(n - 1) >> 1]!) / 2;
    const { zOut, zIn, zMid } = plan;
    const lo = rankSelect(b, c, ko - 1, centre - zOut * spread, ki - 1, centre - zIn * spread);
    const li = banded;
    // The lower end tells where the middle really is (the medians' difference is a noisy guess of it): the upper
    // end's probes aim from there, mirrored.
    const mid = centre - zMid * spread;
    const moved = centre + ((lo + li) / 2 - mid);
    const hi = rankSelect(b, c, pairs - ki, moved + zIn * spread, pairs - ko, moved + zOut * spread);
    return put(out, li, hi, lo, banded);
  }
  let at = 0;
  for (let j = 0; j < m; j++) for (let i = 0; i < n; i++) scratch[at++] = c[j]! - b[i]!;
  const lo = selectInPlace(scratch, pairs, ko - 1);
  const li = selectInPlace(scratch, pairs, ki - 1, ko - 1);
  const hi = selectInPlace(scratch, pairs, pairs - ki, ki - 1);
  const ho = selectInPlace(scratch, pairs, pairs - ko, pairs - ki);
  return put(out, li, hi, lo, ho);
}

function put(out: Float64Array, innerLow: number, innerHigh: number, outerLow: number, outerHigh: number): true {
  out[0] = innerLow;
  out[1] = innerHigh;
  out[2] = outerLow;
  out[3] = outerHigh;
  return true;
}

interface PairPlan {
  n: number;
  m: number;
  inner: number;
  outer: number;
  ki: number | null;
  ko: number | null;
  /** The banded search's normal-model probes (only meaningful when both ranks exist). */
  zOut: number;
  zIn: number;
  zMid: number;
}

let lastPlan: PairPlan | undefined;

/**
 * The ranks and probe quantiles of shiftIntervalPair, which depend only on the sizes and levels: made once for a run
 * of benchmarks of one size (a 10,000-benchmark comparison asks ~40,000 times for the same four quantiles).
 */
function pairPlan(n: number, m: number, inner: number, outer: number): PairPlan {
  const last = lastPlan;
  if (last && last.n === n && last.m === m && Object.is(last.inner, inner) && Object.is(last.outer, outer)) return last;
  const pairs = n * m;
  const ki = cachedLowerRank(n, m, (1 - inner) / 2);
  const ko = cachedLowerRank(n, m, (1 - outer) / 2);
  // Each end's first two probes from the normal model of the differences, a little outside its two ranks: a count
  // between them would narrow nothing.
  const margin = PAIR_TARGET / 4;
  const plan: PairPlan = { n, m, inner, outer, ki, ko, zOut: 0, zIn: 0, zMid: 0 };
  if (ki !== null && ko !== null) {
    plan.zOut = normalQuantile(1 - max(1, ko - margin) / pairs);
    plan.zIn = normalQuantile(1 - min(pairs / 2, ki + margin) / pairs);
    plan.zMid = (normalQuantile(1 - ko / pairs) + normalQuantile(1 - ki / pairs)) / 2;
  }
  lastPlan = plan;
  return plan;
}

/** The walk from the ends is used up to this rank, or this share of the pairs (its cost grows as k·log k). */
const WALK_MIN = 64;
const WALK_SHARE = 8;

/** The value a walk passed at its `early` rank (the wider interval's end, on the way to the narrower one's). */
let walked = 0;

/** Heap of (value, row, step) for the walks; grown as needed, reused across benchmarks. */
let heapValue = new Float64Array(0);
let heapRow = new Int32Array(0);
let heapStep = new Int32Array(0);

function heapRoom(size: number): void {
  if (heapValue.length >= size) return;
  heapValue = new Float64Array(size);
  heapRow = new Int32Array(size);
  heapStep = new Int32Array(size);
}

/**
 * Sifts entry `at` (value v, row r, step s) down a heap of `size`: a min-heap for sign 1, a max-heap for sign −1.
 */
function siftDown(size: number, at: number, v: number, r: number, s: number, sign: number): void {
  for (;;) {
    let child = 2 * at + 1;
    if (child >= size) break;
    if (child + 1 < size && sign * heapValue[child + 1]! < sign * heapValue[child]!) child++;
    if (!(sign * heapValue[child]! < sign * v)) break;
    moveEntry(child, at);
    at = child;
  }
  placeEntry(at, v, r, s);
}

function siftUp(at: number, v: number, r: number, s: number, sign: number): void {
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (!(sign * v < sign * heapValue[parent]!)) break;
    moveEntry(parent, at);
    at = parent;
  }
  placeEntry(at, v, r, s);
}

/** Heap slot `to` takes slot `from`'s entry (the three arrays move together). */
function moveEntry(from: number, to: number): void {
  heapValue[to] = heapValue[from]!;
  heapRow[to] = heapRow[from]!;
  heapStep[to] = heapStep[from]!;
}

function placeEntry(at: number, v: number, r: number, s: number): void {
  heapValue[at] = v;
  heapRow[at] = r;
  heapStep[at] = s;
}

/**
 * The k-th smallest (1-based) of c[j] − b[i], both sorted ascending: row j's differences rise as i falls, and each
 * row's first one (c[j] − b[n−1]) rises with j, so a heap holding each started row's next difference pops them in
 * order; a row is started when the one before it pops its first. The same subtraction as the full pass: the same
 * value.
 */
function kthSmallestDifference(b: ArrayLike<number>, c: ArrayLike<number>, k: number, early = k): number {
  return kthDifference(b, c, k, early, 1);
}

/** The k-th largest (1-based) of c[j] − b[i]: the mirror walk from c[m−1] − b[0]. */
function kthLargestDifference(b: ArrayLike<number>, c: ArrayLike<number>, k: number, early = k): number {
  return kthDifference(b, c, k, early, -1);
}

/**
 * The walk of both: sign 1 pops ascending (rows from c[0], each row's step t reads b[n−1−t]), sign −1 descending
 * (rows from c[m−1], step t reads b[t]); the heap is a min-heap or a max-heap to match.
 */
function kthDifference(b: ArrayLike<number>, c: ArrayLike<number>, k: number, early: number, sign: 1 | -1): number {
  const n = b.length;
  const m = c.length;
  const bAt = sign === 1 ? n - 1 : 0; // b's index at step t is bAt − sign·t
  heapRoom(k + 2);
  let size = 1;
  const first = sign === 1 ? 0 : m - 1;
  placeEntry(0, c[first]! - b[bAt]!, first, 0);
  for (let popped = 1; ; popped++) {
    const v = heapValue[0]!;
    if (popped === early) walked = v;
    if (popped === k) return v;
    const r = heapRow[0]!;
    const s = heapStep[0]!;
    // Replace the top with its row's next difference, or with the last entry when the row is done.
    if (s + 1 < n) siftDown(size, 0, c[r]! - b[bAt - sign * (s + 1)]!, r, s + 1, sign);
    else {
      size--;
      siftDown(size, 0, heapValue[size]!, heapRow[size]!, heapStep[size]!, sign);
    }
    const next = r + sign;
    if (s === 0 && next >= 0 && next < m) siftUp(size++, c[next]! - b[bAt]!, next, 0, sign);
  }
}

/** A bracket holding at most this many differences is selected in; the search stops after this many counts. */
const BRACKET_TARGET = 32;
const BRACKET_PROBES = 10;
/** Two ranks: a wider band (selecting among a few dozen more costs less than another count). */
const PAIR_TARGET = 64;

/**
 * The r-th smallest (0-based) of c[j] − b[i], both sorted ascending, without writing all n·m differences: a bracket
 * [lo, hi) with count(< lo) ≤ r < count(< hi) is narrowed by counting (one pass over the rows, no differences
 * written) at a first guess and then at points interpolated between its ends, aimed a little to either side of r so
 * that both ends move; the few differences left in it are written and selected. The counts and the band compare the
 * differences themselves, so the value is exactly what selecting among all of them gives.
 */
function rankSelect(
  b: ArrayLike<number>,
  c: ArrayLike<number>,
  r: number,
  guess: number,
  r2 = r,
  secondGuess = NaN,
): number {
  const n = b.length;
  const m = c.length;
  const largest = c[m - 1]! - b[0]!;
  let lo = c[0]! - b[n - 1]!; // the smallest difference: none below it
  let below = 0;
  let hi = Infinity;
  let upTo = n * m;
  let probe = guess;
  const target = (r2 === r ? BRACKET_TARGET : PAIR_TARGET) + (r2 - r);
  for (let t = 0; t < BRACKET_PROBES && upTo - below > target; t++) {
    const top = hi === Infinity ? largest : hi;
    if (!(probe > lo && probe < top)) probe = lo + (top - lo) / 2;
    if (!(probe > lo && probe < top)) break; // no value between the ends (ties): select among what is left
    const count = countBelow(b, c, probe);
    // A count between the two ranks narrows neither end: the next probe aims outside them.
    const lower = count <= r;
    if (lower) {
      lo = probe;
      below = count;
    } else if (count > r2) {
      hi = probe;
      upTo = count;
    }
    // Aim a quarter of the target band to the side whose end has moved less, so the next count lands there.
    const outward = count > r && count <= r2 ? (t % 2 === 0 ? -1 : 1) : r - below < upTo - r2 ? 1 : -1;
    const aim = (outward > 0 ? r2 : r) + 0.5 + (outward * BRACKET_TARGET) / 4;
    probe = lo + ((hi === Infinity ? largest : hi) - lo) * ((aim - below) / (upTo - below));
    // Two ranks: the caller's guess for the far side first (one end is still open after the first count).
    if (t === 0 && secondGuess === secondGuess) probe = lower ? secondGuess : 2 * guess - secondGuess;
  }
  const size = fillBand(b, c, lo, hi);
  const first = selectInPlace(scratch, size, r - below);
  // Everything after the first one's position is at least as large: the second one is among them.
  banded = r2 === r ? first : selectInPlace(scratch, size, r2 - below, r - below);
  return first;
}

/** The second rank's value from the last rankSelect. */
let banded = 0;

/**
 * How many c[j] − b[i] are below `low`: one merge of the two sorted arrays, each step moving past a b (its
 * difference with this c is not below `low`, nor with any later c) or past a c (with every b not yet passed its
 * difference is below `low`). Written without a branch on the comparison, whose outcome is noise and mispredicted
 * about half the time: the branching loop took ~1.5× as long per count on 30 × 30 benchmarks.
 */
function countBelow(b: ArrayLike<number>, c: ArrayLike<number>, low: number): number {
  const n = b.length;
  const m = c.length;
  let end = 0; // b's passed: the first i with c[j] − b[i] < low
  let j = 0;
  let below = 0;
  while (j < m && end < n) {
    const pass = +(c[j]! - b[end]! >= low); // 1 or 0
    end += pass;
    below += (1 - pass) * (n - end);
    j += 1 - pass;
  }
  return below + (m - j) * (n - end);
}

/** The differences in [low, high) into the scratch buffer; their number. */
function fillBand(b: ArrayLike<number>, c: ArrayLike<number>, low: number, high: number): number {
  const n = b.length;
  let start = 0; // first i with c[j] − b[i] < high
  let end = 0; // first i with c[j] − b[i] < low
  let at = 0;
  for (let j = 0; j < c.length; j++) {
    const cj = c[j]!;
    while (start < n && cj - b[start]! >= high) start++;
    if (end < start) end = start;
    while (end < n && cj - b[end]! >= low) end++;
    for (let i = start; i < end; i++) scratch[at++] = cj - b[i]!;
  }
  return at;
}

/**
 * 1-based rank of the lower bound: R's `qwilcox(tail, n, m)` (the smallest q with P(U ≤ q) ≥ tail), at least 1;
 * the normal approximation beyond the exact table. Null when even the extreme pair gives no such interval.
 */
const ranks = new Map<number, Map<number, number>>();

/** lowerRank per tail and size pair, computed once (a 10,000-benchmark run asks for one or two). */
function cachedLowerRank(n: number, m: number, tail: number): number | null {
  let byTail = ranks.get(tail);
  if (!byTail) {
    if (ranks.size > 16) ranks.clear();
    byTail = new Map();
    ranks.set(tail, byTail);
  }
  const key = n * 1_000_003 + m;
  let rank = byTail.get(key);
  if (rank === undefined) {
    if (byTail.size > 4096) byTail.clear();
    rank = lowerRank(n, m, tail) ?? -1;
    byTail.set(key, rank);
  }
  return rank === -1 ? null : rank;
}

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
