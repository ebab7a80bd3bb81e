import type { Plan, PlanCommit } from '../../schemas/plan.js';
import { neutralizeInline, stripControl, type NeutralizeOptions } from '../neutralize.js';

const short = (sha: string) => sha.slice(0, 10);

/** The riskiest evaluated or held commits, highest score first (ties: upstream order). */
export function riskiestCommits(plan: Plan, limit = 10): PlanCommit[] {
  return plan.pending
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c.risk.score > 0)
    .sort((a, b) => b.c.risk.score - a.c.risk.score || a.i - b.i)
    .slice(0, limit)
    .map(({ c }) => c);
}

/** A terminal table: one row per bundle in plan order, then the held commits. */
export function renderPlanText(plan: Plan): string {
  const lines = [
    `upstream ${stripControl(plan.upstream.ref)} ${short(plan.upstream.sha)}  fork ${stripControl(plan.fork.ref)} ${short(plan.fork.sha)}`,
    `pending ${plan.pending.length}: ${plan.bundles.reduce((n, b) => n + b.commits.length, 0)} in ${plan.bundles.length} bundles, ${plan.held.length} held`,
  ];
  if (plan.bundles.length) {
    const rows = plan.bundles.map((b, i) => [
      String(i + 1),
      b.id,
      b.kind,
      String(b.commits.length),
      String(b.risk.score),
      b.predictedConflicts.length ? truncate(b.predictedConflicts.join(','), 40) : '-',
      b.dependsOn.length ? b.dependsOn.join(',') : '-',
      truncate(stripControl(b.risk.reasons[0] ?? ''), 90),
    ]);
    lines.push('', ...table(['#', 'bundle', 'kind', 'commits', 'score', 'conflicts', 'after', 'why'], rows));
  }
  if (plan.held.length) {
    lines.push('', 'held:');
    for (const h of plan.held) lines.push(`  ${short(h.sha)} [${h.kind}] ${truncate(stripControl(h.reason), 120)}`);
  }
  const top = riskiestCommits(plan, 5);
  if (top.length) {
    lines.push('', 'riskiest commits:');
    for (const c of top) {
      lines.push(`  ${short(c.sha)} score ${c.risk.score} ${truncate(stripControl(c.subject), 70)}`);
      for (const r of c.risk.reasons.slice(0, 3)) lines.push(`      ${truncate(stripControl(r), 120)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [fmt(header), ...rows.map(fmt)];
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export interface SummaryOptions extends NeutralizeOptions {
  /** Upstream web URL (https://github.com/owner/name) for commit links. */
  upstreamWebUrl?: string;
  maxRows?: number;
}

/** The job summary: one row per bundle (kind, size, risk reasons, predicted conflicts) and the riskiest commits. */
export function renderPlanSummary(plan: Plan, options: SummaryOptions = {}): string {
  const n = (t: string, max = 300) => neutralizeInline(t, { ...options, maxLength: max });
  const commit = (sha: string) =>
    options.upstreamWebUrl ? `[\`${short(sha)}\`](${options.upstreamWebUrl}/commit/${sha})` : `\`${short(sha)}\``;
  const out: string[] = [
    '## upstream-ingest: bundle plan',
    '',
    `Upstream ${n(plan.upstream.ref, 100)} ${commit(plan.upstream.sha)} · fork ${n(plan.fork.ref, 100)} \`${short(plan.fork.sha)}\` · ` +
      `${plan.pending.length} pending: ${plan.bundles.length} bundles, ${plan.held.length} held.`,
    '',
  ];
  if (!plan.bundles.length && !plan.held.length) {
    out.push('Nothing to ingest: the fork has every upstream commit.', '');
    return out.join('\n');
  }
  if (plan.bundles.length) {
    const max = options.maxRows ?? 100;
    out.push(
      '| # | bundle | kind | commits | risk | reasons | predicted conflicts | after |',
      '|---|---|---|---|---|---|---|---|',
    );
    plan.bundles.slice(0, max).forEach((b, i) => {
      const reasons = b.risk.reasons
        .slice(0, 4)
        .map((r) => n(r, 200))
        .join('<br>');
      const conflicts = b.predictedConflicts.length
        ? b.predictedConflicts
            .slice(0, 5)
            .map((p) => n(p, 120))
            .join(', ') + (b.predictedConflicts.length > 5 ? ` +${b.predictedConflicts.length - 5}` : '')
        : '—';
      out.push(
        `| ${i + 1} | \`${b.id}\` | ${b.kind} | ${b.commits.length} | ${b.risk.score} | ${reasons} | ${conflicts} | ${b.dependsOn.map((d) => `\`${d}\``).join(' ') || '—'} |`,
      );
    });
    if (plan.bundles.length > max) out.push('', `… and ${plan.bundles.length - max} more bundles in the plan file.`);
    out.push('');
  }
  const top = riskiestCommits(plan, 10);
  if (top.length) {
    out.push('### Riskiest commits', '');
    for (const c of top) {
      out.push(
        `- ${commit(c.sha)} ${n(c.subject, 120)} — score ${c.risk.score}: ${c.risk.reasons
          .slice(0, 3)
          .map((r) => n(r, 200))
          .join('; ')}`,
      );
    }
    out.push('');
  }
  if (plan.held.length) {
    out.push(`### Held (${plan.held.length})`, '');
    for (const h of plan.held.slice(0, 50))
      out.push(`- ${commit(h.sha)} ${n(h.subject, 120)} — ${h.kind}: ${n(h.reason, 200)}`);
    if (plan.held.length > 50) out.push(`- … and ${plan.held.length - 50} more in the plan file`);
    out.push('');
  }
  return out.join('\n');
}

/** `strategy.matrix` for the apply jobs: one entry per bundle, in plan order (low-risk first). */
export function planMatrix(plan: Plan): { include: Array<{ bundle: string; kind: string }> } {
  return { include: plan.bundles.map((b) => ({ bundle: b.id, kind: b.kind })) };
}
