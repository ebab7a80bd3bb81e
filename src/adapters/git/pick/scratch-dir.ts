import { readdirSync, rmdirSync, rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Node 23 and later remove a tree in C++, one call for the whole directory: 16–20 ms for 5,000 loose objects on
 * tmpfs where the walk below takes 30–35 ms. Before, `rmSync` is JavaScript that stats every file, slower than the walk.
 */
const NATIVE_RM_SYNC = Number(process.versions.node.split('.')[0]) >= 23;

/**
 * Removes a scratch object directory at once. A plan's merges leave thousands of loose objects (5,000 for 300
 * picks): `fs.promises.rm` stats each one and crosses the thread pool twice per file (~180 ms of CPU on two cores,
 * paid before the process can exit); `rmSync` where it is native, else a plain walk that unlinks what it lists.
 * Anything that is left goes to `rmSync`, which says nothing about what it cannot remove either: scratch is never an
 * error.
 */
export function removeScratchSync(dir: string): void {
  if (NATIVE_RM_SYNC && removeQuietly(dir)) return;
  try {
    removeTree(dir);
  } catch {
    removeQuietly(dir);
  }
}

/** Whether `rmSync` removed the directory (a directory that cannot be removed is left in the temporary folder). */
function removeQuietly(dir: string): boolean {
  try {
    rmSync(dir, { recursive: true, force: true });
    return true;
  } catch {
    return false;
  }
}

function removeTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) removeTree(path);
    else unlinkSync(path);
  }
  rmdirSync(dir);
}
