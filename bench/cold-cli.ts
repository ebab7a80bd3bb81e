/**
 * Cold CLI figures: a fresh `upstream-ingest` process per run, as a workflow step starts it (module loading
 * included), on the bundled CLI users run. UPSTREAM_INGEST_BENCH_CLI names another bundle (a private build of the
 * working tree: `npx ncc build src/cli/index.ts -o /tmp/x/cli`); else dist/cli/index.js; else the compiled sources,
 * said in the log (they load many files, so their cold figure is not the bundle's).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeCpuMs } from './cpu-time.js';

const here = dirname(fileURLToPath(import.meta.url));

export interface BenchCli {
  path: string;
  /** How it was chosen, for the log. */
  what: string;
}

export function benchCli(): BenchCli | undefined {
  const env = process.env.UPSTREAM_INGEST_BENCH_CLI;
  if (env) return existsSync(env) ? { path: resolve(env), what: `${env} (UPSTREAM_INGEST_BENCH_CLI)` } : undefined;
  // Compiled to .bench-out/bench/: the repository root is two folders up.
  const dist = resolve(here, '..', '..', 'dist', 'cli', 'index.js');
  if (existsSync(dist)) return { path: dist, what: 'dist/cli/index.js (the bundle users run)' };
  const compiled = join(here, '..', 'src', 'cli', 'index.js');
  return existsSync(compiled) ? { path: compiled, what: 'compiled sources (no dist/: not the bundle)' } : undefined;
}

export interface ColdRun {
  wallMs: number;
  /** User + system CPU of the process tree (cpu-time.ts; Linux), less sensitive than wall to a loaded machine. */
  cpuMs?: number;
  exitCode: number;
}

/** One fresh process: wall and CPU time from spawn to exit. Exit codes other than `ok` fail with its last output. */
export function coldRun(
  cli: string,
  args: readonly string[],
  options: { cwd?: string; ok?: readonly number[] } = {},
): Promise<ColdRun> {
  const cpuBefore = treeCpuMs();
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, [cli, ...args], { cwd: options.cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => {
      const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
      const cpuAfter = treeCpuMs();
      const exitCode = code ?? -1;
      if (!(options.ok ?? [0]).includes(exitCode)) {
        fail(new Error(`${args[0]} exited with ${exitCode}: ${err.slice(-2000)}`));
        return;
      }
      const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? { cpuMs: cpuAfter - cpuBefore } : {};
      done({ wallMs, exitCode, ...cpu });
    });
  });
}

/** Median of the runs by wall time, and the median CPU time. */
export function medianOf(runs: readonly ColdRun[]): { wallMs: number; cpuMs?: number } {
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const cpus = runs.flatMap((r) => (r.cpuMs === undefined ? [] : [r.cpuMs]));
  return { wallMs: mid(runs.map((r) => r.wallMs)), ...(cpus.length ? { cpuMs: mid(cpus) } : {}) };
}

export const fmt = (r: Pick<ColdRun, 'wallMs' | 'cpuMs'>): string =>
  `${r.wallMs.toFixed(0)} ms${r.cpuMs === undefined ? '' : ` (CPU ${r.cpuMs.toFixed(0)} ms)`}`;
