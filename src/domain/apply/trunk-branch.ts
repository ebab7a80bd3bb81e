/**
 * The apply branch is force-pushed (under a lease) and rewritten on every run: it must never be a branch people
 * build on. Refused: `HEAD` and the other symbolic names, the base's own branch — also when the base is given as a
 * remote-tracking ref (`origin/main` ↔ `main`) — the push remote's default branch, and the PR's base branch.
 */
export interface TrunkFacts {
  branch: string;
  base: string;
  /** Remotes configured in the repository (`git remote`), to see `<remote>/<name>` in the base. */
  remotes: readonly string[];
  /** The push remote's default branch (its HEAD), when known. */
  remoteDefault?: string | undefined;
  /** The PR's base branch, when a PR is opened. */
  prBase?: string | undefined;
}

const SYMBOLIC = /^(?:[A-Z_]*HEAD|@)$/;

/** The branch names a ref stands for: `refs/heads/x` → x, `origin/x` or `refs/remotes/origin/x` → x (and itself). */
export function branchNamesOf(ref: string, remotes: readonly string[]): string[] {
  const names = new Set<string>();
  const r = ref.replace(/^refs\/heads\//, '');
  names.add(r);
  const remoteRef = r.replace(/^refs\/remotes\//, '');
  for (const remote of [...remotes, 'origin']) {
    if (remoteRef.startsWith(`${remote}/`)) names.add(remoteRef.slice(remote.length + 1));
  }
  return [...names];
}

/** Why `branch` must not be the apply branch, or undefined. */
export function trunkBranchProblem(facts: TrunkFacts): string | undefined {
  const { branch } = facts;
  if (SYMBOLIC.test(branch) || branch.toUpperCase() === 'HEAD')
    return `'${branch}' is a symbolic ref, not a branch of its own`;
  if (branchNamesOf(facts.base, facts.remotes).includes(branch))
    return `'${branch}' is the base's branch (base ${facts.base}); the base is never changed`;
  if (facts.remoteDefault && branch === facts.remoteDefault) return `'${branch}' is the push remote's default branch`;
  if (facts.prBase && branch === facts.prBase) return `'${branch}' is the pull request's base branch`;
  return undefined;
}
