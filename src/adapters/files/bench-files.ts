/** Reads benchmark-result files for compare-bench (its reports go out through `writeTextFile` in process/report-files). */
import { readFile, stat } from 'node:fs/promises';
import { ConfigurationError } from '../../shared/errors.js';

export interface BenchFileText {
  path: string;
  text: string;
}

const MAX_BYTES = 64 * 1024 * 1024;

/** `what` names the option the paths came from, so a missing file points at the flag or input to fix. */
export async function readBenchFiles(paths: readonly string[], what: string): Promise<BenchFileText[]> {
  return Promise.all(
    paths.map(async (path) => {
      let size: number;
      try {
        const info = await stat(path);
        if (!info.isFile()) throw new ConfigurationError(`${what}: ${path} is not a file`);
        size = info.size;
      } catch (error) {
        if (error instanceof ConfigurationError) throw error;
        throw new ConfigurationError(
          `${what}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        );
      }
      if (size > MAX_BYTES) throw new ConfigurationError(`${what}: ${path} is larger than ${MAX_BYTES} bytes`);
      return { path, text: await readFile(path, 'utf8') };
    }),
  );
}
