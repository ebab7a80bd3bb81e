/**
 * Upstream text (subjects, messages, test names, error output) is untrusted. Everything that renders it into
 * markdown (PR and issue bodies, job summaries) or into the runner log goes through these functions, so that it
 * cannot ping people, cross-reference issues, inject HTML/markdown, or emit workflow commands.
 */

const ZWSP = '\u200b';
// CSI sequences, OSC sequences (hyperlinks, titles: up to BEL or ST), then any other two-byte escape.
const ANSI = /\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-_]/g;
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;
/**
 * What the runner trims as whitespace before it looks for `::` at the start of a line (.NET's Trim: every Unicode
 * space, NEL U+0085, the line and paragraph separators, the C0 separators) plus the invisible characters that some
 * renderers drop (BOM U+FEFF, zero-width spaces, word joiner). JavaScript's \s misses several of these.
 */
const RUNNER_BLANK = '[\\s\\u0085\\u180e\\u200b-\\u200d\\u2060\\ufeff\\x00-\\x1f\\x7f]';
const LINE_START_COMMAND = new RegExp(`(^|[\\n\\r\\u0085\\u2028\\u2029])(${RUNNER_BLANK}*):(?=:)`, 'g');

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
  // A backtick before the @ (escaped above) does not stop GitHub from mentioning: `@user still pings.
  t = t.replace(/(^|[^\w])@(?=[A-Za-z0-9])/g, `$1@${ZWSP}`);
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
  return text.replace(LINE_START_COMMAND, `$1$2:${ZWSP}`).replace(/##\[/g, `#${ZWSP}#[`);
}

/** A markdown table cell value from trusted-but-arbitrary text (paths, ids): escapes pipes and newlines only. */
export function tableCell(text: string): string {
  return stripControl(text)
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
}

/**
 * A URL that came from a file or an artifact (a results file, the prepare job's result) before it becomes a markdown
 * link: only https on the configured server's host (or its API host) passes; anything else is undefined and the
 * caller shows the text without a link.
 */
export function safeLink(url: string | null | undefined, serverUrl = 'https://github.com'): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  let server: URL;
  try {
    parsed = new URL(url);
    server = new URL(serverUrl);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return undefined;
  const hosts = new Set([server.host, `api.${server.host}`]);
  if (!hosts.has(parsed.host)) return undefined;
  // Parentheses, spaces and angle brackets would end or break the markdown link.
  return /[\s()<>"'`\\]/.test(parsed.href) ? undefined : parsed.href;
}

/**
 * One line of plain text: no control characters, no line breaks, at most 300 characters. For reasons and file
 * names written into commit messages (the Conflict-Resolution block) and logs.
 */
export function oneLineReason(text: string): string {
  const line = stripControl(text).replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
