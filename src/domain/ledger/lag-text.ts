import type { LagReport } from '../../schemas/lag-report.js';
import { stripControl } from '../neutralize.js';
import { short } from '../../shared/short-sha.js';

/** The human-readable lag report for a terminal. */
export function renderLagText(report: LagReport, limit = 10): string {
  const pin = (p: { sha: string; committedAt: string } | null) => (p ? `${short(p.sha)} (${p.committedAt})` : '-');
  const lines = [
    `upstream ${report.upstream.ref} ${short(report.upstream.sha)}  fork ${report.fork.ref} ${short(report.fork.sha)}`,
    `days behind:          ${report.daysBehind} (oldest pending to now)`,
    `days behind tip:      ${report.daysBehindTip} (oldest pending to the upstream tip's commit time)`,
    `frontier days behind: ${report.frontierDaysBehind}`,
    `backlog:              ${report.backlog} (holes: ${report.holes}, deferred: ${report.deferred.length})`,
    `ingested out of order: ${report.ingestedOutOfOrder} of ${report.counts.missingByAncestry} missing by ancestry` +
      ` (trailer ${report.counts.ingestedByTrailer}, patch-id ${report.counts.ingestedByPatchId}, declared ${report.counts.declared})`,
    `evidence:             ${viaLine(report)}`,
    `contiguous:           ${pin(report.contiguous)}`,
    `frontier:             ${pin(report.frontier)}`,
    `oldest pending:       ${pin(report.oldestPending)}`,
    ...(report.incomplete
      ? [`INCOMPLETE:           ${stripControl((report.incompleteReasons ?? []).join('; ')).replace(/\n/g, ' ')}`]
      : []),
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
        `  ${short(d.sha)} ${stripControl(d.reason)}${d.blockedBy ? ` (blocked by ${short(d.blockedBy)}${d.unblocked ? ', landed: READY' : ''})` : ''}`,
      );
  }
  if (report.provenance.unresolved)
    lines.push(
      '',
      `unresolved references: ${report.provenance.unresolved} (refs in fork messages that name no missing upstream commit; --json lists them)`,
    );
  for (const c of report.contradictions) lines.push(`contradiction: ${short(c.sha)} ${stripControl(c.note)}`);
  for (const w of report.ledgerWarnings) lines.push(`warning: ${stripControl(w)}`);
  return `${lines.join('\n')}\n`;
}

/** `trailer 12, pr-number 3, …`: commits per kind of evidence, kinds with none left out. */
export function viaLine(report: LagReport): string {
  const parts = Object.entries(report.counts.via)
    .filter(([, n]) => n > 0)
    .map(([v, n]) => `${v} ${n}`);
  return parts.length ? parts.join(', ') : 'none';
}
