/**
 * The dashboard issue as GitHub would show it: its markdown (headings, lists, task boxes, tables, code spans, links,
 * bold) rendered into one offline HTML page. Only the subset the dashboard writes; everything else stays text, and
 * every piece of text is escaped (the body carries upstream text, already neutralized by the renderer).
 */
import { escapeXml } from '../domain/charts/svg.js';

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:900px;color:#1f2328;padding:0 1rem}
.issue{border:1px solid #d0d7de;border-radius:6px;padding:1rem 1.5rem}h1{font-size:1.5rem}h2{font-size:1.25rem;
border-bottom:1px solid #d0d7de;padding-bottom:.3rem}table{border-collapse:collapse}th,td{border:1px solid #d0d7de;
padding:.3rem .6rem;overflow-wrap:anywhere}code{background:#eff1f3;padding:.1rem .3rem;border-radius:4px}
ul{padding-left:1.5rem}li.task{list-style:none}a{color:#0969da}p.meta{color:#59636e}`;

export function renderIssuePage(issue: { number: number; title: string; body: string; note: string }): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${escapeXml(issue.title)}</title><style>${STYLE}</style></head><body>`,
    `<h1>${escapeXml(issue.title)} <span class="meta">#${issue.number}</span></h1>`,
    `<p class="meta">${escapeXml(issue.note)}</p>`,
    `<div class="issue">${renderMarkdown(issue.body)}</div>`,
    '</body></html>',
    '',
  ].join('\n');
}

export function renderMarkdown(markdown: string): string {
  const out: string[] = [];
  const lines = markdown.replace(/<!--[\s\S]*?-->/g, (c) => (c.includes('ui-action') ? c : '')).split('\n');
  let list = 0;
  const closeList = () => {
    while (list > 0) {
      out.push('</ul>');
      list--;
    }
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heading = /^(#{1,6}) (.*)$/.exec(line);
    const item = /^(\s*)- (.*)$/.exec(line);
    if (heading) {
      closeList();
      out.push(`<h${heading[1]!.length + 1}>${inline(heading[2]!)}</h${heading[1]!.length + 1}>`);
    } else if (item) {
      const depth = Math.floor(item[1]!.length / 2) + 1;
      while (list < depth) {
        out.push('<ul>');
        list++;
      }
      while (list > depth) {
        out.push('</ul>');
        list--;
      }
      const box = /^\[([ xX])\] (?:<!-- ui-action:[^>]* -->)?\s*(.*)$/.exec(item[2]!);
      out.push(
        box
          ? `<li class="task"><input type="checkbox" disabled${box[1] === ' ' ? '' : ' checked'}> ${inline(box[2]!)}</li>`
          : `<li>${inline(item[2]!)}</li>`,
      );
    } else if (line.startsWith('|')) {
      closeList();
      const rows: string[] = [];
      for (; i < lines.length && lines[i]!.startsWith('|'); i++) rows.push(lines[i]!);
      i--;
      out.push(table(rows));
    } else if (line.trim()) {
      closeList();
      out.push(`<p>${inline(line)}</p>`);
    } else closeList();
  }
  closeList();
  return out.join('\n');
}

function table(rows: string[]): string {
  const cells = (row: string) =>
    row
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((c) => c.trim());
  const body = rows.filter((r, i) => !(i === 1 && /^\|[\s:|-]+\|?$/.test(r)));
  const [head, ...rest] = body;
  return [
    '<table>',
    `<tr>${cells(head ?? '')
      .map((c) => `<th>${inline(c)}</th>`)
      .join('')}</tr>`,
    ...rest.map(
      (r) =>
        `<tr>${cells(r)
          .map((c) => `<td>${inline(c)}</td>`)
          .join('')}</tr>`,
    ),
    '</table>',
  ].join('');
}

/** Code spans, links (http(s) only), bold; the rest escaped. */
function inline(text: string): string {
  const parts = text.split(/(`[^`]*`)/);
  return parts
    .map((p) => {
      if (p.startsWith('`') && p.endsWith('`') && p.length > 1) return `<code>${escapeXml(p.slice(1, -1))}</code>`;
      return escapeXml(p)
        .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2">$1</a>')
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
    })
    .join('');
}
