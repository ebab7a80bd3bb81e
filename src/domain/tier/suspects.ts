import type { CommitRecord } from '../commit.js';
import type { CommitHunks } from '../plan/hunks.js';
import { subjectOf } from '../commit.js';
import { matchesGlob } from '../../shared/glob.js';

/**
 * Suspects for a failure cluster: the commits that landed between the last green run and the failing one (upstream
 * picks and bundles among them), ranked by how closely their paths overlap the failing tests' paths. Owners come from
 * CODEOWNERS (the fork's own file) for the failing tests and the suspects' paths, and from the suspects' fork-side
 * authors (who landed them).
 */

export interface Suspect {
  sha: string;
  subject: string;
  kind: 'bundle' | 'upstream-pick' | 'fork';
  author: string;
  score: number;
  /** The commit's paths that overlap the tests' paths most (capped). */
  paths: string[];
}

const PICK =
  /^(?:Reactor (?:Cherry-pick|Backport) Revision|Original Commit|Upstream-Commit):|\(cherry picked from commit [0-9a-f]{7,40}\)/im;
const BUNDLE = /\[BUNDLE\]|^Picked \(\d+\)/im;

/** Paths a test ID or file names: `python/test/unit/test_core.py::t` → python/test/unit/test_core.py; `a.b.test_x::t` → a/b/test_x. */
export function testPaths(id: string, file?: string): string[] {
  const out = new Set<string>();
  if (file) out.add(file.replace(/^\.\//, ''));
  const head = id.split('::')[0]!.trim();
  if (head.includes('/')) out.add(head);
  else if (/^[\w]+(\.[\w]+)+$/.test(head)) out.add(head.replace(/\./g, '/'));
  // lit: `Suite::dir/file.mlir`
  const litPath = /^[^:]+::(\S+\/\S+)$/.exec(id)?.[1];
  if (litPath) out.add(litPath);
  return [...out];
}

/** Shared leading directories plus a bonus when the file stems match (`test_core.py` ↔ `core.py`). */
export function overlap(testPath: string, commitPath: string): number {
  const a = testPath.split('/');
  const b = commitPath.split('/');
  let common = 0;
  while (common < a.length - 1 && common < b.length - 1 && a[common] === b[common]) common++;
  const stem = (p: string) => (p.split('/').at(-1) ?? '').replace(/\.[^.]+$/, '').replace(/^test_|_test$|\.test$/, '');
  const sameStem = stem(testPath) !== '' && stem(testPath) === stem(commitPath) ? 2 : 0;
  const exact =
    testPath === commitPath || testPath.replace(/\.[^./]+$/, '') === commitPath.replace(/\.[^./]+$/, '') ? 3 : 0;
  return common + sameStem + exact;
}

/** A stack frame of a failing test: a file and a line (the path as the runner printed it, often absolute). */
export interface StackFrame {
  path: string;
  line: number;
}

const FRAME_PATTERNS = [
  /File "([^"\n]+)", line (\d+)/g, // Python tracebacks
  /\(?((?:[A-Za-z]:)?[^\s():'"]+\.[A-Za-z0-9]+):(\d+)(?::\d+)?\)?/g, // path:line[:col] (C++, MLIR/lit, JS stacks)
];

/** The frames a failure message or stack names, in order, without duplicates (at most `max`). */
export function stackFrames(text: string, max = 50): StackFrame[] {
  const seen = new Set<string>();
  const found: { at: number; frame: StackFrame }[] = [];
  for (const pattern of FRAME_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const path = m[1]!.replace(/^\.\//, '');
      const line = Number(m[2]);
      const key = `${path}:${line}`;
      if (!line || seen.has(key) || /^https?:/.test(path) || path.includes('node_modules/')) continue;
      seen.add(key);
      found.push({ at: m.index ?? 0, frame: { path, line } });
    }
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, max)
    .map((f) => f.frame);
}

/** A frame's path names a repository path when one ends with the other at a path boundary (frames are often absolute). */
export function frameMatches(framePath: string, repoPath: string): boolean {
  if (framePath === repoPath) return true;
  return framePath.endsWith(`/${repoPath}`) || repoPath.endsWith(`/${framePath}`);
}

/** New-side line ranges a commit changed, per path (from its zero-context hunks). */
export type ChangedLines = ReadonlyMap<string, readonly { start: number; count: number }[]>;

/**
 * The new-side line ranges of a commit's zero-context hunks. Hunks keep the old side (`[oldStart, oldLines,
 * newLines]`); the new start is the old start shifted by what the earlier hunks of the file added or removed (a pure
 * insertion, `oldLines` 0, starts after its old line).
 */
export function changedLinesOf(commit: CommitHunks): ChangedLines {
  const out = new Map<string, { start: number; count: number }[]>();
  for (const file of commit.files) {
    let shift = 0;
    const ranges: { start: number; count: number }[] = [];
    for (const [oldStart, oldLines, newLines] of file.hunks) {
      const start = oldStart + shift + (oldLines === 0 ? 1 : 0);
      if (newLines > 0) ranges.push({ start, count: newLines });
      shift += newLines - oldLines;
    }
    out.set(file.path, ranges);
  }
  return out;
}

export interface RankOptions {
  max?: number;
  /** Frames of the failing tests' stacks: a suspect that changed a frame's file scores, one that changed its line more. */
  frames?: readonly StackFrame[];
  /** Changed lines per suspect SHA (only commits that touch a frame's file need them). */
  changedLines?: ReadonlyMap<string, ChangedLines>;
}

/** Points for a commit whose change covers a frame's line, and for one that only changed the frame's file. */
const FRAME_LINE_POINTS = 10;
const FRAME_FILE_POINTS = 5;

export function rankSuspects(
  commits: readonly CommitRecord[],
  failingPaths: readonly string[],
  options: RankOptions | number = {},
): Suspect[] {
  const { max = 5, frames = [], changedLines } = typeof options === 'number' ? { max: options } : options;
  const suspects = commits.map((c, order) => {
    const best: { path: string; s: number }[] = [];
    for (const cp of (c.paths ?? []).map((p) => p.path)) {
      let s = Math.max(0, ...failingPaths.map((tp) => overlap(tp, cp)));
      const lines = changedLines?.get(c.sha)?.get(cp);
      for (const f of frames) {
        if (!frameMatches(f.path, cp)) continue;
        const hit = lines?.some((r) => f.line >= r.start && f.line < r.start + Math.max(r.count, 1));
        s += hit ? FRAME_LINE_POINTS : FRAME_FILE_POINTS;
      }
      if (s > 0) best.push({ path: cp, s });
    }
    best.sort((x, y) => y.s - x.s);
    const score = best.slice(0, 3).reduce((sum, b) => sum + b.s, 0);
    const kind: Suspect['kind'] = BUNDLE.test(c.message) ? 'bundle' : PICK.test(c.message) ? 'upstream-pick' : 'fork';
    return {
      suspect: {
        sha: c.sha,
        subject: subjectOf(c.message),
        kind,
        author: c.authorName,
        score,
        paths: best.slice(0, 3).map((b) => b.path),
      },
      order,
    };
  });
  // Highest overlap first; among equals the newest (git log order) first.
  return suspects
    .sort((a, b) => b.suspect.score - a.suspect.score || a.order - b.order)
    .slice(0, max)
    .map((s) => s.suspect);
}

/**
 * Who should look at a failure: the CODEOWNERS owners of the leading suspects' changed paths (all of them, not only
 * the paths that overlapped), then of the failing tests' paths. A rule that matches everything (`*`, `**`, `/`) only
 * counts when no narrower rule matched any of those paths: the default line is a last resort, not an owner.
 */
export function routeOwners(
  suspects: readonly Suspect[],
  commits: readonly CommitRecord[],
  testPathsOfFailure: readonly string[],
  rules: readonly CodeOwnersRule[],
): string[] {
  const scored = suspects.filter((s) => s.score > 0);
  const leading = (scored.length ? scored.slice(0, 2) : suspects.slice(0, 1)).map((s) => s.sha);
  const paths = [
    ...commits.filter((c) => leading.includes(c.sha)).flatMap((c) => (c.paths ?? []).map((p) => p.path)),
    ...testPathsOfFailure,
  ];
  const specific = new Set<string>();
  const fallback = new Set<string>();
  for (const p of paths) {
    const rule = lastRule(p, rules);
    if (!rule) continue;
    for (const o of rule.owners) (isCatchAll(rule.pattern) ? fallback : specific).add(o);
  }
  return [...(specific.size ? specific : fallback)].sort();
}

function isCatchAll(pattern: string): boolean {
  return /^\/?\*{1,2}\/?$/.test(pattern) || pattern === '/';
}

function lastRule(path: string, rules: readonly CodeOwnersRule[]): CodeOwnersRule | undefined {
  let found: CodeOwnersRule | undefined;
  for (const r of rules) if (codeOwnersMatch(path, r.pattern)) found = r;
  return found;
}

export interface CodeOwnersRule {
  pattern: string;
  owners: string[];
}

export function parseCodeOwners(text: string): CodeOwnersRule[] {
  const rules: CodeOwnersRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s#.*$/, '').trim();
    if (!line || line.startsWith('#')) continue;
    const [pattern, ...owners] = line.split(/\s+/);
    if (pattern && owners.length)
      rules.push({ pattern, owners: owners.filter((o) => /^@?[\w.-]+(\/[\w.-]+)?$|^[^@\s]+@[^@\s]+$/.test(o)) });
  }
  return rules;
}

/** The owners of a path: the last matching rule wins (GitHub's rule). */
export function ownersOf(path: string, rules: readonly CodeOwnersRule[]): string[] {
  let owners: string[] = [];
  for (const r of rules) if (codeOwnersMatch(path, r.pattern)) owners = r.owners;
  return owners;
}

function codeOwnersMatch(path: string, pattern: string): boolean {
  const anchored = pattern.startsWith('/');
  const inner = pattern.replace(/^\//, '').replace(/\/$/, '');
  if (!inner) return false;
  // A pattern without an inner slash matches at any depth (`*.py`, `lib/`); with one, from the root.
  const base = !anchored && !inner.includes('/') ? `**/${inner}` : inner;
  const under = pattern.endsWith('/') || !/[*?[]/.test(inner);
  return (
    (!pattern.endsWith('/') && matchesGlob(path, base, { anchored: true })) ||
    (under && matchesGlob(path, `${base}/**`, { anchored: true }))
  );
}
