import type { CommitRecord } from '../commit.js';

/**
 * Which unreached commits may be tried for "content already present" onto the fork tip alone: those that no earlier
 * unreached commit touches a path of. For them, picking alone and picking in order (as plan predicts, the tip
 * advancing by earlier picks) merge the same file contents, so an empty pick means the same in lag and in plan. A
 * revert of a pending commit is not "present" because the fork lacks what it reverts: its target comes first and
 * touches its paths. `settled` are commits already tried (present or not).
 */
export function contentCandidates(
  unreached: readonly CommitRecord[],
  present: ReadonlySet<string>,
  settled: ReadonlySet<string>,
): CommitRecord[] {
  const touched = new Set<string>();
  const out: CommitRecord[] = [];
  for (const c of unreached) {
    if (present.has(c.sha)) continue; // an empty pick does not move the tip
    const paths = (c.paths ?? []).map((p) => p.path);
    if (!settled.has(c.sha) && paths.every((p) => !touched.has(p))) out.push(c);
    for (const p of paths) touched.add(p);
  }
  return out;
}
