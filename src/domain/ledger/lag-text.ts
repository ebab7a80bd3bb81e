import type { LagReport } from '../../schemas/lag-report.js';
import { stripControl } from '../neutralize.js';

const short = (sha: string | undefined) => (sha ? sha.slice(0, 10) : '-');

/** The human-readable lag report for a terminal. */
export function renderLagText(report: LagReport, limit = 10): string {
  const pin = (p: { sha: string; committedAt: string } | null) => (p ? `${short(p.sha)} (${p.committedAt})` : '-');
  const lines = [
    `upstream ${report.upstream.ref} ${short(report.upstream.sha)}  fork ${report.fork.ref} ${short(report.fork.sha)}`,
    `days behind:          ${report.daysBehind}`,
    `frontier days behind: ${report.frontierDaysBehind}`,
    `backlog:              ${report.backlog} (holes: ${report.holes}, deferred: ${report.deferred.length})`,
    `ingested out of order: ${report.ingestedOutOfOrder} of ${report.counts.missingByAncestry} missing by ancestry` +
      ` (trailer ${report.counts.ingestedByTrailer}, patch-id ${report.counts.ingestedByPatchId}, declared ${report.counts.declared})`,
    `contiguous:           ${pin(report.contiguous)}`,
    `frontier:             ${pin(report.frontier)}`,
    `oldest pending:       ${pin(report.oldestPending)}`,
  ];
  if (report.pending.length) {
    lines.push('', `oldest pending commits (${Math.min(limit, report.pending.length)} of ${report.pending.length}):`);
    for (const p of report.pending.slice(0, limit)) {
      lines.push(
        `  ${short(p.sha)} ${p.committedAt.slice(0, 10)} ${stripControl(p.subject).slice(0, 100)}${p.deferred ? ' [deferred]' : ''}`,
      );
    }
  }
  if (report.deferred.length) {
    lines.push('', 'deferred:');
    for (const d of report.deferred)
      lines.push(
        `  ${short(d.sha)} ${stripControl(d.reason)}${d.blockedBy ? ` (blocked by ${short(d.blockedBy)})` : ''}`,
      );
  }
  for (const w of report.ledgerWarnings) lines.push(`warning: ${stripControl(w)}`);
  return `${lines.join('\n')}\n`;
}
