/**
 * A bench's working folder: a fresh temporary one, removed at the end; or, where the environment variable names a
 * folder (`UI_BENCH_LAG_KEEP`, `UI_BENCH_PLAN_KEEP`), that folder, kept for profiling on the generated forks again.
 * Only the names the bench writes are replaced there; nothing else in it is touched.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BenchWorkDir {
  root: string;
  /** The folder named by the variable, when one is; undefined for a temporary folder. */
  kept?: string;
  /** Removes a temporary folder; a kept one stays. */
  done(): Promise<void>;
}

export async function benchWorkDir(variable: string, names: readonly string[], prefix: string): Promise<BenchWorkDir> {
  const named = process.env[variable];
  if (!named) {
    const root = await mkdtemp(join(tmpdir(), prefix));
    return { root, done: () => rm(root, { recursive: true, force: true }) };
  }
  const kept = resolve(named);
  await mkdir(kept, { recursive: true });
  for (const name of names) await rm(join(kept, name), { recursive: true, force: true });
  return { root: kept, kept, done: async () => {} };
}
