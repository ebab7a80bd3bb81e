/**
 * `npm run bench lag`:
 * 1. ledger agreement: a generated fork of ≥ 2,000 upstream commits that records its ingestion by every real
 *    convention (src/demo/fork-conventions.ts: trailers, PR numbers in subjects and bundle lists, body sections,
 *    dispositions, path rules, patch-id and content picks, with the hostile variants). Every upstream commit's class
 *    is known: target 100%. Needs nothing from ../shared.
 * 2. lag time vs `git cherry <fork> <upstream>` on that repository (target ≤ 1.0×: in-process, no cache), and on a
 *    fork replayed from the real Triton/FBTriton history shapes (../shared/data when present, else the embedded
 *    sample, tiled). The target's in-process run is a fresh Node process that loads the modules, runs lag once to
 *    warm up, then alternates lag and git cherry: the bench's own process holds the generator's heap, and Node
 *    starts every child process in time proportional to the parent's resident memory (measured here: 7.5 ms at
 *    46 MB, 15 ms at 300 MB, 66 ms at 954 MB), which is the bench's cost, not lag's. The run inside the bench's
 *    process is printed beside it.
 * 3. reported beside it on the convention fork: lag with the previous run's history cache, and lag as a cold CLI
 *    process — `dist/cli/index.js` (the bundle users run; the compiled sources without it), or the CLI that the
 *    environment variable UPSTREAM_INGEST_BENCH_CLI names (e.g. a private build when dist/ is stale). Wall and CPU of each process tree.
 * `UI_BENCH_LAG_KEEP=<dir>` builds both forks there and leaves them (with the ledger and config files) for profiling.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PlanCacheFile } from '../src/adapters/cache/plan-cache.js';
import type { HistoryCache } from '../src/adapters/cache/history-cache.js';
import { createGitRunner } from '../src/adapters/git/run/git-runner.js';
import { buildConventionFork, CYCLE } from '../src/demo/fork-conventions.js';
import { replayShapes } from '../src/demo/shape-replay.js';
import { parseLagOptions } from '../src/services/lag/options.js';
import { programOptionFace } from '../src/shared/options-face.js';
import { runReportLag } from '../src/services/lag/report-lag.js';
import { silentLogger } from '../src/shared/logger.js';
import { medianMs, timeIt, type BenchResult } from './bench-result.js';
import { timeWithCpu } from './cpu-time.js';
import { moduleUrl, runFreshNode } from './fresh-node.js';
import { benchWorkDir } from './work-dir.js';
import { loadBenchShapes } from './shapes.js';

const here = dirname(fileURLToPath(import.meta.url));
const TARGET_RATIO = 1.0;
const MIN_UPSTREAM = 2_000;
/** Alternated runs of the in-process target (lag, then git cherry, each time). */
const FRESH_RUNS = 9;

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  // `UI_BENCH_LAG_KEEP=<dir>`: the generated forks (conventions/, shapes/), the ledger and config files are left
  // there for profiling a lag run on them again.
  const work = await benchWorkDir(
    'UI_BENCH_LAG_KEEP',
    ['conventions', 'shapes', 'ledger.json', 'config.json', 'lag-history-cache.json'],
    'ui-bench-lag-',
  );
  const { root } = work;
  try {
    return [...(await conventions(root, log)), ...(await shapes(root, log))];
  } finally {
    if (work.kept) log(`generated forks kept in ${work.kept} (UI_BENCH_LAG_KEEP)`);
    await work.done();
  }
}

async function conventions(root: string, log: (line: string) => void): Promise<BenchResult[]> {
  const dir = join(root, 'conventions');
  const built = await timeIt(async () => {
    await mkdir(dir, { recursive: true });
    return buildConventionFork(dir, Math.ceil(MIN_UPSTREAM / CYCLE) + 1);
  });
  const f = built.result;
  log(
    `convention fork: ${f.expected.size} upstream commits, ${f.forkCommits} fork commits (${(built.ms / 1000).toFixed(1)} s)`,
  );
  const ledgerPath = join(root, 'ledger.json');
  const configPath = join(root, 'config.json');
  await writeFile(ledgerPath, JSON.stringify(f.ledger));
  await writeFile(configPath, JSON.stringify({ ...f.config, ledger: ledgerPath }));
  const git = createGitRunner(dir);
  // The lag options parser every face uses: the bench states only its inputs.
  const { settings } = await parseLagOptions(
    { repo: dir, upstream: f.upstreamBranch, fork: f.forkBranch, config: configPath, now: '2026-09-01T00:00:00Z' },
    { face: programOptionFace('lag bench') },
  );
  const run = () => runReportLag(settings, { git, logger: silentLogger });
  const { report } = await run();
  // Agreement is on the whole class: status, evidence kinds and disposition (cut subjects, markdown sections, task
  // groups, reapplies, content behind a pending commit and sticky reverts included).
  let agree = 0;
  const wrong: string[] = [];
  for (const c of report.commits) {
    const e = f.expected.get(c.sha);
    const same =
      e &&
      e.status === c.status &&
      JSON.stringify(e.via) === JSON.stringify(c.via) &&
      (e.disposition ?? null) === (c.disposition ?? null);
    if (same) agree++;
    else if (wrong.length < 5) wrong.push(`${c.sha.slice(0, 10)} ${c.status} ${c.via.join('+')}`);
  }
  if (wrong.length) log(`  disagreements (first ${wrong.length}): ${wrong.join('; ')}`);
  const total = f.expected.size;
  const pct = (100 * agree) / total;
  log(
    `lag: backlog ${report.backlog}, via ${Object.entries(report.counts.via)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}; ` + `agreement ${agree}/${total}`,
  );
  const cherry = await git.run(['cherry', f.forkBranch, f.upstreamBranch]);
  const cherryPresent = cherry.stdout.split('\n').filter((l) => l.startsWith('-')).length;
  // Alternating, so that a burst of load on a shared machine hits both sides alike.
  const lagSamples: Sample[] = [];
  const cherrySamples: Sample[] = [];
  for (let i = 0; i < 5; i++) {
    lagSamples.push(await sample(run));
    cherrySamples.push(await sample(() => git.run(['cherry', f.forkBranch, f.upstreamBranch])));
  }
  const inBench = { lag: medianSample(lagSamples), cherry: medianSample(cherrySamples) };
  const fresh = await inFreshProcess({
    repo: dir,
    upstream: f.upstreamBranch,
    fork: f.forkBranch,
    config: configPath,
    now: '2026-09-01T00:00:00Z',
  });
  // The median of the pair ratios (each lag beside the git cherry run right after it): a burst of load moves both.
  const ratio = fresh.pairs.wall;
  log(
    `lag ${fresh.lag.ms.toFixed(0)} ms (${cpuText(fresh.lag)}), git cherry ${fresh.cherry.ms.toFixed(0)} ms ` +
      `(${cpuText(fresh.cherry)}) (medians of ${FRESH_RUNS}, in-process in a fresh Node process, no cache); ` +
      `median pair ratio wall ${fresh.pairs.wall.toFixed(2)}×` +
      `${fresh.pairs.cpu !== undefined ? `, CPU ${fresh.pairs.cpu.toFixed(2)}×` : ''}; git cherry finds ${cherryPresent} present`,
  );
  log(
    `  the same inside the bench's process (its generator's heap makes every child start slower): lag ` +
      `${inBench.lag.ms.toFixed(0)} ms (${cpuText(inBench.lag)}), git cherry ${inBench.cherry.ms.toFixed(0)} ms ` +
      `(${cpuText(inBench.cherry)}), ${(inBench.lag.ms / inBench.cherry.ms).toFixed(2)}×`,
  );
  const extra = await lagVariants(root, log, {
    dir,
    configPath,
    upstream: f.upstreamBranch,
    fork: f.forkBranch,
    inProcess: (history) => runReportLag(settings, { git, logger: silentLogger, ...(history ? { history } : {}) }),
    cherry: () => git.run(['cherry', f.forkBranch, f.upstreamBranch]),
  });
  return [
    {
      name: `ledger agreement on a generated fork (${total} upstream commits, every convention)`,
      value: Math.round(pct * 100) / 100,
      unit: '%',
      target: '100%',
      ok: agree === total && total >= MIN_UPSTREAM,
    },
    {
      name: 'lag / git cherry time (convention fork)',
      value: Math.round(ratio * 100) / 100,
      unit: '×',
      target: `≤ ${TARGET_RATIO}×`,
      ok: ratio <= TARGET_RATIO,
    },
    ...extra,
  ];
}

interface VariantInputs {
  dir: string;
  configPath: string;
  upstream: string;
  fork: string;
  inProcess: (history?: HistoryCache) => Promise<unknown>;
  cherry: () => Promise<unknown>;
}

/**
 * The same lag, two more ways, each beside `git cherry` (alternating, medians of 5, wall and CPU of the whole
 * process tree — CPU is far less sensitive to a loaded machine than wall):
 * - warm: with the previous run's history cache (commit records and patch-ids kept by SHA, as a daily run has them);
 * - a cold CLI process: `lag --json --no-cache` in a fresh Node process, module loading included. The CLI is
 *   `dist/cli/index.js` (else the compiled sources), or the file UPSTREAM_INGEST_BENCH_CLI names (e.g. a private
 *   build of the CLI when dist/ is stale).
 * Both are reported; the target above is the in-process run without a cache.
 */
async function lagVariants(root: string, log: (line: string) => void, v: VariantInputs): Promise<BenchResult[]> {
  const cacheFile = join(root, 'lag-history-cache.json');
  const filling = await PlanCacheFile.load(cacheFile, silentLogger);
  await v.inProcess(filling.history);
  await filling.save();
  const warm = async () => v.inProcess((await PlanCacheFile.load(cacheFile, silentLogger)).history);
  // The bundle users run (dist/, committed), else the compiled sources; or the one the environment names.
  const dist = resolve(here, '..', '..', 'dist', 'cli', 'index.js');
  const cli = process.env.UPSTREAM_INGEST_BENCH_CLI
    ? resolve(process.env.UPSTREAM_INGEST_BENCH_CLI)
    : existsSync(dist)
      ? dist
      : join(here, '..', 'src', 'cli', 'index.js');
  const args = ['lag', '--repo', v.dir, '--upstream', v.upstream, '--fork', v.fork, '--config', v.configPath];
  const cold = () => runNode(cli, [...args, '--now', '2026-09-01T00:00:00Z', '--json', '--no-cache']);
  const pairs: Record<'warm' | 'cold' | 'cherryWarm' | 'cherryCold', Sample[]> = {
    warm: [],
    cold: [],
    cherryWarm: [],
    cherryCold: [],
  };
  for (let i = 0; i < 5; i++) {
    pairs.warm.push(await sample(warm));
    pairs.cherryWarm.push(await sample(v.cherry));
    pairs.cold.push(await sample(cold));
    pairs.cherryCold.push(await sample(v.cherry));
  }
  const m = (k: keyof typeof pairs) => medianSample(pairs[k]);
  const line = (name: string, a: Sample, b: Sample) =>
    `${name} ${a.ms.toFixed(0)} ms wall, ${cpuText(a)} vs git cherry ${b.ms.toFixed(0)} ms, ${cpuText(b)}` +
    ` (wall ${(a.ms / b.ms).toFixed(2)}×${a.cpuMs !== undefined && b.cpuMs ? `, CPU ${(a.cpuMs / b.cpuMs).toFixed(2)}×` : ''})`;
  log(line("lag warm (the previous run's history cache):", m('warm'), m('cherryWarm')));
  log(line(`lag cold CLI process (${relative(process.cwd(), cli) || cli}):`, m('cold'), m('cherryCold')));
  return [
    {
      name: 'lag warm (history cache) / git cherry time (convention fork)',
      value: Math.round((m('warm').ms / m('cherryWarm').ms) * 100) / 100,
      unit: '×',
      target: 'reported',
      ok: true,
    },
    {
      name: 'lag cold CLI process / git cherry time (convention fork)',
      value: Math.round((m('cold').ms / m('cherryCold').ms) * 100) / 100,
      unit: '×',
      target: 'reported',
      ok: true,
    },
  ];
}

interface Sample {
  ms: number;
  /** User + system CPU of this process and every child it waited for (Linux), else undefined. */
  cpuMs?: number;
}

async function sample(fn: () => Promise<unknown>): Promise<Sample> {
  const { ms, cpuMs } = await timeWithCpu(fn);
  return { ms, ...(cpuMs !== undefined ? { cpuMs } : {}) };
}

function medianSample(samples: readonly Sample[]): Sample {
  const at = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const cpus = samples.flatMap((s) => (s.cpuMs === undefined ? [] : [s.cpuMs]));
  return { ms: at(samples.map((s) => s.ms)), ...(cpus.length ? { cpuMs: at(cpus) } : {}) };
}

function cpuText(s: Sample): string {
  return s.cpuMs === undefined ? 'CPU n/a' : `${s.cpuMs.toFixed(0)} ms CPU`;
}

/**
 * lag in-process, no cache, in a fresh Node process (modules loaded and one warm-up run first, as a long-running
 * caller has them), alternating with git cherry: medians of 9 and the median of the 9 pair ratios (on two cores both sides move ±30 % run to run, and
 * the target is a ratio of ~200 ms figures), wall and CPU of the process tree of each.
 */
async function inFreshProcess(raw: {
  repo: string;
  upstream: string;
  fork: string;
  config: string;
  now: string;
}): Promise<{ lag: Sample; cherry: Sample; pairs: { wall: number; cpu?: number } }> {
  const script = `
    const { parseLagOptions } = await import(${moduleUrl('src/services/lag/options.js')});
    const { programOptionFace } = await import(${moduleUrl('src/shared/options-face.js')});
    const { runReportLag } = await import(${moduleUrl('src/services/lag/report-lag.js')});
    const { createGitRunner } = await import(${moduleUrl('src/adapters/git/run/git-runner.js')});
    const { silentLogger } = await import(${moduleUrl('src/shared/logger.js')});
    const { timeWithCpu } = await import(${moduleUrl('bench/cpu-time.js')});
    const raw = ${JSON.stringify(raw)};
    const git = createGitRunner(raw.repo);
    const { settings } = await parseLagOptions(raw, { face: programOptionFace('lag bench') });
    const lag = () => runReportLag(settings, { git, logger: silentLogger });
    const cherry = () => git.run(['cherry', raw.fork, raw.upstream]);
    await lag();
    await cherry();
    const out = { lag: [], cherry: [] };
    for (let i = 0; i < ${FRESH_RUNS}; i++) {
      out.lag.push(await timeWithCpu(lag).then(({ ms, cpuMs }) => ({ ms, cpuMs })));
      out.cherry.push(await timeWithCpu(cherry).then(({ ms, cpuMs }) => ({ ms, cpuMs })));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = await runFreshNode(script, 'lag run');
  const parsed = JSON.parse(stdout) as { lag: Sample[]; cherry: Sample[] };
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const cpus = parsed.lag.flatMap((l, i) => {
    const c = parsed.cherry[i]!;
    return l.cpuMs !== undefined && c.cpuMs ? [l.cpuMs / c.cpuMs] : [];
  });
  return {
    lag: medianSample(parsed.lag),
    cherry: medianSample(parsed.cherry),
    pairs: {
      wall: mid(parsed.lag.map((l, i) => l.ms / parsed.cherry[i]!.ms)),
      ...(cpus.length === parsed.lag.length ? { cpu: mid(cpus) } : {}),
    },
  };
}

function runNode(script: string, args: readonly string[]): Promise<void> {
  return new Promise((done, fail) => {
    const p = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('close', (code) => (code === 0 ? done() : fail(new Error(`lag CLI failed (${code}): ${err.slice(0, 2000)}`))));
  });
}

async function shapes(root: string, log: (line: string) => void): Promise<BenchResult[]> {
  // ../shared/data's real shapes beside a developer's clone, else the embedded sample tiled to the same size (a
  // user's clone): the figure is reproducible everywhere, and the log names the data it ran on.
  const { upstream, fork, source } = await loadBenchShapes(2042);
  log(`shape-replayed fork: shapes from ${source}`);
  const repo = join(root, 'shapes');
  const built = await timeIt(() =>
    replayShapes(repo, {
      upstream,
      fork,
      pickFraction: 0.8,
      patchIdFraction: 0.04,
      unpickedTailFraction: 0.1,
      trailerKey: 'Reactor Cherry-pick Revision',
      seed: 1663,
    }),
  );
  const r = built.result;
  log(
    `shape-replayed fork: ${r.upstreamCommits} upstream commits, ${r.forkOwnCommits} fork-own commits, ` +
      `${r.pickedWithTrailer} picks with trailers, ${r.pickedWithoutTrailer} without (${(built.ms / 1000).toFixed(1)} s)`,
  );
  const git = createGitRunner(repo);
  const { settings } = await parseLagOptions(
    {
      repo,
      upstream: r.upstreamBranch,
      fork: r.forkBranch,
      trailers: ['Reactor Cherry-pick Revision'],
      now: '2026-09-01T00:00:00Z',
    },
    { face: programOptionFace('lag bench') },
  );
  const runOnce = async () => (await runReportLag(settings, { git, logger: silentLogger })).report;
  const report = await runOnce();
  log(
    `lag: ${report.counts.missingByAncestry} missing by ancestry, ${report.counts.ingestedByTrailer} by trailer, ` +
      `${report.counts.ingestedByPatchId} by patch-id, ${report.counts.via.content} by content, backlog ${report.backlog}`,
  );
  const cherryOut = await git.run(['cherry', r.forkBranch, r.upstreamBranch]);
  const cherryPresent = cherryOut.stdout.split('\n').filter((l) => l.startsWith('-')).length;
  const lagMs = await medianMs(5, runOnce);
  const cherryMs = await medianMs(5, () => git.run(['cherry', r.forkBranch, r.upstreamBranch]));
  const ratio = lagMs / cherryMs;
  log(`lag ${lagMs.toFixed(0)} ms, git cherry ${cherryMs.toFixed(0)} ms (medians of 5)`);
  return [
    {
      name: 'lag / git cherry time (shape-replayed fork)',
      value: Math.round(ratio * 100) / 100,
      unit: '×',
      target: `≤ ${TARGET_RATIO}×`,
      ok: ratio <= TARGET_RATIO,
    },
    {
      name: 'upstream commits found present (lag vs git cherry)',
      value: report.counts.ingested,
      unit: `commits (git cherry: ${cherryPresent})`,
      target: `≥ ${cherryPresent}`,
      ok: report.counts.ingested >= cherryPresent,
    },
  ];
}
