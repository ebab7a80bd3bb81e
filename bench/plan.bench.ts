/**
 * `npm run bench plan`: `plan --limit 300` with conflict prediction on a fork generated from the real Triton/FBTriton
 * shapes, cold (a fresh Node process, module loading included), against floors a competent user would run:
 * - the naive floor: per pending commit, `git commit-tree <tip tree> -p C^` (dated like C, as a real commit is) and
 *   `git merge-tree --write-tree` as two processes — the exact predictor FACTS.md describes — timed in a fresh Node
 *   process (Node starts each child in time proportional to its own resident memory: inside the bench's process,
 *   which holds the generator's heap, the floor would look slower than a user's);
 * - the minimal merge floor (merge-floor.ts): the same picks' merges through ONE `git merge-tree --stdin` process;
 * - a worktree pass of plain `git cherry-pick -x` over the same commits (reported; it is also the ground truth).
 * Plan and floors alternate, three rounds; each ratio is the median of the per-round ratios, CPU printed beside wall.
 * Each round also times the ledger's ingestion alone (readIngestionState in a fresh process, as the plan calls it),
 * so the log splits plan's time into the ledger's share and plan's own (merges, hunks, dependencies, bundles).
 * Then warm: upstream advances by a day's commits and the plan runs again. Medians of 3.
 */
import { appendFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGitRunner, type GitRunner } from '../src/adapters/git/run/git-runner.js';
import type { PickVerdict } from '../src/adapters/git/pick/merge-tree.js';
import { replayShapes } from '../src/demo/shape-replay.js';
import type { Plan } from '../src/schemas/plan.js';
import { timeIt, type BenchResult } from './bench-result.js';
import { treeCpuMs } from './cpu-time.js';
import { moduleUrl, naiveFloorInChild, runFreshNode } from './fresh-node.js';
import { minimalMergeFloor, type MergeFloor } from './merge-floor.js';
import { loadBenchShapes } from './shapes.js';
import { benchWorkDir } from './work-dir.js';

const here = dirname(fileURLToPath(import.meta.url));
const LIMIT = 300;
/**
 * Interleaved rounds (plan cold, both merge floors, the naive floor, the ledger alone: ~5.5 s each). With three, the
 * ratio to the minimal merge floor read 1.40, 1.72, 1.60 and 1.43 in four full runs of near-identical builds.
 */
const RUNS = 5;
const MEMORY_LIMIT_MB = 500;
/** FACTS.md: upstream Triton lands 5.7 commits a day. */
const DAY_OF_COMMITS = 6;

interface ChildReport {
  ms: number;
  /** CPU of the child's whole process tree (Linux), for a loaded machine where wall time says little. */
  cpuMs?: number;
  maxRssMb: number;
  plan: Plan;
}

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  // `UI_BENCH_PLAN_KEEP=<dir>`: the generated fork is built in <dir>/repo and left there, for profiling a plan on it.
  const work = await benchWorkDir(
    'UI_BENCH_PLAN_KEEP',
    ['repo', 'floor-picks.json', 'wt', 'up', 'plan-cache.json'],
    'ui-bench-plan-',
  );
  const { root } = work;
  try {
    const shapes = await loadBenchShapes(2042);
    log(`shapes: ${shapes.source}`);
    const repo = join(root, 'repo');
    const built = await timeIt(() =>
      replayShapes(repo, {
        upstream: shapes.upstream,
        fork: shapes.fork,
        pickFraction: 0.4,
        patchIdFraction: 0.03,
        forkOwnLimit: 800,
        seed: 2042,
      }),
    );
    const r = built.result;
    log(
      `generated fork: ${r.upstreamCommits} upstream commits, ${r.forkOwnCommits} fork-own commits, ` +
        `${r.pickedWithTrailer} picks with trailers, ${r.pickedWithoutTrailer} without (${(built.ms / 1000).toFixed(1)} s)`,
    );

    // Plan and its floors alternate (A B C A B C): a load that comes and goes hits each about equally, and each
    // figure is the median of the per-round ratios (CPU beside wall: on a shared machine CPU moves far less).
    const first = await planInChild(repo);
    const plan = first.plan;
    const predicted = plan.pending.filter((c) => !plan.held.some((h) => h.sha === c.sha && h.kind !== 'empty'));
    const counts = countBy(plan.pending.map((c) => c.prediction));
    log(
      `plan --limit ${LIMIT}: ${plan.pending.length} pending, ${predicted.length} predicted (${Object.entries(counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')}), ${plan.bundles.length} bundles, ${plan.held.length} held`,
    );
    const git = createGitRunner(repo);
    const picks = await withParents(
      git,
      predicted.map((c) => c.sha),
    );
    log(`load average before the timed rounds: ${loadText()} (2 cores: wall figures above ~2 are shared time)`);
    const coldRuns: ChildReport[] = [];
    const ledgerRuns: Array<{ ms: number; cpuMs?: number }> = [];
    const minimalRuns: MergeFloor[] = [];
    const uncompressedRuns: MergeFloor[] = [];
    const naiveRuns: Array<{ ms: number; cpuMs?: number }> = [];
    let naiveVerdicts: PickVerdict[] = [];
    for (let i = 0; i < RUNS; i++) {
      coldRuns.push(i === 0 ? first : await planInChild(repo));
      minimalRuns.push(...(await minimalMergeFloor(git, plan.fork.sha, picks, 1)));
      uncompressedRuns.push(...(await minimalMergeFloor(git, plan.fork.sha, picks, 1, { uncompressed: true })));
      // In a fresh process: Node starts each child in time proportional to its own resident memory, and this
      // process holds the generator's heap — the floor would look slower than a user's, the ratio better.
      const naive = await naiveFloorInChild(repo, plan.fork.sha, picks, join(root, 'floor-picks.json'));
      naiveRuns.push(naive);
      naiveVerdicts = naive.verdicts;
      ledgerRuns.push(await ledgerInChild(repo));
    }
    const cold = medianOf(coldRuns);
    const naiveMs = median(naiveRuns.map((r) => r.ms));
    const naiveCpuMs = cpuMedian(naiveRuns);
    const minimal = medianOf(minimalRuns);
    const uncompressed = medianOf(uncompressedRuns);
    log(
      `plan cold (fresh process, ${RUNS} runs): ${(cold.ms / 1000).toFixed(2)} s, ${cpuText(cold.cpuMs)}, ` +
        `peak RSS ${cold.maxRssMb.toFixed(0)} MB`,
    );
    log(
      `naive floor (commit-tree dated like the pick + merge-tree, two processes per commit): ` +
        `${(naiveMs / 1000).toFixed(2)} s, ${cpuText(naiveCpuMs)} for ${picks.length} commits`,
    );
    log(
      `minimal merge floor (the same ${picks.length} merges through one merge-tree --stdin): ` +
        `${(minimal.ms / 1000).toFixed(2)} s, ${cpuText(minimal.cpuMs)}; with the plan's scratch setting ` +
        `(objects uncompressed, not the target's floor) ${(uncompressed.ms / 1000).toFixed(2)} s, ` +
        `${cpuText(uncompressed.cpuMs)}: plan / that ${pairRatio(coldRuns, uncompressedRuns).wall.toFixed(2)}× wall`,
    );
    const coldVsNaive = pairRatio(coldRuns, naiveRuns);
    const coldVsMinimal = pairRatio(coldRuns, minimalRuns);
    log(
      `plan cold / naive floor: ${coldVsNaive.wall.toFixed(2)}× wall, ${ratioText(coldVsNaive.cpu)} CPU; ` +
        `/ minimal merge floor: ${coldVsMinimal.wall.toFixed(2)}× wall, ${ratioText(coldVsMinimal.cpu)} CPU ` +
        `(medians of ${RUNS} interleaved pairs)`,
    );
    const ledger = medianOf(ledgerRuns);
    const ledgerShare = pairRatio(ledgerRuns, coldRuns);
    log(
      `of which the ledger's ingestion (readIngestionState alone, fresh process): ${(ledger.ms / 1000).toFixed(2)} s, ` +
        `${cpuText(ledger.cpuMs)}: ${pct(ledgerShare.wall)} of plan's wall, ${pct(ledgerShare.cpu)} of its CPU; ` +
        `plan's own part / minimal merge floor: ${ownRatio(coldRuns, ledgerRuns, minimalRuns)}; load ${loadText()}`,
    );
    const minimalAgrees = agreement(
      predicted.map((c) => c.prediction),
      minimal.verdicts,
    );
    const naiveAgrees = agreement(
      predicted.map((c) => c.prediction),
      naiveVerdicts,
    );

    const worktree = await timeIt(() =>
      cherryPickPass(
        git,
        join(root, 'wt'),
        plan.fork.sha,
        picks.map((p) => p.sha),
      ),
    );
    log(`worktree floor (git cherry-pick -x per commit, clean ones committed): ${(worktree.ms / 1000).toFixed(2)} s`);
    const truthAgrees = agreement(
      predicted.map((c) => c.prediction),
      worktree.result,
    );
    log(
      `predictions matching the cherry-pick pass: ${truthAgrees} of ${picks.length}; matching the naive pairs: ${naiveAgrees}; ` +
        `matching the minimal floor's pass: ${minimalAgrees}`,
    );

    const cacheFile = join(root, 'plan-cache.json');
    const filling = await planInChild(repo, cacheFile);
    await advanceUpstream(git, join(root, 'up'), DAY_OF_COMMITS);
    const warm = await medianChild(repo, cacheFile);
    const sameVerdicts = warm.plan.pending.every(
      (c, i) => c.sha === filling.plan.pending[i]?.sha && c.prediction === filling.plan.pending[i]?.prediction,
    );
    log(
      `plan warm (the previous run's cache; upstream advanced by ${DAY_OF_COMMITS} commits; median of ${RUNS}): ` +
        `${(warm.ms / 1000).toFixed(2)} s, ${cpuText(warm.cpuMs)}; first run writing the cache ${(filling.ms / 1000).toFixed(2)} s; ` +
        `verdicts ${sameVerdicts ? 'identical to' : 'DIFFERENT from'} the cold run's`,
    );
    if (cold.cpuMs !== undefined && warm.cpuMs !== undefined && naiveCpuMs)
      log(
        `CPU ratios (whole process trees; less sensitive to load than wall): cold ${(cold.cpuMs / naiveCpuMs).toFixed(2)}×, ` +
          `warm ${(warm.cpuMs / naiveCpuMs).toFixed(2)}× the naive floor`,
      );

    const ratio = coldVsNaive.wall;
    const warmRatio = warm.ms / naiveMs;
    return [
      { name: `plan --limit ${LIMIT} cold / naive floor`, value: ratio, unit: 'x', target: '≤ 0.5', ok: ratio <= 0.5 },
      {
        name: `plan --limit ${LIMIT} cold / minimal merge floor`,
        value: coldVsMinimal.wall,
        unit: 'x',
        target: '≤ 1.5 (verdicts equal)',
        ok: coldVsMinimal.wall <= 1.5 && minimalAgrees === picks.length,
      },
      {
        name: `plan --limit ${LIMIT} warm / naive floor`,
        value: warmRatio,
        unit: 'x',
        target: '≤ 0.2',
        ok: warmRatio <= 0.2,
      },
      {
        name: 'plan / worktree cherry-pick -x pass',
        value: cold.ms / worktree.ms,
        unit: 'x',
        target: 'reported',
        ok: true,
      },
      {
        name: 'plan peak memory (RSS)',
        value: cold.maxRssMb,
        unit: 'MB',
        target: `< ${MEMORY_LIMIT_MB}`,
        ok: cold.maxRssMb < MEMORY_LIMIT_MB,
      },
      {
        name: 'predictions matching a real cherry-pick pass',
        value: truthAgrees / Math.max(1, picks.length),
        unit: 'fraction',
        target: '= 1',
        ok: truthAgrees === picks.length && picks.length > 0,
      },
    ];
  } finally {
    if (work.kept) log(`generated fork kept in ${join(work.kept, 'repo')} (UI_BENCH_PLAN_KEEP)`);
    await work.done();
  }
}

function loadText(): string {
  return loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
}

function pct(r: number | undefined): string {
  return r === undefined ? 'n/a' : `${Math.round(r * 100)}%`;
}

/** (plan − ledger) / minimal floor per round, wall and CPU: what plan adds to the merges beyond the ledger. */
function ownRatio(
  plan: ReadonlyArray<{ ms: number; cpuMs?: number }>,
  ledger: ReadonlyArray<{ ms: number; cpuMs?: number }>,
  floor: ReadonlyArray<{ ms: number; cpuMs?: number }>,
): string {
  const own = plan.map((p, i) => ({
    ms: p.ms - ledger[i]!.ms,
    ...(p.cpuMs !== undefined && ledger[i]?.cpuMs !== undefined ? { cpuMs: p.cpuMs - ledger[i]!.cpuMs! } : {}),
  }));
  const r = pairRatio(own, floor);
  return `${r.wall.toFixed(2)}× wall, ${ratioText(r.cpu)} CPU`;
}

async function medianChild(repo: string, cacheFile?: string): Promise<ChildReport> {
  const runs: ChildReport[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await planInChild(repo, cacheFile));
  return medianOf(runs);
}

function medianOf<T extends { ms: number }>(runs: readonly T[]): T {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
}

function cpuMedian(runs: ReadonlyArray<{ cpuMs?: number }>): number | undefined {
  const cpu = runs.flatMap((r) => (r.cpuMs === undefined ? [] : [r.cpuMs]));
  return cpu.length ? median(cpu) : undefined;
}

/** Medians of the per-round ratios a[i] / b[i], wall and (when both have it) CPU. */
function pairRatio(
  a: ReadonlyArray<{ ms: number; cpuMs?: number }>,
  b: ReadonlyArray<{ ms: number; cpuMs?: number }>,
): { wall: number; cpu?: number } {
  const wall = median(a.map((x, i) => x.ms / b[i]!.ms));
  const cpu = a.flatMap((x, i) => (x.cpuMs && b[i]?.cpuMs ? [x.cpuMs / b[i]!.cpuMs!] : []));
  return { wall, ...(cpu.length ? { cpu: median(cpu) } : {}) };
}

function ratioText(r: number | undefined): string {
  return r === undefined ? 'n/a' : `${r.toFixed(2)}×`;
}

function cpuText(ms: number | undefined): string {
  return ms === undefined ? 'CPU n/a' : `${(ms / 1000).toFixed(2)} s CPU`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A day of upstream work: small commits on files upstream already has (a fixture, so it runs git itself). */
async function advanceUpstream(git: GitRunner, dir: string, n: number): Promise<void> {
  await git.run(['worktree', 'add', '-q', dir, 'upstream']);
  const wt = createGitRunner(dir);
  try {
    const files = (await wt.run(['ls-files'])).stdout
      .split('\n')
      .filter((f) => f.endsWith('.py') || f.endsWith('.cpp'));
    for (let i = 0; i < n; i++) {
      const file = files[(i * 7919) % Math.max(1, files.length)] ?? `new-${i}.txt`;
      if (files.length) await appendFile(join(dir, file), `# day commit ${i}\n`);
      else await writeFile(join(dir, file), `day commit ${i}\n`);
      await wt.run(['add', '--', file]);
      await wt.run(['commit', '-q', '--no-verify', '-m', `Day commit ${i} (#${90000 + i})`], {
        env: {
          GIT_AUTHOR_DATE: `@${Math.floor(Date.now() / 1000)} +0000`,
          GIT_COMMITTER_DATE: `@${Math.floor(Date.now() / 1000)} +0000`,
        },
      });
    }
  } finally {
    await git.run(['worktree', 'remove', '--force', dir]);
  }
}

/** Runs runPlan in a fresh Node process and reports its time and peak RSS. */
async function planInChild(repo: string, cacheFile?: string): Promise<ChildReport> {
  const service = pathToFileURL(join(here, '..', 'src', 'services', 'plan', 'plan.js')).href;
  const options = pathToFileURL(join(here, '..', 'src', 'services', 'plan', 'options.js')).href;
  const faces = pathToFileURL(join(here, '..', 'src', 'shared', 'options-face.js')).href;
  const runner = pathToFileURL(join(here, '..', 'src', 'adapters', 'git', 'run', 'git-runner.js')).href;
  const cacheModule = pathToFileURL(join(here, '..', 'src', 'adapters', 'cache', 'plan-cache.js')).href;
  const script = `
    const { runPlan } = await import(${JSON.stringify(service)});
    const { parsePlanOptions } = await import(${JSON.stringify(options)});
    const { programOptionFace } = await import(${JSON.stringify(faces)});
    const { createGitRunner } = await import(${JSON.stringify(runner)});
    const logger = { info() {}, warning() {}, debug() {} };
    const { PlanCacheFile } = await import(${JSON.stringify(cacheModule)});
    const cacheFile = ${JSON.stringify(cacheFile ?? null)};
    const cache = cacheFile ? await PlanCacheFile.load(cacheFile, logger) : undefined;
    const start = process.hrtime.bigint();
    // The options parser every face uses: the bench states only its inputs.
    const { settings } = await parsePlanOptions(
      { repo: ${JSON.stringify(repo)}, upstream: 'upstream', fork: 'fork', limit: ${LIMIT} },
      { face: programOptionFace('plan bench') },
    );
    const plan = await runPlan(settings, {
      git: createGitRunner(${JSON.stringify(repo)}), logger, ...(cache ? { cache } : {}) },
    );
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    process.stdout.write(JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024, plan }));
  `;
  const started = process.hrtime.bigint();
  const cpuBefore = treeCpuMs();
  const out = await runFreshNode(script, 'plan child');
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const cpuAfter = treeCpuMs();
  const cpuMs = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  return { ...(JSON.parse(out) as ChildReport), ms, ...(cpuMs !== undefined ? { cpuMs } : {}) };
}

/** The ledger's ingestion alone, as runPlan calls it with a limit, in a fresh process: wall and CPU of its tree. */
async function ledgerInChild(repo: string): Promise<{ ms: number; cpuMs?: number }> {
  const script = `
    const { readIngestionState } = await import(${moduleUrl('src/services/ledger/ingestion-state.js')});
    const { parsePlanOptions } = await import(${moduleUrl('src/services/plan/options.js')});
    const { programOptionFace } = await import(${moduleUrl('src/shared/options-face.js')});
    const { createGitRunner } = await import(${moduleUrl('src/adapters/git/run/git-runner.js')});
    const logger = { info() {}, warning() {}, debug() {} };
    const { settings } = await parsePlanOptions(
      { repo: ${JSON.stringify(repo)}, upstream: 'upstream', fork: 'fork', limit: ${LIMIT} },
      { face: programOptionFace('plan bench') },
    );
    const state = await readIngestionState({ ...settings, unreachedWanted: ${LIMIT} }, {
      git: createGitRunner(${JSON.stringify(repo)}), logger,
    });
    process.stdout.write(String(state.classified.length));
  `;
  const cpuBefore = treeCpuMs();
  const started = process.hrtime.bigint();
  await runFreshNode(script, 'ledger child');
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const cpuAfter = treeCpuMs();
  return { ms, ...(cpuBefore !== undefined && cpuAfter !== undefined ? { cpuMs: cpuAfter - cpuBefore } : {}) };
}

async function withParents(git: GitRunner, shas: string[]) {
  if (!shas.length) return [];
  const { stdout } = await git.run(['rev-list', '--no-walk=unsorted', '--parents', '--stdin'], {
    input: `${shas.join('\n')}\n`,
  });
  const parents = new Map(
    stdout
      .trim()
      .split('\n')
      .map((l) => {
        const [sha, parent] = l.split(' ');
        return [sha!, parent] as const;
      }),
  );
  return shas.map((sha) => ({ sha, parent: parents.get(sha) }));
}

/** The ground truth and a user's floor: `git cherry-pick -x` each commit in a worktree, undoing the conflicts. */
async function cherryPickPass(git: GitRunner, dir: string, tip: string, shas: string[]): Promise<string[]> {
  await git.run(['worktree', 'add', '-q', '--detach', dir, tip]);
  const wt = createGitRunner(dir);
  const out: string[] = [];
  try {
    for (const sha of shas) {
      const r = await wt.run(['cherry-pick', '-x', '--no-commit', sha], { okExitCodes: [1] });
      if (r.exitCode !== 0) {
        out.push('conflict');
        await wt.run(['cherry-pick', '--abort'], { okExitCodes: [128] });
        await wt.run(['reset', '-q', '--hard', 'HEAD']);
        continue;
      }
      const staged = await wt.run(['diff', '--cached', '--quiet'], { okExitCodes: [1] });
      if (staged.exitCode === 0) out.push('empty');
      else {
        out.push('clean');
        await wt.run(['commit', '-q', '--no-verify', '-m', 'pick']);
      }
    }
  } finally {
    await git.run(['worktree', 'remove', '--force', dir]);
  }
  return out;
}

function agreement(expected: readonly string[], actual: ReadonlyArray<PickVerdict | string>): number {
  return expected.filter((e, i) => {
    const a = actual[i];
    return (typeof a === 'string' ? a : a?.verdict) === e;
  }).length;
}

function countBy(items: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of items) out[i] = (out[i] ?? 0) + 1;
  return out;
}
