import { subjectOf, type CommitRecord } from '../commit.js';
import type { Disposition } from '../../schemas/ledger.js';
import type { ForkAnalysis, ResolvedClaim } from './fork-history.js';
import type { ResolvedLedger } from './ledger-entries.js';
import type { PathRuleMatch } from './path-rules.js';
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
}

/**
 * Classifies every upstream commit missing by ancestry. Precedence (docs/ledger-and-lag.md):
 * 1. content in the fork — a live pick (trailer, PR number, section), an equal patch-id, or an empty pick — is
 *    ingested whatever any declaration says (contradicting declarations are reported);
 * 2. else the ledger file (the user's override);
 * 3. else the latest live declaration in a fork message (a later one beats an earlier one);
 * 4. else a notApplicable path rule (wont-port);
 * 5. else pending. `defer` keeps a commit in the backlog.
 */
export function classifyUpstream(
  upstream: readonly CommitRecord[],
  analysis: ForkAnalysis,
  inputs: ClassifyInputs,
): ClassifiedCommit[] {
  return upstream.filter((c) => c.parents.length <= 1).map((c, index) => classifyOne(c, index, analysis, inputs));
}

function classifyOne(c: CommitRecord, index: number, analysis: ForkAnalysis, inputs: ClassifyInputs): ClassifiedCommit {
  const claims = analysis.claims.get(c.sha) ?? [];
  const livePicks = claims.filter((k) => k.live && k.meaning === 'picked');
  const byPatch = (inputs.patchMatches.get(c.sha) ?? []).filter((f) => !analysis.revertedBy.has(f));
  const byContent = inputs.content?.has(c.sha) ?? false;
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
  const entry = inputs.ledger.bySha.get(c.sha);
  if (entry)
    evidence.push({
      via: 'ledger',
      meaning: entry.disposition,
      rule: 'ledger file',
      reason: entry.reason,
      counted: false,
      ...(entry.blockedBy ? { blockedBy: entry.blockedBy } : {}),
    });
  const base = { sha: c.sha, index, subject: subjectOf(c.message), committedAt: c.committedAt };
  const dead = analysis.revertedPicksByUpstream.get(c.sha);
  const extras = dead?.length ? { revertedPicks: dead } : {};

  const declarations = claims.filter((k) => k.live && k.meaning !== 'picked');
  const latestDecl = declarations.reduce<ResolvedClaim | undefined>(
    (a, k) => (!a || k.forkIndex >= a.forkIndex ? k : a),
    undefined,
  );
  const mark = (pred: (e: Evidence) => boolean, note?: string) => {
    for (const e of evidence) if (pred(e)) Object.assign(e, { counted: true }, note ? { note } : {});
  };

  if (livePicks.length || byPatch.length || byContent) {
    mark(
      (e) =>
        e.meaning === 'picked' &&
        e.via !== 'ledger' &&
        (e.forkCommit === undefined || !analysis.revertedBy.has(e.forkCommit)),
    );
    const via = order(evidence.filter((e) => e.counted && e.meaning === 'picked').map((e) => e.via));
    const lastPick = Math.max(-1, ...livePicks.map((k) => k.forkIndex));
    const contradicting = [
      ...(entry ? [`the ledger file declares it ${entry.disposition}`] : []),
      ...declarations
        .filter((k) => k.meaning !== 'defer' || k.forkIndex > lastPick)
        .map((k) => `${k.forkCommit.slice(0, 10)} declares it ${k.meaning}`),
    ];
    for (const e of evidence)
      if (!e.counted && e.meaning !== 'picked' && !e.note) e.note = 'overridden: the commit is in the fork';
    return {
      ...base,
      status: 'ingested',
      reached: true,
      via,
      forkCommits: [...new Set([...livePicks.map((k) => k.forkCommit), ...byPatch])],
      ...(entry ? { ledger: { ...disposition(entry), source: 'ledger', via: 'ledger' } } : {}),
      ...extras,
      evidence,
      ...(contradicting.length
        ? { contradiction: `in the fork (${via.join(', ')}), yet ${contradicting.join('; ')}` }
        : {}),
    };
  }
  let declared: DeclaredDisposition | undefined;
  if (entry) {
    declared = { ...disposition(entry), source: 'ledger', via: 'ledger' };
    mark((e) => e.via === 'ledger');
    for (const e of evidence) if (!e.counted && e.meaning !== 'picked') e.note ??= 'overridden by the ledger file';
  } else if (latestDecl) {
    declared = {
      disposition: latestDecl.meaning as Disposition,
      reason: latestDecl.reason ?? `declared ${latestDecl.meaning} in ${latestDecl.forkCommit.slice(0, 10)}`,
      ...(latestDecl.blockedBy ? { blockedBy: latestDecl.blockedBy } : {}),
      source: latestDecl.forkCommit,
      via: latestDecl.via,
    };
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
    return {
      ...base,
      status: 'declared',
      reached: declared.disposition !== 'defer',
      via: [declared.via],
      forkCommits: declared.source.length === 40 || declared.source.length === 64 ? [declared.source] : [],
      ledger: declared,
      ...extras,
      evidence,
      ...(contradictory.length
        ? {
            contradiction: `the ledger file says ${declared.disposition}; fork messages say ${contradictory.map((k) => `${k.meaning} (${k.forkCommit.slice(0, 10)})`).join(', ')}`,
          }
        : {}),
    };
  }
  return { ...base, status: 'pending', reached: false, via: [], forkCommits: [], ...extras, evidence };
}

function claimEvidence(k: ResolvedClaim): Evidence {
  return {
    via: k.via,
    meaning: k.meaning,
    forkCommit: k.forkCommit,
    rule: k.rule,
    line: k.line,
    counted: false,
    ...(k.reason ? { reason: k.reason } : {}),
    ...(k.blockedBy ? { blockedBy: k.blockedBy } : {}),
    ...(k.live ? {} : { note: 'the fork commit was reverted' }),
  };
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
