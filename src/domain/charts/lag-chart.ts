import { escapeXml, niceTicks, num } from './svg.js';

export interface LagPoint {
  at: string;
  daysBehind: number;
  backlog: number;
}

const W = 760;
const H = 320;
const M = { top: 40, right: 64, bottom: 48, left: 64 };

/**
 * Days behind (left axis) and backlog (right axis) over time, as a self-contained SVG that renders offline
 * (no scripts, no external references).
 */
export function renderLagChart(points: readonly LagPoint[], title = 'Lag behind upstream'): string {
  const data = [...points]
    .filter((p) => Number.isFinite(Date.parse(p.at)))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const t0 = data.length ? Date.parse(data[0]!.at) : 0;
  const t1 = data.length ? Date.parse(data[data.length - 1]!.at) : 1;
  const span = t1 - t0 || 1;
  const daysTicks = niceTicks(Math.max(1, ...data.map((p) => p.daysBehind)));
  const backlogTicks = niceTicks(Math.max(1, ...data.map((p) => p.backlog)));
  const daysMax = daysTicks[daysTicks.length - 1]!;
  const backlogMax = backlogTicks[backlogTicks.length - 1]!;
  const x = (at: string) => M.left + (data.length === 1 ? plotW / 2 : ((Date.parse(at) - t0) / span) * plotW);
  const yDays = (v: number) => M.top + plotH - (v / daysMax) * plotH;
  const yBacklog = (v: number) => M.top + plotH - (v / backlogMax) * plotH;
  const path = (y: (p: LagPoint) => number) =>
    data.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(x(p.at))},${num(y(p))}`).join(' ');

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="lag-title" font-family="sans-serif" font-size="12">`,
    `<title id="lag-title">${escapeXml(title)}</title>`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${M.left}" y="24" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
  ];
  for (const t of daysTicks) {
    const y = num(yDays(t));
    parts.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${y}" y2="${y}" stroke="#e5e7eb"/>`);
    parts.push(
      `<text x="${M.left - 8}" y="${y}" text-anchor="end" dominant-baseline="middle" fill="#b91c1c">${num(t)}</text>`,
    );
  }
  for (const t of backlogTicks) {
    parts.push(
      `<text x="${W - M.right + 8}" y="${num(yBacklog(t))}" dominant-baseline="middle" fill="#1d4ed8">${num(t)}</text>`,
    );
  }
  parts.push(
    `<text transform="translate(16,${M.top + plotH / 2}) rotate(-90)" text-anchor="middle" fill="#b91c1c">days behind</text>`,
    `<text transform="translate(${W - 14},${M.top + plotH / 2}) rotate(90)" text-anchor="middle" fill="#1d4ed8">backlog (commits)</text>`,
    `<line x1="${M.left}" x2="${W - M.right}" y1="${M.top + plotH}" y2="${M.top + plotH}" stroke="#6b7280"/>`,
  );
  if (data.length) {
    parts.push(`<text x="${M.left}" y="${H - 16}" fill="#374151">${escapeXml(data[0]!.at.slice(0, 10))}</text>`);
    parts.push(
      `<text x="${W - M.right}" y="${H - 16}" text-anchor="end" fill="#374151">${escapeXml(data[data.length - 1]!.at.slice(0, 10))}</text>`,
    );
    parts.push(
      `<path class="series-days" d="${path((p) => yDays(p.daysBehind))}" fill="none" stroke="#b91c1c" stroke-width="2"/>`,
    );
    parts.push(
      `<path class="series-backlog" d="${path((p) => yBacklog(p.backlog))}" fill="none" stroke="#1d4ed8" stroke-width="2" stroke-dasharray="6 3"/>`,
    );
    for (const p of data) {
      parts.push(
        `<circle cx="${num(x(p.at))}" cy="${num(yDays(p.daysBehind))}" r="3" fill="#b91c1c"><title>${escapeXml(`${p.at}: ${p.daysBehind} days, ${p.backlog} commits`)}</title></circle>`,
      );
    }
  } else {
    parts.push(`<text x="${W / 2}" y="${H / 2}" text-anchor="middle" fill="#6b7280">no history yet</text>`);
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
