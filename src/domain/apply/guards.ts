import type { GuardResult, GuardVerdict, ResolverRung } from '../../schemas/apply-result.js';
import { pathMatcher } from '../../shared/glob.js';
import { evidence, guardResult, type ConflictedFile, type Finding } from './conflicted-file.js';
import { duplicatedBlockGuard } from './guard-duplicated-block.js';
import { hunkIntentGuard } from './guard-hunk-intent.js';
import { novelTokensGuard } from './guard-novel-tokens.js';
import { syntaxGuard, type PythonParses } from './guard-syntax.js';
import { followRenames, renamesGuard, type RenamePair } from './renames.js';
import { oneSidedGuard } from './guard-one-sided.js';
import { unresolvedGuard } from './guard-unresolved.js';
import { conflictMarkerLines, countConflictMarkers } from './markers.js';
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
  /** Conflicted paths the resolver left exactly as git left them (none for a rerere resolution). */
  untouchedPaths?: readonly string[];
  /** The resolver's one-line account, shown with a one-sided finding. */
  agentReason?: string;
  /** Added + deleted lines per path of the resolution (HEAD → resolved), for the diff bound. */
  resolutionFileLines?: Readonly<Record<string, number>>;
  /** The rung of the resolver ladder that wrote the resolution (a deleted path may come back only by fork-decision). */
  resolver?: ResolverRung;
  /** Rename pairs git reports for the upstream commit and for the fork side: every guard follows them. */
  renames?: readonly RenamePair[];
  /** Python's own parse of the Python texts (the service runs python3 when on PATH); absent: tokenized. */
  pythonParses?: PythonParses;
}

/** Every guard's failures `reject`, except where a guard says otherwise: the old meaning, now with a verdict. */
function guard(name: GuardResult['name'], details: string[], paths: string[] = []): GuardResult {
  return guardResult(
    name,
    details.map((detail, i) => ({
      verdict: 'reject',
      detail,
      ...(paths[i] !== undefined ? { evidence: evidence(paths[i]) } : {}),
    })),
  );
}

/** The conflicted paths in their four versions, as the content guards see them. */
export function conflictedFiles(input: GuardInput): ConflictedFile[] {
  const byPath = new Map(followRenames(input.files, input.renames ?? []).map((f) => [f.path, f]));
  const untouched = new Set(input.untouchedPaths ?? []);
  return input.conflictedPaths.map((path) => {
    const f = byPath.get(path);
    return {
      path,
      base: f?.upstreamBefore ?? null,
      ours: f?.ours ?? null,
      theirs: f?.upstreamAfter ?? null,
      resolved: f?.resolved ?? null,
      untouched: untouched.has(path),
    };
  });
}

/** No conflict markers anywhere the resolution touched, beyond those the fork or the upstream commit already had. */
export function markersGuard(input: GuardInput): GuardResult {
  const findings: Finding[] = [];
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
      const lines = conflictMarkerLines(f.resolved, 3);
      findings.push({
        verdict: 'reject',
        detail: `${f.path}: conflict markers left at line ${lines.join(', ')}`,
        evidence: { path: f.path, startLine: lines[0] ?? null, endLine: lines[lines.length - 1] ?? null },
      });
    }
  }
  return guardResult('conflict-markers', findings);
}

/** The agent changed only the conflicted paths and the configured allowed globs. */
export function scopeGuard(input: GuardInput): GuardResult {
  const conflicted = new Set(input.conflictedPaths);
  const allowed = pathMatcher(input.allowedGlobs);
  const outside = input.agentChangedPaths.filter((p) => !conflicted.has(p) && !allowed(p));
  return guard(
    'scope',
    outside.map((p) => `${p}: changed by the agent but neither conflicted nor allowed by --allow-path`),
    outside,
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
    bad,
  );
}

export function testsGuard(input: GuardInput): GuardResult {
  const found = input.files.flatMap((f) => checkTestFile(f));
  return guard(
    'tests',
    found.map((x) => x.message),
    found.map((x) => x.path),
  );
}

/**
 * A size bound only: past it `review`, past twice it `reject`. A conflicted file resolved to exactly one side is left out of the count: taking upstream's
 * whole file can change far more lines than the patch, and whether that is right is one-sided's `review`, not a
 * size question. Duplicated content is the duplicated-block guard's.
 */
export function diffBoundGuard(input: GuardInput): GuardResult {
  const limit = Math.floor(input.bound.factor * input.upstreamLines + input.bound.slack);
  const perFile = input.resolutionFileLines;
  const oneSided = perFile
    ? conflictedFiles(input).filter((f) => f.resolved !== null && (f.resolved === f.ours || f.resolved === f.theirs))
    : [];
  const lines = input.resolutionLines - oneSided.reduce((n, f) => n + (perFile?.[f.path] ?? 0), 0);
  const left = oneSided.length ? ` (not counting ${oneSided.length} file(s) equal to one side)` : '';
  if (lines <= limit) return guardResult('diff-bound', []);
  const gross = lines > REJECT_FACTOR * limit;
  return guardResult('diff-bound', [
    {
      verdict: gross ? 'reject' : 'review',
      detail:
        `the resolution changes ${lines} lines${left}; the upstream patch changes ${input.upstreamLines} ` +
        `(limit ${input.bound.factor} × ${input.upstreamLines} + ${input.bound.slack} = ${limit}` +
        `${gross ? `; over ${REJECT_FACTOR} × the limit` : ''})`,
    },
  ]);
}

/**
 * Past the bound a resolution needs a person; past this many times the bound it is undone. Measured on the corpus:
 * 6 of 309 real resolutions exceed the bound by less than 2× (adapting fork code to a renamed upstream API), and a
 * doubled hunk is the duplicated-block guard's to find by content.
 */
export const REJECT_FACTOR = 2;

export function verifyGuard(input: GuardInput): GuardResult | undefined {
  if (!input.verify) return undefined;
  return guard('verify', input.verify.ok ? [] : [`the verify command failed: ${input.verify.summary}`]);
}

/**
 * The deterministic checks. Order is stable. A resolution lands unattended only when every verdict is `accept`;
 * any `review` lands it only with a human approval; any `reject` undoes it.
 */
export function evaluateGuards(input: GuardInput): GuardResult[] {
  const files = conflictedFiles(input);
  const followed = followRenames(input.files, input.renames ?? []);
  // What the resolver wrote: the conflicted paths and whatever else it changed (git merged the rest itself).
  const judged = new Set([...input.conflictedPaths, ...input.agentChangedPaths]);
  const results = [
    markersGuard(input),
    unresolvedGuard(files, input.resolver),
    renamesGuard(input.files, input.renames ?? [], input.conflictedPaths),
    scopeGuard(input),
    githubDirGuard(input),
    testsGuard(input),
    duplicatedBlockGuard(files),
    oneSidedGuard(files, input.agentReason),
    hunkIntentGuard(files),
    diffBoundGuard(input),
    novelTokensGuard(followed, judged),
    syntaxGuard(followed, judged, input.pythonParses),
  ];
  const verify = verifyGuard(input);
  return verify ? [...results, verify] : results;
}

const RANK: Record<GuardVerdict, number> = { accept: 0, review: 1, reject: 2 };

/** A guard result written before verdicts existed reads as accept when it passed and reject when it failed. */
export function verdictOf(result: GuardResult): GuardVerdict {
  return result.verdict ?? (result.ok ? 'accept' : 'reject');
}

/** The worst verdict of all guards. */
export function combinedVerdict(results: readonly GuardResult[]): GuardVerdict {
  return results.reduce<GuardVerdict>((v, r) => (RANK[verdictOf(r)] > RANK[v] ? verdictOf(r) : v), 'accept');
}

/** Why the resolution was rejected: the details of the guards that reject it. */
export function failedReasons(results: readonly GuardResult[]): string[] {
  return results.filter((r) => verdictOf(r) === 'reject').flatMap((r) => r.details.map((d) => `${r.name}: ${d}`));
}

/** Why the resolution needs a person: the details of the guards that ask for review. */
export function reviewReasons(results: readonly GuardResult[]): string[] {
  return results.filter((r) => verdictOf(r) === 'review').flatMap((r) => r.details.map((d) => `${r.name}: ${d}`));
}
