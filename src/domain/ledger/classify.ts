import { subjectOf, type CommitRecord } from '../commit.js';
import type { Disposition } from '../../schemas/ledger.js';
import type { ForkAnalysis, ResolvedClaim } from './fork-history.js';
import type { ResolvedLedger } from './ledger-entries.js';
import type { PathRuleMatch } from './path-rules.js';
import type { RevertDeferral } from './reverted-picks.js';
import { VIA_ORDER, type Via } from './rules.js';

export type CommitStatus = 'ingested' | 'pending' | 'declared';

/** One piece of evidence about an upstream commit (explain shows them all). */
export interface Evidence {
  via: Via;
  meaning: 'picked' | Disposition;
  /** The fork commit that wrote it (none for patch-id, content, path rules and the ledger file). */
  forkCommit?: string;
  rule: string;
  line?: string;
  reason?: string;
  blockedBy?: string;
  /** Whether it counted: a reverted pick, a superseded deferral or an overridden message do not. */
  counted: boolean;
  note?: string;
}

export interface DeclaredDisposition {
  disposition: Disposition;
  reason: string;
  blockedBy?: string;
  /** `ledger` (the ledger file), a fork commit SHA (a message), or `path-rule`. */
  source: string;
  via: Via;
}

export interface ClassifiedCommit {
  sha: string;
  /** Position in upstream topological order among the commits missing by ancestry (0 = oldest). */
  index: number;
  subject: string;
  committedAt: string;
  status: CommitStatus;
  /** Ingested or declared wont-port/skip: no longer in the backlog. */
  reached: boolean;
  /** The evidence that made it ingested or declared, in VIA_ORDER. */
  via: Via[];
  forkCommits: string[];
  ledger?: DeclaredDisposition;
  /** Fork picks of this commit that were later reverted in the fork. */
  revertedPicks?: string[];
  evidence: Evidence[];
  /** Contradictory evidence, resolved by the precedence (the report lists it). */
  contradiction?: string;
}

export interface ClassifyInputs {
  patchMatches: ReadonlyMap<string, string[]>;
  ledger: ResolvedLedger;
  /** Upstream commits whose pick onto the fork tip would be empty. */
  content?: ReadonlySet<string>;
  /** The notApplicable rule that covers every path of the commit, if any. */
  pathRule?: (c: CommitRecord) => PathRuleMatch | undefined;
  /** Upstream commit → the picked reapply/reland that handles it (and its revert). */
  reapplied?: ReadonlyMap<string, string>;
  /** Upstream commit → the fork's revert of its pick (a sticky deferral unless retried). */
  reverted?: ReadonlyMap<string, RevertDeferral>;
}

/**
 * Classifies every upstream commit missing by ancestry. Precedence (docs/ledger-and-lag.md):
 * 1. content in the fork — a live pick (trailer, PR number, section), an equal patch-id, an empty pick, or a picked
 *    reapply of it (or of what it reverts) — is ingested whatever any declaration says (contradictions are reported);
 * 2. else the ledger file (the user's override);
 * 3. else the latest of: a live declaration in a fork message, the fork's revert of its pick (a deferral until
 *    upstream changes those lines again or a person asks for a retry);
 * 4. else a notApplicable path rule (wont-port);
 * 5. else pending. `defer` keeps a commit in the backlog.
 */
export function classifyUpstream(
  upstream: readonly CommitRecord[],
  analysis: ForkAnalysis,
  inputs: ClassifyInputs,
): ClassifiedCommit[] {
  const out: ClassifiedCommit[] = [];
  for (const c of upstream) if (c.parents.length <= 1) out.push(classifyOne(c, out.length, analysis, inputs));
  return out;
}

/**
 * The same classification after new evidence about some commits only (content found present): every other
 * commit's class depends on its own evidence alone, so it is kept, not computed again.
 */
export function reclassify(
  previous: readonly ClassifiedCommit[],
  records: ReadonlyMap<string, CommitRecord>,
  changed: ReadonlySet<string>,
  analysis: ForkAnalysis,
  inputs: ClassifyInputs,
): ClassifiedCommit[] {
  return previous.map((c) => (changed.has(c.sha) ? classifyOne(records.get(c.sha)!, c.index, analysis, inputs) : c));
}

const NO_CLAIMS: readonly ResolvedClaim[] = [];
const NO_FORKS: readonly string[] = [];

// Built field by field, without object spreads: this runs once per upstream commit on every lag, plan and apply.
function classifyOne(c: CommitRecord, index: number, analysis: ForkAnalysis, inputs: ClassifyInputs): ClassifiedCommit {
  const claims = analysis.claims.get(c.sha) ?? NO_CLAIMS;
  const livePicks = claims.filter((k) => k.live && k.meaning === 'picked');
  const matched = inputs.patchMatches.get(c.sha) ?? NO_FORKS;
  const byPatch = matched.length ? matched.filter((f) => !analysis.revertedBy.has(f)) : [];
  const byContent = inputs.content?.has(c.sha) ?? false;
  const reapply = inputs.reapplied?.get(c.sha);
  const evidence: Evidence[] = claims.map((k) => claimEvidence(k));
  for (const f of byPatch)
    evidence.push({
      via: 'patch-id',
      meaning: 'picked',
      forkCommit: f,
      rule: 'patch-id',
      counted: true,
      note: 'same patch-id as this fork commit',
    });
  if (byContent)
    evidence.push({
      via: 'content',
      meaning: 'picked',
      rule: 'empty-pick',
      counted: true,
      note: 'its pick onto the fork tip would be empty',
    });
  if (reapply)
    evidence.push({
      via: 'reapply',
      meaning: 'picked',
      rule: 'reapply',
      counted: false,
      note: `the fork picked its reapply ${reapply.slice(0, 10)}: the net change is the reapply's`,
    });
  const reverted = inputs.reverted?.get(c.sha);
  if (reverted)
    evidence.push({
      via: 'revert',
      meaning: 'defer',
      forkCommit: reverted.revertCommit,
      rule: 'reverted pick',
      line: reverted.subject,
      reason: reverted.reason,
      counted: false,
      ...(reverted.retry ? { note: `retried: ${reverted.retry}` } : {}),
    });
  const entry = inputs.ledger.bySha.get(c.sha);
  if (entry) {
    const e: Evidence = {
      via: 'ledger',
      meaning: entry.disposition,
      rule: 'ledger file',
      reason: entry.reason,
      counted: false,
    };
    if (entry.blockedBy) e.blockedBy = entry.blockedBy;
    evidence.push(e);
  }
  const result: ClassifiedCommit = {
    sha: c.sha,
    index,
    subject: subjectOf(c.message),
    committedAt: c.committedAt,
    status: 'pending',
    reached: false,
    via: [],
    forkCommits: [],
    evidence,
  };
  const dead = analysis.revertedPicksByUpstream.get(c.sha);
  if (dead?.length) result.revertedPicks = dead;

  const declarations = claims.length ? claims.filter((k) => k.live && k.meaning !== 'picked') : [];
  let latestDecl: ResolvedClaim | undefined;
  for (const k of declarations) if (!latestDecl || k.forkIndex >= latestDecl.forkIndex) latestDecl = k;
  const mark = (pred: (e: Evidence) => boolean, note?: string) => {
    for (const e of evidence)
      if (pred(e)) {
        e.counted = true;
        if (note) e.note = note;
      }
  };

  if (livePicks.length || byPatch.length || byContent || reapply) {
    mark(
      (e) =>
        e.meaning === 'picked' &&
        e.via !== 'ledger' &&
        (e.via !== 'reapply' || (!livePicks.length && !byPatch.length && !byContent)) &&
        (e.forkCommit === undefined || !analysis.revertedBy.has(e.forkCommit)),
    );
    const via = order(evidence.filter((e) => e.counted && e.meaning === 'picked').map((e) => e.via));
    let lastPick = -1;
    for (const k of livePicks) if (k.forkIndex > lastPick) lastPick = k.forkIndex;
    const contradicting: string[] = [];
    if (entry) contradicting.push(`the ledger file declares it ${entry.disposition}`);
    for (const k of declarations)
      if (k.meaning !== 'defer' || k.forkIndex > lastPick)
        contradicting.push(`${k.forkCommit.slice(0, 10)} declares it ${k.meaning}`);
    for (const e of evidence)
      if (!e.counted && e.meaning !== 'picked' && !e.note) e.note = 'overridden: the commit is in the fork';
    result.status = 'ingested';
    result.reached = true;
    result.via = via;
    result.forkCommits = [...new Set([...livePicks.map((k) => k.forkCommit), ...byPatch])];
    if (entry) result.ledger = { ...disposition(entry), source: 'ledger', via: 'ledger' };
    if (contradicting.length) result.contradiction = `in the fork (${via.join(', ')}), yet ${contradicting.join('; ')}`;
    return result;
  }
  let declared: DeclaredDisposition | undefined;
  const sticky = reverted && !reverted.retry ? reverted : undefined;
  if (entry) {
    declared = { ...disposition(entry), source: 'ledger', via: 'ledger' };
    mark((e) => e.via === 'ledger');
    for (const e of evidence) if (!e.counted && e.meaning !== 'picked') e.note ??= 'overridden by the ledger file';
  } else if (sticky && (!latestDecl || latestDecl.forkIndex < sticky.forkIndex)) {
    declared = { disposition: 'defer', reason: sticky.reason, source: sticky.revertCommit, via: 'revert' };
    mark((e) => e.via === 'revert');
    for (const e of evidence) if (!e.counted && e.meaning !== 'picked') e.note ??= 'superseded by the revert';
  } else if (latestDecl) {
    declared = {
      disposition: latestDecl.meaning as Disposition,
      reason: latestDecl.reason ?? `declared ${latestDecl.meaning} in ${latestDecl.forkCommit.slice(0, 10)}`,
      source: latestDecl.forkCommit,
      via: latestDecl.via,
    };
    if (latestDecl.blockedBy) declared.blockedBy = latestDecl.blockedBy;
    const i = claims.indexOf(latestDecl);
    evidence[i]!.counted = true;
    for (const e of evidence) if (!e.counted && e.meaning !== 'picked') e.note ??= 'superseded by a later declaration';
  } else {
    const rule = inputs.pathRule?.(c);
    if (rule) {
      declared = { disposition: 'wont-port', reason: rule.reason, source: 'path-rule', via: 'path-rule' };
      evidence.push({ via: 'path-rule', meaning: 'wont-port', rule: rule.rule, reason: rule.reason, counted: true });
    }
  }
  if (declared) {
    const contradictory = entry ? declarations.filter((k) => k.meaning !== declared.disposition) : [];
    result.status = 'declared';
    result.reached = declared.disposition !== 'defer';
    result.via = [declared.via];
    result.forkCommits = declared.source.length === 40 || declared.source.length === 64 ? [declared.source] : [];
    result.ledger = declared;
    if (contradictory.length)
      result.contradiction = `the ledger file says ${declared.disposition}; fork messages say ${contradictory.map((k) => `${k.meaning} (${k.forkCommit.slice(0, 10)})`).join(', ')}`;
    return result;
  }
  return result;
}

function claimEvidence(k: ResolvedClaim): Evidence {
  const e: Evidence = {
    via: k.via,
    meaning: k.meaning,
    forkCommit: k.forkCommit,
    rule: k.rule,
    line: k.line,
    counted: false,
  };
  if (k.reason) e.reason = k.reason;
  if (k.blockedBy) e.blockedBy = k.blockedBy;
  if (!k.live) e.note = 'the fork commit was reverted';
  return e;
}

function disposition(entry: { disposition: Disposition; reason: string; blockedBy?: string }) {
  return {
    disposition: entry.disposition,
    reason: entry.reason,
    ...(entry.blockedBy ? { blockedBy: entry.blockedBy } : {}),
  };
}

function order(vias: Via[]): Via[] {
  const set = new Set(vias);
  return VIA_ORDER.filter((v) => set.has(v));
}
