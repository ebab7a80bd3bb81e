import { escapeXml, niceTicks, num } from './svg.js';

/** One bar: a label on the x axis and stacked parts (drawn in the order of `series`). */
export interface Bar {
  label: string;
  values: Record<string, number>;
  /** A marker value on the right axis (a line through the bars), e.g. median latency. */
  line?: number | null;
}

export interface BarChartOptions {
  title: string;
  series: ReadonlyArray<{ key: string; label: string; color: string }>;
  yLabel: string;
  /** A second measure drawn as a line with its own axis on the right. */
  line?: { label: string; color: string; unit: string };
  width?: number;
  height?: number;
}

const M = { top: 64, right: 64, bottom: 56, left: 56 };

/** Stacked bars (and an optional line on a right axis) as a self-contained SVG: no scripts, no external references. */
export function renderBarChart(bars: readonly Bar[], options: BarChartOptions): string {
  const W = options.width ?? 860;
  const H = options.height ?? 320;
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const totals = bars.map((b) => options.series.reduce((n, s) => n + (b.values[s.key] ?? 0), 0));
  const yTicks = niceTicks(Math.max(1, ...totals));
  const yMax = yTicks[yTicks.length - 1]!;
  const lineValues = bars.map((b) => b.line).filter((v): v is number => typeof v === 'number');
  const lTicks = options.line ? niceTicks(Math.max(1, ...lineValues)) : [];
  const lMax = lTicks[lTicks.length - 1] ?? 1;
  const slot = plotW / Math.max(1, bars.length);
  const barW = Math.max(2, Math.min(40, slot * 0.7));
  const y = (v: number) => M.top + plotH - (v / yMax) * plotH;
  const yl = (v: number) => M.top + plotH - (v / lMax) * plotH;
  const cx = (i: number) => M.left + slot * (i + 0.5);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(options.title)}" font-family="system-ui, sans-serif" font-size="12">`,
    `<title>${escapeXml(options.title)}</title>`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${M.left}" y="22" font-size="15" font-weight="bold">${escapeXml(options.title)}</text>`,
    legend(options),
  ];
  for (const t of yTicks) {
    parts.push(
      `<line x1="${M.left}" x2="${W - M.right}" y1="${num(y(t))}" y2="${num(y(t))}" stroke="#e5e7eb"/>`,
      `<text x="${M.left - 6}" y="${num(y(t))}" text-anchor="end" dominant-baseline="middle" fill="#374151">${num(t)}</text>`,
    );
  }
  for (const t of lTicks)
    parts.push(
      `<text x="${W - M.right + 6}" y="${num(yl(t))}" dominant-baseline="middle" fill="${options.line!.color}">${num(t)}</text>`,
    );
  parts.push(
    `<text transform="translate(14,${M.top + plotH / 2}) rotate(-90)" text-anchor="middle" fill="#374151">${escapeXml(options.yLabel)}</text>`,
  );
  if (options.line)
    parts.push(
      `<text transform="translate(${W - 12},${M.top + plotH / 2}) rotate(90)" text-anchor="middle" fill="${options.line.color}">${escapeXml(`${options.line.label} (${options.line.unit})`)}</text>`,
    );
  const labelEvery = Math.max(1, Math.ceil(bars.length / 12));
  bars.forEach((b, i) => {
    let base = 0;
    const tip = [
      b.label,
      ...options.series.map((s) => `${s.label}: ${b.values[s.key] ?? 0}`),
      ...(options.line && typeof b.line === 'number' ? [`${options.line.label}: ${b.line} ${options.line.unit}`] : []),
    ].join(', ');
    const rects: string[] = [];
    for (const s of options.series) {
      const v = b.values[s.key] ?? 0;
      if (v <= 0) continue;
      rects.push(
        `<rect x="${num(cx(i) - barW / 2)}" y="${num(y(base + v))}" width="${num(barW)}" height="${num(y(base) - y(base + v))}" fill="${s.color}"/>`,
      );
      base += v;
    }
    parts.push(
      `<g class="bar" data-label="${escapeXml(b.label)}"><title>${escapeXml(tip)}</title>${rects.join('')}</g>`,
    );
    if (i % labelEvery === 0)
      parts.push(
        `<text class="x-tick" x="${num(cx(i))}" y="${H - M.bottom + 18}" text-anchor="middle" fill="#374151">${escapeXml(b.label)}</text>`,
      );
  });
  if (options.line) {
    const pts = bars.flatMap((b, i) => (typeof b.line === 'number' ? [`${num(cx(i))},${num(yl(b.line))}`] : []));
    if (pts.length)
      parts.push(
        `<polyline class="series-line" points="${pts.join(' ')}" fill="none" stroke="${options.line.color}" stroke-width="2"/>`,
      );
  }
  parts.push(
    `<line x1="${M.left}" x2="${W - M.right}" y1="${M.top + plotH}" y2="${M.top + plotH}" stroke="#6b7280"/>`,
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
}

function legend(options: BarChartOptions): string {
  let x = M.left;
  const items: string[] = [];
  for (const s of options.series) {
    items.push(
      `<g transform="translate(${num(x)},42)"><rect y="-8" width="14" height="10" fill="${s.color}"/><text x="18" y="1">${escapeXml(s.label)}</text></g>`,
    );
    x += 30 + s.label.length * 6.4;
  }
  if (options.line)
    items.push(
      `<g transform="translate(${num(x)},42)"><line x1="0" x2="16" y1="-3" y2="-3" stroke="${options.line.color}" stroke-width="2"/><text x="20" y="1">${escapeXml(options.line.label)}</text></g>`,
    );
  return `<g class="legend">${items.join('')}</g>`;
}
