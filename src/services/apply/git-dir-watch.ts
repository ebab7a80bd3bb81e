import { lstat, mkdir, readdir, readFile, readlink, rm, symlink, writeFile, chmod } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import type { RepoPaths } from '../../adapters/git/worktree/worktree-state.js';
import { changedGitPaths, isWatchedGitPath } from '../../domain/apply/repo-config.js';

/**
 * The watched part of the git dir(s) before a command of the fork's runs, kept whole (it is small: config, hooks,
 * info/), so that what the command changed can be both named and put back.
 */
export interface GitDirSnapshot {
  roots: string[];
  entries: Map<string, Entry>;
  /** The git config files outside the git dir (absolute path → content, null: absent). */
  external: Map<string, Entry | null>;
}

type Entry = { kind: 'file'; mode: number; data: Buffer } | { kind: 'link'; target: string };

const MAX_FILE = 4 * 1024 * 1024;

export async function snapshotGitDir(paths: RepoPaths): Promise<GitDirSnapshot> {
  const roots = [...new Set([paths.commonDir, paths.gitDir])];
  const entries = new Map<string, Entry>();
  for (const [i, root] of roots.entries()) await walk(root, root, entries, i);
  const external = new Map<string, Entry | null>();
  for (const file of userConfigFiles()) external.set(file, await readEntry(file));
  return { roots, entries, external };
}

/**
 * The git config files a command can write outside the git dir, which every later git call of the user reads: the
 * global (~/.gitconfig, or GIT_CONFIG_GLOBAL), the XDG one, the system one (GIT_CONFIG_SYSTEM or /etc/gitconfig),
 * and the credential store files. A verify command that plants `http.proxy` or `trace2.eventTarget` there would
 * otherwise steer the next push of the same HOME (`mode: all`, the CLI recipe, a persistent self-hosted runner).
 */
export function userConfigFiles(env: NodeJS.ProcessEnv = process.env): string[] {
  const home = env.HOME || homedir();
  const xdg = env.XDG_CONFIG_HOME || join(home, '.config');
  const files = [
    join(home, '.gitconfig'),
    join(xdg, 'git', 'config'),
    join(home, '.git-credentials'),
    join(xdg, 'git', 'credentials'),
    env.GIT_CONFIG_SYSTEM || '/etc/gitconfig',
  ];
  if (env.GIT_CONFIG_GLOBAL && env.GIT_CONFIG_GLOBAL !== '/dev/null') files.push(env.GIT_CONFIG_GLOBAL);
  return [...new Set(files.filter((f) => f && f !== '/dev/null'))];
}

async function readEntry(path: string): Promise<Entry | null> {
  const info = await lstat(path).catch(() => undefined);
  if (!info) return null;
  if (info.isSymbolicLink()) return { kind: 'link', target: await readlink(path).catch(() => '') };
  if (!info.isFile()) return { kind: 'link', target: `(not a file: mode ${info.mode})` };
  const data =
    info.size <= MAX_FILE ? await readFile(path).catch(() => Buffer.alloc(0)) : Buffer.from(`size:${info.size}`);
  return { kind: 'file', mode: info.mode, data };
}

function sameEntry(a: Entry | null, b: Entry | null): boolean {
  if (!a || !b) return a === b;
  if (a.kind === 'link' || b.kind === 'link') return a.kind === 'link' && b.kind === 'link' && a.target === b.target;
  return a.mode === b.mode && a.data.equals(b.data);
}

/** Puts back the config files outside the git dir that the command changed; returns their absolute paths. */
async function restoreExternal(before: GitDirSnapshot): Promise<string[]> {
  const changed: string[] = [];
  for (const [path, old] of before.external) {
    if (sameEntry(old, await readEntry(path))) continue;
    changed.push(path);
    try {
      await rm(path, { recursive: true, force: true });
      if (old?.kind === 'file') {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, old.data);
        await chmod(path, old.mode);
      } else if (old?.kind === 'link') await symlink(old.target, path);
    } catch {
      /* a file this process may not write (the system config): still named, so the run is rejected */
    }
  }
  return changed;
}

/**
 * Names every watched path the command changed (relative to the git dir; absolute for the config files outside
 * it) and restores it.
 */
export async function restoreGitDir(before: GitDirSnapshot): Promise<string[]> {
  const external = await restoreExternal(before);
  const after = new Map<string, Entry>();
  for (const [i, root] of before.roots.entries()) await walk(root, root, after, i);
  const changed = changedGitPaths(fingerprints(before.entries), fingerprints(after));
  for (const key of changed) {
    const [rootIndex, rel] = splitKey(key);
    const path = join(before.roots[rootIndex]!, rel);
    const old = before.entries.get(key);
    await rm(path, { recursive: true, force: true });
    if (!old) continue;
    await mkdir(dirname(path), { recursive: true });
    if (old.kind === 'link') await symlink(old.target, path);
    else {
      await writeFile(path, old.data);
      await chmod(path, old.mode);
    }
  }
  return [...new Set(changed.map((k) => splitKey(k)[1])), ...external];
}

/** Keys are `<root index>:<path>` only for a second root (a linked worktree's own git dir). */
function keyOf(rootIndex: number, rel: string): string {
  return rootIndex === 0 ? rel : `${rel}\u0000${rootIndex}`;
}

function splitKey(key: string): [number, string] {
  const at = key.indexOf('\u0000');
  return at < 0 ? [0, key] : [Number(key.slice(at + 1)), key.slice(0, at)];
}

function fingerprints(entries: ReadonlyMap<string, Entry>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, e] of entries) {
    const [, rel] = splitKey(key);
    if (!isWatchedGitPath(rel)) continue;
    out.set(key, e.kind === 'file' ? `file:${e.mode & 0o777}:${e.data.toString('base64')}` : `link:${e.target}`);
  }
  return out;
}

async function walk(root: string, dir: string, into: Map<string, Entry>, rootIndex: number): Promise<void> {
  for (const item of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, item.name);
    const rel = relative(root, path).split(sep).join('/');
    if (item.isDirectory()) {
      // Objects and refs can be huge and are not configuration: never even listed.
      if (isWatchedGitPath(`${rel}/x`) || /^worktrees\/[^/]+$/.test(rel)) await walk(root, path, into, rootIndex);
      continue;
    }
    if (!isWatchedGitPath(rel)) continue;
    const info = await lstat(path).catch(() => undefined);
    if (!info) continue;
    const key = keyOf(rootIndex, rel);
    if (info.isSymbolicLink()) into.set(key, { kind: 'link', target: await readlink(path) });
    else if (info.isFile()) {
      const data =
        info.size <= MAX_FILE
          ? await readFile(path).catch(() => Buffer.alloc(0))
          : Buffer.from(`size:${info.size}:${info.mtimeMs}`);
      into.set(key, { kind: 'file', mode: info.mode, data });
    }
  }
}
