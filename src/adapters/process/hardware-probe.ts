import {
  nvidiaRows,
  parseRocminfo,
  parseRocmSmi,
  versionIn,
  type GpuProbe,
  type GpuVendor,
} from '../../domain/tier/hardware.js';
import { runProcess, type ProcessResult } from './run-process.js';

/**
 * Asks the machine which GPUs it has, with the vendors' own tools run as real processes: `nvidia-smi` for NVIDIA,
 * `rocminfo` then `rocm-smi` for AMD. A tool that is not installed is a probe that could not run, not a crash.
 */

export interface ProbeOptions {
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  cwd?: string;
}

export type GpuProber = (vendor: GpuVendor) => Promise<GpuProbe[]>;

export function createGpuProber(options: ProbeOptions = {}): GpuProber {
  const run = (tool: string, args: string[]): Promise<ProcessResult> =>
    runProcess(tool, args, {
      cwd: options.cwd ?? process.cwd(),
      env: options.env ?? process.env,
      timeoutMs: options.timeoutMs ?? 30_000,
      maxOutputBytes: 256 * 1024,
      killGraceMs: 1000,
    });
  return async (vendor) => {
    if (vendor === 'nvidia') {
      let rows: ReturnType<typeof nvidiaRows> = [];
      const found = await probe(
        run,
        'nvidia-smi',
        ['--query-gpu=name,driver_version', '--format=csv,noheader'],
        'nvidia',
        (out) => {
          rows = nvidiaRows(out);
          return rows.map((r) => r.name);
        },
      );
      if (!found.available || !found.gpus.length) return [found];
      const driver = rows.find((r) => r.driver)?.driver;
      // The CUDA version is only in the plain report's header.
      const header = await run('nvidia-smi', []);
      const cuda = header.exitCode === 0 ? versionIn(header.stdout, 'CUDA Version') : undefined;
      return [{ ...found, ...(driver ? { driver } : {}), ...(cuda ? { runtime: cuda } : {}) }];
    }
    let runtime: string | undefined;
    const rocminfo = await probe(run, 'rocminfo', [], 'amd', (out) => {
      runtime = versionIn(out, 'Runtime Version');
      return parseRocminfo(out);
    });
    const withRuntime = { ...rocminfo, ...(runtime ? { runtime } : {}) };
    if (rocminfo.available && rocminfo.gpus.length) return [await withAmdDriver(run, withRuntime)];
    return [
      withRuntime,
      await withAmdDriver(run, await probe(run, 'rocm-smi', ['--showproductname'], 'amd', parseRocmSmi)),
    ];
  };
}

/** rocm-smi knows the driver version; a missing rocm-smi leaves it unknown. */
async function withAmdDriver(
  run: (tool: string, args: string[]) => Promise<ProcessResult>,
  found: GpuProbe,
): Promise<GpuProbe> {
  if (!found.available || !found.gpus.length) return found;
  const r = await run('rocm-smi', ['--showdriverversion']);
  const driver = r.exitCode === 0 ? versionIn(r.stdout, 'Driver version') : undefined;
  return driver ? { ...found, driver } : found;
}

async function probe(
  run: (tool: string, args: string[]) => Promise<ProcessResult>,
  tool: string,
  args: string[],
  vendor: GpuVendor,
  parse: (output: string) => string[],
): Promise<GpuProbe> {
  const result = await run(tool, args);
  if (result.spawnError) {
    const error =
      result.spawnError.code === 'ENOENT' ? `${tool} is not installed (not on PATH)` : result.spawnError.message;
    return { vendor, tool, available: false, gpus: [], error };
  }
  if (result.timedOut) return { vendor, tool, available: false, gpus: [], error: `${tool} timed out` };
  if (result.exitCode === 0) return { vendor, tool, available: true, gpus: parse(result.stdout) };
  if (/No devices were found/i.test(result.output)) return { vendor, tool, available: true, gpus: [] };
  const first =
    result.output
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '';
  return {
    vendor,
    tool,
    available: false,
    gpus: [],
    error: `${tool} exited with ${result.exitCode ?? result.signal}: ${first.slice(0, 200)}`,
  };
}
