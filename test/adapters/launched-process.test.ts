import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { activeGitLauncher } from '../../src/adapters/git/run/git-launcher.js';
import { runProcess, type RunProcessOptions } from '../../src/adapters/process/run-process.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

/**
 * runProcess through the launcher (`viaLauncher`): the short processes a run starts by the hundred are forked by the
 * small helper process, not by this one, and behave as a direct start does: own process group, the group killed on
 * timeout and at the end, output in the order written, the exit reported when a leftover child holds the pipes.
 */
const saved = process.env.UPSTREAM_INGEST_GIT_LAUNCHER;
beforeAll(() => {
  process.env.UPSTREAM_INGEST_GIT_LAUNCHER = 'always';
});
afterAll(async () => {
  if (saved === undefined) delete process.env.UPSTREAM_INGEST_GIT_LAUNCHER;
  else process.env.UPSTREAM_INGEST_GIT_LAUNCHER = saved;
  await removeTempDirs();
});

// HOME: the test's folder (bash whose stdin is a socket and SHLVL unset reads ~/.bashrc, as a direct start does).
const launched = (options: Partial<RunProcessOptions> & { cwd: string }): RunProcessOptions => ({
  env: { PATH: process.env.PATH ?? '', HOME: options.cwd },
  timeoutMs: 20_000,
  viaLauncher: true,
  ...options,
});

async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && !/^\d+ \(.*\) Z/.test(stat);
}

const PROGRAM = 'UPSTREAM_INGEST_GIT_LAUNCHER_PROGRAM';

describe.each(['perl', 'node'] as const)('a process started by the %s launcher', (program) => {
  const previousProgram = process.env[PROGRAM];
  beforeAll(() => {
    process.env[PROGRAM] = program;
  });
  afterAll(() => {
    if (previousProgram === undefined) delete process.env[PROGRAM];
    else process.env[PROGRAM] = previousProgram;
  });

  it('is the launcher’s child, in a group of its own, with its input, its environment and its output', async () => {
    const dir = await makeTempDir();
    const script = 'echo "$PPID $$ $(cut -d" " -f5 /proc/$$/stat)"; cat; echo err >&2; echo "${GITHUB_ENV-none} $MARK"';
    const r = await runProcess(
      'bash',
      ['-c', script],
      launched({
        cwd: dir,
        input: 'from stdin\n',
        env: { PATH: process.env.PATH ?? '', HOME: dir, MARK: 'marked', GITHUB_ENV: '/tmp/never' },
      }),
    );
    expect(r.exitCode).toBe(0);
    const [parent, pid, group] = r.stdout.split('\n')[0]!.trim().split(/\s+/).map(Number);
    expect(parent).toBe(activeGitLauncher()?.pid);
    expect(parent).not.toBe(process.pid);
    expect(group).toBe(pid); // detached: its own process group
    expect(r.stdout.split('\n').slice(1)).toEqual(['from stdin', 'none marked', '']);
    expect(r.stderr).toBe('err\n');
    // Each stream keeps its order; between stdout and stderr (two pipes) no order is promised, as for a direct start.
    expect(r.output).toContain('err\n');
  });

  it('kills the whole group on timeout, workers included', async () => {
    const dir = await makeTempDir();
    const r = await runProcess(
      'bash',
      ['-c', 'sleep 60 & echo $! > worker.pid; echo started; sleep 60'],
      launched({ cwd: dir, timeoutMs: 300, killGraceMs: 200 }),
    );
    expect(r.timedOut).toBe(true);
    expect(r.exitCode).toBeNull();
    expect(r.output).toContain('started');
    const worker = Number(await readFile(join(dir, 'worker.pid'), 'utf8'));
    for (let i = 0; i < 50 && (await alive(worker)); i++) await new Promise((done) => setTimeout(done, 20));
    expect(await alive(worker)).toBe(false);
  });

  it('returns when it exits even if a leftover child keeps the output open, and ends that child', async () => {
    const dir = await makeTempDir();
    const r = await runProcess(
      'bash',
      ['-c', '(sleep 30; echo late) & echo $! > left.pid; echo done; exit 3'],
      launched({ cwd: dir }),
    );
    expect(r.exitCode).toBe(3);
    expect(r.output).toBe('done\n');
    const left = Number(await readFile(join(dir, 'left.pid'), 'utf8'));
    for (let i = 0; i < 50 && (await alive(left)); i++) await new Promise((done) => setTimeout(done, 20));
    expect(await alive(left)).toBe(false);
  });

  it('keeps the tail of a large output and counts all of it', async () => {
    const r = await runProcess(
      'bash',
      ['-c', 'head -c 3000000 /dev/zero | tr "\\0" x; echo; echo THE-END'],
      launched({ cwd: await makeTempDir(), maxOutputBytes: 64 * 1024 }),
    );
    expect(r.exitCode).toBe(0);
    expect(r.outputBytes).toBe(3_000_000 + 1 + 8);
    expect(r.truncated).toBe(true);
    expect(r.output.endsWith('THE-END\n')).toBe(true);
  });

  it('reports a program that does not exist', async () => {
    const r = await runProcess('definitely-not-a-program-xyz', [], launched({ cwd: await makeTempDir() }));
    expect(r.spawnError?.code).toBe('ENOENT');
    expect(r.exitCode).toBeNull();
  });
});
