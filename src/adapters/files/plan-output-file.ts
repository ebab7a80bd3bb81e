import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ConfigurationError } from '../../shared/errors.js';

/** Writes the plan JSON (its folder made first); a path that cannot be written is the user's to fix. */
export async function writePlanOutputFile(path: string, json: string, what: string): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, json);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigurationError(`${what} ${path}: cannot write the plan (${code ?? 'error'})`);
  }
}
