/**
 * The per-run temp folder of the commands run on the fork's behalf (agent task files with upstream text, the
 * children's TMPDIR). It lives under RUNNER_TEMP (which the runner empties after each job) or the system temp folder,
 * its name carries the pid of the run that owns it, it is removed when the run ends — normally or by a signal — and
 * the next run sweeps what a killed run (kill -9, a lost runner) left behind.
 */
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessAlive } from './process-alive.js';

export const RUN_TEMP_PREFIX = 'upstream-ingest-run-';
/** Folders of earlier versions (one per agent call, in os.tmpdir()): swept too. */
const LEGACY_PREFIXES = ['upstream-ingest-agent-'];

const live = new Set<string>();
let hooked = false;

export function tempRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.RUNNER_TEMP || tmpdir();
}

/** `upstream-ingest-run-p<pid>-XXXXXX`: created empty, with `tmp/` for the children's TMPDIR. */
export async function createRunTempDir(root = tempRoot()): Promise<string> {
  await mkdir(root, { recursive: true });
  await sweepStaleRunDirs(root);
  const dir = await mkdtemp(join(root, `${RUN_TEMP_PREFIX}p${process.pid}-`));
  await mkdir(join(dir, 'tmp'));
  live.add(dir);
  hookExit();
  return dir;
}

export async function removeRunTempDir(dir: string): Promise<void> {
  live.delete(dir);
  await rm(dir, { recursive: true, force: true });
}

/** Removes the run folders whose owning process is gone (and every legacy agent folder). Returns what it removed. */
export async function sweepStaleRunDirs(root = tempRoot()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const stale = name.startsWith(RUN_TEMP_PREFIX)
      ? !isProcessAlive(Number(/^p(\d+)-/.exec(name.slice(RUN_TEMP_PREFIX.length))?.[1] ?? NaN))
      : LEGACY_PREFIXES.some((p) => name.startsWith(p));
    if (!stale) continue;
    await rm(join(root, name), { recursive: true, force: true }).catch(() => undefined);
    removed.push(name);
  }
  return removed;
}

/** A cancelled job gets SIGINT/SIGTERM: the folder goes with the process, not only on a normal exit. */
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  const clean = (): void => {
    for (const dir of live) rmSync(dir, { recursive: true, force: true });
    live.clear();
  };
  process.once('exit', clean);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      clean();
      process.kill(process.pid, signal);
    });
  }
}
