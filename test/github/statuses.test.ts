import { upsertCheckRun } from '../../src/adapters/github/check-runs.js';
import { getUpstreamCiState, setCommitStatus } from '../../src/adapters/github/statuses.js';
import { integrationForbidden, startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { testClient } from './fixtures.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
});

const sha = (c: string) => c.repeat(40);
let n = 0;
function freshRepo(): { full: string; repo: { owner: string; repo: string } } {
  const name = `upstream-${++n}`;
  return { full: `triton-lang/${name}`, repo: { owner: 'triton-lang', repo: name } };
}

describe('setCommitStatus and upsertCheckRun', () => {
  it('sets a status with a description cut to 140 characters, and a check run', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    await setCommitStatus(client, repo, sha('a'), {
      context: 'upstream-ingest/L1',
      state: 'success',
      description: `L1 passed ${'x'.repeat(200)}`,
      targetUrl: 'https://example.com/run/1',
    });
    const [status] = server.state.statuses(full, sha('a'));
    expect(status).toMatchObject({
      context: 'upstream-ingest/L1',
      state: 'success',
      targetUrl: 'https://example.com/run/1',
    });
    expect(status?.description).toHaveLength(140);

    const run = await upsertCheckRun(client, repo, {
      name: 'L1',
      headSha: sha('a'),
      conclusion: 'failure',
      title: 'L1',
      summary: '2 failed',
    });
    expect(run.id).toBeGreaterThan(0);
    expect(server.state.checkRuns(full, sha('a'))[0]).toMatchObject({
      name: 'L1',
      status: 'completed',
      conclusion: 'failure',
    });
  });

  it('403 integration on statuses names `statuses: write`', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    server.inject({ method: 'POST', path: `/repos/${full}/statuses/${sha('b')}`, ...integrationForbidden() });
    await expect(setCommitStatus(client, repo, sha('b'), { context: 'c', state: 'pending' })).rejects.toThrow(
      /setting a commit status needs `statuses: write`/,
    );
  });
});

describe('getUpstreamCiState', () => {
  it('none when a commit has neither statuses nor check runs (GitHub says "pending" then)', async () => {
    const { repo } = freshRepo();
    const { client } = testClient(server);
    expect(await getUpstreamCiState(client, repo, sha('c'))).toEqual({
      state: 'none',
      details: 'no commit statuses or check runs',
    });
  });

  it('success when all statuses and the latest run of every check pass', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    server.state.seedStatus(full, sha('d'), { context: 'buildkite/triton', state: 'failure' });
    server.state.seedStatus(full, sha('d'), { context: 'buildkite/triton', state: 'success' });
    server.state.seedCheckRun(full, sha('d'), { name: 'Integration Tests', conclusion: 'failure' });
    server.state.seedCheckRun(full, sha('d'), { name: 'Integration Tests', conclusion: 'success' });
    server.state.seedCheckRun(full, sha('d'), { name: 'docs', conclusion: 'skipped' });
    const state = await getUpstreamCiState(client, repo, sha('d'));
    expect(state.state).toBe('success');
    expect(state.details).toBe('1 status, 2 check runs; all passed');
  });

  it('failure wins over pending, and the details name what fails and what runs', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    server.state.seedStatus(full, sha('e'), { context: 'ci/amd', state: 'pending' });
    server.state.seedCheckRun(full, sha('e'), { name: 'nvidia-h100', conclusion: 'timed_out' });
    server.state.seedCheckRun(full, sha('e'), { name: 'lint', status: 'in_progress' });
    expect(await getUpstreamCiState(client, repo, sha('e'))).toEqual({
      state: 'failure',
      details: '1 status, 2 check runs; failing: nvidia-h100; pending: ci/amd, lint',
    });
  });

  it('pending while anything runs; a status `error` counts as failure', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    server.state.seedCheckRun(full, sha('f'), { name: 'build', status: 'queued' });
    expect((await getUpstreamCiState(client, repo, sha('f'))).state).toBe('pending');
    server.state.seedStatus(full, sha('f'), { context: 'ci', state: 'error' });
    expect((await getUpstreamCiState(client, repo, sha('f'))).state).toBe('failure');
  });

  it('follows more than 100 check runs across pages', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    for (let i = 0; i < 120; i++)
      server.state.seedCheckRun(full, sha('9'), { name: `job-${i}`, conclusion: 'success' });
    server.state.seedCheckRun(full, sha('9'), { name: 'job-last', conclusion: 'failure' });
    const state = await getUpstreamCiState(client, repo, sha('9'));
    expect(state).toEqual({ state: 'failure', details: '0 statuses, 121 check runs; failing: job-last' });
    expect(server.requestsTo('GET', `/repos/${full}/commits/${sha('9')}/check-runs`)).toHaveLength(2);
  });
});
