import { parseRepo } from '../../src/adapters/github/client.js';
import { marker } from '../../src/adapters/github/issues.js';
import { upsertPullRequest } from '../../src/adapters/github/pulls.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { testClient } from './fixtures.js';
import { scaled } from '../helpers/time-scale.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
});

let n = 0;
function freshRepo(): { full: string; repo: ReturnType<typeof parseRepo> } {
  const full = `fork-org/pulls-${++n}`;
  server.state.addRepo(full);
  return { full, repo: parseRepo(full) };
}

const input = (id: string) => ({
  head: `upstream-ingest/${id}`,
  base: 'main',
  title: `[upstream-ingest] bundle ${id}: 3 upstream commits`,
  body: '| commit | status |',
  marker: marker('bundle', id),
});

describe('upsertPullRequest', () => {
  it('creates one PR, then leaves it unchanged, then updates it (a re-run of a finished bundle)', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const created = await upsertPullRequest(client, repo, input('b1'));
    expect(created.action).toBe('created');
    expect(created.url).toBe(`https://github.com/${full}/pull/${created.number}`);
    expect(server.state.pull(full, created.number)?.body).toContain(marker('bundle', 'b1'));

    expect((await upsertPullRequest(client, repo, input('b1'))).action).toBe('unchanged');
    const updated = await upsertPullRequest(client, repo, { ...input('b1'), body: 'new table' });
    expect(updated).toMatchObject({ number: created.number, action: 'updated' });
    expect(server.state.pulls(full)).toHaveLength(1);
    // The look-up always qualifies the head: a bare branch name would be ignored by GitHub.
    expect(server.requestsTo('GET', `/repos/${full}/pulls`)[0]?.query).toMatchObject({
      head: `fork-org:upstream-ingest/b1`,
      base: 'main',
      state: 'open',
    });
  });

  it('a 500 after the PR was created: no second PR', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const fault = server.inject({ method: 'POST', path: `/repos/${full}/pulls`, status: 500, afterWrite: true });
    const result = await upsertPullRequest(client, repo, input('b2'));
    expect(fault.hits).toBe(1);
    expect(result.action).toBe('created');
    expect(server.state.pulls(full)).toHaveLength(1);
    expect(server.requestsTo('POST', `/repos/${full}/pulls`)).toHaveLength(1);
  });

  it('a create that timed out after the write: the look-up finds the PR, no second create', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server, { timeoutMs: 300 });
    server.inject({ method: 'POST', path: `/repos/${full}/pulls`, afterWrite: true, delayMs: 1500 });
    const result = await upsertPullRequest(client, repo, input('b3'));
    expect(result.action).toBe('created');
    expect(server.state.pulls(full)).toHaveLength(1);
    expect(server.requestsTo('POST', `/repos/${full}/pulls`)).toHaveLength(1);
  });

  it('a create that timed out before the write: created once more; whichever write lands second is refused', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server, { timeoutMs: 300 });
    server.inject({ method: 'POST', path: `/repos/${full}/pulls`, delayMs: 600 });
    const result = await upsertPullRequest(client, repo, input('b3b'));
    // The late first write and our second one race; which lands first is the scheduler's choice (a loaded machine
    // often flips it). Either way: both writes were sent, GitHub refused one, and there is exactly one PR: ours.
    const posts = () => server.requestsTo('POST', `/repos/${full}/pulls`);
    for (
      const end = Date.now() + scaled(30_000);
      (posts().length < 2 || posts().some((p) => p.status === 0)) && Date.now() < end;
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(posts()).toHaveLength(2);
    expect(posts().map((p) => p.status)).toContain(422);
    expect(server.state.pulls(full)).toHaveLength(1);
    expect(result.number).toBe(server.state.pulls(full)[0]!.number);
    expect(['created', 'unchanged']).toContain(result.action);
  });

  it('422 "already exists" (another run won the race): the existing PR is found and updated', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    // The other run's PR appears between our look-up and our create: make the first look-up miss it.
    const other = server.state.seedPull(full, {
      head: 'upstream-ingest/b4',
      base: 'main',
      title: 'other run',
      body: 'old',
    });
    server.inject({ method: 'GET', path: `/repos/${full}/pulls`, status: 200, body: [] });
    const result = await upsertPullRequest(client, repo, input('b4'));
    expect(result).toMatchObject({ number: other.number, action: 'updated' });
    expect(server.state.pull(full, other.number)?.title).toBe(input('b4').title);
    expect(server.state.pulls(full)).toHaveLength(1);
    expect(server.requestsTo('POST', `/repos/${full}/pulls`)[0]?.status).toBe(422);
  });

  it('a closed PR on the same head is left closed and a new one is opened', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const closed = server.state.seedPull(full, {
      head: 'upstream-ingest/b5',
      state: 'closed',
      body: marker('bundle', 'b5'),
    });
    const result = await upsertPullRequest(client, repo, input('b5'));
    expect(result.action).toBe('created');
    expect(result.number).not.toBe(closed.number);
    expect(server.state.pull(full, closed.number)?.state).toBe('closed');
  });

  it('403 "Resource not accessible by integration" names the missing permission', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    server.inject({
      method: 'POST',
      path: `/repos/${full}/pulls`,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    await expect(upsertPullRequest(client, repo, input('b6'))).rejects.toThrow(
      /creating a pull request in fork-org\/pulls-\d+.*creating a pull request needs `pull-requests: write`/,
    );
    expect(server.state.pulls(full)).toHaveLength(0);
  });
});

describe('the look-up before create', () => {
  it('matches head owner and branch exactly and prefers the PR with the marker', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    server.state.seedPull(full, { head: 'upstream-ingest/x', headOwner: 'someone-else' });
    server.state.seedPull(full, { head: 'upstream-ingest/x-2' });
    const ours = server.state.seedPull(full, { head: 'upstream-ingest/x', base: 'main', body: marker('bundle', 'x') });
    const found = await upsertPullRequest(client, repo, { ...input('x'), body: 'new table' });
    expect(found).toMatchObject({ number: ours.number, action: 'updated' });
    // Another base is another pull request: created, not the one into main.
    const other = await upsertPullRequest(client, repo, { ...input('x'), base: 'release' });
    expect(other.action).toBe('created');
    expect(other.number).not.toBe(ours.number);
  });
});
