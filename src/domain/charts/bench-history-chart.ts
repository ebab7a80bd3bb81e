import type { HistoryChange } from '../bench/history.js';
import { dateTicks, fullDate } from './date-ticks.js';
import { escapeXml, num } from './svg.js';

export interface BenchHistoryPoint {
  at: string;
  /** Geomean ratio of the run against its baseline (> 1 worse); null when none. */
  ratio: number | null;
  verdict: string;
}

const W = 860;
const H = 300;
const M = { top: 56, right: 24, bottom: 48, left: 56 };

/**
 * A suite's benchmark history: the geomean ratio of each trunk run (1 = no change; up is worse), points coloured by
 * verdict, and a vertical mark at each detected change point of a benchmark (regression red, improvement green).
 */
export function renderBenchHistoryChart(
  points: readonly BenchHistoryPoint[],
  changes: readonly HistoryChange[],
  title: string,
): string {
  const data = points.filter((p) => Number.isFinite(Date.parse(p.at))).sort((a, b) => a.at.localeCompare(b.at));
  const ts = [...data.map((p) => Date.parse(p.at)), ...changes.map((c) => Date.parse(c.recordedAt))].filter(
    Number.isFinite,
  );
  const t0 = ts.length ? Math.min(...ts) : 0;
  const t1 = ts.length ? Math.max(...ts) : 1;
  const ratios = data.map((p) => p.ratio).filter((r): r is number => r !== null);
  const spread = Math.max(0.05, ...ratios.map((r) => Math.abs(r - 1))) * 1.15;
  const lo = 1 - spread;
  const hi = 1 + spread;
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const x = (t: number) => M.left + (t1 === t0 ? plotW / 2 : ((t - t0) / (t1 - t0)) * plotW);
  const y = (r: number) => M.top + plotH - ((r - lo) / (hi - lo)) * plotH;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(title)}" font-family="system-ui, sans-serif" font-size="12">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${M.left}" y="22" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
    `<g class="legend"><text x="${M.left}" y="42" fill="#374151">geomean ratio per trunk run (1 = unchanged, above = slower) · </text><text x="${M.left + 370}" y="42" fill="#b91c1c">│ regression change point</text><text x="${M.left + 540}" y="42" fill="#15803d">│ improvement</text></g>`,
  ];
  for (const r of [lo, 1 - spread / 2, 1, 1 + spread / 2, hi]) {
    parts.push(
      `<line x1="${M.left}" x2="${W - M.right}" y1="${num(y(r))}" y2="${num(y(r))}" stroke="${r === 1 ? '#9ca3af' : '#f3f4f6'}"/>`,
      `<text x="${M.left - 6}" y="${num(y(r))}" text-anchor="end" dominant-baseline="middle" fill="#374151">${r.toFixed(2)}</text>`,
    );
  }
  if (!data.length) {
    parts.push(
      `<text x="${W / 2}" y="${H / 2}" text-anchor="middle" fill="#6b7280">no benchmark history yet</text>`,
      '</svg>',
    );
    return `${parts.join('\n')}\n`;
  }
  for (const tick of dateTicks(t0, t1, 7))
    parts.push(
      `<text class="x-tick" x="${num(x(tick.t))}" y="${H - M.bottom + 18}" text-anchor="middle" fill="#374151">${escapeXml(tick.label)}</text>`,
    );
  for (const c of changes) {
    const cx = num(x(Date.parse(c.recordedAt)));
    const color = c.kind === 'regression' ? '#b91c1c' : '#15803d';
    parts.push(
      `<g class="change-point" data-kind="${c.kind}"><title>${escapeXml(`${fullDate(Date.parse(c.recordedAt))} ${c.name}: ${c.kind} ×${c.ratio.toFixed(3)} at ${c.sha.slice(0, 10)}`)}</title><line x1="${cx}" x2="${cx}" y1="${M.top}" y2="${M.top + plotH}" stroke="${color}" stroke-width="1.5" stroke-dasharray="4 3"/></g>`,
    );
  }
  const withRatio = data.filter((p) => p.ratio !== null);
  parts.push(
    `<polyline class="series-geomean" points="${withRatio.map((p) => `${num(x(Date.parse(p.at)))},${num(y(p.ratio!))}`).join(' ')}" fill="none" stroke="#2563eb" stroke-width="1.5"/>`,
  );
  for (const p of withRatio) {
    const color = p.verdict === 'regressed' ? '#b91c1c' : p.verdict === 'improved' ? '#15803d' : '#2563eb';
    parts.push(
      `<circle cx="${num(x(Date.parse(p.at)))}" cy="${num(y(p.ratio!))}" r="3" fill="${color}"><title>${escapeXml(`${fullDate(Date.parse(p.at))}: ${p.verdict}, geomean ×${p.ratio!.toFixed(3)}`)}</title></circle>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
