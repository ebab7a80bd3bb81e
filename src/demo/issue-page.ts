/**
 * The dashboard issue as GitHub would show it, as one offline HTML page. The markdown goes through the report's own
 * markdownToHtml (every text escaped, comments dropped, only https links kept): the body carries upstream text.
 */
import { escapeXml } from '../domain/charts/svg.js';
import { markdownToHtml } from '../domain/report/markdown-html.js';

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
    `<div class="issue">${markdownToHtml(issue.body)}</div>`,
    '</body></html>',
    '',
  ].join('\n');
}
