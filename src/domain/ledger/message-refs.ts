/**
 * Reading refs out of message text: SHAs, commit URLs, upstream PR numbers (`#N`, pull-request URLs). Every reader
 * here is linear: fixed regexes without nested quantifiers, on lines cut to MAX_LINE characters.
 */
import { MAX_LINE } from '../../shared/bounded-regex.js';

export type RefTarget = { kind: 'sha'; ref: string } | { kind: 'pr'; number: number };

const TOKEN =
  /^(?:#(\d{1,7})\b|https?:\/\/[^\s/]+\/[^\s]*?\/pull\/(\d{1,7})\b[^\s,;]*|(?:https?:\/\/[^\s]*?\/commits?\/)?([0-9a-fA-F]{7,64})\b)/;
// `#1, #2`, `#1 #2`, `#1 / #2`, `#1 + #2`, `#1 and #2`, `#1 … #9`: every separator real forks write between refs.
const SEPARATOR = /^(?:[\s,;&]+|[/+](?=\s)|and\b|…|\.\.\.)/i;

/**
 * `#10440, #10477 and 1a2b3c4 reason…` → the leading refs and the rest. In prose-like places (sections) a hex word
 * needs a digit to be a SHA (`defaced` is a word); a trailer value is a SHA whatever its letters.
 */
export function leadingRefs(text: string, hexNeedsDigit = true): { refs: RefTarget[]; rest: string } {
  const refs: RefTarget[] = [];
  let s = cut(text).trimStart();
  for (;;) {
    const sep = SEPARATOR.exec(s);
    if (sep && sep[0].length) {
      s = s.slice(sep[0].length);
      continue;
    }
    const m = TOKEN.exec(s);
    if (!m) break;
    if (m[1] !== undefined || m[2] !== undefined) refs.push({ kind: 'pr', number: Number(m[1] ?? m[2]) });
    else if (!hexNeedsDigit || /\d/.test(m[3]!) || m[0].includes('/'))
      refs.push({ kind: 'sha', ref: m[3]!.toLowerCase() });
    else break;
    s = s.slice(m[0].length);
  }
  return { refs, rest: s.trim() };
}

/** A captured group from a user pattern: a SHA (or commit URL) or a PR number (`#N`, `N`, or a pull URL). */
export function refFromCapture(value: string, match: 'sha' | 'pr'): RefTarget | undefined {
  const v = value.trim();
  if (match === 'pr') {
    const m = /^(?:#|.*\/pull\/)?(\d{1,7})$/.exec(v);
    return m ? { kind: 'pr', number: Number(m[1]) } : undefined;
  }
  const m = /^(?:.*\/commits?\/)?([0-9a-fA-F]{7,64})$/.exec(v);
  return m ? { kind: 'sha', ref: m[1]!.toLowerCase() } : undefined;
}

const BLOCKER =
  /\b(?:dep(?:endency)?[- ]blocked (?:on|by)|depends on|blocked (?:by|on))\s+(#\d{1,7}\b|[0-9a-fA-F]{7,64}\b)/i;

/** "dep-blocked on #N" / "depends on #N" / "blocked by <sha>" in a reason. */
export function blockerIn(reason: string): RefTarget | undefined {
  const m = BLOCKER.exec(cut(reason));
  if (!m) return undefined;
  const v = m[1]!;
  if (v.startsWith('#')) return { kind: 'pr', number: Number(v.slice(1)) };
  return /\d/.test(v) ? { kind: 'sha', ref: v.toLowerCase() } : undefined;
}

export function cut(line: string): string {
  return line.length > MAX_LINE ? line.slice(0, MAX_LINE) : line;
}

export function refLabel(t: RefTarget): string {
  return t.kind === 'pr' ? `#${t.number}` : t.ref;
}
