import { createGitHubClient, parseRepo } from '../../src/adapters/github/client.js';
import { marker } from '../../src/adapters/github/issues.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { githubPullRequests } from '../../src/services/apply/publish.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import type { ApplySettings } from '../../src/services/apply/settings.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import type { BuiltScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { bareRemote, baseSettings, conflictScenario, writeAgent } from './fixtures.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

let n = 0;
function freshRepo(): string {
  const full = `fork-org/apply-${++n}`;
  server.state.addRepo(full);
  return full;
}

async function applyWithPr(s: BuiltScenario, full: string, settings: ApplySettings, logger = new RecordingLogger()) {
  const client = createGitHubClient({ ...server.clientOptions(), logger });
  return runApply(
    { ...settings, pullRequest: { base: 'main' }, upstreamRepo: 'triton-lang/triton' },
    { git: createGitRunner(s.dir), logger, pullRequests: githubPullRequests(client, parseRepo(full)) },
  );
}

describe('apply-bundle pull request', () => {
  it('opens exactly one PR per bundle, and a re-run updates the same PR without new commits', async () => {
    const full = freshRepo();
    const s = await conflictScenario();
    const remote = await bareRemote();
    const agent = await writeAgent('resolves');
    const settings = baseSettings(['u1', 'u2', 'u4'].map(s.sha), { push: { remote }, onConflict: 'agent', agent });
    const first = await applyWithPr(s, full, settings);
    expect(first.status).toBe('resolved');
    expect(first.pr).toMatchObject({ created: true, url: `https://github.com/${full}/pull/${first.pr!.number}` });
    const pulls = server.state.pulls(full);
    expect(pulls).toHaveLength(1);
    const pr = pulls[0]!;
    expect(pr.title).toBe(`[upstream-ingest] commits ${first.bundle!.id}: 3 upstream commits`);
    expect(pr.headRef).toBe(first.branch);
    expect(pr.baseRef).toBe('main');
    expect(pr.body).toContain(marker('apply-bundle', first.bundle!.id));
    expect(pr.body).toMatch(/\| RESOLVED \|/);
    expect(pr.body).toContain('(https://github.com/triton-lang/triton/issues/102)');
    expect(pr.body).not.toMatch(/(^|[^\u200b])@maintainer/);
    expect(pr.body).not.toContain('<b>');

    const second = await applyWithPr(s, full, { ...settings, agent: '/bin/false' });
    expect(second.head).toBe(first.head);
    expect(second.pr).toMatchObject({ number: first.pr!.number, created: false });
    expect(server.state.pulls(full)).toHaveLength(1);
    expect(server.state.pulls(full)[0]!.body).toContain('unchanged from the previous run');
  });

  it('opens no PR when the push was rejected', async () => {
    const full = freshRepo();
    const s = await conflictScenario();
    const r = await applyWithPr(
      s,
      full,
      baseSettings([s.sha('u1')], { push: { remote: await bareRemote({ rejecting: true }) } }),
    );
    expect(r.status).toBe('rejected');
    expect(r.pr).toBeNull();
    expect(server.state.pulls(full)).toHaveLength(0);
  });
});
