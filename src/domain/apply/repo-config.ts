import type { GuardResult } from '../../schemas/apply-result.js';

/**
 * The `repo-config` guard. The agent and the verify command run in the clone; anything they write under `.git/`
 * that configures git — hooks, `config` (core.fsmonitor, core.hooksPath, aliases, filters, credential helpers),
 * `info/attributes` (filter/diff drivers), `info/exclude`, sparse-checkout, worktree configs — would run code or
 * change what later git calls do (the push among them). Such a change rejects the resolution; the service puts the
 * files back as they were.
 *
 * What git itself rewrites while the product works (objects, refs, logs, the index, pick/merge state, locks, the
 * rerere cache, our own lock) is not configuration and is not watched.
 */
const VOLATILE_DIRS = [
  'objects/',
  'refs/',
  'logs/',
  'rr-cache/',
  'sequencer/',
  'rebase-merge/',
  'rebase-apply/',
  'lfs/',
];
const VOLATILE_FILES = new Set([
  'HEAD',
  'ORIG_HEAD',
  'FETCH_HEAD',
  'CHERRY_PICK_HEAD',
  'REVERT_HEAD',
  'MERGE_HEAD',
  'MERGE_MSG',
  'MERGE_MODE',
  'MERGE_RR',
  'AUTO_MERGE',
  'COMMIT_EDITMSG',
  'SQUASH_MSG',
  'BISECT_LOG',
  'index',
  'packed-refs',
  'shallow',
  'description',
  'gc.log',
  'gc.pid',
]);

/** `rel` is a path relative to the git dir, with `/` separators. */
export function isWatchedGitPath(rel: string): boolean {
  if (VOLATILE_FILES.has(rel)) return false;
  if (rel.endsWith('.lock')) return false;
  if (/^upstream-ingest[-.]/.test(rel)) return false;
  // A submodule's git dir is a git dir of its own: the same rules inside it (its objects are never listed).
  const inModule = /^modules\/[^/]+\/(.+)$/.exec(rel);
  if (inModule) return isWatchedGitPath(inModule[1]!);
  // A linked worktree's own state lives under worktrees/<name>/; its config.worktree is configuration.
  const inWorktree = /^worktrees\/[^/]+\/(.*)$/.exec(rel);
  if (inWorktree) return inWorktree[1] === 'config.worktree' || inWorktree[1]!.startsWith('info/');
  return !VOLATILE_DIRS.some((d) => rel.startsWith(d));
}

/** Paths (relative to the git dir) whose content, mode or existence differs between two fingerprint maps. */
export function changedGitPaths(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  const changed: string[] = [];
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    if (!isWatchedGitPath(path)) continue;
    if (before.get(path) !== after.get(path)) changed.push(path);
  }
  return changed.sort();
}

export function repoConfigGuard(who: string, changed: readonly string[]): GuardResult {
  return {
    name: 'repo-config',
    ok: changed.length === 0,
    details: changed.map(
      (p) =>
        `${p.startsWith('/') ? p : `.git/${p}`}: changed by ${who} (hooks and git configuration are not theirs to change)`,
    ),
  };
}
