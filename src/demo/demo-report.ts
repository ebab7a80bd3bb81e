import type { ApplyResult } from '../schemas/apply-result.js';
import type { Plan } from '../schemas/plan.js';
import { renderBarChart } from '../domain/charts/bar-chart.js';
import { renderLagChart, type LagPoint, type LandingMark } from '../domain/charts/lag-chart.js';
import { renderPlanGraph, statusFromApply, type BundleStatus } from '../domain/charts/plan-graph.js';
import { neutralizeInline } from '../domain/neutralize.js';
import type { ReportCell, ReportSection } from '../domain/report/html-report.js';
import { details } from '../domain/report/markdown-fold.js';

/** A day of the daily-loop demo (src/demo/daily-loop.ts DayRecord): day numbers from 1, no dates. */
export interface LoopDay {
  day: number;
  contiguousDaysBehind: number;
  frontierDaysBehind: number;
  backlog: number;
  landed: number;
  landedRisky?: number;
  deferred: number;
  prsOpen?: number;
}

/** Loop days as lag points (day 1 at `firstDay`) with a landing mark on every day something landed. */
export function lagSeriesFromLoop(
  days: readonly LoopDay[],
  firstDay: Date,
): { points: LagPoint[]; landings: LandingMark[] } {
  const at = (d: LoopDay) => new Date(firstDay.getTime() + (d.day - 1) * 86_400_000).toISOString();
  return {
    points: days.map((d) => ({
      at: at(d),
      daysBehind: d.contiguousDaysBehind,
      frontierDaysBehind: d.frontierDaysBehind,
      backlog: d.backlog,
    })),
    landings: days
      .filter((d) => d.landed > 0)
      .map((d) => ({
        at: at(d),
        label: `day ${d.day}: ${d.landed} upstream commits landed${d.landedRisky ? ` (${d.landedRisky} from risky chains)` : ''}${d.deferred ? `, ${d.deferred} deferred` : ''}`,
        outcome: d.deferred > d.landed ? ('partial' as const) : ('landed' as const),
      })),
  };
}

/** The loop's sections: both pins and the backlog day by day, then what landed, was deferred and stayed open. */
export function loopSections(days: readonly LoopDay[], firstDay: Date, sloDays?: number): ReportSection[] {
  const series = lagSeriesFromLoop(days, firstDay);
  return [
    {
      title: 'The daily loop: both pins and the backlog',
      id: 'loop',
      text:
        `${days.length} days of ingest → land on green. Solid: the contiguous pin; dashed: the frontier; shaded: the ` +
        'backlog; a triangle marks a day on which bundles landed.',
      svg: renderLagChart(series.points, {
        title: 'Days behind and backlog, day by day',
        landings: series.landings,
        ...(sloDays !== undefined ? { sloDays } : {}),
      }),
      svgs: [
        renderBarChart(
          days.map((d) => ({
            label: `day ${d.day}`,
            values: { low: d.landed - (d.landedRisky ?? 0), risky: d.landedRisky ?? 0, deferred: d.deferred },
            line: d.prsOpen ?? null,
          })),
          {
            title: 'Per day: upstream commits landed and deferred',
            series: [
              { key: 'low', label: 'landed (low-risk, toolchain)', color: '#16a34a' },
              { key: 'risky', label: 'landed (risky chains)', color: '#ea580c' },
              { key: 'deferred', label: 'deferred', color: '#9ca3af' },
            ],
            yLabel: 'commits',
            line: { label: 'bundle PRs open', color: '#2563eb', unit: 'PRs' },
          },
        ),
      ],
    },
  ];
}

/** Each plan bundle's status from the apply results (a bundle not applied is `planned`). */
export function bundleStatuses(plan: Plan, applies: readonly ApplyResult[]): Map<string, BundleStatus> {
  const out = new Map<string, BundleStatus>(plan.bundles.map((b) => [b.id, 'planned']));
  for (const a of applies) if (a.bundle) out.set(a.bundle.id, statusFromApply(a.status));
  return out;
}

export interface BundleTableOptions {
  /** https://github.com/owner/name of upstream, for commit links. */
  upstreamWebUrl?: string;
}

/** The per-bundle status table: every plan bundle, its kind, size, status, what landed, and links. */
export function bundleTable(
  plan: Plan,
  applies: readonly ApplyResult[],
  options: BundleTableOptions = {},
): { head: string[]; rows: ReportCell[][] } {
  const byId = new Map(applies.flatMap((a) => (a.bundle ? [[a.bundle.id, a] as const] : [])));
  const status = bundleStatuses(plan, applies);
  const link = (text: string, href: string | undefined): ReportCell => (href ? { text, href } : text);
  return {
    head: ['bundle', 'kind', 'commits', 'status', 'landed', 'deferred', 'first commit', 'pull request', 'after'],
    rows: plan.bundles.map((b) => {
      const a = byId.get(b.id);
      const first = b.commits[0]!;
      return [
        b.id,
        b.kind,
        String(b.commits.length),
        status.get(b.id) ?? 'planned',
        a ? String(a.counts.landed) : '—',
        a ? String(a.counts.deferred) : '—',
        link(first.slice(0, 10), options.upstreamWebUrl ? `${options.upstreamWebUrl}/commit/${first}` : undefined),
        a?.pr ? link(`#${a.pr.number}`, a.pr.url) : '—',
        b.dependsOn.join(', ') || '—',
      ];
    }),
  };
}

/** The plan section of an HTML report: the dependency graph, then the per-bundle table (long tables fold). */
export function planSections(
  plan: Plan,
  applies: readonly ApplyResult[],
  options: BundleTableOptions = {},
): ReportSection[] {
  const status = bundleStatuses(plan, applies);
  const links = new Map(applies.flatMap((a) => (a.bundle && a.pr ? [[a.bundle.id, a.pr.url] as const] : [])));
  return [
    {
      title: 'Plan: bundle dependency graph',
      id: 'plan',
      text:
        `${plan.pending.length} pending commits in ${plan.bundles.length} bundles (${plan.held.length} held). Each box is a ` +
        'bundle: the stripe is its kind, the fill its status; an arrow runs from a bundle to one that must land after it.',
      svg: renderPlanGraph(plan.bundles, { status, links, title: 'Bundles and their dependencies' }),
    },
    {
      title: 'Bundles: status',
      id: 'bundles',
      table: { ...bundleTable(plan, applies, options), foldAfter: 25 },
    },
  ];
}

/** The markdown plan section (summary.md, job summaries): counts, the first bundles, the rest folded. */
export function planMarkdown(plan: Plan, applies: readonly ApplyResult[], visible = 10): string {
  const status = bundleStatuses(plan, applies);
  const kinds = new Map<string, number>();
  for (const b of plan.bundles) kinds.set(b.kind, (kinds.get(b.kind) ?? 0) + 1);
  const header = ['| bundle | kind | commits | status | predicted conflicts | after |', '|---|---|---|---|---|---|'];
  const row = (b: Plan['bundles'][number]) =>
    `| \`${b.id}\` | ${b.kind} | ${b.commits.length} | ${status.get(b.id)} | ${
      b.predictedConflicts
        .slice(0, 3)
        .map((p) => `\`${neutralizeInline(p, { maxLength: 80 }).replace(/`/g, '')}\``)
        .join(', ') || '—'
    } | ${b.dependsOn.map((d) => `\`${d}\``).join(' ') || '—'} |`;
  const lines = [
    '## Plan',
    '',
    `${plan.pending.length} pending commits → ${plan.bundles.length} bundles (${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ') || 'none'}), ${plan.held.length} held.`,
    '',
    ...header,
    ...plan.bundles.slice(0, visible).map(row),
    '',
  ];
  if (plan.bundles.length > visible)
    lines.push(
      details(`${plan.bundles.length - visible} more bundles`, [...header, ...plan.bundles.slice(visible).map(row)]),
    );
  return `${lines.join('\n')}\n`;
}
