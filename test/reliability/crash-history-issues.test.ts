/**
 * Crash consistency of the other writers: report-lag's history append on the state branch, run-tier's trunk-mode
 * issue filing and the lag SLO issue. Each runs as a real process (the action as a runner runs it, or the CLI step of
 * the reusable workflow), is killed with SIGKILL at a checkpoint, and is run again: one history record, one issue,
 * one comment, the state branch created once and never rewritten.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { marker } from '../../src/adapters/github/issues.js';
import { readIssueState } from '../../src/domain/tier/failure-issues.js';
import { runLag } from '../../src/services/lag/lag.js';
import { SLO_MARKER_KIND } from '../../src/services/report/slo-issue.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { runActionEntry, startActionEntry, startCli, type StartedProcess } from '../helpers/action-runner.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { lagRemotes } from '../helpers/lag-remotes.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { harnessScript, junitXml, oneHarness, passing, writeConfig, writeFiles } from '../tier/fixtures.js';
import { createGitShim, type StopAt } from './git-shim.js';
import { gitIn, refUpdates, rewrites } from './fixtures.js';
import { cases } from './record.js';
import { scaled } from '../helpers/time-scale.js';

const reliabilityCase = cases('crash consistency');

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

async function until(check: () => boolean | Promise<boolean>, what: string, ms = scaled(90_000)): Promise<void> {
  for (const end = Date.now() + ms; !(await check());) {
    if (Date.now() > end) throw new Error(`never reached: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// report-lag history

const NOW = '2026-03-01T00:00:00Z';
const STATE = 'refs/heads/upstream-ingest/state';

async function reportLag(work: string, upstreamRepo: string, env: Record<string, string> = {}) {
  return startActionEntry(
    'report-lag',
    { 'upstream-repository': upstreamRepo, 'upstream-ref': 'upstream', path: work, now: NOW },
    { source: true, env },
  );
}

async function historyAfterCrash(stop: StopAt): Promise<string> {
  const { upstreamRepo, originRepo, work } = await lagRemotes({ originLogsRefUpdates: true });
  const shim = await createGitShim();
  const killed = await reportLag(work, upstreamRepo, shim.env(stop));
  await shim.waitStopped(1, scaled(90_000));
  killed.kill();
  expect((await killed.done).signal).toBe('SIGKILL');
  const crashedWith = (await refUpdates(originRepo, STATE)).length;

  const rerun = await (await reportLag(work, upstreamRepo)).done;
  expect(rerun.code).toBe(0);
  const again = await (await reportLag(work, upstreamRepo)).done;
  expect(again).toMatchObject({ code: 0, outputs: { 'history-commit': '' } });
  const lines = (await gitIn(originRepo, 'show', `${STATE}:lag/history.jsonl`)).split('\n');
  expect(lines).toHaveLength(1);
  expect(await gitIn(originRepo, 'rev-list', '--count', STATE)).toBe('1');
  expect(await refUpdates(originRepo, STATE)).toHaveLength(1);
  expect(await rewrites(originRepo, STATE)).toEqual([]);
  return `state branch written ${crashedWith}× by the killed run; after two re-runs: 1 record, 1 commit, 1 ref update, no rewrite`;
}

describe('report-lag history append killed with SIGKILL', () => {
  reliabilityCase(
    'report-lag killed after writing the history commit, before pushing it',
    're-run appends exactly one record; the state branch is created once',
    async (observe) => observe(await historyAfterCrash({ pattern: ' commit-tree ', when: 'after' })),
    120_000,
  );

  reliabilityCase(
    'report-lag killed after pushing the history, before its outputs and summary',
    're-run finds the record already there: one record, no second commit, no rewrite',
    async (observe) => observe(await historyAfterCrash({ pattern: ' push --quiet ', when: 'after' })),
    120_000,
  );
});

// ---------------------------------------------------------------------------------------------------------------
// run-tier trunk mode

let repos = 0;
function freshRepo(prefix: string): string {
  const full = `fork-org/${prefix}-${++repos}`;
  server.state.addRepo(full);
  return full;
}

async function failingTierWorkspace(): Promise<string> {
  const dir = await makeTempDir('ui-tier-crash-');
  const bug = { name: 'test_dot[fp16]', state: 'failed' as const, message: 'AssertionError: not close' };
  await writeFiles(dir, {
    'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml([...passing(3), bug]), exit: 1 }),
  });
  await writeConfig(dir, { L1: oneHarness() });
  return dir;
}

/** The run step (no token, files nothing), then the publish step that files from its result file. */
async function runTier(dir: string, full: string) {
  const env = { ...server.env(), GITHUB_RUN_ID: '4242', GITHUB_REPOSITORY: full };
  const step = await runActionEntry(
    'run-tier',
    { config: 'tier.yml', tier: 'L1', path: dir, 'runner-label': 'linux-x64', 'fail-on-verdict': 'false' },
    // A runner starts each step in the workspace, where the fork is checked out.
    { source: true, env, cwd: dir },
  );
  return startActionEntry(
    'run-tier',
    {
      mode: 'publish',
      config: 'tier.yml',
      tier: 'L1',
      path: dir,
      results: step.outputs['json-file']!,
      'file-issues': 'true',
      'check-runs': 'false',
      token: server.token,
      repository: full,
    },
    // A runner starts each step in the workspace, where the fork is checked out.
    { source: true, env, cwd: dir },
  );
}

describe('run-tier trunk mode killed with SIGKILL while filing', () => {
  reliabilityCase(
    'run-tier publish (file-issues) killed after GitHub wrote the issue, before the answer',
    're-run of the same workflow run finds the issue by its marker: one issue, the failure counted once',
    async (observe) => {
      const dir = await failingTierWorkspace();
      const full = freshRepo('crash-tier');
      server.inject({ method: 'POST', path: `/repos/${full}/issues`, afterWrite: true, delayMs: 120_000 });
      const killed = await runTier(dir, full);
      await until(() => server.state.issues(full).length === 1, 'the issue is written');
      killed.kill();
      expect((await killed.done).signal).toBe('SIGKILL');

      const rerun = await (await runTier(dir, full)).done;
      expect(rerun.outputs.issues).toBe('1');
      expect(rerun.stdout).not.toMatch(/::error::.*(internal|TypeError)/);
      const issues = server.state.issues(full);
      expect(issues).toHaveLength(1);
      const state = readIssueState(issues[0]!.body)!;
      expect(state).toMatchObject({ occurrences: 1, lastRunId: '4242' });
      observe(`1 issue (#${issues[0]!.number}), occurrences ${state.occurrences} after the killed run and its re-run`);
    },
    120_000,
  );
});

// ---------------------------------------------------------------------------------------------------------------
// lag SLO issue (the slo-issue step of lag.yml)

async function lagReportFile(now: string): Promise<string> {
  const { work } = await lagRemotes();
  const git = createGitRunner(work);
  await git.run(['fetch', '-q', 'origin', '+refs/heads/upstream:refs/remotes/origin/upstream']);
  const report = await runLag(
    { upstream: 'origin/upstream', fork: 'HEAD', now: new Date(now), extraTrailerKeys: [] },
    { git, logger: new RecordingLogger() },
  );
  const file = join(await makeTempDir('ui-slo-'), 'lag.json');
  await writeFile(file, JSON.stringify(report));
  return file;
}

function sloIssue(report: string, full: string): StartedProcess {
  return startCli(['slo-issue', '--report', report, '--slo-days', '5', '--repository', full, '--id', 'triton@main'], {
    source: true,
    env: { ...server.env(), GITHUB_TOKEN: server.token },
  });
}

describe('the SLO issue step killed with SIGKILL', () => {
  reliabilityCase(
    'slo-issue killed after GitHub wrote the SLO issue, before the answer',
    're-run finds it by its marker and leaves exactly one issue',
    async (observe) => {
      const full = freshRepo('crash-slo');
      const report = await lagReportFile('2026-06-01T00:00:00Z');
      server.inject({ method: 'POST', path: `/repos/${full}/issues`, afterWrite: true, delayMs: 120_000 });
      const killed = sloIssue(report, full);
      await until(() => server.state.issues(full).length === 1, 'the issue is written');
      killed.kill();
      expect((await killed.done).signal).toBe('SIGKILL');
      const rerun = await sloIssue(report, full).done;
      expect(rerun).toMatchObject({ code: 0, stderr: expect.not.stringMatching(/error/) });
      const issues = server.state.issues(full);
      expect(issues).toHaveLength(1);
      expect(issues[0]!.body).toContain(marker(SLO_MARKER_KIND, 'triton@main'));
      observe(`1 open issue (#${issues[0]!.number}); re-run said: ${rerun.stdout.trim()}`);
    },
    120_000,
  );

  reliabilityCase(
    'slo-issue killed after posting the recovery comment, before closing the issue',
    're-run closes the issue without a second comment',
    async (observe) => {
      const full = freshRepo('crash-slo');
      const behind = await lagReportFile('2026-06-01T00:00:00Z');
      expect((await sloIssue(behind, full).done).code).toBe(0);
      const [issue] = server.state.issues(full);
      const recovered = await lagReportFile('2026-01-01T12:00:00Z');
      server.inject({
        method: 'POST',
        path: `/repos/${full}/issues/${issue!.number}/comments`,
        afterWrite: true,
        delayMs: 120_000,
      });
      const killed = sloIssue(recovered, full);
      await until(() => server.state.comments(full, issue!.number).length === 1, 'the comment is written');
      killed.kill();
      await killed.done;
      expect(server.state.issue(full, issue!.number)!.state).toBe('open');
      const rerun = await sloIssue(recovered, full).done;
      expect(rerun.code).toBe(0);
      expect(server.state.issue(full, issue!.number)!.state).toBe('closed');
      expect(server.state.comments(full, issue!.number)).toHaveLength(1);
      observe(`issue #${issue!.number} closed with 1 recovery comment after the killed run and its re-run`);
    },
    120_000,
  );
});
