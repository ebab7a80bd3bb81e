import { readFile } from 'node:fs/promises';
import { ConfigurationError } from '../../shared/errors.js';

/**
 * The text of a file the user named (a flag, an action input, a config key). One that cannot be read is a one-line
 * ConfigurationError naming where the path came from, the path and why (ENOENT, EACCES, EISDIR…): the user can fix it.
 * `what` is the flag or key (`--config`, `ledger`); `thing` says what the file should have been, where that helps.
 */
export async function readUserFile(path: string, what: string, thing = 'it'): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new ConfigurationError(
      `${what} ${path}: cannot read ${thing} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}
