import { internLines, matchLines } from './line-diff.js';

/**
 * A three-way view of one conflicted file (base, the fork's side, upstream's side, the resolution), computed from the
 * texts alone: where the two sides changed the same base lines (the conflict hunks, as diff3 sees them) and which
 * lines of the resolution stand where each hunk stood. The resolution guards judge every hunk through this.
 */
export interface MergeHunk {
  kind: 'ours' | 'theirs' | 'same' | 'conflict';
  /** Half-open line ranges (0-based) in base, ours and theirs. */
  base: [number, number];
  ours: [number, number];
  theirs: [number, number];
  /** Where the hunk stands in the resolution (half-open, 0-based); undefined without a resolution. */
  resolved?: [number, number];
}

export interface MergeView {
  base: string[];
  ours: string[];
  theirs: string[];
  resolved: string[] | null;
  hunks: MergeHunk[];
}

export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function sameRange(a: readonly string[], [a0, a1]: [number, number], b: readonly string[], [b0, b1]: [number, number]) {
  if (a1 - a0 !== b1 - b0) return false;
  for (let i = 0; i < a1 - a0; i++) if (a[a0 + i] !== b[b0 + i]) return false;
  return true;
}

export function mergeView(base: string, ours: string, theirs: string, resolved: string | null): MergeView {
  const texts = [base, ours, theirs, resolved ?? ''].map(splitLines);
  const [b, o, t, r] = internLines(texts) as [number[], number[], number[], number[]];
  const toOurs = matchLines(b, o);
  const toTheirs = matchLines(b, t);
  const hunks: MergeHunk[] = [];
  let i = 0;
  let oi = 0;
  let ti = 0;
  for (;;) {
    while (i < b.length && toOurs[i] === oi && toTheirs[i] === ti) {
      i++;
      oi++;
      ti++;
    }
    if (i >= b.length && oi >= o.length && ti >= t.length) break;
    let j = i;
    while (j < b.length && (toOurs[j] === -1 || toTheirs[j] === -1)) j++;
    const bo: [number, number] = [i, j];
    const oo: [number, number] = [oi, j < b.length ? toOurs[j]! : o.length];
    const to: [number, number] = [ti, j < b.length ? toTheirs[j]! : t.length];
    const oursSame = sameRange(texts[0]!, bo, texts[1]!, oo);
    const theirsSame = sameRange(texts[0]!, bo, texts[2]!, to);
    const kind = oursSame
      ? 'theirs'
      : theirsSame
        ? 'ours'
        : sameRange(texts[1]!, oo, texts[2]!, to)
          ? 'same'
          : 'conflict';
    if (!(oursSame && theirsSame)) hunks.push({ kind, base: bo, ours: oo, theirs: to });
    i = j;
    oi = oo[1];
    ti = to[1];
    if (j >= b.length) {
      if (oi >= o.length && ti >= t.length) break;
    }
  }
  if (resolved !== null) placeInResolution(b, r, hunks);
  return { base: texts[0]!, ours: texts[1]!, theirs: texts[2]!, resolved: resolved === null ? null : texts[3]!, hunks };
}

/**
 * The resolution's lines between the nearest base lines around a hunk that the resolution kept: what replaced the
 * hunk. Lenient on purpose (a resolution that rewrote the surroundings gets a wider window, never a false one).
 */
function placeInResolution(b: readonly number[], r: readonly number[], hunks: MergeHunk[]): void {
  const toResolved = matchLines(b, r);
  for (const h of hunks) {
    let before = h.base[0] - 1;
    while (before >= 0 && toResolved[before] === -1) before--;
    let after = h.base[1];
    while (after < b.length && toResolved[after] === -1) after++;
    const start = before >= 0 ? toResolved[before]! + 1 : 0;
    const end = after < b.length ? toResolved[after]! : r.length;
    h.resolved = [start, Math.max(start, end)];
  }
}
