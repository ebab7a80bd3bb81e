import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dateTicks } from '../../src/domain/charts/date-ticks.js';
import { renderLagChart } from '../../src/domain/charts/lag-chart.js';
import { renderPlanGraph, type GraphBundle } from '../../src/domain/charts/plan-graph.js';
import { renderPlanSummary } from '../../src/domain/plan/plan-render.js';
import { loopSections, planMarkdown, planSections } from '../../src/demo/demo-report.js';
import { renderHtmlReport } from '../../src/domain/report/html-report.js';
import { details, fitMarkdown, GITHUB_LIMITS } from '../../src/domain/report/markdown-fold.js';
import { PlanSchema, type Plan } from '../../src/schemas/plan.js';
import { chromiumPath, renderedDom } from '../helpers/chromium.js';
import { runCli } from '../helpers/cli.js';
import { buildScenario, type Step } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { scaled } from '../helpers/time-scale.js';
import { runsWithTool } from '../helpers/tool-gate.js';

afterAll(removeTempDirs);

const DAY = 86_400_000;
const day = (d: number) => new Date(Date.parse('2026-01-05T00:00:00Z') + d * DAY).toISOString();

describe('the lag chart draws both pins', () => {
  const points = Array.from({ length: 40 }, (_, d) => ({
    at: day(d),
    daysBehind: 30 - d / 2,
    frontierDaysBehind: 5 + (d % 3),
    backlog: 400 - d * 7,
  }));
  const svg = renderLagChart(points, {
    title: 'Lag',
    sloDays: 14,
    landings: [
      { at: day(10), label: 'bundle aaa: 20 commits' },
      { at: day(20), label: 'bundle bbb', outcome: 'partial' },
    ],
  });

  it('contiguous and frontier series, backlog area, SLO line, landing marks, legend, date ticks', () => {
    expect(svg).not.toMatch(/<script|href=|xlink/);
    expect(svg).toMatch(/class="series-days" d="M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){39}"/);
    expect(svg).toMatch(/class="series-frontier" d="M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){39}"/);
    expect(svg).toMatch(/class="series-backlog" d="M.* Z"/);
    expect(svg).toMatch(/class="slo-line">.*SLO 14 days/);
    expect(svg.match(/class="landing-mark"/g)).toHaveLength(2);
    expect(svg).toContain('<title>2026-01-15: bundle aaa: 20 commits</title>');
    for (const label of ['contiguous pin (days behind)', 'frontier (days behind)', 'backlog', 'SLO', 'bundle landed'])
      expect(svg).toContain(`>${label}</text>`);
    const ticks = [...svg.matchAll(/class="x-tick">.*?<text [^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks[0]).toMatch(/^[A-Z][a-z]{2} \d{1,2} 2026$/);
  });

  it('the frontier lies below the contiguous pin where it is closer to upstream', () => {
    const y = (cls: string) => Number(new RegExp(`class="${cls}" d="M[\\d.]+,([\\d.]+)`).exec(svg)![1]);
    expect(y('series-frontier')).toBeGreaterThan(y('series-days')); // SVG y grows downwards: fewer days
  });

  it('date ticks: days, weeks or months with the year where it changes', () => {
    const t = (iso: string) => Date.parse(iso);
    const days = dateTicks(t('2025-12-20T00:00:00Z'), t('2026-01-03T00:00:00Z')).map((x) => x.label);
    expect(days[0]).toBe('Dec 20 2025');
    expect(days).toContain('Jan 1 2026'); // the year is shown where it changes
    expect(days.filter((d) => /\d{4}$/.test(d))).toHaveLength(2);
    expect(days.length).toBeLessThanOrEqual(7);
    const months = dateTicks(t('2025-01-10T00:00:00Z'), t('2025-12-01T00:00:00Z')).map((x) => x.label);
    expect(months[0]).toBe('Mar 2025');
    expect(months.every((m, i) => i === 0 || /^[A-Z][a-z]{2}$/.test(m))).toBe(true);
  });
});

describe('the plan as a dependency graph', () => {
  const b = (id: string, kind: string, dependsOn: string[] = [], n = 1): GraphBundle => ({
    id: id.padEnd(12, '0'),
    kind,
    commits: Array.from({ length: n }, (_, i) => `${i}`.repeat(40)),
    dependsOn: dependsOn.map((d) => d.padEnd(12, '0')),
    predictedConflicts: kind === 'risky-chain' ? ['lib/a.cpp'] : [],
  });
  const bundles = [
    b('a1', 'low-risk', [], 20),
    b('b2', 'risky-chain', ['a1'], 3),
    b('c3', 'toolchain'),
    b('d4', 'risky-chain', ['b2', 'c3']),
  ];

  it('one box per bundle with kind and status, one arrow per dependency, dependents to the right', () => {
    const svg = renderPlanGraph(bundles, {
      status: new Map([
        ['a1'.padEnd(12, '0'), 'applied'],
        ['b2'.padEnd(12, '0'), 'conflict'],
      ]),
      links: new Map([
        ['a1'.padEnd(12, '0'), 'https://github.com/acme/fork/pull/7'],
        ['c3'.padEnd(12, '0'), 'javascript:alert(1)'],
      ]),
    });
    expect(svg).not.toMatch(/<script|javascript:/);
    expect(svg.match(/<g class="bundle"/g)).toHaveLength(4);
    expect(svg.match(/class="edge"/g)).toHaveLength(3);
    expect(svg).toContain('data-kind="toolchain" data-status="planned"');
    expect(svg).toMatch(/data-bundle="a10000000000" data-kind="low-risk" data-status="applied"/);
    expect(svg).toContain('low-risk · 20 commits');
    expect(svg).toContain('<a href="https://github.com/acme/fork/pull/7">');
    const x = (id: string) =>
      Number(new RegExp(`data-bundle="${id.padEnd(12, '0')}"[^>]*translate\\(([\\d.]+)`).exec(svg)![1]);
    expect(x('b2')).toBeGreaterThan(x('a1'));
    expect(x('d4')).toBeGreaterThan(x('b2'));
    expect(x('c3')).toBe(x('a1'));
  });
});

describe('summaries stay under GitHub limits and fold the long parts', () => {
  it('details() and fitMarkdown() close what they cut', () => {
    const long = details(
      'many',
      Array.from({ length: 20_000 }, (_, i) => `| row ${i} |`),
    );
    const fitted = fitMarkdown(`# t\n\n${long}`, GITHUB_LIMITS.body);
    expect(fitted.length).toBeLessThanOrEqual(GITHUB_LIMITS.body);
    expect(fitted.match(/<details/g)?.length).toBe(fitted.match(/<\/details>/g)?.length);
    expect(fitted).toMatch(/cut to fit GitHub/);
  });

  it('a 300-bundle plan summary: 15 rows visible, the rest folded, under 60,000 characters', () => {
    const plan = bigPlan(300);
    const md = renderPlanSummary(plan);
    expect(md.length).toBeLessThan(60_000);
    const beforeFold = md.slice(0, md.indexOf('<details>'));
    expect(beforeFold.match(/^\| \d+ \| `/gm)).toHaveLength(15);
    expect(md).toContain('<details><summary>85 more bundles</summary>');
    expect(md).toContain('… and 200 more bundles in the plan file.');
    expect(md).toContain('| kind | bundles | commits | with predicted conflicts |');
  });
});

function bigPlan(n: number): Plan {
  const hex = (i: number, len: number) => i.toString(16).padStart(len, '0');
  return {
    schemaVersion: 1,
    generatedAt: '2026-01-01T00:00:00Z',
    upstream: { ref: 'upstream/main', sha: 'a'.repeat(40) },
    fork: { ref: 'origin/main', sha: 'b'.repeat(40) },
    pending: [],
    held: [],
    bundles: Array.from({ length: n }, (_, i) => ({
      id: hex(i, 12),
      kind: i % 3 ? 'risky-chain' : 'low-risk',
      commits: [hex(i, 40)],
      risk: {
        score: 3,
        reasons: [
          'touches lib/Dialect/TritonGPU/Transforms/Pipeliner/SoftwarePipeliner.cpp (risky glob)',
          'large change: 812 lines',
        ],
      },
      predictedConflicts: i % 3 ? ['lib/Dialect/TritonGPU/Transforms/Pipeliner/SoftwarePipeliner.cpp'] : [],
      dependsOn: i % 3 ? [hex(i - 1, 12)] : [],
    })),
  } as unknown as Plan;
}

describe('the report page in headless Chromium', () => {
  const browser = chromiumPath();
  const inBrowser = runsWithTool(Boolean(browser)) ? it : it.skip;
  if (!browser) console.warn('test/ux: chromium is not installed: the browser check of the report is skipped');

  inBrowser(
    'the plan graph and the per-bundle status table with links render',
    async () => {
      const steps: Step[] = [];
      for (let i = 0; i < 8; i++)
        steps.push({ id: `u${i}`, on: 'upstream', files: { [`lib/f${i % 3}.cpp`]: `v${i}\n` } });
      const s = await buildScenario({ base: { 'lib/f0.cpp': 'x\n', 'lib/f1.cpp': 'y\n', 'lib/f2.cpp': 'z\n' }, steps });
      const run = await runCli([
        'plan',
        '--repo',
        s.dir,
        '--upstream',
        s.upstream,
        '--fork',
        s.fork,
        '--json',
        '--max-bundle-size',
        '1',
      ]);
      const plan = PlanSchema.parse(JSON.parse(run.stdout));
      const html = renderHtmlReport({
        title: 'report',
        sections: planSections(plan, [], { upstreamWebUrl: 'https://github.com/triton-lang/triton' }),
      });
      const file = join(await makeTempDir('ux-report-'), 'index.html');
      await writeFile(file, html);
      const dom = await renderedDom(browser!, file);
      expect(dom.match(/<g class="bundle"/g)).toHaveLength(plan.bundles.length);
      expect(dom).toMatch(
        /<a href="https:\/\/github\.com\/triton-lang\/triton\/commit\/[0-9a-f]{40}">[0-9a-f]{10}<\/a>/,
      );
      expect(dom).toContain('<section id="bundles">');
      expect(planMarkdown(plan, [])).toMatch(/^## Plan\n/);
    },
    scaled(120_000),
  );
});

describe('the daily loop drawn from the demo days', () => {
  it('one point per day with both pins, a landing mark on each day something landed, a per-day bar chart', () => {
    const days = Array.from({ length: 6 }, (_, i) => ({
      day: i + 1,
      contiguousDaysBehind: 20 - i,
      frontierDaysBehind: 3,
      backlog: 120 - i * 10,
      landed: i % 2 ? 10 : 0,
      landedRisky: i % 2 ? 2 : 0,
      deferred: 1,
      prsOpen: 2,
    }));
    const [section] = loopSections(days, new Date('2026-02-01T00:00:00Z'), 14);
    expect(section!.svg).toMatch(/class="series-days" d="M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){5}"/);
    expect(section!.svg).toContain('class="series-frontier"');
    expect(section!.svg!.match(/class="landing-mark"/g)).toHaveLength(3);
    expect(section!.svg).toContain(
      '<title>2026-02-02: day 2: 10 upstream commits landed (2 from risky chains), 1 deferred</title>',
    );
    expect(section!.svgs![0]!.match(/class="bar"/g)).toHaveLength(6);
  });
});
