/**
 * Which bundle commits depend on which. From a plan, its `dependsOn` edges; for an explicit commit list, a commit
 * depends on every earlier one that changes a path it changes (a conservative stand-in: it keeps a deferred
 * commit's followers out rather than landing them on a base they were not written for).
 */
export interface CommitPaths {
  sha: string;
  paths: readonly string[];
}

export type DependencyMap = ReadonlyMap<string, readonly string[]>;

export function pathOverlapDependencies(commits: readonly CommitPaths[]): Map<string, string[]> {
  const deps = new Map<string, string[]>();
  const lastTouch = new Map<string, string[]>();
  for (const c of commits) {
    const mine = new Set<string>();
    for (const p of c.paths) for (const s of lastTouch.get(p) ?? []) mine.add(s);
    deps.set(c.sha, [...mine]);
    for (const p of c.paths) lastTouch.set(p, [...(lastTouch.get(p) ?? []), c.sha]);
  }
  return deps;
}

/** `root`'s dependents among `order` (transitively), in order; `root` itself is not included. */
export function dependentsOf(root: string, order: readonly string[], deps: DependencyMap): string[] {
  const out = new Set<string>([root]);
  const result: string[] = [];
  for (const sha of order) {
    if (out.has(sha)) continue;
    if ((deps.get(sha) ?? []).some((d) => out.has(d))) {
      out.add(sha);
      result.push(sha);
    }
  }
  return result;
}
