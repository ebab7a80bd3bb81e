/**
 * The token: apply-bundle and report-lag run as a runner runs them, with a token, pushing over real smart HTTP to a
 * git server on 127.0.0.1 that (like GitHub) demands it, and calling the local API server with it. While a push is
 * held in flight, every process's /proc/<pid>/cmdline is read — what any user of the machine can see — and the git
 * shim keeps the argv of every git call. The token (raw, or as the base64 Basic credential) must appear in none of
 * them, nor in the logs, the outputs, the job summary, or any file the run wrote.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { startActionEntry, type ActionRun, type StartedAction } from '../helpers/action-runner.js';
import { startGitHttpServer, type GitHttpServer } from '../helpers/git-http-server.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { buildScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { conflictScenario } from '../apply/fixtures.js';
import { createGitShim, type GitShim } from './git-shim.js';
import { cases } from './record.js';

const reliabilityCase = cases('secrets');

const TOKEN = `ghs_${randomBytes(18).toString('hex')}`;
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
const FORMS = [TOKEN, BASIC];

let api: GitHubTestServer;
let http: GitHttpServer;
let root = '';

beforeAll(async () => {
  api = await startGitHubServer({ token: TOKEN });
  root = await makeTempDir('ui-http-git-');
  http = await startGitHttpServer(root, TOKEN);
});
afterAll(async () => {
  await http.close();
  await api.close();
  await removeTempDirs();
});

/** Processes whose command line shows the token, and how many git processes were looked at. */
async function scanCmdlines(needle: string): Promise<{ leaks: string[]; gitSeen: string[] }> {
  const leaks: string[] = [];
  const gitSeen: string[] = [];
  for (const pid of (await readdir('/proc')).filter((p) => /^\d+$/.test(p))) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    const text = cmdline.split('\0').join(' ');
    if (FORMS.some((f) => text.includes(f))) leaks.push(`${pid}: ${text.slice(0, 200)}`);
    if (/\bgit\b|git-remote-http/.test(text) && text.includes(needle)) gitSeen.push(text.slice(0, 160));
  }
  return { leaks, gitSeen };
}

/** Every file under `dir` (objects skipped: compressed commits and trees this test wrote itself) that holds the token. */
async function filesWithToken(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (d: string): Promise<void> => {
    for (const entry of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'objects') await walk(path);
      } else if (entry.isFile() && (await stat(path)).size < 64 * 1024 * 1024) {
        const data = await readFile(path);
        if (FORMS.some((f) => data.includes(f))) found.push(path);
      }
    }
  };
  await walk(dir);
  return found;
}

/** Runs `start` with pushes held; scans while held; returns the run and what the scan saw. */
async function whilePushHeld(remoteUrl: string, start: () => Promise<StartedAction>) {
  const { held } = http.holdPushes();
  const run = await start();
  await Promise.race([held, run.done.then(() => Promise.reject(new Error('the run ended before pushing')))]);
  const scan = await scanCmdlines(remoteUrl);
  http.release();
  return { run: await run.done, scan };
}

function outputsWithToken(run: ActionRun): string[] {
  const where: string[] = [];
  const log = run.stdout
    .split('\n')
    .filter((l) => l !== `::add-mask::${TOKEN}`)
    .join('\n');
  if (FORMS.some((f) => log.includes(f))) where.push('stdout');
  if (FORMS.some((f) => run.stderr.includes(f))) where.push('stderr');
  if (FORMS.some((f) => JSON.stringify(run.outputs).includes(f))) where.push('outputs');
  if (FORMS.some((f) => run.summary.includes(f))) where.push('summary');
  return where;
}

async function argvWithToken(shim: GitShim): Promise<{ calls: number; leaks: string[][] }> {
  const calls = await shim.calls();
  return { calls: calls.length, leaks: calls.filter((argv) => FORMS.some((f) => argv.join(' ').includes(f))) };
}

describe('the token during real authenticated pushes', () => {
  reliabilityCase(
    'apply-bundle pushing over HTTPS-like smart HTTP with a token, and opening its PR',
    'token never in any process argv (/proc/<pid>/cmdline), git argv, log, output, summary or written file',
    async (observe) => {
      const s = await conflictScenario();
      await createGitRunner(root).run(['clone', '-q', '--bare', s.dir, 'fork.git']);
      const remoteUrl = `${http.url}/fork.git`;
      const full = 'fork-org/secrets';
      api.state.addRepo(full);
      const shim = await createGitShim();
      const { run, scan } = await whilePushHeld(remoteUrl, () =>
        startActionEntry(
          'apply-bundle',
          {
            repo: s.dir,
            commits: [s.sha('u1'), s.sha('u4')].join(','),
            base: 'fork',
            upstream: 'upstream',
            push: remoteUrl,
            token: TOKEN,
            repository: full,
            'pr-base': 'main',
            'cache-rerere': 'false',
          },
          { source: true, env: { ...api.env(), GITHUB_SERVER_URL: http.url, ...shim.env() } },
        ),
      );
      expect(run).toMatchObject({ code: 0, outputs: { status: 'applied' } });
      expect(api.state.pulls(full)).toHaveLength(1);
      // The token was really used: every request to the git server carried it, a push among them.
      expect(http.requests.some((r) => r.path.endsWith('/git-receive-pack'))).toBe(true);
      expect(http.requests.every((r) => r.authorized)).toBe(true);
      expect(scan.gitSeen.length).toBeGreaterThan(0);
      expect(scan.leaks).toEqual([]);
      const argv = await argvWithToken(shim);
      expect(argv.leaks).toEqual([]);
      expect(outputsWithToken(run)).toEqual([]);
      expect(run.stdout).toContain(`::add-mask::${TOKEN}`);
      const files = [
        ...(await filesWithToken(join(s.dir, '.git'))),
        ...(await filesWithToken(run.runnerTemp)),
        ...(await filesWithToken(join(root, 'fork.git'))),
      ];
      expect(files).toEqual([]);
      observe(
        `push held: ${scan.gitSeen.length} git process(es) in flight, none with the token; ${argv.calls} git argv ` +
          `clean; log, outputs, summary, .git, RUNNER_TEMP clean; ${http.requests.length} authenticated requests`,
      );
    },
    120_000,
  );

  reliabilityCase(
    'report-lag pushing its history to the state branch over smart HTTP with a token',
    'token never in any process argv, git argv, log, output, summary or written file',
    async (observe) => {
      const s = await buildScenario({
        steps: [
          { id: 'u1', on: 'upstream', files: { 'a.txt': 'a\n' } },
          { id: 'f1', on: 'fork', files: { 'f.txt': 'f\n' } },
        ],
      });
      await createGitRunner(root).run(['clone', '-q', '--bare', s.dir, 'lag.git']);
      const work = join(await makeTempDir('ui-lag-secret-'), 'work');
      await createGitRunner('/').run(['clone', '-q', '--branch', 'fork', join(root, 'lag.git'), work]);
      const remoteUrl = `${http.url}/lag.git`;
      await createGitRunner(work).run(['remote', 'set-url', 'origin', remoteUrl]);
      const shim = await createGitShim();
      const { run, scan } = await whilePushHeld(remoteUrl, () =>
        startActionEntry(
          'report-lag',
          { 'upstream-repository': s.dir, 'upstream-ref': 'upstream', path: work, token: TOKEN },
          { source: true, env: { GITHUB_SERVER_URL: http.url, ...shim.env() } },
        ),
      );
      expect(run.code).toBe(0);
      expect(run.outputs['history-commit']).toMatch(/^[0-9a-f]{40}$/);
      expect(scan.gitSeen.length).toBeGreaterThan(0);
      expect(scan.leaks).toEqual([]);
      const argv = await argvWithToken(shim);
      expect(argv.leaks).toEqual([]);
      expect(outputsWithToken(run)).toEqual([]);
      const files = [...(await filesWithToken(join(work, '.git'))), ...(await filesWithToken(run.runnerTemp))];
      expect(files).toEqual([]);
      observe(
        `push held: ${scan.gitSeen.length} git process(es) in flight, none with the token; ${argv.calls} git argv clean; all outputs and files clean`,
      );
    },
    120_000,
  );
});
