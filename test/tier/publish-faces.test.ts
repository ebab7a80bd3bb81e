import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { run } from '../../src/actions/run-tier/run.js';
import { readIssueState } from '../../src/domain/tier/failure-issues.js';
import { RecordingActionIO } from '../helpers/action-io.js';
import { runCli } from '../helpers/cli.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { harnessScript, junitXml, oneHarness, passing, workspace, writeConfig, type CaseSpec } from './fixtures.js';

/**
 * The two modes as faces: `mode: run` needs no token and files nothing (and refuses to), `mode: publish` and the
 * `tier-publish` command file from the run step's result file and run no harness.
 */

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

const bug: CaseSpec = { name: 'test_dot', state: 'failed', message: 'AssertionError: Tensor-likes are not close!' };
let n = 0;

async function runStep(dir: string, extra: Record<string, string> = {}) {
  const io = new RecordingActionIO(
    { config: 'tier.yml', tier: 'L1', path: dir, 'runner-label': 'cpu-x', 'fail-on-verdict': 'false', ...extra },
    { ...process.env, RUNNER_TEMP: dir, GITHUB_WORKSPACE: dir, GITHUB_TOKEN: '' },
  );
  await run(io, { error: () => {} }, { liveLog: () => {} });
  return io;
}

describe('run-tier mode: run', () => {
  it('holds no token and files nothing; asking it to file is a one-line error naming the publish step', async () => {
    const dir = await workspace({
      'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml([...passing(2), bug]), exit: 1 }),
    });
    await writeConfig(dir, { L1: oneHarness() });
    const io = await runStep(dir);
    expect(io.outputs.verdict).toBe('fail');
    expect(io.outputs['log-dir']).toBe(join(dir, 'upstream-ingest-tier-logs'));
    expect(io.failed).toEqual([]);
    const refused = await runStep(dir, { 'file-issues': 'true' });
    expect(refused.failed).toEqual([
      expect.stringMatching(/^input 'file-issues': issues are filed by a second step with mode: publish/),
    ]);
    expect(refused.outputs.verdict).toBeUndefined();
  });
});

describe('run-tier mode: publish and the tier-publish command', () => {
  it('file one cluster issue from the run step result, without running any harness', async () => {
    const full = `fork-org/tier-publish-${++n}`;
    server.state.addRepo(full);
    // The harness would leave a trace if anything ran it.
    const dir = await workspace({
      'h.sh': `${harnessScript({ path: 'out/h.xml', report: junitXml([...passing(2), bug]), exit: 1 }).replace('exit 1', 'echo ran >> ran.txt\nexit 1')}`,
    });
    await writeConfig(dir, { L1: oneHarness() });
    const git = createGitRunner(dir);
    await git.run(['init', '-q']);
    await git.run(['-c', 'user.name=t', '-c', 'user.email=t@e', 'commit', '-q', '--allow-empty', '-m', 'base']);
    const head = (await git.run(['rev-parse', 'HEAD'])).stdout.trim();
    const step = await runStep(dir);
    const results = step.outputs['json-file']!;

    const io = new RecordingActionIO(
      {
        mode: 'publish',
        config: 'tier.yml',
        tier: 'L1',
        results,
        path: dir,
        repository: full,
        token: server.token,
        'file-issues': 'true',
      },
      {
        ...process.env,
        ...server.env(),
        RUNNER_TEMP: dir,
        GITHUB_WORKSPACE: dir,
        GITHUB_RUN_ID: '77',
        GITHUB_REPOSITORY: full,
      },
    );
    await run(io, { error: () => {} });
    expect(io.failed).toEqual([]);
    expect(io.outputs.issues).toBe('1');
    expect(io.outputs['check-runs']).toBe('1');
    expect(server.state.checkRuns(full, head)).toEqual([
      expect.objectContaining({ name: 'upstream-ingest L1 (cpu-x)', conclusion: 'failure' }),
    ]);
    expect(server.state.issues(full)).toHaveLength(1);
    expect(readIssueState(server.state.issues(full)[0]!.body)).toMatchObject({
      kind: 'cluster',
      testCount: 1,
      lastRunId: '77',
    });

    // The CLI mirror, same result file, a later run: the same issue, counted again.
    const saved = { ...process.env };
    Object.assign(process.env, server.env(), {
      GITHUB_TOKEN: server.token,
      GITHUB_RUN_ID: '78',
      GITHUB_REPOSITORY: full,
    });
    try {
      const cli = await runCli(['tier-publish', '--results', results, '--github-repo', full, '--json']);
      expect(cli.code).toBe(0);
      expect(JSON.parse(cli.stdout).issues).toEqual([expect.objectContaining({ action: 'updated' })]);
    } finally {
      process.env = saved;
    }
    expect(readIssueState(server.state.issues(full)[0]!.body)!.occurrences).toBe(2);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(join(dir, 'ran.txt'), 'utf8')).trim().split('\n')).toHaveLength(1);
  });

  it('refuses a publish without results on one line', async () => {
    const dir = await workspace({});
    await writeFile(join(dir, 'x'), '');
    const io = new RecordingActionIO(
      { mode: 'publish', config: 'tier.yml', tier: 'L1', path: dir, token: 't', repository: 'o/r' },
      { ...process.env },
    );
    await run(io, { error: () => {} });
    expect(io.failed).toEqual([expect.stringMatching(/^input 'results': required with mode: publish/)]);
  });
});
