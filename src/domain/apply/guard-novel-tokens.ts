import type { GuardResult } from '../../schemas/apply-result.js';
import { guardResult, type Finding } from './conflicted-file.js';
import { splitLines } from './merge-hunks.js';
import type { TestFileVersions } from './test-files.js';

/**
 * Words: identifiers, numbers and the words inside strings (a string's text is words like any other). One letter, and
 * numbers under three digits (line numbers a test re-counts), are too common to tell anything.
 */
const WORD = /[A-Za-z_][A-Za-z0-9_]*|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?|0[xX][0-9a-fA-F]+/g;

export function words(text: string): string[] {
  return (text.match(WORD) ?? []).filter((w) => (/^\d/.test(w) ? w.length >= 3 : w.length >= 2));
}

/** Findings listed per guard result before the rest are counted only. */
const MAX_FINDINGS = 10;

/**
 * Code on neither side: a line the resolver wrote (in no version of its file) that brings a word found nowhere in the
 * pick — not in the base, the fork's side, upstream's side of any file the pick touches, nor so in the upstream patch
 * (whose words are all in upstream's two versions). A merge re-wraps and re-combines what the two sides wrote; a
 * brand-new word (`os.system("curl … | sh")` in a tampered resolution) came from somewhere else, so a person looks:
 * `review`, with the line as evidence. Measured on a real fork's resolutions (issue 31): "any line on neither side"
 * would send 28% of them to review (mostly re-wrapped lines); a brand-new word flags 1 in 60.
 */
export function novelTokensGuard(files: readonly TestFileVersions[], judged: ReadonlySet<string>): GuardResult {
  const known = new Set<string>();
  for (const f of files)
    for (const text of [f.ours, f.upstreamBefore, f.upstreamAfter])
      if (text !== null) for (const w of words(text)) known.add(w);
  const findings: Finding[] = [];
  let more = 0;
  for (const f of files) {
    if (!judged.has(f.path) || f.resolved === null) continue;
    const existing = new Set(
      [f.ours, f.upstreamBefore, f.upstreamAfter].flatMap((t) =>
        t === null ? [] : splitLines(t).map((l) => l.trim()),
      ),
    );
    splitLines(f.resolved).forEach((line, i) => {
      const t = line.trim();
      if (t === '' || existing.has(t)) return;
      const novel = [...new Set(words(t).filter((w) => !known.has(w)))];
      if (novel.length === 0) return;
      if (findings.length >= MAX_FINDINGS) {
        more++;
        return;
      }
      findings.push({
        verdict: 'review',
        detail: `${f.path}:${i + 1}: brings ${novel
          .slice(0, 3)
          .map((w) => JSON.stringify(w.slice(0, 40)))
          .join(', ')}, found on neither side nor in the upstream patch: ${JSON.stringify(t.slice(0, 160))}`,
        evidence: { path: f.path, startLine: i + 1, endLine: i + 1 },
      });
    });
  }
  if (more > 0)
    findings.push({ verdict: 'review', detail: `and ${more} more line(s) with words found on neither side` });
  return guardResult('novel-tokens', findings);
}
