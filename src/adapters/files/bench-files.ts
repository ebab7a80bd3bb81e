/** Reads benchmark-result files for compare-bench (its reports go out through `writeTextFile` in process/report-files). */
import { ConfigurationError } from '../../shared/errors.js';
import { readUserFile } from './user-file.js';

export interface BenchFileText {
  path: string;
  text: string;
}

const MAX_BYTES = 64 * 1024 * 1024;

/** `what` names the option the paths came from, so a missing file points at the flag or input to fix. */
export async function readBenchFiles(paths: readonly string[], what: string): Promise<BenchFileText[]> {
  return Promise.all(
    paths.map(async (path) => {
      try {
        return { path, text: await readUserFile(path, what, 'it', MAX_BYTES) };
      } catch (error) {
        // The one-line form compare-bench has always printed: `<option>: cannot read <path> (<why>)`.
        const why = /\(([^()]*)\)$/.exec((error as Error).message)?.[1] ?? 'error';
        throw new ConfigurationError(`${what}: cannot read ${path} (${why})`);
      }
    }),
  );
}
