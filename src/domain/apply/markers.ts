/** Conflict markers as git writes them (default marker size 7), including diff3's `|||||||` base section. */
const MARKER = /^(?:<{7}(?: .*)?|>{7}(?: .*)?|\|{7}(?: .*)?|={7})$/gm;

export function countConflictMarkers(text: string): number {
  return text.match(MARKER)?.length ?? 0;
}

/** 1-based line numbers of marker lines (for a guard's details), at most `limit`. */
export function conflictMarkerLines(text: string, limit = 5): number[] {
  const lines: number[] = [];
  const all = text.split('\n');
  for (let i = 0; i < all.length && lines.length < limit; i++) {
    MARKER.lastIndex = 0;
    if (MARKER.test(all[i]!)) lines.push(i + 1);
  }
  MARKER.lastIndex = 0;
  return lines;
}
