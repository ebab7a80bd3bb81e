import { parseRepo } from '../../src/adapters/github/client.js';
import { marker } from '../../src/adapters/github/issues.js';
import { failureFingerprint, ISSUE_MARKER_KIND, readIssueState } from '../../src/domain/tier/failure-issues.js';
import { createGitHubIssueSink } from '../../src/services/tier.js';
import { RecordingLogger } from '../../src/shared/logger.js';
import { testClient } from '../github/fixtures.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import {
  harnessScript,
  junitXml,
  oneHarness,
  passing,
  runIn,
  workspace,
  writeConfig,
  writeFiles,
  type CaseSpec,
} from './fixtures.js';

/**
 * Trunk mode against the local GitHub API server: real tier runs (real harness processes) feed the issue sink, which
 * files through the real Octokit client and the adapter's marker functions.
 */

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

let n = 0;
function freshRepo() {
  const full = `fork-org/tier-issues-${++n}`;
  server.state.addRepo(full);
  return { full, repo: parseRepo(full) };
}

const bug: CaseSpec = {
  name: 'test_dot[fp16]',
  state: 'failed',
  message: 'AssertionError: Tensor-likes are not close! @maintainers see #12',
  details: 'E   AssertionError: Tensor-likes are not close!\nE   Mismatched elements: 12 / 16384',
};
const dns: CaseSpec = {
  name: 'test_download',
  state: 'failed',
  message: 'URLError: <urlopen error [Errno -3] Temporary failure in name resolution>',
};

async function setup(options: { closeAfterPasses?: number; maxNewIssues?: number } = {}) {
  const { full, repo } = freshRepo();
  const { client } = testClient(server);
  const logger = new RecordingLogger();
  const sink = createGitHubIssueSink({
    client,
    repo,
    labels: ['upstream-ingest:tier-failure', 'ci'],
    closeAfterPasses: options.closeAfterPasses ?? 2,
    maxNewIssues: options.maxNewIssues ?? 10,
    logger,
  });
  const dir = await workspace({});
  const config = await writeConfig(dir, { L1: oneHarness() });
  /** One tier run whose harness reports `cases`, as workflow run `runId`. */
  const tierRun = async (cases: CaseSpec[], runId: string, runnerLabel = 'nvidia-h100') => {
    const failing = cases.some((c) => c.state === 'failed');
    await writeFiles(dir, {
      'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(cases), exit: failing ? 1 : 0 }),
    });
    const { result } = await runIn(dir, config, {
      runnerLabel,
      deps: {
        issueSink: sink,
        run: { id: runId, url: `https://github.com/${full}/actions/runs/${runId}` },
        // Hardware is not what this test is about.
        probeGpus: async () => [
          { vendor: 'nvidia', tool: 'nvidia-smi', available: true, gpus: ['NVIDIA H100 80GB HBM3'] },
        ],
      },
    });
    return result;
  };
  return { full, tierRun };
}

const issuesOf = (full: string) => server.state.issues(full);

describe('trunk-mode issue filing', () => {
  it('files one issue per failing test (code only), never twice, and counts each run once', async () => {
    const { full, tierRun } = await setup();
    // The create's answer is lost after GitHub wrote it: the retry must find the issue, not make a second one.
    const fault = server.inject({ method: 'POST', path: `/repos/${full}/issues`, afterWrite: true, status: 502 });
    const first = await tierRun([...passing(3), bug, dns], '100');
    expect(fault.hits).toBe(1);
    expect(first.issues).toEqual([
      expect.objectContaining({
        id: 'tests.test_mod::test_dot[fp16]',
        action: 'created',
        issueNumber: expect.any(Number),
      }),
    ]);
    expect(issuesOf(full)).toHaveLength(1);
    const issue = issuesOf(full)[0]!;
    expect(issue.title).toBe('[L1 · nvidia-h100] h: tests.test_mod::test_dot[fp16]');
    expect(issue.labels).toEqual(['upstream-ingest:tier-failure', 'ci']);
    const fingerprint = failureFingerprint({
      tier: 'L1',
      runnerLabel: 'nvidia-h100',
      harness: 'h',
      testId: 'tests.test_mod::test_dot[fp16]',
    });
    expect(issue.body).toContain(marker(ISSUE_MARKER_KIND, fingerprint));
    expect(issue.body).toContain('| occurrences | 1 |');
    // Upstream text in the body cannot ping or cross-reference.
    expect(issue.body).not.toMatch(/@maintainers|[^#\u200b]#12/);

    // The same workflow run re-run (or the step retried): no new issue, no second occurrence.
    await tierRun([...passing(3), bug, dns], '100');
    expect(issuesOf(full)).toHaveLength(1);
    expect(readIssueState(issuesOf(full)[0]!.body)!.occurrences).toBe(1);

    // A later run fails again: the same issue counts it, with first and last seen.
    const again = await tierRun([...passing(3), bug], '101');
    expect(again.issues![0]).toMatchObject({ action: 'updated', issueNumber: issue.number });
    const state = readIssueState(issuesOf(full)[0]!.body)!;
    expect(state).toMatchObject({ occurrences: 2, consecutivePasses: 0, lastRunId: '101' });
    expect(state.firstSeen < state.lastSeen).toBe(true);
    expect(issuesOf(full)[0]!.body).toContain('([run](https://github.com/' + full + '/actions/runs/101))');
  });

  it('closes the issue after N consecutive clean passes, counts a re-run once, and reopens on a new failure', async () => {
    const { full, tierRun } = await setup({ closeAfterPasses: 2 });
    await tierRun([...passing(3), bug], '200');
    const number = issuesOf(full)[0]!.number;
    const green = [...passing(3), { name: bug.name }];

    const pass1 = await tierRun(green, '201');
    expect(pass1.issues).toEqual([
      expect.objectContaining({ action: 'pass-recorded', issueNumber: number, detail: '1 of 2 passes' }),
    ]);
    await tierRun(green, '201'); // re-run of the same workflow run
    expect(readIssueState(issuesOf(full)[0]!.body)!.consecutivePasses).toBe(1);

    // A run in which the test did not run at all (deselected, harness skipped) is not a pass.
    await tierRun(passing(3), '202');
    expect(readIssueState(issuesOf(full)[0]!.body)!.consecutivePasses).toBe(1);

    const pass2 = await tierRun(green, '203');
    expect(pass2.issues).toEqual([expect.objectContaining({ action: 'closed', issueNumber: number })]);
    const closed = server.state.issue(full, number)!;
    expect(closed.state).toBe('closed');
    const comments = server.state.comments(full, number);
    expect(comments.at(-1)!.body).toMatch(/^Passed 2 consecutive runs since the last failure/);

    // Still passing: nothing more to do for a closed issue.
    expect((await tierRun(green, '204')).issues).toEqual([]);

    // It breaks again: the same issue is reopened with its history.
    const relapse = await tierRun([...passing(3), bug], '205');
    expect(relapse.issues).toEqual([expect.objectContaining({ action: 'updated', issueNumber: number })]);
    expect(issuesOf(full)).toHaveLength(1);
    expect(server.state.issue(full, number)!.state).toBe('open');
    expect(readIssueState(issuesOf(full)[0]!.body)).toMatchObject({ occurrences: 2, consecutivePasses: 0 });
  });

  it('keeps identities apart per runner label', async () => {
    const { full, tierRun } = await setup();
    await tierRun([bug], '300', 'nvidia-h100');
    await tierRun([bug], '300', 'amd-mi300');
    expect(
      issuesOf(full)
        .map((i) => i.title)
        .sort(),
    ).toEqual([
      '[L1 · amd-mi300] h: tests.test_mod::test_dot[fp16]',
      '[L1 · nvidia-h100] h: tests.test_mod::test_dot[fp16]',
    ]);
    // A pass on AMD does not count for the NVIDIA issue.
    await tierRun([{ name: bug.name }], '301', 'amd-mi300');
    const byLabel = Object.fromEntries(
      issuesOf(full).map((i) => [readIssueState(i.body)!.runnerLabel, readIssueState(i.body)!.consecutivePasses]),
    );
    expect(byLabel).toEqual({ 'nvidia-h100': 0, 'amd-mi300': 1 });
  });

  it('opens at most max-new-issues per run (a broken build must not flood the tracker)', async () => {
    const { full, tierRun } = await setup({ maxNewIssues: 2 });
    const many = Array.from({ length: 5 }, (_, i) => ({ ...bug, name: `test_${i}` }));
    const result = await tierRun(many, '400');
    expect(result.issues!.map((i) => i.action)).toEqual(['created', 'created', 'skipped', 'skipped', 'skipped']);
    expect(issuesOf(full)).toHaveLength(2);
    // Existing issues are still updated on the next run, and two more are opened.
    await tierRun(many, '401');
    expect(issuesOf(full)).toHaveLength(4);
  });
});
