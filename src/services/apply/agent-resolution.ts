import { commitResolution, recordRerere, stagePaths, unmergedPaths } from '../../adapters/git/pick/pick-session.js';
import { neutralizeCommitMessage } from '../../domain/apply/fork-message.js';
import { messageWithResolution, type ConflictResolution } from '../../domain/apply/conflict-resolution.js';
import {
  combinedVerdict,
  evaluateGuards,
  failedReasons,
  reviewReasons,
  verifyGuard,
} from '../../domain/apply/guards.js';
import { provenanceLine } from '../../domain/apply/provenance.js';
import type { GuardResult, GuardVerdict } from '../../schemas/apply-result.js';
import type { AgentProposal } from '../../schemas/apply-task.js';
import { resolveByAgent } from './agents/attempts.js';
import type { ApplyRun, ConflictStop } from './apply-run.js';
import { guardInput } from './resolution-guards.js';
import { forgetOrigin, replayedOrigin, saveOrigin } from './resolution-origin.js';
import { short } from '../../shared/short-sha.js';
import { runVerify } from './verify.js';
import { forgetRerere, resetHard } from '../../adapters/git/worktree/work-tree.js';

export interface ResolveOutcome {
  accepted: boolean;
  sha?: string;
  resolution?: ConflictResolution;
  guards: GuardResult[];
  reasons: string[];
  /** The guards' combined verdict (absent when the agent itself failed). */
  verdict?: GuardVerdict;
  /** Why a person must look (verdict review). */
  reviewReasons?: string[];
  /** The resolution needed review and --on-review defer left it out (not a rejection). */
  deferredForReview?: boolean;
}

/**
 * Conflict resolution: a recorded rerere resolution, else the agent; then the guards (and the verify command when
 * they pass). An accepted resolution is committed with the upstream author and the run's committer stamp.
 */
export async function resolve(
  run: ApplyRun,
  stop: ConflictStop,
  head: string,
  options: { proposals?: readonly AgentProposal[] } = {},
): Promise<ResolveOutcome> {
  const record = run.records.get(stop.sha)!;
  const byRerere = stop.rerereResolved.length > 0 && (await unmergedPaths(run.git)).length === 0;
  // A replay of the agent's own resolution (a re-run after a crash) keeps its origin: the same commit again.
  const replayed = byRerere ? await replayedOrigin(run, stop) : undefined;
  let reason = replayed?.reason ?? 'reused a resolution recorded earlier (git rerere)';
  let guards: GuardResult[];
  if (byRerere) guards = await judge(run, stop, [], { byRerere, reason });
  else {
    // The agent's attempts, each judged by the same guards; the best one is staged when it returns.
    const agent = await resolveByAgent(
      run,
      stop,
      record,
      head,
      (changed, why) => judge(run, stop, changed, { byRerere: false, reason: why }),
      options.proposals,
    );
    if (!agent.ok) return { accepted: false, guards: agent.guards, reasons: agent.reasons };
    reason = agent.reason;
    guards = agent.guards;
  }
  const resolution: ConflictResolution = {
    via: replayed?.via ?? (byRerere ? 'rerere' : 'agent'),
    files: stop.conflictedPaths,
    reason,
  };
  const verdict = combinedVerdict(guards);
  const review = reviewReasons(guards);
  if (verdict === 'review') resolution.verdict = 'review';
  if (verdict === 'reject') {
    // A rejected resolution must not be replayed by rerere on the next run.
    if (byRerere) {
      await forgetRerere(run.git, stop.conflictedPaths).catch(() => undefined);
      await forgetOrigin(run, stop).catch(() => undefined);
    }
    return { accepted: false, guards, reasons: failedReasons(guards), resolution, verdict };
  }
  if (verdict === 'review' && run.settings.onReview === 'defer') {
    run.logger.info(`${short(stop.sha)}: the resolution needs review; deferred (--on-review defer)`);
    return {
      accepted: false,
      guards,
      reasons: review,
      reviewReasons: review,
      resolution,
      verdict,
      deferredForReview: true,
    };
  }
  if (!byRerere)
    await saveOrigin(run, stop, resolution).catch((e: unknown) => run.logger.warning(`rerere origin: ${String(e)}`));
  if (!byRerere) await recordRerere(run.git).catch((e: unknown) => run.logger.warning(`rerere: ${String(e)}`));
  const sha = await commitResolution(run.git, {
    message: messageWithResolution(
      neutralizeCommitMessage(
        record.message,
        run.settings.upstreamRepo ? { upstreamRepo: run.settings.upstreamRepo } : {},
      ),
      resolution,
      provenanceLine(run.settings.provenance, stop.sha),
    ),
    author: { name: record.authorName, email: record.authorEmail, date: record.authorDate },
    stamp: run.stamp,
  });
  // The verify command may have built into tracked files; the commit took the index, the tree goes back to it.
  if (run.settings.verify) await resetHard(run.git);
  run.logger.info(`${short(stop.sha)} resolved by ${resolution.via} as ${short(sha)}`);
  if (verdict === 'review') run.logger.warning(`${short(stop.sha)}: the resolution needs review: ${review.join('; ')}`);
  return { accepted: true, sha, resolution, guards, reasons: [], verdict, reviewReasons: review };
}

/** Stages a resolution and judges it: the guards, then the verify command when they do not reject it. */
async function judge(
  run: ApplyRun,
  stop: ConflictStop,
  changed: string[],
  resolver: { byRerere: boolean; reason: string },
): Promise<GuardResult[]> {
  await stagePaths(run.git, [...new Set([...stop.conflictedPaths, ...changed])]);
  const input = await guardInput(run, stop, changed, resolver);
  const guards = evaluateGuards(input);
  if (combinedVerdict(guards) === 'reject' || !run.settings.verify) return guards;
  const v = await runVerify(run);
  return [...guards, verifyGuard({ ...input, verify: v })!];
}
