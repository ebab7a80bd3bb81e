import type { CommitRecord } from '../commit.js';
import { provenanceParser, revertedRefs } from './provenance.js';
import { ShaIndex } from './sha-index.js';

export interface ProvenanceNote {
  forkCommit: string;
  key: string;
  ref: string;
  /** For a prefix resolution: the upstream commit it resolved to. */
  resolvedTo?: string;
  candidates?: string[];
}

/** What the fork's own commits say about upstream commits. */
export interface ForkAnalysis {
  /** Upstream SHA → live fork commits whose provenance names it. */
  picksByUpstream: Map<string, string[]>;
  /** Fork commits that carry at least one provenance line (resolved or not). */
  withProvenance: Set<string>;
  /** Fork commits undone by a later live `This reverts commit X` in the fork → the reverting commit. */
  revertedBy: Map<string, string>;
  /** Upstream SHA → fork picks of it that a later fork commit reverted. */
  revertedPicksByUpstream: Map<string, string[]>;
  /** Fork commits that are themselves reverts of fork commits. */
  reverts: Set<string>;
  /** Provenance refs resolved by prefix (wrong or short SHAs). */
  prefixResolved: ProvenanceNote[];
  /** Refs that name no missing upstream commit (already reachable, outside the range, or wrong). */
  unresolved: ProvenanceNote[];
  ambiguous: ProvenanceNote[];
}

/**
 * Reads provenance and reverts from fork-only commits (oldest first). A revert of a fork commit undoes that
 * commit's picks unless the revert is itself reverted: walking newest-first, a commit is live when no live later
 * commit reverts it.
 */
export function analyzeForkHistory(
  upstream: readonly CommitRecord[],
  fork: readonly CommitRecord[],
  trailerKeys: readonly string[],
): ForkAnalysis {
  const parse = provenanceParser(trailerKeys);
  const upstreamIndex = new ShaIndex(upstream.map((c) => c.sha));
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
  const revertedBy = new Map<string, string>();
  for (let i = fork.length - 1; i >= 0; i--) {
    const c = fork[i]!;
    if (revertedBy.has(c.sha)) continue; // a dead revert undoes nothing
    for (const t of revertTargets.get(c.sha) ?? []) if (!revertedBy.has(t)) revertedBy.set(t, c.sha);
  }

  const analysis: ForkAnalysis = {
    picksByUpstream: new Map(),
    withProvenance: new Set(),
    revertedBy,
    revertedPicksByUpstream: new Map(),
    reverts: new Set(revertTargets.keys()),
    prefixResolved: [],
    unresolved: [],
    ambiguous: [],
  };
  for (const c of fork) {
    const refs = parse(c.message);
    if (refs.length === 0) continue;
    analysis.withProvenance.add(c.sha);
    const live = !revertedBy.has(c.sha);
    for (const { key, ref } of refs) {
      const r = upstreamIndex.resolve(ref);
      const note: ProvenanceNote = { forkCommit: c.sha, key, ref };
      if (r.kind === 'none') {
        analysis.unresolved.push(note);
        continue;
      }
      if (r.kind === 'ambiguous') {
        analysis.ambiguous.push({ ...note, candidates: r.candidates });
        continue;
      }
      if (r.kind === 'prefix') analysis.prefixResolved.push({ ...note, resolvedTo: r.sha });
      if (!live) {
        const dead = analysis.revertedPicksByUpstream.get(r.sha) ?? [];
        analysis.revertedPicksByUpstream.set(r.sha, [...dead, c.sha]);
        continue;
      }
      const list = analysis.picksByUpstream.get(r.sha) ?? [];
      if (!list.includes(c.sha)) list.push(c.sha);
      analysis.picksByUpstream.set(r.sha, list);
    }
  }
  return analysis;
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
    c.paths && c.paths.length
      ? c.paths
          .map((p) => p.path)
          .sort()
          .join('\0')
      : undefined;
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
