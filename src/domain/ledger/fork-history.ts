import type { CommitRecord } from '../commit.js';
import { readMessage, type MessageClaim } from './message-claims.js';
import { refLabel, type RefTarget } from './message-refs.js';
import { subjectsMatch } from './pr-subjects.js';
import { revertedRefs } from './provenance.js';
import type { CompiledRules, RuleMeaning } from './rules.js';
import { ShaIndex } from './sha-index.js';
import { buildPrIndex, type PrIndex } from './upstream-prs.js';

export interface ProvenanceNote {
  forkCommit: string;
  /** The rule (trailer key, section or subject rule) that read the ref. */
  key: string;
  /** As written: a SHA (prefix) or `#N`. */
  ref: string;
  /** The line that carried it. */
  line?: string;
  /** For a prefix resolution: the upstream commit it resolved to. */
  resolvedTo?: string;
  candidates?: string[];
}

/** One fork commit's declaration about one upstream commit, resolved. */
export interface ResolvedClaim {
  forkCommit: string;
  /** Position of the fork commit, oldest first: a later declaration beats an earlier one. */
  forkIndex: number;
  /** False when a later live fork commit reverted the declaring commit. */
  live: boolean;
  meaning: RuleMeaning;
  via: MessageClaim['via'];
  rule: string;
  line: string;
  ref: string;
  reason?: string;
  /** Full SHA when the blocker names a missing upstream commit, else the ref as written (`#N` or a SHA). */
  blockedBy?: string;
}

/** What the fork's own commits say about upstream commits. */
export interface ForkAnalysis {
  /** Upstream SHA → live fork commits whose provenance names it as picked. */
  picksByUpstream: Map<string, string[]>;
  /** Upstream SHA → every resolved declaration about it (picks, dispositions, dead ones too). */
  claims: Map<string, ResolvedClaim[]>;
  /** Fork commits that declare at least one pick (resolved or not). */
  withProvenance: Set<string>;
  /** Fork commits undone by a later live `This reverts commit X` in the fork → the reverting commit. */
  revertedBy: Map<string, string>;
  /** Upstream SHA → fork picks of it that a later fork commit reverted. */
  revertedPicksByUpstream: Map<string, string[]>;
  /** Fork commits that are themselves reverts of fork commits. */
  reverts: Set<string>;
  /** Provenance refs resolved by prefix (wrong or short SHAs). */
  prefixResolved: ProvenanceNote[];
  /** Refs that name no missing upstream commit (already reachable, outside the range, wrong, or an unknown PR). */
  unresolved: ProvenanceNote[];
  ambiguous: ProvenanceNote[];
  prIndex: PrIndex;
}

/**
 * Reads provenance, dispositions and reverts from fork-only commits (oldest first). A revert of a fork commit undoes
 * that commit's picks unless the revert is itself reverted: walking newest-first, a commit is live when no live later
 * commit reverts it.
 */
export function analyzeForkHistory(
  upstream: readonly CommitRecord[],
  fork: readonly CommitRecord[],
  rules: CompiledRules,
  forkReading?: ForkMessages,
): ForkAnalysis {
  const upstreamIndex = new ShaIndex(upstream.map((c) => c.sha));
  const prIndex = buildPrIndex(upstream);
  const { revertTargets, readings } = forkReading?.fork === fork ? forkReading : readForkMessages(fork, rules);
  const revertedBy = new Map<string, string>();
  for (let i = fork.length - 1; i >= 0; i--) {
    const c = fork[i]!;
    if (revertedBy.has(c.sha)) continue; // a dead revert undoes nothing
    for (const t of revertTargets.get(c.sha) ?? []) if (!revertedBy.has(t)) revertedBy.set(t, c.sha);
  }

  const analysis: ForkAnalysis = {
    picksByUpstream: new Map(),
    claims: new Map(),
    withProvenance: new Set(),
    revertedBy,
    revertedPicksByUpstream: new Map(),
    reverts: new Set(revertTargets.keys()),
    prefixResolved: [],
    unresolved: [],
    ambiguous: [],
    prIndex,
  };
  const resolveTarget = (t: RefTarget, note: ProvenanceNote): string[] => {
    if (t.kind === 'pr') {
      const shas = prIndex.commits.get(t.number);
      if (shas) return shas;
      const amb = prIndex.ambiguous.get(t.number);
      if (amb) analysis.ambiguous.push({ ...note, candidates: amb.slice(0, 10) });
      else analysis.unresolved.push(note);
      return [];
    }
    const r = upstreamIndex.resolve(t.ref);
    if (r.kind === 'none') {
      analysis.unresolved.push(note);
      return [];
    }
    if (r.kind === 'ambiguous') {
      analysis.ambiguous.push({ ...note, candidates: r.candidates });
      return [];
    }
    if (r.kind === 'prefix') analysis.prefixResolved.push({ ...note, resolvedTo: r.sha });
    return [r.sha];
  };
  const resolveBlocker = (t: RefTarget | undefined): string | undefined => {
    if (!t) return undefined;
    if (t.kind === 'pr') return prIndex.commits.get(t.number)?.at(-1) ?? refLabel(t);
    const r = upstreamIndex.resolve(t.ref);
    return r.kind === 'exact' || r.kind === 'prefix' ? r.sha : t.ref;
  };

  fork.forEach((c, i) => {
    const reading = readings.get(c.sha);
    if (!reading) return; // a revert of a fork commit declares nothing
    const claims = [
      ...reading.claims,
      ...subjectClaims(reading.subject, reading.subjectLine, prIndex, (n) =>
        analysis.unresolved.push({ forkCommit: c.sha, key: 'pick-subject', ref: `#${n}`, line: reading.subjectLine }),
      ),
    ];
    if (!claims.length) return;
    const live = !revertedBy.has(c.sha);
    for (const claim of claims) {
      const ref = refLabel(claim.target);
      if (claim.meaning === 'picked') analysis.withProvenance.add(c.sha);
      const shas = resolveTarget(claim.target, { forkCommit: c.sha, key: claim.rule, ref, line: claim.line });
      const blockedBy = resolveBlocker(claim.blockedBy);
      for (const sha of shas) {
        const resolved: ResolvedClaim = {
          forkCommit: c.sha,
          forkIndex: i,
          live,
          meaning: claim.meaning,
          via: claim.via,
          rule: claim.rule,
          line: claim.line,
          ref,
          ...(claim.reason ? { reason: claim.reason } : {}),
          ...(blockedBy ? { blockedBy } : {}),
        };
        analysis.claims.set(sha, [...(analysis.claims.get(sha) ?? []), resolved]);
        if (claim.meaning !== 'picked') continue;
        const target = live ? analysis.picksByUpstream : analysis.revertedPicksByUpstream;
        const list = target.get(sha) ?? [];
        if (!list.includes(c.sha)) list.push(c.sha);
        target.set(sha, list);
      }
    }
  });
  return analysis;
}

/** What the fork's own messages say, read from the fork side alone (before upstream's history has been read). */
export interface ForkMessages {
  /** The list it was read from: analyzeForkHistory uses it only for that same list. */
  fork: readonly CommitRecord[];
  /** Fork commit → the fork commits its `This reverts commit X` lines name. */
  revertTargets: Map<string, string[]>;
  /** Each fork commit that is not a revert of a fork commit → what its message declares. */
  readings: Map<string, ReturnType<typeof readMessage>>;
}

/**
 * The part of the analysis that needs only the fork's commits — every message read by the rules, reverts found —
 * so that it runs while upstream's (longer) log is still being read.
 */
export function readForkMessages(fork: readonly CommitRecord[], rules: CompiledRules): ForkMessages {
  const forkIndex = new ShaIndex(fork.map((c) => c.sha));
  const revertTargets = new Map<string, string[]>();
  for (const c of fork) {
    const targets: string[] = [];
    for (const ref of revertedRefs(c.message)) {
      const r = forkIndex.resolve(ref);
      if ((r.kind === 'exact' || r.kind === 'prefix') && r.sha !== c.sha) targets.push(r.sha);
    }
    if (targets.length) revertTargets.set(c.sha, targets);
  }
  const readings = new Map<string, ReturnType<typeof readMessage>>();
  for (const c of fork) if (!revertTargets.has(c.sha)) readings.set(c.sha, readMessage(c.message, rules));
  return { fork, revertTargets, readings };
}

/**
 * The subject's PR numbers that name upstream picks. A bundle list counts whole (but for a cut last entry). Else
 * the last `(#N)` counts when the subject carries that upstream PR's title (a pick that kept the upstream subject);
 * otherwise it is the fork's own PR, and the one before it counts when the subject says it is a pick or carries its
 * title. A lone number whose title does not match is the fork's own PR: silently not a pick.
 */
function subjectClaims(
  refs: ReturnType<typeof readMessage>['subject'],
  line: string,
  prIndex: PrIndex,
  unknown: (n: number) => void,
): MessageClaim[] {
  if (!refs) return [];
  const claim = (number: number, rule: string): MessageClaim => ({
    target: { kind: 'pr', number },
    meaning: 'picked',
    via: 'pr-number',
    rule,
    line: line.length > 200 ? `${line.slice(0, 199)}…` : line,
  });
  if (refs.list.length) return refs.list.map((n) => claim(n, 'bundle-subject'));
  const titleMatches = (n: number) => {
    const title = prIndex.title(n);
    return title !== undefined && prIndex.commits.has(n) && subjectsMatch(refs.text, title);
  };
  if (refs.last !== undefined && titleMatches(refs.last)) return [claim(refs.last, 'pick-subject')];
  const inner = refs.beforeLast;
  if (inner === undefined) return [];
  if (titleMatches(inner) || (refs.marker && prIndex.commits.has(inner))) return [claim(inner, 'pick-subject')];
  if (refs.marker && !prIndex.commits.has(inner)) unknown(inner);
  return [];
}

/**
 * Which commits need a patch-id at all (the expensive part): upstream commits no provenance names, and live fork
 * commits without provenance whose set of changed paths equals such an upstream commit's (equal patch-ids imply
 * equal path sets, so nothing is missed — the same trick git uses internally for `git cherry`).
 */
export function patchIdCandidates(
  upstream: readonly CommitRecord[],
  fork: readonly CommitRecord[],
  analysis: ForkAnalysis,
): { upstream: string[]; fork: string[] } {
  const key = (c: CommitRecord): string | undefined =>
    !c.paths?.length
      ? undefined
      : c.paths.length === 1
        ? c.paths[0]!.path
        : c.paths
            .map((p) => p.path)
            .sort()
            .join('\0');
  const upstreamByPaths = new Map<string, string[]>();
  for (const c of upstream) {
    if (c.parents.length > 1 || analysis.picksByUpstream.has(c.sha)) continue;
    const k = key(c);
    if (!k) continue;
    upstreamByPaths.set(k, [...(upstreamByPaths.get(k) ?? []), c.sha]);
  }
  const upstreamOut = new Set<string>();
  const forkOut: string[] = [];
  for (const c of fork) {
    if (c.parents.length > 1 || analysis.withProvenance.has(c.sha) || analysis.revertedBy.has(c.sha)) continue;
    if (analysis.reverts.has(c.sha)) continue;
    const k = key(c);
    const matches = k ? upstreamByPaths.get(k) : undefined;
    if (!matches) continue;
    forkOut.push(c.sha);
    for (const s of matches) upstreamOut.add(s);
  }
  return { upstream: [...upstreamOut], fork: forkOut };
}

/** Upstream SHA → fork SHAs with the same patch-id. */
export function matchPatchIds(
  upstreamIds: ReadonlyMap<string, string>,
  forkIds: ReadonlyMap<string, string>,
): Map<string, string[]> {
  const forkById = new Map<string, string[]>();
  for (const [sha, id] of forkIds) forkById.set(id, [...(forkById.get(id) ?? []), sha]);
  const out = new Map<string, string[]>();
  for (const [sha, id] of upstreamIds) {
    const forks = forkById.get(id);
    if (forks) out.set(sha, forks);
  }
  return out;
}
