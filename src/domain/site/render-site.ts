import { renderBarChart } from '../charts/bar-chart.js';
import { renderBenchHistoryChart } from '../charts/bench-history-chart.js';
import { renderLagChart } from '../charts/lag-chart.js';
import { escapeXml } from '../charts/svg.js';
import { renderHtmlReport, type ReportCell, type ReportSection } from '../report/html-report.js';
import type { SiteModel, TierHealth } from './site-model.js';

/**
 * The GitHub Pages dashboard: one self-contained `index.html` (inline CSS and SVG, no scripts, no fonts, no external
 * references; the Content-Security-Policy forbids anything else), the charts as separate SVG files too, and
 * `data.json` with the numbers behind them. Returns file name → content.
 */
export function renderSite(model: SiteModel): Record<string, string> {
  const { inputs } = model;
  const last = inputs.lag[inputs.lag.length - 1];
  const lagSvg = renderLagChart(
    inputs.lag.map((r) => ({
      at: r.recordedAt,
      daysBehind: r.daysBehind,
      frontierDaysBehind: r.frontierDaysBehind,
      backlog: r.backlog,
    })),
    {
      title: 'Lag: both pins and the backlog',
      ...(inputs.sloDays !== undefined ? { sloDays: inputs.sloDays } : {}),
    },
  );
  const throughputSvg = renderBarChart(
    model.throughput.map((w) => ({
      label: w.week.slice(5),
      values: { commits: w.commits },
      line: w.medianLatencyDays,
    })),
    {
      title: 'Throughput: upstream commits landed per week',
      series: [{ key: 'commits', label: 'commits landed', color: '#16a34a' }],
      yLabel: 'commits',
      line: { label: 'median upstream → fork', color: '#ea580c', unit: 'days' },
    },
  );
  const outcomeKeys = [
    { key: 'landed', label: 'landed', color: '#16a34a' },
    { key: 'partial', label: 'partial', color: '#ca8a04' },
    { key: 'deferred', label: 'deferred', color: '#9ca3af' },
    { key: 'failed', label: 'failed', color: '#dc2626' },
    { key: 'not-run', label: 'not run', color: '#e5e7eb' },
  ];
  const outcomesSvg = renderBarChart(
    model.outcomeWeeks.map((w) => ({ label: w.week.slice(5), values: w.counts })),
    { title: 'Bundle outcomes per week', series: outcomeKeys, yLabel: 'bundles' },
  );
  const suites = [...new Set(inputs.bench.map((r) => `${r.suite}\u0000${r.runnerLabel}`))].sort();
  const benchSvgs = suites.map((key) => {
    const [suite, runner] = key.split('\u0000') as [string, string];
    const records = inputs.bench.filter((r) => r.suite === suite && r.runnerLabel === runner);
    const changes = model.benchChanges.filter((c) => c.suite === suite && c.runnerLabel === runner);
    return renderBenchHistoryChart(
      records.map((r) => ({ at: r.recordedAt, ratio: r.geomeanRatio, verdict: r.verdict })),
      changes,
      `Benchmarks ${suite} on ${runner}`,
    );
  });
  const commit = (sha: string | null, base?: string): ReportCell =>
    sha ? (base ? { text: sha.slice(0, 10), href: `${base}/commit/${sha}` } : sha.slice(0, 10)) : '—';

  const sections: ReportSection[] = [
    {
      title: 'Now',
      id: 'now',
      table: {
        head: ['measure', 'value'],
        rows: [
          ['days behind (contiguous pin)', last ? String(last.daysBehind) : '—'],
          ['days behind (frontier)', last ? String(last.frontierDaysBehind) : '—'],
          ['backlog (commits)', last ? String(last.backlog) : '—'],
          ['holes', last ? String(last.holes) : '—'],
          ['contiguous pin', commit(last?.contiguousSha ?? null, inputs.upstreamWebUrl)],
          ['frontier', commit(last?.frontierSha ?? null, inputs.upstreamWebUrl)],
          [
            'lag SLO',
            inputs.sloDays !== undefined
              ? `${inputs.sloDays} days${last && last.daysBehind > inputs.sloDays ? ' — exceeded' : ''}`
              : '—',
          ],
          ['upstream commits landed', `${model.totals.landedCommits} in ${model.totals.weeks} weeks`],
          [
            'median time upstream → fork',
            model.totals.medianLatencyDays === null ? '—' : `${model.totals.medianLatencyDays} days`,
          ],
        ],
      },
    },
    {
      title: 'Lag over time',
      id: 'lag',
      text:
        'The solid line is the contiguous pin (days since the oldest upstream commit the fork still lacks), the dashed ' +
        'line the frontier (the newest upstream commit it has taken); the distance between them is the holes. The ' +
        `shaded area is the backlog. ${inputs.lag.length} daily records.`,
      svg: lagSvg,
    },
    {
      title: 'Ingestion throughput',
      id: 'throughput',
      text: 'Upstream commits picked into the fork per week (by the fork commit’s date), and the median time from the upstream commit to its pick.',
      svg: throughputSvg,
      table: {
        head: ['week', 'commits landed', 'median days upstream → fork', 'p90 days'],
        rows: [...model.throughput]
          .reverse()
          .map((w) => [w.week, String(w.commits), fmt(w.medianLatencyDays), fmt(w.p90LatencyDays)]),
        foldAfter: 8,
      },
    },
    {
      title: 'Bundle outcomes',
      id: 'outcomes',
      ...(model.outcomeWeeks.length
        ? { svg: outcomesSvg, table: outcomesTable(model) }
        : { text: 'No bundle outcomes recorded yet (ingest/history.jsonl on the state branch).' }),
    },
    ...(latestRunTable(model)
      ? [{ title: 'Latest ingest run: bundles', id: 'latest-run', table: latestRunTable(model)! }]
      : []),
    {
      title: 'Benchmark history',
      id: 'bench',
      ...(benchSvgs.length
        ? {
            svg: benchSvgs[0]!,
            svgs: benchSvgs.slice(1),
            table: {
              head: ['date', 'suite', 'runner', 'benchmark', 'change', 'ratio', 'commit range', 'whose'],
              rows: [...model.benchChanges].reverse().map((c) => [
                c.recordedAt.slice(0, 10),
                c.suite,
                c.runnerLabel,
                c.name,
                c.kind,
                `×${c.ratio.toFixed(3)}`,
                inputs.forkWebUrl
                  ? {
                      text: `${c.fromSha.slice(0, 7)}..${c.toSha.slice(0, 7)}`,
                      href: `${inputs.forkWebUrl}/compare/${c.fromSha}...${c.toSha}`,
                    }
                  : `${c.fromSha.slice(0, 7)}..${c.toSha.slice(0, 7)}`,
                c.sha.slice(0, 10),
              ]),
              foldAfter: 10,
            },
          }
        : { text: 'No benchmark history yet (bench/history.jsonl on the state branch).' }),
    },
    {
      title: 'Tier health per runner class',
      id: 'tiers',
      ...(model.tierHealth.length
        ? {
            svg: renderTierStrips(model.tierHealth),
            table: {
              head: [
                'tier',
                'runner class',
                'runs',
                'pass',
                'fail',
                'infra-fail',
                'pass rate',
                'tests failing repeatedly',
                'last run',
              ],
              rows: model.tierHealth.map((t) => [
                t.tier,
                t.runnerClass,
                String(t.runs),
                String(t.pass),
                String(t.fail),
                String(t.infra),
                t.runs ? `${Math.round((t.pass / t.runs) * 100)} %` : '—',
                String(t.repeatFailures),
                t.recent[0] ? `${t.recent[0].verdict} ${t.recent[0].at.slice(0, 10)}` : '—',
              ]),
            },
          }
        : { text: 'No tier history yet (tier-history/ on the state branch).' }),
    },
  ];
  const html = renderHtmlReport({
    title: inputs.title,
    subtitle: `Generated ${inputs.generatedAt.slice(0, 16).replace('T', ' ')} UTC from ${inputs.source}.`,
    sections,
  });
  return {
    'index.html': html,
    'lag.svg': lagSvg,
    'throughput.svg': throughputSvg,
    ...(model.outcomeWeeks.length ? { 'outcomes.svg': outcomesSvg } : {}),
    ...Object.fromEntries(benchSvgs.map((svg, i) => [`bench-${i + 1}.svg`, svg])),
    'data.json': `${JSON.stringify(
      {
        generatedAt: inputs.generatedAt,
        source: inputs.source,
        lag: inputs.lag,
        throughput: model.throughput,
        outcomes: model.outcomeWeeks,
        benchChanges: model.benchChanges,
        tiers: model.tierHealth,
      },
      null,
      2,
    )}\n`,
    // GitHub Pages would otherwise run the files through Jekyll.
    '.nojekyll': '',
  };
}

function fmt(v: number | null): string {
  return v === null ? '—' : String(v);
}

/** The bundles of the latest ingest run, with their PRs. */
function latestRunTable(model: SiteModel): { head: string[]; rows: ReportCell[][]; foldAfter: number } | undefined {
  const last = [...model.inputs.outcomes].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt)).pop();
  if (!last) return undefined;
  return {
    head: ['bundle', 'outcome', 'commits landed', 'pull request'],
    rows: last.bundles.map((b) => [
      b.bundle,
      b.outcome,
      b.landed === undefined ? '—' : String(b.landed),
      b.pr && /^https:\/\//.test(b.pr) ? { text: b.pr.replace(/^.*\/pull\//, '#'), href: b.pr } : (b.pr ?? '—'),
    ]),
    foldAfter: 15,
  };
}

function outcomesTable(model: SiteModel): { head: string[]; rows: ReportCell[][]; foldAfter: number } {
  const keys = ['landed', 'partial', 'deferred', 'failed', 'not-run'];
  return {
    head: ['week', ...keys],
    rows: [...model.outcomeWeeks].reverse().map((w) => [w.week, ...keys.map((k) => String(w.counts[k] ?? 0))]),
    foldAfter: 8,
  };
}

const VERDICT_COLOR: Record<string, string> = { pass: '#16a34a', fail: '#dc2626', 'infra-fail': '#f59e0b' };

/** One strip per tier and runner class: the recent runs as cells, oldest left. */
function renderTierStrips(health: readonly TierHealth[]): string {
  const cell = 16;
  const labelW = 260;
  const W = labelW + 30 * (cell + 2) + 20;
  const H = 56 + health.length * (cell + 10);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="Tier runs per runner class" font-family="system-ui, sans-serif" font-size="12">`,
    '<title>Tier runs per runner class (oldest left)</title>',
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="10" y="20" font-size="15" font-weight="bold">Recent tier runs (oldest left)</text>`,
    `<g class="legend">${Object.entries(VERDICT_COLOR)
      .map(
        ([v, c], i) =>
          `<rect x="${10 + i * 90}" y="30" width="12" height="12" fill="${c}"/><text x="${26 + i * 90}" y="40">${v}</text>`,
      )
      .join('')}</g>`,
  ];
  health.forEach((h, row) => {
    const y = 56 + row * (cell + 10);
    parts.push(`<text x="10" y="${y + 12}">${escapeXml(`${h.tier} · ${h.runnerClass}`.slice(0, 40))}</text>`);
    [...h.recent].reverse().forEach((r, i) => {
      parts.push(
        `<rect class="tier-run" data-verdict="${r.verdict}" x="${labelW + i * (cell + 2)}" y="${y}" width="${cell}" height="${cell}" rx="2" fill="${VERDICT_COLOR[r.verdict] ?? '#9ca3af'}"><title>${escapeXml(`${r.at.slice(0, 16)} ${r.verdict}${r.sha ? ` at ${r.sha.slice(0, 10)}` : ''}`)}</title></rect>`,
      );
    });
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
