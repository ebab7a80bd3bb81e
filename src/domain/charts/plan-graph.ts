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
}

const NODE_W = 178;
const NODE_H = 50;
const COL_GAP = 64;
const ROW_GAP = 14;
const PAD = { top: 76, left: 20, right: 20, bottom: 24 };

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
 */
export function renderPlanGraph(bundles: readonly GraphBundle[], options: PlanGraphOptions = {}): string {
  const max = options.maxBundles ?? 120;
  const shown = bundles.slice(0, max);
  const ids = new Set(shown.map((b) => b.id));
  const depth = depths(shown);
  const columns: GraphBundle[][] = [];
  for (const b of shown) (columns[depth.get(b.id)!] ??= []).push(b);
  const rows = Math.max(1, ...columns.map((c) => c?.length ?? 0));
  const width = PAD.left + PAD.right + Math.max(1, columns.length) * (NODE_W + COL_GAP) - COL_GAP;
  const height = PAD.top + PAD.bottom + rows * (NODE_H + ROW_GAP) - ROW_GAP + (bundles.length > max ? 20 : 0);
  const pos = new Map<string, { x: number; y: number }>();
  columns.forEach((col, c) =>
    (col ?? []).forEach((b, r) =>
      pos.set(b.id, { x: PAD.left + c * (NODE_W + COL_GAP), y: PAD.top + r * (NODE_H + ROW_GAP) }),
    ),
  );
  const title = options.title ?? 'Bundle plan';
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(Math.max(width, 520))}" height="${num(height)}" viewBox="0 0 ${num(Math.max(width, 520))} ${num(height)}" role="img" aria-labelledby="plan-title" font-family="system-ui, sans-serif" font-size="11">`,
    `<title id="plan-title">${escapeXml(`${title}: ${bundles.length} bundles`)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#6b7280"/></marker></defs>',
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${PAD.left}" y="22" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
    legend(),
  ];
  for (const b of shown) {
    const to = pos.get(b.id)!;
    for (const dep of b.dependsOn) {
      if (!ids.has(dep)) continue;
      const from = pos.get(dep)!;
      const x1 = from.x + NODE_W;
      const y1 = from.y + NODE_H / 2;
      const x2 = to.x - 2;
      const y2 = to.y + NODE_H / 2;
      const mid = (x1 + x2) / 2;
      parts.push(
        `<path class="edge" data-from="${escapeXml(dep)}" data-to="${escapeXml(b.id)}" d="M${num(x1)},${num(y1)} C${num(mid)},${num(y1)} ${num(mid)},${num(y2)} ${num(x2)},${num(y2)}" fill="none" stroke="#9ca3af" stroke-width="1.5" marker-end="url(#arrow)"/>`,
      );
    }
  }
  for (const b of shown) parts.push(node(b, pos.get(b.id)!, options));
  if (bundles.length > max)
    parts.push(
      `<text x="${PAD.left}" y="${num(height - 10)}" fill="#6b7280">… ${bundles.length - max} more bundles not drawn (see the table)</text>`,
    );
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

function node(b: GraphBundle, at: { x: number; y: number }, options: PlanGraphOptions): string {
  const status = options.status?.get(b.id) ?? 'planned';
  const colors = STATUS_COLORS[status] ?? STATUS_COLORS.planned;
  const stripe = KIND_COLORS[b.kind] ?? '#6b7280';
  const conflicts = b.predictedConflicts.length;
  const line2 = `${b.kind} · ${b.commits.length} commit${b.commits.length === 1 ? '' : 's'}${conflicts ? ` · ${conflicts} conflict${conflicts === 1 ? '' : 's'}` : ''}`;
  const tip = `bundle ${b.id}: ${line2}; ${status}${b.dependsOn.length ? `; after ${b.dependsOn.join(', ')}` : ''}`;
  const box =
    `<g class="bundle" data-bundle="${escapeXml(b.id)}" data-kind="${escapeXml(b.kind)}" data-status="${status}" transform="translate(${num(at.x)},${num(at.y)})">` +
    `<title>${escapeXml(tip)}</title>` +
    `<rect width="${NODE_W}" height="${NODE_H}" rx="6" fill="${colors.fill}" stroke="#9ca3af"/>` +
    `<rect width="6" height="${NODE_H}" rx="3" fill="${stripe}"/>` +
    `<text x="14" y="16" font-family="ui-monospace, monospace" font-weight="bold">${escapeXml(b.id)}</text>` +
    `<text x="14" y="31" fill="#374151">${escapeXml(line2)}</text>` +
    `<text x="14" y="44" fill="${colors.text}" font-weight="bold">${escapeXml(status)}</text>` +
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
