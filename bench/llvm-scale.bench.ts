/**
 * `npm run bench llvm-scale`: a fork at LLVM scale — 30,000 upstream commits missing by ancestry, 10,000 fork
 * commits, ~50,000 files — replayed from the real Triton/FBTriton shapes (tiled in time, each tile's paths spread
 * over copies of the tree). Cold CLI processes (`lag`, `plan --limit 300`, of the bundle users run: cold-cli.ts),
 * each against the floor a user would run: `git cherry <fork> <upstream>` for lag, dated commit-tree + merge-tree per
 * commit for plan. Peak RSS is the whole process tree's (node and every git it starts), sampled from /proc. Each
 * figure is the median of 3 runs, product and floor alternated.
 *
 * Generating the fork is most of the bench's time: `UI_BENCH_LLVM_REPO=<dir>` keeps it there, and a later run (or
 * a profiling script, through `buildLlvmFork`) reuses it when it was built with the same parameters.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGitRunner, type GitRunner } from '../src/adapters/git/run/git-runner.js';
import { replayShapes, type ShapeRecord } from '../src/demo/shape-replay.js';
import type { Plan } from '../src/schemas/plan.js';
import { timeIt, type BenchResult } from './bench-result.js';
import { benchCli } from './cold-cli.js';
import { naiveFloorInChild } from './fresh-node.js';
import { loadBenchShapes } from './shapes.js';

const here = dirname(fileURLToPath(import.meta.url));
const UPSTREAM = 30_000;
const FORK_OWN = 10_000;
/** 24 copies of the replayed tree: ~50,000 files at the fork tip (14 gave 35,473). */
const COPIES = 24;
const RSS_LIMIT_MB = 1024;
const RUNS = 3;
/** llvm-project lands about 40,000 commits a year: a daily run finds ~120 new upstream commits. */
const DAY_OF_COMMITS = 120;
/** What the generated fork depends on: a kept fork is reused only when this matches. */
const STAMP = JSON.stringify({ v: 1, UPSTREAM, FORK_OWN, COPIES, seed: 30_000, maxFileLines: 200, pick: 0.35 });

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  if (!existsSync('/proc/self/status')) {
    log('skipped: needs /proc to measure the process tree (Linux)');
    return [];
  }
  const root = await mkdtemp(join(tmpdir(), 'ui-bench-llvm-'));
  try {
    const kept = process.env.UI_BENCH_LLVM_REPO;
    const repo = kept ?? join(root, 'repo');
    const fork = await buildLlvmFork(repo, log);
    const git = createGitRunner(repo);
    log(
      `generated fork: ${fork.upstreamCommits} upstream commits, ${fork.forkOwnCommits} fork-own ` +
        `commits, ${fork.files} files at the fork tip (${fork.reused ? 'reused from UI_BENCH_LLVM_REPO' : `${(fork.ms / 1000).toFixed(0)} s`})`,
    );

    // The bundle users run (dist/), as the other cold CLI figures; the compiled sources when there is none.
    const chosen = benchCli();
    const cli = chosen?.path ?? join(here, '..', 'src', 'cli', 'index.js');
    log(`CLI: ${chosen?.what ?? 'compiled sources'}`);
    const lagArgs = [cli, 'lag', '--repo', repo, '--upstream', 'upstream', '--fork', 'fork', '--no-cache', '--json'];
    const lagRuns: Measured[] = [];
    const cherryRuns: Measured[] = [];
    for (let i = 0; i < RUNS; i++) {
      lagRuns.push(await measured(process.execPath, lagArgs));
      cherryRuns.push(await measured('git', ['-C', repo, 'cherry', 'fork', 'upstream']));
    }
    const lag = median(lagRuns);
    const cherry = median(cherryRuns);
    log(`lag (cold CLI): ${describe(lagRuns)}`);
    log(`git cherry fork upstream: ${describe(cherryRuns)}`);

    const planFile = join(root, 'plan.json');
    const planArgs = [
      cli,
      'plan',
      '--repo',
      repo,
      '--upstream',
      'upstream',
      '--fork',
      'fork',
      '--limit',
      '300',
      '--no-cache',
      '--out',
      planFile,
      '--json',
    ];
    const planRuns: Measured[] = [await measured(process.execPath, planArgs)];
    const planned = JSON.parse(await readFile(planFile, 'utf8')) as Plan;
    const predicted = planned.pending.filter((c) => !planned.held.some((h) => h.sha === c.sha));
    const parents = await git.run(['rev-list', '--no-walk=unsorted', '--parents', '--stdin'], {
      input: `${predicted.map((c) => c.sha).join('\n')}\n`,
    });
    const picks = parents.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => ({ sha: l.split(' ')[0]!, parent: l.split(' ')[1] }));
    // The floor runs in a fresh process as a user would run it: in this process, after generating 40,000 commits, its
    // 600 git children are spawned from a large heap and the floor looked ~2× slower than it is.
    const floorRuns: Array<Awaited<ReturnType<typeof naiveFloorInChild>>> = [];
    for (let i = 0; i < RUNS; i++) {
      if (i) planRuns.push(await measured(process.execPath, planArgs));
      floorRuns.push(await naiveFloorInChild(repo, planned.fork.sha, picks, join(root, 'floor-picks.json')));
    }
    const plan = median(planRuns);
    const floor = median(floorRuns);
    // Verdicts of every floor run are the same merges: the first one is compared with the plan's predictions.
    const agree = floorRuns[0]!.verdicts.filter((v, i) => v.verdict === predicted[i]?.prediction).length;
    log(`plan --limit 300 (cold CLI): ${describe(planRuns)}`);
    log(
      `naive floor (dated commit-tree + merge-tree per commit, fresh process): ` +
        `${floorRuns.map((f) => (f.ms / 1000).toFixed(1)).join(' / ')} s wall (median ${(floor.ms / 1000).toFixed(1)} s), ` +
        `CPU ${floorRuns.map((f) => ((f.cpuMs ?? NaN) / 1000).toFixed(1)).join(' / ')} s; ` +
        `verdicts agreeing: ${agree} of ${picks.length}`,
    );

    // A daily run: the previous run's cache (the CLI's default keeps it in the git dir), upstream a day further.
    const filled = join(root, 'cache-filled.json');
    await measured(process.execPath, [...planArgs.filter((a) => a !== '--no-cache'), '--cache', filled]);
    const day = await advanceUpstream(git, DAY_OF_COMMITS);
    const warmFile = join(root, 'plan-warm.json');
    const warmCache = join(root, 'cache-warm.json');
    const warmArgs = [...planArgs.filter((a) => a !== '--no-cache'), '--cache', warmCache];
    warmArgs[warmArgs.indexOf('upstream')] = day;
    warmArgs[warmArgs.indexOf(planFile)] = warmFile;
    const warmRuns: Measured[] = [];
    for (let i = 0; i < RUNS; i++) {
      await copyFile(filled, warmCache); // each warm run starts from the same cache: the one of yesterday's run
      warmRuns.push(await measured(process.execPath, warmArgs));
    }
    const warm = median(warmRuns);
    // The day's commits are the newest: the 300 oldest pending and their verdicts are yesterday's.
    const warmPlan = JSON.parse(await readFile(warmFile, 'utf8')) as Plan;
    const warmAgree = warmPlan.pending.filter(
      (c, i) => c.sha === planned.pending[i]?.sha && c.prediction === planned.pending[i]?.prediction,
    ).length;
    log(
      `plan --limit 300 warm (yesterday's cache, upstream ${DAY_OF_COMMITS} commits further): ${describe(warmRuns)}; ` +
        `predictions equal to the cold plan's: ${warmAgree} of ${planned.pending.length}`,
    );
    const peak = Math.max(
      ...lagRuns.map((r) => r.peakMb),
      ...planRuns.map((r) => r.peakMb),
      ...warmRuns.map((r) => r.peakMb),
    );
    return [
      {
        name: 'LLVM scale: lag / git cherry',
        value: lag.ms / cherry.ms,
        unit: 'x',
        target: '≤ 1.0',
        ok: lag.ms <= cherry.ms,
      },
      {
        name: 'LLVM scale: plan --limit 300 / naive floor',
        value: plan.ms / floor.ms,
        unit: 'x',
        target: '≤ 1.0 (verdicts equal)',
        ok: plan.ms <= floor.ms && agree === picks.length && picks.length > 0,
      },
      {
        name: 'LLVM scale: plan --limit 300 warm (a daily run) / naive floor',
        value: warm.ms / floor.ms,
        unit: 'x',
        target: '≤ 1.0 (predictions equal)',
        ok:
          warm.ms <= floor.ms &&
          warmAgree === planned.pending.length &&
          warmPlan.pending.length === planned.pending.length,
      },
      {
        name: 'LLVM scale: peak RSS of the process tree',
        value: peak,
        unit: 'MB',
        target: `< ${RSS_LIMIT_MB}`,
        ok: peak < RSS_LIMIT_MB,
      },
    ];
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

export interface LlvmFork {
  upstreamCommits: number;
  forkOwnCommits: number;
  /** Files at the fork tip. */
  files: number;
  /** Generation time (0 when reused). */
  ms: number;
  reused: boolean;
}

/**
 * The LLVM-scale fork in `repo` (branches `upstream` and `fork`): generated, or reused when `repo` holds one built
 * with the same parameters (the stamp file is written last, so a half-built repository is never reused).
 */
export async function buildLlvmFork(repo: string, log: (line: string) => void): Promise<LlvmFork> {
  const stampFile = join(repo, '.git', 'ui-bench-llvm.stamp');
  const stamp = await readFile(stampFile, 'utf8').catch(() => '');
  if (stamp.startsWith(`${STAMP}\n`))
    return { ...(JSON.parse(stamp.slice(STAMP.length + 1)) as LlvmFork), ms: 0, reused: true };
  // Only a folder this bench built (or an empty or new one) is ever removed: never a repository someone named by mistake.
  if (!stamp && (await readdir(repo).catch(() => [] as string[])).length)
    throw new Error(`UI_BENCH_LLVM_REPO=${repo} is not empty and holds no fork this bench built: name a new folder`);
  await rm(repo, { recursive: true, force: true });
  const shapes = await loadBenchShapes(UPSTREAM);
  log(`shapes: ${shapes.source}`);
  const upstream = spread(shapes.upstream.slice(0, UPSTREAM));
  const forkRecords = spread(shapes.fork.filter((r) => !r.pick)).slice(0, FORK_OWN);
  const built = await timeIt(() =>
    replayShapes(repo, {
      upstream,
      fork: forkRecords,
      pickFraction: 0.35,
      patchIdFraction: 0.02,
      forkOwnLimit: FORK_OWN,
      seed: 30_000,
      maxFileLines: 200,
    }),
  );
  const git = createGitRunner(repo);
  const files = (await git.run(['ls-tree', '-r', '--name-only', 'fork'])).stdout.split('\n').filter(Boolean).length;
  const out: LlvmFork = {
    upstreamCommits: built.result.upstreamCommits,
    forkOwnCommits: built.result.forkOwnCommits,
    files,
    ms: built.ms,
    reused: false,
  };
  await writeFile(stampFile, `${STAMP}\n${JSON.stringify({ ...out, ms: 0 })}`);
  return out;
}

interface Measured {
  ms: number;
  peakMb: number;
  /** CPU of the whole process tree (Linux). */
  cpuMs?: number;
}

function median<T extends { ms: number }>(runs: readonly T[]): T {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
}

function describe(runs: readonly Measured[]): string {
  const ms = runs.map((r) => (r.ms / 1000).toFixed(1)).join(' / ');
  const peak = Math.max(...runs.map((r) => r.peakMb));
  const cpu = runs.every((r) => r.cpuMs !== undefined)
    ? `, CPU ${runs.map((r) => (r.cpuMs! / 1000).toFixed(1)).join(' / ')} s`
    : '';
  return `${ms} s wall (median ${(median(runs).ms / 1000).toFixed(1)} s)${cpu}, peak tree RSS ${peak.toFixed(0)} MB`;
}

/** Each tiled copy of the records edits its own copy of the tree (`<dir>/c<k>/<file>`), as LLVM's 50,000 files. */
function spread(records: ShapeRecord[]): ShapeRecord[] {
  return records.map((r, i) => {
    const copy = (Math.floor(i / 97) * 7 + i) % COPIES;
    if (copy === 0) return r;
    return {
      ...r,
      files: r.files.map(([path, add, del]) => {
        const slash = path.lastIndexOf('/');
        return [slash < 0 ? `c${copy}/${path}` : `${path.slice(0, slash)}/c${copy}${path.slice(slash)}`, add, del];
      }),
    };
  });
}

/** Runs a command to the end; its wall time and the peak RSS of its whole process tree (sampled every 50 ms). */
async function measured(cmd: string, args: string[]): Promise<Measured> {
  const cpu = childCpuMs();
  const start = process.hrtime.bigint();
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    if (stderr.length < 4000) stderr += d.toString();
  });
  let peak = 0;
  const timer = setInterval(() => {
    void treeRssKb(child.pid!).then((kb) => (peak = Math.max(peak, kb)));
  }, 50);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearInterval(timer);
  if (code !== 0) throw new Error(`${cmd} ${args.slice(0, 3).join(' ')} failed (${code}): ${stderr}`);
  const after = childCpuMs();
  return {
    ms: Number(process.hrtime.bigint() - start) / 1e6,
    peakMb: peak / 1024,
    ...(cpu !== undefined && after !== undefined ? { cpuMs: after - cpu } : {}),
  };
}

/**
 * CPU (user + system) of the children this process has waited for, whole trees (cutime and cstime of
 * /proc/self/stat, 10 ms ticks): the bench's own sampling of /proc is not in it. Far steadier than wall time on a
 * loaded machine.
 */
function childCpuMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * A day of upstream work on a new branch (`upstream-day`, from `upstream`): one-line edits of files upstream has,
 * written by fast-import, dated after the upstream tip (the same SHAs every time).
 */
export async function advanceUpstream(git: GitRunner, n: number): Promise<string> {
  const branch = 'upstream-day';
  const tipDate = Number((await git.run(['log', '-1', '--format=%ct', 'upstream'])).stdout.trim());
  const files = (await git.run(['ls-tree', '-r', '--name-only', 'upstream'])).stdout.split('\n').filter(Boolean);
  let stream = '';
  for (let i = 0; i < n; i++) {
    const file = files[(i * 7919) % files.length]!;
    const text = `${(await git.run(['cat-file', 'blob', `upstream:${file}`])).stdout}day.${i} edit = edit_${i}\n`;
    const message = `[DAY] day commit ${i} (#${90000 + i})\n`;
    const when = `${tipDate + 600 * (i + 1)} +0000`;
    stream += `commit refs/heads/${branch}\n`;
    stream += `author Upstream Developer <dev@upstream.example> ${when}\ncommitter Upstream Developer <dev@upstream.example> ${when}\n`;
    stream += `data ${Buffer.byteLength(message)}\n${message}\n`;
    if (i === 0) stream += `from refs/heads/upstream^0\n`;
    stream += `M 100644 inline ${file}\ndata ${Buffer.byteLength(text)}\n${text}\n`;
  }
  await git.run(['fast-import', '--quiet', '--force'], { input: `${stream}done\n` });
  return branch;
}

async function treeRssKb(pid: number): Promise<number> {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? -1);
    rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}
