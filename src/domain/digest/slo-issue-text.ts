import type { LagReport } from '../../schemas/lag-report.js';
import { neutralizeInline, tableCell } from '../neutralize.js';
import { commitLink } from '../commit-link.js';

export interface SloTextOptions {
  sloDays: number;
  /** `owner/name` of the upstream: commit links and safe `#123` references. */
  upstreamRepo?: string;
  serverUrl?: string;
  /** Link to the run that measured it. */
  runUrl?: string;
  limit?: number;
}

/** Title and body of the one open issue that says the lag SLO is exceeded (rewritten on every run while it is). */
export function renderSloIssue(report: LagReport, options: SloTextOptions): { title: string; body: string } {
  const title = `Upstream lag SLO exceeded: ${report.daysBehind} days behind (SLO ${options.sloDays} days)`;
  const subject = (s: string) =>
    neutralizeInline(s, { maxLength: 120, ...(options.upstreamRepo ? { upstreamRepo: options.upstreamRepo } : {}) });
  const pin = (p: { sha: string; committedAt: string } | null) =>
    p ? `${commitLink(p.sha, options.upstreamRepo, options.serverUrl)} (${p.committedAt.slice(0, 10)})` : '—';
  const lines = [
    `The fork \`${tableCell(report.fork.ref)}\` is **${report.daysBehind} days** behind upstream ` +
      `\`${tableCell(report.upstream.ref)}\`; the SLO is ${options.sloDays} days. This issue is updated on every ` +
      'lag report and closed automatically when the lag is back within the SLO.',
    '',
    '| metric | value |',
    '|---|---|',
    `| days behind (oldest pending) | **${report.daysBehind}** |`,
    `| days behind (after the frontier) | ${report.frontierDaysBehind} |`,
    `| backlog | ${report.backlog} |`,
    `| holes | ${report.holes} |`,
    `| deferred | ${report.deferred.length}${report.counts.unblocked ? ` (${report.counts.unblocked} unblocked: their blocker landed, ready to pick)` : ''} |`,
    `| oldest pending | ${pin(report.oldestPending)} |`,
    `| contiguous pin | ${pin(report.contiguous)} |`,
    `| frontier | ${pin(report.frontier)} |`,
    `| measured | ${tableCell(report.generatedAt)}${options.runUrl ? ` ([run](${options.runUrl}))` : ''} |`,
  ];
  const limit = options.limit ?? 10;
  const oldest = report.pending.slice(0, limit);
  if (oldest.length) {
    lines.push('', `### What holds the lag (oldest ${oldest.length} of ${report.pending.length} pending)`, '');
    lines.push('| commit | date | subject | |', '|---|---|---|---|');
    for (const p of oldest) {
      const state = p.deferred ? 'deferred' : p.hole ? 'hole' : '';
      lines.push(
        `| ${commitLink(p.sha, options.upstreamRepo, options.serverUrl)} | ${p.committedAt.slice(0, 10)} | ${subject(p.subject)} | ${state} |`,
      );
    }
  }
  return { title, body: lines.join('\n') };
}

/** The comment posted once when the SLO is met again, just before the issue is closed. */
export function renderSloRecovery(report: LagReport, options: SloTextOptions): string {
  return (
    `Back within the SLO: ${report.daysBehind} days behind (SLO ${options.sloDays} days), backlog ${report.backlog}, ` +
    `measured ${tableCell(report.generatedAt)}${options.runUrl ? ` ([run](${options.runUrl}))` : ''}. Closing.`
  );
}
