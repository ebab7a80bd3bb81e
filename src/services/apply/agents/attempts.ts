import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exists } from '../../../adapters/files/path-exists.js';
import { agentLabel } from '../../../domain/apply/agent-preset.js';
import { combinedVerdict, failedReasons, reviewReasons } from '../../../domain/apply/guards.js';
import type { CommitRecord } from '../../../domain/commit.js';
import type { AgentAttempt, AgentReport, GuardResult, GuardVerdict } from '../../../schemas/apply-result.js';
import type { AgentFeedback, AgentProposal } from '../../../schemas/apply-task.js';
import { short } from '../../../shared/short-sha.js';
import { runAgentOn, type AgentOutcome } from '../agent-run.js';
import type { ApplyRun, ConflictStop } from '../apply-run.js';
import { addUsage } from './agent-call.js';
import { restoreConflictState, saveConflictState, type ConflictState } from './conflict-state.js';
import { writeTranscript } from './transcript.js';

/**
 * The agent's feedback loop (`--agent-attempts N`): an attempt the guards send to review or reject is followed by
 * another from the same conflicted state, with the verdicts and their evidence in its task, until one is accepted or
 * the attempts (or the run's budget) are spent. The best attempt wins — accept, else review, else reject — and its
 * files are put back when a later attempt did worse. Every attempt is recorded in the commit's result with its
 * transcript file.
 */

/** Stages an attempt's files and runs the guards (and verify): the caller's judge, the same as for any resolution. */
export type Judge = (changed: string[], reason: string) => Promise<GuardResult[]>;

export interface AgentResolution {
  /** The agent produced a resolution that went to the guards (whatever their verdict). */
  ok: boolean;
  changed: string[];
  reason: string;
  /** The guards' results on the chosen attempt; on a failure, the agent's own (repo-config). */
  guards: GuardResult[];
  /** Why the agent failed, when no attempt reached the guards. */
  reasons: string[];
}

interface Judged {
  attempt: number;
  outcome: AgentOutcome;
  guards: GuardResult[];
  verdict: GuardVerdict;
  files: Map<string, Buffer | null>;
}

const RANK: Record<GuardVerdict, number> = { accept: 2, review: 1, reject: 0 };

export async function resolveByAgent(
  run: ApplyRun,
  stop: ConflictStop,
  record: CommitRecord,
  head: string,
  judge: Judge,
  proposals?: readonly AgentProposal[],
): Promise<AgentResolution> {
  const of = Math.max(1, run.settings.agentAttempts ?? 1);
  const state = of > 1 ? await saveConflictState(run, stop) : undefined;
  const report: AgentReport = {
    agent: agentLabel(run.settings.agentPreset),
    model: run.settings.agentPreset?.model ?? null,
    attempts: [],
    chosen: null,
    usage: null,
    calls: 0,
  };
  run.results.get(stop.sha)!.agent = report;
  const feedback: AgentFeedback[] = [];
  let best: Judged | undefined;
  let last: { outcome: AgentOutcome; judged?: Judged } | undefined;
  for (let n = 1; n <= of; n++) {
    if (n > 1 && state && last) await restoreConflictState(run, state, touched(stop, last.outcome));
    const outcome = await runAgentOn(run, stop, record, head, {
      number: n,
      of,
      previous: feedback,
      ...(proposals?.length ? { proposals } : {}),
    });
    let judged: Judged | undefined;
    if (outcome.ok) {
      const guards = await judge(outcome.changed, outcome.reason);
      judged = {
        attempt: n,
        outcome,
        guards,
        verdict: combinedVerdict(guards),
        files: await readFiles(run, touched(stop, outcome)),
      };
      if (!best || RANK[judged.verdict] > RANK[best.verdict]) best = judged;
    }
    last = { outcome, ...(judged ? { judged } : {}) };
    const entry = await recordAttempt(run, stop, n, outcome, judged);
    report.attempts.push(entry);
    report.usage = addUsage(report.usage, entry.usage);
    report.calls += entry.calls;
    if (outcome.call?.model) report.model = outcome.call.model;
    if (judged?.verdict === 'accept') break;
    feedback.push({
      attempt: n,
      verdict: entry.verdict === 'accept' ? 'review' : entry.verdict,
      reasons: entry.reasons,
      evidence: entry.evidence,
    });
    // An agent that moved HEAD or touched the git dir was undone with a hard reset: the pick is gone.
    if (!(await exists(join(run.paths.gitDir, 'CHERRY_PICK_HEAD')))) break;
    if (n < of)
      run.logger.info(`${short(stop.sha)}: attempt ${n} was ${entry.verdict}; trying again with its verdicts`);
  }
  if (!best) {
    const failed = last!.outcome;
    return { ok: false, changed: [], reason: '', guards: failed.guards ?? [], reasons: failed.reasons };
  }
  report.chosen = best.attempt;
  if (best !== last?.judged && state) {
    // A later attempt did worse: the best one's files are put back and judged again (staged as the commit takes it).
    await restoreConflictState(run, state, touched(stop, last!.outcome));
    await restoreFiles(run, best.files);
    best = { ...best, guards: await judge(best.outcome.changed, best.outcome.reason) };
  }
  return { ok: true, changed: best.outcome.changed, reason: best.outcome.reason, guards: best.guards, reasons: [] };
}

function touched(stop: ConflictStop, outcome: AgentOutcome): string[] {
  return [...new Set([...stop.conflictedPaths, ...outcome.changed])];
}

async function recordAttempt(
  run: ApplyRun,
  stop: ConflictStop,
  n: number,
  outcome: AgentOutcome,
  judged: Judged | undefined,
): Promise<AgentAttempt> {
  const guards = judged?.guards ?? outcome.guards ?? [];
  const verdict = judged?.verdict ?? 'failed';
  const reasons = judged
    ? [...failedReasons(guards), ...reviewReasons(guards)]
    : outcome.reasons.length
      ? outcome.reasons
      : ['the agent failed'];
  const evidence = guards.filter((g) => g.verdict !== 'accept').flatMap((g) => g.evidence ?? []);
  const call = outcome.call;
  const transcript = await writeTranscript(run, stop.sha, n, {
    commit: stop.sha,
    attempt: n,
    agent: agentLabel(run.settings.agentPreset),
    verdict,
    reasons,
    guards,
    changed: outcome.changed,
    reason: outcome.reason,
    ...(call ? { model: call.model, usage: call.usage, calls: call.calls, ...call.transcript } : {}),
  });
  return {
    attempt: n,
    verdict,
    reasons: reasons.slice(0, 50),
    evidence: evidence.slice(0, 50),
    model: call?.model ?? null,
    usage: call?.usage ?? null,
    calls: call?.calls ?? 0,
    transcript,
  };
}

async function readFiles(run: ApplyRun, paths: readonly string[]): Promise<Map<string, Buffer | null>> {
  const files = new Map<string, Buffer | null>();
  for (const p of paths) files.set(p, await readFile(join(run.paths.topLevel, p)).catch(() => null));
  return files;
}

async function restoreFiles(run: ApplyRun, files: ReadonlyMap<string, Buffer | null>): Promise<void> {
  const state: ConflictState = { index: null, files: new Map(files) };
  await restoreConflictState(run, state, []);
}
