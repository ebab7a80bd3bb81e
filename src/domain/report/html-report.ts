import { escapeXml } from '../charts/svg.js';
import { stripControl } from '../neutralize.js';

export interface ReportTable {
  head: string[];
  rows: string[][];
}

export interface ReportSection {
  title: string;
  text?: string;
  table?: ReportTable;
  /** An SVG produced by this project's chart renderers (their text is already escaped). */
  svg?: string;
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
th{background:#f9fafb}.chart{overflow-x:auto;margin:1rem 0}p.sub{color:#4b5563}`;

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
    parts.push(`<section><h2>${text(s.title)}</h2>`);
    if (s.text) parts.push(...s.text.split(/\n{2,}/).map((p) => `<p>${text(p)}</p>`));
    if (s.svg) parts.push(`<div class="chart">${s.svg}</div>`);
    if (s.table) {
      parts.push('<table><thead><tr>', ...s.table.head.map((h) => `<th>${text(h)}</th>`), '</tr></thead><tbody>');
      for (const row of s.table.rows) parts.push('<tr>', ...row.map((c) => `<td>${text(c)}</td>`), '</tr>');
      parts.push('</tbody></table>');
    }
    parts.push('</section>');
  }
  parts.push('</body></html>');
  return `${parts.join('\n')}\n`;
}
