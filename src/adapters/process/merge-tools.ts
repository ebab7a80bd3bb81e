/**
 * The replay rung's external tools: `wiggle --merge` (word-wise) and GNU `patch --fuzz` (line-wise), both Debian and
 * Ubuntu packages, run as real processes on temp files when they are on PATH. They get texts only (the three versions
 * of a file), never the repository, a shell or the environment's secrets; the built-in replay (domain/replay-patch.ts)
 * stands in where they are missing.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scrubbedEnv } from './agent-runner.js';
import { onPathSync } from './on-path.js';
import { runProcess } from './run-process.js';

export type MergeTool = 'wiggle' | 'patch';

const TOOL_TIMEOUT_MS = 30_000;

/** The tools present: wiggle, and patch with diff to write its input. */
export async function availableMergeTools(path?: string): Promise<MergeTool[]> {
  const tools: MergeTool[] = [];
  if (onPathSync('wiggle', path)) tools.push('wiggle');
  if (onPathSync('patch', path) && onPathSync('diff', path)) tools.push('patch');
  return tools;
}

/**
 * The change `base → changed` re-applied onto `target` by `tool`; undefined when the tool leaves a conflict or a
 * rejected hunk (a proposal is whole or it is not made) or cannot run.
 */
export async function replayWithTool(
  tool: MergeTool,
  texts: { base: string; changed: string; target: string },
  tmpRoot = tmpdir(),
): Promise<string | undefined> {
  const dir = await mkdtemp(join(tmpRoot, 'ui-replay-'));
  try {
    const file = (name: string) => join(dir, name);
    await Promise.all([
      writeFile(file('base'), texts.base),
      writeFile(file('changed'), texts.changed),
      writeFile(file('target'), texts.target),
    ]);
    return tool === 'wiggle' ? await wiggle(dir) : await patch(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(program: string, args: string[], cwd: string) {
  return runProcess(program, args, {
    cwd,
    env: scrubbedEnv(process.env, { LC_ALL: 'C', TMPDIR: cwd }),
    timeoutMs: TOOL_TIMEOUT_MS,
    maxOutputBytes: 64 * 1024 * 1024,
    viaLauncher: true,
  });
}

/** `wiggle --merge target base changed`: applies base → changed onto target word-wise; exit 0 only when clean. */
async function wiggle(dir: string): Promise<string | undefined> {
  const r = await run('wiggle', ['--merge', 'target', 'base', 'changed'], dir);
  if (r.exitCode !== 0 || r.truncated) return undefined;
  return r.stdout;
}

/** `diff -U3 base changed | patch --fuzz=2 -o out target`: line-wise with fuzz; any rejected hunk fails it. */
async function patch(dir: string): Promise<string | undefined> {
  const d = await run('diff', ['-U3', 'base', 'changed'], dir);
  if (d.exitCode === 0) return readFile(join(dir, 'target'), 'utf8');
  if (d.exitCode !== 1 || d.truncated) return undefined;
  await writeFile(join(dir, 'change.patch'), d.stdout);
  const p = await run(
    'patch',
    [
      '--batch',
      '--silent',
      '--fuzz=2',
      '--no-backup-if-mismatch',
      '-r',
      '-',
      '-o',
      'out',
      '-i',
      'change.patch',
      'target',
    ],
    dir,
  );
  if (p.exitCode !== 0) return undefined;
  return readFile(join(dir, 'out'), 'utf8').catch(() => undefined);
}
