import type { Plan, PlanCommit } from '../../schemas/plan.js';
import { neutralizeInline, stripControl, type NeutralizeOptions } from '../neutralize.js';
import { details, fitMarkdown } from '../report/markdown-fold.js';
import { textTable } from '../report/text-table.js';
import { short } from '../../shared/short-sha.js';

/** The riskiest evaluated or held commits, highest score first (ties: upstream order). */
export function riskiestCommits(plan: Plan, limit = 10): PlanCommit[] {
  return plan.pending
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c.risk.score > 0)
    .sort((a, b) => b.c.risk.score - a.c.risk.score || a.i - b.i)
    .slice(0, limit)
    .map(({ c }) => c);
}

/**
 * A terminal table: one row per bundle in plan order, then the held commits; `width` fits it to a terminal. Ids are
 * never cut (a bundle id is pasted into `apply --bundle`): the why, conflicts and kind columns give way first, and a
 * line cut to the width loses its end, where the subject or reason is, never the leading SHA.
 */
export function renderPlanText(plan: Plan, options: { width?: number } = {}): string {
  const lines = [
    `upstream ${short(plan.upstream.sha)} ${stripControl(plan.upstream.ref)}`,
    `fork     ${short(plan.fork.sha)} ${stripControl(plan.fork.ref)}`,
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
      afterCell(b.dependsOn),
      truncate(stripControl(whyCell(b)), 90),
    ]);
    lines.push(
      '',
      ...textTable(['#', 'bundle', 'kind', 'commits', 'score', 'conflicts', 'after', 'why'], rows, {
        ...(options.width ? { width: options.width } : {}),
        keep: [0, 1, 2, 3, 4, 6],
      }),
    );
  }
  if (plan.held.length) {
    lines.push('', 'held:');
    for (const h of plan.held)
      lines.push(`  ${short(h.sha)} [${h.kind}]${heldPrediction(h)} ${truncate(stripControl(h.reason), 120)}`);
  }
  const top = riskiestCommits(plan, 5);
  if (top.length) {
    lines.push('', 'riskiest commits:');
    for (const c of top) {
      lines.push(`  ${short(c.sha)} score ${c.risk.score} ${truncate(stripControl(c.subject), 70)}`);
      for (const r of c.risk.reasons.slice(0, 3)) lines.push(`      ${truncate(stripControl(r), 120)}`);
    }
  }
  const width = options.width;
  return `${(width ? lines.map((l) => truncate(l, width - 1)) : lines).join('\n')}\n`;
}

/** `held, predicted clean` (or conflict, with the paths) for a held commit predicted on the fork tip. */
function heldPrediction(h: Plan['held'][number], show: (t: string) => string = stripControl): string {
  if (!h.prediction) return '';
  const paths = h.conflictPaths?.length
    ? ` in ${h.conflictPaths
        .slice(0, 3)
        .map((p) => show(p))
        .join(', ')}${h.conflictPaths.length > 3 ? ' …' : ''}`
    : '';
  return ` held, predicted ${h.prediction}${paths}`;
}

/** The bundles this one comes after: the first id whole (it can be pasted), the rest counted. */
function afterCell(ids: readonly string[]): string {
  if (!ids.length) return '-';
  return ids.length === 1 ? ids[0]! : `${ids[0]} +${ids.length - 1}`;
}

/**
 * Why the bundle is what it is, in the fewest words that tell rows apart: a chain's riskiest reason, its lead words
 * condensed (a chain's first reason only says where it starts, the same words on every row); a clean bundle: clean.
 */
function whyCell(b: Plan['bundles'][number]): string {
  if (b.kind === 'low-risk') return 'clean';
  const top = b.risk.reasons.find((r, i) => i > 0 && /^[0-9a-f]{7,40}: /.test(r));
  return top ? condensed(top.replace(/^[0-9a-f]{7,40}: /, '')) : (b.risk.reasons[0] ?? '');
}

/** A risk reason (domain/plan/risk.ts) in table words: what and where first, the explanation dropped. */
function condensed(reason: string): string {
  return reason
    .replace(/^predicted conflict picking onto the fork tip in /, 'conflict ')
    .replace(/^matches risky glob (\S+): .*?( \(\+\d+\))?$/, 'risky $1$2')
    .replace(/^touches (?:a path|\d+ paths) the fork's own commits changed since the merge-base: /, 'fork changed ')
    .replace(/^toolchain lane: changes /, 'toolchain ')
    .replace(/^large change: (\d+) changed lines \(.*?\)/, '$1 lines');
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
    out.push(...kindOverview(plan), '');
    const max = options.maxRows ?? 100;
    const visible = Math.min(SUMMARY_VISIBLE_BUNDLES, max);
    const row = (b: Plan['bundles'][number], i: number) => {
      const reasons = b.risk.reasons
        .slice(0, 2)
        .map((r) => n(r, 140))
        .join('<br>');
      const conflicts = b.predictedConflicts.length
        ? b.predictedConflicts
            .slice(0, 3)
            .map((p) => n(p, 80))
            .join(', ') + (b.predictedConflicts.length > 3 ? ` +${b.predictedConflicts.length - 3}` : '')
        : '—';
      return `| ${i + 1} | \`${b.id}\` | ${b.kind} | ${b.commits.length} | ${b.risk.score} | ${reasons || '—'} | ${conflicts} | ${b.dependsOn.map((d) => `\`${d}\``).join(' ') || '—'} |`;
    };
    const header = [
      '| # | bundle | kind | commits | risk | reasons | predicted conflicts | after |',
      '|---|---|---|---|---|---|---|---|',
    ];
    const shown = plan.bundles.slice(0, max);
    out.push(...header, ...shown.slice(0, visible).map(row), '');
    if (shown.length > visible)
      out.push(
        details(`${shown.length - visible} more bundles`, [
          ...header,
          ...shown.slice(visible).map((b, k) => row(b, k + visible)),
        ]),
      );
    if (plan.bundles.length > max) out.push(`… and ${plan.bundles.length - max} more bundles in the plan file.`, '');
    const graph = mermaidGraph(plan);
    if (graph) out.push(details('Dependency graph', graph));
  }
  const top = riskiestCommits(plan, 10);
  if (top.length) {
    const lines = top.map(
      (c) =>
        `- ${commit(c.sha)} ${n(c.subject, 120)} — score ${c.risk.score}: ${c.risk.reasons
          .slice(0, 3)
          .map((r) => n(r, 160))
          .join('; ')}`,
    );
    out.push('### Riskiest commits', '', ...lines.slice(0, 3), '');
    if (lines.length > 3) out.push(details(`${lines.length - 3} more risky commits`, lines.slice(3)));
  }
  if (plan.held.length) {
    const held = plan.held
      .slice(0, 50)
      .map(
        (h) =>
          `- ${commit(h.sha)} ${n(h.subject, 120)} — ${h.kind}${heldPrediction(h, (p) => n(p, 80))}: ${n(h.reason, 160)}`,
      );
    if (plan.held.length > 50) held.push(`- … and ${plan.held.length - 50} more in the plan file`);
    out.push(`### Held (${plan.held.length})`, '', details(`${plan.held.length} commits held back`, held));
  }
  return fitMarkdown(out.join('\n'), SUMMARY_LIMIT);
}

/** Bundles shown before the rest folds; the summary stays one screen for a daily run. */
const SUMMARY_VISIBLE_BUNDLES = 15;
/** Far below the 1 MiB step-summary limit, and usable as an issue or PR body. */
const SUMMARY_LIMIT = 60_000;

function kindOverview(plan: Plan): string[] {
  const kinds = new Map<string, { bundles: number; commits: number; conflicts: number }>();
  for (const b of plan.bundles) {
    const k = kinds.get(b.kind) ?? { bundles: 0, commits: 0, conflicts: 0 };
    k.bundles++;
    k.commits += b.commits.length;
    if (b.predictedConflicts.length) k.conflicts++;
    kinds.set(b.kind, k);
  }
  return [
    '| kind | bundles | commits | with predicted conflicts |',
    '|---|---|---|---|',
    ...[...kinds].map(([kind, k]) => `| ${kind} | ${k.bundles} | ${k.commits} | ${k.conflicts} |`),
  ];
}

/** The dependency graph as mermaid (GitHub renders it in summaries and issues); none without dependencies. */
function mermaidGraph(plan: Plan): string | undefined {
  if (!plan.bundles.some((b) => b.dependsOn.length) || plan.bundles.length > 60) return undefined;
  const lines = ['```mermaid', 'graph LR'];
  for (const b of plan.bundles) lines.push(`  b${b.id}["${b.id}<br>${b.kind} · ${b.commits.length}"]`);
  for (const b of plan.bundles) for (const d of b.dependsOn) lines.push(`  b${d} --> b${b.id}`);
  lines.push('```');
  return lines.join('\n');
}

/** `strategy.matrix` for the apply jobs: one entry per bundle, in plan order (low-risk first). */
export function planMatrix(plan: Plan): { include: Array<{ bundle: string; kind: string }> } {
  return { include: plan.bundles.map((b) => ({ bundle: b.id, kind: b.kind })) };
}
