/**
 * The resolver ladder of `--on-conflict resolve`: per conflicted commit, rungs in order (rerere, fork-decision,
 * replay, agent by default; `--resolvers` picks and orders them), each proposing a resolution that the guards judge,
 * stopping at the first the guards accept. A rung's verdict is capped at its maximum (replay: review), so a rung never
 * accepts what it may only propose. Works on texts and callbacks only: apply drives it on a stopped pick (ladder-run.ts),
 * and an audit can drive it on a past pick read from objects (no work tree): give it the pick's state, a judge, and
 * the rerere/agent callbacks it has (a rung without one is skipped).
 */
import { availableMergeTools, replayWithTool, type MergeTool } from '../../adapters/process/merge-tools.js';
import { replayChange } from '../../domain/apply/replay-patch.js';
import { attemptLine, capVerdict, chosenAttempt } from '../../domain/apply/resolver-ladder.js';
import { combinedVerdict, failedReasons, reviewReasons } from '../../domain/apply/guards.js';
import type { GuardResult, GuardVerdict, ResolutionAttempt, ResolverRung } from '../../schemas/apply-result.js';

/** One conflicted path in its three versions (renames followed; null: absent on that side). */
export interface ConflictSides {
  path: string;
  base: string | null;
  ours: string | null;
  theirs: string | null;
}

/** A conflicted pick as the ladder sees it. */
export interface ConflictedPickState {
  /** The upstream commit being picked. */
  sha: string;
  sides: readonly ConflictSides[];
}

/** A rung's resolution: the text of every path it wrote (null: deleted), and its one-line account. */
export interface Proposal {
  files: ReadonlyMap<string, string | null>;
  reason: string;
  /** The resolution that lands says this rung made it (a rerere replay of an agent's resolution stays the agent's). */
  via?: ResolverRung;
}

/** What a callback rung returns: a proposal, or why it made none. */
export type RungAnswer = Proposal | { skip: string } | { fail: string; guards?: GuardResult[] };

/** A rung's attempt with what the caller needs to land it. */
export interface LadderAttempt extends ResolutionAttempt {
  proposal?: Proposal;
  guards: GuardResult[];
}

export interface LadderHooks {
  /** The guards on a proposal. */
  judge(proposal: Proposal, rung: ResolverRung): Promise<GuardResult[]>;
  /** rerere's replay of a recorded resolution of this very pick, if any. */
  rerere?(): Promise<RungAnswer>;
  /** The agent, given the proposals of the rungs before it (for its task file). */
  agent?(
    proposals: readonly { rung: ResolverRung; proposal: Proposal; verdict: string; evidence: readonly string[] }[],
  ): Promise<RungAnswer>;
  /** Called after a rung that wrote the work tree was judged and the ladder goes on (put the conflict back). */
  afterAttempt?(attempt: LadderAttempt): Promise<void>;
  /** The replay's tools; default: wiggle and patch when on PATH, else the built-in replay. */
  tools?: readonly MergeTool[];
  tmpDir?: string;
  /** Each attempt as it is judged (logs, progress). */
  onAttempt?(attempt: LadderAttempt): void;
  /** Rung maxima the config sets (`resolvers.<rung>.maxVerdict`, from audit-resolvers); default the ladder's. */
  maxVerdict?: Partial<Record<ResolverRung, GuardVerdict>>;
}

export interface LadderOutcome {
  attempts: LadderAttempt[];
  /** Index of the attempt the commit ends with: the first accepted, else the last needing review; else none. */
  chosen?: number;
}

/** Runs the rungs in order, stopping at the first resolution the guards accept. */
export async function runResolverLadder(
  state: ConflictedPickState,
  rungs: readonly ResolverRung[],
  hooks: LadderHooks,
): Promise<LadderOutcome> {
  const attempts: LadderAttempt[] = [];
  for (const rung of rungs) {
    const answer = await propose(rung, state, hooks, attempts);
    const attempt = await judged(rung, answer, hooks);
    attempts.push(attempt);
    hooks.onAttempt?.(attempt);
    if (attempt.verdict === 'accept') break;
    await hooks.afterAttempt?.(attempt);
  }
  const chosen = chosenAttempt(attempts);
  if (chosen !== undefined) attempts[chosen]!.chosen = true;
  return { attempts, ...(chosen !== undefined ? { chosen } : {}) };
}

async function propose(
  rung: ResolverRung,
  state: ConflictedPickState,
  hooks: LadderHooks,
  before: readonly LadderAttempt[],
): Promise<RungAnswer> {
  try {
    switch (rung) {
      case 'rerere':
        return hooks.rerere ? await hooks.rerere() : { skip: 'no rerere cache here' };
      case 'fork-decision':
        return forkDecision(state);
      case 'replay':
        return await replayProposal(state, hooks.tools ?? (await availableMergeTools()), hooks.tmpDir);
      case 'agent':
        if (!hooks.agent) return { skip: 'no agent configured (--agent)' };
        return await hooks.agent(
          before.flatMap((a) =>
            a.proposal && a.verdict
              ? [{ rung: a.rung, proposal: a.proposal, verdict: a.verdict, evidence: a.evidence }]
              : [],
          ),
        );
    }
  } catch (error) {
    return { fail: `${rung} failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300) };
  }
}

async function judged(rung: ResolverRung, answer: RungAnswer, hooks: LadderHooks): Promise<LadderAttempt> {
  if ('skip' in answer || 'fail' in answer) {
    return {
      rung,
      outcome: 'skip' in answer ? 'skipped' : 'failed',
      verdict: null,
      guardVerdict: null,
      reason: 'skip' in answer ? answer.skip : answer.fail,
      evidence: 'fail' in answer && answer.guards ? failedReasons(answer.guards) : [],
      chosen: false,
      guards: 'fail' in answer ? (answer.guards ?? []) : [],
    };
  }
  const guards = await hooks.judge(answer, rung);
  const guardVerdict = combinedVerdict(guards);
  return {
    rung,
    outcome: 'proposed',
    verdict: capVerdict(rung, guardVerdict, hooks.maxVerdict),
    guardVerdict,
    reason: answer.reason,
    evidence: [...failedReasons(guards), ...reviewReasons(guards)].slice(0, 20),
    chosen: false,
    proposal: answer,
    guards,
  };
}

/**
 * The fork's decision on a modify/delete: a file the fork deleted stays deleted (upstream's edit has no home), a file
 * upstream deleted that the fork changed stays as the fork has it. Only when every conflicted path is such a conflict:
 * the rung decides whole commits.
 */
export function forkDecision(state: ConflictedPickState): RungAnswer {
  const files = new Map<string, string | null>();
  const kept: string[] = [];
  const deleted: string[] = [];
  for (const s of state.sides) {
    if (s.base === null || (s.ours === null) === (s.theirs === null))
      return { skip: `${s.path} is not a modify/delete conflict` };
    if (s.ours === null) {
      files.set(s.path, null);
      deleted.push(s.path);
    } else {
      files.set(s.path, s.ours);
      kept.push(s.path);
    }
  }
  if (files.size === 0) return { skip: 'no conflicted path' };
  const parts = [
    ...(deleted.length ? [`kept the fork's deletion of ${deleted.join(', ')}`] : []),
    ...(kept.length ? [`kept the fork's ${kept.join(', ')}, which upstream deleted`] : []),
  ];
  return { files, reason: `fork decision: ${parts.join('; ')}` };
}

/**
 * Both directions per file — the fork's change (base → ours) re-applied onto upstream's new file, then upstream's
 * (base → theirs) onto the fork's — with wiggle, then patch, where present, else the built-in replay. The first clean
 * direction is the proposal; a file neither direction replays cleanly fails the rung.
 */
export async function replayProposal(
  state: ConflictedPickState,
  tools: readonly MergeTool[],
  tmpDir?: string,
): Promise<RungAnswer> {
  const files = new Map<string, string | null>();
  const how: string[] = [];
  for (const s of state.sides) {
    if (s.base === null || s.ours === null || s.theirs === null)
      return {
        skip: `${s.path} is ${s.base === null ? 'added on both sides' : 'a modify/delete'}: nothing to replay onto`,
      };
    const directions = [
      { name: "the fork's change onto upstream's file", base: s.base, changed: s.ours, target: s.theirs },
      { name: "upstream's change onto the fork's file", base: s.base, changed: s.theirs, target: s.ours },
    ];
    let found: { text: string; label: string } | undefined;
    for (const d of directions) {
      for (const tool of tools.length ? tools : (['built-in'] as const)) {
        const text =
          tool === 'built-in'
            ? replayChange(d.base, d.changed, d.target).text
            : await replayWithTool(tool, { base: d.base, changed: d.changed, target: d.target }, tmpDir);
        if (text !== undefined) {
          found = { text, label: `${d.name} (${tool})` };
          break;
        }
      }
      if (found) break;
    }
    if (!found) return { fail: `${s.path}: neither side's change replays cleanly onto the other's file` };
    files.set(s.path, found.text);
    how.push(`${s.path}: ${found.label}`);
  }
  return { files, reason: `replay: ${how.join('; ')}` };
}

/** The attempts as the result records them (without the proposals' texts). */
export function recordedAttempts(attempts: readonly LadderAttempt[]): ResolutionAttempt[] {
  return attempts.map(({ proposal: _p, guards: _g, ...a }) => a);
}

export { attemptLine };
