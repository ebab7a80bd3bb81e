import { escapeXml } from '../charts/svg.js';
import { stripControl } from '../neutralize.js';

/**
 * The markdown this project writes (issue and PR bodies, job summaries: headings, paragraphs, lists with task boxes,
 * tables, fenced code, `<details>` folds, links, code spans, bold) as HTML, the way GitHub shows it — for previews in
 * the HTML report. Not a general markdown renderer: whatever it does not know is shown as text. Every text is
 * escaped; raw HTML other than `<details>`, `<summary>` and `<br>` is shown as text; HTML comments (the dashboard's
 * state and box markers) are dropped; only https links become links. So upstream text in the markdown, even if it
 * missed neutralizeInline, cannot inject markup or scripts into the page.
 */
export function markdownToHtml(markdown: string): string {
  const lines = stripControl(markdown.replace(/\r\n?/g, '\n'))
    .replace(/<!--[\s\S]*?-->/g, '')
    .split('\n');
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      flush();
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!); i++) body.push(lines[i]!);
      out.push(`<pre><code>${escapeXml(body.join('\n'))}</code></pre>`);
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    const fold = foldTag(line);
    if (fold !== undefined) {
      flush();
      out.push(fold);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      // The preview sits under the report's own h2: its headings go one level down.
      const level = Math.min(6, heading[1]!.length + 1);
      out.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
      continue;
    }
    if (/^\s*\|/.test(line) && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      flush();
      const rows = [line];
      for (i += 2; i < lines.length && /^\s*\|/.test(lines[i]!); i++) rows.push(lines[i]!);
      i--;
      out.push(table(rows));
      continue;
    }
    if (/^\s*[-*+]\s+/.test(line)) {
      flush();
      const items = [line];
      for (i++; i < lines.length && (/^\s*[-*+]\s+/.test(lines[i]!) || /^\s{2,}\S/.test(lines[i]!)); i++)
        items.push(lines[i]!);
      i--;
      out.push(list(items));
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return out.join('\n');
}

/** `<details>`, `</details>` and a one-line `<summary>…</summary>`: the only HTML passed through. */
function foldTag(line: string): string | undefined {
  const t = line.trim();
  if (/^<details( open)?>$/i.test(t)) return '<details>';
  if (/^<\/details>$/i.test(t)) return '</details>';
  const summary = /^<details>\s*<summary>(.*)<\/summary>$/i.exec(t) ?? /^<summary>(.*)<\/summary>$/i.exec(t);
  if (summary)
    return `${t.toLowerCase().startsWith('<details>') ? '<details>' : ''}<summary>${inline(summary[1]!)}</summary>`;
  return undefined;
}

function cells(row: string): string[] {
  const parts = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/);
  return parts.map((c) => c.trim());
}

function table(rows: string[]): string {
  const [head, ...body] = rows;
  return [
    '<div class="table-wrap"><table><thead><tr>',
    ...cells(head!).map((c) => `<th>${inline(c)}</th>`),
    '</tr></thead><tbody>',
    ...body.flatMap((r) => ['<tr>', ...cells(r).map((c) => `<td>${inline(c)}</td>`), '</tr>']),
    '</tbody></table></div>',
  ].join('');
}

/** A list, nested by indentation (two spaces or more per level); `[ ]`/`[x]` items are read-only boxes. */
function list(items: string[]): string {
  const out: string[] = [];
  const stack: number[] = [];
  for (const raw of items) {
    const m = /^(\s*)[-*+]\s+(.*)$/.exec(raw);
    if (!m) {
      // A continuation line of the previous item.
      out.push(` ${inline(raw.trim())}`);
      continue;
    }
    const indent = m[1]!.length;
    if (!stack.length || indent > stack[stack.length - 1]!) {
      out.push('<ul>'); // nested inside the open item, or the list itself
      stack.push(indent);
    } else {
      while (stack.length > 1 && indent < stack[stack.length - 1]!) {
        out.push('</li></ul>');
        stack.pop();
      }
      out.push('</li>');
    }
    const task = /^\[([ xX])\]\s*(.*)$/.exec(m[2]!);
    out.push(
      task
        ? `<li class="task"><input type="checkbox" disabled${task[1] === ' ' ? '' : ' checked'}> ${inline(task[2]!)}`
        : `<li>${inline(m[2]!)}`,
    );
  }
  for (let i = 0; i < stack.length; i++) out.push('</li></ul>');
  return out.join('');
}

/** Inline markdown: code spans, https links, bold and italics, backslash escapes, character references, `<br>`. */
export function inline(source: string): string {
  const out: string[] = [];
  let i = 0;
  let bold = false;
  while (i < source.length) {
    const rest = source.slice(i);
    const code = /^(`+)([\s\S]*?[^`])\1(?!`)/.exec(rest);
    if (code) {
      out.push(`<code>${escapeXml(code[2]!.replace(/^ (.*) $/, '$1'))}</code>`);
      i += code[0].length;
      continue;
    }
    const link = /^\[((?:\\.|[^\]\\])*)\]\(([^()\s]+)\)/.exec(rest);
    if (link) {
      const label = inline(link[1]!);
      out.push(/^https:\/\/[^\s"<>]+$/.test(link[2]!) ? `<a href="${escapeXml(link[2]!)}">${label}</a>` : label);
      i += link[0].length;
      continue;
    }
    const escaped = /^\\([!-/:-@[-`{-~])/.exec(rest);
    if (escaped) {
      out.push(escapeXml(escaped[1]!));
      i += 2;
      continue;
    }
    const entity = /^&(?:amp|lt|gt|quot|apos|nbsp|#\d{1,7}|#x[0-9a-f]{1,6});/i.exec(rest);
    if (entity) {
      out.push(entity[0]);
      i += entity[0].length;
      continue;
    }
    const br = /^<br\s*\/?>/i.exec(rest);
    if (br) {
      out.push('<br>');
      i += br[0].length;
      continue;
    }
    if (rest.startsWith('**')) {
      out.push(bold ? '</strong>' : '<strong>');
      bold = !bold;
      i += 2;
      continue;
    }
    out.push(escapeXml(source[i]!));
    i++;
  }
  if (bold) out.push('</strong>');
  return out.join('');
}
