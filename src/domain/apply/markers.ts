/**
 * Conflict markers as git writes them (default marker size 7), including diff3's `|||||||` base section, also when
 * they stand after indentation or a comment leader (`    <<<<<<< HEAD`, `// =======`, `# >>>>>>> abc`): an agent
 * that re-indents or comments out a conflict leaves them there, and a column-0 pattern never sees them.
 */
const LEADER = String.raw`[ \t]*(?:(?:#|\/\/|--|;|\/\*|\*)[ \t]*)?`;
const BODY = String.raw`(?:<{7}(?: .*)?|>{7}(?: .*)?|\|{7}(?: .*)?|={7}[ \t]*(?:\*\/)?)`;
const MARKER = new RegExp(String.raw`^${LEADER}${BODY}\r?$`, 'gm');
/** Only what git itself writes, at column 0: the conflict state git left, before anyone edited it. */
const GIT_MARKER = /^(?:<{7}(?: .*)?|>{7}(?: .*)?|\|{7}(?: .*)?|={7})$/gm;

export function countConflictMarkers(text: string): number {
  return text.match(MARKER)?.length ?? 0;
}

export function countGitConflictMarkers(text: string): number {
  return text.match(GIT_MARKER)?.length ?? 0;
}

/** 1-based line numbers of marker lines (for a guard's details), at most `limit`. */
export function conflictMarkerLines(text: string, limit = 5): number[] {
  const lines: number[] = [];
  const all = text.split('\n');
  const one = new RegExp(MARKER.source);
  for (let i = 0; i < all.length && lines.length < limit; i++) if (one.test(all[i]!)) lines.push(i + 1);
  return lines;
}
