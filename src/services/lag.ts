import { computeLag } from '../domain/ledger/lag-metrics.js';
import { LAG_SCHEMA_VERSION, type LagReport } from '../schemas/lag-report.js';
import {
  readIngestionState,
  type IngestionDeps,
  type IngestionSettings,
  type IngestionState,
} from './ingestion-state.js';

export interface LagSettings extends IngestionSettings {
  now: Date;
}

export async function runLag(settings: LagSettings, deps: IngestionDeps): Promise<LagReport> {
  const state = await readIngestionState(settings, deps);
  return buildLagReport(state, settings.now);
}

export function buildLagReport(state: IngestionState, now: Date): LagReport {
  const metrics = computeLag(state.classified, state.mergeBase, now);
  const frontierIndex = metrics.frontier ? state.classified.findIndex((c) => c.sha === metrics.frontier!.sha) : -1;
  const unreached = state.classified.filter((c) => !c.reached);
  return {
    schemaVersion: LAG_SCHEMA_VERSION,
    generatedAt: now.toISOString(),
    upstream: state.upstream,
    fork: state.fork,
    mergeBase: state.mergeBase,
    backlog: metrics.backlog,
    holes: metrics.holes,
    ingestedOutOfOrder: metrics.ingestedOutOfOrder,
    daysBehind: metrics.daysBehind,
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
    },
    deferred: unreached
      .filter((c) => c.ledger?.disposition === 'defer')
      .map((c) => ({
        sha: c.sha,
        subject: c.subject,
        committedAt: c.committedAt,
        reason: c.ledger!.reason,
        ...(c.ledger!.blockedBy ? { blockedBy: c.ledger!.blockedBy } : {}),
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
      ambiguous: state.analysis.ambiguous.length,
      revertedPicks: state.classified
        .filter((c) => c.revertedPicks?.length)
        .map((c) => ({ upstream: c.sha, forkCommits: c.revertedPicks! })),
    },
    ledgerWarnings: state.ledger.warnings,
  };
}
