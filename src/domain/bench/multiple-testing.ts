/**
 * Benjamini–Hochberg adjusted p-values (q-values): q_(i) = min over j ≥ i of p_(j)·m/j, capped at 1. Rejecting every
 * q < α controls the false-discovery rate at α. `null` entries (no test) are left out of the family and stay null.
 */
export function benjaminiHochberg(pValues: readonly (number | null)[]): (number | null)[] {
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
