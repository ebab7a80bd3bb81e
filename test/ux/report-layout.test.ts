import { compareBench, DEFAULT_COMPARE_SETTINGS } from '../../src/domain/bench/compare.js';
import { renderBenchSvg, shortLabels } from '../../src/domain/bench/render-svg.js';
import { createRng } from '../../src/domain/bench/rng.js';
import { renderPlanGraph } from '../../src/domain/charts/plan-graph.js';
import { emptyFacts, renderDashboard } from '../../src/domain/dashboard/render.js';
import { emptyMemory } from '../../src/domain/dashboard/state.js';
import { renderHtmlReport } from '../../src/domain/report/html-report.js';
import { renderIssuePreview } from '../../src/domain/report/issue-preview.js';
import { markdownToHtml } from '../../src/domain/report/markdown-html.js';
import { noisy, side } from '../bench/helpers.js';
import { BENCH_PREFIX, prefixedBenchNames, thirtyBundles } from '../helpers/report-fixtures.js';
import { edgePaths, planBoxes, rootSize, segmentCrossesBox, textWidth } from '../helpers/svg-geometry.js';

describe('the plan graph fits the report column and no edge crosses a label', () => {
  const bundles = thirtyBundles();
  const svg = renderPlanGraph(bundles, { title: 'Bundles and their dependencies' });
  const size = rootSize(svg);
  const boxes = planBoxes(svg);
  const edges = edgePaths(svg);

  it('draws every bundle and every dependency', () => {
    expect(boxes).toHaveLength(30);
    expect(edges).toHaveLength(bundles.reduce((n, b) => n + b.dependsOn.length, 0));
  });

  it('is at most 1000 px wide, and every box, label, edge and legend item lies inside its viewBox', () => {
    expect(size.viewBox[2]).toBeLessThanOrEqual(1000);
    expect(size.width).toBeLessThanOrEqual(1000);
    expect(size.width).toBe(size.viewBox[2]);
    const vbW = size.viewBox[2];
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.w).toBeLessThanOrEqual(vbW);
      expect(b.y + b.h).toBeLessThanOrEqual(size.viewBox[3]);
      for (const l of b.labels) expect(b.x + l.x + l.w).toBeLessThanOrEqual(vbW);
    }
    for (const e of edges) for (const [x] of e.points) expect(x).toBeLessThanOrEqual(vbW);
    // Top-level texts (title, legend): the legend's items are translated groups.
    for (const m of svg.matchAll(/<g transform="translate\(([\d.]+),[\d.]+\)">.*?<text x="([\d.]+)"[^>]*>([^<]*)</g))
      expect(Number(m[1]) + Number(m[2]) + textWidth(m[3]!, 11)).toBeLessThanOrEqual(vbW);
  });

  it('keeps each label inside its box', () => {
    for (const b of boxes) for (const l of b.labels) expect(l.x + l.w).toBeLessThanOrEqual(b.w);
    expect(boxes[0]!.labels.map((l) => l.text)).toEqual([
      'aaaaaaaaaaa0',
      'risky-chain · 120 commits',
      'planned · 3 conflicts',
    ]);
  });

  it('routes every edge around the boxes: no segment passes through a box, ends on its two bundles', () => {
    const byId = new Map(boxes.map((b) => [b.id, b]));
    for (const e of edges) {
      for (let i = 1; i < e.points.length; i++)
        for (const b of boxes) {
          const crosses = segmentCrossesBox(e.points[i - 1]!, e.points[i]!, b);
          if (crosses) throw new Error(`edge ${e.from}→${e.to} segment ${i} crosses bundle ${b.id}`);
        }
      const from = byId.get(e.from)!;
      const to = byId.get(e.to)!;
      expect(e.points[0]).toEqual([from.x + from.w, from.y + from.h / 2]);
      expect(e.points[e.points.length - 1]![0]).toBeCloseTo(to.x - 1);
      // orthogonal: every segment is horizontal or vertical
      for (let i = 1; i < e.points.length; i++)
        expect(e.points[i]![0] === e.points[i - 1]![0] || e.points[i]![1] === e.points[i - 1]![1]).toBe(true);
    }
  });

  it('many bundles of one depth spread over side-by-side columns instead of one tall column', () => {
    const loose = Array.from({ length: 60 }, (_, i) => ({
      id: i.toString(16).padStart(12, '0'),
      kind: 'low-risk',
      commits: ['a'],
      dependsOn: [],
      predictedConflicts: [],
    }));
    const wide = renderPlanGraph(loose);
    const placed = planBoxes(wide);
    expect(new Set(placed.map((b) => b.x)).size).toBe(4);
    expect(Math.max(...placed.map((b) => b.x + b.w))).toBeLessThanOrEqual(rootSize(wide).viewBox[2]);
    expect(rootSize(wide).viewBox[3]).toBeLessThan(16 * 70 + 120);
  });

  it('an edge that skips a column goes around the box it skips', () => {
    const b = (id: string, dependsOn: string[]) => ({
      id,
      kind: 'risky-chain',
      commits: ['a'],
      dependsOn,
      predictedConflicts: [],
    });
    const small = renderPlanGraph([
      b('000000000001', []),
      b('000000000002', ['000000000001']),
      b('000000000003', ['000000000002', '000000000001']),
    ]);
    const middle = planBoxes(small).find((x) => x.id === '000000000002')!;
    const skip = edgePaths(small).find((e) => e.from === '000000000001' && e.to === '000000000003')!;
    const crossing = skip.points.slice(1).filter((p, i) => segmentCrossesBox(skip.points[i]!, p, middle));
    expect(crossing).toEqual([]);
  });

  it('a narrower column gets fewer columns per band, still inside it', () => {
    const narrow = renderPlanGraph(bundles, { width: 820 });
    const w = rootSize(narrow).viewBox[2];
    expect(w).toBeLessThanOrEqual(820);
    for (const b of planBoxes(narrow)) expect(b.x + b.w).toBeLessThanOrEqual(w);
  });
});

describe('report tables wrap between words and never inside an id', () => {
  const html = renderHtmlReport({
    title: 'r',
    sections: [
      {
        title: 'bundles',
        table: {
          head: ['bundle', 'why', 'after', 'file', 'PR'],
          rows: [
            [
              'a1b2c3d4e5f6',
              'starts at a revert of the pipeliner change, which landed upstream two days ago',
              'aaaaaaaaaaa0, aaaaaaaaaaa1',
              'lib/Dialect/TritonGPU/Transforms/Pipeliner/SoftwarePipeliner.cpp',
              { text: '#1234', href: 'https://github.com/acme/fork/pull/1234' },
            ],
          ],
          foldAfter: 0,
        },
      },
    ],
  });
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;

  it('cells break at spaces only: no overflow-wrap:anywhere or word-break on cells', () => {
    expect(style).toMatch(/th,td\{[^}]*word-break:normal;overflow-wrap:normal/);
    expect(style).not.toMatch(/td[^{]*\{[^}]*(overflow-wrap:anywhere|word-break:break-all)/);
    expect(style).toMatch(/\.id\{white-space:nowrap/);
    expect(style).toMatch(/\.token\{overflow-wrap:anywhere\}/);
  });

  it('ids are whole cells or spans that never wrap; long paths break at their separators', () => {
    expect(html).toContain('<td class="id">a1b2c3d4e5f6</td>');
    expect(html).toContain('<td class="id"><a href="https://github.com/acme/fork/pull/1234">#1234</a></td>');
    expect(html).toContain('<td><span class="id">aaaaaaaaaaa0</span>, <span class="id">aaaaaaaaaaa1</span></td>');
    expect(html).toContain(
      '<span class="token">lib/<wbr>Dialect/<wbr>TritonGPU/<wbr>Transforms/<wbr>Pipeliner/<wbr>SoftwarePipeliner.<wbr>cpp</span>',
    );
    expect(html).toContain('<td>starts at a revert of the pipeliner change, which landed upstream two days ago</td>');
  });

  it('every table sits in its own horizontal scroll container, folded ones too', () => {
    expect(html.match(/<div class="table-wrap"><table>/g)).toHaveLength(2);
    expect(style).toMatch(/\.table-wrap\{overflow-x:auto/);
  });
});

describe('the dashboard issue previewed in the report', () => {
  const facts = emptyFacts();
  facts.failed.push({
    bundle: 'abcdefabcdef',
    kind: 'risky-chain',
    status: 'conflict',
    why: 'conflict in <script>alert(1)</script> [x](javascript:alert(1)) @octocat **bold** #12',
  });
  facts.deferred.push({ sha: 'c'.repeat(40), subject: 'Revert "x" | pipe <img src=x onerror=alert(1)>', reason: 'r' });
  const md = renderDashboard(facts, emptyMemory(), { generatedAt: '2026-01-01T00:00:00Z', upstreamRepo: 'up/tri' });
  const section = renderIssuePreview(md, { issueTitle: 'upstream-ingest dashboard' });
  const html = renderHtmlReport({ title: 'r', sections: [section] });
  const body = html.slice(html.indexOf('<div class="md">'), html.lastIndexOf('</section>'));

  it('renders headings, task boxes, the table and links as GitHub would', () => {
    expect(section.id).toBe('dashboard-issue');
    expect(body).toContain('<div class="md-title">upstream-ingest dashboard</div>');
    expect(body).toContain('<h3>Where the fork stands</h3>');
    expect(body).toContain('<h3>Bundles</h3>');
    expect(body.match(/<li class="task"><input type="checkbox" disabled> /g)).toHaveLength(3);
    expect(body).toMatch(/<div class="table-wrap"><table><thead><tr><th>commit<\/th><th>subject<\/th>/);
    expect(body).toContain('<code>abcdefabcdef</code>');
    expect(body).toContain('<a href="https://github.com/up/tri/issues/12">');
  });

  it('upstream text stays text: no tag, script, handler, javascript: link or state comment gets through', () => {
    expect(body).not.toMatch(/<script|<img|<[^>]*\son\w+=|href="javascript|ui-action|dashboard-state|<!--/i);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('pipe &lt;img src=x onerror=alert(1)&gt;');
  });

  it('raw markdown with HTML that skipped neutralisation is escaped too', () => {
    const raw = markdownToHtml('## <b>t</b>\n\n<img src=x onerror=alert(1)> [a](http://x) [b](https://ok.example/p)\n');
    expect(raw).toBe(
      '<h3>&lt;b&gt;t&lt;/b&gt;</h3>\n<p>&lt;img src=x onerror=alert(1)&gt; a <a href="https://ok.example/p">b</a></p>',
    );
  });
});

describe('forest-plot labels keep the part that tells rows apart', () => {
  const prefix = BENCH_PREFIX;
  const names = prefixedBenchNames();
  const rng = createRng(7);
  const base = Object.fromEntries(names.map((n, i) => [n, noisy(rng, 1 + i, 0.01, 10)]));
  const cand = Object.fromEntries(names.map((n, i) => [n, noisy(rng, (1 + i) * (i % 3 ? 1 : 1.2), 0.01, 10)]));
  const result = compareBench(
    { baseline: side('baseline', base), candidate: side('candidate', cand) },
    { ...DEFAULT_COMPARE_SETTINGS, suite: 'matmul' },
  );
  const svg = renderBenchSvg(result);
  const vbW = rootSize(svg).viewBox[2];
  const labels = [
    ...svg.matchAll(/<text x="([\d.]+)" y="[\d.]+" text-anchor="end">(?:<title>[^<]*<\/title>)?([^<]*)<\/text>/g),
  ];

  it('every label is distinct, names its row, and fits left of the plot', () => {
    expect(labels).toHaveLength(names.length);
    const texts = labels.map((m) => m[2]!);
    expect(new Set(texts).size).toBe(names.length);
    for (const m of labels) expect(Number(m[1]) - textWidth(m[2]!, 12)).toBeGreaterThanOrEqual(0);
    // each label's visible part (ellipses aside) is a piece of its own row's name
    const rowNames = result.benchmarks.filter((b) => b.ratio !== null).map((b) => b.name);
    texts.forEach((t, i) => {
      for (const piece of t.split('…').filter(Boolean)) expect(rowNames[i]).toContain(piece.replace(/&amp;/g, '&'));
    });
    expect(texts).toContain('…M=8192,N=8192,K=512/warps=4/stages=3');
    expect(svg).toContain(`every name starts with ${prefix}`);
  });

  it('the status and ratio column and every text stay inside the viewBox', () => {
    expect(vbW).toBeLessThanOrEqual(1000);
    for (const m of svg.matchAll(
      /<text x="([\d.]+)" y="[\d.]+"(?: fill="[^"]+")?>(?:<title>[^<]*<\/title>)?([^<]*)<\/text>/g,
    ))
      expect(Number(m[1]) + textWidth(m[2]!, 12)).toBeLessThanOrEqual(vbW);
  });

  it('shortLabels: distinct labels within the limit for names alike far from the start', () => {
    const alike = [
      'a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z/1',
      'a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z/2',
      'z/other',
    ];
    const { labels: out } = shortLabels(alike, 20);
    expect(new Set(out).size).toBe(3);
    for (const l of out) expect(l.length).toBeLessThanOrEqual(20);
    expect(out[0]!.endsWith('z/1')).toBe(true);
  });
});
