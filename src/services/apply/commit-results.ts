import type { BranchCommit } from '../../adapters/git/read/branch-commits.js';
import { hasConflictResolution, parseConflictResolution } from '../../domain/apply/conflict-resolution.js';
import { dependentsOf } from '../../domain/apply/dependencies.js';
import type { CommitResult } from '../../schemas/apply-result.js';
import type { ApplyRun } from './apply-run.js';
import { short } from '../../shared/short-sha.js';

export function emptyResult(sha: string, subject: string, predicted: CommitResult['predicted']): CommitResult {
  return {
    sha,
    subject,
    status: 'not-attempted',
    forkSha: null,
    conflictPaths: [],
    predicted,
    reasons: [],
    reused: false,
    resolution: null,
    guards: [],
    verdict: null,
  };
}

/** Split on failure picks these commits again, so what an earlier attempt recorded must not leak into the next. */
export function resetResult(run: ApplyRun, sha: string): void {
  const old = run.results.get(sha)!;
  run.results.set(sha, { ...emptyResult(sha, old.subject, old.predicted), conflictPaths: [] });
}

export function markLanded(run: ApplyRun, sha: string, forkSha: string): void {
  const r = run.results.get(sha)!;
  r.status = 'clean';
  r.forkSha = forkSha;
}

/** A reused commit keeps what its message says about an earlier resolution: the re-run does not ask again. */
export function markReused(run: ApplyRun, sha: string, commit: BranchCommit): void {
  const r = run.results.get(sha)!;
  r.forkSha = commit.sha;
  r.reused = true;
  if (hasConflictResolution(commit.message)) {
    const res = parseConflictResolution(commit.message)!;
    r.status = 'resolved';
    r.resolution = { via: res.via, reason: res.reason, files: [...res.files] };
    // The guards are not run again on a reused commit: its recorded verdict keeps the PR flagged for review.
    r.verdict = res.verdict ?? 'accept';
    r.conflictPaths = r.conflictPaths.length ? r.conflictPaths : [...res.files];
  } else r.status = 'clean';
}

export function defer(run: ApplyRun, sha: string, reason: string): void {
  const r = run.results.get(sha)!;
  r.status = 'deferred';
  r.forkSha = null;
  r.reasons.push(reason);
  deferDependents(run, sha, `depends on ${short(sha)}, which was deferred`);
}

/** Commits that build on one left out cannot land without it; those already settled keep their outcome. */
export function deferDependents(run: ApplyRun, sha: string, reason: string): void {
  for (const dep of dependentsOf(sha, run.order, run.deps)) {
    const r = run.results.get(dep)!;
    if (r.status !== 'not-attempted') continue;
    r.status = 'deferred';
    r.reasons.push(reason);
  }
}

/** The commits on the branch, in bundle order. */
export function landed(run: ApplyRun): string[] {
  return run.order.filter((s) => {
    const st = run.results.get(s)!.status;
    return st === 'clean' || st === 'resolved';
  });
}
