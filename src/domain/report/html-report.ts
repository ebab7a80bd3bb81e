import { escapeXml } from '../charts/svg.js';
import { stripControl } from '../neutralize.js';

/** A table cell: text, or text linking to an https URL (a commit, a PR). */
export type ReportCell = string | { text: string; href: string };

export interface ReportTable {
  head: string[];
  rows: ReportCell[][];
  /** Rows shown before the rest folds into a `<details>` (default: all shown). */
  foldAfter?: number;
}

export interface ReportSection {
  title: string;
  text?: string;
  table?: ReportTable;
  /** An SVG produced by this project's chart renderers (their text is already escaped). */
  svg?: string;
  /** More SVGs after the first (a second chart). */
  svgs?: string[];
  /** Anchor id of the section (kebab-case); default from the title. */
  id?: string;
}

export interface HtmlReport {
  title: string;
  subtitle?: string;
  sections: ReportSection[];
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1000px;color:#111827;padding:0 1rem}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #e5e7eb;padding-bottom:.3rem}
table{border-collapse:collapse;width:100%;font-size:.9rem;table-layout:auto}th,td{border:1px solid #e5e7eb;padding:.3rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
td:first-child,th{white-space:nowrap;overflow-wrap:normal}
th{background:#f9fafb}.chart{overflow-x:auto;margin:1rem 0}p.sub{color:#4b5563}a{color:#1d4ed8}
details{margin:.5rem 0}summary{cursor:pointer;color:#374151}`;

const text = (t: string) => escapeXml(stripControl(t));

/** A self-contained HTML page (inline CSS and SVG, no scripts, no external references) that opens offline. */
export function renderHtmlReport(report: HtmlReport): string {
  const parts = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    `<title>${text(report.title)}</title><style>${STYLE}</style></head><body>`,
    `<h1>${text(report.title)}</h1>`,
  ];
  if (report.subtitle) parts.push(`<p class="sub">${text(report.subtitle)}</p>`);
  for (const s of report.sections) {
    parts.push(`<section id="${sectionId(s)}"><h2>${text(s.title)}</h2>`);
    if (s.text) parts.push(...s.text.split(/\n{2,}/).map((p) => `<p>${text(p)}</p>`));
    for (const svg of [s.svg, ...(s.svgs ?? [])]) if (svg) parts.push(`<div class="chart">${svg}</div>`);
    if (s.table) parts.push(...renderTable(s.table));
    parts.push('</section>');
  }
  parts.push('</body></html>');
  return `${parts.join('\n')}\n`;
}

function sectionId(s: ReportSection): string {
  const id = (s.id ?? s.title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return id || 'section';
}

function cell(c: ReportCell): string {
  if (typeof c === 'string') return `<td>${text(c)}</td>`;
  return /^https:\/\/[^\s"<>]+$/.test(c.href)
    ? `<td><a href="${escapeXml(c.href)}">${text(c.text)}</a></td>`
    : `<td>${text(c.text)}</td>`;
}

/** A table; past `foldAfter` rows the rest sits in a closed `<details>` with its own header row. */
function renderTable(table: ReportTable): string[] {
  const head = ['<thead><tr>', ...table.head.map((h) => `<th>${text(h)}</th>`), '</tr></thead>'];
  const rows = (list: ReportCell[][]) => list.flatMap((row) => ['<tr>', ...row.map(cell), '</tr>']);
  const cut = table.foldAfter ?? table.rows.length;
  const out = ['<table>', ...head, '<tbody>', ...rows(table.rows.slice(0, cut)), '</tbody></table>'];
  if (table.rows.length > cut) {
    out.push(
      `<details><summary>${table.rows.length - cut} more rows</summary><table>`,
      ...head,
      '<tbody>',
      ...rows(table.rows.slice(cut)),
      '</tbody></table></details>',
    );
  }
  return out;
}
