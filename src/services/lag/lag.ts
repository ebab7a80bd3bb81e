import { tryResolveCommit } from '../../adapters/git/read/refs.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import type { ClassifiedCommit } from '../../domain/ledger/classify.js';
import { computeLag } from '../../domain/ledger/lag-metrics.js';
import { LAG_SCHEMA_VERSION, type LagReport } from '../../schemas/lag-report.js';
import {
  readIngestionState,
  type IngestionDeps,
  type IngestionSettings,
  type IngestionState,
} from '../ledger/ingestion-state.js';
import { isAncestor } from '../../adapters/git/read/ancestry.js';

export interface LagSettings extends IngestionSettings {
  now: Date;
}

const MAX_UNRESOLVED_LISTED = 500;

export async function runLag(settings: LagSettings, deps: IngestionDeps): Promise<LagReport> {
  // Lag reports classes only: paths are read where a class can depend on them.
  const state = await readIngestionState({ ...settings, pathsFor: 'evidence' }, deps);
  const landed = await blockersLanded(deps.git, state);
  return buildLagReport(state, settings.now, landed);
}

/**
 * Whether each deferral's blocker has landed: a known upstream commit by its classification, anything else that
 * names a commit by ancestry of the fork tip. A blocker that names nothing (an unknown `#N`) has not landed.
 */
export async function blockersLanded(git: GitRunner, state: IngestionState): Promise<Set<string>> {
  const bySha = new Map(state.classified.map((c) => [c.sha, c]));
  const landed = new Set<string>();
  const seen = new Set<string>();
  for (const c of state.classified) {
    const ref = !c.reached && c.ledger?.disposition === 'defer' ? c.ledger.blockedBy : undefined;
    if (!ref || seen.has(ref)) continue;
    seen.add(ref);
    const known = bySha.get(ref);
    if (known) {
      if (known.reached) landed.add(ref);
      continue;
    }
    const sha = /^[0-9a-f]{7,64}$/.test(ref) ? await tryResolveCommit(git, ref) : undefined;
    if (!sha) continue;
    if (await isAncestor(git, sha, state.fork.sha)) landed.add(ref);
  }
  return landed;
}

export function buildLagReport(state: IngestionState, now: Date, landed: ReadonlySet<string> = new Set()): LagReport {
  const tip = state.upstreamCommits.find((c) => c.sha === state.upstream.sha);
  const metrics = computeLag(state.classified, state.mergeBase, now, tip?.committedAt ?? state.mergeBase.committedAt);
  const frontierIndex = metrics.frontier ? state.classified.findIndex((c) => c.sha === metrics.frontier!.sha) : -1;
  const unreached = state.classified.filter((c) => !c.reached);
  const deferred = unreached.filter((c) => c.ledger?.disposition === 'defer');
  const isUnblocked = (c: ClassifiedCommit) => Boolean(c.ledger?.blockedBy && landed.has(c.ledger.blockedBy));
  return {
    schemaVersion: LAG_SCHEMA_VERSION,
    generatedAt: now.toISOString(),
    upstream: state.upstream,
    fork: state.fork,
    mergeBase: state.mergeBase,
    ...(state.incomplete?.length ? { incomplete: true as const, incompleteReasons: [...state.incomplete] } : {}),
    backlog: metrics.backlog,
    holes: metrics.holes,
    ingestedOutOfOrder: metrics.ingestedOutOfOrder,
    daysBehind: metrics.daysBehind,
    daysBehindTip: metrics.daysBehindTip,
    frontierDaysBehind: metrics.frontierDaysBehind,
    oldestPending: metrics.oldestPending,
    contiguous: metrics.contiguous,
    frontier: metrics.frontier,
    counts: {
      missingByAncestry: metrics.missingByAncestry,
      ingested: metrics.ingested,
      ingestedByTrailer: metrics.ingestedByTrailer,
      ingestedByPatchId: metrics.ingestedByPatchId,
      declared: metrics.declared,
      via: metrics.via,
      unblocked: deferred.filter(isUnblocked).length,
    },
    commits: state.classified.map((c) => ({
      sha: c.sha,
      status: c.status,
      via: c.via,
      forkCommits: c.forkCommits,
      ...(c.status === 'declared' && c.ledger ? { disposition: c.ledger.disposition } : {}),
    })),
    contradictions: state.classified.flatMap((c) => (c.contradiction ? [{ sha: c.sha, note: c.contradiction }] : [])),
    deferred: deferred.map((c) => ({
      sha: c.sha,
      subject: c.subject,
      committedAt: c.committedAt,
      reason: c.ledger!.reason,
      ...(c.ledger!.blockedBy ? { blockedBy: c.ledger!.blockedBy } : {}),
      source: c.ledger!.source,
      ...(c.ledger!.via === 'revert' ? { via: 'revert' as const } : {}),
      ...(c.ledger!.blockedBy ? { unblocked: isUnblocked(c) } : {}),
    })),
    pending: unreached.map((c) => ({
      sha: c.sha,
      subject: c.subject,
      committedAt: c.committedAt,
      hole: c.index < frontierIndex,
      deferred: c.ledger?.disposition === 'defer',
    })),
    provenance: {
      trailerKeys: state.trailerKeys,
      prefixResolved: state.analysis.prefixResolved.map((n) => ({
        forkCommit: n.forkCommit,
        key: n.key,
        ref: n.ref,
        resolvedTo: n.resolvedTo!,
      })),
      unresolved: state.analysis.unresolved.length,
      unresolvedRefs: state.analysis.unresolved.slice(0, MAX_UNRESOLVED_LISTED).map((n) => ({
        forkCommit: n.forkCommit,
        key: n.key,
        ref: n.ref,
        ...(n.line ? { line: n.line } : {}),
      })),
      ambiguous: state.analysis.ambiguous.length,
      revertedPicks: state.classified
        .filter((c) => c.revertedPicks?.length)
        .map((c) => ({ upstream: c.sha, forkCommits: c.revertedPicks! })),
    },
    ledgerWarnings: state.ledger.warnings,
  };
}
