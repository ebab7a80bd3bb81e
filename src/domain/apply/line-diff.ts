/**
 * A line diff (Myers, O((N+M)·D)) reduced to what the resolution guards need: which line of `a` is kept as which
 * line of `b`. Pure and dependency-free so the guards can run on any text without a git process.
 */

/** Lines interned as small integers: comparing numbers is what makes the inner loop cheap. */
export function internLines(texts: readonly (readonly string[])[]): number[][] {
  const ids = new Map<string, number>();
  return texts.map((lines) =>
    lines.map((line) => {
      let id = ids.get(line);
      if (id === undefined) ids.set(line, (id = ids.size));
      return id;
    }),
  );
}

/** Past this many edits the middle of the diff is left unmatched: a rewrite that large is judged by size alone. */
const MAX_EDITS = 4000;

/** `match[i]` is the index in `b` that line `i` of `a` is kept as, or -1 when it was deleted. */
export function matchLines(a: readonly number[], b: readonly number[]): Int32Array {
  const match = new Int32Array(a.length).fill(-1);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) match[start] = start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) match[--endA] = --endB;
  myers(a, b, start, endA, start, endB, match);
  return match;
}

function myers(
  a: readonly number[],
  b: readonly number[],
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  match: Int32Array,
): void {
  const n = a1 - a0;
  const m = b1 - b0;
  if (n === 0 || m === 0) return;
  const max = Math.min(n + m, MAX_EDITS);
  const v = new Int32Array(2 * max + 3);
  const off = max + 1;
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[off + k - 1]! < v[off + k + 1]!) ? v[off + k + 1]! : v[off + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[a0 + x] === b[b0 + y]) {
        x++;
        y++;
      }
      v[off + k] = x;
      if (x >= n && y >= m) found = d;
    }
    trace.push(v.slice(off - d, off + d + 1));
  }
  if (found < 0) return;
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const prev = trace[d - 1]!;
    const k = x - y;
    const at = (kk: number) => prev[kk + d - 1]!;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) match[a0 + --x] = b0 + --y;
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) match[a0 + --x] = b0 + --y;
}
