/** A commit as the domain sees it: read once by the git adapter, then only computed on. */
export type PathStatus = 'A' | 'M' | 'D' | 'T' | 'C' | 'R' | 'U' | 'X';

export interface ChangedPath {
  status: PathStatus;
  path: string;
  /** Blob ids before and after (null: the path is absent on that side), when the log was read with them. */
  oldOid?: string | null;
  newOid?: string | null;
}

export interface CommitRecord {
  sha: string;
  parents: string[];
  authorName: string;
  authorEmail: string;
  authorDate: string;
  committedAt: string;
  /** The full message (subject, blank line, body). */
  message: string;
  /** Present when read with `paths: true`; rename detection is off, so a rename is a delete plus an add. */
  paths?: ChangedPath[];
}

export function subjectOf(message: string): string {
  const end = message.indexOf('\n');
  return (end < 0 ? message : message.slice(0, end)).trim();
}
