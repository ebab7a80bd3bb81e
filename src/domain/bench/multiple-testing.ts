/**
 * Benjamini–Hochberg adjusted p-values (q-values): q_(i) = min over j ≥ i of p_(j)·m/j, capped at 1. Rejecting every
 * q < α controls the false-discovery rate at α. `null` entries (no test) are left out of the family and stay null.
 */
export function benjaminiHochberg(pValues: readonly (number | null)[]): (number | null)[] {
  return sortedValuesBH(pValues) ?? indexedBH(pValues);
}

/**
 * The same q-values from the p-values sorted as numbers (no object per p-value, no comparator: a 10,000-benchmark
 * run's family is sorted natively). Tied p-values get one q-value whichever order they take among themselves: going
 * down the ranks, p·m/j only grows as j falls, so every tie takes the running minimum at its highest rank. That is
 * where each p-value looks its q-value up. Undefined where the sort of numbers and the comparator may disagree
 * (NaN, −0): the indexed pass then decides.
 */
function sortedValuesBH(pValues: readonly (number | null)[]): (number | null)[] | undefined {
  let m = 0;
  for (const p of pValues) if (p !== null) m++;
  const sorted = new Float64Array(m);
  let at = 0;
  for (const p of pValues) {
    if (p === null) continue;
    if (p !== p || (p === 0 && 1 / p < 0)) return undefined;
    sorted[at++] = p;
  }
  sorted.sort();
  const q = new Float64Array(m);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    running = Math.min(running, (sorted[rank - 1]! * m) / rank);
    q[rank - 1] = running;
  }
  return pValues.map((p) => (p === null ? null : q[lastIndexOf(sorted, p)]!));
}

/** Index of the last entry equal to `value` in an ascending array that holds it. */
function lastIndexOf(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

function indexedBH(pValues: readonly (number | null)[]): (number | null)[] {
  const indexed: { p: number; index: number }[] = [];
  pValues.forEach((p, index) => {
    if (p !== null) indexed.push({ p, index });
  });
  const m = indexed.length;
  const out: (number | null)[] = pValues.map(() => null);
  indexed.sort((x, y) => x.p - y.p);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    const item = indexed[rank - 1]!;
    running = Math.min(running, (item.p * m) / rank);
    out[item.index] = running;
  }
  return out;
}
