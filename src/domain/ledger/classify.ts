import { subjectOf, type CommitRecord } from '../commit.js';
import type { Disposition } from '../../schemas/ledger.js';
import type { ForkAnalysis } from './fork-history.js';
import type { ResolvedLedger } from './ledger-entries.js';

export type CommitStatus = 'ingested' | 'pending' | 'declared';

export interface ClassifiedCommit {
  sha: string;
  /** Position in upstream topological order among the commits missing by ancestry (0 = oldest). */
  index: number;
  subject: string;
  committedAt: string;
  status: CommitStatus;
  /** Ingested or declared wont-port/skip: no longer in the backlog. */
  reached: boolean;
  via: Array<'trailer' | 'patch-id'>;
  forkCommits: string[];
  ledger?: { disposition: Disposition; reason: string; blockedBy?: string };
  /** Fork picks of this commit that were later reverted in the fork. */
  revertedPicks?: string[];
}

/**
 * Classifies every upstream commit missing by ancestry. Ingested wins over a ledger declaration (the commit is in
 * the fork whatever the ledger says); `defer` keeps a commit in the backlog.
 */
export function classifyUpstream(
  upstream: readonly CommitRecord[],
  analysis: ForkAnalysis,
  patchMatches: ReadonlyMap<string, string[]>,
  ledger: ResolvedLedger,
): ClassifiedCommit[] {
  return upstream
    .filter((c) => c.parents.length <= 1)
    .map((c, index) => {
      const byTrailer = analysis.picksByUpstream.get(c.sha) ?? [];
      const byPatch = (patchMatches.get(c.sha) ?? []).filter((f) => !analysis.revertedBy.has(f));
      const via: ClassifiedCommit['via'] = [];
      if (byTrailer.length) via.push('trailer');
      if (byPatch.length) via.push('patch-id');
      const entry = ledger.bySha.get(c.sha);
      const base = { sha: c.sha, index, subject: subjectOf(c.message), committedAt: c.committedAt };
      const dead = analysis.revertedPicksByUpstream.get(c.sha);
      const extras = {
        ...(entry
          ? {
              ledger: {
                disposition: entry.disposition,
                reason: entry.reason,
                ...(entry.blockedBy ? { blockedBy: entry.blockedBy } : {}),
              },
            }
          : {}),
        ...(dead?.length ? { revertedPicks: dead } : {}),
      };
      if (via.length) {
        return {
          ...base,
          status: 'ingested',
          reached: true,
          via,
          forkCommits: [...new Set([...byTrailer, ...byPatch])],
          ...extras,
        };
      }
      if (entry) {
        return { ...base, status: 'declared', reached: entry.disposition !== 'defer', via, forkCommits: [], ...extras };
      }
      return { ...base, status: 'pending', reached: false, via, forkCommits: [], ...extras };
    });
}
