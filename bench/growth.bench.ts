/**
 * `npm run bench growth`: how `lag` and `plan` (every pending commit, no limit) grow with the backlog. Three forks
 * replayed from the real Triton/FBTriton shapes (tiled in time), with about 500, 2,000 and 8,000 upstream commits
 * pending, each as a cold CLI process (wall and CPU of its process tree), three times per size (the median: at the
 * smaller sizes a run takes ~0.3–5 s, where one run's noise decided the slope; a plan of ~8,000 pending took 45.8 s
 * of CPU in one full run, 31.9–33.3 s in four runs by hand on the same build). Prints the time per
 * pending commit at each size and the slope between sizes; a slope that grows from the small segment to the large one
 * is a super-linear part. A run that does not finish within the limit is killed and reported as a MISS (never skipped).
 * The smallest size also answers "plan of every pending commit < 5 s" (a real fork has ~440 pending).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayShapes } from '../src/demo/shape-replay.js';
import type { Plan } from '../src/schemas/plan.js';
import type { BenchResult } from './bench-result.js';
import { benchCli, medianOf } from './cold-cli.js';
import { treeCpuMs } from './cpu-time.js';
import { loadBenchShapes } from './shapes.js';

const here = dirname(fileURLToPath(import.meta.url));
/** Upstream commits per fork: with 10% picked and the newest 10% unpicked, ~87% of them are pending. */
const SIZES = [600, 2_400, 9_600];
const LIMIT_S = 600;
/** `plan` of every pending commit of a real-sized backlog (~440 on the real Triton fork), wall. */
const PLAN_ALL_LIMIT_S = 5;
/** Runs of each command per size, the median kept: a slope from single runs was noise (see the header). */
const RUNS = 3;
/** The slope of the large segment over the small one's: linear growth is 1; this much is noise on a shared machine. */
const SLOPE_GROWTH_MAX = 1.5;

interface Run {
  ms: number;
  cpuMs?: number;
  /** Killed at the limit. */
  timedOut: boolean;
}

interface Point {
  pending: number;
  lag: Run;
  plan: Run;
}

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  const root = await mkdtemp(join(tmpdir(), 'ui-bench-growth-'));
  try {
    const shapes = await loadBenchShapes(Math.max(...SIZES));
    log(`shapes: ${shapes.source}`);
    const chosen = benchCli();
    const cli = chosen?.path ?? join(here, '..', 'src', 'cli', 'index.js');
    log(
      `CLI: ${chosen?.what ?? 'compiled sources'}; lag and plan ${RUNS} times per size (the median; ` +
        `a ${LIMIT_S} s limit per run)`,
    );
    const points: Point[] = [];
    for (const size of SIZES) {
      const repo = join(root, `fork-${size}`);
      await replayShapes(repo, {
        upstream: shapes.upstream.slice(0, size),
        fork: shapes.fork,
        pickFraction: 0.1,
        patchIdFraction: 0.03,
        forkOwnLimit: 800,
        seed: size,
      });
      const common = ['--repo', repo, '--upstream', 'upstream', '--fork', 'fork', '--no-cache'];
      const lag = await repeated(() => limited(process.execPath, [cli, 'lag', ...common, '--json']));
      const planFile = join(root, `plan-${size}.json`);
      const plan = await repeated(() =>
        limited(process.execPath, [cli, 'plan', ...common, '--out', planFile, '--json']),
      );
      const pending = plan.timedOut
        ? Math.round(size * 0.87)
        : (JSON.parse(await readFile(planFile, 'utf8')) as Plan).pending.length;
      points.push({ pending, lag, plan });
      log(
        `${pending}${plan.timedOut ? ' (estimated)' : ''} pending of ${size} upstream: lag ${text(lag)} ` +
          `(${perCommit(lag, pending)}), plan ${text(plan)} (${perCommit(plan, pending)})`,
      );
      await rm(repo, { recursive: true, force: true });
    }
    // The issue's "plan of every pending commit" figure: a real fork has ~440 pending; the smallest size is nearest.
    const smallest = points[0]!;
    const results: BenchResult[] = [
      {
        name: `plan of every pending commit (${smallest.pending}, cold CLI, no cache)`,
        value: smallest.plan.ms / 1000,
        unit: 's',
        target: `< ${PLAN_ALL_LIMIT_S}`,
        ok: !smallest.plan.timedOut && smallest.plan.ms < PLAN_ALL_LIMIT_S * 1000,
      },
    ];
    for (const what of ['lag', 'plan'] as const) {
      const slopes = points.slice(1).map((p, i) => slope(points[i]!, p, what, 'ms'));
      const cpuSlopes = points.slice(1).map((p, i) => slope(points[i]!, p, what, 'cpuMs'));
      log(
        `${what} slope: ${slopes
          .map(
            (s, i) =>
              `${points[i]!.pending}→${points[i + 1]!.pending}: ${s.toFixed(1)} ms wall, ` +
              `${cpuSlopes[i]!.toFixed(1)} ms CPU per pending commit`,
          )
          .join('; ')}`,
      );
      const largest = points.at(-1)!;
      const finished = points.every((p) => !p[what].timedOut);
      // Judged on CPU where there is one: on a shared machine wall time follows the load more than the size.
      const judged = cpuSlopes.every(Number.isFinite) ? cpuSlopes : slopes;
      const growth = judged.at(-1)! / judged[0]!;
      results.push(
        {
          name: `growth: ${what} of ${largest.pending} pending finishes`,
          value: largest[what].ms / 1000,
          unit: 's',
          target: `< ${LIMIT_S}`,
          ok: finished,
        },
        {
          name: `growth: ${what} slope (${judged === cpuSlopes ? 'CPU' : 'wall'}) at ~8,000 / at ~500 pending`,
          value: finished ? growth : Infinity,
          unit: 'x',
          target: `≤ ${SLOPE_GROWTH_MAX} (linear)`,
          ok: finished && growth <= SLOPE_GROWTH_MAX,
        },
      );
    }
    return results;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** RUNS runs, their median; a run killed at the limit is the answer: it is not repeated. */
async function repeated(run: () => Promise<Run>): Promise<Run> {
  const runs: Run[] = [];
  while (runs.length < RUNS && !runs.some((r) => r.timedOut)) runs.push(await run());
  return medianRun(runs);
}

/** The median wall and the median CPU of the runs (each on its own); a run killed at the limit decides alone. */
function medianRun(runs: readonly Run[]): Run {
  const killed = runs.find((r) => r.timedOut);
  if (killed) return killed;
  const { wallMs, cpuMs } = medianOf(
    runs.map((r) => ({ wallMs: r.ms, exitCode: 0, ...(r.cpuMs === undefined ? {} : { cpuMs: r.cpuMs }) })),
  );
  return { ms: wallMs, ...(cpuMs === undefined ? {} : { cpuMs }), timedOut: false };
}

/** Milliseconds per pending commit between two sizes (NaN without CPU figures). */
function slope(a: Point, b: Point, what: 'lag' | 'plan', of: 'ms' | 'cpuMs'): number {
  const from = a[what][of];
  const to = b[what][of];
  if (from === undefined || to === undefined) return NaN;
  return (to - from) / Math.max(1, b.pending - a.pending);
}

function text(r: Run): string {
  if (r.timedOut) return `NOT FINISHED in ${LIMIT_S} s`;
  return `${(r.ms / 1000).toFixed(1)} s${r.cpuMs === undefined ? '' : ` (CPU ${(r.cpuMs / 1000).toFixed(1)} s)`}`;
}

function perCommit(r: Run, pending: number): string {
  return r.timedOut ? 'n/a' : `${(r.ms / Math.max(1, pending)).toFixed(1)} ms per pending commit`;
}

/** One cold CLI process, killed (its whole process group) at the limit. */
function limited(node: string, args: readonly string[]): Promise<Run> {
  const cpuBefore = treeCpuMs();
  const start = process.hrtime.bigint();
  const child = spawn(node, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }, LIMIT_S * 1000);
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const cpuAfter = treeCpuMs();
      if (!timedOut && code !== 0) {
        fail(new Error(`${args[1]} exited with ${code}: ${err.slice(-2000)}`));
        return;
      }
      const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? { cpuMs: cpuAfter - cpuBefore } : {};
      done({ ms, timedOut, ...cpu });
    });
  });
}
