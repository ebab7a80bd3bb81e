/**
 * audit-resolvers: replays the fork's own past conflicting picks (the machinery of audit-guards, audit-replay.ts),
 * runs each rung of the resolver ladder on them as apply would (the same rungs, the same guards, from git objects
 * alone) and compares every proposal with what the fork's engineers committed. The counts per rung and for the
 * ladder say which rungs may land unattended on this fork; `resolvers.<rung>.maxVerdict` in the config follows it.
 *
 * Each rung runs on every pick (not only until one is accepted), so a rung is measured on all the picks it could
 * resolve; the ladder's result is then what apply would have done: the first accepted attempt, else the last one held
 * for review. rerere replays a resolution the fork recorded for the same upstream commit in an earlier pick (a
 * revert and re-pick), never the resolution being audited. The agent rung (when `agent` is configured) runs in a
 * throwaway work tree per pick through apply's own agent code (audit-agent.ts), with the proposals of the rungs
 * before it that apply would have handed on; its calls, tokens and cost are counted, and its records are kept in the
 * state file like the others, so a re-run does not call the model again.
 */
import { z } from 'zod';
import { listProvenancePicks, type ProvenancePick } from '../../adapters/git/read/provenance-picks.js';
import { availableMergeTools, type MergeTool } from '../../adapters/process/merge-tools.js';
import {
  compareResolution,
  tallyResolvers,
  type PickRecord,
  type RungRecord,
} from '../../domain/apply/audit-resolvers.js';
import { DEFAULT_DIFF_BOUND, type DiffBound } from '../../domain/apply/guards.js';
import { judgeResolution, judgeWithInput } from '../../domain/apply/judge-resolution.js';
import { defaultResolvers, RUNG_MAX_VERDICT } from '../../domain/apply/resolver-ladder.js';
import type { GuardVerdict, ResolverRung } from '../../schemas/apply-result.js';
import { AUDIT_RESOLVERS_SCHEMA_VERSION, type AuditResolversReport } from '../../schemas/audit-resolvers.js';
import type { AgentProposal } from '../../schemas/apply-task.js';
import { pythonParsesFor, pythonTexts } from './python-syntax.js';
import { AuditAgentPool, type AuditAgentSettings } from './audit-agent.js';
import { replayBatch, replayForkPicks, type ReplayCase, type ReplayDeps, type ReplaySettings } from './audit-replay.js';
import {
  runResolverLadder,
  type ConflictedPickState,
  type LadderAttempt,
  type LadderHooks,
  type Proposal,
} from './ladder.js';

export interface AuditResolversSettings extends ReplaySettings {
  /** The rungs, in ladder order; default the ladder's own (the agent only when one is configured). */
  rungs?: readonly ResolverRung[];
  /** Each rung's maximum verdict on this run (the config's `resolvers`); default the ladder's. */
  maxVerdict?: Partial<Record<ResolverRung, GuardVerdict>>;
  /** The replay rung's tools; default wiggle and patch where on PATH. */
  tools?: readonly MergeTool[];
  tmpDir?: string;
  /** The agent of the agent rung (apply's `--agent` and its flags); without it the agent rung is skipped. */
  agent?: AuditAgentSettings;
}

const RungRecordSchema = z.object({
  rung: z.string(),
  outcome: z.enum(['proposed', 'skipped', 'failed']),
  guardVerdict: z.enum(['accept', 'review', 'reject']).optional(),
  match: z.enum(['exact', 'whitespace', 'wrong']).optional(),
  reason: z.string(),
  usage: z
    .object({
      attempts: z.number(),
      calls: z.number(),
      inputTokens: z.number().nullable(),
      outputTokens: z.number().nullable(),
      costUsd: z.number().nullable(),
      model: z.string().nullable(),
    })
    .optional(),
  budgetCut: z.boolean().optional(),
});
const PickRecordSchema = z.object({ label: z.string(), files: z.number(), rungs: z.array(RungRecordSchema) });

export async function runAuditResolvers(
  settings: AuditResolversSettings,
  deps: ReplayDeps,
): Promise<AuditResolversReport> {
  const rungs = [...(settings.rungs ?? defaultResolvers(Boolean(settings.agent)))];
  const bound = settings.bound ?? DEFAULT_DIFF_BOUND;
  const tools = settings.tools ?? (await availableMergeTools());
  deps.logger.info(`rungs: ${rungs.join(', ')}; replay tools: ${tools.length ? tools.join(', ') : 'built-in'}`);
  // Earlier picks of the same upstream commit (reverted, then picked again): rerere's memory.
  const all = await listProvenancePicks(deps.git, {
    fork: settings.fork,
    upstream: settings.upstream,
    styles: settings.styles,
  });
  const pool =
    settings.agent && rungs.includes('agent')
      ? await AuditAgentPool.open(deps.git, deps.logger, settings.agent)
      : undefined;
  let outcome;
  try {
    const judge = pickJudge(
      deps,
      rungs,
      { bound, tools, ...(settings.tmpDir ? { tmpDir: settings.tmpDir } : {}), ...(pool ? { pool } : {}) },
      all,
    );
    outcome = await replayForkPicks({ ...settings, bound }, deps, {
      name: 'audit-resolvers',
      // A record depends on the rungs run, the guards' bound, the replay's tools and the agent (its command or preset,
      // model, endpoint and attempts), never on the maximum verdicts, the agent's timeout or its budget.
      key: JSON.stringify({ styles: settings.styles, rungs, bound, tools, ...agentKey(settings.agent, pool) }),
      schema: PickRecordSchema as z.ZodType<PickRecord>,
      judge,
      final: (r) => !r.rungs.some((x) => x.budgetCut),
    });
  } finally {
    await pool?.close();
  }
  if (pool) deps.logger.info(`agent: ${pool.callsMade} model call(s) or agent run(s) on this run`);
  const max = Object.fromEntries(rungs.map((r) => [r, settings.maxVerdict?.[r] ?? RUNG_MAX_VERDICT[r]]));
  const tally = tallyResolvers(
    outcome.results.map((r) => r.result),
    rungs,
    max,
  );
  deps.logger.info(
    `${outcome.results.length} of ${outcome.scanned} pick(s) conflicted` +
      (outcome.reused ? ` (${outcome.reused} replayed by an earlier run)` : ''),
  );
  return {
    schemaVersion: AUDIT_RESOLVERS_SCHEMA_VERSION,
    upstream: settings.upstream,
    fork: settings.fork,
    picksScanned: outcome.scanned,
    conflictingPicks: outcome.results.length,
    rungs: tally.rungs,
    overall: tally.overall,
  };
}

function agentKey(agent: AuditAgentSettings | undefined, pool: AuditAgentPool | undefined) {
  if (!agent || !pool) return {};
  const p = agent.preset;
  return {
    agent: p ? { preset: p.name, model: p.model ?? null, endpoint: p.endpoint ?? null } : { command: agent.agent },
    attempts: agent.attempts,
  };
}

function pickJudge(
  deps: ReplayDeps,
  rungs: readonly ResolverRung[],
  options: { bound: DiffBound; tools: readonly MergeTool[]; tmpDir?: string; pool?: AuditAgentPool },
  all: readonly ProvenancePick[],
): (c: ReplayCase) => Promise<PickRecord> {
  return async (c) => {
    const earlier: LadderAttempt[] = [];
    let agentChanged: readonly string[] = [];
    let agentRecord: Pick<RungRecord, 'usage' | 'budgetCut'> = {};
    const state: ConflictedPickState = {
      sha: c.pick.upstream,
      sides: c.files.map((f) => ({ path: f.path, base: f.base, ours: f.ours, theirs: f.theirs })),
    };
    const hooks: LadderHooks = {
      // The guards as apply runs them on this pick: its whole input, told the rung and its account.
      judge: async (proposal: Proposal, rung: ResolverRung) => {
        if (rung === 'agent') return agentGuards(c, options.bound, proposal.files, agentChanged, proposal.reason);

        const files = proposedFiles(c, proposal);
        const parses = await pythonParsesFor(pythonTexts(files));
        const by = { resolver: rung, agentReason: proposal.reason, ...(parses ? { pythonParses: parses } : {}) };
        return (c.input ? judgeWithInput({ ...c.input, ...by }, files) : judgeResolution(files, options.bound, by))
          .guards;
      },
      rerere: () => recordedResolution(deps, c, all),
      ...(options.pool
        ? {
            agent: async () => {
              const pool = options.pool!;
              const out = await pool.resolve(c.pick, handedOn(earlier), (files, changed, why) =>
                agentGuards(c, options.bound, files, changed, why),
              );
              agentChanged = out.changed ?? [];
              const r = out.report;
              agentRecord = {
                ...(r
                  ? {
                      usage: {
                        attempts: r.attempts.length,
                        calls: r.calls,
                        inputTokens: r.usage?.inputTokens ?? null,
                        outputTokens: r.usage?.outputTokens ?? null,
                        costUsd: r.usage?.costUsd ?? null,
                        model: r.model,
                      },
                    }
                  : {}),
                ...(out.budgetCut ? { budgetCut: true } : {}),
              };
              return out.answer;
            },
          }
        : {}),
      tools: options.tools,
      ...(options.tmpDir ? { tmpDir: options.tmpDir } : {}),
    };
    const records: RungRecord[] = [];
    for (const rung of rungs) {
      const { attempts } = await runResolverLadder(state, [rung], hooks);
      const a = attempts[0];
      if (!a) continue;
      earlier.push(a);
      const record: RungRecord = {
        rung,
        outcome: a.outcome,
        reason: a.reason.slice(0, 300),
        ...(a.outcome === 'proposed' && a.guardVerdict ? { guardVerdict: a.guardVerdict } : {}),
        ...(a.proposal ? { match: compareResolution(a.proposal.files, c.files) } : {}),
        ...(rung === 'agent' ? agentRecord : {}),
      };
      records.push(record);
      if (rung === 'agent' && options.pool)
        deps.logger.info(
          `${c.label.slice(0, 60)}: agent ${record.match ?? record.outcome}` +
            (record.guardVerdict ? ` (guards: ${record.guardVerdict})` : '') +
            (record.usage ? `, ${record.usage.calls} call(s)` : ''),
        );
    }
    return { label: c.label, files: c.files.length, rungs: records };
  };
}

/**
 * The proposals apply would hand the agent: those of the rungs before it that the ladder went past (proposed and not
 * accepted at the rung's default maximum), with their verdicts and evidence.
 */
function handedOn(earlier: readonly LadderAttempt[]): AgentProposal[] {
  return earlier.flatMap((a) =>
    a.proposal && a.verdict && a.verdict !== 'accept'
      ? [
          {
            rung: a.rung,
            verdict: a.verdict,
            reason: a.proposal.reason,
            evidence: [...a.evidence],
            files: [...a.proposal.files].map(([path, content]) => ({ path, content })),
          },
        ]
      : [],
  );
}

/**
 * The guards on an agent's attempt, as apply judges one: the conflicted paths and whatever else it wrote, the
 * conflicted paths it left as git did marked untouched.
 */
async function agentGuards(
  c: ReplayCase,
  bound: DiffBound,
  files: ReadonlyMap<string, string | null>,
  changed: readonly string[],
  reason: string,
) {
  const conflicted = c.input?.conflictedPaths ?? c.files.map((f) => f.path);
  const versions = new Map((c.input?.files ?? []).map((f) => [f.path, f]));
  const replayed = [...files].map(([path, resolved]) => {
    const f = c.files.find((x) => x.path === path);
    const v = versions.get(path);
    return {
      path,
      base: f ? f.base : (v?.upstreamBefore ?? null),
      ours: f ? f.ours : (v?.ours ?? null),
      theirs: f ? f.theirs : (v?.upstreamAfter ?? null),
      resolved,
      ...(conflicted.includes(path) && !changed.includes(path) ? { untouched: true } : {}),
    };
  });
  const parses = await pythonParsesFor(pythonTexts(replayed));
  const by = { resolver: 'agent' as const, agentReason: reason, ...(parses ? { pythonParses: parses } : {}) };
  if (!c.input) return judgeResolution(replayed, bound, by).guards;
  const extras = changed.filter((p) => !conflicted.includes(p));
  return judgeWithInput({ ...c.input, ...by, agentChangedPaths: [...new Set([...conflicted, ...extras])] }, replayed)
    .guards;
}

/** The case's files with the proposal as their resolution (a path it leaves out stays as the fork had it). */
function proposedFiles(c: ReplayCase, proposal: Proposal) {
  return c.files.map((f) => ({
    path: f.path,
    base: f.base,
    ours: f.ours,
    theirs: f.theirs,
    resolved: proposal.files.has(f.path) ? proposal.files.get(f.path)! : f.ours,
  }));
}

/**
 * rerere as apply has it: a resolution the fork recorded for this very pick. Here: the newest earlier pick of the
 * same upstream commit whose replay met the same conflict (the same three versions of every conflicted file).
 */
async function recordedResolution(
  deps: ReplayDeps,
  c: ReplayCase,
  all: readonly ProvenancePick[],
): Promise<Proposal | { skip: string }> {
  const at = all.findIndex((p) => p.sha === c.pick.sha);
  const earlier = all.slice(at + 1).filter((p) => p.upstream === c.pick.upstream);
  for (const p of earlier) {
    const [prior] = await replayBatch(deps.git, [p]);
    if (!prior || !sameConflict(prior, c)) continue;
    return {
      files: new Map(prior.files.map((f) => [f.path, f.resolved])),
      reason: `rerere: the resolution of the same conflict in fork commit ${p.sha.slice(0, 12)}`,
    };
  }
  return { skip: 'no recorded resolution of this pick' };
}

function sameConflict(a: ReplayCase, b: ReplayCase): boolean {
  if (a.files.length !== b.files.length) return false;
  return b.files.every((f) => {
    const g = a.files.find((x) => x.path === f.path);
    return g !== undefined && g.base === f.base && g.ours === f.ours && g.theirs === f.theirs;
  });
}
