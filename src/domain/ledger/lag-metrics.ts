import type { ClassifiedCommit } from './classify.js';
import { VIA_ORDER, type Via } from './rules.js';

export interface CommitPin {
  sha: string;
  committedAt: string;
}

export interface LagMetrics {
  missingByAncestry: number;
  ingested: number;
  ingestedByTrailer: number;
  ingestedByPatchId: number;
  declared: number;
  backlog: number;
  holes: number;
  ingestedOutOfOrder: number;
  daysBehind: number;
  daysBehindTip: number;
  frontierDaysBehind: number;
  via: Record<Via, number>;
  oldestPending: CommitPin | null;
  contiguous: CommitPin | null;
  frontier: CommitPin | null;
}

const DAY_MS = 86_400_000;

function pin(c: { sha: string; committedAt: string } | undefined): CommitPin | null {
  return c ? { sha: c.sha, committedAt: c.committedAt } : null;
}

export function daysBetween(fromIso: string, now: Date): number {
  const days = (now.getTime() - Date.parse(fromIso)) / DAY_MS;
  return Math.max(0, Math.round(days * 100) / 100);
}

/**
 * The two-pin model. `contiguous`: the newest commit such that it and everything before it is reached (the
 * merge-base when the oldest missing commit is not). `frontier`: the newest reached commit (the merge-base when none
 * is). Holes are unreached commits older than the frontier.
 */
export function computeLag(
  commits: readonly ClassifiedCommit[],
  mergeBase: CommitPin,
  now: Date,
  /** The upstream tip's commit time: `daysBehindTip` counts up to it rather than to now. */
  upstreamTipAt?: string,
): LagMetrics {
  const firstUnreached = commits.findIndex((c) => !c.reached);
  let lastReached = -1;
  for (let i = commits.length - 1; i >= 0; i--) {
    if (commits[i]!.reached) {
      lastReached = i;
      break;
    }
  }
  const contiguousIndex = firstUnreached < 0 ? commits.length - 1 : firstUnreached - 1;
  const pending = commits.filter((c) => !c.reached);
  const ingested = commits.filter((c) => c.status === 'ingested');
  const oldest = pending[0];
  const afterFrontier = commits[lastReached + 1];
  return {
    missingByAncestry: commits.length,
    ingested: ingested.length,
    ingestedByTrailer: ingested.filter((c) => c.via.includes('trailer')).length,
    ingestedByPatchId: ingested.filter((c) => c.via.includes('patch-id')).length,
    declared: commits.filter((c) => c.status === 'declared').length,
    backlog: pending.length,
    holes: lastReached < 0 ? 0 : pending.filter((c) => c.index < lastReached).length,
    ingestedOutOfOrder: ingested.length,
    daysBehind: oldest ? daysBetween(oldest.committedAt, now) : 0,
    daysBehindTip: oldest ? daysBetween(oldest.committedAt, new Date(upstreamTipAt ?? now.toISOString())) : 0,
    via: Object.fromEntries(VIA_ORDER.map((v) => [v, commits.filter((c) => c.via.includes(v)).length])) as Record<
      Via,
      number
    >,
    frontierDaysBehind: afterFrontier ? daysBetween(afterFrontier.committedAt, now) : 0,
    oldestPending: pin(oldest),
    contiguous: contiguousIndex >= 0 ? pin(commits[contiguousIndex]) : pin(mergeBase),
    frontier: lastReached >= 0 ? pin(commits[lastReached]) : pin(mergeBase),
  };
}
