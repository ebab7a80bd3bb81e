import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compareBench, DEFAULT_COMPARE_SETTINGS } from '../../src/domain/bench/compare.js';
import { renderBenchSvg } from '../../src/domain/bench/render-svg.js';
import { createRng } from '../../src/domain/bench/rng.js';
import { renderBarChart } from '../../src/domain/charts/bar-chart.js';
import { renderLagChart } from '../../src/domain/charts/lag-chart.js';
import { renderPlanGraph } from '../../src/domain/charts/plan-graph.js';
import { emptyFacts, renderDashboard } from '../../src/domain/dashboard/render.js';
import { emptyMemory } from '../../src/domain/dashboard/state.js';
import { renderHtmlReport, type ReportSection } from '../../src/domain/report/html-report.js';
import { renderIssuePreview } from '../../src/domain/report/issue-preview.js';
import { noisy, side } from '../bench/helpers.js';
import { chromiumPath, renderedDom } from '../helpers/chromium.js';
import { prefixedBenchNames, thirtyBundles } from '../helpers/report-fixtures.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { scaled } from '../helpers/time-scale.js';
import { runsWithTool } from '../helpers/tool-gate.js';

afterAll(removeTempDirs);

const DAY = 86_400_000;
const day = (d: number) => new Date(Date.parse('2026-01-05T00:00:00Z') + d * DAY).toISOString();
const PATH = 'lib/Dialect/TritonGPU/Transforms/Pipeliner/SoftwarePipeliner.cpp';

/** A report with every picture and table the demo's page has, at the sizes a real fork gives them. */
function demoLikeReport(): string {
  const bundles = thirtyBundles();
  const names = prefixedBenchNames();
  const rng = createRng(3);
  const bench = compareBench(
    {
      baseline: side('baseline', Object.fromEntries(names.map((n, i) => [n, noisy(rng, 1 + i, 0.01, 10)]))),
      candidate: side('candidate', Object.fromEntries(names.map((n, i) => [n, noisy(rng, (1 + i) * 1.1, 0.01, 10)]))),
    },
    { ...DEFAULT_COMPARE_SETTINGS, suite: 'matmul' },
  );
  const facts = emptyFacts();
  facts.lag = {
    contiguousDaysBehind: 28.1,
    frontierDaysBehind: 2.5,
    backlog: 412,
    contiguous: { sha: 'c'.repeat(40), committedAt: day(0) },
    frontier: { sha: 'd'.repeat(40), committedAt: day(25) },
    upstreamSha: 'e'.repeat(40),
    forkSha: 'f'.repeat(40),
  };
  facts.chains.push({
    bundle: 'aaaaaaaaaaa3',
    commit: { sha: 'b'.repeat(40), subject: '[AMD] Rework the software pipeliner for async copies (#8121)' },
    conflictFiles: [PATH, 'python/triton/compiler/code_generator.py'],
    forkCommits: [{ sha: 'a'.repeat(40), subject: '[fork] keep the pipeliner stage count', author: 'Jane Doe' }],
    owners: ['@acme/compiler'],
    why: 'the agent resolution failed the guard: the build broke in SoftwarePipeliner.cpp',
  });
  facts.deferred.push({
    sha: '9'.repeat(40),
    subject: 'Bump LLVM to 1a2b3c4d5e6f',
    reason: 'toolchain: waits for a person',
  });
  const sections: ReportSection[] = [
    {
      title: 'The daily loop',
      text: 'Ten days of the loop: both pins and the backlog, what landed each day.',
      svg: renderLagChart(
        Array.from({ length: 10 }, (_, d) => ({
          at: day(d),
          daysBehind: 28 - d * 2,
          frontierDaysBehind: 3,
          backlog: 400 - d * 30,
        })),
        { title: 'Lag', sloDays: 14, landings: [{ at: day(3), label: 'bundle aaaaaaaaaaa0: 120 commits' }] },
      ),
      svgs: [
        renderBarChart(
          Array.from({ length: 10 }, (_, d) => ({ label: `day ${d + 1}`, values: { landed: d * 3, risky: d } })),
          {
            title: 'Landed per day',
            series: [
              { key: 'landed', label: 'landed', color: '#16a34a' },
              { key: 'risky', label: 'from risky chains', color: '#ea580c' },
            ],
            yLabel: 'commits',
          },
        ),
      ],
    },
    { title: 'Plan', id: 'plan', svg: renderPlanGraph(bundles, { title: 'Bundles and their dependencies' }) },
    {
      title: 'Bundles',
      id: 'bundles',
      table: {
        head: ['#', 'bundle', 'kind', 'commits', 'status', 'why', 'first upstream commit', 'PR', 'after'],
        rows: bundles.map((b, i) => [
          String(i + 1),
          b.id,
          b.kind,
          String(b.commits.length),
          i % 4 ? 'planned' : 'conflict',
          i % 4
            ? 'low risk: no path the fork changed'
            : `starts at a commit whose change to ${PATH} conflicts with the fork's own pipeliner stage count`,
          { text: '0123456789', href: `https://github.com/triton-lang/triton/commit/${'0123456789'.repeat(4)}` },
          i % 3 ? '—' : { text: `#${1200 + i}`, href: `https://github.com/acme/triton/pull/${1200 + i}` },
          b.dependsOn.join(', ') || '—',
        ]),
        foldAfter: 20,
      },
    },
    {
      title: 'A wide table (scrolls inside its own container)',
      id: 'wide',
      table: {
        head: Array.from({ length: 14 }, (_, i) => `measurement column ${i + 1}`),
        rows: [Array.from({ length: 14 }, (_, i) => `value ${i}`)],
      },
    },
    { title: 'Benchmarks', id: 'bench', svg: renderBenchSvg(bench) },
    renderIssuePreview(
      renderDashboard(facts, emptyMemory(), { generatedAt: day(10), upstreamRepo: 'triton-lang/triton' }),
      {
        issueTitle: 'upstream-ingest dashboard',
      },
    ),
  ];
  return renderHtmlReport({ title: 'upstream-ingest demo', subtitle: 'Ten days of the daily loop', sections });
}

/**
 * Runs in the page (a copy of the report with the measuring script added; the report itself has none and its CSP
 * forbids scripts): the page's width, what sticks out of the window or clips its text, and how ids and words wrap.
 */
const MEASURE = `<script>
(() => {
  const W = window.innerWidth;
  const scrollers = '.table-wrap, .chart, pre';
  const path = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : '');
  const out = { innerWidth: W, scrollWidth: document.documentElement.scrollWidth, outside: [], clipped: [], scrolling: [], svgText: [], ids: [], words: [] };
  for (const e of document.body.querySelectorAll('*')) {
    if (e.closest('svg') && e.tagName.toLowerCase() !== 'svg') continue;
    const r = e.getBoundingClientRect();
    if (r.width && r.right > W + 0.5 && !e.parentElement.closest(scrollers)) out.outside.push(path(e) + ' right=' + r.right);
    const s = getComputedStyle(e);
    const overflows = e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0;
    if (overflows && e.matches(scrollers)) out.scrolling.push(path(e.closest('section') || e) + ' ' + path(e));
    else if (overflows && s.overflowX !== 'visible') out.clipped.push(path(e));
  }
  for (const t of document.querySelectorAll('svg text')) {
    const svg = t.ownerSVGElement.getBoundingClientRect();
    const r = t.getBoundingClientRect();
    const box = t.closest('g.bundle');
    const inner = box ? box.querySelector('rect').getBoundingClientRect() : svg;
    if (r.left < inner.left - 0.5 || r.right > inner.right + 0.5 || r.top < svg.top - 0.5 || r.bottom > svg.bottom + 0.5)
      out.svgText.push(t.textContent + ' [' + Math.round(r.left) + ',' + Math.round(r.right) + '] in [' + Math.round(inner.left) + ',' + Math.round(inner.right) + ']');
  }
  const lines = (node) => { const g = document.createRange(); g.selectNodeContents(node); return new Set([...g.getClientRects()].map((x) => Math.round(x.top))).size; };
  for (const e of document.querySelectorAll('td.id, .id')) if (lines(e) > 1) out.ids.push(e.textContent);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.parentElement.closest('td, th') || n.parentElement.closest('.token')) continue;
    const text = n.textContent;
    for (const m of text.matchAll(/\\S+/g)) {
      const g = document.createRange();
      g.setStart(n, m.index);
      g.setEnd(n, m.index + m[0].length);
      if (new Set([...g.getClientRects()].map((x) => Math.round(x.top))).size > 1) out.words.push(m[0]);
    }
  }
  const pre = document.createElement('pre');
  pre.id = 'measured';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
})();
</script>`;

describe('the demo-like report in headless Chromium at 1000 px', () => {
  const browser = chromiumPath();
  const inBrowser = runsWithTool(Boolean(browser)) ? it : it.skip;
  if (!browser)
    console.warn(
      'test/ux/report-browser: skipped: chromium is not installed (apt-get install -y chromium; .ci/run does)',
    );

  inBrowser(
    'nothing sticks out of the column, no text is clipped, ids and words are never broken',
    async () => {
      const html = demoLikeReport()
        .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
        .replace('</body>', `${MEASURE}</body>`);
      const file = join(await makeTempDir('ux-browser-'), 'index.html');
      await writeFile(file, html);
      const dom = await renderedDom(browser!, file, 1000, 1200);
      const m = JSON.parse(
        /<pre id="measured">([^<]*)<\/pre>/
          .exec(dom)![1]!
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"'),
      ) as {
        innerWidth: number;
        scrollWidth: number;
        outside: string[];
        clipped: string[];
        scrolling: string[];
        svgText: string[];
        ids: string[];
        words: string[];
      };
      expect(m.innerWidth).toBe(1000);
      expect(m.scrollWidth).toBeLessThanOrEqual(1000);
      expect(m.outside).toEqual([]);
      expect(m.clipped).toEqual([]);
      // Only the table made to be wide scrolls; every chart fits.
      expect(m.scrolling).toEqual(['section#wide div.table-wrap']);
      expect(m.svgText).toEqual([]);
      expect(m.ids).toEqual([]);
      expect(m.words).toEqual([]);
    },
    scaled(120_000),
  );
});
