import type { CommitRecord } from '../commit.js';
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

export function rankSuspects(commits: readonly CommitRecord[], failingPaths: readonly string[], max = 5): Suspect[] {
  const suspects = commits.map((c, order) => {
    const best: { path: string; s: number }[] = [];
    for (const cp of (c.paths ?? []).map((p) => p.path)) {
      const s = Math.max(0, ...failingPaths.map((tp) => overlap(tp, cp)));
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
