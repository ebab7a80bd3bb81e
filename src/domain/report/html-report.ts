import { escapeXml } from '../charts/svg.js';
import { stripControl } from '../neutralize.js';
import { markdownToHtml } from './markdown-html.js';

/** A table cell: text, or text linking to an https URL (a commit, a PR) or to a file beside the report. */
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
  /**
   * Markdown as GitHub would render it (an issue body, a job summary), shown in a framed box after the text: converted
   * by markdownToHtml, which escapes every text and keeps only https links, so upstream text cannot inject anything.
   */
  markdown?: string;
  /** A caption over the markdown box (the title). */
  markdownTitle?: string;
}

export interface HtmlReport {
  title: string;
  subtitle?: string;
  sections: ReportSection[];
}

// Tables: words wrap only between words (no mid-word breaks); ids (hashes, bundle ids, #PR) never wrap; long tokens
// (paths, URLs) break at their separators, anywhere only as a last resort; a table wider than the column scrolls
// inside its own container instead of widening the page. Charts scale down rather than overflow.
const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1000px;color:#111827;padding:0 1rem;box-sizing:border-box}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #e5e7eb;padding-bottom:.3rem}
.table-wrap{overflow-x:auto;margin:.5rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem;table-layout:auto}
th,td{border:1px solid #e5e7eb;padding:.3rem .5rem;text-align:left;vertical-align:top;word-break:normal;overflow-wrap:normal}
th{background:#f9fafb;white-space:nowrap}
.id{white-space:nowrap;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85em}
.token{overflow-wrap:anywhere}.nw{white-space:nowrap}
.chart{overflow-x:auto;margin:1rem 0}.chart svg{max-width:100%;height:auto;display:block}
p.sub{color:#4b5563}a{color:#1d4ed8}
details{margin:.5rem 0}summary{cursor:pointer;color:#374151}
.md{border:1px solid #d1d5db;border-radius:6px;padding:0 1rem .5rem;margin:1rem 0;overflow-wrap:break-word}
.md-title{background:#f9fafb;border-bottom:1px solid #d1d5db;margin:0 -1rem .5rem;padding:.5rem 1rem;font-weight:600}
.md h3{font-size:1.1rem}.md h4{font-size:1rem}.md ul{padding-left:1.5rem}.md li.task{list-style:none;margin-left:-1.3rem}
.md code{background:#f3f4f6;border-radius:3px;padding:0 .2em}.md pre{background:#f3f4f6;padding:.5rem;overflow-x:auto}`;

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
    if (s.markdown !== undefined)
      parts.push(
        '<div class="md">',
        ...(s.markdownTitle ? [`<div class="md-title">${text(s.markdownTitle)}</div>`] : []),
        markdownToHtml(s.markdown),
        '</div>',
      );
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

/** A whole cell that is an id: a hash (7–40 hex digits), a bundle id, a `#123` PR or issue. */
const ID = /^(?:[0-9a-f]{7,40}|#\d+)$/;
/** An id inside a longer text (a list of bundle ids, "after abc1234"). */
const INNER_ID = /\b[0-9a-f]{7,40}\b/g;
/** A token this long without a space (a path, a URL, a test name) may break, at its separators first. */
const LONG_TOKEN = 24;

/** A file written beside the report (`dashboard.html`, `site/index.html`): no scheme, no `..`, nothing to escape. */
const SIBLING_FILE = /^(?!.*\.\.)[A-Za-z0-9_-][\w.-]*(?:\/[\w.-]+)*\.(?:html|md|json|svg)$/;

function cell(c: ReportCell): string {
  const label = typeof c === 'string' ? c : c.text;
  const open = ID.test(label.trim()) ? '<td class="id">' : '<td>';
  const body = ID.test(label.trim()) ? text(label) : inline(label);
  if (typeof c === 'string') return `${open}${body}</td>`;
  return /^https:\/\/[^\s"<>]+$/.test(c.href) || SIBLING_FILE.test(c.href)
    ? `${open}<a href="${escapeXml(c.href)}">${body}</a></td>`
    : `${open}${body}</td>`;
}

/**
 * Cell text: ids and short hyphenated words kept whole, long tokens allowed to break (after `/`, `.`, `_`, `-`, `:`
 * first), other words only at spaces.
 */
function inline(raw: string): string {
  return stripControl(raw)
    .split(/(\s+)/)
    .map((word) => {
      if (/^\s*$/.test(word)) return escapeXml(word);
      const ids = word.replace(INNER_ID, (id) => `\u0000${id}\u0001`);
      if (ids !== word)
        return ids
          .split(/(\u0000[0-9a-f]+\u0001)/)
          .map((part) =>
            part.startsWith('\u0000') ? `<span class="id">${escapeXml(part.slice(1, -1))}</span>` : escapeXml(part),
          )
          .join('');
      // A short hyphenated word (risky-chain, low-risk) would break at its hyphen: kept whole like an id.
      if (word.length < LONG_TOKEN)
        return /\w-\w/.test(word) ? `<span class="nw">${escapeXml(word)}</span>` : escapeXml(word);
      return `<span class="token">${word
        .split(/(?<=[/._:-])/)
        .map(escapeXml)
        .join('<wbr>')}</span>`;
    })
    .join('');
}

/** A table; past `foldAfter` rows the rest sits in a closed `<details>` with its own header row. */
function renderTable(table: ReportTable): string[] {
  const head = ['<thead><tr>', ...table.head.map((h) => `<th>${text(h)}</th>`), '</tr></thead>'];
  const rows = (list: ReportCell[][]) => list.flatMap((row) => ['<tr>', ...row.map(cell), '</tr>']);
  const cut = table.foldAfter ?? table.rows.length;
  const out = [
    '<div class="table-wrap"><table>',
    ...head,
    '<tbody>',
    ...rows(table.rows.slice(0, cut)),
    '</tbody></table></div>',
  ];
  if (table.rows.length > cut) {
    out.push(
      `<details><summary>${table.rows.length - cut} more rows</summary><div class="table-wrap"><table>`,
      ...head,
      '<tbody>',
      ...rows(table.rows.slice(cut)),
      '</tbody></table></div></details>',
    );
  }
  return out;
}
