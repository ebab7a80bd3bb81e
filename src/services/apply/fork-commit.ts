import type { ResolvedCommit } from '../../adapters/git/write/commit-write.js';
import { forkCommitMessage, needsNeutralizing, type ForkMessageOptions } from '../../domain/apply/fork-message.js';
import type { ApplyRun } from './apply-run.js';

export function messageOptions(run: ApplyRun): ForkMessageOptions {
  return run.settings.upstreamRepo ? { upstreamRepo: run.settings.upstreamRepo } : {};
}

/**
 * Whether the commits one sequencer run landed are re-created with the fork message: always with trailer
 * provenance, and with `-x` when any of their messages would act on the fork (a closing keyword, `#12`, a mention).
 * The per-commit path and the fast path decide it the same way, over the same run of picks, so they land the same
 * commits.
 */
export function rewritesMessages(run: ApplyRun, upstreamShas: readonly string[]): boolean {
  if (upstreamShas.length === 0) return false;
  if (run.settings.provenance.kind === 'trailer') return true;
  return upstreamShas.some((sha) => needsNeutralizing(run.records.get(sha)!.message, messageOptions(run)));
}

/** The fork commit of a re-created pick: the fork message, the upstream author, the run's committer stamp. */
export function rewrittenCommit(run: ApplyRun, upstreamSha: string): ResolvedCommit {
  const record = run.records.get(upstreamSha)!;
  return {
    message: forkCommitMessage(record.message, run.settings.provenance, upstreamSha, messageOptions(run)),
    author: { name: record.authorName, email: record.authorEmail, date: record.authorDate },
    stamp: run.stamp,
  };
}
