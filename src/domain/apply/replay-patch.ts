import { internLines, matchLines } from './line-diff.js';
import { splitLines } from './merge-hunks.js';

/**
 * The built-in replay of the ladder's `replay` rung when neither `wiggle` nor GNU `patch` is on PATH: one side's
 * change (base → side) re-applied onto another text line-wise, the way `patch --fuzz` does it: each hunk is found by
 * the lines it replaces with up to three lines of context on each side, exactly or with up to `fuzz` context lines
 * differing, nearest to where it stood. A hunk found nowhere, or found only overlapping an earlier one, fails the
 * replay: a proposal is complete or it is not made.
 */
export interface LineHunk {
  /** Half-open range of base lines the hunk replaces. */
  start: number;
  end: number;
  /** The lines that stand there after the change. */
  lines: string[];
}

export const DEFAULT_CONTEXT = 3;
export const DEFAULT_FUZZ = 2;

/** The change from `base` to `changed` as hunks over base lines. */
export function lineHunks(base: readonly string[], changed: readonly string[]): LineHunk[] {
  const [a, b] = internLines([base, changed]) as [number[], number[]];
  const match = matchLines(a, b);
  const hunks: LineHunk[] = [];
  let i = 0;
  let j = 0;
  while (i < base.length || j < changed.length) {
    if (i < base.length && match[i] === j) {
      i++;
      j++;
      continue;
    }
    const start = i;
    while (i < base.length && match[i] === -1) i++;
    const next = i < base.length ? match[i]! : changed.length;
    hunks.push({ start, end: i, lines: changed.slice(j, next) });
    j = next;
  }
  return hunks;
}

export interface ReplayOutcome {
  /** The target with every hunk applied; undefined when a hunk could not be placed. */
  text?: string;
  hunks: number;
  /** Hunks placed only with reduced context. */
  fuzzed: number;
  failed: number;
}

/** Re-applies the change `base → changed` onto `target`. */
export function replayChange(
  base: string,
  changed: string,
  target: string,
  options: { context?: number; fuzz?: number } = {},
): ReplayOutcome {
  const context = options.context ?? DEFAULT_CONTEXT;
  const fuzz = Math.min(options.fuzz ?? DEFAULT_FUZZ, context);
  const b = splitLines(base);
  const t = splitLines(target);
  const hunks = lineHunks(b, splitLines(changed));
  const placed: Array<{ at: number; length: number; lines: string[] }> = [];
  let floor = 0;
  let delta = 0;
  let fuzzed = 0;
  let failed = 0;
  for (const h of hunks) {
    const found = place(b, t, h, { context, fuzz, floor, expected: h.start + delta });
    if (!found) {
      failed++;
      continue;
    }
    if (found.fuzz > 0) fuzzed++;
    placed.push({ at: found.at, length: h.end - h.start, lines: h.lines });
    delta = found.at - h.start;
    floor = found.at + (h.end - h.start);
  }
  if (failed > 0) return { hunks: hunks.length, fuzzed, failed };
  const out: string[] = [];
  let k = 0;
  for (const p of placed) {
    out.push(...t.slice(k, p.at), ...p.lines);
    k = p.at + p.length;
  }
  out.push(...t.slice(k));
  const text = out.length ? `${out.join('\n')}${endsWithNewline(target, changed) ? '\n' : ''}` : '';
  return { text, hunks: hunks.length, fuzzed, failed };
}

function endsWithNewline(target: string, changed: string): boolean {
  return target === '' ? changed.endsWith('\n') : target.endsWith('\n');
}

/**
 * Where the hunk's replaced lines stand in the target with its context, nearest the expected place; or undefined. The
 * replaced lines must stand there exactly; at fuzz f, up to f of the context lines may differ (the other side edited
 * a line next to this change: exactly the case a cherry-pick conflicts on and a replay resolves). An insertion (no
 * replaced lines) must keep a context line right next to it.
 */
function place(
  base: readonly string[],
  target: readonly string[],
  h: LineHunk,
  o: { context: number; fuzz: number; floor: number; expected: number },
): { at: number; fuzz: number } | undefined {
  const removed = base.slice(h.start, h.end);
  const before = base.slice(Math.max(0, h.start - o.context), h.start);
  const after = base.slice(h.end, Math.min(base.length, h.end + o.context));
  let best: { at: number; fuzz: number } | undefined;
  for (let at = o.floor; at + removed.length <= target.length; at++) {
    if (!same(target, at, removed)) continue;
    let misses = 0;
    before.forEach((l, i) => {
      if (target[at - before.length + i] !== l) misses++;
    });
    after.forEach((l, i) => {
      if (target[at + removed.length + i] !== l) misses++;
    });
    if (misses > o.fuzz) continue;
    if (removed.length === 0) {
      const prev = before.length ? target[at - 1] === before[before.length - 1] : at === 0;
      const next = after.length ? target[at] === after[0] : at === target.length;
      if (!prev && !next) continue;
      // An insertion anchored by context alone must keep most of it: a lone blank line anchors nothing.
      if (misses * 2 > before.length + after.length) continue;
    }
    if (
      !best ||
      misses < best.fuzz ||
      (misses === best.fuzz && Math.abs(at - o.expected) < Math.abs(best.at - o.expected))
    )
      best = { at, fuzz: misses };
  }
  return best;
}

function same(lines: readonly string[], at: number, block: readonly string[]): boolean {
  if (at < 0 || at + block.length > lines.length) return false;
  for (let i = 0; i < block.length; i++) if (lines[at + i] !== block[i]) return false;
  return true;
}
