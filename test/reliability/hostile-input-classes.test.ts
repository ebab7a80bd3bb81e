/**
 * Issue 31 items 4 and 5, by the failure each case guards against (the report counts them per class):
 * - crash: a corrupt packed-refs, a bare repository or a file as --repo must give one line and exit 2, never a stack
 *   trace and exit 3;
 * - hang: a FIFO, /dev/zero or /dev/urandom as --plan/--config/--ledger, a `fd::` or `ext::` remote, a git network
 *   call whose parent is killed: an answer at once, and no git left behind;
 * - unsafe exit 0: a branch name that shadows a remote-tracking ref or a tag, a 2× slowdown on one repetition per
 *   side, a benchmark measured over zero iterations: never a quiet success.
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { EXIT } from '../../src/cli/context.js';
import { runCli } from '../helpers/cli.js';
import { startNode } from '../helpers/action-runner.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { conflictScenario } from '../apply/fixtures.js';
import { gitIn, refSnapshot } from './fixtures.js';
import { cases } from './record.js';

const crashCase = cases('hostile input', 'crash');
const hangCase = cases('hostile input', 'hang');
const unsafeCase = cases('hostile input', 'unsafe exit 0');

afterAll(removeTempDirs);

/** One line on stderr, exit 2: the user's error, named. */
function expectUserError(run: { code: number; stderr: string }, says: RegExp): string {
  expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(run.code).toBe(EXIT.usage);
  // Progress lines may come first; the error is one line, the last.
  const errors = run.stderr
    .trim()
    .split('\n')
    .filter((l) => /error/.test(l));
  expect(errors).toHaveLength(1);
  const line = run.stderr.trim().split('\n').at(-1)!;
  expect(line).toBe(errors[0]);
  expect(line).toMatch(says);
  return line.replace(/\/tmp\/[^\s:']+/g, '…').slice(0, 160);
}

describe('crashes', () => {
  crashCase(
    'a corrupt packed-refs (an unexpected line) under lag',
    'exit 2, one line naming the damaged repository; no stack trace',
    async (observe) => {
      const s = await conflictScenario();
      await gitIn(s.dir, 'pack-refs', '--all');
      await writeFile(
        join(s.dir, '.git', 'packed-refs'),
        `${await readFile(join(s.dir, '.git', 'packed-refs'), 'utf8')}garbage line\nzzzz refs/heads/x\n`,
      );
      const run = await runCli(['lag', '--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork']);
      observe(expectUserError(run, /packed-refs|damaged/));
    },
  );

  crashCase(
    'a bare repository as --repo of apply (a work tree is needed)',
    'exit 2, one line saying it is bare',
    async (observe) => {
      const dir = join(await makeTempDir('ui-bare-'), 'r.git');
      execFileSync('git', ['init', '-q', '--bare', dir]);
      const run = await runCli(['apply', '--repo', dir, '--base', 'main', '--commits', 'abc1234']);
      observe(expectUserError(run, /bare|work tree/));
    },
  );

  for (const command of [
    ['apply', '--base', 'main', '--commits', 'abc1234'],
    ['lag', '--upstream', 'upstream', '--fork', 'fork'],
  ]) {
    crashCase(`--repo naming a regular file (${command[0]})`, 'exit 2, one line: not a directory', async (observe) => {
      const file = join(await makeTempDir('ui-repo-file-'), 'afile');
      await writeFile(file, 'x');
      const run = await runCli([command[0]!, '--repo', file, ...command.slice(1)]);
      observe(expectUserError(run, /not a directory|not a git repository/));
    });
  }
});

describe('hangs', () => {
  const fifo = async (): Promise<string> => {
    const path = join(await makeTempDir('ui-fifo-'), 'pipe');
    execFileSync('mkfifo', [path]);
    return path;
  };
  const kinds: Array<[string, () => Promise<string>]> = [
    ['a FIFO nobody writes', fifo],
    ['/dev/zero', async () => '/dev/zero'],
    ['/dev/urandom', async () => '/dev/urandom'],
  ];
  for (const [kind, make] of kinds) {
    for (const [flag, args] of [
      ['--plan', (f: string, dir: string) => ['apply', '--repo', dir, '--base', 'fork', '--plan', f, '--bundle', 'b1']],
      [
        '--config',
        (f: string, dir: string) => ['plan', '--repo', dir, '--upstream', 'upstream', '--fork', 'fork', '--config', f],
      ],
      [
        '--ledger',
        (f: string, dir: string) => ['lag', '--repo', dir, '--upstream', 'upstream', '--fork', 'fork', '--ledger', f],
      ],
    ] as const) {
      hangCase(
        `${kind} as ${flag}`,
        'exit 2 at once with one line: not a regular file (no read of an endless or blocking file)',
        async (observe) => {
          const s = await conflictScenario();
          const run = await runCli(args(await make(), s.dir));
          observe(expectUserError(run, /not a regular file|a FIFO|a device/));
        },
      );
    }
  }

  for (const remote of ['fd::3', 'ext::sh -c true']) {
    hangCase(
      `apply --push '${remote}'`,
      'exit 2, one line: the transport is not allowed; no git waits on a descriptor',
      async (observe) => {
        const s = await conflictScenario();
        const run = await runCli([
          'apply',
          '--repo',
          s.dir,
          '--base',
          'fork',
          '--commits',
          s.sha('u1'),
          '--upstream',
          'upstream',
          '--push',
          remote,
        ]);
        observe(expectUserError(run, /not allowed/));
      },
    );
  }

  hangCase(
    "a remote named 'mirror' whose URL is fd::3 (the name hides the transport)",
    'exit 2 naming the URL behind the name; git itself also refuses the transport',
    async (observe) => {
      const s = await conflictScenario();
      await gitIn(s.dir, 'remote', 'add', 'mirror', 'fd::3');
      const run = await runCli([
        'apply',
        '--repo',
        s.dir,
        '--base',
        'fork',
        '--commits',
        s.sha('u1'),
        '--upstream',
        'upstream',
        '--push',
        'mirror',
      ]);
      observe(expectUserError(run, /fd::.*not allowed/));
    },
  );

  hangCase(
    'a git fetch from a server that never answers, its parent killed with SIGKILL',
    'the git process dies with its parent (nothing left waiting on the network)',
    async (observe) => {
      const sockets = new Set<Socket>();
      const server: Server = createServer((socket) => sockets.add(socket)); // accepts, never answers
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const port = (server.address() as { port: number }).port;
      const marker = `never-answers-${port}`;
      const url = `http://127.0.0.1:${port}/${marker}.git`;
      const s = await conflictScenario();
      const script = join(await makeTempDir('ui-fetch-parent-'), 'fetch.ts');
      await writeFile(
        script,
        `import { createGitRunner } from ${JSON.stringify(resolve('src/adapters/git/run/git-runner.ts'))};\n` +
          `await createGitRunner(${JSON.stringify(s.dir)}).run(['fetch', '--end-of-options', ${JSON.stringify(url)}]);\n`,
      );
      const parent = startNode(['--import', resolve('test/helpers/source-loader/register.mjs'), script], {
        cwd: s.dir,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? s.dir },
      });
      try {
        // Wait until the fetch is connected (the server saw it), then kill the parent as a runner or a user would.
        while (sockets.size === 0) await new Promise((r) => setTimeout(r, 50));
        const before = await gitProcessesFor(marker);
        expect(before.length).toBeGreaterThan(0);
        parent.kill();
        let left = before;
        for (let i = 0; i < 200 && left.length > 0; i++) {
          await new Promise((r) => setTimeout(r, 50));
          left = await gitProcessesFor(marker);
        }
        expect(left).toEqual([]);
        observe(`${before.length} git process(es) fetching; after the parent's SIGKILL: ${left.length} left`);
      } finally {
        parent.kill();
        for (const socket of sockets) socket.destroy();
        server.close();
      }
    },
    60_000,
  );
});

/** Live processes whose command line names `marker` (git and its remote helper). */
async function gitProcessesFor(marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((p) => /^\d+$/.test(p))) {
    const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0').join(' ');
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    if (cmdline.includes(marker) && /\bgit/.test(cmdline) && state !== 'Z') found.push(`${pid}: ${cmdline}`);
  }
  return found;
}

describe('unsafe exit 0', () => {
  for (const [what, setup, branch] of [
    [
      'a remote-tracking ref',
      (dir: string) => gitIn(dir, 'update-ref', 'refs/remotes/upstream/main', 'upstream'),
      'upstream/main',
    ],
    ['a tag', (dir: string) => gitIn(dir, 'tag', 'v1.0', 'upstream'), 'v1.0'],
  ] as const) {
    unsafeCase(
      `apply --branch whose short form already names ${what} (${branch})`,
      `exit 2, one line; no refs/heads/${branch} is created (lag --upstream ${branch} keeps meaning what it meant)`,
      async (observe) => {
        const s = await conflictScenario();
        await setup(s.dir);
        const before = await refSnapshot(s.dir);
        const run = await runCli([
          'apply',
          '--repo',
          s.dir,
          '--base',
          'fork',
          '--commits',
          s.sha('u1'),
          '--upstream',
          'upstream',
          '--branch',
          branch,
        ]);
        const line = expectUserError(run, /already names refs\/(remotes|tags)\//);
        expect(await refSnapshot(s.dir)).toBe(before);
        observe(line);
      },
    );
  }

  unsafeCase(
    'control: apply --branch upstream-ingest/mine next to the upstream-ingest remote',
    'accepted (only a ref that exists is a clash)',
    async (observe) => {
      const s = await conflictScenario();
      await gitIn(s.dir, 'remote', 'add', 'upstream-ingest', s.dir);
      const run = await runCli([
        'apply',
        '--repo',
        s.dir,
        '--base',
        'fork',
        '--commits',
        s.sha('u1'),
        '--upstream',
        'upstream',
        '--branch',
        'upstream-ingest/mine',
      ]);
      expect(run.stderr).not.toMatch(/error/);
      observe(`exit ${run.code}`);
    },
  );

  const gbench = (ms: number, iterations = 1000) =>
    JSON.stringify({
      context: { host_name: 'h', num_cpus: 8, library_build_type: 'release' },
      benchmarks: [
        { name: 'BM_kernel', run_type: 'iteration', iterations, real_time: ms, cpu_time: ms, time_unit: 'ms' },
      ],
    });

  async function benchFiles(base: string, cand: string): Promise<[string, string]> {
    const dir = await makeTempDir('ui-bench-');
    await writeFile(join(dir, 'base.json'), base);
    await writeFile(join(dir, 'cand.json'), cand);
    return [join(dir, 'base.json'), join(dir, 'cand.json')];
  }

  unsafeCase(
    'compare-bench: a 2× slowdown on one repetition per side',
    'the gate fails (exit 1) naming the underpowered benchmark; --allow-underpowered lets it pass as inconclusive',
    async (observe) => {
      const [base, cand] = await benchFiles(gbench(10), gbench(20));
      const run = await runCli(['compare-bench', '--baseline', base, '--candidate', cand, '--json']);
      expect(run.code).toBe(EXIT.verdict);
      const result = JSON.parse(run.stdout) as { gateFailed: boolean; gateReasons: string[] };
      expect(result.gateFailed).toBe(true);
      expect(result.gateReasons.join(' ')).toMatch(/BM_kernel ×2\.00 on 1\+1 repetitions/);
      const allowed = await runCli(['compare-bench', '--baseline', base, '--candidate', cand, '--allow-underpowered']);
      expect(allowed.code).toBe(EXIT.ok);
      observe(
        `exit ${run.code} (${result.gateReasons.at(-1)!.slice(0, 90)}…); with --allow-underpowered exit ${allowed.code}`,
      );
    },
  );

  unsafeCase(
    'compare-bench: benchmark rows measured over 0 and -5 iterations',
    'never a pass: exit 2, one line naming the file and the row',
    async (observe) => {
      const lines: string[] = [];
      for (const [base, cand, bad] of [
        [gbench(10, 0), gbench(10), 'base.json'],
        [gbench(10), gbench(10, -5), 'cand.json'],
      ] as const) {
        const [b, c] = await benchFiles(base, cand);
        const run = await runCli(['compare-bench', '--baseline', b, '--candidate', c, '--json']);
        lines.push(expectUserError(run, new RegExp(`${bad}: benchmarks\\[0\\] \\(BM_kernel\\): iterations -?\\d`)));
      }
      observe(lines.join(' / '));
    },
  );

  unsafeCase(
    'compare-bench: impossible option values (--alpha 0, --resamples 0, --max-undecided 2)',
    'exit 2 with one line naming the option, for each',
    async (observe) => {
      const [base, cand] = await benchFiles(gbench(10), gbench(10));
      const lines: string[] = [];
      for (const [flag, value] of [
        ['--alpha', '0'],
        ['--resamples', '0'],
        ['--max-undecided', '2'],
      ]) {
        const run = await runCli(['compare-bench', '--baseline', base, '--candidate', cand, flag!, value!]);
        lines.push(expectUserError(run, new RegExp(flag!)));
      }
      observe(lines.join(' / ').slice(0, 200));
    },
  );
});

describe('hangs in synchronous readers', () => {
  hangCase(
    'a FIFO as apply --pr-body-template @file',
    'exit 2 at once with one line naming the option (the synchronous read never blocks)',
    async (observe) => {
      const s = await conflictScenario();
      const path = join(await makeTempDir('ui-fifo-'), 'pipe');
      execFileSync('mkfifo', [path]);
      const run = await runCli([
        'apply',
        '--repo',
        s.dir,
        '--base',
        'fork',
        '--commits',
        s.sha('u1'),
        '--upstream',
        'upstream',
        '--push',
        s.dir,
        '--pr-repo',
        'fork-org/fork',
        '--pr-body-template',
        `@${path}`,
      ]);
      observe(expectUserError(run, /pr-body-template.*a FIFO/));
    },
  );
});
