import { renderPlanGraph, type GraphBundle } from '../../src/domain/charts/plan-graph.js';
import { edgePaths, planBoxes, rootSize, segmentCrossesBox, textWidth } from '../helpers/svg-geometry.js';

const hex = (i: number) => i.toString(16).padStart(12, 'a');

/** 30 bundles: a 10-deep risky chain, side chains hanging off it (edges that skip columns and bands), loose ones. */
export function thirtyBundles(): GraphBundle[] {
  const out: GraphBundle[] = [];
  const add = (kind: string, dependsOn: number[], commits = 1, conflicts = 0) =>
    out.push({
      id: hex(out.length),
      kind,
      commits: Array.from({ length: commits }, (_, i) => `${i}`.repeat(40)),
      dependsOn: dependsOn.map(hex),
      predictedConflicts: Array.from({ length: conflicts }, (_, i) => `lib/f${i}.cpp`),
    });
  for (let i = 0; i < 10; i++) add('risky-chain', i ? [i - 1] : [], 120, 3); // 0..9, depths 0..9
  for (let i = 0; i < 8; i++) add('low-risk', [], 20); // 10..17, depth 0
  add('toolchain', [0, 5]); // 18: depth 6, from depth 0 (another band) and 5
  add('risky-chain', [10, 2], 2, 1); // 19: depth 3, skips columns 1-2
  add('risky-chain', [19, 11, 3], 4); // 20: depth 4
  add('low-risk', [20, 8], 1); // 21: depth 9
  for (let i = 22; i < 30; i++) add(i % 2 ? 'low-risk' : 'risky-chain', [i % 7, 10 + (i % 8)], 3, i % 3); // mixed
  return out;
}

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

  it('a narrower column gets fewer columns per band, still inside it', () => {
    const narrow = renderPlanGraph(bundles, { width: 820 });
    const w = rootSize(narrow).viewBox[2];
    expect(w).toBeLessThanOrEqual(820);
    for (const b of planBoxes(narrow)) expect(b.x + b.w).toBeLessThanOrEqual(w);
  });
});
