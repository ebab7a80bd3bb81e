import { lstat } from 'node:fs/promises';

/** Whether anything is at `path` (a file, a folder, a dangling link: git's sequencer and lock files are any of these). */
export async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}
