import type { GuardResult, GuardVerdict } from '../../schemas/apply-result.js';
import { combinedVerdict, DEFAULT_DIFF_BOUND, evaluateGuards, type DiffBound, type GuardInput } from './guards.js';
import { followRenames } from './renames.js';
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
 * The guards on a pick's full input (what apply, publish and audit-guards build: every path of the pick, renames,
 * sizes) with the conflicted files' resolutions replaced by `files` (a mutation, or the real one): the verdict apply
 * would give that resolution of that pick.
 */
export function judgeWithInput(
  input: GuardInput,
  files: readonly ReplayedFile[],
): { verdict: GuardVerdict; guards: GuardResult[] } {
  const replaced = new Map(files.map((f) => [f.path, f]));
  const perFile: Record<string, number> = { ...(input.resolutionFileLines ?? {}) };
  const present = new Set(input.files.map((f) => f.path));
  const inputFiles = input.files.map((f) => {
    const r = replaced.get(f.path);
    if (!r) return f;
    perFile[f.path] = changedLines(f.ours, r.resolved);
    return { ...f, resolved: r.resolved };
  });
  for (const r of files) if (!present.has(r.path)) perFile[r.path] = changedLines(r.ours, r.resolved);
  const guards = evaluateGuards({
    ...input,
    files: inputFiles,
    resolutionFileLines: perFile,
    resolutionLines: Object.values(perFile).reduce((n, v) => n + v, 0),
    untouchedPaths: files.filter((f) => f.untouched).map((f) => f.path),
  });
  return { verdict: combinedVerdict(guards), guards };
}

/** The conflicted files of a pick's input, renames followed, as the audit mutates them. */
export function conflictedOf(input: GuardInput): ReplayedFile[] {
  const byPath = new Map(followRenames(input.files, input.renames ?? []).map((f) => [f.path, f]));
  return input.conflictedPaths.map((path) => {
    const f = byPath.get(path);
    return {
      path,
      base: f?.upstreamBefore ?? null,
      ours: f?.ours ?? null,
      theirs: f?.upstreamAfter ?? null,
      resolved: f?.resolved ?? null,
    };
  });
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
