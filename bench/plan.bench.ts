/**
 * `npm run bench plan`: planning 1,000 pending commits of a generated Triton-shaped fork, with conflict prediction,
 * against the naive floor (one `commit-tree` and one `merge-tree` process per commit, the same simulated chain) and a
 * worktree `git cherry-pick` pass over the same commits. The plan runs in a child process so its peak memory is its
 * own.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGitRunner, type GitRunner } from '../src/adapters/git/git-runner.js';
import { predictCherryPicks, type PickVerdict } from '../src/adapters/git/merge-tree.js';
import { loadShapeRecords, replayShapes } from '../src/demo/shape-replay.js';
import type { Plan } from '../src/schemas/plan.js';
import { timeIt, type BenchResult } from './bench-result.js';

const here = dirname(fileURLToPath(import.meta.url));
const PENDING = 1000;
const MEMORY_LIMIT_MB = 500;

interface ChildReport {
  ms: number;
  maxRssMb: number;
  plan: Plan;
}

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  const shared = resolve(process.cwd(), '..', 'shared', 'data');
  if (!existsSync(join(shared, 'triton-upstream-shape.json'))) {
    log('skipped: ../shared/data is absent (the generated fork replays its history shapes)');
    return [];
  }
  const root = await mkdtemp(join(tmpdir(), 'ui-bench-plan-'));
  try {
    const upstream = await loadShapeRecords(join(shared, 'triton-upstream-shape.json'));
    const fork = await loadShapeRecords(join(shared, 'fbtriton-fork-shape.json'));
    const repo = join(root, 'repo');
    const built = await timeIt(() =>
      replayShapes(repo, { upstream, fork, pickFraction: 0.4, patchIdFraction: 0.03, forkOwnLimit: 800, seed: 2042 }),
    );
    const r = built.result;
    log(
      `generated fork: ${r.upstreamCommits} upstream commits, ${r.forkOwnCommits} fork-own commits, ` +
        `${r.pickedWithTrailer} picks with trailers, ${r.pickedWithoutTrailer} without (${(built.ms / 1000).toFixed(1)} s)`,
    );

    const child = await planInChild(repo);
    const plan = child.plan;
    const predicted = plan.pending.filter((c) => !plan.held.some((h) => h.sha === c.sha && h.kind !== 'empty'));
    const counts = countBy(plan.pending.map((c) => c.prediction));
    log(
      `plan: ${plan.pending.length} pending, ${predicted.length} predicted (${Object.entries(counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')}), ` +
        `${plan.bundles.length} bundles (${Object.entries(countBy(plan.bundles.map((b) => b.kind)))
          .map(([k, n]) => `${n} ${k}`)
          .join(', ')}), ${plan.held.length} held`,
    );
    log(`plan: ${(child.ms / 1000).toFixed(2)} s, peak RSS ${child.maxRssMb.toFixed(0)} MB`);

    const git = createGitRunner(repo);
    const picks = await withParents(
      git,
      predicted.map((c) => c.sha),
    );
    const naive = await timeIt(() => predictCherryPicks(git, plan.fork.sha, picks, { mode: 'per-commit' }));
    log(`naive commit-tree + merge-tree per commit: ${(naive.ms / 1000).toFixed(2)} s for ${picks.length} commits`);
    const naiveAgrees = agreement(
      predicted.map((c) => c.prediction),
      naive.result.verdicts,
    );

    const worktree = await timeIt(() =>
      cherryPickPass(
        git,
        join(root, 'wt'),
        plan.fork.sha,
        picks.map((p) => p.sha),
      ),
    );
    log(`worktree cherry-pick pass: ${(worktree.ms / 1000).toFixed(2)} s`);
    const truthAgrees = agreement(
      predicted.map((c) => c.prediction),
      worktree.result,
    );
    log(
      `predictions matching the cherry-pick pass: ${truthAgrees} of ${picks.length}; matching the naive pairs: ${naiveAgrees}`,
    );

    const ratio = child.ms / naive.ms;
    return [
      {
        name: `plan ${plan.pending.length} pending with conflict prediction`,
        value: child.ms,
        unit: 'ms',
        target: `≤ naive pairs (${naive.ms.toFixed(0)} ms)`,
        ok: child.ms <= naive.ms,
      },
      { name: 'plan / naive commit-tree+merge-tree pairs', value: ratio, unit: 'x', target: '≤ 1', ok: ratio <= 1 },
      {
        name: 'plan / worktree cherry-pick pass',
        value: child.ms / worktree.ms,
        unit: 'x',
        target: 'reported',
        ok: true,
      },
      {
        name: 'plan peak memory (RSS)',
        value: child.maxRssMb,
        unit: 'MB',
        target: `< ${MEMORY_LIMIT_MB}`,
        ok: child.maxRssMb < MEMORY_LIMIT_MB,
      },
      {
        name: 'predictions matching a real cherry-pick pass',
        value: truthAgrees / Math.max(1, picks.length),
        unit: 'fraction',
        target: '= 1',
        ok: truthAgrees === picks.length,
      },
    ];
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** Runs runPlan in a fresh Node process and reports its time and peak RSS. */
async function planInChild(repo: string): Promise<ChildReport> {
  const service = pathToFileURL(join(here, '..', 'src', 'services', 'plan.js')).href;
  const config = pathToFileURL(join(here, '..', 'src', 'schemas', 'plan-config.js')).href;
  const runner = pathToFileURL(join(here, '..', 'src', 'adapters', 'git', 'git-runner.js')).href;
  const script = `
    const { runPlan } = await import(${JSON.stringify(service)});
    const { DEFAULT_PLAN_CONFIG } = await import(${JSON.stringify(config)});
    const { createGitRunner } = await import(${JSON.stringify(runner)});
    const logger = { info() {}, warning() {}, debug() {} };
    const start = process.hrtime.bigint();
    const plan = await runPlan(
      { upstream: 'upstream', fork: 'fork', extraTrailerKeys: [], config: DEFAULT_PLAN_CONFIG, limit: ${PENDING}, now: new Date() },
      { git: createGitRunner(${JSON.stringify(repo)}), logger },
    );
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    process.stdout.write(JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024, plan }));
  `;
  return new Promise((done, fail) => {
    const p = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('close', (code) =>
      code === 0
        ? done(JSON.parse(out) as ChildReport)
        : fail(new Error(`plan child failed (${code}): ${err.slice(0, 2000)}`)),
    );
  });
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

/** The ground truth: pick each commit in a worktree, committing the clean ones, undoing the rest. */
async function cherryPickPass(git: GitRunner, dir: string, tip: string, shas: string[]): Promise<string[]> {
  await git.run(['worktree', 'add', '-q', '--detach', dir, tip]);
  const wt = createGitRunner(dir);
  const out: string[] = [];
  try {
    for (const sha of shas) {
      const r = await wt.run(['cherry-pick', '--no-commit', sha], { okExitCodes: [1] });
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
