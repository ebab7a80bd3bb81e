import { dateTicks, fullDate } from './date-ticks.js';
import { escapeXml, niceTicks, num } from './svg.js';

/** One observation of the lag: the two pins (in days behind) and the backlog, at a time. */
export interface LagPoint {
  at: string;
  /** Days behind of the contiguous pin: the oldest commit still missing. */
  daysBehind: number;
  /** Days behind of the frontier: the newest upstream commit the fork has taken (holes below it). */
  frontierDaysBehind?: number;
  backlog: number;
}

/** A bundle landing in the fork: drawn as a mark on the time axis. */
export interface LandingMark {
  at: string;
  label: string;
  /** `landed` (default), `partial`, `failed`: the mark's colour. */
  outcome?: 'landed' | 'partial' | 'failed';
}

export interface LagChartOptions {
  title?: string;
  /** The lag SLO in days: a horizontal line on the days axis. */
  sloDays?: number;
  landings?: readonly LandingMark[];
}

const W = 860;
const H = 380;
const M = { top: 70, right: 72, bottom: 56, left: 64 };
const COLORS = {
  contiguous: '#b91c1c',
  frontier: '#ea580c',
  backlog: '#2563eb',
  slo: '#6b21a8',
  landed: '#15803d',
  partial: '#ca8a04',
  failed: '#b91c1c',
};

/**
 * The two-pin picture of the lag over time, as a self-contained SVG (no scripts, no external references): days
 * behind of the contiguous pin (solid) and of the frontier (dashed) on the left axis — the gap between them is the
 * holes — the backlog as a shaded area on the right axis, the SLO line, and a mark where each bundle landed; a legend
 * and date ticks. Every point and mark carries a `<title>` tooltip.
 */
export function renderLagChart(points: readonly LagPoint[], titleOrOptions: string | LagChartOptions = {}): string {
  const options: LagChartOptions = typeof titleOrOptions === 'string' ? { title: titleOrOptions } : titleOrOptions;
  const title = options.title ?? 'Lag behind upstream';
  const data = [...points]
    .filter((p) => Number.isFinite(Date.parse(p.at)))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const landings = (options.landings ?? []).filter((l) => Number.isFinite(Date.parse(l.at)));
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const times = [...data.map((p) => Date.parse(p.at)), ...landings.map((l) => Date.parse(l.at))];
  const t0 = times.length ? Math.min(...times) : 0;
  const t1 = times.length ? Math.max(...times) : 1;
  const span = t1 - t0 || 1;
  const hasFrontier = data.some((p) => p.frontierDaysBehind !== undefined);
  const daysTicks = niceTicks(
    Math.max(1, options.sloDays ?? 0, ...data.map((p) => Math.max(p.daysBehind, p.frontierDaysBehind ?? 0))),
  );
  const backlogTicks = niceTicks(Math.max(1, ...data.map((p) => p.backlog)));
  const daysMax = daysTicks[daysTicks.length - 1]!;
  const backlogMax = backlogTicks[backlogTicks.length - 1]!;
  const xt = (t: number) => M.left + (t1 === t0 ? plotW / 2 : ((t - t0) / span) * plotW);
  const x = (at: string) => xt(Date.parse(at));
  const yDays = (v: number) => M.top + plotH - (v / daysMax) * plotH;
  const yBacklog = (v: number) => M.top + plotH - (v / backlogMax) * plotH;
  const line = (pts: readonly LagPoint[], y: (p: LagPoint) => number) =>
    pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(x(p.at))},${num(y(p))}`).join(' ');
  const bottom = M.top + plotH;

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="lag-title lag-desc" font-family="system-ui, sans-serif" font-size="12">`,
    `<title id="lag-title">${escapeXml(title)}</title>`,
    `<desc id="lag-desc">${escapeXml(describe(data, options))}</desc>`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${M.left}" y="22" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
    legend(hasFrontier, options.sloDays !== undefined, landings.length > 0),
  ];
  for (const t of daysTicks) {
    const y = num(yDays(t));
    parts.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${y}" y2="${y}" stroke="#e5e7eb"/>`);
    parts.push(
      `<text x="${M.left - 8}" y="${y}" text-anchor="end" dominant-baseline="middle" fill="${COLORS.contiguous}">${num(t)}</text>`,
    );
  }
  for (const t of backlogTicks) {
    parts.push(
      `<text x="${W - M.right + 8}" y="${num(yBacklog(t))}" dominant-baseline="middle" fill="${COLORS.backlog}">${num(t)}</text>`,
    );
  }
  parts.push(
    `<text transform="translate(18,${M.top + plotH / 2}) rotate(-90)" text-anchor="middle" fill="${COLORS.contiguous}">days behind</text>`,
    `<text transform="translate(${W - 16},${M.top + plotH / 2}) rotate(90)" text-anchor="middle" fill="${COLORS.backlog}">backlog (commits)</text>`,
    `<line x1="${M.left}" x2="${W - M.right}" y1="${bottom}" y2="${bottom}" stroke="#6b7280"/>`,
  );
  if (!data.length) {
    parts.push(`<text x="${W / 2}" y="${M.top + plotH / 2}" text-anchor="middle" fill="#6b7280">no history yet</text>`);
    parts.push('</svg>');
    return `${parts.join('\n')}\n`;
  }
  for (const tick of dateTicks(t0, t1, 7)) {
    const tx = num(xt(tick.t));
    parts.push(
      `<g class="x-tick"><line x1="${tx}" x2="${tx}" y1="${bottom}" y2="${bottom + 5}" stroke="#6b7280"/>` +
        `<text x="${tx}" y="${bottom + 18}" text-anchor="middle" fill="#374151">${escapeXml(tick.label)}</text></g>`,
    );
  }
  // The backlog first, as a light area, so the pins stay readable over it.
  const area = `${line(data, (p) => yBacklog(p.backlog))} L${num(x(data[data.length - 1]!.at))},${bottom} L${num(x(data[0]!.at))},${bottom} Z`;
  parts.push(
    `<path class="series-backlog" d="${area}" fill="${COLORS.backlog}" fill-opacity="0.12" stroke="${COLORS.backlog}" stroke-width="1.5"/>`,
  );
  if (options.sloDays !== undefined) {
    const y = num(yDays(options.sloDays));
    parts.push(
      `<g class="slo-line"><line x1="${M.left}" x2="${W - M.right}" y1="${y}" y2="${y}" stroke="${COLORS.slo}" stroke-width="1.5" stroke-dasharray="2 4"/>` +
        `<text x="${W - M.right - 4}" y="${num(yDays(options.sloDays) - 5)}" text-anchor="end" fill="${COLORS.slo}">SLO ${num(options.sloDays)} days</text></g>`,
    );
  }
  for (const l of landings) {
    const lx = num(x(l.at));
    const color = COLORS[l.outcome ?? 'landed'];
    parts.push(
      `<g class="landing-mark"><title>${escapeXml(`${fullDate(Date.parse(l.at))}: ${l.label}`)}</title>` +
        `<line x1="${lx}" x2="${lx}" y1="${M.top}" y2="${bottom}" stroke="${color}" stroke-opacity="0.35"/>` +
        `<path d="M${lx},${bottom - 9} l-5,9 h10 Z" fill="${color}"/></g>`,
    );
  }
  if (hasFrontier) {
    const withFrontier = data.filter((p) => p.frontierDaysBehind !== undefined);
    parts.push(
      `<path class="series-frontier" d="${line(withFrontier, (p) => yDays(p.frontierDaysBehind!))}" fill="none" stroke="${COLORS.frontier}" stroke-width="2" stroke-dasharray="7 4"/>`,
    );
  }
  parts.push(
    `<path class="series-days" d="${line(data, (p) => yDays(p.daysBehind))}" fill="none" stroke="${COLORS.contiguous}" stroke-width="2.5"/>`,
  );
  const dots = data.length <= 120;
  for (const p of dots ? data : []) {
    const tip =
      `${fullDate(Date.parse(p.at))}: contiguous ${p.daysBehind} days` +
      `${p.frontierDaysBehind !== undefined ? `, frontier ${p.frontierDaysBehind} days` : ''}, backlog ${p.backlog}`;
    parts.push(
      `<circle class="point" cx="${num(x(p.at))}" cy="${num(yDays(p.daysBehind))}" r="3" fill="${COLORS.contiguous}"><title>${escapeXml(tip)}</title></circle>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

function legend(frontier: boolean, slo: boolean, landings: boolean): string {
  const items: string[] = [];
  let lx = M.left;
  const add = (swatch: string, text: string) => {
    items.push(`<g transform="translate(${lx},40)">${swatch}<text x="26" y="4">${escapeXml(text)}</text></g>`);
    lx += 34 + text.length * 6.4;
  };
  add(
    `<line x1="0" x2="20" y1="0" y2="0" stroke="${COLORS.contiguous}" stroke-width="2.5"/>`,
    'contiguous pin (days behind)',
  );
  if (frontier)
    add(
      `<line x1="0" x2="20" y1="0" y2="0" stroke="${COLORS.frontier}" stroke-width="2" stroke-dasharray="7 4"/>`,
      'frontier (days behind)',
    );
  add(
    `<rect x="0" y="-6" width="20" height="10" fill="${COLORS.backlog}" fill-opacity="0.25" stroke="${COLORS.backlog}"/>`,
    'backlog',
  );
  if (slo)
    add(`<line x1="0" x2="20" y1="0" y2="0" stroke="${COLORS.slo}" stroke-width="1.5" stroke-dasharray="2 4"/>`, 'SLO');
  if (landings) add(`<path d="M10,-6 l-5,9 h10 Z" fill="${COLORS.landed}"/>`, 'bundle landed');
  return `<g class="legend">${items.join('')}</g>`;
}

/** The chart in words, for screen readers and the page's text. */
function describe(data: readonly LagPoint[], options: LagChartOptions): string {
  if (!data.length) return 'No lag history yet.';
  const first = data[0]!;
  const last = data[data.length - 1]!;
  return (
    `From ${fullDate(Date.parse(first.at))} to ${fullDate(Date.parse(last.at))}: contiguous pin ${first.daysBehind} → ` +
    `${last.daysBehind} days behind` +
    (last.frontierDaysBehind !== undefined
      ? `, frontier ${first.frontierDaysBehind ?? '—'} → ${last.frontierDaysBehind} days`
      : '') +
    `, backlog ${first.backlog} → ${last.backlog} commits` +
    (options.sloDays !== undefined ? `; SLO ${options.sloDays} days` : '') +
    (options.landings?.length ? `; ${options.landings.length} bundles landed` : '') +
    '.'
  );
}
