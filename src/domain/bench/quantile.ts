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
