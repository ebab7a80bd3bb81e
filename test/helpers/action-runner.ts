import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { actionInputs } from './action-io.js';
import { makeTempDir } from './temp-dir.js';

export interface ActionRun {
  code: number;
  /** The signal that ended the process (a test's SIGKILL), else null. */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** RUNNER_TEMP of the run (where actions write their files). */
  runnerTemp: string;
}

/** dist/<name>/index.js exists (the lead builds it; unit tests still run without it). */
export function hasDist(name: string): boolean {
  return existsSync(resolve('dist', name, 'index.js'));
}

/**
 * The node arguments that run an entry point: the bundle `dist/<name>/index.js`, or with `source` the TypeScript
 * entry (`src/actions/<name>/index.ts`, `src/cli/index.ts` for `cli`) through the source loader.
 */
export function entryArgs(name: string, source = false): string[] {
  if (!source) return [resolve('dist', name, 'index.js')];
  const entry = name === 'cli' ? 'src/cli/index.ts' : `src/actions/${name}/index.ts`;
  return ['--import', resolve('test/helpers/source-loader/register.mjs'), resolve(entry)];
}

/** Environment every child needs whatever the test adds: the tests' git configuration (test/setup/git-env.cjs). */
function baseEnv(home: string): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? home };
  for (const key of ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_NOSYSTEM', 'TMPDIR']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

export interface EntryOptions {
  cwd?: string;
  env?: Record<string, string>;
  /** Run the TypeScript sources instead of the bundle (see `entryArgs`). */
  source?: boolean;
}

/** A started child process: `done` settles when it exits (a SIGKILL included). */
export interface StartedProcess {
  child: ChildProcess;
  done: Promise<{ code: number; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  /** SIGKILL to the child and everything it started (its own process group), as when a runner dies. */
  kill(): void;
}

/** Starts `node <args>` in its own process group. */
export function startNode(args: string[], options: { cwd: string; env: Record<string, string> }): StartedProcess {
  const child = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, detached: true });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const done = new Promise<{ code: number; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((settle) =>
    child.on('close', (c, signal) => settle({ code: c ?? 128, signal, stdout: out, stderr: err })),
  );
  return {
    child,
    done,
    kill() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    },
  };
}

/** A running action: the process, and its result once it exits. */
export interface StartedAction extends Omit<StartedProcess, 'done'> {
  done: Promise<ActionRun>;
  outputFile: string;
  summaryFile: string;
  runnerTemp: string;
}

/**
 * Starts an action the way a runner does: every input from action.yml set as INPUT_<NAME> (defaults applied,
 * `${{ }}` defaults left empty), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, RUNNER_TEMP.
 */
export async function startActionEntry(
  name: string,
  inputs: Record<string, string>,
  options: EntryOptions = {},
): Promise<StartedAction> {
  const values = await actionInputs(name, inputs);
  const tmp = await makeTempDir('ui-action-');
  const outputFile = join(tmp, 'output');
  const summaryFile = join(tmp, 'summary');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const env: Record<string, string> = {
    ...baseEnv(tmp),
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: tmp,
    GITHUB_ACTIONS: 'true',
    ...options.env,
  };
  for (const [key, value] of Object.entries(values)) env[`INPUT_${key.replace(/ /g, '_').toUpperCase()}`] = value;
  const started = startNode(entryArgs(name, options.source), { cwd: options.cwd ?? tmp, env });
  const done = started.done.then(async (r) => ({
    ...r,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
    runnerTemp: tmp,
  }));
  return { ...started, done, outputFile, summaryFile, runnerTemp: tmp };
}

/** Runs an action to its end (see `startActionEntry`). */
export async function runActionEntry(
  name: string,
  inputs: Record<string, string>,
  options: EntryOptions = {},
): Promise<ActionRun> {
  return (await startActionEntry(name, inputs, options)).done;
}

/** Starts the CLI (`upstream-ingest <args>`) as a child process. */
export function startCli(args: string[], options: EntryOptions = {}): StartedProcess {
  const cwd = options.cwd ?? process.cwd();
  return startNode([...entryArgs('cli', options.source), ...args], {
    cwd,
    env: { ...baseEnv(cwd), ...options.env },
  });
}

/** Parses the `name<<delimiter` heredoc format that @actions/core writes to GITHUB_OUTPUT. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (m) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
      out[m[1]!] = value.join('\n');
    } else if (lines[i]!.includes('=')) {
      const [k, ...v] = lines[i]!.split('=');
      out[k!] = v.join('=');
    }
  }
  return out;
}
