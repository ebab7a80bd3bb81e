import type { KindTally } from './guard-audit.js';

/**
 * Whether replaying a pick can conflict on one file, from blob ids alone (base: upstream before, ours: the fork
 * before the pick, theirs: upstream after; null = absent): `none` when it cannot, `conflict` when it surely does
 * (modify/delete, add/add), `content` when only the texts can tell (both sides changed the file differently). The
 * same rule as `conflictsOnReplay`, answered without reading most files.
 */
export function replayNeedByIds(
  base: string | null,
  ours: string | null,
  theirs: string | null,
): 'none' | 'conflict' | 'content' {
  if (ours === theirs) return 'none';
  if (base === null) return ours !== null && theirs !== null ? 'conflict' : 'none';
  if (ours === null) return theirs !== base ? 'conflict' : 'none';
  if (theirs === null) return ours !== base ? 'conflict' : 'none';
  if (ours === base || theirs === base) return 'none';
  return 'content';
}

/**
 * The audit's tallies summed over cases judged one at a time (each case's own tallies, kept in the resume state), in
 * the order given: the same counts and the same first misses as one judgement of all the cases together.
 */
export function sumTallies(
  perCase: ReadonlyArray<readonly KindTally[]>,
  kinds: readonly string[],
  maxMisses = 20,
): KindTally[] {
  const out = new Map<string, KindTally>(
    kinds.map((kind) => [kind, { kind, total: 0, accept: 0, review: 0, reject: 0, misses: [] } as KindTally]),
  );
  for (const tallies of perCase) {
    for (const t of tallies) {
      const sum = out.get(t.kind) ?? { kind: t.kind, total: 0, accept: 0, review: 0, reject: 0, misses: [] };
      sum.total += t.total;
      sum.accept += t.accept;
      sum.review += t.review;
      sum.reject += t.reject;
      for (const m of t.misses) if (sum.misses.length < maxMisses) sum.misses.push(m);
      out.set(t.kind, sum);
    }
  }
  return [...out.values()];
}
