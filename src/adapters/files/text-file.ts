import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * Writes `text` to `path` (folders created), atomically: a reader (a later step, a concurrent job) sees the old file
 * or the new one, never a half-written one. Kept apart from the report readers so that a light command (a cold
 * compare-bench) does not load them to write its output.
 */
export async function writeTextFile(path: string, text: string): Promise<void> {
  await mkdir(dirname(resolve(path)), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, text);
  await rename(tmp, path);
}
