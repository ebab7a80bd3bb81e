/**
 * compare-bench figures:
 * - speed: 10,000 benchmarks × 30 samples per side (native JSON, ~1.5 % noise) from file text to verdict; < 2 s
 *   warm in this process, and ≤ 1.0 s cold: a fresh `upstream-ingest compare-bench` process of the CLI bundle
 *   (module loading included; UPSTREAM_INGEST_BENCH_CLI, else dist/), CPU time beside (issue 16); and ≤ 1.3× a
 *   plain reference (compare-reference.ts: the same files read, medians, a Mann–Whitney U test, Benjamini–Hochberg,
 *   in a fresh process too), median of 7 interleaved pair ratios, wall and CPU, the load beside (issue 30).
 * - the gate on big, noisy suites (generated Google Benchmark files, fixed seeds): 1,000 kernels × 10 repetitions
 *   × 3 % noise A/A says no-change in ≥ 90 % of 50 seeds and flags no kernel in ≥ 95 %; the same with 10 kernels
 *   10 % slower says regressed in ≥ 95 %, naming exactly those; 20 kernels × 30 repetitions × 2 % noise, +8 %:
 *   ≥ 19 of 20 regressed, and the A/A flags none.
 * - history: 500 benchmarks × 200 commits of change-point detection < 5 s; a 3 % step in 2 % noise found at the
 *   right commit in ≥ 90 % of series, ≤ 1 false change point per 100 series.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareBench, DEFAULT_COMPARE_SETTINGS } from '../src/domain/bench/compare.js';
import { detectChangePoints } from '../src/domain/bench/change-points.js';
import { parseBenchText } from '../src/domain/bench/detect.js';
import { mergeSide } from '../src/domain/bench/merge.js';
import { renderBenchMarkdown } from '../src/domain/bench/render-markdown.js';
import { renderBenchSvg } from '../src/domain/bench/render-svg.js';
import { createRng, gaussian } from '../src/domain/bench/rng.js';
import { kernelName, syntheticGbench, type SyntheticSuite } from './synthetic-gbench.js';
import { NATIVE_BENCH_FORMAT, type NativeBenchFile } from '../src/schemas/bench.js';
import type { BenchResult } from './bench-result.js';
import { benchCli, coldRun, fmt, medianOf, type ColdRun } from './cold-cli.js';

const BENCHMARKS = 10_000;
const SAMPLES = 30;
const TARGET_MS = 2000;
const COLD_TARGET_MS = 1000;

function makeFile(seed: number, slowdown: (i: number) => number): string {
  const rng = createRng(seed);
  const file: NativeBenchFile = {
    format: NATIVE_BENCH_FORMAT,
    version: 1,
    env: { gpu: 'NVIDIA H100 80GB HBM3', driver: '550.54.15', cuda: '12.4' },
    benchmarks: Array.from({ length: BENCHMARKS }, (_, i) => {
      const mean = 0.01 * (1 + (i % 97));
      return {
        name: `kernel_${i % 100}/shape_${Math.floor(i / 100)}/fp16`,
        unit: 'ms',
        direction: 'smaller' as const,
        samples: Array.from({ length: SAMPLES }, () => mean * slowdown(i) * Math.exp(0.015 * gaussian(rng))),
      };
    }),
  };
  return JSON.stringify(file);
}

function runOnce(
  baseText: string,
  candText: string,
): { ms: number; compareMs: number; verdict: string; regressed: number; bootstrapped: number } {
  const start = performance.now();
  const baseline = mergeSide('baseline', [parseBenchText(baseText, 'baseline.json')]);
  const candidate = mergeSide('candidate', [parseBenchText(candText, 'candidate.json')]);
  const compareStart = performance.now();
  const result = compareBench({ baseline, candidate }, DEFAULT_COMPARE_SETTINGS);
  const compareMs = performance.now() - compareStart;
  renderBenchMarkdown(result);
  renderBenchSvg(result);
  const bootstrapped = result.benchmarks.filter((b) => b.ciMethod === 'bootstrap').length;
  return {
    ms: performance.now() - start,
    compareMs,
    verdict: result.verdict,
    regressed: result.counts.regressed,
    bootstrapped,
  };
}

/** One generated A/B: both sides as Google Benchmark JSON text, through the parser like a user's files. */
export function gateRun(suite: Omit<SyntheticSuite, 'seed' | 'factor'>, seed: number, factor?: (i: number) => number) {
  const base = JSON.stringify(syntheticGbench({ ...suite, seed: seed * 2 + 1 }));
  const cand = JSON.stringify(syntheticGbench({ ...suite, seed: seed * 2 + 2, ...(factor ? { factor } : {}) }));
  return compareBench(
    {
      baseline: mergeSide('baseline', [parseBenchText(base, 'base.json')]),
      candidate: mergeSide('candidate', [parseBenchText(cand, 'cand.json')]),
    },
    { ...DEFAULT_COMPARE_SETTINGS, seed },
  );
}

function gateTargets(log: (line: string) => void): BenchResult[] {
  const big = { kernels: 1000, repetitions: 10, noise: 0.03 };
  const seeds = 50;
  let noChange = 0;
  let clean = 0;
  let undecidedShare = 0;
  for (let s = 0; s < seeds; s++) {
    const r = gateRun(big, s);
    if (r.verdict === 'no-change') noChange++;
    if (r.counts.regressed + r.counts.improved === 0) clean++;
    undecidedShare += r.counts.inconclusive / r.counts.compared / seeds;
  }
  const slow = new Set(Array.from({ length: 10 }, (_, k) => kernelName(k * 97)));
  let regressed = 0;
  let named = 0;
  let onlyThose = 0;
  let exactly = 0;
  for (let s = 0; s < seeds; s++) {
    const r = gateRun(big, 100 + s, (i) => (slow.has(kernelName(i)) ? 1.1 : 1));
    const flagged = r.benchmarks.filter((b) => b.status === 'regressed').map((b) => b.name);
    if (r.verdict === 'regressed') regressed++;
    const right = flagged.filter((n) => slow.has(n)).length;
    named += right / slow.size / seeds;
    if (right === flagged.length) onlyThose++;
    if (right === slow.size && right === flagged.length) exactly++;
  }
  const small = { kernels: 20, repetitions: 30, noise: 0.02 };
  const plus8 = gateRun(small, 7, () => 1.08);
  const aa = gateRun(small, 8);
  const aaFlagged = aa.counts.regressed + aa.counts.improved;
  log(
    `1,000 × 10 × 3 % A/A: no-change ${noChange}/${seeds}, nothing flagged ${clean}/${seeds}, ` +
      `mean undecided share ${(undecidedShare * 100).toFixed(1)} %; 10 kernels +10 %: regressed ${regressed}/${seeds}, ` +
      `${(named * 100).toFixed(1)} % of them named, no other named ${onlyThose}/${seeds}, all and only them ${exactly}/${seeds}; 20 × 30 × 2 % +8 %: ${plus8.counts.regressed}/20 regressed, A/A flagged ${aaFlagged}`,
  );
  return [
    {
      name: 'gate A/A 1,000 kernels × 10 reps × 3 % noise: verdict no-change',
      value: (noChange / seeds) * 100,
      unit: '% of seeds',
      target: '≥ 90 %',
      ok: noChange / seeds >= 0.9,
    },
    {
      name: 'gate A/A 1,000 kernels × 10 reps × 3 % noise: no kernel flagged',
      value: (clean / seeds) * 100,
      unit: '% of seeds',
      target: '≥ 95 %',
      ok: clean / seeds >= 0.95,
    },
    {
      name: 'gate 1,000 kernels, 10 of them 10 % slower: verdict regressed',
      value: (regressed / seeds) * 100,
      unit: '% of seeds',
      target: '≥ 95 %',
      ok: regressed / seeds >= 0.95,
    },
    {
      name: 'gate 1,000 kernels, 10 of them 10 % slower: share of those 10 named',
      value: named * 100,
      unit: '% (mean over seeds)',
      target: '≥ 90 %',
      ok: named >= 0.9,
    },
    {
      name: 'gate 1,000 kernels, 10 of them 10 % slower: no other kernel named',
      value: (onlyThose / seeds) * 100,
      unit: '% of seeds',
      target: '≥ 90 % (false-discovery control at 5 %)',
      ok: onlyThose / seeds >= 0.9,
    },
    {
      name: 'gate 20 kernels × 30 reps × 2 % noise, +8 %: regressed',
      value: plus8.counts.regressed,
      unit: 'of 20',
      target: '≥ 19',
      ok: plus8.counts.regressed >= 19,
    },
    {
      name: 'gate 20 kernels × 30 reps × 2 % noise, A/A: flagged',
      value: aaFlagged,
      unit: 'kernels',
      target: '0',
      ok: aaFlagged === 0,
    },
  ];
}

function historyTargets(log: (line: string) => void): BenchResult[] {
  const series = 500;
  const commits = 200;
  const rng = createRng(4242);
  const data: { values: number[]; step: number | null }[] = [];
  for (let s = 0; s < series; s++) {
    const step = s % 2 === 0 ? 40 + Math.floor(rng() * 120) : null;
    const values = Array.from(
      { length: commits },
      (_, i) => (step !== null && i >= step ? 1.03 : 1) * Math.exp(0.02 * gaussian(rng)),
    );
    data.push({ values, step });
  }
  const start = performance.now();
  const found = data.map((d) => detectChangePoints(d.values));
  const ms = performance.now() - start;
  let hit = 0;
  let stepped = 0;
  let falses = 0;
  let exact = 0;
  data.forEach((d, i) => {
    const cps = found[i]!;
    if (d.step === null) falses += cps.length;
    else {
      stepped++;
      // Found at the right commit: the reported commit range holds the commit where the step began.
      if (cps.some((c) => c.range[0] <= d.step! && d.step! <= c.range[1])) hit++;
      if (cps.some((c) => c.index === d.step)) exact++;
      falses += Math.max(0, cps.length - 1);
    }
  });
  const perHundred = (falses / series) * 100;
  log(
    `history: ${series} × ${commits} in ${ms.toFixed(0)} ms; step's commit inside the reported range ${hit}/${stepped} ` +
      `(best estimate exactly on it ${exact}/${stepped}); ` +
      `${falses} false change points over ${series} series`,
  );
  return [
    {
      name: `history ${series} benchmarks × ${commits} commits (E-divisive means)`,
      value: ms,
      unit: 'ms',
      target: '< 5000 ms',
      ok: ms < 5000,
    },
    {
      name: 'history: 3 % step in 2 % noise found at the right commit (inside the reported commit range)',
      value: (hit / stepped) * 100,
      unit: '% of series',
      target: '≥ 90 %',
      ok: hit / stepped >= 0.9,
    },
    {
      name: 'history: false change points',
      value: perHundred,
      unit: 'per 100 series',
      target: '≤ 1',
      ok: perHundred <= 1,
    },
  ];
}

/** Interleaved pairs of the cold CLI and the plain reference (issue 30): at least 5, A B A B. */
const PAIRS = 7;
const REFERENCE_TARGET = 1.3;
const here = dirname(fileURLToPath(import.meta.url));

/** The machine's load beside a figure (2 shared cores: a ratio is only as good as its neighbours are quiet). */
function load(): string {
  try {
    return `load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`;
  } catch {
    return 'load unknown';
  }
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One process's stdout (the sanity check of the flagged names; not timed). */
function stdoutOf(script: string, args: readonly string[]): Promise<string> {
  return new Promise((done, fail) =>
    execFile(process.execPath, [script, ...args], { maxBuffer: 1 << 30 }, (error, stdout) =>
      error && error.code !== 1 ? fail(error) : done(stdout),
    ),
  );
}

/** The regressed names the product and the plain reference give for the same two files, for the log. */
async function sameFlagged(cli: string, reference: string, base: string, cand: string): Promise<string> {
  const product = JSON.parse(
    await stdoutOf(cli, ['compare-bench', '--baseline', base, '--candidate', cand, '--json', '--fail-on', 'never']),
  ) as { benchmarks: { name: string; status: string }[] };
  const ours = product.benchmarks.filter((b) => b.status === 'regressed').map((b) => b.name);
  const theirs = (await stdoutOf(reference, [base, cand])).trim().split('\n').slice(1);
  const onlyOurs = ours.filter((n) => !theirs.includes(n));
  const onlyTheirs = theirs.filter((n) => !ours.includes(n));
  return onlyOurs.length + onlyTheirs.length === 0
    ? `sanity: product and reference flag the same ${ours.length} regressed benchmark(s)`
    : `sanity: the flagged sets DIFFER: product only ${onlyOurs.join(', ') || '-'}; reference only ` +
        `${onlyTheirs.join(', ') || '-'} (the product uses the exact U distribution and its own threshold rules)`;
}

/**
 * compare-bench 10k × 30 cold: the bundled CLI in a fresh process per run (see cold-cli.ts), interleaved with the
 * plain reference (compare-reference.ts, a fresh process too): the absolute cold figure (issue 16) and the ratio to
 * the reference, median of the pair ratios, wall and CPU (issue 30).
 */
async function coldTargets(baseText: string, candText: string, log: (line: string) => void): Promise<BenchResult[]> {
  const name = 'compare 10,000 × 30 cold: a fresh `upstream-ingest compare-bench` process (text report)';
  const ratioName =
    'compare 10,000 × 30 cold CLI vs a plain reference (parse, medians, U test, BH), median of interleaved pair ratios';
  const cli = benchCli();
  const reference = join(here, 'compare-reference.js');
  if (!cli) {
    const skipped = 'no CLI bundle (dist/cli/index.js, UPSTREAM_INGEST_BENCH_CLI) and no compiled sources';
    return [
      { name, value: 0, unit: 'ms', target: `≤ ${COLD_TARGET_MS} ms`, ok: false, skipped },
      { name: ratioName, value: 0, unit: '×', target: `≤ ${REFERENCE_TARGET}×`, ok: false, skipped },
    ];
  }
  const dir = await mkdtemp(join(tmpdir(), 'ui-bench-cb-cold-'));
  try {
    const base = join(dir, 'base.json');
    const cand = join(dir, 'cand.json');
    await writeFile(base, baseText);
    await writeFile(cand, candText);
    const withFail = ['compare-bench', '--baseline', base, '--candidate', cand, '--fail-on', 'never'];
    const empty = await coldRun(cli.path, ['--version']);
    // One of each first: the compile cache and the page cache are warm for both before anything is timed.
    await coldRun(cli.path, withFail);
    await coldRun(reference, [base, cand]);
    const before = load();
    const runs: ColdRun[] = [];
    const plain: ColdRun[] = [];
    for (let i = 0; i < PAIRS; i++) {
      runs.push(await coldRun(cli.path, withFail));
      plain.push(await coldRun(reference, [base, cand]));
    }
    const after = load();
    const mid = medianOf(runs);
    const wallRatio = median(runs.map((r, i) => r.wallMs / plain[i]!.wallMs));
    const cpuRatios = runs.flatMap((r, i) =>
      r.cpuMs !== undefined && plain[i]!.cpuMs !== undefined ? [r.cpuMs / plain[i]!.cpuMs!] : [],
    );
    const ref = medianOf(plain);
    log(
      `cold CLI ${cli.what}: ${runs.map(fmt).join(' / ')}; median ${mid.wallMs.toFixed(0)} ms` +
        `${mid.cpuMs === undefined ? '' : ` (CPU ${mid.cpuMs.toFixed(0)} ms)`}; ` +
        `a bare \`upstream-ingest --version\` process takes ${fmt(empty)} here`,
    );
    log(
      `plain reference (compare-reference.js): ${plain.map(fmt).join(' / ')}; median ${ref.wallMs.toFixed(0)} ms` +
        `${ref.cpuMs === undefined ? '' : ` (CPU ${ref.cpuMs.toFixed(0)} ms)`}`,
    );
    log(
      `cold CLI ÷ reference over ${PAIRS} interleaved pairs: wall ${wallRatio.toFixed(2)}×` +
        `${cpuRatios.length ? `, CPU ${median(cpuRatios).toFixed(2)}×` : ''} (${before} before, ${after} after)`,
    );
    log(await sameFlagged(cli.path, reference, base, cand));
    return [
      { name, value: mid.wallMs, unit: 'ms', target: `≤ ${COLD_TARGET_MS} ms`, ok: mid.wallMs <= COLD_TARGET_MS },
      {
        name: ratioName,
        value: wallRatio,
        unit: `× wall (CPU ${cpuRatios.length ? median(cpuRatios).toFixed(2) : '?'}×)`,
        target: `≤ ${REFERENCE_TARGET}×`,
        ok: wallRatio <= REFERENCE_TARGET,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  const baseText = makeFile(1, () => 1);
  const candText = makeFile(2, (i) => (i % 1000 === 0 ? 1.2 : 1));
  log(
    `input: ${BENCHMARKS} benchmarks × ${SAMPLES} samples per side, ${(baseText.length / 1e6).toFixed(1)} MB of JSON each`,
  );
  runOnce(baseText, candText); // warm-up: JIT and the cached exact distributions
  const runs = [0, 1, 2].map(() => runOnce(baseText, candText));
  runs.sort((a, b) => a.ms - b.ms);
  const mid = runs[1]!;
  log(
    `verdict ${mid.verdict}, ${mid.regressed} regressed (10 injected); statistics alone ${mid.compareMs.toFixed(0)} ms; ` +
      `${mid.bootstrapped} of ${BENCHMARKS} intervals bootstrapped (the others decided unchanged: shift intervals)`,
  );
  return [
    {
      name: 'compare 10,000 benchmarks × 30 samples per side (parse → verdict → report)',
      value: mid.ms,
      unit: 'ms',
      target: `< ${TARGET_MS} ms`,
      ok: mid.ms < TARGET_MS,
    },
    ...(await coldTargets(baseText, candText, log)),
    ...gateTargets(log),
    ...historyTargets(log),
  ];
}
