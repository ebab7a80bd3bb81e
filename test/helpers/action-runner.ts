import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { makeTempDir } from './temp-dir.js';

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** dist/<name>/index.js exists (the lead builds it; unit tests still run without it). */
export function hasDist(name: string): boolean {
  return existsSync(resolve('dist', name, 'index.js'));
}

/**
 * Runs `node dist/<name>/index.js` the way a runner does: every input from action.yml set as INPUT_<NAME> (defaults
 * applied, `${{ }}` defaults left empty), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, RUNNER_TEMP.
 */
export async function runActionEntry(
  name: string,
  inputs: Record<string, string>,
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<ActionRun> {
  const meta = parseYaml(await readFile(resolve('actions', name, 'action.yml'), 'utf8')) as {
    inputs?: Record<string, { default?: string }>;
  };
  const tmp = await makeTempDir('ui-action-');
  const outputFile = join(tmp, 'output');
  const summaryFile = join(tmp, 'summary');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmp,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: tmp,
    GITHUB_ACTIONS: 'true',
    ...options.env,
  };
  for (const [key, spec] of Object.entries(meta.inputs ?? {})) {
    const def = typeof spec.default === 'string' && !spec.default.includes('${{') ? spec.default : '';
    env[`INPUT_${key.replace(/ /g, '_').toUpperCase()}`] = inputs[key] ?? def;
  }
  for (const key of Object.keys(inputs)) {
    if (!meta.inputs || !(key in meta.inputs)) throw new Error(`action ${name} has no input '${key}'`);
  }
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, [resolve('dist', name, 'index.js')], { cwd: options.cwd ?? tmp, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (c) => done({ code: c ?? 1, stdout: out, stderr: err }));
  });
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
  };
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
