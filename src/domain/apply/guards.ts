import type { GuardResult } from '../../schemas/apply-result.js';
import { conflictMarkerLines, countConflictMarkers } from './markers.js';
import { pathMatcher } from '../glob.js';
import { checkTestFile, type TestFileVersions } from './test-files.js';

/** How much larger than the upstream patch a resolution's diff may be: `factor × upstream lines + slack`. */
export interface DiffBound {
  factor: number;
  slack: number;
}

export const DEFAULT_DIFF_BOUND: DiffBound = { factor: 1.5, slack: 10 };

/** Everything the guards look at, gathered by the service from the repository after the agent ran. */
export interface GuardInput {
  conflictedPaths: readonly string[];
  allowedGlobs: readonly string[];
  /** Paths whose content the agent changed (compared with the conflicted state it was given). */
  agentChangedPaths: readonly string[];
  /** Every path the resolved pick changes relative to the fork side (HEAD). */
  resolutionPaths: readonly string[];
  /** Paths the upstream commit changes. */
  upstreamPaths: readonly string[];
  /** Text versions of every path in resolutionPaths ∪ agentChangedPaths (binary files left out). */
  files: readonly TestFileVersions[];
  /** Added + deleted lines of the resolution (HEAD → resolved) and of the upstream patch. */
  resolutionLines: number;
  upstreamLines: number;
  bound: DiffBound;
  /** The verify command's outcome, when one is configured. */
  verify?: { ok: boolean; summary: string };
}

function guard(name: GuardResult['name'], details: string[]): GuardResult {
  return { name, ok: details.length === 0, details };
}

/** No conflict markers anywhere the resolution touched, beyond those the fork or the upstream commit already had. */
export function markersGuard(input: GuardInput): GuardResult {
  const details: string[] = [];
  for (const f of input.files) {
    if (f.resolved === null) continue;
    const now = countConflictMarkers(f.resolved);
    if (now === 0) continue;
    const had = f.ours === null ? 0 : countConflictMarkers(f.ours);
    const upstreamAdds = Math.max(
      0,
      (f.upstreamAfter === null ? 0 : countConflictMarkers(f.upstreamAfter)) -
        (f.upstreamBefore === null ? 0 : countConflictMarkers(f.upstreamBefore)),
    );
    if (now > had + upstreamAdds) {
      details.push(`${f.path}: conflict markers left at line ${conflictMarkerLines(f.resolved, 3).join(', ')}`);
    }
  }
  return guard('conflict-markers', details);
}

/** The agent changed only the conflicted paths and the configured allowed globs. */
export function scopeGuard(input: GuardInput): GuardResult {
  const conflicted = new Set(input.conflictedPaths);
  const allowed = pathMatcher(input.allowedGlobs);
  const outside = input.agentChangedPaths.filter((p) => !conflicted.has(p) && !allowed(p));
  return guard(
    'scope',
    outside.map((p) => `${p}: changed by the agent but neither conflicted nor allowed by --allow-path`),
  );
}

/** Workflows run with the repository's secrets: nothing under .github/ may change unless upstream changed it. */
export function githubDirGuard(input: GuardInput): GuardResult {
  const upstream = new Set(input.upstreamPaths);
  const touched = [...new Set([...input.resolutionPaths, ...input.agentChangedPaths])];
  const bad = touched.filter((p) => (p === '.github' || p.startsWith('.github/')) && !upstream.has(p));
  return guard(
    'github-dir',
    bad.map((p) => `${p}: under .github/ and not changed by the upstream commit`),
  );
}

export function testsGuard(input: GuardInput): GuardResult {
  return guard(
    'tests',
    input.files.flatMap((f) => checkTestFile(f).map((x) => x.message)),
  );
}

export function diffBoundGuard(input: GuardInput): GuardResult {
  const limit = Math.floor(input.bound.factor * input.upstreamLines + input.bound.slack);
  return guard(
    'diff-bound',
    input.resolutionLines > limit
      ? [
          `the resolution changes ${input.resolutionLines} lines; the upstream patch changes ${input.upstreamLines} ` +
            `(limit ${input.bound.factor} × ${input.upstreamLines} + ${input.bound.slack} = ${limit})`,
        ]
      : [],
  );
}

export function verifyGuard(input: GuardInput): GuardResult | undefined {
  if (!input.verify) return undefined;
  return guard('verify', input.verify.ok ? [] : [`the verify command failed: ${input.verify.summary}`]);
}

/** The deterministic checks, all of which must pass before a resolution is committed. Order is stable. */
export function evaluateGuards(input: GuardInput): GuardResult[] {
  const results = [
    markersGuard(input),
    scopeGuard(input),
    githubDirGuard(input),
    testsGuard(input),
    diffBoundGuard(input),
  ];
  const verify = verifyGuard(input);
  return verify ? [...results, verify] : results;
}

export function failedReasons(results: readonly GuardResult[]): string[] {
  return results.filter((r) => !r.ok).flatMap((r) => r.details.map((d) => `${r.name}: ${d}`));
}
