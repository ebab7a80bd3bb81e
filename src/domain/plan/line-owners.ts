import type { Hunk } from './hunks.js';

/**
 * Who last changed each line of one file, tracked through a sequence of commits. A file is a list of runs of lines
 * with the same owner; `null` owns lines that no tracked commit changed (the merge-base's lines, or lines of commits
 * the fork already has). The file's length is unknown, so it ends in an unbounded run.
 */
interface Run {
  len: number;
  owner: string | null;
}

export interface Touch {
  owner: string;
  /** 1-based lines of the file before the commit that were owned by `owner` and changed or abutted. */
  from: number;
  to: number;
  adjacent: boolean;
}

const UNKNOWN_TAIL: Run = { len: Number.POSITIVE_INFINITY, owner: null };

export class LineOwners {
  private runs: Run[] = [{ ...UNKNOWN_TAIL }];

  /**
   * Applies one commit's zero-context hunks (sorted, old-side line numbers) and returns the owners of the lines it
   * changed or inserted next to. Lines that abut a change count because git's three-way merge treats abutting
   * changes as a conflict: picking B without A fails when B edits the line right after A's.
   */
  apply(hunks: readonly Hunk[], owner: string | null): Touch[] {
    const touches: Touch[] = [];
    const out: Run[] = [];
    let line = 1; // next old line to copy
    let idx = 0; // current run in this.runs
    let offset = 0; // lines of the current run already consumed
    const take = (count: number, sink: Run[] | undefined, from: number) => {
      let left = count;
      let at = from;
      while (left > 0 && idx < this.runs.length) {
        const run = this.runs[idx]!;
        const n = Math.min(left, run.len - offset);
        if (sink) push(sink, { len: n, owner: run.owner });
        else if (run.owner !== null && run.owner !== owner)
          touches.push({ owner: run.owner, from: at, to: at + n - 1, adjacent: false });
        left -= n;
        at += n;
        offset += n;
        if (offset === run.len) {
          idx++;
          offset = 0;
        }
      }
    };
    const ownerAt = (which: 'before' | 'after'): string | null => {
      if (which === 'before') return out.length ? out[out.length - 1]!.owner : null;
      return this.runs[idx]?.owner ?? null;
    };
    for (const [oldStart, oldLines, newLines] of hunks) {
      // For a pure insertion, oldStart is the line after which the new lines go.
      const first = oldLines === 0 ? oldStart + 1 : oldStart;
      if (first > line) take(first - line, out, line);
      line = Math.max(line, first);
      const before = line > 1 ? ownerAt('before') : null;
      if (before !== null && before !== owner)
        touches.push({ owner: before, from: line - 1, to: line - 1, adjacent: true });
      take(oldLines, undefined, line);
      line += oldLines;
      const after = ownerAt('after');
      if (after !== null && after !== owner) touches.push({ owner: after, from: line, to: line, adjacent: true });
      if (newLines > 0) push(out, { len: newLines, owner });
    }
    // Copy the rest, including the unbounded tail.
    if (idx < this.runs.length) {
      const run = this.runs[idx]!;
      push(out, { len: run.len - offset, owner: run.owner });
      for (let i = idx + 1; i < this.runs.length; i++) push(out, this.runs[i]!);
    }
    this.runs = out.length ? out : [{ ...UNKNOWN_TAIL }];
    return touches;
  }

  /** The commit replaced the whole file (binary, or its patch is unknown): it depends on every owner and owns it all. */
  replaceAll(owner: string | null): Touch[] {
    const touches = this.owners().map((o) => ({ owner: o, from: 1, to: Number.POSITIVE_INFINITY, adjacent: false }));
    this.runs = [{ len: Number.POSITIVE_INFINITY, owner }];
    return touches.filter((t) => t.owner !== owner);
  }

  /** A deleted file starts over when it is created again. */
  reset(): void {
    this.runs = [{ ...UNKNOWN_TAIL }];
  }

  /** Distinct owners, in file order. */
  owners(): string[] {
    return [...new Set(this.runs.map((r) => r.owner).filter((o): o is string => o !== null))];
  }

  /** Number of runs (for tests and sizing). */
  get size(): number {
    return this.runs.length;
  }
}

function push(runs: Run[], run: Run): void {
  if (run.len <= 0) return;
  const last = runs[runs.length - 1];
  if (last && last.owner === run.owner && Number.isFinite(last.len)) last.len += run.len;
  else runs.push({ ...run });
}
