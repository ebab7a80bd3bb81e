// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { sqrt } = Math;

/** Median of an ascending array (the mean of the two middle values for an even count). */
export function sortedMedian(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const mid = n >> 1;
  return n % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const INSERTION_MAX = 64;

/**
 * Sorts in place, ascending, exactly as Float64Array#sort does. Short arrays (the repetitions of one benchmark) by
 * insertion: the built-in sort copies every typed array into a temporary array first, which at 10,000 benchmarks
 * costs more than comparing their 30 values. Arrays holding NaN or −0 (whose order it defines) go to the built-in.
 */
export function sortAscending(values: Float64Array): Float64Array {
  const n = values.length;
  if (n > INSERTION_MAX) return values.sort();
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v !== v || (v === 0 && 1 / v < 0)) return values.sort();
  }
  for (let i = 1; i < n; i++) {
    const v = values[i]!;
    let j = i - 1;
    while (j >= 0 && values[j]! > v) {
      values[j + 1] = values[j]!;
      j--;
    }
    values[j + 1] = v;
  }
  return values;
}

export function median(values: readonly number[]): number {
  return sortedMedian(Float64Array.from(values).sort());
}

/**
 * k-th smallest (0-based) of `values[0..length)`, partially reordering them in place (Hoare quickselect). Afterwards
 * every value after position k is at least the k-th: a later call for a larger k may pass `from` = this k.
 */
export function selectInPlace(values: Float64Array, length: number, k: number, from = 0): number {
  let lo = from;
  let hi = length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k]!;
  }
  return values[k]!;
}

/** Up to this distance from an end, selectNearEnd keeps a small heap instead of partitioning. */
const NEAR_END = 64;
let nearHeap = new Float64Array(NEAR_END + 1);

/**
 * k-th smallest (0-based) of `values[0..length)`, the same value as selectInPlace. Near either end (a percentile
 * interval's 2.5 % and 97.5 % of a few hundred or thousand bootstrap replicates) one pass keeps the k + 1 smallest
 * (or largest) in a small heap, leaving `values` as they are: most values only meet the heap's top and go.
 */
export function selectNearEnd(values: Float64Array, length: number, k: number): number {
  if (k < NEAR_END) return extreme(values, length, k + 1, 1);
  if (length - 1 - k < NEAR_END) return extreme(values, length, length - k, -1);
  return selectInPlace(values, length, k);
}

let farHeap = new Float64Array(NEAR_END + 1);

/**
 * The lo-th and hi-th smallest (0-based) of `values[0..length)`, as selectNearEnd gives each, in one pass when both
 * are near an end (a percentile interval of bootstrap replicates): each value is read once for both heaps.
 */
export function selectPairNearEnds(values: Float64Array, length: number, lo: number, hi: number): [number, number] {
  const lowSize = lo + 1;
  const highSize = length - hi;
  if (lowSize > NEAR_END || highSize > NEAR_END)
    return [selectNearEnd(values, length, lo), selectNearEnd(values, length, hi)];
  if (nearHeap.length < lowSize) nearHeap = new Float64Array(lowSize);
  if (farHeap.length < highSize) farHeap = new Float64Array(highSize);
  const low = nearHeap;
  const high = farHeap;
  for (let i = 0; i < length; i++) {
    const v = values[i]!;
    if (i < lowSize) siftUpNear(low, i, v);
    else if (v < low[0]!) siftDownNear(low, lowSize, v);
    if (i < highSize) siftUpNear(high, i, -v);
    else if (-v < high[0]!) siftDownNear(high, highSize, -v);
  }
  return [low[0]!, -high[0]!];
}

/** The size-th smallest (sign 1) or largest (sign −1): a max-heap (min-heap) of the `size` most extreme so far. */
function extreme(values: Float64Array, length: number, size: number, sign: number): number {
  if (nearHeap.length < size) nearHeap = new Float64Array(size);
  const heap = nearHeap;
  for (let i = 0; i < size; i++) siftUpNear(heap, i, sign * values[i]!);
  for (let i = size; i < length; i++) {
    const v = sign * values[i]!;
    if (v < heap[0]!) siftDownNear(heap, size, v);
  }
  return sign * heap[0]!;
}

/** Max-heap insert at `at` of the (sign-adjusted) value v. */
function siftUpNear(heap: Float64Array, at: number, v: number): void {
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (!(v > heap[parent]!)) break;
    heap[at] = heap[parent]!;
    at = parent;
  }
  heap[at] = v;
}

/** Replaces the max-heap's top with v. */
function siftDownNear(heap: Float64Array, size: number, v: number): void {
  let at = 0;
  for (;;) {
    let child = 2 * at + 1;
    if (child >= size) break;
    if (child + 1 < size && heap[child + 1]! > heap[child]!) child++;
    if (!(heap[child]! > v)) break;
    heap[at] = heap[child]!;
    at = child;
  }
  heap[at] = v;
}

export interface Summary {
  n: number;
  median: number;
  mean: number;
  min: number;
  max: number;
  stddev: number | null;
}

export function summarize(sorted: ArrayLike<number>): Summary {
  const n = sorted.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += sorted[i]!;
  const mean = sum / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (sorted[i]! - mean) ** 2;
  return {
    n,
    median: sortedMedian(sorted),
    mean,
    min: sorted[0]!,
    max: sorted[n - 1]!,
    stddev: n > 1 ? sqrt(ss / (n - 1)) : null,
  };
}
