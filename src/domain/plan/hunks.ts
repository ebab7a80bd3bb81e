/** Zero-context hunks of one commit, as the dependency analysis reads them. */

/** `[oldStart, oldLines, newLines]` of `@@ -oldStart,oldLines +newStart,newLines @@` (old side 1-based). */
export type Hunk = readonly [number, number, number];

export interface FileHunks {
  path: string;
  /** Binary files have no lines: any later change of the path overlaps. */
  binary: boolean;
  created: boolean;
  deleted: boolean;
  hunks: Hunk[];
  added: number;
  removed: number;
}

export interface CommitHunks {
  sha: string;
  files: FileHunks[];
}

/** Changed lines of a commit (added + removed), from its hunks. */
export function changedLines(c: CommitHunks): number {
  return c.files.reduce((n, f) => n + f.added + f.removed, 0);
}
