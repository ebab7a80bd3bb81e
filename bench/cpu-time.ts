import { readFileSync } from 'node:fs';
import { activeGitLauncher } from '../src/adapters/git/run/git-launcher.js';

/**
 * CPU time (user + system) of this process and of every child it has waited for, in ms: utime, stime, cutime and
 * cstime of /proc/self/stat (clock ticks of 10 ms). A child's own children count once the child has waited for
 * them, so a measured child process tree is whole (the git launcher's included). Undefined off Linux. On a loaded machine CPU time moves far less
 * than wall time, so the benches print both.
 */
export function treeCpuMs(): number | undefined {
  const own = statCpuMs('self');
  if (own === undefined) return undefined;
  // Code run in this process starts its git through the git launcher (src/adapters/git/run/git-launcher.ts), which
  // waits for those gits itself and is waited for only when this process ends: its CPU so far is added here.
  const launcher = activeGitLauncher()?.pid;
  return own + ((launcher !== undefined && statCpuMs(String(launcher))) || 0);
}

function statCpuMs(pid: string): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) * 10;
  } catch {
    return undefined;
  }
}

/** Runs `fn` and returns its result with the wall and tree CPU time it took. */
export async function timeWithCpu<T>(fn: () => Promise<T>): Promise<{ ms: number; cpuMs?: number; result: T }> {
  const cpu = treeCpuMs();
  const start = process.hrtime.bigint();
  const result = await fn();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const after = treeCpuMs();
  return { ms, result, ...(cpu !== undefined && after !== undefined ? { cpuMs: after - cpu } : {}) };
}
