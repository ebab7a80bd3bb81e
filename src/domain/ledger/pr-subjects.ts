/**
 * Upstream PR numbers in fork subjects. Real forks write `[pick] <upstream subject> (#8121) (#735)` or
 * `[Cherry-pick] '<upstream subject> (#8121)' (#735)` (the upstream PR first, the fork's own PR last), and bundle
 * subjects `Cherry-pick 15 upstream(#10702 #10689 … #10729) (#2877)`, cut mid-list when long.
 */
import { cut } from './message-refs.js';

export interface SubjectPrRefs {
  /** Numbers inside a bundle list `(#1 #2 …)`: each names an upstream PR. */
  list: number[];
  /**
   * Without a list: the last `(#N)` (the fork's own PR, or upstream's when the fork kept the upstream subject as is)
   * and the one before it (upstream's, by position). The resolver decides with the upstream subjects.
   */
  last?: number;
  beforeLast?: number;
  /** The subject names itself a pick (`[pick]`, `cherry-pick`, `backport`). */
  marker: boolean;
  /** The bundle list was cut (no closing parenthesis): its last entry was dropped and the body may continue it. */
  cut?: boolean;
  /** The subject's own words, normalised, to compare with the upstream subject. */
  text: string;
}

// A group closed by `)`, or cut: by the end of the subject, or by the fork's own `(#N)` that the tool appended after
// the cut (`upstream(#9704 … #10302... (#2334)`).
const GROUP = /\(([^()]{0,2000})\)|\(([^()]{0,2000})(?:$|(?=\(\s*#\d{1,7}\s*\)\s*$))/g;
const LIST_ONLY = /^[\s#\d,;….]*$/;
const MARKER = /\b(?:cherry[- ]?pick(?:ed)?|pick|backport(?:ed)?|port(?:ed)?)\b/i;

/** PR numbers a subject declares, by position; prose mentions (`fixes #12`, `unlike #9`) outside parentheses are not read. */
export function subjectPrRefs(subject: string): SubjectPrRefs {
  const s = cut(subject);
  const lists: number[] = [];
  const singles: number[] = [];
  let wasCut = false;
  for (const m of s.matchAll(GROUP)) {
    const body = m[1] ?? m[2]!;
    if (!LIST_ONLY.test(body) || !body.includes('#')) continue;
    const numbers = Array.from(body.matchAll(/#(\d{1,7})/g), (x) => Number(x[1]));
    // A list cut mid-way (no closing parenthesis) may end in a cut number: never trust its last entry.
    if (m[2] !== undefined) {
      numbers.pop();
      wasCut = true;
    }
    if (numbers.length > 1 || m[2] !== undefined) lists.push(...numbers);
    else if (numbers.length === 1) singles.push(numbers[0]!);
  }
  const out: SubjectPrRefs = {
    list: lists,
    marker: MARKER.test(s),
    text: normalizeSubject(s),
    ...(wasCut ? { cut: true } : {}),
  };
  // With a bundle list, trailing single numbers are the fork's own PR.
  if (!lists.length && singles.length) {
    out.last = singles[singles.length - 1]!;
    if (singles.length > 1) out.beforeLast = singles[singles.length - 2]!;
  }
  return out;
}

const CONTINUATION = /^[ \t]*(?:\.\.\.|…)[ \t]*([#\d][^()]{0,2000})\)/;

/**
 * The rest of a cut bundle list that the tool moved to the body's first line (`...#10199 #10177 … #10194)`): the
 * numbers up to the closing parenthesis. A leading fragment without `#` is the tail of the cut number: never read.
 */
export function listContinuation(line: string): number[] {
  const m = CONTINUATION.exec(cut(line));
  if (!m) return [];
  return Array.from(m[1]!.matchAll(/(?:^|[\s,;])#(\d{1,7})\b/g), (x) => Number(x[1]));
}

/** Lower case, without `(#N)` groups, `[tags]`, quotes and punctuation: what two subjects of one change share. */
export function normalizeSubject(subject: string): string {
  return cut(subject)
    .toLowerCase()
    .replace(/\(\s*#\d[^()]*\)/g, ' ')
    .replace(/\[[^\]]{0,60}\]/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether the fork subject carries the upstream subject's words (a pick keeps them, a fork change does not). */
export function subjectsMatch(forkText: string, upstreamText: string): boolean {
  // Short generic titles ("fix build") would match fork subjects by accident.
  if (upstreamText.length < 12) return false;
  return ` ${forkText} `.includes(` ${upstreamText} `);
}
