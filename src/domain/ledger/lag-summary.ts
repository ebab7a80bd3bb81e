import type { LagReport } from '../../schemas/lag-report.js';
import { neutralizeInline, tableCell } from '../neutralize.js';
import { viaLine } from './lag-text.js';
import { short } from '../../shared/short-sha.js';

export interface LagSummaryOptions {
  /** Upstream web URL (https://github.com/owner/name) for commit links; plain SHAs without it. */
  upstreamWebUrl?: string;
  upstreamRepo?: string;
  sloDays?: number;
  chartUrl?: string;
  historyNote?: string;
  limit?: number;
}

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
    ...(report.incomplete
      ? [
          `> [!WARNING]\n> **Incomplete:** objects are missing from the clone, so some matching was skipped and the backlog may be overcounted: ${text((report.incompleteReasons ?? []).join('; '))}`,
          '',
        ]
      : []),
    '| metric | value |',
    '|---|---|',
    `| days behind (oldest pending to now) | **${report.daysBehind}** |`,
    `| days behind the upstream tip (oldest pending to the tip's commit time) | ${report.daysBehindTip} |`,
    `| days behind (after the frontier) | ${report.frontierDaysBehind} |`,
    `| backlog | ${report.backlog} |`,
    `| holes (pending older than the frontier) | ${report.holes} |`,
    `| ingested out of order | ${report.ingestedOutOfOrder} (trailer ${report.counts.ingestedByTrailer}, patch-id ${report.counts.ingestedByPatchId}) |`,
    `| declared (ledger, fork messages, path rules) | ${report.counts.declared} |`,
    `| evidence per commit | ${viaLine(report)} |`,
    ...(report.counts.unblocked ? [`| deferred, blocker landed (ready) | **${report.counts.unblocked}** |`] : []),
    ...(report.provenance.unresolved
      ? [`| unresolved references in fork messages | ${report.provenance.unresolved} |`]
      : []),
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
    const ref = (r: string) => (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(r) ? link(r) : `\`${tableCell(r)}\``);
    for (const d of report.deferred) {
      const blocker = d.blockedBy ? `${ref(d.blockedBy)}${d.unblocked ? ' — landed: **ready**' : ''}` : '';
      lines.push(`| ${link(d.sha)} | ${text(d.reason)} | ${blocker} |`);
    }
  }
  if (report.contradictions.length) {
    lines.push('', '### Contradictory evidence (resolved by precedence)', '');
    for (const c of report.contradictions.slice(0, limit)) lines.push(`- ${link(c.sha)}: ${text(c.note)}`);
  }
  if (report.ledgerWarnings.length) {
    lines.push('', '### Ledger warnings', '', ...report.ledgerWarnings.map((w) => `- ${text(w)}`));
  }
  if (options.chartUrl) lines.push('', `History chart: [days behind and backlog over time](${options.chartUrl})`);
  if (options.historyNote) lines.push('', options.historyNote);
  return `${lines.join('\n')}\n`;
}
