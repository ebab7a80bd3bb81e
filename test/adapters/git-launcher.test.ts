/**
 * The git launcher (src/adapters/git/run/git-launcher.ts): a one-shot git started through it gives exactly what a
 * direct start gives (stdout through the output file, stdin, exit codes that are results, translated errors,
 * latin1, timeouts, a missing directory), its parent holds no environment but PATH, a process using it still ends
 * on its own, and a launcher killed from outside fails only what it was running.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MergeTreeProcess } from '../../src/adapters/git/pick/merge-tree.js';
import { activeGitLauncher } from '../../src/adapters/git/run/git-launcher.js';
import { createGitRunner, type GitResult, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { scaled } from '../helpers/time-scale.js';

afterAll(removeTempDirs);

const MODE = 'UPSTREAM_INGEST_GIT_LAUNCHER';
let repo: string;
let git: GitRunner;

/** Runs `body` with these variables set (undefined: unset), restoring them after. */
async function withEnv<T>(vars: Record<string, string | undefined>, body: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  };
  apply(vars);
  try {
    return await body();
  } finally {
    apply(saved);
  }
}

/** Runs `body` with the launcher mode set, restoring the previous value. */
function withMode<T>(mode: string, body: () => Promise<T>): Promise<T> {
  return withEnv({ [MODE]: mode }, body);
}

/** The same call direct and through the launcher: both results, or both errors' messages. */
async function both(call: () => Promise<GitResult>): Promise<[unknown, unknown]> {
  const settle = (p: Promise<GitResult>) =>
    p.then(
      (r) => ({ ok: r }),
      (e: Error) => ({ error: `${e.constructor.name}: ${e.message}` }),
    );
  const direct = await withMode('never', () => settle(call()));
  const launched = await withMode('always', () => settle(call()));
  return [direct, launched];
}

beforeAll(async () => {
  repo = await makeTempDir('ui-launcher-');
  git = createGitRunner(repo);
  await git.run(['init', '-q', '-b', 'main']);
  await writeFile(join(repo, 'a.txt'), 'one\n');
  await git.run(['add', 'a.txt']);
  await git.run(['commit', '-q', '-m', 'first']);
  await writeFile(join(repo, 'bin.dat'), Buffer.from([0xff, 0x00, 0xe9, 0x0a]));
  await git.run(['add', 'bin.dat']);
  await git.run(['commit', '-q', '-m', 'binary']);
});

const PROGRAM = 'UPSTREAM_INGEST_GIT_LAUNCHER_PROGRAM';

/** A long-lived git's pid (the handle its class keeps; protected there). */
const pidOf = (merger: MergeTreeProcess): number => (merger as unknown as { process: { pid: number } }).process.pid;

describe('the launcher program', () => {
  it('is Node where PATH has no perl, and perl asked for then is refused, naming the variable', async () => {
    const bin = await makeTempDir('ui-launcher-no-perl-');
    await symlink(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim(), join(bin, 'git'));
    await withEnv({ PATH: bin, [PROGRAM]: undefined, [MODE]: 'always' }, async () => {
      expect((await git.run(['rev-parse', 'HEAD'])).stdout).toMatch(/^[0-9a-f]{40}\n$/);
      expect(activeGitLauncher()?.program).toBe('node');
      process.env[PROGRAM] = 'perl';
      await expect(git.run(['rev-parse', 'HEAD'])).rejects.toThrow(
        'UPSTREAM_INGEST_GIT_LAUNCHER_PROGRAM=perl: there is no perl on PATH',
      );
    });
    // With perl back on PATH, the default is perl again.
    await withEnv({ [PROGRAM]: undefined, [MODE]: 'always' }, () => git.run(['rev-parse', 'HEAD']));
    expect(activeGitLauncher()?.program).toBe('perl');
  });

  it('refuses an unknown program, naming the variable', async () => {
    await withEnv({ [PROGRAM]: 'python', [MODE]: 'always' }, async () => {
      await expect(git.run(['rev-parse', 'HEAD'])).rejects.toThrow(
        "UPSTREAM_INGEST_GIT_LAUNCHER_PROGRAM: expected auto, perl or node, got 'python'",
      );
    });
  });
});

describe.each(['perl', 'node'] as const)('git through the %s launcher', (program) => {
  const previousProgram = process.env[PROGRAM];
  beforeAll(() => {
    process.env[PROGRAM] = program;
  });
  afterAll(() => {
    if (previousProgram === undefined) delete process.env[PROGRAM];
    else process.env[PROGRAM] = previousProgram;
  });

  it('runs the program asked for', async () => {
    await withMode('always', () => git.run(['rev-parse', 'HEAD']));
    expect(activeGitLauncher()?.program).toBe(program);
  });

  it('gives what a direct start gives: stdout, stdin, result exit codes, errors, latin1, bytes', async () => {
    const cases: Array<() => Promise<GitResult>> = [
      () => git.run(['log', '--format=%H %s']),
      () => git.run(['hash-object', '--stdin'], { input: 'from stdin\n' }),
      () => git.run(['cat-file', '--batch'], { input: 'HEAD:bin.dat\n', encoding: 'latin1' }),
      () => git.run(['cat-file', '--batch'], { input: 'HEAD:bin.dat\n', encoding: 'bytes' }),
      () => git.run(['diff', '--quiet', 'HEAD~1', 'HEAD'], { okExitCodes: [1] }),
      () => git.run(['rev-parse', '--verify', 'no-such-branch']),
      () => git.run(['show', 'HEAD:missing.txt']),
    ];
    for (const call of cases) {
      const [direct, launched] = await both(call);
      expect(launched).toEqual(direct);
    }
    // Not vacuous: the cases above include a success with output, a result exit code and a failure.
    const [log] = await both(cases[0]!);
    expect((log as { ok: GitResult }).ok.stdout).toMatch(/^[0-9a-f]{40} binary\n[0-9a-f]{40} first\n$/);
    const latin1 = (await both(cases[2]!))[0] as { ok: GitResult };
    const bytes = (await both(cases[3]!))[0] as { ok: GitResult };
    // Undecoded: the blob's bytes as stored (a NUL, a byte that is not UTF-8), in `bytes`, the same as latin1's.
    expect(bytes.ok.stdout).toBe('');
    expect(bytes.ok.bytes!.subarray(-5)).toEqual(Buffer.from([0xff, 0x00, 0xe9, 0x0a, 0x0a]));
    expect(bytes.ok.bytes).toEqual(Buffer.from(latin1.ok.stdout, 'latin1'));
    const [diff] = await both(cases[4]!);
    expect((diff as { ok: GitResult }).ok.exitCode).toBe(1);
    const [bad] = await both(cases[5]!);
    expect(bad).toHaveProperty('error');
  });

  it('runs a long-lived git (merge-tree --stdin) with the same answers; perl forks it, Node leaves it here', async () => {
    const merges = async () => {
      const merger = new MergeTreeProcess(repo, {});
      try {
        const head = (await git.run(['rev-parse', 'HEAD'])).stdout.trim();
        const first = (await git.run(['rev-parse', 'HEAD~1'])).stdout.trim();
        const outcomes = [await merger.merge(first, head, first), await merger.merge(head, first, head)];
        const parent = Number(
          readFileSync(`/proc/${pidOf(merger)}/stat`, 'utf8')
            .split(') ')[1]!
            .split(' ')[1],
        );
        return { outcomes, parent };
      } finally {
        await merger.close();
      }
    };
    const direct = await withMode('never', merges);
    const launched = await withMode('always', merges);
    expect(launched.outcomes).toEqual(direct.outcomes);
    expect(direct.outcomes[0]).toMatchObject({ clean: true, conflictPaths: [] });
    expect(direct.parent).toBe(process.pid);
    expect(launched.parent).toBe(program === 'perl' ? activeGitLauncher()?.pid : process.pid);
  });

  it('kills a git that runs past its timeout and says so, as a direct start does', async () => {
    const slow = () => git.run(['-c', 'alias.slow=!sleep 1', 'slow'], { timeoutMs: 200 });
    const [direct, launched] = await both(slow);
    expect(direct).toEqual({ error: expect.stringMatching(/timed out after 0 s/) });
    expect(launched).toEqual(direct);
  });

  it('calls another repository with the same result (isolated config, parent-death wrapper)', async () => {
    const clone = await makeTempDir('ui-launcher-clone-');
    const other = createGitRunner(clone);
    await other.run(['init', '-q', '-b', 'main']);
    for (const call of [
      () => git.run(['ls-remote', repo]),
      () => other.run(['fetch', '-q', repo, '+refs/heads/main:refs/remotes/r/main']),
      () => git.run(['ls-remote', join(repo, 'no-such-repo')]),
    ]) {
      const [direct, launched] = await both(call);
      expect(launched).toEqual(direct);
    }
    const [listed] = await both(() => git.run(['ls-remote', repo]));
    expect((listed as { ok: GitResult }).ok.stdout).toMatch(/\trefs\/heads\/main\n/);
  });

  it.each(['never', 'always'])(
    'a call to another repository does not outlive the process that made it (launcher %s)',
    async (mode) => {
      const marker = `300.${process.pid}${mode.length}`;
      const dir = await makeTempDir('ui-launcher-death-');
      const script = join(dir, 'fetches.ts');
      await writeFile(
        script,
        `import { createGitRunner } from ${JSON.stringify(resolve('src/adapters/git/run/git-runner.ts'))};\n` +
          `const git = createGitRunner(${JSON.stringify(repo)});\n` +
          `process.stdout.write('started\\n');\n` +
          `await git.run(['fetch', '--upload-pack=sleep ${marker} #', ${JSON.stringify(repo)}]).catch(() => {});\n`,
      );
      const child = spawn(process.execPath, ['--import', resolve('test/helpers/source-loader/register.mjs'), script], {
        env: { ...process.env, [MODE]: mode, NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((started) => child.stdout.on('data', () => started()));
      // The fetch (git, or setpriv then git) waits on its upload-pack: find it by the marker in its argv.
      const withMarker = (alsoFetch: boolean) =>
        readdirSync('/proc')
          .filter((p) => /^\d+$/.test(p))
          .filter((p) => {
            try {
              const argv = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0');
              return (!alsoFetch || argv.includes('fetch')) && argv.some((a) => a.includes(marker));
            } catch {
              return false;
            }
          });
      const fetches = () => withMarker(true);
      const until = async (ok: () => boolean) => {
        for (let waited = 0; !ok() && waited < scaled(20_000); waited += 50)
          await new Promise((r) => setTimeout(r, 50));
      };
      await until(() => fetches().length > 0);
      expect(fetches().length).toBeGreaterThan(0);
      child.kill('SIGKILL');
      await until(() => fetches().length === 0);
      expect(fetches()).toEqual([]);
      // The upload-pack stand-in (a shell and its sleep) is no git: it is not the point here, only cleaned up.
      for (const pid of withMarker(false)) process.kill(Number(pid), 'SIGKILL');
    },
  );

  it('names a missing working directory as the user must fix it', async () => {
    const missing = createGitRunner(join(repo, 'no-such-dir'));
    const [direct, launched] = await both(() => missing.run(['status']));
    expect(direct).toEqual({ error: expect.stringMatching(/^ConfigurationError: .*no-such-dir: no such directory$/) });
    expect(launched).toEqual(direct);
  });

  it('starts git from a process whose environment is PATH alone', async () => {
    const secret = 'INPUT_TOKEN';
    process.env[secret] = 'ghs_not_for_git';
    try {
      // An alias runs a shell whose parent is git; git's parent is the launcher.
      const script = "!p=$(cut -d' ' -f4 /proc/$PPID/stat); tr '\\0' '\\n' < /proc/$p/environ | cut -d= -f1";
      const { stdout } = await withMode('always', () => git.run(['-c', `alias.parentenv=${script}`, 'parentenv']));
      expect(stdout.split('\n').filter(Boolean)).toEqual(['PATH']);
    } finally {
      delete process.env[secret];
    }
  });

  it('fails only the running command when the launcher is killed, and the next one runs', async () => {
    await withMode('always', async () => {
      await git.run(['rev-parse', 'HEAD']);
      const first = activeGitLauncher();
      expect(first?.pid).toBeDefined();
      const running = git.run(['-c', 'alias.slow=!sleep 2', 'slow']);
      setTimeout(() => process.kill(first!.pid!, 'SIGKILL'), 100);
      await expect(running).rejects.toThrow(/the git launcher exited with SIGKILL/);
      const { stdout } = await git.run(['rev-parse', 'HEAD']);
      expect(stdout).toMatch(/^[0-9a-f]{40}\n$/);
      expect(activeGitLauncher()).not.toBe(first);
    });
  });

  it('refuses an unknown mode, naming the variable', async () => {
    await withMode('sometimes', async () => {
      await expect(git.run(['rev-parse', 'HEAD'])).rejects.toThrow(
        "UPSTREAM_INGEST_GIT_LAUNCHER: expected auto, always or never, got 'sometimes'",
      );
    });
  });

  it('auto: the first sixteen start directly, then none waits for the launcher to start', async () => {
    const dir = await makeTempDir('ui-launcher-auto-');
    const script = join(dir, 'auto.ts');
    // git's parent: this process (a direct start) or the launcher.
    const parentOf = "!cut -d' ' -f4 /proc/$PPID/stat";
    await writeFile(
      script,
      `import { createGitRunner } from ${JSON.stringify(resolve('src/adapters/git/run/git-runner.ts'))};\n` +
        `import { activeGitLauncher } from ${JSON.stringify(resolve('src/adapters/git/run/git-launcher.ts'))};\n` +
        `const git = createGitRunner(${JSON.stringify(repo)});\n` +
        `const parent = async () => (await git.run(['-c', ${JSON.stringify(`alias.parent=${parentOf}`)}, 'parent'])).stdout.trim();\n` +
        `const seen = [];\n` +
        `for (let i = 0; i < 16; i++) seen.push(await parent());\n` +
        `seen.push(await parent());\n` +
        `const launcher = activeGitLauncher();\n` +
        `for (let i = 0; launcher && !launcher.ready && !launcher.dead && i < 4000; i++) await new Promise((r) => setTimeout(r, 5));\n` +
        `seen.push(await parent());\n` +
        `process.stdout.write(JSON.stringify({ self: String(process.pid), launcher: String(launcher?.pid), seen }));\n`,
    );
    const child = spawn(process.execPath, ['--import', resolve('test/helpers/source-loader/register.mjs'), script], {
      env: { ...process.env, [MODE]: 'auto', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const { self, launcher, seen } = JSON.parse(out) as { self: string; launcher: string; seen: string[] };
    expect(launcher).not.toBe('undefined');
    // The 17th call starts the launcher and, as it cannot run yet, git directly: it never waits for the launcher.
    expect(seen.slice(0, 17)).toEqual(Array.from({ length: 17 }, () => self));
    expect(seen[17]).toBe(launcher);
  });

  it('does not keep a process alive once its work is done, and ends with it', async () => {
    const dir = await makeTempDir('ui-launcher-exit-');
    const script = join(dir, 'uses-launcher.ts');
    const runner = resolve('src/adapters/git/run/git-runner.ts');
    await writeFile(
      script,
      `import { createGitRunner } from ${JSON.stringify(runner)};\n` +
        `import { activeGitLauncher } from ${JSON.stringify(resolve('src/adapters/git/run/git-launcher.ts'))};\n` +
        `const git = createGitRunner(${JSON.stringify(repo)});\n` +
        `for (let i = 0; i < 3; i++) process.stdout.write((await git.run(['rev-parse', 'HEAD'])).stdout);\n` +
        `const launcher = activeGitLauncher();\n` +
        `process.on('exit', () => process.stdout.write(launcher && launcher.dead ? 'launcher ended\\n' : 'launcher left\\n'));\n`,
    );
    const child = spawn(process.execPath, ['--import', resolve('test/helpers/source-loader/register.mjs'), script], {
      env: { ...process.env, [MODE]: 'always', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    // A launcher that held the process open would leave this waiting until the test's timeout.
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(err).toBe('');
    expect(code).toBe(0);
    const lines = out.split('\n').filter(Boolean);
    expect(lines).toHaveLength(4);
    // Waited for before the end: its git processes count in this process tree, and it outlives nothing.
    expect(lines[3]).toBe('launcher ended');
  });
});
