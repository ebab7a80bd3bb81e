/**
 * `npm run bench apply`: applying a 50-commit clean bundle with apply-bundle (lock, recovery checks, ledger, reuse
 * index, picks, branch update, checkout) against a plain `git cherry-pick -x` of the same commits in the same repository
 * (one invocation, the work tree already at the fork tip). Target: apply ≤ 1.2 × the plain pick. The repository has
 * upstream Triton's real path layout and commit shapes (../shared/data) when available, else a synthetic one.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createGitRunner, type GitRunner } from '../src/adapters/git/git-runner.js';
import { DEFAULT_DIFF_BOUND } from '../src/domain/apply/guards.js';
import { DEFAULT_COMMITTER, runApply } from '../src/services/apply.js';
import { silentLogger } from '../src/shared/logger.js';
import { timeIt, type BenchResult } from './bench-result.js';

const BUNDLE = 50;
const FORK_OWN = 20;
const RUNS = 7;
const TARGET = 1.2;

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

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  const root = await mkdtemp(join(tmpdir(), 'ui-bench-apply-'));
  try {
    const { git, shas, files } = await buildRepo(root);
    log(`repository: ${files} files, ${BUNDLE} clean upstream commits to apply onto ${FORK_OWN} fork-own commits`);
    const plain: number[] = [];
    const applied: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await git.run(['checkout', '-q', '--detach', 'fork']);
      plain.push((await timeIt(() => git.run(['cherry-pick', '-x', ...shas]))).ms);
      await git.run(['checkout', '-q', '--detach', 'fork']);
      const { ms, result } = await timeIt(() =>
        runApply(
          {
            source: { kind: 'commits', commits: shas },
            base: 'fork',
            // A new branch each run: nothing to reuse from an earlier run, every commit is picked.
            branch: `bench/run-${run}`,
            onConflict: 'defer',
            agentTimeoutMs: 60_000,
            verifyTimeoutMs: 60_000,
            splitOnFailure: false,
            provenance: { kind: 'x' },
            allowPaths: [],
            diffBound: DEFAULT_DIFF_BOUND,
            committer: DEFAULT_COMMITTER,
            extraTrailerKeys: [],
            upstream: 'upstream',
          },
          { git, logger: silentLogger },
        ),
      );
      if (result.status !== 'applied' || result.counts.clean !== BUNDLE)
        throw new Error(`bench bundle did not apply cleanly: ${result.status}`);
      applied.push(ms);
    }
    const p = median(plain);
    const a = median(applied);
    const ratio = a / p;
    log(`plain git cherry-pick -x of ${BUNDLE} commits: median ${p.toFixed(0)} ms over ${RUNS} runs`);
    log(`apply-bundle of the same ${BUNDLE} commits:      median ${a.toFixed(0)} ms over ${RUNS} runs`);
    log(`ratio apply / plain: ${ratio.toFixed(3)} (target ≤ ${TARGET})`);
    return [
      {
        name: `apply ${BUNDLE}-commit clean bundle / plain git cherry-pick -x`,
        value: ratio,
        unit: '×',
        target: `≤ ${TARGET}`,
        ok: ratio <= TARGET,
      },
      { name: `apply ${BUNDLE}-commit clean bundle`, value: a, unit: 'ms', target: 'informational', ok: true },
    ];
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
