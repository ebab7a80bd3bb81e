/**
 * audit-resolvers: replays the fork's own past conflicting picks (the machinery of audit-guards, audit-replay.ts),
 * runs each rung of the resolver ladder on them as apply would (the same rungs, the same guards, from git objects
 * alone) and compares every proposal with what the fork's engineers committed. The counts per rung and for the
 * ladder say which rungs may land unattended on this fork; `resolvers.<rung>.maxVerdict` in the config follows it.
 *
 * Each rung runs on every pick (not only until one is accepted), so a rung is measured on all the picks it could
 * resolve; the ladder's result is then what apply would have done: the first accepted attempt, else the last one held
 * for review. rerere replays a resolution the fork recorded for the same upstream commit in an earlier pick (a
 * revert and re-pick), never the resolution being audited.
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
import { replayBatch, replayForkPicks, type ReplayCase, type ReplayDeps, type ReplaySettings } from './audit-replay.js';
import { runResolverLadder, type ConflictedPickState, type LadderHooks, type Proposal } from './ladder.js';

export interface AuditResolversSettings extends ReplaySettings {
  /** The rungs, in ladder order; default the ladder's own (the agent only when one is configured). */
  rungs?: readonly ResolverRung[];
  /** Each rung's maximum verdict on this run (the config's `resolvers`); default the ladder's. */
  maxVerdict?: Partial<Record<ResolverRung, GuardVerdict>>;
  /** The replay rung's tools; default wiggle and patch where on PATH. */
  tools?: readonly MergeTool[];
  tmpDir?: string;
}

const RungRecordSchema = z.object({
  rung: z.string(),
  outcome: z.enum(['proposed', 'skipped', 'failed']),
  guardVerdict: z.enum(['accept', 'review', 'reject']).optional(),
  match: z.enum(['exact', 'whitespace', 'wrong']).optional(),
  reason: z.string(),
});
const PickRecordSchema = z.object({ label: z.string(), files: z.number(), rungs: z.array(RungRecordSchema) });

export async function runAuditResolvers(
  settings: AuditResolversSettings,
  deps: ReplayDeps,
): Promise<AuditResolversReport> {
  const rungs = [...(settings.rungs ?? defaultResolvers(false))];
  const bound = settings.bound ?? DEFAULT_DIFF_BOUND;
  const tools = settings.tools ?? (await availableMergeTools());
  deps.logger.info(`rungs: ${rungs.join(', ')}; replay tools: ${tools.length ? tools.join(', ') : 'built-in'}`);
  // Earlier picks of the same upstream commit (reverted, then picked again): rerere's memory.
  const all = await listProvenancePicks(deps.git, {
    fork: settings.fork,
    upstream: settings.upstream,
    styles: settings.styles,
  });
  const judge = pickJudge(deps, rungs, { bound, tools, ...(settings.tmpDir ? { tmpDir: settings.tmpDir } : {}) }, all);
  const outcome = await replayForkPicks({ ...settings, bound }, deps, {
    name: 'audit-resolvers',
    // A record depends on the rungs run, the guards' bound and the replay's tools, never on the maximum verdicts.
    key: JSON.stringify({ styles: settings.styles, rungs, bound, tools }),
    schema: PickRecordSchema as z.ZodType<PickRecord>,
    judge,
  });
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

function pickJudge(
  deps: ReplayDeps,
  rungs: readonly ResolverRung[],
  options: { bound: DiffBound; tools: readonly MergeTool[]; tmpDir?: string },
  all: readonly ProvenancePick[],
): (c: ReplayCase) => Promise<PickRecord> {
  return async (c) => {
    const state: ConflictedPickState = {
      sha: c.pick.upstream,
      sides: c.files.map((f) => ({ path: f.path, base: f.base, ours: f.ours, theirs: f.theirs })),
    };
    const hooks: LadderHooks = {
      // The guards as apply runs them on this pick: its whole input, told the rung and its account.
      judge: async (proposal: Proposal, rung: ResolverRung) => {
        const by = { resolver: rung, agentReason: proposal.reason };
        const files = proposedFiles(c, proposal);
        return (c.input ? judgeWithInput({ ...c.input, ...by }, files) : judgeResolution(files, options.bound, by))
          .guards;
      },
      rerere: () => recordedResolution(deps, c, all),
      tools: options.tools,
      ...(options.tmpDir ? { tmpDir: options.tmpDir } : {}),
    };
    const records: RungRecord[] = [];
    for (const rung of rungs) {
      const { attempts } = await runResolverLadder(state, [rung], hooks);
      const a = attempts[0];
      if (!a) continue;
      records.push({
        rung,
        outcome: a.outcome,
        reason: a.reason.slice(0, 300),
        ...(a.outcome === 'proposed' && a.guardVerdict ? { guardVerdict: a.guardVerdict } : {}),
        ...(a.proposal ? { match: compareResolution(a.proposal.files, c.files) } : {}),
      });
    }
    return { label: c.label, files: c.files.length, rungs: records };
  };
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
