import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { parseRepo } from '../../src/adapters/github/client.js';
import { marker } from '../../src/adapters/github/issues.js';
import { createTierIssueSink } from '../../src/adapters/github/tier-issues.js';
import {
  QUARANTINE_LABEL,
  QUARANTINE_MARKER_KIND,
  quarantineFingerprint,
  readQuarantineState,
} from '../../src/domain/tier/quarantine-issues.js';
import { publishTier } from '../../src/services/tier/index.js';
import { testClient } from '../github/fixtures.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
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
 * A test flaky across three runs, end to end: real tier runs in a real clone with the history on a state branch, then
 * tier-publish against the local GitHub API server through the real Octokit — one quarantine issue per test with its
 * flip history, updated (and commented) when it fails again, closed with a comment when it is released; re-runs of the
 * same workflow run create nothing twice.
 */

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

const RACE = 'tests.test_mod::test_race';
const bad: CaseSpec = { name: 'test_race', state: 'failed', message: 'AssertionError: race' };
const good: CaseSpec = { name: 'test_race' };

async function setup() {
  const full = `fork-org/quarantine-${Math.random().toString(36).slice(2, 8)}`;
  server.state.addRepo(full);
  const dir = await workspace({ '.github/CODEOWNERS': '* @fork-org/everyone\n/tests/ @fork-org/test-owners\n' });
  const git = createGitRunner(dir);
  await git.run(['init', '-q', '-b', 'main']);
  const config = await writeConfig(dir, { L1: oneHarness() }, { 'auto-quarantine': { 'release-after': 2 } });
  await writeFiles(dir, { '.gitignore': 'out/\nh.sh\n' });
  await git.run(['add', '-A']);
  await git.run(['-c', 'user.name=t', '-c', 'user.email=t@e', 'commit', '-q', '-m', 'base']);
  const { client } = testClient(server);
  const sink = createTierIssueSink({
    client,
    repo: parseRepo(full),
    labels: ['upstream-ingest:tier-failure', 'ci'],
    closeAfterPasses: 3,
    maxNewIssues: 10,
    logger: new RecordingLogger(),
  });
  const history = { branch: 'upstream-ingest-state' };
  const results = new Map<string, string>();
  /** One run job (no token) then its publish job; a known run id replays the same result file (a re-run job). */
  const cycle = async (cases: CaseSpec[], runId: string) => {
    let file = results.get(runId);
    if (!file) {
      await writeFiles(dir, {
        'h.sh': harnessScript({
          path: 'out/h.xml',
          report: junitXml(cases),
          exit: cases.some((c) => c.state === 'failed') ? 1 : 0,
        }),
      });
      const { result } = await runIn(dir, config, {
        runnerLabel: 'linux-x64',
        history,
        deps: { run: { id: runId, url: `https://github.com/${full}/actions/runs/${runId}` } },
      });
      file = join(await makeTempDir('ui-quarantine-result-'), 'tier.json');
      await writeFile(file, JSON.stringify(result));
      results.set(runId, file);
    }
    const outcome = await publishTier(
      { results: [file], repoDir: dir, history: { ...history, keep: 10 } },
      {
        logger: new RecordingLogger(),
        git,
        sink,
        now: () => new Date(),
        run: { id: runId, url: `https://github.com/${full}/actions/runs/${runId}` },
      },
    );
    return outcome.issues;
  };
  const quarantineIssues = () => server.state.issues(full).filter((i) => i.labels.includes(QUARANTINE_LABEL));
  return { full, cycle, quarantineIssues };
}

describe('quarantine issues', () => {
  it('opens one issue per quarantined test with its flips, updates it on a new flip, closes it on release', async () => {
    const { full, cycle, quarantineIssues } = await setup();
    await cycle([...passing(2), bad], '1');
    await cycle([...passing(2), good], '2');
    expect(quarantineIssues()).toHaveLength(0);

    // Third run: it failed again after passing, so it is quarantined and its issue opened with the three flips.
    const third = await cycle([...passing(2), bad], '3');
    const fingerprint = quarantineFingerprint('L1', 'h', RACE);
    expect(third).toContainEqual(expect.objectContaining({ fingerprint, action: 'created', id: RACE }));
    expect(quarantineIssues()).toHaveLength(1);
    const issue = quarantineIssues()[0]!;
    expect(issue.title).toBe(`[L1] quarantined, flaky across runs: h: ${RACE}`);
    expect(issue.labels).toEqual([QUARANTINE_LABEL, 'ci']);
    expect(issue.body).toContain(marker(QUARANTINE_MARKER_KIND, fingerprint));
    const state = readQuarantineState(issue.body)!;
    expect(state.runs.map((r) => [r.runId, r.outcome])).toEqual([
      ['3', 'fail'],
      ['2', 'pass'],
      ['1', 'fail'],
    ]);
    expect(state.runs.every((r) => /^[0-9a-f]{40}$/.test(r.sha ?? ''))).toBe(true);
    expect(state.owners).toEqual(['@fork-org/test-owners']);
    expect(issue.body).toMatch(/\*\*Quarantined\*\*/);
    expect(issue.body).toContain('[3](https://github.com/');

    // The same workflow run again: the same issue, unchanged, no comment.
    await cycle([...passing(2), bad], '3');
    expect(quarantineIssues()).toHaveLength(1);
    expect(server.state.comments(full, issue.number)).toHaveLength(0);

    // It fails again while quarantined: the issue is updated and says so once.
    await cycle([...passing(2), good], '4');
    await cycle([...passing(2), bad], '5');
    await cycle([...passing(2), bad], '5');
    expect(quarantineIssues()).toHaveLength(1);
    expect(readQuarantineState(quarantineIssues()[0]!.body)!.runs[0]).toMatchObject({ runId: '5', outcome: 'fail' });
    const flips = server.state.comments(full, issue.number);
    expect(flips).toHaveLength(1);
    expect(flips[0]!.body).toMatch(/^Failed again on `[0-9a-f]{12}` \(\[run\]\(https:\/\/github\.com\/.*\/runs\/5\)\)/);

    expect(flips[0]!.body).toMatch(/not gating; 1 of 2 passing runs/);
    expect(quarantineIssues()[0]!.state).toBe('open');

    // Its second passing run releases it: the issue is closed with a comment; a re-run neither reopens nor repeats it.
    const released = await cycle([...passing(2), good], '7');
    expect(released).toContainEqual(expect.objectContaining({ fingerprint, action: 'closed' }));
    await cycle([...passing(2), good], '7');
    const closed = quarantineIssues();
    expect(closed).toHaveLength(1);
    expect(closed[0]!.state).toBe('closed');
    expect(readQuarantineState(closed[0]!.body)!.released).not.toBeNull();
    const comments = server.state.comments(full, issue.number);
    expect(comments).toHaveLength(2);
    expect(comments[1]!.body).toMatch(/^Passed 2 runs since .*: released from quarantine/);

    // Flaky again later: the same issue reopens for a new quarantine, with the older flips kept.
    await cycle([...passing(2), bad], '8');
    const again = quarantineIssues();
    expect(again).toHaveLength(1);
    expect(again[0]!.state).toBe('open');
    const reopened = readQuarantineState(again[0]!.body)!;
    expect(reopened.released).toBeNull();
    expect(reopened.runs.map((r) => r.runId)).toEqual(expect.arrayContaining(['8', '7', '1']));
  });
});
