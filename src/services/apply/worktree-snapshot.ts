import { createHash } from 'node:crypto';
import { lstat, readFile, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { worktreeChanges } from '../../adapters/git/worktree/work-tree.js';
import type { ApplyRun } from './apply-run.js';

/**
 * Content fingerprints of every path that differs from HEAD or is untracked. Compared before and after the agent,
 * they tell which files it wrote, staged or not, so the guards see every path it touched.
 */
export async function snapshot(run: ApplyRun): Promise<Map<string, string>> {
  const snap = new Map<string, string>();
  for (const path of await worktreeChanges(run.git)) snap.set(path, await fingerprint(join(run.paths.topLevel, path)));
  return snap;
}

export function diffSnapshots(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  const changed: string[] = [];
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    if (!before.has(path) || before.get(path) !== after.get(path)) changed.push(path);
  }
  return changed.sort();
}

/** Type, executable bit and content: a mode change or a file swapped for a symlink is a change too. */
async function fingerprint(path: string): Promise<string> {
  try {
    const info = await lstat(path);
    if (info.isSymbolicLink()) return `link:${await readlink(path)}`;
    if (info.isDirectory()) return 'dir';
    return `file:${info.mode & 0o111 ? 'x' : '-'}:${createHash('sha1')
      .update(await readFile(path))
      .digest('hex')}`;
  } catch {
    return 'missing';
  }
}
