import type { ApplyResult, ApplyStatus, CommitResult } from '../../schemas/apply-result.js';

export type Counts = ApplyResult['counts'];

export function countCommits(commits: readonly CommitResult[]): Counts {
  const n = (s: CommitResult['status']) => commits.filter((c) => c.status === s).length;
  return {
    total: commits.length,
    landed: n('clean') + n('resolved'),
    clean: n('clean'),
    resolved: n('resolved'),
    deferred: n('deferred'),
    alreadyApplied: n('already-applied'),
    empty: n('empty'),
    rejected: n('rejected'),
    conflict: n('conflict'),
  };
}

/**
 * The overall verdict, most severe first: a rejected resolution, verification or push; a conflict that stopped the
 * run (or a defer run where nothing could land); some commits left out; resolutions; clean picks; nothing to do.
 */
export function overallStatus(
  commits: readonly CommitResult[],
  extra: { pushRejected?: boolean; verifyFailed?: boolean } = {},
): ApplyStatus {
  const c = countCommits(commits);
  if (extra.pushRejected || extra.verifyFailed || c.rejected > 0) return 'rejected';
  if (c.conflict > 0) return 'conflict';
  if (c.deferred > 0) return c.landed > 0 ? 'partial' : 'conflict';
  if (c.resolved > 0) return 'resolved';
  if (c.landed > 0) return 'applied';
  return 'already-applied';
}

const SUCCESS: ReadonlySet<ApplyStatus> = new Set(['applied', 'partial', 'resolved', 'already-applied']);

/** Exit 0 for applied, partial, resolved and already-applied; 1 for conflict and rejected. */
export function isSuccessStatus(status: ApplyStatus): boolean {
  return SUCCESS.has(status);
}
