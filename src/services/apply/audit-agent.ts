/**
 * The agent rung of `audit-resolvers`: the agent needs a work tree with the conflict in it, as apply gives it one.
 * Each replayed pick gets a throwaway detached work tree (one per job, reused from pick to pick, under the run's temp
 * folder), the upstream commit is cherry-picked onto the pick's parent there, and the agent runs through apply's own
 * code: the same task file and context pack, the same attempts and feedback loop, the same budget, the same scrubbed
 * environment (the model key only, never a GitHub token). Each attempt is judged by the audit's guards on the pick.
 *
 * The work trees go when the audit ends, on success or failure; on SIGINT/SIGTERM the run's temp folder (and the work
 * trees in it) is removed by run-temp, and `git worktree prune` at the next start drops what git still lists.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readCommits } from '../../adapters/git/read/commit-log.js';
import { gitCommonDir } from '../../adapters/git/run/git-dir.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { abandonPick, pickBatch } from '../../adapters/git/pick/pick-session.js';
import { addProbeWorktree, pruneWorktrees, type ProbeWorktree } from '../../adapters/git/worktree/probe-worktree.js';
import { readRepoPaths } from '../../adapters/git/worktree/worktree-state.js';
import { createRunTempDir, removeRunTempDir } from '../../adapters/process/run-temp.js';
import type { AgentPreset } from '../../domain/apply/agent-preset.js';
import type { AgentReport, GuardResult } from '../../schemas/apply-result.js';
import type { AgentProposal } from '../../schemas/apply-task.js';
import type { Logger } from '../../shared/logger.js';
import { resolveByAgent } from './agents/attempts.js';
import { budgetSpentReason, callsSpent } from './agents/budget.js';
import { ApplyRun } from './apply-run.js';
import type { RungAnswer } from './ladder.js';
import { DEFAULT_COMMITTER, type ApplySettings } from './settings.js';
import { DEFAULT_DIFF_BOUND } from '../../domain/apply/guards.js';

/** The agent as `audit-resolvers --agent …` configures it (apply's flags, apply's meaning). */
export interface AuditAgentSettings {
  /** `preset:NAME` or the fork's trusted command. */
  agent: string;
  preset?: AgentPreset;
  timeoutMs: number;
  /** Attempts per pick (the feedback loop); default 2 as in apply. */
  attempts: number;
  /** Model calls the whole audit may make. */
  maxCalls?: number;
  /** Transcript folder; default `upstream-ingest/audit/agent-transcripts` in the git dir. */
  transcripts?: string;
  upstreamRepo?: string;
}

/** What the agent did on one pick: the rung's answer for the ladder, its report, and whether the budget cut it. */
export interface AuditAgentOutcome {
  answer: RungAnswer;
  report?: AgentReport;
  /** The paths the chosen attempt wrote (a conflicted path not among them was left as git left it). */
  changed?: string[];
  /** The budget ran out before or during this pick: the record must not be kept as final (a re-run tries again). */
  budgetCut: boolean;
}

/** Judges one attempt: the texts of the paths it changed (null: deleted), the conflicted ones it left as git did. */
export type AuditAgentJudge = (
  files: ReadonlyMap<string, string | null>,
  changed: readonly string[],
  reason: string,
) => Promise<GuardResult[]> | GuardResult[];

export class AuditAgentPool {
  private readonly free: ProbeWorktree[] = [];
  private readonly all: ProbeWorktree[] = [];
  private adding: Promise<unknown> = Promise.resolve();
  private readonly budget = { spent: 0 };

  private constructor(
    private readonly git: GitRunner,
    private readonly logger: Logger,
    private readonly settings: ApplySettings,
    private readonly tempDir: string,
  ) {}

  static async open(git: GitRunner, logger: Logger, agent: AuditAgentSettings): Promise<AuditAgentPool> {
    // Work trees a killed audit left: their folders went with its temp folder; git forgets them here.
    await pruneWorktrees(git).catch(() => undefined);
    const tempDir = await createRunTempDir();
    const transcripts =
      agent.transcripts ?? join(await gitCommonDir(git), 'upstream-ingest', 'audit', 'agent-transcripts');
    return new AuditAgentPool(git, logger, applySettingsFor(agent, transcripts), tempDir);
  }

  get callsMade(): number {
    return this.budget.spent;
  }

  /** Runs the agent on one pick in a work tree of its own; never throws for the agent's own failures. */
  async resolve(
    pick: { parent: string; upstream: string },
    proposals: readonly AgentProposal[],
    judge: AuditAgentJudge,
  ): Promise<AuditAgentOutcome> {
    const max = this.settings.agentMaxCalls;
    if (max !== undefined && this.budget.spent >= max)
      return { answer: { skip: budgetSpentReason({ settings: this.settings }) }, budgetCut: true };
    const wt = await this.acquire(pick.parent);
    const runTemp = await mkdtemp(join(this.tempDir, 'pick-'));
    try {
      await mkdir(join(runTemp, 'tmp'));
      const paths = await readRepoPaths(wt.git);
      const stamp = { committer: DEFAULT_COMMITTER, date: '2000-01-01T00:00:00Z' };
      const { stop } = await pickBatch(wt.git, paths, [pick.upstream], { recordOrigin: true, stamp, rerere: false });
      if (stop?.kind !== 'conflict')
        return { answer: { skip: 'the pick does not stop on a conflict in a work tree' }, budgetCut: false };
      const [record] = await readCommits(wt.git, { revisions: [pick.upstream], noWalk: true });
      if (!record) return { answer: { fail: `upstream commit ${pick.upstream} unreadable` }, budgetCut: false };
      const run = new ApplyRun(this.settings, { git: wt.git, logger: this.logger }, paths, AUDIT_BUNDLE, 'audit');
      run.tempDir = runTemp;
      run.agentBudget = this.budget;
      run.records.set(stop.sha, record);
      run.results.set(stop.sha, placeholderResult(stop.sha, stop.conflictedPaths));
      if (proposals.length) run.proposals.set(stop.sha, [...proposals]);
      const texts = (list: readonly string[]) => worktreeTexts(paths.topLevel, list);
      const agent = await resolveByAgent(run, stop, record, pick.parent, async (changed, why) =>
        judge(await texts([...new Set([...stop.conflictedPaths, ...changed])]), changed, why),
      );
      const report = run.results.get(stop.sha)!.agent;
      const budgetCut =
        report?.attempts.some((a) => a.calls === 0 && a.verdict === 'failed') === true ||
        (max !== undefined && callsSpent(run) >= max && !agent.ok);
      if (!agent.ok)
        return {
          answer: { fail: agent.reasons.join('; ') || 'the agent failed', guards: agent.guards },
          ...(report ? { report } : {}),
          budgetCut,
        };
      const changed = [...new Set([...stop.conflictedPaths, ...agent.changed])];
      return {
        answer: { files: await texts(changed), reason: agent.reason },
        changed: agent.changed,
        ...(report ? { report } : {}),
        budgetCut,
      };
    } finally {
      await rm(runTemp, { recursive: true, force: true }).catch(() => undefined);
      await this.release(wt);
    }
  }

  /** Removes every work tree and the temp folder (also after a failure). */
  async close(): Promise<void> {
    await this.adding.catch(() => undefined);
    for (const wt of this.all) await wt.remove().catch(() => undefined);
    this.all.length = 0;
    this.free.length = 0;
    await removeRunTempDir(this.tempDir);
    await pruneWorktrees(this.git).catch(() => undefined);
  }

  private async acquire(at: string): Promise<ProbeWorktree> {
    const wt = this.free.pop();
    if (wt) {
      await wt.moveTo(at);
      return wt;
    }
    // One `git worktree add` at a time: they share the repository's worktree list.
    const added = this.adding.then(() =>
      addProbeWorktree(this.git, join(this.tempDir, `wt-${this.all.length + 1}`), at),
    );
    this.adding = added.catch(() => undefined);
    const fresh = await added;
    this.all.push(fresh);
    return fresh;
  }

  private async release(wt: ProbeWorktree): Promise<void> {
    await abandonPick(wt.git).catch(() => undefined);
    this.free.push(wt);
  }
}

const AUDIT_BUNDLE = {
  id: 'audit-resolvers',
  kind: 'audit',
  fromPlan: false,
  revisions: [],
  planCommits: new Map(),
  predictedConflicts: [],
};

/** Apply's settings as far as its agent code reads them: the agent, its budget and transcripts; nothing lands. */
function applySettingsFor(agent: AuditAgentSettings, transcripts: string): ApplySettings {
  return {
    source: { kind: 'commits', commits: [] },
    base: 'HEAD',
    onConflict: 'resolve',
    resolvers: ['agent'],
    agent: agent.agent,
    agentTimeoutMs: agent.timeoutMs,
    ...(agent.preset ? { agentPreset: agent.preset } : {}),
    agentAttempts: agent.attempts,
    ...(agent.maxCalls !== undefined ? { agentMaxCalls: agent.maxCalls } : {}),
    agentTranscripts: transcripts,
    verifyTimeoutMs: 1000,
    splitOnFailure: false,
    provenance: { kind: 'x' },
    allowPaths: [],
    diffBound: DEFAULT_DIFF_BOUND,
    committer: DEFAULT_COMMITTER,
    extraTrailerKeys: [],
    ...(agent.upstreamRepo ? { upstreamRepo: agent.upstreamRepo } : {}),
  };
}

/** The commit result the attempt loop writes its agent report into. */
function placeholderResult(sha: string, paths: readonly string[]) {
  return {
    sha,
    subject: '',
    status: 'conflict' as const,
    forkSha: null,
    conflictPaths: [...paths],
    predicted: null,
    reasons: [],
    reused: false,
    resolution: null,
    guards: [],
  };
}

async function worktreeTexts(top: string, paths: readonly string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  for (const p of paths) out.set(p, await readFile(join(top, p), 'utf8').catch(() => null));
  return out;
}
