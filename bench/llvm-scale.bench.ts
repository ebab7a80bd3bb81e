/**
 * `npm run bench llvm-scale`: a fork at LLVM scale — 30,000 upstream commits missing by ancestry, 10,000 fork
 * commits, ~50,000 files — replayed from the real Triton/FBTriton shapes (tiled in time, each tile's paths spread
 * over copies of the tree). Cold CLI processes (`lag`, `plan --limit 300`), each against the floor a user would run:
 * `git cherry <fork> <upstream>` for lag, dated commit-tree + merge-tree per commit for plan. Peak RSS is the whole
 * process tree's (node and every git it starts), sampled from /proc.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGitRunner } from '../src/adapters/git/git-runner.js';
import { replayShapes, type ShapeRecord } from '../src/demo/shape-replay.js';
import type { Plan } from '../src/schemas/plan.js';
import { timeIt, type BenchResult } from './bench-result.js';
import { loadBenchShapes } from './shapes.js';

const here = dirname(fileURLToPath(import.meta.url));
const UPSTREAM = 30_000;
const FORK_OWN = 10_000;
const COPIES = 14;
const RSS_LIMIT_MB = 1024;

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  if (!existsSync('/proc/self/status')) {
    log('skipped: needs /proc to measure the process tree (Linux)');
    return [];
  }
  const root = await mkdtemp(join(tmpdir(), 'ui-bench-llvm-'));
  try {
    const shapes = await loadBenchShapes(UPSTREAM);
    log(`shapes: ${shapes.source}`);
    const upstream = spread(shapes.upstream.slice(0, UPSTREAM));
    const fork = spread(shapes.fork.filter((r) => !r.pick)).slice(0, FORK_OWN);
    const repo = join(root, 'repo');
    const built = await timeIt(() =>
      replayShapes(repo, {
        upstream,
        fork,
        pickFraction: 0.35,
        patchIdFraction: 0.02,
        forkOwnLimit: FORK_OWN,
        seed: 30_000,
        maxFileLines: 200,
      }),
    );
    const git = createGitRunner(repo);
    const files = (await git.run(['ls-tree', '-r', '--name-only', 'fork'])).stdout.split('\n').filter(Boolean).length;
    log(
      `generated fork: ${built.result.upstreamCommits} upstream commits, ${built.result.forkOwnCommits} fork-own ` +
        `commits, ${files} files at the fork tip (${(built.ms / 1000).toFixed(0)} s)`,
    );

    const cli = join(here, '..', 'src', 'cli', 'index.js');
    const lag = await measured(process.execPath, [
      cli,
      'lag',
      '--repo',
      repo,
      '--upstream',
      'upstream',
      '--fork',
      'fork',
      '--no-cache',
      '--json',
    ]);
    const cherry = await measured('git', ['-C', repo, 'cherry', 'fork', 'upstream']);
    log(`lag (cold CLI): ${(lag.ms / 1000).toFixed(1)} s, peak tree RSS ${lag.peakMb.toFixed(0)} MB`);
    log(`git cherry fork upstream: ${(cherry.ms / 1000).toFixed(1)} s`);

    const planFile = join(root, 'plan.json');
    const plan = await measured(process.execPath, [
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
    ]);
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
    const floor = await floorInChild(repo, planned.fork.sha, picks, join(root, 'floor-picks.json'));
    const agree = floor.result.verdicts.filter((v, i) => v.verdict === predicted[i]?.prediction).length;
    log(
      `plan --limit 300 (cold CLI): ${(plan.ms / 1000).toFixed(1)} s, peak tree RSS ${plan.peakMb.toFixed(0)} MB; ` +
        `naive floor (dated commit-tree + merge-tree per commit): ${(floor.ms / 1000).toFixed(1)} s; ` +
        `verdicts agreeing: ${agree} of ${picks.length}`,
    );
    const peak = Math.max(lag.peakMb, plan.peakMb);
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
async function measured(cmd: string, args: string[]): Promise<{ ms: number; peakMb: number }> {
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
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, peakMb: peak / 1024 };
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

/** The naive per-commit floor (dated commit-tree + merge-tree per pick) timed inside a fresh Node process. */
async function floorInChild(
  repo: string,
  tip: string,
  picks: ReadonlyArray<{ sha: string; parent?: string }>,
  picksFile: string,
): Promise<{ ms: number; result: { verdicts: Array<{ verdict: string }> } }> {
  await writeFile(picksFile, JSON.stringify(picks));
  const mergeTree = pathToFileURL(join(here, '..', 'src', 'adapters', 'git', 'merge-tree.js')).href;
  const runner = pathToFileURL(join(here, '..', 'src', 'adapters', 'git', 'git-runner.js')).href;
  const script = `
    const { predictCherryPicks } = await import(${JSON.stringify(mergeTree)});
    const { createGitRunner } = await import(${JSON.stringify(runner)});
    const { readFile } = await import('node:fs/promises');
    const picks = JSON.parse(await readFile(${JSON.stringify(picksFile)}, 'utf8'));
    const git = createGitRunner(${JSON.stringify(repo)});
    const start = process.hrtime.bigint();
    const result = await predictCherryPicks(git, ${JSON.stringify(tip)}, picks, { mode: 'per-commit' });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    process.stdout.write(JSON.stringify({ ms, result: { verdicts: result.verdicts.map((v) => ({ verdict: v.verdict })) } }));
  `;
  return new Promise((done, fail) => {
    const p = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('close', (code) =>
      code === 0 ? done(JSON.parse(out)) : fail(new Error(`floor child failed (${code}): ${err.slice(0, 2000)}`)),
    );
  });
}
