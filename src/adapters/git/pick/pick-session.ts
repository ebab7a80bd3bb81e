/**
 * The cherry-pick session of apply-bundle, on the real work tree: a run of commits goes through git's own sequencer
 * in one process (as fast as a plain `git cherry-pick -x`), and every stop — a conflict or an empty pick — is handed
 * back with what the caller needs to decide; then the stopped pick is resolved (staged, recorded, committed) or
 * abandoned. Paths only ever travel as argument-array entries or stdin, never through a shell.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { headSha } from '../worktree/branch-head.js';
import {
  UNATTENDED_COMMIT_CONFIG,
  committerEnv,
  resolvedCommitEnv,
  type CommitterStamp,
  type ResolvedCommit,
} from '../write/commit-write.js';
import type { GitRunner } from '../run/git-runner.js';
import { GitError } from '../run/git-errors.js';
import { rerereConfig, type RepoPaths } from '../worktree/worktree-state.js';

/** `inProgress: false`: found without git's sequencer (the fast path's merge): no pick state to end. */
export type PickStop =
  | { kind: 'conflict'; sha: string; conflictedPaths: string[]; rerereResolved: string[]; inProgress?: false }
  | { kind: 'empty'; sha: string; inProgress?: false };

export interface BatchOutcome {
  /** New commits, in order, for the first `landed.length` commits of the batch. */
  landed: string[];
  /** Where the sequencer stopped; the repository is left in that state for the caller. */
  stop?: PickStop;
}

export interface PickBatchOptions {
  recordOrigin: boolean;
  stamp: CommitterStamp;
  rerere: boolean;
}

async function readHeadFile(paths: RepoPaths, name: string): Promise<string | undefined> {
  try {
    return (await readFile(join(paths.gitDir, name), 'utf8')).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A detached HEAD file holds the SHA itself: read it without a process (the pick loop's hot path). */
async function detachedHeadSha(git: GitRunner, paths: RepoPaths): Promise<string> {
  const head = await readHeadFile(paths, 'HEAD');
  return head && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head) ? head : headSha(git);
}

/**
 * Commits `from..to` along first parents, oldest first. A run of one pick that moved HEAD landed exactly `to`: no
 * process to list it.
 */
async function newCommits(git: GitRunner, from: string, to: string, picked: number): Promise<string[]> {
  if (from === to) return [];
  if (picked === 1) return [to];
  const { stdout } = await git.run(['rev-list', '--reverse', '--first-parent', `${from}..${to}`]);
  return stdout.split('\n').filter(Boolean);
}

/** Unmerged paths of the index (a conflict the work tree still has to resolve). */
export async function unmergedPaths(git: GitRunner): Promise<string[]> {
  const { stdout } = await git.run(['diff', '--name-only', '-z', '--diff-filter=U']);
  return [...new Set(stdout.split('\0').filter(Boolean))];
}

function rerereResolvedPaths(stderr: string): string[] {
  return Array.from(stderr.matchAll(/^(?:Resolved|Staged) '(.+)' using previous resolution\.$/gm), (m) => m[1]!);
}

/**
 * Picks `commits` in order onto HEAD with `git cherry-pick` (one sequencer run). Stops at the first conflict or
 * empty pick and reports it, leaving CHERRY_PICK_HEAD and the conflicted work tree in place.
 */
export async function pickBatch(
  git: GitRunner,
  paths: RepoPaths,
  commits: readonly string[],
  options: PickBatchOptions,
): Promise<BatchOutcome> {
  if (commits.length === 0) return { landed: [] };
  // A pick on an attached HEAD would move that branch (possibly the fork's base): never.
  if ((await readHeadFile(paths, 'HEAD'))?.startsWith('ref:')) throw new Error('pickBatch needs a detached HEAD');
  const start = await detachedHeadSha(git, paths);
  const args = [...UNATTENDED_COMMIT_CONFIG, ...rerereConfig(options.rerere), 'cherry-pick', '--allow-empty-message'];
  if (options.recordOrigin) args.push('-x');
  const result = await git.run([...args, ...commits], { okExitCodes: [1], env: committerEnv(options.stamp) });
  const end = await detachedHeadSha(git, paths);
  const landed = await newCommits(git, start, end, commits.length);
  if (result.exitCode === 0) return { landed };
  const stopped = await readHeadFile(paths, 'CHERRY_PICK_HEAD');
  if (!stopped) throw new GitError(['cherry-pick'], result.exitCode, result.stderr || result.stdout);
  const unmerged = await unmergedPaths(git);
  const rerereResolved = rerereResolvedPaths(result.stderr).filter((p) => !unmerged.includes(p));
  if (unmerged.length === 0 && rerereResolved.length === 0) return { landed, stop: { kind: 'empty', sha: stopped } };
  if (unmerged.length === 0 && !(await hasStagedChanges(git))) return { landed, stop: { kind: 'empty', sha: stopped } };
  return {
    landed,
    stop: {
      kind: 'conflict',
      sha: stopped,
      conflictedPaths: [...new Set([...unmerged, ...rerereResolved])].sort(),
      rerereResolved,
    },
  };
}

export async function hasStagedChanges(git: GitRunner): Promise<boolean> {
  const { exitCode } = await git.run(['diff', '--cached', '--quiet', 'HEAD', '--'], { okExitCodes: [1] });
  return exitCode === 1;
}

/**
 * Ends a stopped pick without committing anything: sequencer state gone, work tree and index back at HEAD. With the
 * git dir known this is one process: `reset --hard` ends the pick itself (it removes CHERRY_PICK_HEAD and the merge
 * state, as `cherry-pick --quit` does), and what `--quit` adds, removing `sequencer/` (left when the run had more
 * commits to go), is a folder removal.
 */
export async function abandonPick(git: GitRunner, paths?: Pick<RepoPaths, 'gitDir'>): Promise<void> {
  if (!paths) await git.run(['cherry-pick', '--quit']);
  await git.run(['reset', '-q', '--hard', 'HEAD']);
  if (paths) await removeSequencerState(paths);
}

/** What `cherry-pick --quit` leaves once CHERRY_PICK_HEAD is gone: the sequencer's folder (a run of several picks). */
async function removeSequencerState(paths: Pick<RepoPaths, 'gitDir'>): Promise<void> {
  await rm(join(paths.gitDir, 'sequencer'), { recursive: true, force: true });
}

/** Work tree content of `paths` staged as is (additions, edits and deletions), names taken literally. */
export async function stagePaths(git: GitRunner, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await git.run(['--literal-pathspecs', 'add', '-A', '--pathspec-from-file=-', '--pathspec-file-nul'], {
    input: paths.join('\0') + '\0',
  });
}

/** Records the staged resolution in rerere (before the pick state that holds its preimage is gone). */
export async function recordRerere(git: GitRunner): Promise<void> {
  await git.run([...rerereConfig(true), 'rerere']);
}

/**
 * Commits the staged resolution of a stopped pick with the given message and the upstream author, then ends the pick.
 * `git commit` removes CHERRY_PICK_HEAD itself; the sequencer's folder of a longer run is removed here (all
 * `cherry-pick --quit` would still do), and the new commit is read from the detached HEAD file.
 */
export async function commitResolution(git: GitRunner, paths: RepoPaths, commit: ResolvedCommit): Promise<string> {
  await git.run(
    [...UNATTENDED_COMMIT_CONFIG, 'commit', '-q', '--no-verify', '--allow-empty', '--cleanup=verbatim', '-F', '-'],
    { input: commit.message, env: resolvedCommitEnv(commit) },
  );
  await removeSequencerState(paths);
  return detachedHeadSha(git, paths);
}
