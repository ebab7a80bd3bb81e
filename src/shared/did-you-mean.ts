/**
 * "Did you mean …?" for a name the user typed (a flag, a config key, a command): the closest known name by edit
 * distance (insertions, deletions, substitutions and swaps of neighbours), when it is close enough to be the one
 * meant — at most a third of the name's length, at least one edit.
 */
export function closestName(typed: string, known: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(typed.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const name of known) {
    if (name === typed) continue;
    const d = editDistance(typed.toLowerCase(), name.toLowerCase(), bestDistance);
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean <name>?)`, or nothing when no known name is close. */
export function didYouMean(typed: string, known: Iterable<string>, show: (name: string) => string = (n) => n): string {
  const name = closestName(typed, known);
  return name === undefined ? '' : ` (did you mean ${show(name)}?)`;
}

/** Optimal string alignment distance; stops early (returns `cap`) once every path costs `cap` or more. */
export function editDistance(a: string, b: string, cap = Infinity): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin >= cap) return cap;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}
