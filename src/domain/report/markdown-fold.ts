/**
 * GitHub's size limits for what we write, and the `<details>` fold that keeps long parts out of the way. GitHub
 * renders markdown inside `<details>` when a blank line follows `<summary>`.
 */
export const GITHUB_LIMITS = {
  /** A job summary (GITHUB_STEP_SUMMARY) per step: 1 MiB; larger ones are not shown at all. */
  stepSummary: 1024 * 1024,
  /** Issue, pull request and comment bodies. */
  body: 65_536,
  /** Check run output summary and text. */
  checkRun: 65_535,
} as const;

/** A closed fold: `summary` (one line, already safe markdown) over `body`. */
export function details(summary: string, body: string | readonly string[], open = false): string {
  const text = typeof body === 'string' ? body : body.join('\n');
  return `<details${open ? ' open' : ''}><summary>${summary}</summary>\n\n${text.trimEnd()}\n\n</details>\n`;
}

const CUT_NOTE = '\n\n_(cut to fit GitHub’s size limit; the full report is in the run’s artifacts)_\n';

/**
 * Cuts markdown to `limit` characters at a line boundary, closes any `<details>` left open by the cut, and says so.
 * Text within the limit is returned as it is.
 */
export function fitMarkdown(markdown: string, limit: number = GITHUB_LIMITS.body): string {
  if (markdown.length <= limit) return markdown;
  const closer = '\n</details>\n';
  const room = limit - CUT_NOTE.length - closer.length * 4;
  let cut = markdown.lastIndexOf('\n', room);
  if (cut < room / 2) cut = room;
  let head = markdown.slice(0, cut);
  const open = (head.match(/<details[\s>]/g) ?? []).length - (head.match(/<\/details>/g) ?? []).length;
  for (let i = 0; i < Math.min(4, Math.max(0, open)); i++) head += closer;
  return `${head}${CUT_NOTE}`;
}
