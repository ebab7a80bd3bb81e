/**
 * `npm run demo` as a person runs it: fresh `upstream-ingest demo` processes (the ten-day loop, the report, the
 * site), wall and process-tree CPU time against the 10 s a first impression allows (issue 29 item 4, issue 30 item
 * 5), judged on the median of three runs. On a loaded machine the wall figure is not the quiet one: the CPU figure is
 * printed beside it, a reference loop's time before each run shows how fast the machine was, and a miss is reported
 * as a miss. The median run's per-phase times (its stderr) are printed too, to show where the time goes.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchFn } from './bench-result.js';
import { benchCli } from './cold-cli.js';
import { treeCpuMs } from './cpu-time.js';

const TARGET_S = 10;
/** Runs of the demo: the target is judged on their median (one run moves ±20 % on a shared 2-core machine). */
const RUNS = 3;

interface DemoRun {
  wallS: number;
  cpuS?: number;
  stderr: string;
}

export const bench: BenchFn = async (log) => {
  const cli = benchCli();
  if (!cli) {
    log('skipped: no CLI to run (build dist/ or compile the sources first)');
    return [];
  }
  log(`CLI: ${cli.what}`);
  log(
    `machine speed: a fixed single-thread loop took ${await referenceLoopMs()} ms (the same loop before each run below)`,
  );
  const runs: DemoRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const reference = i === 0 ? undefined : await referenceLoopMs();
    const run = await demoOnce(cli.path);
    runs.push(run);
    log(
      `run ${i + 1}: ${run.wallS.toFixed(2)} s wall` +
        (run.cpuS !== undefined ? `, ${run.cpuS.toFixed(2)} s CPU of the process tree` : '') +
        (reference !== undefined ? ` (reference loop before it: ${reference} ms)` : ''),
    );
  }
  const byWall = [...runs].sort((a, b) => a.wallS - b.wallS);
  const median = byWall[Math.floor(RUNS / 2)]!;
  log(`the median run's phases:`);
  for (const line of median.stderr.split('\n').filter((l) => /^\s+\S.*s wall/.test(l) || /^demo: /.test(l)))
    log(line.trim());
  const cpus = runs.map((r) => r.cpuS).filter((c): c is number => c !== undefined);
  const medianCpu = cpus.length === RUNS ? [...cpus].sort((a, b) => a - b)[Math.floor(RUNS / 2)] : undefined;
  const spread = `${byWall[0]!.wallS.toFixed(2)}–${byWall[RUNS - 1]!.wallS.toFixed(2)} s over ${RUNS} runs`;
  return [
    {
      name: `npm run demo wall, median of ${RUNS} (quiet 2-core target; ${spread})`,
      value: median.wallS,
      unit: 's',
      target: `< ${TARGET_S} s`,
      ok: median.wallS < TARGET_S,
    },
    ...(medianCpu !== undefined
      ? [
          {
            name: `npm run demo CPU (process tree), median of ${RUNS}`,
            value: medianCpu,
            unit: 's',
            target: `< ${TARGET_S} s`,
            ok: medianCpu < TARGET_S,
          },
        ]
      : []),
  ];
};

/** One fresh `upstream-ingest demo` process, as a person runs it. */
async function demoOnce(cliPath: string): Promise<DemoRun> {
  const dir = await mkdtemp(join(tmpdir(), 'ui-bench-demo-'));
  try {
    const cpuBefore = treeCpuMs();
    const start = process.hrtime.bigint();
    const stderr = await new Promise<string>((done, fail) => {
      const child = spawn(process.execPath, [cliPath, 'demo', '--out', join(dir, 'demo-out')], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.on('error', fail);
      child.on('close', (code) =>
        code === 0 ? done(err) : fail(new Error(`demo exited ${code}: ${err.slice(-2000)}`)),
      );
    });
    const wallS = Number(process.hrtime.bigint() - start) / 1e9;
    const cpuAfter = treeCpuMs();
    const cpuS = cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / 1000 : undefined;
    return { wallS, ...(cpuS !== undefined ? { cpuS } : {}), stderr };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * How fast this machine runs right now: a fixed single-thread loop in a fresh Node process, in ms. On a shared host
 * it moves with the neighbours' load while the machine looks idle; printed beside the demo's runs so that a reader
 * can tell a slow run from a slow machine.
 */
function referenceLoopMs(): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        '-e',
        'const t=performance.now();let s=0;for(let i=0;i<1e8;i++)s+=i;console.log(Math.round(performance.now()-t))',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', fail);
    child.on('close', () => done(Number(out.trim())));
  });
}
