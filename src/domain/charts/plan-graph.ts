import { escapeXml, num } from './svg.js';

/** What the graph needs of a plan bundle (a subset of the plan schema's Bundle). */
export interface GraphBundle {
  id: string;
  kind: string;
  commits: readonly string[];
  dependsOn: readonly string[];
  predictedConflicts: readonly string[];
}

/** A bundle's outcome so far: from apply results, PR state, or `planned`. */
export type BundleStatus =
  'planned' | 'applied' | 'landed' | 'partial' | 'resolved' | 'conflict' | 'rejected' | 'waiting' | 'review';

export interface PlanGraphOptions {
  title?: string;
  status?: ReadonlyMap<string, BundleStatus>;
  /** Where a bundle links to (its PR); only https URLs are used. */
  links?: ReadonlyMap<string, string>;
  /** Most bundles drawn; the rest are counted in a note (default 120). */
  maxBundles?: number;
  /** Most width of the drawing in px (default 960: the report's 1000 px column); deeper plans wrap into bands. */
  width?: number;
}

const NODE_W = 184;
const NODE_H = 50;
/** Between columns: the vertical channel edges run in (never through a box). */
const COL_GAP = 52;
/** Between rows: the horizontal gap edges cross columns in. */
const ROW_GAP = 20;
/** Between bands (when the columns wrap): the gap edges from one band to the next run in. */
const BAND_GAP = 36;
const PAD = { top: 76, left: 32, right: 32, bottom: 24 };
/** The report's column is 1000 px wide with 1rem padding each side; the graph stays inside it. */
const DEFAULT_WIDTH = 960;
/** Wide enough for the title and the legend. */
const MIN_WIDTH = 800;
/** Conservative glyph widths (em) of the fonts used: a label is cut by this estimate, never by the box. */
const SANS_EM = 0.6;
const MONO_EM = 0.62;

export const KIND_COLORS: Record<string, string> = {
  'low-risk': '#16a34a',
  'risky-chain': '#ea580c',
  toolchain: '#7c3aed',
};
export const STATUS_COLORS: Record<BundleStatus, { fill: string; text: string }> = {
  planned: { fill: '#ffffff', text: '#374151' },
  applied: { fill: '#dcfce7', text: '#166534' },
  landed: { fill: '#bbf7d0', text: '#14532d' },
  resolved: { fill: '#dcfce7', text: '#166534' },
  partial: { fill: '#fef9c3', text: '#854d0e' },
  review: { fill: '#fef3c7', text: '#92400e' },
  waiting: { fill: '#f3f4f6', text: '#4b5563' },
  conflict: { fill: '#fee2e2', text: '#991b1b' },
  rejected: { fill: '#fee2e2', text: '#991b1b' },
};

/**
 * The plan as a dependency graph (SVG, no scripts): bundles in columns by dependency depth — a bundle stands right
 * of every bundle it depends on — with arrows from dependency to dependent; each box shows the bundle's id, kind
 * (colour stripe and text), size, predicted conflicts and status (fill), and links to its PR when known.
 *
 * The drawing fits `options.width` (the report's column): when a plan is deeper than the columns that fit, the
 * columns wrap into bands stacked top to bottom (depth 0–3, then 4–7, ...); a depth with many bundles spreads over
 * several columns. Edges are routed orthogonally through
 * the gaps between columns, rows and bands, so no edge crosses a box or its labels.
 */
export function renderPlanGraph(bundles: readonly GraphBundle[], options: PlanGraphOptions = {}): string {
  const max = options.maxBundles ?? 120;
  const shown = bundles.slice(0, max);
  const layout = layOut(shown, options.width ?? DEFAULT_WIDTH);
  const overflowNote = bundles.length > max ? 20 : 0;
  const height = layout.height + overflowNote;
  const title = options.title ?? 'Bundle plan';
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(layout.width)}" height="${num(height)}" viewBox="0 0 ${num(layout.width)} ${num(height)}" role="img" aria-labelledby="plan-title" font-family="system-ui, sans-serif" font-size="11">`,
    `<title id="plan-title">${escapeXml(`${title}: ${bundles.length} bundles`)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#6b7280"/></marker></defs>',
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${PAD.left}" y="22" font-size="15" font-weight="bold">${escapeXml(fit(title, layout.width - 2 * PAD.left, 15))}</text>`,
    legend(),
  ];
  for (const e of routeEdges(shown, layout))
    parts.push(
      `<path class="edge" data-from="${escapeXml(e.from)}" data-to="${escapeXml(e.to)}" d="${e.points.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)},${num(y)}`).join(' ')}" fill="none" stroke="#9ca3af" stroke-width="1.5" stroke-linejoin="round" marker-end="url(#arrow)"/>`,
    );
  for (const b of shown) parts.push(node(b, layout.pos.get(b.id)!, options));
  if (bundles.length > max)
    parts.push(
      `<text x="${PAD.left}" y="${num(height - 10)}" fill="#6b7280">… ${bundles.length - max} more bundles not drawn (see the table)</text>`,
    );
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

interface Slot {
  x: number;
  y: number;
  band: number;
  /** Column inside the band. */
  col: number;
  row: number;
}

interface Layout {
  width: number;
  height: number;
  pos: Map<string, Slot>;
  /** Columns per band. */
  perBand: number;
  /** Top of each band, its number of rows, and the y where the band's last row ends. */
  bands: Array<{ top: number; rows: number; bottom: number }>;
}

const colX = (c: number) => PAD.left + c * (NODE_W + COL_GAP);

/** Columns by depth, wrapped into bands of as many columns as fit `maxWidth`. */
function layOut(shown: readonly GraphBundle[], maxWidth: number): Layout {
  const perBand = Math.max(1, Math.floor((maxWidth - PAD.left - PAD.right + COL_GAP) / (NODE_W + COL_GAP)));
  const depth = depths(shown);
  const byDepth: GraphBundle[][] = [];
  for (const b of shown) (byDepth[depth.get(b.id)!] ??= []).push(b);
  // A depth with many bundles (often the independent low-risk ones) splits into side-by-side columns of at most
  // `tall` rows instead of one very tall column: edges still run from a lower column to a higher one.
  const tall = Math.max(6, Math.ceil(shown.length / perBand));
  const columns: GraphBundle[][] = [];
  for (const list of byDepth) {
    const group = list ?? [];
    const parts = Math.max(1, Math.ceil(group.length / tall));
    const size = Math.ceil(group.length / parts);
    for (let i = 0; i < parts; i++) columns.push(group.slice(i * size, (i + 1) * size));
  }
  const bandCount = Math.max(1, Math.ceil(columns.length / perBand));
  const bands: Layout['bands'] = [];
  let top = PAD.top;
  for (let band = 0; band < bandCount; band++) {
    const cols = columns.slice(band * perBand, (band + 1) * perBand);
    const rows = Math.max(1, ...cols.map((c) => c.length));
    const bottom = top + rows * (NODE_H + ROW_GAP) - ROW_GAP;
    bands.push({ top, rows, bottom });
    top = bottom + BAND_GAP;
  }
  const pos = new Map<string, Slot>();
  columns.forEach((col, d) =>
    col.forEach((b, row) => {
      const band = Math.floor(d / perBand);
      const c = d % perBand;
      pos.set(b.id, { x: colX(c), y: bands[band]!.top + row * (NODE_H + ROW_GAP), band, col: c, row });
    }),
  );
  const usedCols = Math.min(perBand, Math.max(1, columns.length));
  const width = Math.max(colX(usedCols) - COL_GAP + PAD.right, Math.min(MIN_WIDTH, maxWidth));
  return { width, height: bands[bands.length - 1]!.bottom + PAD.bottom, pos, perBand, bands };
}

/** A vertical run in the channel left of column `channel` (0: the left margin), or a horizontal run in a gap. */
type Leg =
  { kind: 'v'; channel: number; key: string } | { kind: 'h'; gap: string; top: number; bottom: number; key: string };

interface Edge {
  from: string;
  to: string;
  points: Array<[number, number]>;
}

/**
 * Orthogonal routes: out of the dependency's right side into the channel after its column, along a gap between
 * rows (or between bands) when columns lie between the two, down the channel before the dependent's column, and
 * into its left side. Channels and gaps hold no box; parallel runs get lanes of their own inside them.
 */
function routeEdges(shown: readonly GraphBundle[], layout: Layout): Edge[] {
  const ids = new Set(shown.map((b) => b.id));
  const plans: Array<{ from: string; to: string; a: Slot; b: Slot; legs: Leg[] }> = [];
  for (const b of shown)
    for (const dep of b.dependsOn) {
      if (!ids.has(dep) || dep === b.id) continue;
      const a = layout.pos.get(dep)!;
      const t = layout.pos.get(b.id)!;
      const out: Leg = { kind: 'v', channel: a.col + 1, key: `from:${dep}` };
      const into: Leg = { kind: 'v', channel: t.col, key: `to:${b.id}` };
      let legs: Leg[];
      if (t.band === a.band && t.col === a.col + 1) legs = [out];
      else if (t.band === a.band) legs = [out, rowGap(layout, a, t, dep), into];
      else {
        const above = layout.bands[t.band]!;
        const prev = layout.bands[t.band - 1]!;
        legs = [
          out,
          { kind: 'h', gap: `band:${t.band}`, top: prev.bottom, bottom: above.top, key: `from:${dep}` },
          into,
        ];
      }
      plans.push({ from: dep, to: b.id, a, b: t, legs });
    }
  const vLane = lanes(
    plans.flatMap((p) => p.legs.flatMap((l) => (l.kind === 'v' ? [[`${l.channel}`, l.key] as [string, string]] : []))),
  );
  const hLane = lanes(
    plans.flatMap((p) => p.legs.flatMap((l) => (l.kind === 'h' ? [[l.gap, l.key] as [string, string]] : []))),
  );
  return plans.map(({ from, to, a, b, legs }) => {
    const points: Array<[number, number]> = [[a.x + NODE_W, a.y + NODE_H / 2]];
    let y = a.y + NODE_H / 2;
    legs.forEach((leg, i) => {
      if (leg.kind === 'v') {
        const [left, right] = channelSpan(leg.channel, layout.perBand);
        const x = lerp(left + 8, right - 8, vLane(`${leg.channel}`, leg.key));
        const next = legs[i + 1];
        points.push([x, y]);
        y = next?.kind === 'h' ? lerp(next.top + 5, next.bottom - 5, hLane(next.gap, next.key)) : b.y + NODE_H / 2;
        points.push([x, y]);
      }
    });
    points.push([b.x - 1, b.y + NODE_H / 2]);
    return { from, to, points: dedupe(points) };
  });
}

/** The x range of the channel left of column `c`: the left margin, a gap between columns, or the right margin. */
function channelSpan(c: number, perBand: number): [number, number] {
  if (c === 0) return [0, PAD.left];
  const left = colX(c) - COL_GAP;
  return [left, c >= perBand ? left + PAD.right : colX(c)];
}

/** The gap between rows of a band nearest to both ends (above the first row counts; it lies under the legend). */
function rowGap(layout: Layout, a: Slot, t: Slot, key: string): Leg {
  const band = layout.bands[a.band]!;
  const gapTop = (g: number) => band.top + g * (NODE_H + ROW_GAP) - ROW_GAP;
  const mid = (a.y + t.y) / 2 + NODE_H / 2;
  let best = 0;
  for (let g = 0; g <= band.rows; g++)
    if (Math.abs(gapTop(g) + ROW_GAP / 2 - mid) < Math.abs(gapTop(best) + ROW_GAP / 2 - mid)) best = g;
  const top = gapTop(best);
  return { kind: 'h', gap: `${a.band}:${best}`, top, bottom: top + ROW_GAP, key: `from:${key}` };
}

/** Spreads the distinct keys of each channel or gap evenly over [0, 1] (one key alone sits in the middle). */
function lanes(uses: Array<[string, string]>): (place: string, key: string) => number {
  const byPlace = new Map<string, string[]>();
  for (const [place, key] of uses) {
    const list = byPlace.get(place) ?? [];
    if (!list.includes(key)) list.push(key);
    byPlace.set(place, list);
  }
  return (place, key) => {
    const list = byPlace.get(place) ?? [key];
    return list.length === 1 ? 0.5 : list.indexOf(key) / (list.length - 1);
  };
}

function lerp(lo: number, hi: number, t: number): number {
  return lo + (hi - lo) * t;
}

function dedupe(points: Array<[number, number]>): Array<[number, number]> {
  return points.filter((p, i) => i === 0 || p[0] !== points[i - 1]![0] || p[1] !== points[i - 1]![1]);
}

/** `text` cut with an ellipsis to fit `px` at `fontSize` (estimated with a conservative glyph width). */
export function fit(text: string, px: number, fontSize: number, mono = false): string {
  const room = Math.floor(px / (fontSize * (mono ? MONO_EM : SANS_EM)));
  return text.length <= room ? text : `${text.slice(0, Math.max(1, room - 1))}…`;
}

function node(b: GraphBundle, at: { x: number; y: number }, options: PlanGraphOptions): string {
  const status = options.status?.get(b.id) ?? 'planned';
  const colors = STATUS_COLORS[status] ?? STATUS_COLORS.planned;
  const stripe = KIND_COLORS[b.kind] ?? '#6b7280';
  const conflicts = b.predictedConflicts.length;
  const line2 = `${b.kind} · ${b.commits.length} commit${b.commits.length === 1 ? '' : 's'}`;
  const line3 = `${status}${conflicts ? ` · ${conflicts} conflict${conflicts === 1 ? '' : 's'}` : ''}`;
  const tip = `bundle ${b.id}: ${line2}; ${status}${conflicts ? `; ${conflicts} predicted conflicts` : ''}${b.dependsOn.length ? `; after ${b.dependsOn.join(', ')}` : ''}`;
  const room = NODE_W - 14 - 4;
  const box =
    `<g class="bundle" data-bundle="${escapeXml(b.id)}" data-kind="${escapeXml(b.kind)}" data-status="${status}" transform="translate(${num(at.x)},${num(at.y)})">` +
    `<title>${escapeXml(tip)}</title>` +
    `<rect width="${NODE_W}" height="${NODE_H}" rx="6" fill="${colors.fill}" stroke="#9ca3af"/>` +
    `<rect width="6" height="${NODE_H}" rx="3" fill="${stripe}"/>` +
    `<text x="14" y="16" font-family="ui-monospace, monospace" font-weight="bold">${escapeXml(fit(b.id, room, 11, true))}</text>` +
    `<text x="14" y="31" fill="#374151">${escapeXml(fit(line2, room, 11))}</text>` +
    `<text x="14" y="44" fill="${colors.text}" font-weight="bold">${escapeXml(fit(line3, room, 11))}</text>` +
    '</g>';
  const href = options.links?.get(b.id);
  return href && /^https:\/\/[^\s"<>]+$/.test(href) ? `<a href="${escapeXml(href)}">${box}</a>` : box;
}

function legend(): string {
  const items: string[] = [];
  let x = PAD.left;
  for (const [kind, color] of Object.entries(KIND_COLORS)) {
    items.push(
      `<g transform="translate(${x},42)"><rect y="-8" width="6" height="12" rx="2" fill="${color}"/><text x="10" y="2">${escapeXml(kind)}</text></g>`,
    );
    x += 24 + kind.length * 6.5;
  }
  x += 12;
  for (const status of ['planned', 'applied', 'partial', 'conflict'] as const) {
    items.push(
      `<g transform="translate(${x},42)"><rect y="-8" width="14" height="12" rx="2" fill="${STATUS_COLORS[status].fill}" stroke="#9ca3af"/><text x="18" y="2">${status}</text></g>`,
    );
    x += 30 + status.length * 6.5;
  }
  items.push(`<text x="${x + 8}" y="44" fill="#6b7280">arrow: dependency → dependent</text>`);
  return `<g class="legend">${items.join('')}</g>`;
}

/** Longest-path depth of each bundle from bundles without (drawn) dependencies; cycles cannot occur in a plan. */
function depths(bundles: readonly GraphBundle[]): Map<string, number> {
  const byId = new Map(bundles.map((b) => [b.id, b]));
  const out = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOf = (id: string): number => {
    const known = out.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0; // defensive: a cycle is drawn flat rather than recursing forever
    visiting.add(id);
    const deps = (byId.get(id)?.dependsOn ?? []).filter((d) => byId.has(d));
    const d = deps.length ? 1 + Math.max(...deps.map(depthOf)) : 0;
    visiting.delete(id);
    out.set(id, d);
    return d;
  };
  for (const b of bundles) depthOf(b.id);
  return out;
}

/** A bundle status from an apply result's status (the demo's and the dashboard's source). */
export function statusFromApply(status: string | undefined, landed = false): BundleStatus {
  if (landed) return 'landed';
  switch (status) {
    case 'applied':
    case 'already-applied':
      return 'applied';
    case 'partial':
    case 'resolved':
    case 'conflict':
    case 'rejected':
    case 'waiting':
    case 'review':
      return status;
    default:
      return 'planned';
  }
}
