/**
 * A plain-text table that fits a terminal: columns keep their natural width while the table fits; otherwise the
 * widest columns give way first (cells cut with `…`), never below `minWidth`. Without a width it is not limited
 * (a pipe or a file keeps every character).
 */
export interface TextTableOptions {
  /** Total width to fit, e.g. the terminal's columns. */
  width?: number;
  /** Columns are never cut below this (default 6). */
  minWidth?: number;
  /** Columns never cut at all (ids a person pastes into the next command); the others give way for them. */
  keep?: readonly number[];
  gap?: number;
}

export function textTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: TextTableOptions = {},
): string[] {
  const gap = options.gap ?? 2;
  const natural = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const widths = options.width
    ? fitWidths(natural, options.width - gap * (header.length - 1), options.minWidth ?? 6, options.keep ?? [])
    : natural;
  const fmt = (r: readonly string[]) =>
    r
      .map((c, i) => {
        const cell = cut(c, widths[i]!);
        return i === r.length - 1 ? cell : cell.padEnd(widths[i]!);
      })
      .join(' '.repeat(gap))
      .trimEnd();
  return [fmt(header), ...rows.map(fmt)];
}

function fitWidths(natural: readonly number[], room: number, minWidth: number, keep: readonly number[]): number[] {
  const widths = [...natural];
  const floor = natural.map((w, i) => (keep.includes(i) ? w : Math.min(w, minWidth)));
  let total = widths.reduce((a, b) => a + b, 0);
  while (total > room) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++)
      if (widths[i]! > floor[i]! && (widest < 0 || widths[i]! > widths[widest]!)) widest = i;
    if (widest < 0) break; // cannot shrink further: the terminal is narrower than the minimum table
    widths[widest]!--;
    total--;
  }
  return widths;
}

function cut(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}
