/**
 * Where the fork side ("ours") of each conflict hunk sits in the fork's version of the file, so the task can name
 * the fork commits that last touched exactly those lines.
 */
export interface LineRange {
  /** 1-based, inclusive. */
  start: number;
  end: number;
}

/** The "ours" sections (between `<<<<<<<` and `|||||||` or `=======`) of a conflicted file, as line arrays. */
export function oursSections(conflicted: string): string[][] {
  const sections: string[][] = [];
  let current: string[] | undefined;
  for (const line of conflicted.split('\n')) {
    if (/^<{7}(?: |$)/.test(line)) current = [];
    else if (current && (/^\|{7}(?: |$)/.test(line) || /^={7}$/.test(line))) {
      sections.push(current);
      current = undefined;
    } else if (current) current.push(line);
  }
  return sections;
}

/** Line ranges of `ours` sections in `forkText` (found in order; sections not found verbatim are skipped). */
export function oursRanges(conflicted: string, forkText: string, limit = 20): LineRange[] {
  const fork = forkText.split('\n');
  const ranges: LineRange[] = [];
  let from = 0;
  for (const section of oursSections(conflicted)) {
    if (section.length === 0) continue;
    const at = findBlock(fork, section, from);
    if (at < 0) continue;
    ranges.push({ start: at + 1, end: at + section.length });
    from = at + section.length;
    if (ranges.length >= limit) break;
  }
  return ranges;
}

function findBlock(lines: readonly string[], block: readonly string[], from: number): number {
  outer: for (let i = from; i + block.length <= lines.length; i++) {
    for (let j = 0; j < block.length; j++) if (lines[i + j] !== block[j]) continue outer;
    return i;
  }
  return -1;
}
