import { parseRepo } from '../../src/adapters/github/client.js';
import {
  closeIssueByMarker,
  findIssueByMarker,
  marker,
  upsertCommentByMarker,
  upsertIssueByMarker,
} from '../../src/adapters/github/issues.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { testClient } from './fixtures.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
});

let n = 0;
/** A fresh repository per test, so tests share the server but not state. */
function freshRepo(): { full: string; repo: ReturnType<typeof parseRepo> } {
  const full = `fork-org/issues-${++n}`;
  server.state.addRepo(full);
  return { full, repo: parseRepo(full) };
}

describe('marker', () => {
  it('is a hidden HTML comment that encodes ids which could end it or collide', () => {
    expect(marker('lag-slo', 'triton')).toBe('<!-- upstream-ingest:lag-slo:triton -->');
    expect(marker('failure', 'a-->b')).not.toContain('-->b');
    expect(marker('failure', 'x 1')).toBe('<!-- upstream-ingest:failure:x%201 -->');
    expect(() => marker('Bad Kind', 'x')).toThrow(/kind/);
    expect(() => marker('ok', '')).toThrow(/empty/);
  });
});

describe('upsertIssueByMarker', () => {
  it('creates, then leaves unchanged, then updates, then reopens a closed issue', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const mark = marker('failure', 'abc123');
    const input = {
      marker: mark,
      title: 'L1 failure: test_foo',
      body: 'first seen',
      labels: ['upstream-ingest', 'tier-L1'],
    };

    const created = await upsertIssueByMarker(client, repo, input);
    expect(created.action).toBe('created');
    expect(created.issue.body).toContain(mark);
    expect(created.issue.labels).toEqual(['upstream-ingest', 'tier-L1']);

    expect((await upsertIssueByMarker(client, repo, input)).action).toBe('unchanged');

    const updated = await upsertIssueByMarker(client, repo, { ...input, body: 'seen 2 times' });
    expect(updated.action).toBe('updated');
    expect(updated.issue.number).toBe(created.issue.number);

    server.state.issue(full, created.issue.number)!.state = 'closed';
    const reopened = await upsertIssueByMarker(client, repo, { ...input, body: 'back again' });
    expect(reopened.action).toBe('reopened');
    expect(reopened.issue.state).toBe('open');
    expect(server.state.issues(full)).toHaveLength(1);
  });

  it('keeps labels others added and adds missing ones', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const mark = marker('lag-slo', 'x');
    server.state.seedIssue(full, { title: 't', body: `b\n\n${mark}`, labels: ['triaged'] });
    const result = await upsertIssueByMarker(client, repo, {
      marker: mark,
      title: 't',
      body: 'b',
      labels: ['upstream-ingest'],
    });
    expect(result.action).toBe('updated');
    expect(result.issue.labels.sort()).toEqual(['triaged', 'upstream-ingest']);
  });

  it('finds its issue past the first 100 (pagination), and ignores pull requests carrying the marker', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const mark = marker('failure', 'deep');
    server.state.seedIssues(full, 150, { body: 'noise', prefix: 'Other' });
    server.state.seedPull(full, { head: 'b', title: 'a PR quoting the marker', body: mark });
    const target = server.state.seedIssue(full, { title: 'target', body: `x\n\n${mark}` });

    const found = await findIssueByMarker(client, repo, mark);
    expect(found?.number).toBe(target.number);
    const pages = server.requestsTo('GET', `/repos/${full}/issues`);
    expect(pages.length).toBe(2);
    expect(pages[0]?.query).toMatchObject({ state: 'all', per_page: '100' });

    const again = await upsertIssueByMarker(client, repo, { marker: mark, title: 'target', body: 'x' });
    expect(again.action).toBe('unchanged');
    expect(server.requestsTo('POST', `/repos/${full}/issues`)).toHaveLength(0);
  });

  it('narrows the look-up with labels when asked', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const mark = marker('failure', 'lbl');
    server.state.seedIssue(full, { title: 'mine', body: mark, labels: ['upstream-ingest'] });
    expect(await findIssueByMarker(client, repo, mark, { labels: ['upstream-ingest'] })).toBeDefined();
    expect(await findIssueByMarker(client, repo, mark, { labels: ['something-else'] })).toBeUndefined();
    expect(server.requests.at(-1)?.query['labels']).toBe('something-else');
  });

  it('a 500 after the issue was written: no blind retry, the look-up finds it, exactly one issue', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const fault = server.inject({ method: 'POST', path: `/repos/${full}/issues`, status: 500, afterWrite: true });
    const result = await upsertIssueByMarker(client, repo, {
      marker: marker('failure', 'once'),
      title: 't',
      body: 'b',
    });
    expect(fault.hits).toBe(1);
    expect(result.action).toBe('created');
    expect(server.state.issues(full)).toHaveLength(1);
    expect(server.requestsTo('POST', `/repos/${full}/issues`)).toHaveLength(1);
  });

  it('a 502 before the write: looked up, not found, created once more', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    server.inject({ method: 'POST', path: `/repos/${full}/issues`, status: 502 });
    const result = await upsertIssueByMarker(client, repo, {
      marker: marker('failure', 'twice'),
      title: 't',
      body: 'b',
    });
    expect(result.action).toBe('created');
    expect(server.state.issues(full)).toHaveLength(1);
    expect(server.requestsTo('POST', `/repos/${full}/issues`)).toHaveLength(2);
  });

  it('a connection reset after the write does not duplicate the issue', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    server.inject({ method: 'POST', path: `/repos/${full}/issues`, reset: true, afterWrite: true });
    await upsertIssueByMarker(client, repo, { marker: marker('failure', 'reset'), title: 't', body: 'b' });
    expect(server.state.issues(full)).toHaveLength(1);
  });
});

describe('closeIssueByMarker', () => {
  it('comments once and closes; a re-run changes nothing', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const mark = marker('failure', 'fixed');
    const seeded = server.state.seedIssue(full, { title: 't', body: mark });
    const first = await closeIssueByMarker(client, repo, mark, 'Passed 3 times in a row; closing.');
    expect(first.action).toBe('closed');
    expect(server.state.issue(full, seeded.number)?.state).toBe('closed');
    expect(server.state.comments(full, seeded.number).map((c) => c.body)).toEqual([
      'Passed 3 times in a row; closing.',
    ]);
    expect((await closeIssueByMarker(client, repo, mark, 'Passed 3 times in a row; closing.')).action).toBe(
      'already-closed',
    );
    expect(server.state.comments(full, seeded.number)).toHaveLength(1);
    expect((await closeIssueByMarker(client, repo, marker('failure', 'none'))).action).toBe('not-found');
  });

  it('a close interrupted after its comment does not comment twice on the re-run', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const mark = marker('failure', 'flaky-close');
    const seeded = server.state.seedIssue(full, { title: 't', body: mark });
    server.inject({
      method: 'PATCH',
      path: `/repos/${full}/issues/${seeded.number}`,
      status: 403,
      body: { message: 'Forbidden' },
    });
    await expect(closeIssueByMarker(client, repo, mark, 'closing')).rejects.toThrow(/issues: write/);
    await closeIssueByMarker(client, repo, mark, 'closing');
    expect(server.state.comments(full, seeded.number)).toHaveLength(1);
    expect(server.state.issue(full, seeded.number)?.state).toBe('closed');
  });
});

describe('upsertCommentByMarker', () => {
  it('creates one comment per marker and updates it in place', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const pr = server.state.seedPull(full, { head: 'feature', title: 'PR' });
    server.state.seedComment(full, pr.number, 'a human comment');
    const mark = marker('bench', 'suite-a');
    const first = await upsertCommentByMarker(client, repo, pr.number, mark, 'geomean 1.01');
    expect(first.action).toBe('created');
    expect(first.url).toContain(`/pull/${pr.number}#issuecomment-${first.id}`);
    expect((await upsertCommentByMarker(client, repo, pr.number, mark, 'geomean 1.01')).action).toBe('unchanged');
    const second = await upsertCommentByMarker(client, repo, pr.number, mark, 'geomean 0.97');
    expect(second).toMatchObject({ id: first.id, action: 'updated' });
    const other = await upsertCommentByMarker(client, repo, pr.number, marker('bench', 'suite-b'), 'other suite');
    expect(other.id).not.toBe(first.id);
    expect(server.state.comments(full, pr.number)).toHaveLength(3);
  });

  it('a 500 after the comment was written leaves one comment', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const issue = server.state.seedIssue(full, { title: 't' });
    server.inject({
      method: 'POST',
      path: `/repos/${full}/issues/${issue.number}/comments`,
      status: 500,
      afterWrite: true,
    });
    const result = await upsertCommentByMarker(client, repo, issue.number, marker('digest', '2024-w01'), 'digest');
    expect(result.action).toBe('created');
    expect(server.state.comments(full, issue.number)).toHaveLength(1);
  });
});
