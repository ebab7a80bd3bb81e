/**
 * An SVG chart of the ratio and its interval per benchmark on a log axis, with the ±threshold band. Pure string
 * output; every piece of text from the input files is XML-escaped, and nothing is scripted or linked.
 */
import type { BenchComparison, CompareBenchResult } from '../../schemas/bench.js';
import { stripControl } from '../neutralize.js';
import { safeSuiteName } from './render-markdown.js';

export function escapeXml(text: string): string {
  return stripControl(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const COLOR: Record<BenchComparison['status'], string> = {
  errored: '#8b0000',
  regressed: '#d73a49',
  inconclusive: '#dbab09',
  improved: '#28a745',
  unchanged: '#6a737d',
  added: '#0366d6',
  removed: '#0366d6',
};

export interface SvgOptions {
  maxRows?: number;
  width?: number;
}

const ROW = 22;
const LABEL = 330;
/** Room for "×12.345 inconclusive" right of the plot. */
const RIGHT = 150;
const TOP = 48;
/** A conservative glyph width (em) of the chart's sans-serif font at 12 px: labels are cut by this estimate. */
const CHAR_PX = 12 * 0.6;
/** Characters of a row label that fit left of the plot. */
const LABEL_CHARS = Math.floor((LABEL - 16) / CHAR_PX);

export function renderBenchSvg(result: CompareBenchResult, options: SvgOptions = {}): string {
  const width = options.width ?? 960;
  const rows = result.benchmarks.filter((r) => r.ratio !== null).slice(0, options.maxRows ?? 50);
  const { labels, prefix } = shortLabels(
    rows.map((r) => stripControl(r.name)),
    LABEL_CHARS,
  );
  const threshold = result.settings.minEffect;
  let lo = 1 / (1 + threshold);
  let hi = 1 + threshold;
  for (const r of rows) {
    lo = Math.min(lo, r.ci?.[0] ?? r.ratio!, r.ratio!);
    hi = Math.max(hi, r.ci?.[1] ?? r.ratio!, r.ratio!);
  }
  lo = Math.max(lo / 1.05, 1 / 16);
  hi = Math.min(hi * 1.05, 16);
  const plotWidth = width - LABEL - RIGHT;
  const x = (v: number): number =>
    LABEL + ((Math.log(clamp(v, lo, hi)) - Math.log(lo)) / (Math.log(hi) - Math.log(lo))) * plotWidth;
  const height = TOP + Math.max(1, rows.length) * ROW + 40;
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
      `font-family="-apple-system,Segoe UI,Helvetica,Arial,sans-serif" font-size="12">`,
  );
  parts.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
  const title =
    `Benchmarks ${safeSuiteName(result.suite)}: ${result.verdict}` +
    (result.geomean.ratio !== null ? ` (geomean ×${result.geomean.ratio.toFixed(3)})` : '');
  parts.push(
    `<text x="12" y="22" font-size="15" font-weight="bold">${escapeXml(cut(title, Math.floor((width - 24) / 9)))}</text>`,
  );
  if (prefix)
    parts.push(
      `<text x="12" y="38" fill="#555"><title>${escapeXml(prefix)}</title>${escapeXml(cut(`every name starts with ${prefix}`, Math.floor((width - 24) / CHAR_PX)))}</text>`,
    );
  const bandTop = TOP - 6;
  const bandHeight = Math.max(1, rows.length) * ROW;
  parts.push(
    `<rect x="${f(x(1 / (1 + threshold)))}" y="${bandTop}" width="${f(x(1 + threshold) - x(1 / (1 + threshold)))}" ` +
      `height="${bandHeight}" fill="#f1f8ff"/>`,
  );
  parts.push(
    `<line x1="${f(x(1))}" y1="${bandTop}" x2="${f(x(1))}" y2="${bandTop + bandHeight}" stroke="#444" stroke-dasharray="3,3"/>`,
  );
  rows.forEach((r, i) => {
    const y = TOP + i * ROW + ROW / 2 - 6;
    const color = COLOR[r.status];
    const label = labels[i]!;
    const tip = label === r.name ? '' : `<title>${escapeXml(r.name)}</title>`;
    parts.push(`<text x="${LABEL - 8}" y="${y + 4}" text-anchor="end">${tip}${escapeXml(label)}</text>`);
    if (r.ci) {
      parts.push(
        `<line x1="${f(x(r.ci[0]))}" y1="${y}" x2="${f(x(r.ci[1]))}" y2="${y}" stroke="${color}" stroke-width="2"/>`,
      );
    }
    parts.push(
      `<circle cx="${f(x(r.ratio!))}" cy="${y}" r="4" fill="${color}"><title>${escapeXml(`${r.name}: ${r.status}`)}</title></circle>`,
    );
    parts.push(
      `<text x="${width - RIGHT + 8}" y="${y + 4}" fill="${color}">${escapeXml(`×${r.ratio!.toFixed(3)} ${r.status}`)}</text>`,
    );
  });
  const axisY = TOP + Math.max(1, rows.length) * ROW + 4;
  for (const tick of ticks(lo, hi)) {
    parts.push(`<line x1="${f(x(tick))}" y1="${axisY - 4}" x2="${f(x(tick))}" y2="${axisY}" stroke="#444"/>`);
    parts.push(`<text x="${f(x(tick))}" y="${axisY + 14}" text-anchor="middle">×${tick}</text>`);
  }
  parts.push(
    `<text x="${LABEL}" y="${axisY + 30}" fill="#555">ratio (cost, log scale): right of ×1 is worse; band = ±${(threshold * 100).toFixed(1)} %</text>`,
  );
  if (rows.length === 0) parts.push(`<text x="${LABEL}" y="${TOP + 10}">no benchmark with a ratio</text>`);
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

/**
 * Row labels of at most `max` characters that still tell the rows apart. Benchmark names often share a long prefix
 * (`suite/op/dtype/...`) and differ at the end, so cutting the end would make them all alike: the prefix all names
 * share (up to a separator) is elided with a leading ellipsis and returned to be shown once; a label still too long
 * keeps the window around the first character that sets it apart from every other name.
 */
export function shortLabels(names: readonly string[], max: number): { labels: string[]; prefix: string } {
  if (names.every((n) => n.length <= max)) return { labels: [...names], prefix: '' };
  let prefix = names.length > 1 ? names.reduce((p, n) => p.slice(0, lcp(p, n))) : '';
  prefix = prefix.slice(0, lastSeparator(prefix) + 1);
  if (prefix.length < 4) prefix = '';
  const lead = prefix ? '…' : '';
  const rests = names.map((n) => n.slice(prefix.length));
  const labels = rests.map((r, i) => {
    if (lead.length + r.length <= max) return lead + r;
    const differs = Math.max(0, ...rests.map((o, j) => (j === i ? 0 : lcp(r, o))));
    const room = max - lead.length - 1;
    if (differs < room) return `${lead}${r.slice(0, room)}…`;
    // Keep a little context before the differing character (from a separator when there is one nearby).
    // As much context as fits: up to the name's end when the end is near.
    const from = Math.max(0, Math.min(differs - Math.floor(room / 3), r.length - (max - 2)));
    const sep = r.slice(from, differs).search(SEPARATOR);
    const start = sep >= 0 ? from + sep + 1 : from;
    const window = r.slice(start, start + max - 2);
    return `…${window}${start + window.length < r.length ? '…' : ''}`.slice(0, max);
  });
  // Rare shapes (two names alike around their differing characters) fall back to the ends, then to a number.
  const seen = new Map<string, number>();
  for (const l of labels) seen.set(l, (seen.get(l) ?? 0) + 1);
  return {
    prefix,
    labels: labels.map((l, i) => {
      if (seen.get(l)! === 1) return l;
      const tail = `…${names[i]!.slice(-(max - 1))}`;
      return labels.filter((x) => x === tail).length ? `${tail.slice(0, max - 4)} #${i + 1}` : tail;
    }),
  };
}

function lcp(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

const SEPARATOR = /[/:._\-, =[(<>]/;

function lastSeparator(s: string): number {
  for (let i = s.length - 1; i >= 0; i--) if (SEPARATOR.test(s[i]!)) return i;
  return -1;
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

function f(v: number): string {
  return v.toFixed(1);
}

function ticks(lo: number, hi: number): number[] {
  const candidates = [0.0625, 0.125, 0.25, 0.5, 0.8, 0.9, 0.95, 1, 1.05, 1.1, 1.25, 1.5, 2, 4, 8, 16];
  const inRange = candidates.filter((t) => t >= lo && t <= hi);
  // Keep the axis readable: drop the near-1 ticks when the range is wide.
  return hi / lo > 3 ? inRange.filter((t) => ![0.9, 0.95, 1.05, 1.1].includes(t)) : inRange;
}
