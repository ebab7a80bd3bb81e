/**
 * `npm run bench apply`: apply of clean upstream commits as a user runs it — a cold CLI process — against the floor a
 * user would run: one plain `git cherry-pick -x <commits>` in a work tree at the fork tip. Three figures: a 20- and a
 * 60-commit plan bundle (`apply --plan … --bundle …`, onto the plan's fork tip; targets ≤ 1.2× and ≤ 1.1×), and the
 * same 60 commits listed (`apply --commits …`, which reads the ledger for them itself; target ≤ 1.1×). Each run
 * alternates the floor and apply (A B A B …): the figure is the median of the pair ratios of wall time, with the CPU
 * ratio (the process trees' user + system time, far less sensitive to a loaded machine) beside it. It also times a
 * bare `node -e 0` and the CLI's `--version`: what any cold run spends before its command starts, which the 20-commit
 * floor (~100 ms) leaves almost no room for.
 * The repository has upstream Triton's real path layout and commit shapes (../shared/data) when available, else a
 * synthetic one.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGitRunner, type GitRunner } from '../src/adapters/git/run/git-runner.js';
import { programOptionFace } from '../src/shared/options-face.js';
import { parsePlanOptions } from '../src/services/plan/options.js';
import { runPlan } from '../src/services/plan/plan.js';
import { silentLogger } from '../src/shared/logger.js';
import { type BenchResult } from './bench-result.js';
import { coldRun, fmt, medianOf, type ColdRun } from './cold-cli.js';
import { timeWithCpu } from './cpu-time.js';

const here = dirname(fileURLToPath(import.meta.url));
const CASES: Array<{ commits: number; target: number; from: 'plan' | 'commits' }> = [
  { commits: 20, target: 1.2, from: 'plan' },
  { commits: 60, target: 1.1, from: 'plan' },
  { commits: 60, target: 1.1, from: 'commits' },
];
/** The bundled CLI users run (dist/, kept fresh by CI), else the compiled sources. */
const DIST_CLI = resolve(here, '..', '..', 'dist', 'cli', 'index.js');
/**
 * `APPLY_BENCH_CLI=<index.js>` measures another bundle instead, e.g. one built from a work tree without touching dist/:
 * `node node_modules/@vercel/ncc/dist/ncc/cli.js build src/cli/index.ts -o /tmp/apply-dist --target es2022` (the
 * flags of scripts/build.mjs), then `APPLY_BENCH_CLI=/tmp/apply-dist/index.js npm run bench -- apply`.
 */
const OTHER_CLI = process.env.APPLY_BENCH_CLI?.trim();
const CLI = OTHER_CLI
  ? resolve(OTHER_CLI)
  : existsSync(DIST_CLI)
    ? DIST_CLI
    : join(here, '..', 'src', 'cli', 'index.js');
const BUNDLE = 60;
const FORK_OWN = 20;
const RUNS = 5;

interface Shape {
  files: Array<[string, number | null, number | null]>;
  revert?: boolean;
}

async function loadShapes(): Promise<{ upstream: Shape[]; fork: Shape[] } | undefined> {
  const dir = resolve(process.cwd(), '..', 'shared', 'data');
  if (!existsSync(join(dir, 'triton-upstream-shape.json'))) return undefined;
  const read = async (f: string) => JSON.parse(await readFile(join(dir, f), 'utf8')) as Shape[];
  return { upstream: await read('triton-upstream-shape.json'), fork: await read('fbtriton-fork-shape.json') };
}

function syntheticShapes(): { upstream: Shape[]; fork: Shape[] } {
  const path = (i: number) => `lib/dir${i % 40}/file${i}.cpp`;
  const upstream = Array.from({ length: 2000 }, (_, i) => ({
    files: [
      [path(i), 20, 2],
      [path(i + 700), 5, 1],
      [path(i + 1300), 3, 0],
    ] as Shape['files'],
  }));
  const fork = Array.from({ length: 200 }, (_, i) => ({ files: [[`fork/own${i}.cpp`, 10, 0]] as Shape['files'] }));
  return { upstream, fork };
}

async function write(root: string, path: string, text: string): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
}

async function commit(git: GitRunner, message: string, date: string): Promise<string> {
  await git.run(['add', '-A']);
  await git.run(['commit', '-q', '--no-verify', '-F', '-'], {
    input: message,
    env: { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
  return (await git.run(['rev-parse', 'HEAD'])).stdout.trim();
}

/** A fork whose next 50 upstream commits all pick cleanly: fork-own commits touch only paths those 50 leave alone. */
async function buildRepo(root: string): Promise<{ git: GitRunner; shas: string[]; files: number }> {
  const shapes = (await loadShapes()) ?? syntheticShapes();
  const picks = shapes.upstream.filter((s) => !s.revert && s.files.length > 0).slice(0, BUNDLE);
  const touched = new Set(picks.flatMap((s) => s.files.map(([p]) => p)));
  const allPaths = new Set([...shapes.upstream.flatMap((s) => s.files.map(([p]) => p))]);
  const git = createGitRunner(root);
  await git.run(['init', '-q', '-b', 'upstream']);
  await git.run(['config', 'user.name', 'Bench']);
  await git.run(['config', 'user.email', 'bench@example.com']);
  await git.run(['config', 'commit.gpgsign', 'false']);
  const body = Array.from({ length: 40 }, (_, i) => `// line ${i}`).join('\n') + '\n';
  for (const p of allPaths) await write(root, p, `// ${p}\n${body}`);
  await commit(git, 'Initial import', '2026-01-01T00:00:00Z');
  await git.run(['branch', 'fork']);
  const shas: string[] = [];
  for (const [k, s] of picks.entries()) {
    for (const [p, added] of s.files) {
      const full = join(root, p);
      const old = existsSync(full) ? await readFile(full, 'utf8') : '';
      const extra = Array.from({ length: Math.min(added ?? 1, 60) || 1 }, (_, i) => `upstream ${k} line ${i}`).join(
        '\n',
      );
      await write(root, p, `${old}${extra}\n`);
    }
    shas.push(
      await commit(
        git,
        `[bench] upstream change ${k} (#${1000 + k})`,
        new Date(Date.UTC(2026, 0, 2, 0, k)).toISOString(),
      ),
    );
  }
  await git.run(['checkout', '-q', 'fork']);
  const forkPaths = shapes.fork.flatMap((s) => s.files.map(([p]) => p)).filter((p) => !touched.has(p));
  for (let k = 0; k < FORK_OWN; k++) {
    const p = forkPaths[k % Math.max(1, forkPaths.length)] ?? `fork/own${k}.cpp`;
    const full = join(root, p);
    const old = existsSync(full) ? await readFile(full, 'utf8') : '';
    await write(root, p, `${old}fork change ${k}\n`);
    await commit(git, `fork: own change ${k}`, new Date(Date.UTC(2026, 0, 3, 0, k)).toISOString());
  }
  await git.run(['checkout', '-q', '--detach', 'fork']);
  return { git, shas, files: allPaths.size };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

interface Timed {
  ms: number;
  cpuMs?: number;
}

/** Median of the pair ratios a_i / b_i (each pair measured back to back), of wall and, when known, of CPU. */
function pairRatios(a: readonly Timed[], b: readonly Timed[]): { wall: number; cpu?: number } {
  const wall = median(a.map((x, i) => x.ms / b[i]!.ms));
  const cpus = a.flatMap((x, i) => (x.cpuMs !== undefined && b[i]!.cpuMs ? [x.cpuMs / b[i]!.cpuMs!] : []));
  return { wall, ...(cpus.length === a.length ? { cpu: median(cpus) } : {}) };
}

function timedText(runs: readonly Timed[]): string {
  const cpus = runs.flatMap((r) => (r.cpuMs === undefined ? [] : [r.cpuMs]));
  return `${median(runs.map((r) => r.ms)).toFixed(0)} ms${cpus.length ? ` (CPU ${median(cpus).toFixed(0)} ms)` : ''}`;
}

/** A plan whose one low-risk bundle is the first `size` upstream commits (all clean, no risky paths). */
async function planFile(git: GitRunner, root: string, size: number): Promise<{ file: string; bundle: string }> {
  // The plan options parser every face uses, with a config (no risky or toolchain paths) as a fork would write it.
  const config = join(root, 'plan-config.json');
  await writeFile(config, JSON.stringify({ risky: [], toolchain: [] }));
  const { settings } = await parsePlanOptions(
    { repo: git.cwd, upstream: 'upstream', fork: 'fork', config, maxBundleSize: size, limit: size },
    { face: programOptionFace('apply bench plan') },
  );
  const plan = await runPlan(settings, { git, logger: silentLogger });
  const bundle = [...plan.bundles].sort((a, b) => b.commits.length - a.commits.length)[0];
  if (!bundle || bundle.commits.length !== size || bundle.kind !== 'low-risk')
    throw new Error(`bench plan has no clean ${size}-commit bundle (largest: ${bundle?.commits.length ?? 0})`);
  const file = join(root, `plan-${size}.json`);
  await writeFile(file, JSON.stringify(plan, null, 2));
  return { file, bundle: bundle.id };
}

/** One cold CLI process: its wall time, and the CPU of its process tree (Linux). */
async function cli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Timed> {
  const run = () => {
    const child = spawn(process.execPath, [CLI, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env,
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    return new Promise<void>((done, fail) =>
      child.on('close', (code) =>
        code === 0 ? done() : fail(new Error(`apply failed (${code}): ${err.slice(-2000)}`)),
      ),
    );
  };
  const { ms, cpuMs } = await timeWithCpu(run);
  return { ms, ...(cpuMs !== undefined ? { cpuMs } : {}) };
}

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  const root = await mkdtemp(join(tmpdir(), 'ui-bench-apply-'));
  try {
    const { git, shas, files } = await buildRepo(root);
    const repo = git.cwd;
    log(`repository: ${files} files, ${BUNDLE} clean upstream commits ahead of ${FORK_OWN} fork-own commits`);
    log(
      `CLI: ${OTHER_CLI ? `${CLI} (APPLY_BENCH_CLI)` : CLI === DIST_CLI ? 'dist/cli/index.js (the bundle users run)' : 'compiled sources (no dist/)'}`,
    );
    log('floor: one plain `git cherry-pick -x <the bundle commits>` in the work tree, detached at the fork tip');
    const results: BenchResult[] = [];
    for (const { commits, target, from } of CASES) {
      const picks = shas.slice(0, commits);
      const source =
        from === 'plan'
          ? await planFile(git, root, commits).then(({ file, bundle }) => ['--plan', file, '--bundle', bundle])
          : ['--commits', picks.join(',')];
      const plain: Timed[] = [];
      const applied: Timed[] = [];
      const uncached: Timed[] = [];
      const apply = (branch: string, env?: NodeJS.ProcessEnv) =>
        cli(['apply', '--repo', repo, ...source, '--base', 'fork', '--branch', branch, '--json'], env);
      for (let run = 0; run < RUNS; run++) {
        await git.run(['checkout', '-q', '--detach', 'fork']);
        const floor = await timeWithCpu(() => git.run(['cherry-pick', '-x', ...picks]));
        plain.push({ ms: floor.ms, ...(floor.cpuMs !== undefined ? { cpuMs: floor.cpuMs } : {}) });
        await git.run(['checkout', '-q', '--detach', 'fork']);
        // A new branch each run: nothing to reuse from an earlier run, every commit is picked.
        applied.push(await apply(`bench/${from}-${commits}-${run}`));
        if (from !== 'plan') continue;
        await git.run(['checkout', '-q', '--detach', 'fork']);
        uncached.push(
          await apply(`bench/${from}-${commits}-${run}-nc`, { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' }),
        );
      }
      const r = pairRatios(applied, plain);
      const what =
        from === 'plan' ? `apply --plan --bundle (${commits}-commit bundle)` : `apply --commits (${commits})`;
      log(
        `${what}: ${timedText(applied)} vs plain git cherry-pick -x ${timedText(plain)} (medians of ${RUNS}, ` +
          `alternated); median pair ratio wall ${r.wall.toFixed(2)}×${r.cpu !== undefined ? `, CPU ${r.cpu.toFixed(2)}×` : ''}` +
          (uncached.length
            ? `; with Node's compile cache off (as the CLI runs in CI) ${timedText(uncached)}, ` +
              `wall ${pairRatios(uncached, plain).wall.toFixed(2)}×`
            : ''),
      );
      results.push({
        name: `${what} cold CLI / git cherry-pick -x`,
        value: r.wall,
        unit: '×',
        target: `≤ ${target}`,
        ok: r.wall <= target,
      });
    }
    // What every cold run spends before its command does anything: Node's own start, then the CLI's bundle and its
    // option handling (`--version` loads no command). Beside the 20-commit floor it shows how little is left.
    const bare: ColdRun[] = [];
    const version: ColdRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      bare.push(await coldRun('-e', ['0'])); // node -e 0
      version.push(await coldRun(CLI, ['--version']));
    }
    log(
      `before any command: a bare \`node -e 0\` ${fmt(medianOf(bare))}, the CLI's \`--version\` ` +
        `${fmt(medianOf(version))} (medians of ${RUNS}, alternated)`,
    );
    return results;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
