import type { GuardVerdict } from '../../schemas/apply-result.js';

/**
 * audit-resolvers: how each rung of the resolver ladder would have done on the fork's own past conflicting picks,
 * against what the fork's engineers committed. A pick's record keeps each rung's uncapped guard verdict and how its
 * proposal compares with the commit, so the counts can be made for any maximum verdict the config gives a rung.
 */

/** How a proposal compares with what the fork committed, on every conflicted path. */
export type Match = 'exact' | 'whitespace' | 'wrong';

export interface RungRecord {
  rung: string;
  outcome: 'proposed' | 'skipped' | 'failed';
  /** The guards' verdict before any cap (proposed only). */
  guardVerdict?: GuardVerdict;
  match?: Match;
  /** The rung's account, or why it was skipped or failed (one line). */
  reason: string;
  /** The agent rung: its attempts on the pick and what they cost, as the API reported it. */
  usage?: AgentUsageRecord;
  /** The agent's budget ran out on this pick: counted in this run, judged again by the next. */
  budgetCut?: boolean;
}

export interface AgentUsageRecord {
  attempts: number;
  calls: number;
  inputTokens: number | null;
  outputTokens: number | null;
  costUsd: number | null;
  model: string | null;
}

/** What a rung's runs cost over the audit (the agent's; absent for a rung that calls nothing). */
export interface RungUsage {
  attempts: number;
  calls: number;
  /** Null when no call reported it. */
  inputTokens: number | null;
  outputTokens: number | null;
  costUsd: number | null;
  models: string[];
}

export interface PickRecord {
  /** Fork commit, upstream commit, subject. */
  label: string;
  files: number;
  rungs: RungRecord[];
}

export interface ResolverCounts {
  /** Picks the rung (or the ladder) had a proposal for. */
  proposals: number;
  /** Proposals that would land unattended: the guards accept and the rung may accept. */
  accepted: number;
  exact: number;
  /** Equal to the commit once whitespace is ignored (and not exact). */
  whitespace: number;
  /** Neither exact nor equal modulo whitespace, yet accepted: what would land wrong unattended. */
  wrongAccepted: number;
  /** Wrong, and held for review or rejected. */
  wrongCaught: number;
}

export interface RungTally extends ResolverCounts {
  rung: string;
  skipped: number;
  failed: number;
  /** The most this rung may earn on this run (the ladder's default, or the config's). */
  maxVerdict: GuardVerdict;
  /** Whatever the cap: proposals the guards accept, and those of them that are wrong. */
  guardsAccept: number;
  guardsAcceptWrong: number;
  /** What the fork's own history says this rung's maximum could be. */
  advice: { maxVerdict: GuardVerdict; why: string };
  /** The first wrong proposals the guards accept (fork commit … : reason). */
  wrongExamples: string[];
  /** The agent's attempts, calls, tokens and cost over the audit. */
  usage?: RungUsage;
}

export interface ResolversTally {
  rungs: RungTally[];
  /** The ladder as apply runs it: the first accepted attempt, else the last one held for review. */
  overall: ResolverCounts & { picks: number; none: number };
}

const RANK: Record<GuardVerdict, number> = { accept: 0, review: 1, reject: 2 };

/** The guards' verdict, never better than the rung's maximum. */
export function capped(verdict: GuardVerdict, max: GuardVerdict): GuardVerdict {
  return RANK[verdict] >= RANK[max] ? verdict : max;
}

/** Text with every whitespace run made one space, line ends trimmed and blank lines dropped. */
function squeezed(text: string): string {
  return text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Compares a proposal (path → text, null: deleted) with the committed files (null: deleted). */
export function compareResolution(
  proposal: ReadonlyMap<string, string | null>,
  committed: ReadonlyArray<{ path: string; resolved: string | null }>,
): Match {
  let match: Match = 'exact';
  for (const f of committed) {
    const p = proposal.has(f.path) ? proposal.get(f.path)! : undefined;
    if (p === undefined) return 'wrong';
    if (p === f.resolved) continue;
    if (p === null || f.resolved === null || squeezed(p) !== squeezed(f.resolved)) return 'wrong';
    match = 'whitespace';
  }
  return match;
}

/** Fewer accepted proposals than this say too little to let a rung land unattended. */
export const MIN_EVIDENCE = 10;

function empty(): ResolverCounts {
  return { proposals: 0, accepted: 0, exact: 0, whitespace: 0, wrongAccepted: 0, wrongCaught: 0 };
}

function count(c: ResolverCounts, r: RungRecord, verdict: GuardVerdict): void {
  c.proposals++;
  if (verdict === 'accept') c.accepted++;
  if (r.match === 'exact') c.exact++;
  else if (r.match === 'whitespace') c.whitespace++;
  else if (verdict === 'accept') c.wrongAccepted++;
  else c.wrongCaught++;
}

/**
 * The counts per rung and for the ladder, each rung capped at `max` (its maximum on this run). Records come newest
 * first; the examples keep that order.
 */
export function tallyResolvers(
  records: readonly PickRecord[],
  rungs: readonly string[],
  max: Readonly<Record<string, GuardVerdict>>,
): ResolversTally {
  const tallies = rungs.map((rung): RungTally => ({
    rung,
    ...empty(),
    skipped: 0,
    failed: 0,
    maxVerdict: max[rung] ?? 'review',
    guardsAccept: 0,
    guardsAcceptWrong: 0,
    advice: { maxVerdict: 'review', why: '' },
    wrongExamples: [],
  }));
  const overall = { ...empty(), picks: 0, none: 0 };
  for (const rec of records) {
    overall.picks++;
    let chosen: { r: RungRecord; verdict: GuardVerdict } | undefined;
    for (const t of tallies) {
      const r = rec.rungs.find((x) => x.rung === t.rung);
      if (r?.usage) t.usage = addRungUsage(t.usage, r.usage);
      if (!r || r.outcome !== 'proposed' || !r.guardVerdict) {
        if (r?.outcome === 'failed') t.failed++;
        else t.skipped++;
        continue;
      }
      const verdict = capped(r.guardVerdict, t.maxVerdict);
      count(t, r, verdict);
      if (r.guardVerdict === 'accept') {
        t.guardsAccept++;
        if (r.match === 'wrong') {
          t.guardsAcceptWrong++;
          if (t.wrongExamples.length < 10) t.wrongExamples.push(`${rec.label}: ${r.reason}`.slice(0, 240));
        }
      }
      // The ladder stops at the first accepted attempt; else it ends with the last one held for review.
      if (chosen?.verdict !== 'accept' && verdict !== 'reject') chosen = { r, verdict };
    }
    if (chosen) count(overall, chosen.r, chosen.verdict);
    else overall.none++;
  }
  for (const t of tallies) t.advice = advice(t);
  return { rungs: tallies, overall };
}

function addRungUsage(total: RungUsage | undefined, u: AgentUsageRecord): RungUsage {
  const t = total ?? { attempts: 0, calls: 0, inputTokens: null, outputTokens: null, costUsd: null, models: [] };
  const sum = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));
  return {
    attempts: t.attempts + u.attempts,
    calls: t.calls + u.calls,
    inputTokens: sum(t.inputTokens, u.inputTokens),
    outputTokens: sum(t.outputTokens, u.outputTokens),
    costUsd: sum(t.costUsd, u.costUsd),
    models: u.model && !t.models.includes(u.model) ? [...t.models, u.model] : t.models,
  };
}

/**
 * A rung may land unattended on this fork when the guards accepted at least MIN_EVIDENCE of its proposals and none
 * of them was wrong; one wrong proposal the guards accept keeps it at review; a rung whose proposals are all wrong
 * has nothing to propose.
 */
function advice(t: RungTally): RungTally['advice'] {
  if (t.proposals === 0) return { maxVerdict: t.maxVerdict, why: 'no proposal on this history: keep the default' };
  const right = t.exact + t.whitespace;
  if (t.guardsAcceptWrong > 0)
    return {
      maxVerdict: 'review',
      why: `${t.guardsAcceptWrong} wrong proposal(s) the guards accept: never unattended`,
    };
  if (right === 0) return { maxVerdict: 'reject', why: `none of its ${t.proposals} proposal(s) was right` };
  if (t.guardsAccept >= MIN_EVIDENCE)
    return { maxVerdict: 'accept', why: `the guards accepted ${t.guardsAccept} proposal(s), none wrong` };
  return {
    maxVerdict: 'review',
    why: `only ${t.guardsAccept} proposal(s) the guards accept (at least ${MIN_EVIDENCE} to land unattended)`,
  };
}
