/**
 * How an applied commit names the upstream commit it came from: git's own `-x` line, or a trailer such as
 * `Upstream-Commit: <sha>` that the ledger is configured to read.
 */
export type ProvenanceStyle = { kind: 'x' } | { kind: 'trailer'; key: string };

const TRAILER_KEY = /^[A-Za-z][A-Za-z0-9-]*(?: [A-Za-z0-9-]+)*$/;

/** `x` or a trailer key (letters, digits, dashes, single spaces between words: `Reactor Cherry-pick Revision`). */
export function parseProvenanceStyle(value: string): ProvenanceStyle | undefined {
  const v = value.trim();
  if (v === 'x' || v === '-x') return { kind: 'x' };
  if (TRAILER_KEY.test(v) && v.length <= 80 && !v.endsWith(':')) return { kind: 'trailer', key: v };
  return undefined;
}

export function describeProvenance(style: ProvenanceStyle): string {
  return style.kind === 'x' ? 'x' : style.key;
}

export function provenanceLine(style: ProvenanceStyle, sha: string): string {
  return style.kind === 'x' ? `(cherry picked from commit ${sha})` : `${style.key}: ${sha}`;
}

const TRAILER_LINE = /^(?:[A-Za-z0-9][A-Za-z0-9 -]*:\s|\(cherry picked from commit [0-9a-f]+\)$)/;

/** True when the message's last paragraph is a trailer block (then git appends without a blank line). */
function endsWithTrailerBlock(message: string): boolean {
  const paragraphs = message.trimEnd().split(/\n[ \t]*\n/);
  if (paragraphs.length < 2) return false;
  const last = paragraphs[paragraphs.length - 1]!.split('\n');
  return last.every((line) => TRAILER_LINE.test(line) || /^\s+\S/.test(line));
}

/**
 * Appends the provenance line the way `git cherry-pick -x` does: on its own line after a trailer block, or after a
 * blank line. The message ends with exactly one newline.
 */
export function appendProvenance(message: string, style: ProvenanceStyle, sha: string): string {
  const body = message.replace(/\s+$/, '');
  const sep = endsWithTrailerBlock(body) ? '\n' : '\n\n';
  return `${body}${sep}${provenanceLine(style, sha)}\n`;
}

/** The upstream SHA named by `message` in exactly this style (the last such line), if any. */
export function provenanceOf(message: string, style: ProvenanceStyle): string | undefined {
  const re =
    style.kind === 'x'
      ? /^\(cherry picked from commit ([0-9a-f]{40}(?:[0-9a-f]{24})?)\)$/gm
      : new RegExp(`^${escapeRegExp(style.key)}: ([0-9a-f]{40}(?:[0-9a-f]{24})?)$`, 'gm');
  let found: string | undefined;
  for (const m of message.matchAll(re)) found = m[1];
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
