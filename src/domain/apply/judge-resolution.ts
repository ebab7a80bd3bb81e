import type { GuardResult, GuardVerdict } from '../../schemas/apply-result.js';
import { combinedVerdict, DEFAULT_DIFF_BOUND, evaluateGuards, type DiffBound, type GuardInput } from './guards.js';
import { internLines, matchLines } from './line-diff.js';
import { mergeView, splitLines } from './merge-hunks.js';

/** One conflicted file of a past resolution (a pick or a merge), as the audit and the corpus bench replay it. */
export interface ReplayedFile {
  path: string;
  base: string | null;
  ours: string | null;
  theirs: string | null;
  resolved: string | null;
  untouched?: boolean;
}

/** Added + deleted lines between two texts. */
export function changedLines(a: string | null, b: string | null): number {
  const [x, y] = internLines([splitLines(a ?? ''), splitLines(b ?? '')]) as [number[], number[]];
  const kept = matchLines(x, y).reduce((n, v) => n + (v >= 0 ? 1 : 0), 0);
  return x.length - kept + (y.length - kept);
}

/**
 * The guards' judgement of a resolution given only its files: what apply-bundle would decide if an agent had
 * produced it (no scope or .github/ question arises: the resolution touches exactly the conflicted files).
 */
export function judgeResolution(
  files: readonly ReplayedFile[],
  bound: DiffBound = DEFAULT_DIFF_BOUND,
  /** What apply also tells the guards: the ladder rung that wrote it, the resolver's account (audit-resolvers). */
  by: Pick<GuardInput, 'resolver' | 'agentReason'> = {},
): { verdict: GuardVerdict; guards: GuardResult[] } {
  const paths = files.map((f) => f.path);
  const perFile = Object.fromEntries(files.map((f) => [f.path, changedLines(f.ours, f.resolved)]));
  const guards = evaluateGuards({
    conflictedPaths: paths,
    allowedGlobs: [],
    agentChangedPaths: files.filter((f) => !f.untouched).map((f) => f.path),
    resolutionPaths: paths,
    upstreamPaths: paths,
    files: files.map((f) => ({
      path: f.path,
      ours: f.ours,
      resolved: f.resolved,
      upstreamBefore: f.base,
      upstreamAfter: f.theirs,
    })),
    resolutionLines: Object.values(perFile).reduce((n, v) => n + v, 0),
    upstreamLines: files.reduce((n, f) => n + changedLines(f.base, f.theirs), 0),
    bound,
    untouchedPaths: files.filter((f) => f.untouched).map((f) => f.path),
    resolutionFileLines: perFile,
    ...by,
  });
  return { verdict: combinedVerdict(guards), guards };
}

/**
 * Whether replaying a pick conflicts on one file (base: the upstream commit's parent, ours: the fork before the
 * pick, theirs: the upstream commit): both sides changed it and not the same way, or one deleted what the other
 * changed. Judged by the guards' own three-way view, so it needs no work tree and no particular git version.
 */
export function conflictsOnReplay(base: string | null, ours: string | null, theirs: string | null): boolean {
  if (ours === theirs) return false;
  if (base === null) return ours !== null && theirs !== null;
  if (ours === null) return theirs !== base;
  if (theirs === null) return ours !== base;
  if (ours === base || theirs === base) return false;
  return mergeView(base, ours, theirs, null).hunks.some((h) => h.kind === 'conflict');
}
