/**
 * The launcher's two programs (src/adapters/git/run/launcher-programs.ts) speak one binary protocol: what a request
 * carries (argv, environment, input) reaches the process byte for byte, whatever bytes it holds; what comes back
 * (stdout over the pipe, stderr, the exit, a start that failed) reaches the caller whole, and many requests in flight
 * each get their own answer. Driven through GitLauncher, the class every git and verify command goes through.
 */
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { PERL_LAUNCHER } from '../../src/adapters/git/run/launcher-programs.js';
import {
  GitLauncher,
  LaunchedPipe,
  type LaunchRequest,
  type LongLivedHandle,
  type StreamEvents,
} from '../../src/adapters/git/run/git-launcher.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { runsWithTool } from '../helpers/tool-gate.js';

afterAll(removeTempDirs);

const PATH = process.env.PATH ?? '';

function request(cwd: string, file: string, args: string[], more: Partial<LaunchRequest> = {}): LaunchRequest {
  return { cwd, file, args, env: { PATH }, maxBytes: 64 * 1024 * 1024, ...more };
}

/** A streamed process's whole story, in the order the launcher told it. */
function streamed(launcher: GitLauncher, cwd: string, file: string, args: string[], input = '') {
  const events: string[] = [];
  let stdout = '';
  const done = new Promise<{ events: string[]; stdout: string }>((resolve, reject) => {
    const handler: StreamEvents = {
      output: (chunk, stream) => {
        if (stream === 'stdout') stdout += chunk.toString();
        else events.push(`stderr ${chunk.toString().trim()}`);
      },
      exit: (code, signal) => events.push(`exit ${code} ${signal}`),
      close: () => resolve({ events, stdout }),
      error: reject,
    };
    launcher.stream({ cwd, file, args, env: { PATH }, input }, handler);
  });
  return done;
}

describe.each(['perl', 'node'] as const)('the %s launcher', (program) => {
  let launcher: GitLauncher;
  let dir: string;

  beforeAll(async () => {
    dir = await makeTempDir('ui-launcher-protocol-');
    execFileSync('git', ['init', '-q', dir]);
    launcher = new GitLauncher(program);
  });
  afterAll(() => launcher.close());

  it('passes argv, environment and input byte for byte, and brings stdout and stderr back whole', async () => {
    const input = Buffer.from([0x00, 0x0a, 0xff, 0x41, 0x00, 0x0a, 0x20]);
    const hashed = await launcher.launch(request(dir, 'git', ['hash-object', '--stdin'], { input })).result;
    const blob = Buffer.concat([Buffer.from(`blob ${input.length}\0`), input]);
    expect(hashed.stdout?.toString().trim()).toBe(createHash('sha1').update(blob).digest('hex'));
    expect(hashed.code).toBe(0);

    const script = 'printf "%s|%s|%s" "$V" "$1" "$#"; printf "to stderr %s" "$W" >&2; exit 7';
    const odd = await launcher.launch(
      request(dir, '/bin/sh', ['-c', script, 'sh', 'a\nb  c é', ''], {
        env: { PATH, V: 'x=y\nz é', W: '' },
      }),
    ).result;
    expect(odd).toEqual({
      code: 7,
      signal: null,
      stdout: Buffer.from('x=y\nz é|a\nb  c é|2'),
      stderr: Buffer.from('to stderr '),
    });
  });

  it('returns large output on both streams whole, and kills a process over its stdout limit', async () => {
    const big = await launcher.launch(
      request(dir, '/bin/sh', [
        '-c',
        'head -c 300000 /dev/zero | tr "\\0" o; head -c 200000 /dev/zero | tr "\\0" e >&2',
      ]),
    ).result;
    expect(big.stdout?.length).toBe(300_000);
    expect(big.stderr.length).toBe(200_000);
    expect(big.stderr.toString().replace(/e/g, '')).toBe('');

    const over = await launcher.launch(
      request(dir, '/bin/sh', ['-c', 'head -c 1000000 /dev/zero; sleep 5'], { maxBytes: 1000 }),
    ).result;
    expect(over.signal).toBe('SIGKILL');
    expect(over.code).toBeNull();
  });

  it('answers many requests in flight, each with its own result', async () => {
    const runs = Array.from(
      { length: 40 },
      (_, i) =>
        launcher.launch(request(dir, '/bin/sh', ['-c', `sleep 0.0${i % 5}; echo run-${i}; exit ${i % 3}`])).result,
    );
    const results = await Promise.all(runs);
    expect(results.map((r) => [r.stdout?.toString(), r.code])).toEqual(
      Array.from({ length: 40 }, (_, i) => [`run-${i}\n`, i % 3]),
    );
  });

  it('refuses a null byte in an argument or the environment, as a direct start does', () => {
    expect(() => launcher.launch(request(dir, 'git', ['log', 'a\0b']))).toThrow(/null byte/);
    expect(() => launcher.launch(request(dir, 'git', ['log'], { env: { PATH, X: 'a\0b' } }))).toThrow(/null byte/);
  });

  it('reports a start that failed with its error code, and a kill as a signal', async () => {
    await expect(launcher.launch(request(dir, 'no-such-program-xyz', [])).result).rejects.toMatchObject({
      code: 'ENOENT',
    });
    await expect(launcher.launch(request(join(dir, 'no-such-dir'), 'git', ['status'])).result).rejects.toMatchObject({
      code: 'ENOENT',
    });
    const sleeper = launcher.launch(request(dir, '/bin/sh', ['-c', 'exec sleep 30']));
    setTimeout(() => sleeper.kill(), 50);
    await expect(sleeper.result).resolves.toMatchObject({ code: null, signal: 'SIGKILL' });
  });

  it('streams a process: its output as written, its exit, then the end of its output', async () => {
    const story = await streamed(
      launcher,
      dir,
      '/bin/sh',
      ['-c', 'read line; echo "got $line"; echo oops >&2; exit 4'],
      'hello\n',
    );
    expect(story.stdout).toBe('got hello\n');
    // Between stderr and the exit no order is promised (two pipes and a wait), as for a direct start.
    expect([...story.events].sort()).toEqual(['exit 4 null', 'stderr oops']);
    const failed = streamed(launcher, dir, 'no-such-program-xyz', []);
    await expect(failed).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

/** A long-lived process through the launcher: its handle, and its whole output and end once it has ended. */
function longLived(launcher: GitLauncher, cwd: string, file: string, args: string[]) {
  let stdout = '';
  let stderr = '';
  let handle!: LongLivedHandle;
  const ended = new Promise<{
    code: number | null;
    signal: string | null;
    error?: Error;
    stdout: string;
    stderr: string;
  }>((resolve) => {
    handle = launcher.pipe(
      { cwd, file, args, env: { PATH } },
      {
        output: (chunk, stream) => (stream === 'stdout' ? (stdout += chunk.toString()) : (stderr += chunk.toString())),
        close: (code, signal, error) => resolve({ code, signal, ...(error ? { error } : {}), stdout, stderr }),
      },
    );
  });
  return { handle, ended };
}

/** A launcher that has said it runs (what it can start is known from then on). */
async function readyLauncher(): Promise<GitLauncher> {
  const launcher = new GitLauncher('perl');
  for (let i = 0; !launcher.ready && i < 2000; i++) await new Promise((r) => setTimeout(r, 5));
  expect(launcher.startsLongLived).toBe(true);
  return launcher;
}

/** The launcher's FIFO folders left in the temp folder (none once every process has started). */
const fifoFolders = () => readdirSync('/tmp').filter((n) => n.startsWith('upstream-ingest-pipe-'));

describe('a long-lived process through the perl launcher', () => {
  let launcher: GitLauncher;
  let dir: string;

  beforeAll(async () => {
    dir = await makeTempDir('ui-launcher-pipe-');
    launcher = await readyLauncher();
  });
  afterAll(() => launcher.close());

  it('takes what is written before and after it starts, answers as it goes, and ends with its input', async () => {
    const before = fifoFolders();
    const cat = longLived(launcher, dir, '/bin/sh', [
      '-c',
      'while read -r line; do echo "got $line"; done; echo bye >&2',
    ]);
    cat.handle.write('one\n');
    await new Promise((r) => setTimeout(r, 50));
    expect(cat.handle.pid).toBeGreaterThan(0);
    // Its parent is the launcher, not this process.
    const parent = Number(readFileSync(`/proc/${cat.handle.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    expect(parent).toBe(launcher.pid);
    cat.handle.write('two\n');
    cat.handle.end();
    cat.handle.write('ignored\n');
    expect(await cat.ended).toEqual({ code: 0, signal: null, stdout: 'got one\ngot two\n', stderr: 'bye\n' });
    // Its FIFOs are gone once it runs.
    expect(fifoFolders().filter((f) => !before.includes(f))).toEqual([]);
  });

  it('ends at once when its input was ended before it started, and when killed', async () => {
    const early = longLived(launcher, dir, '/bin/sh', ['-c', 'cat; exit 3']);
    early.handle.end();
    expect(await early.ended).toEqual({ code: 3, signal: null, stdout: '', stderr: '' });
    const sleeper = longLived(launcher, dir, '/bin/sh', ['-c', 'exec sleep 30']);
    await new Promise((r) => setTimeout(r, 50));
    sleeper.handle.kill();
    expect(await sleeper.ended).toMatchObject({ code: null, signal: 'SIGKILL' });
  });

  it('reports a program that does not start, and leaves no FIFOs behind', async () => {
    const before = fifoFolders();
    const missing = longLived(launcher, dir, 'no-such-program-xyz', []);
    const ended = await missing.ended;
    expect(ended.error).toMatchObject({ code: 'ENOENT' });
    const nowhere = longLived(launcher, join(dir, 'no-such-dir'), '/bin/sh', ['-c', 'true']);
    expect((await nowhere.ended).error).toMatchObject({ code: 'ENOENT' });
    expect(fifoFolders().filter((f) => !before.includes(f))).toEqual([]);
  });

  it('is refused by a launcher that cannot start it (the Node one)', async () => {
    const node = new GitLauncher('node');
    for (let i = 0; !node.ready && i < 2000; i++) await new Promise((r) => setTimeout(r, 5));
    expect(node.startsLongLived).toBe(false);
    expect(() =>
      node.pipe({ cwd: dir, file: '/bin/true', args: [], env: { PATH } }, { output() {}, close() {} }),
    ).toThrow(/does not start long-lived processes/);
    node.close();
  });

  it('fails what runs when the launcher dies', async () => {
    const own = await readyLauncher();
    const sleeper = longLived(own, dir, '/bin/sh', ['-c', 'exec sleep 30']);
    await new Promise((r) => setTimeout(r, 100));
    const pid = sleeper.handle.pid!;
    process.kill(own.pid!, 'SIGKILL');
    expect((await sleeper.ended).error?.message).toMatch(/the git launcher exited with SIGKILL/);
    process.kill(pid, 'SIGKILL');
  });
});

/** Whether a process still runs (a zombie, whose parent has not reaped it yet, counts as gone). */
function running(pid: number): boolean {
  try {
    return !/^Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!);
  } catch {
    return false;
  }
}

describe('a one-shot process that must not outlive the perl launcher', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await makeTempDir('ui-launcher-orphans-');
  });

  /** Starts `sleep` through a fresh launcher; the sleeper's pid once it runs (it prints it), and the launcher. */
  async function sleeper(dieWithLauncher: boolean) {
    const own = await readyLauncher();
    const out = join(dir, `pid-${dieWithLauncher}`);
    const launched = own.launch(
      request(dir, '/bin/sh', ['-c', `echo $$ > ${out}; exec sleep 30`], dieWithLauncher ? { dieWithLauncher } : {}),
    );
    launched.result.catch(() => undefined); // fails when the launcher is killed below
    let pid = 0;
    for (let i = 0; !pid && i < 2000; i++) {
      await new Promise((r) => setTimeout(r, 5));
      try {
        pid = Number(readFileSync(out, 'utf8'));
      } catch {
        /* not yet */
      }
    }
    return { own, pid };
  }

  // x86_64 and aarch64 Linux: the launcher sets the signal itself (elsewhere it says it cannot, and the runner keeps
  // the setpriv wrapper).
  const orphansKilled = process.arch === 'x64' || process.arch === 'arm64';

  it('says whether it can give the signal: where the syscall number is known', async () => {
    const own = await readyLauncher();
    expect(own.killsOrphans).toBe(orphansKilled);
    own.close();
  });

  it('is killed with the launcher when asked and it can (outlives it otherwise), refused where it cannot', async () => {
    if (!orphansKilled) {
      const own = await readyLauncher();
      expect(() => own.launch(request(dir, '/bin/true', [], { dieWithLauncher: true }))).toThrow(
        /does not kill its orphans/,
      );
      own.close();
      return;
    }
    const asked = await sleeper(true);
    expect(running(asked.pid)).toBe(true);
    const plain = await sleeper(false);
    expect(running(plain.pid)).toBe(true);
    process.kill(asked.own.pid!, 'SIGKILL');
    process.kill(plain.own.pid!, 'SIGKILL');
    for (let i = 0; running(asked.pid) && i < 2000; i++) await new Promise((r) => setTimeout(r, 5));
    expect(running(asked.pid)).toBe(false);
    expect(running(plain.pid)).toBe(true);
    process.kill(plain.pid, 'SIGKILL');
  });

  it('is refused by a launcher that cannot give the signal (the Node one)', async () => {
    const node = new GitLauncher('node');
    for (let i = 0; !node.ready && i < 2000; i++) await new Promise((r) => setTimeout(r, 5));
    expect(node.killsOrphans).toBe(false);
    expect(() => node.launch(request(dir, '/bin/true', [], { dieWithLauncher: true }))).toThrow(
      /does not kill its orphans/,
    );
    node.close();
  });
});

describe('a long-lived process whose launcher died before starting it', () => {
  it('leaves no FIFO folder behind: the caller removes what the launcher made', async () => {
    const dir = await makeTempDir('ui-launcher-fifos-');
    const folder = join(dir, 'upstream-ingest-pipe-test');
    execFileSync('mkdir', ['-m', '700', folder]);
    for (const name of ['in', 'out', 'err']) execFileSync('mkfifo', ['-m', '600', join(folder, name)]);
    const sent: string[] = [];
    const ended: Array<Error | undefined> = [];
    const pipe = new LaunchedPipe(
      7,
      { output() {}, close: (_code, _signal, error) => ended.push(error) },
      (message) => sent.push(message),
      () => undefined,
    );
    // The launcher said its FIFOs are ready (Q); this side opened its ends and asked it to start the process (W)...
    pipe.reply('Q', { fields: ['Q', '7', String(folder.length)], body: Buffer.from(folder) });
    expect(sent).toEqual(['W 7\n']);
    expect(readdirSync(folder).sort()).toEqual(['err', 'in', 'out']);
    // ...and it died before it did (GitLauncher fails every pipe it had then).
    pipe.fail(new Error('the git launcher exited with SIGKILL'));
    expect(ended.map((e) => e?.message)).toEqual(['the git launcher exited with SIGKILL']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves a folder alone once the process runs (its child removed the FIFOs) and never empties another', async () => {
    const dir = await makeTempDir('ui-launcher-fifos-');
    const folder = join(dir, 'upstream-ingest-pipe-test');
    execFileSync('mkdir', ['-m', '700', folder]);
    for (const name of ['in', 'out', 'err']) execFileSync('mkfifo', ['-m', '600', join(folder, name)]);
    const pipe = new LaunchedPipe(
      8,
      { output() {}, close() {} },
      () => undefined,
      () => undefined,
    );
    pipe.reply('Q', { fields: ['Q', '8', String(folder.length)], body: Buffer.from(folder) });
    // Started (N): what happens to the folder from now on is not this side's.
    pipe.reply('N', { fields: ['N', '8', '12345'], body: Buffer.alloc(0) });
    pipe.fail(new Error('gone'));
    expect(readdirSync(folder).sort()).toEqual(['err', 'in', 'out']);
  });
});

/** Whether this machine lets a process mount a read-only /tmp in a mount namespace of its own (root and unshare). */
function readOnlyTmpPossible(): boolean {
  try {
    execFileSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs -o ro tmpfs /tmp'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** `sh -c` in a mount namespace whose /tmp is an empty read-only tmpfs: `script` runs with `args` as $0, $1, …. */
function underReadOnlyTmp(script: string, args: string[]) {
  return spawn('unshare', ['-m', 'sh', '-c', `mount -t tmpfs -o ro tmpfs /tmp && ${script}`, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { PATH },
  });
}

describe('the perl launcher where /tmp holds no temporary file', () => {
  // Always in CI (root there: .ci/run installs with apt), where it fails rather than skip; elsewhere only where a
  // process may make a mount namespace.
  const possible = readOnlyTmpPossible();
  if (!possible)
    console.warn(
      'test/adapters/launcher-protocol: no mount namespace here (root and unshare): the read-only /tmp case is skipped',
    );

  (runsWithTool(possible) ? it : it.skip)(
    'feeds a child its input through a pipe from a forked writer, whole',
    async () => {
      // The condition itself: perl makes no anonymous temporary file there.
      const probe = underReadOnlyTmp('exec perl -e "$0"', ['open(my $fh, "+>", undef) ? exit 0 : exit 3']);
      expect(await new Promise((done) => probe.on('close', done))).toBe(3);

      const launcher = underReadOnlyTmp('exec perl -e "$0"', [PERL_LAUNCHER]);
      let buffered = Buffer.alloc(0);
      const next = () =>
        new Promise<{ fields: string[]; body: Buffer }>((resolve) => {
          const take = () => {
            const end = buffered.indexOf(10);
            if (end < 0) return false;
            const fields = buffered.toString('latin1', 0, end).split(' ');
            const size = fields[0] === 'R' ? Number(fields[4]) + Number(fields[5]) : 0;
            if (buffered.length < end + 1 + size) return false;
            const body = buffered.subarray(end + 1, end + 1 + size);
            buffered = buffered.subarray(end + 1 + size);
            resolve({ fields, body });
            return true;
          };
          if (take()) return;
          const onData = (d: Buffer) => {
            buffered = Buffer.concat([buffered, d]);
            if (take()) launcher.stdout.off('data', onData);
          };
          launcher.stdout.on('data', onData);
        });
      // It runs, and says it can make no FIFOs there either.
      expect((await next()).fields).toEqual(['Y', '0', expect.stringMatching(/^[01]$/)]);
      // More input than a pipe holds at once (64 KiB): the writer must keep feeding it while the launcher goes on.
      const input = Buffer.alloc(300_000, 'x');
      const fields = ['/', '/bin/sh', '', String(1 << 20), '-c', 'wc -c', `PATH=${PATH}`];
      const text = Buffer.from(`${fields.join('\0')}\0`);
      launcher.stdin.write(`L 1 2 1 1 ${text.length + input.length}\n`);
      launcher.stdin.write(Buffer.concat([text, input]));
      const reply = await next();
      expect(reply.fields.slice(0, 4)).toEqual(['R', '1', '0', '-']);
      expect(reply.body.toString().trim()).toBe('300000');
      launcher.stdin.end();
      await new Promise((done) => launcher.on('close', done));
    },
  );
});
