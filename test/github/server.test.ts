import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';

// The server itself, over plain fetch: the behaviour the adapters rely on must match github.com's.
let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer({ repos: ['o/r'] });
});
afterAll(async () => {
  await server.close();
});

async function api(method: string, path: string, body?: unknown, token: string | null = server.token) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as unknown) : undefined };
}

describe('github-server', () => {
  it('answers 401 without the token or with another, and records the request without the token', async () => {
    expect((await api('GET', '/repos/o/r', undefined, null)).status).toBe(401);
    const wrong = await api('GET', '/repos/o/r', undefined, 'nope');
    expect(wrong).toMatchObject({ status: 401, json: { message: 'Bad credentials' } });
    expect(server.requests.at(-1)).toMatchObject({ authorized: false, headers: { authorization: '[rejected]' } });
    expect((await api('GET', '/repos/o/r')).status).toBe(200);
    expect((await api('GET', '/rate_limit')).json).toMatchObject({ resources: { core: { limit: 5000 } } });
  });

  it('paginates with a Link header and lists pull requests among issues', async () => {
    server.state.seedIssues('o/r', 5);
    server.state.seedPull('o/r', { head: 'feature' });
    const page1 = await api('GET', '/repos/o/r/issues?per_page=4&state=all&direction=asc');
    expect((page1.json as unknown[]).length).toBe(4);
    expect(page1.headers.get('link')).toMatch(/page=2[^>]*>; rel="next".*page=2[^>]*>; rel="last"/);
    const page2 = await api('GET', '/repos/o/r/issues?per_page=4&state=all&direction=asc&page=2');
    expect(page2.json).toEqual([
      expect.objectContaining({ number: 5 }),
      expect.objectContaining({ pull_request: expect.anything() }),
    ]);
    expect(page2.headers.get('link')).toMatch(/rel="prev"/);
  });

  it('ignores a head filter without owner, as github.com does, and refuses a second open PR for the same head', async () => {
    server.state.seedPull('o/r', { head: 'a' });
    server.state.seedPull('o/r', { head: 'b' });
    expect(((await api('GET', '/repos/o/r/pulls?head=a')).json as unknown[]).length).toBeGreaterThan(1);
    expect(((await api('GET', '/repos/o/r/pulls?head=o:a')).json as unknown[]).length).toBe(1);
    const again = await api('POST', '/repos/o/r/pulls', { head: 'a', base: 'main', title: 't' });
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.json)).toContain('A pull request already exists for o:a.');
  });

  it('refuses bodies over 65,536 characters and malformed JSON', async () => {
    expect((await api('POST', '/repos/o/r/issues', { title: 't', body: 'x'.repeat(65_537) })).status).toBe(422);
    const res = await fetch(`${server.url}/repos/o/r/issues`, {
      method: 'POST',
      headers: { authorization: `token ${server.token}` },
      body: '{not json',
    });
    expect(res.status).toBe(400);
  });

  it('injects faults a given number of times, with afterWrite performing the write', async () => {
    const fault = server.inject({ method: 'POST', path: /\/issues$/, status: 500, afterWrite: true, times: 2 });
    const before = server.state.issues('o/r').length;
    expect((await api('POST', '/repos/o/r/issues', { title: 'one' })).status).toBe(500);
    expect((await api('POST', '/repos/o/r/issues', { title: 'two' })).status).toBe(500);
    expect((await api('POST', '/repos/o/r/issues', { title: 'three' })).status).toBe(201);
    expect(fault).toMatchObject({ hits: 2, remaining: 0 });
    expect(server.state.issues('o/r').length - before).toBe(3);
    server.inject({ method: 'GET', path: '/repos/o/r', reset: true });
    await expect(api('GET', '/repos/o/r')).rejects.toThrow();
  });

  it('combined status is pending with no statuses, failure when any context fails', async () => {
    const sha = 'c'.repeat(40);
    expect((await api('GET', `/repos/o/r/commits/${sha}/status`)).json).toMatchObject({
      state: 'pending',
      total_count: 0,
    });
    await api('POST', `/repos/o/r/statuses/${sha}`, { state: 'success', context: 'a' });
    await api('POST', `/repos/o/r/statuses/${sha}`, { state: 'failure', context: 'b' });
    expect((await api('GET', `/repos/o/r/commits/${sha}/status`)).json).toMatchObject({
      state: 'failure',
      total_count: 2,
    });
    server.state.setBranch('o/r', 'main', sha);
    expect((await api('GET', '/repos/o/r/commits/main/status')).json).toMatchObject({ sha, total_count: 2 });
  });
});
