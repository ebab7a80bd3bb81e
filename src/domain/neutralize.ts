/**
 * Upstream text (subjects, messages, test names, error output) is untrusted. Everything that renders it into
 * markdown (PR and issue bodies, job summaries) or into the runner log goes through these functions, so that it
 * cannot ping people, cross-reference issues, inject HTML/markdown, or emit workflow commands.
 */

const ZWSP = '\u200b';
// CSI sequences, OSC sequences (hyperlinks, titles: up to BEL or ST), then any other two-byte escape.
const ANSI = /\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-_]/g;
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;

export interface NeutralizeOptions {
  /** `owner/name` of the upstream repository: `#123` becomes a link to its issue instead of a local reference. */
  upstreamRepo?: string;
  /** Upstream web base URL, default https://github.com. */
  serverUrl?: string;
  maxLength?: number;
}

/** Removes ANSI escapes and control characters (keeps \n and \t). */
export function stripControl(text: string): string {
  return text.replace(ANSI, '').replace(CONTROL, '');
}

/** One line of untrusted text for a markdown paragraph or table cell. */
export function neutralizeInline(text: string, options: NeutralizeOptions = {}): string {
  let t = stripControl(text).replace(/\s*\n\s*/g, ' ');
  if (options.maxLength && t.length > options.maxLength) t = `${t.slice(0, options.maxLength - 1)}…`;
  // HTML first, then markdown punctuation: neither may open tags, links, images, code spans or tables.
  t = t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  t = t.replace(/([\\`*_[\]|~!])/g, '\\$1');
  t = t.replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, `$1@${ZWSP}`);
  t = neutralizeReferences(t, options);
  return t.replace(/::/g, `:${ZWSP}:`);
}

/** A block of untrusted text (a log excerpt, a message body) rendered as a fenced code block that it cannot close. */
export function neutralizeBlock(text: string, maxLength = 4000): string {
  let t = stripControl(text);
  if (t.length > maxLength) t = `${t.slice(0, maxLength)}\n… (${t.length - maxLength} more characters)`;
  const longestFence = Math.max(2, ...Array.from(t.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longestFence + 1);
  return `${fence}text\n${t.replace(/::/g, `:${ZWSP}:`).replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`)}\n${fence}`;
}

function neutralizeReferences(text: string, options: NeutralizeOptions): string {
  const server = (options.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
  // owner/name#123 cross-repository references: break the auto-link.
  let t = text.replace(/([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)#(\d+)/g, `$1#${ZWSP}$2`);
  t = t.replace(/(^|[^\w&#/])(#|GH-)(\d+)\b/g, (_m, pre: string, sign: string, num: string) =>
    options.upstreamRepo
      ? `${pre}[${sign === '#' ? '#' : 'GH-'}${ZWSP}${num}](${server}/${options.upstreamRepo}/issues/${num})`
      : `${pre}${sign}${ZWSP}${num}`,
  );
  return t;
}

/**
 * For text written to the runner log: a line starting with `::` would be read as a workflow command
 * (set-output, add-mask, stop-commands), and so would the legacy `##[command]` anywhere in a line; every `::` and
 * `##[` is broken and control characters are removed.
 */
export function neutralizeForLog(text: string): string {
  return stripControl(text)
    .replace(/::/g, `:${ZWSP}:`)
    .replace(/##\[/g, `#${ZWSP}#[`)
    .replace(/%(?=[0-9A-Fa-f]{2})/g, `%${ZWSP}`);
}

/**
 * The last line of defence for everything a step prints (the CLI's output, an action's log lines), whatever text it
 * carries: breaks exactly what the runner would execute — `::` at the start of a line (after blanks) and the legacy
 * `##[` anywhere — and leaves everything else as it is. JSON output keeps its data: there `##[` can only be inside a
 * string, and becomes the equivalent escape `#\u0023[`; a JSON line never starts with `::`.
 */
export function neutralizeWorkflowCommands(text: string, options: { json?: boolean } = {}): string {
  if (options.json) return text.replace(/##\[/g, '#\\u0023[');
  return text.replace(/^(\s*):(?=:)/gm, `$1:${ZWSP}`).replace(/##\[/g, `#${ZWSP}#[`);
}

/** A markdown table cell value from trusted-but-arbitrary text (paths, ids): escapes pipes and newlines only. */
export function tableCell(text: string): string {
  return stripControl(text)
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
}
