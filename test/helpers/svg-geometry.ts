/**
 * Geometry read back from the SVG strings the chart renderers produce (their own attribute forms, no general SVG
 * parser): the root's size, the plan graph's boxes, edges and labels, and text extents estimated from a glyph width
 * of 0.6 em (0.62 em monospace) — wide for the sans-serif and monospace fonts the charts name.
 */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  id?: string;
}

export function rootSize(svg: string): { width: number; height: number; viewBox: [number, number, number, number] } {
  const open = /<svg [^>]*>/.exec(svg)![0];
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(open)?.[1];
  const viewBox = attr('viewBox')!.split(/\s+/).map(Number) as [number, number, number, number];
  return { width: Number(attr('width')), height: Number(attr('height')), viewBox };
}

const unescape = (t: string) =>
  t
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Estimated width in px of `text` at `fontSize`. */
export function textWidth(text: string, fontSize: number, mono = false): number {
  return [...unescape(text)].length * fontSize * (mono ? 0.62 : 0.6);
}

/** The plan graph's bundle boxes in absolute coordinates, with each label's estimated extent. */
export function planBoxes(svg: string): Array<Box & { labels: Array<{ x: number; w: number; text: string }> }> {
  return [
    ...svg.matchAll(/<g class="bundle" data-bundle="([^"]+)"[^>]*translate\(([\d.]+),([\d.]+)\)">(.*?)<\/g>/g),
  ].map((m) => {
    const [, id, x, y, inner] = m as unknown as [string, string, string, string, string];
    const rect = /<rect width="([\d.]+)" height="([\d.]+)"/.exec(inner)!;
    const labels = [...inner.matchAll(/<text x="([\d.]+)"[^>]*?>([^<]*)<\/text>/g)].map((t) => ({
      x: Number(t[1]),
      text: unescape(t[2]!),
      w: textWidth(t[2]!, 11, /monospace/.test(t[0])),
    }));
    return { id, x: Number(x), y: Number(y), w: Number(rect[1]), h: Number(rect[2]), labels };
  });
}

/** Each edge path as a polyline: `M`/`L` points as written, cubic `C` curves sampled (16 steps) so they are checked too. */
export function edgePaths(svg: string): Array<{ from: string; to: string; points: Array<[number, number]> }> {
  return [...svg.matchAll(/<path class="edge" data-from="([^"]+)" data-to="([^"]+)" d="([^"]+)"/g)].map((m) => {
    const points: Array<[number, number]> = [];
    for (const [, cmd, args] of m[3]!.matchAll(/([MLC])([^MLC]*)/g)) {
      const xy = [...args!.matchAll(/([\d.-]+),([\d.-]+)/g)].map(
        (p) => [Number(p[1]), Number(p[2])] as [number, number],
      );
      if (cmd !== 'C') points.push(...xy);
      else {
        const [p0, [p1, p2, p3]] = [
          points[points.length - 1]!,
          xy as [[number, number], [number, number], [number, number]],
        ];
        for (let i = 1; i <= 16; i++) {
          const t = i / 16;
          const k = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t ** 2, t ** 3];
          points.push(
            [0, 1].map((d) => k[0]! * p0[d]! + k[1]! * p1[d]! + k[2]! * p2[d]! + k[3]! * p3[d]!) as [number, number],
          );
        }
      }
    }
    return { from: m[1]!, to: m[2]!, points };
  });
}

/** Whether the segment a–b passes through the inside of `box` (touching its border does not count). */
export function segmentCrossesBox(a: [number, number], b: [number, number], box: Box): boolean {
  // Liang–Barsky clipping against the box shrunk by half a pixel.
  const [x0, y0] = a;
  const dx = b[0] - x0;
  const dy = b[1] - y0;
  const e = 0.5;
  let t0 = 0;
  let t1 = 1;
  const edges: Array<[number, number]> = [
    [-dx, x0 - (box.x + e)],
    [dx, box.x + box.w - e - x0],
    [-dy, y0 - (box.y + e)],
    [dy, box.y + box.h - e - y0],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  return true;
}
