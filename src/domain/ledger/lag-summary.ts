import type { LagReport } from '../../schemas/lag-report.js';
import { neutralizeInline, tableCell } from '../neutralize.js';

export interface LagSummaryOptions {
  /** Upstream web URL (https://github.com/owner/name) for commit links; plain SHAs without it. */
  upstreamWebUrl?: string;
  upstreamRepo?: string;
  sloDays?: number;
  chartUrl?: string;
  historyNote?: string;
  limit?: number;
}

const short = (sha: string) => sha.slice(0, 10);

/** The job summary of report-lag: metrics, SLO, oldest pending commits with links, deferred items with reasons. */
export function renderLagSummary(report: LagReport, options: LagSummaryOptions = {}): string {
  const link = (sha: string) =>
    options.upstreamWebUrl ? `[\`${short(sha)}\`](${options.upstreamWebUrl}/commit/${sha})` : `\`${short(sha)}\``;
  const pin = (p: { sha: string; committedAt: string } | null) =>
    p ? `${link(p.sha)} (${p.committedAt.slice(0, 10)})` : '—';
  const text = (t: string) =>
    neutralizeInline(t, { maxLength: 120, ...(options.upstreamRepo ? { upstreamRepo: options.upstreamRepo } : {}) });
  const lines = [
    '## Upstream lag',
    '',
    `Fork \`${tableCell(report.fork.ref)}\` at \`${short(report.fork.sha)}\` against upstream \`${tableCell(report.upstream.ref)}\` at ${link(report.upstream.sha)}.`,
    '',
    '| metric | value |',
    '|---|---|',
    `| days behind (oldest pending) | **${report.daysBehind}** |`,
    `| days behind (after the frontier) | ${report.frontierDaysBehind} |`,
    `| backlog | ${report.backlog} |`,
    `| holes (pending older than the frontier) | ${report.holes} |`,
    `| ingested out of order | ${report.ingestedOutOfOrder} (trailer ${report.counts.ingestedByTrailer}, patch-id ${report.counts.ingestedByPatchId}) |`,
    `| declared in the ledger | ${report.counts.declared} |`,
    `| contiguous pin | ${pin(report.contiguous)} |`,
    `| frontier | ${pin(report.frontier)} |`,
  ];
  if (options.sloDays !== undefined) {
    const exceeded = report.daysBehind > options.sloDays;
    lines.push(
      '',
      exceeded
        ? `> [!WARNING]\n> SLO exceeded: ${report.daysBehind} days behind, the SLO is ${options.sloDays} days.`
        : `SLO met: ${report.daysBehind} ≤ ${options.sloDays} days.`,
    );
  }
  const limit = options.limit ?? 10;
  if (report.pending.length) {
    lines.push(
      '',
      `### Oldest pending commits (${Math.min(limit, report.pending.length)} of ${report.pending.length})`,
      '',
      '| commit | date | subject | |',
      '|---|---|---|---|',
    );
    for (const p of report.pending.slice(0, limit)) {
      lines.push(
        `| ${link(p.sha)} | ${p.committedAt.slice(0, 10)} | ${text(p.subject)} | ${p.deferred ? 'deferred' : p.hole ? 'hole' : ''} |`,
      );
    }
  }
  if (report.deferred.length) {
    lines.push('', '### Deferred', '', '| commit | reason | blocked by |', '|---|---|---|');
    for (const d of report.deferred) {
      lines.push(`| ${link(d.sha)} | ${text(d.reason)} | ${d.blockedBy ? link(d.blockedBy) : ''} |`);
    }
  }
  if (report.ledgerWarnings.length) {
    lines.push('', '### Ledger warnings', '', ...report.ledgerWarnings.map((w) => `- ${text(w)}`));
  }
  if (options.chartUrl) lines.push('', `History chart: [days behind and backlog over time](${options.chartUrl})`);
  if (options.historyNote) lines.push('', options.historyNote);
  return `${lines.join('\n')}\n`;
}
