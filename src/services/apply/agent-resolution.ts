import { commitResolution, recordRerere, stagePaths, unmergedPaths } from '../../adapters/git/cherry-pick.js';
import { messageWithResolution, type ConflictResolution } from '../../domain/apply/conflict-resolution.js';
import { evaluateGuards, failedReasons, verifyGuard } from '../../domain/apply/guards.js';
import { provenanceLine } from '../../domain/apply/provenance.js';
import type { GuardResult } from '../../schemas/apply-result.js';
import { runAgentOn } from './agent-run.js';
import type { ApplyRun, ConflictStop } from './apply-run.js';
import { guardInput } from './resolution-guards.js';
import { short } from './short-sha.js';
import { runVerify } from './verify.js';

export interface ResolveOutcome {
  accepted: boolean;
  sha?: string;
  resolution?: ConflictResolution;
  guards: GuardResult[];
  reasons: string[];
}

/**
 * Conflict resolution: a recorded rerere resolution, else the agent; then the guards (and the verify command when
 * they pass). An accepted resolution is committed with the upstream author and the run's committer stamp.
 */
export async function resolve(run: ApplyRun, stop: ConflictStop, head: string): Promise<ResolveOutcome> {
  const record = run.records.get(stop.sha)!;
  const byRerere = stop.rerereResolved.length > 0 && (await unmergedPaths(run.git)).length === 0;
  let agentChanged: string[] = [];
  let reason = 'reused a resolution recorded earlier (git rerere)';
  if (!byRerere) {
    const agent = await runAgentOn(run, stop, record, head);
    if (!agent.ok) return { accepted: false, guards: [], reasons: agent.reasons };
    agentChanged = agent.changed;
    reason = agent.reason;
  }
  await stagePaths(run.git, [...new Set([...stop.conflictedPaths, ...agentChanged])]);
  const input = await guardInput(run, stop, agentChanged);
  let guards = evaluateGuards(input);
  if (guards.every((g) => g.ok) && run.settings.verify) {
    const v = await runVerify(run);
    guards = [...guards, verifyGuard({ ...input, verify: v })!];
  }
  const resolution: ConflictResolution = { via: byRerere ? 'rerere' : 'agent', files: stop.conflictedPaths, reason };
  if (!guards.every((g) => g.ok)) {
    // A rejected resolution must not be replayed by rerere on the next run.
    if (byRerere) await run.git.run(['rerere', 'forget', '--', ...stop.conflictedPaths]).catch(() => undefined);
    return { accepted: false, guards, reasons: failedReasons(guards), resolution };
  }
  if (!byRerere) await recordRerere(run.git).catch((e: unknown) => run.logger.warning(`rerere: ${String(e)}`));
  const sha = await commitResolution(run.git, {
    message: messageWithResolution(record.message, resolution, provenanceLine(run.settings.provenance, stop.sha)),
    author: { name: record.authorName, email: record.authorEmail, date: record.authorDate },
    stamp: run.stamp,
  });
  // The verify command may have built into tracked files; the commit took the index, the tree goes back to it.
  if (run.settings.verify) await run.git.run(['reset', '-q', '--hard', 'HEAD']);
  run.logger.info(`${short(stop.sha)} resolved by ${resolution.via} as ${short(sha)}`);
  return { accepted: true, sha, resolution, guards, reasons: [] };
}
