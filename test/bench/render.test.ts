import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { compareBench, DEFAULT_COMPARE_SETTINGS } from '../../src/domain/bench/compare.js';
import { renderBenchMarkdown } from '../../src/domain/bench/render-markdown.js';
import { renderBenchSvg } from '../../src/domain/bench/render-svg.js';
import { renderBenchText } from '../../src/domain/bench/render-text.js';
import { createRng } from '../../src/domain/bench/rng.js';
import { noisy, side } from './helpers.js';

const EVIL =
  '@octocat <img src=x onerror=alert(1)> fixes #12 ::set-output name=x::y | <script>alert(1)</script> `tick`';

function result(count = 8) {
  const rng = createRng(4);
  const base: Record<string, number[]> = { [EVIL]: noisy(rng, 1, 0.01, 10) };
  const cand: Record<string, number[]> = { [EVIL]: noisy(rng, 1.3, 0.01, 10) };
  for (let i = 0; i < count; i++) {
    base[`kernel_${i}`] = noisy(rng, 1 + i, 0.01, 10);
    cand[`kernel_${i}`] = noisy(rng, (1 + i) * (i === 0 ? 0.8 : 1), 0.01, 10);
  }
  return compareBench(
    {
      baseline: side('baseline', base, { env: { gpu: 'H100', driver: '550 <b>' } }),
      candidate: side('candidate', cand, { env: { gpu: 'H100', driver: '555 @admin' } }),
    },
    { ...DEFAULT_COMPARE_SETTINGS, suite: 'matmul kernels', allowEnvMismatch: ['driver'] },
  );
}

describe('markdown summary', () => {
  it('has the verdict, the worst regression first, and neutralized names', () => {
    const md = renderBenchMarkdown(result());
    expect(md).toMatch(/^### 🔴 Benchmarks `matmul_kernels`: regressed/);
    expect(md).toMatch(/\*\*gate failed\*\* \(fails on regressed\)/);
    const rows = md.split('\n').filter((l) => l.startsWith('| 🔴') || l.startsWith('| 🟢') || l.startsWith('| ⚪'));
    expect(rows[0]).toMatch(/^\| 🔴 \| .*octocat.* \| regressed \| ×1\.[23]\d\d \|/);
    expect(rows[1]).toMatch(/^\| 🟢 \| kernel\\_0 \| improved/);
    expect(md).not.toContain('<img');
    expect(md).not.toContain('<script');
    expect(md).not.toMatch(/@octocat/); // broken with a zero-width space
    expect(md).not.toMatch(/[^\u200b]#12/);
    expect(md).not.toContain('::set-output');
    expect(md).toContain('\\| &lt;script&gt;');
    // The allowed environment difference is shown, neutralized.
    expect(md).toMatch(/\| driver \| 550 &lt;b&gt; \| 555 @\u200badmin \| baseline vs candidate \|/);
    expect(md).toContain('(allowed)');
  });

  it('shows at most maxRows rows and says how many are left out', () => {
    const md = renderBenchMarkdown(result(80), { maxRows: 20 });
    const rows = md.split('\n').filter((l) => /^\| (🔴|🟢|⚪|🟡|💥|➕|➖) \|/.test(l));
    expect(rows).toHaveLength(20);
    expect(md).toContain('… 61 more benchmark(s) not shown');
  });
});

describe('SVG chart', () => {
  it('is well-formed XML with every file-provided text escaped', () => {
    const r = result();
    const svg = renderBenchSvg(r);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;script&gt;');
    const doc = new XMLParser({ ignoreAttributes: false }).parse(svg) as { svg: { circle: unknown[] } };
    expect(doc.svg.circle).toHaveLength(r.benchmarks.length);
  });

  it('limits the rows and still renders an empty result', () => {
    expect((renderBenchSvg(result(80), { maxRows: 10 }).match(/<circle/g) ?? []).length).toBe(10);
    const empty = compareBench({ baseline: side('b', {}), candidate: side('c', {}) }, DEFAULT_COMPARE_SETTINGS);
    const svg = renderBenchSvg(empty);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('no benchmark with a ratio');
  });
});

describe('text report', () => {
  it('cannot emit workflow commands', () => {
    const text = renderBenchText(result());
    expect(text).toMatch(/^compare-bench \[matmul kernels\]: REGRESSED \(gate FAILED, fails on regressed\)/);
    expect(text).not.toContain('::set-output');
    expect(text).toMatch(/regressed\s+@octocat/);
  });
});
