import type { CommitRecord } from '../commit.js';

/**
 * Which unreached commits are tried for "content already present" onto the fork tip alone: every one not tried
 * yet, whatever earlier unreached commits touch (lag and plan then share one answer: an empty pick is ingested in
 * both). The exception is a revert of a commit the fork still lacks: alone it would come out empty, though in order
 * (after its target) it is not; it is tried once its target is found present. `settled` are commits already tried.
 */
export function contentCandidates(
  unreached: readonly CommitRecord[],
  present: ReadonlySet<string>,
  settled: ReadonlySet<string>,
  lacking: (sha: string) => boolean = () => false,
  revertsOf: ReadonlyMap<string, readonly string[]> = new Map(),
): CommitRecord[] {
  return unreached.filter(
    (c) => !present.has(c.sha) && !settled.has(c.sha) && !(revertsOf.get(c.sha) ?? []).some((t) => lacking(t)),
  );
}
