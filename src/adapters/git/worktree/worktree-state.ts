/**
 * The state a repository can be left in by an interrupted run (a crash, a SIGKILL, a runner that died): an
 * unfinished cherry-pick, sequencer state, a stale index.lock, a half-written work tree. Detects it, cleans what is
 * ours to clean, and refuses what is not (a merge or rebase in progress, a lock some git process still holds).
 * Also the per-repository apply lock and the rerere cache location.
 */
import { constants } from 'node:fs';
import { cp, lstat, mkdir, open, readFile, readdir, readlink, rm, stat, symlink, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { ConfigurationError } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import { asUserError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';
import { exists } from '../../files/path-exists.js';

export interface RepoPaths {
  /** This work tree's git dir (`.git`, or `.git/worktrees/<name>`): HEAD, index, CHERRY_PICK_HEAD live here. */
  gitDir: string;
  /** The shared git dir: refs, objects, rr-cache, our lock. */
  commonDir: string;
  topLevel: string;
}

export async function readRepoPaths(git: GitRunner): Promise<RepoPaths & { shallow: boolean }> {
  let stdout: string;
  try {
    ({ stdout } = await git.run([
      'rev-parse',
      '--absolute-git-dir',
      '--git-common-dir',
      '--show-toplevel',
      '--is-shallow-repository',
    ]));
  } catch (error) {
    throw asUserError(error, git.cwd);
  }
  const [gitDir = '', common = '', topLevel = '', shallow = ''] = stdout.split('\n');
  if (!topLevel) throw new ConfigurationError(`${git.cwd}: a bare repository has no work tree to cherry-pick in`);
  return {
    gitDir,
    commonDir: isAbsolute(common) ? common : resolve(git.cwd, common),
    topLevel,
    shallow: shallow.trim() === 'true',
  };
}

export interface WorktreeState {
  cherryPickHead: boolean;
  sequencer: boolean;
  /** Operations that are not ours to end: a merge, rebase, revert or bisect in progress. */
  foreign: string[];
  indexLock: boolean;
}

export async function inspectWorktree(paths: RepoPaths): Promise<WorktreeState> {
  const at = (name: string) => exists(join(paths.gitDir, name));
  const [cherryPickHead, sequencer, merge, rebaseMerge, rebaseApply, revert, bisect, indexLock] = await Promise.all([
    at('CHERRY_PICK_HEAD'),
    at('sequencer'),
    at('MERGE_HEAD'),
    at('rebase-merge'),
    at('rebase-apply'),
    at('REVERT_HEAD'),
    at('BISECT_LOG'),
    at('index.lock'),
  ]);
  const foreign: string[] = [];
  if (merge) foreign.push('a merge');
  if (rebaseMerge || rebaseApply) foreign.push('a rebase');
  if (revert) foreign.push('a revert');
  if (bisect) foreign.push('a bisect');
  return { cherryPickHead, sequencer, foreign, indexLock };
}

/**
 * Processes that hold `file` open, or git processes working in `workTree`: a lock is stale only when neither
 * exists. Linux /proc; elsewhere undefined (unknown), and the caller falls back to the lock's age.
 */
export async function lockHolders(file: string, workTree: string): Promise<number[] | undefined> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((p) => /^\d+$/.test(p));
  } catch {
    return undefined;
  }
  const holders: number[] = [];
  await Promise.all(
    pids.map(async (pid) => {
      if (Number(pid) === process.pid) return;
      try {
        const comm = (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
        // Our own git children (reads running alongside the recovery) hold nothing of a dead run.
        const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
        const ownGit =
          comm.startsWith('git') && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
        if (ownGit) return;
        if (comm.startsWith('git')) {
          const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => '');
          if (cwd === workTree || cwd.startsWith(`${workTree}/`)) {
            holders.push(Number(pid));
            return;
          }
        }
        const fds = await readdir(`/proc/${pid}/fd`);
        for (const fd of fds) {
          if ((await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')) === file) {
            holders.push(Number(pid));
            return;
          }
        }
      } catch {
        /* the process ended, or is not ours to look at */
      }
    }),
  );
  return holders.sort((a, b) => a - b);
}

const STALE_LOCK_AGE_MS = 10 * 60_000;

/** Removes index.lock when no process holds it; a held lock is another git's, and stops the run. */
export async function removeStaleIndexLock(paths: RepoPaths, logger: Logger): Promise<boolean> {
  return removeStaleLock(join(paths.gitDir, 'index.lock'), paths, logger);
}

/**
 * Locks git leaves behind when killed mid-command besides index.lock: rerere's MERGE_RR.lock (in the work tree's
 * git dir, and in the common dir for older layouts) and HEAD.lock. With one of them left, every agent-mode pick
 * fails inside git; cleared here like index.lock, or refused with a one-line error naming the lock.
 */
const OTHER_LOCKS = ['MERGE_RR.lock', 'HEAD.lock'];

export async function removeStaleGitLocks(paths: RepoPaths, logger: Logger): Promise<string[]> {
  const candidates = [...new Set(OTHER_LOCKS.flatMap((n) => [join(paths.gitDir, n), join(paths.commonDir, n)]))];
  const removed: string[] = [];
  for (const lock of candidates) if (await removeStaleLock(lock, paths, logger)) removed.push(lock);
  return removed;
}

async function removeStaleLock(lock: string, paths: RepoPaths, logger: Logger): Promise<boolean> {
  if (!(await exists(lock))) return false;
  const holders = await lockHolders(lock, paths.topLevel);
  if (holders === undefined) {
    const age = Date.now() - (await stat(lock)).mtimeMs;
    if (age < STALE_LOCK_AGE_MS) {
      throw new ConfigurationError(
        `${lock} exists and is ${Math.round(age / 1000)} s old: another git process may be working in this repository`,
        'wait for it, or remove the file if no git process is running',
      );
    }
  } else if (holders.length > 0) {
    throw new ConfigurationError(
      `${lock} is held by a running process (pid ${holders.join(', ')})`,
      'another git command is working in this repository: wait for it to finish',
    );
  }
  await unlink(lock).catch(() => undefined);
  logger.warning(`removed a stale ${lock} left by an interrupted git process`);
  return true;
}

/** Paths with staged or unstaged changes to tracked files (untracked files are the user's and left alone). */
export async function trackedChanges(git: GitRunner): Promise<string[]> {
  const { stdout } = await git.run(['status', '--porcelain=v1', '-z', '--untracked-files=no', '--no-renames']);
  return stdout
    .split('\0')
    .filter(Boolean)
    .map((entry) => entry.slice(3));
}

export interface RecoveryOptions {
  /** A previous apply run in this repository died (its lock was stale): its half-done work tree is ours to reset. */
  previousRunCrashed: boolean;
  logger: Logger;
}

/**
 * Brings the repository back to a clean state after an interrupted run: refuses foreign operations, removes a
 * stale index.lock, ends an interrupted cherry-pick (quit + hard reset to HEAD), and resets tracked changes a
 * crashed apply run left. Idempotent; returns what it did.
 */
export async function recoverWorktree(git: GitRunner, paths: RepoPaths, options: RecoveryOptions): Promise<string[]> {
  const done: string[] = [];
  const state = await inspectWorktree(paths);
  if (state.foreign.length) {
    throw new ConfigurationError(
      `${paths.topLevel}: ${state.foreign.join(' and ')} is in progress`,
      'finish or abort it (git merge --abort, git rebase --abort, git revert --abort, git bisect reset) before applying',
    );
  }
  if (state.indexLock && (await removeStaleIndexLock(paths, options.logger))) done.push('removed a stale index.lock');
  for (const lock of await removeStaleGitLocks(paths, options.logger)) done.push(`removed a stale ${lock}`);
  if (state.cherryPickHead || state.sequencer) {
    await git.run(['cherry-pick', '--quit']);
    await git.run(['reset', '-q', '--hard', 'HEAD']);
    options.logger.warning('ended an interrupted cherry-pick left in the work tree (its changes were discarded)');
    done.push('ended an interrupted cherry-pick');
  }
  const dirty = await trackedChanges(git);
  if (dirty.length) {
    if (!options.previousRunCrashed) {
      throw new ConfigurationError(
        `${paths.topLevel}: the work tree has uncommitted changes (${dirty.length} file(s), e.g. ${JSON.stringify(dirty[0])})`,
        'commit or stash them, or run in a clean clone',
      );
    }
    await git.run(['reset', '-q', '--hard', 'HEAD']);
    options.logger.warning(`reset ${dirty.length} file(s) left changed by an interrupted apply run`);
    done.push('reset files left changed by an interrupted run');
  }
  return done;
}

// ---------------------------------------------------------------------------------------------------------------
// The apply lock: one apply run per repository at a time; a lock whose process is gone marks a crashed run.

interface LockInfo {
  pid: number;
  /** /proc start time of the process, so a recycled pid is not mistaken for the original. */
  start: string | null;
  host: string;
  startedAt: string;
  branch: string;
}

export interface ApplyLock {
  path: string;
  /** The previous holder died without releasing the lock: an interrupted run. */
  previousRunCrashed: boolean;
  release(): Promise<void>;
}

async function processStart(pid: number): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime), counted after the parenthesised command name, which may contain spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

async function isAlive(info: LockInfo): Promise<boolean> {
  if (info.host !== hostname()) return true; // another machine's run on a shared disk: never steal it
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  if (info.start === null) return true;
  const now = await processStart(info.pid);
  return now === null || now === info.start;
}

export async function acquireApplyLock(paths: RepoPaths, branch: string): Promise<ApplyLock> {
  const path = join(paths.commonDir, 'upstream-ingest-apply.lock');
  const info: LockInfo = {
    pid: process.pid,
    start: await processStart(process.pid),
    host: hostname(),
    startedAt: new Date().toISOString(),
    branch,
  };
  let previousRunCrashed = false;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o644);
      await handle.writeFile(JSON.stringify(info));
      await handle.close();
      return {
        path,
        previousRunCrashed,
        release: async () => {
          await unlink(path).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readLock(path);
    if (holder && (await isAlive(holder))) {
      throw new ConfigurationError(
        `another apply run (pid ${holder.pid} on ${holder.host}, branch ${JSON.stringify(holder.branch)}, started ${holder.startedAt}) is working in ${paths.topLevel}`,
        'wait for it to finish; runs in the same repository are serialised',
      );
    }
    previousRunCrashed = true;
    await unlink(path).catch(() => undefined);
  }
  throw new ConfigurationError(`could not take the apply lock ${path}: another run keeps re-creating it`);
}

async function readLock(path: string): Promise<LockInfo | undefined> {
  try {
    const data = JSON.parse(await readFile(path, 'utf8')) as Partial<LockInfo>;
    if (typeof data.pid !== 'number') return undefined;
    return {
      pid: data.pid,
      start: typeof data.start === 'string' ? data.start : null,
      host: typeof data.host === 'string' ? data.host : hostname(),
      startedAt: String(data.startedAt ?? ''),
      branch: String(data.branch ?? ''),
    };
  } catch {
    return undefined; // half-written by a run that died while taking it
  }
}

// ---------------------------------------------------------------------------------------------------------------
// rerere: enabled per command (never written to the repository's config), with its cache where the caller wants it.

/** `-c` options that turn rerere on for one git command, staging what a recorded resolution fixes. */
export function rerereConfig(enabled: boolean): string[] {
  return enabled ? ['-c', 'rerere.enabled=true', '-c', 'rerere.autoUpdate=true'] : [];
}

/**
 * Points `<common dir>/rr-cache` at `cacheDir` (a symlink; git follows it), so the cache can live outside the clone
 * and be restored/saved between runs. Entries already in a local rr-cache directory are moved into the cache first.
 */
export async function useRerereCache(paths: RepoPaths, cacheDir: string): Promise<void> {
  const target = resolve(cacheDir);
  const link = join(paths.commonDir, 'rr-cache');
  await mkdir(target, { recursive: true });
  let current: Awaited<ReturnType<typeof lstat>> | undefined;
  try {
    current = await lstat(link);
  } catch {
    current = undefined;
  }
  if (current?.isSymbolicLink()) {
    if (resolve(paths.commonDir, await readlink(link)) === target) return;
    await unlink(link);
  } else if (current?.isDirectory()) {
    await cp(link, target, { recursive: true, force: false, errorOnExist: false });
    await rm(link, { recursive: true, force: true });
  } else if (current) {
    await unlink(link);
  }
  await symlink(target, link, 'dir');
}
