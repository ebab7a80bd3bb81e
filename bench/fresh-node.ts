/**
 * Work timed in a fresh Node process: Node starts each child process in time proportional to its own resident
 * memory, and a bench's process holds its generator's heap — a floor run there would look slower than a user's.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PickVerdict } from '../src/adapters/git/pick/merge-tree.js';

const here = dirname(fileURLToPath(import.meta.url));

/** The URL of a compiled module (a path from the repository root, ending in `.js`) as a string literal for a script. */
export function moduleUrl(path: string): string {
  return JSON.stringify(pathToFileURL(join(here, '..', path)).href);
}

/** Runs an ES module script in a fresh Node process; its stdout, or an error naming `what` with stderr's end. */
export function runFreshNode(script: string, what: string): Promise<string> {
  return new Promise((done, fail) => {
    const p = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('close', (code) =>
      code === 0 ? done(out) : fail(new Error(`${what} failed (${code}): ${err.slice(-2000)}`)),
    );
  });
}

/**
 * The naive floor a user would run — per commit, `commit-tree` dated like the pick and `merge-tree --write-tree`, two
 * processes — timed inside a fresh process (module loading excluded). CPU is that process tree's, when /proc has it.
 */
export async function naiveFloorInChild(
  repo: string,
  tip: string,
  picks: ReadonlyArray<{ sha: string; parent?: string }>,
  picksFile: string,
): Promise<{ ms: number; cpuMs?: number; verdicts: PickVerdict[] }> {
  await writeFile(picksFile, JSON.stringify(picks));
  const script = `
    const { predictCherryPicks } = await import(${moduleUrl('src/adapters/git/pick/merge-tree.js')});
    const { createGitRunner } = await import(${moduleUrl('src/adapters/git/run/git-runner.js')});
    const { timeWithCpu } = await import(${moduleUrl('bench/cpu-time.js')});
    const { readFile } = await import('node:fs/promises');
    const picks = JSON.parse(await readFile(${JSON.stringify(picksFile)}, 'utf8'));
    const git = createGitRunner(${JSON.stringify(repo)});
    const r = await timeWithCpu(() => predictCherryPicks(git, ${JSON.stringify(tip)}, picks, { mode: 'per-commit' }));
    process.stdout.write(JSON.stringify({ ms: r.ms, cpuMs: r.cpuMs, verdicts: r.result.verdicts }));
  `;
  return JSON.parse(await runFreshNode(script, 'naive floor')) as {
    ms: number;
    cpuMs?: number;
    verdicts: PickVerdict[];
  };
}
