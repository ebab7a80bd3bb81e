import { spawn } from 'node:child_process';
import { jest } from '@jest/globals';
import { apiUrlFromEnv, createGitHubClient, parseRepo } from '../../src/adapters/github/client.js';
import { GitHubRateLimitError, OPERATIONS, translateGitHubError } from '../../src/adapters/github/errors.js';
import { upsertIssueByMarker, marker } from '../../src/adapters/github/issues.js';
import { promptBottleneck } from '../../src/adapters/github/prompt-scheduling.js';
import { ConfigurationError } from '../../src/shared/errors.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import {
  integrationForbidden,
  primaryRateLimit,
  secondaryRateLimit,
  startGitHubServer,
  type GitHubTestServer,
} from '../helpers/github-server.js';
import { testClient } from './fixtures.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer({ repos: ['fork-org/triton'] });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => server.clearFaults());

const repo = { owner: 'fork-org', repo: 'triton' };
const REPO_PATH = '/repos/fork-org/triton';

describe('parseRepo and apiUrlFromEnv', () => {
  it.each([
    ['triton-lang/triton', 'triton-lang', 'triton'],
    ['https://github.com/llvm/llvm-project', 'llvm', 'llvm-project'],
    ['https://github.com/pytorch/pytorch.git', 'pytorch', 'pytorch'],
    [' my-org/my.repo_1 ', 'my-org', 'my.repo_1'],
  ])('%s', (text, owner, name) => {
    expect(parseRepo(text)).toEqual({ owner, repo: name });
  });

  it.each([
    'triton',
    'a/b/c',
    'http://github.com/a/b',
    'https://gitlab.com/a/b',
    '-x/y',
    'a/..',
    '',
    'a/b c',
    'a/$(id)',
  ])('refuses %j with a ConfigurationError naming the input', (text) => {
    expect(() => parseRepo(text, 'upstream-repository')).toThrow(ConfigurationError);
    expect(() => parseRepo(text, 'upstream-repository')).toThrow(/upstream-repository: expected "owner\/name"/);
  });

  it('reads GITHUB_API_URL with github.com as default', () => {
    expect(apiUrlFromEnv({})).toBe('https://api.github.com');
    expect(apiUrlFromEnv({ GITHUB_API_URL: 'https://ghe.example.com/api/v3/' })).toBe('https://ghe.example.com/api/v3');
  });

  it('refuses an empty token', () => {
    expect(() => createGitHubClient({ token: '' })).toThrow(ConfigurationError);
  });
});

describe('the real Octokit against the local server', () => {
  it('reads a repository and sends the token as an authorization header', async () => {
    const { client } = testClient(server);
    const { data } = await client.rest.repos.get(repo);
    expect(data.full_name).toBe('fork-org/triton');
    const last = server.requests.at(-1);
    expect(last?.authorized).toBe(true);
    expect(last?.headers['user-agent']).toMatch(/^upstream-ingest/);
  });

  it('with the production defaults (paced writes through plugin-throttling) a create goes through', async () => {
    const logger = new RecordingLogger();
    const client = createGitHubClient({ token: server.token, baseUrl: server.url, logger });
    const result = await upsertIssueByMarker(client, repo, { marker: marker('t', 'paced'), title: 't', body: 'b' });
    expect(result.action).toBe('created');
    expect(logger.messages('debug')).toContain('GitHub API POST /repos/fork-org/triton/issues → 201');
  });

  it("the retry and throttling plugins' scheduler arms no zero-delay timer (each would cost at least 1 ms)", async () => {
    const { client } = testClient(server);
    await client.rest.repos.get(repo); // the first request builds the plugins' limiter groups
    const real = globalThis.setTimeout;
    const zeroDelay: string[] = [];
    const spy = jest.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      if (!ms) zeroDelay.push(new Error().stack?.split('\n')[3]?.trim() ?? '?');
      return real(fn, ms);
    }) as typeof setTimeout);
    try {
      await client.rest.repos.get(repo);
      await client.rest.issues.create({ ...repo, title: 't', body: 'b' });
    } finally {
      spy.mockRestore();
    }
    expect(promptBottleneck()).toBe(true);
    expect(zeroDelay).toEqual([]);
    expect(server.requests.slice(-2).map((r) => r.status)).toEqual([200, 201]);
  });

  it('401: a wrong token is a ConfigurationError about the token, not retried', async () => {
    const { client } = testClient(server, { token: 'ghs_wrong' });
    const before = server.requests.length;
    await expect(
      upsertIssueByMarker(client, repo, { marker: marker('t', '1'), title: 't', body: 'b' }),
    ).rejects.toThrow(
      /GitHub rejected the token while listing issues in fork-org\/triton \(401 Bad credentials\).*`token` input/,
    );
    expect(server.requests.length - before).toBe(1);
  });

  it('404 on an unknown repository says not found or no access', async () => {
    const strict = await startGitHubServer({ strictRepos: true });
    try {
      const { client } = testClient(strict);
      const error = await upsertIssueByMarker(
        client,
        { owner: 'x', repo: 'gone' },
        { marker: marker('t', '1'), title: 't', body: 'b' },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigurationError);
      expect(String(error)).toMatch(/404 while listing issues in x\/gone.*does not exist, or the token cannot see it/);
    } finally {
      await strict.close();
    }
  });

  it('403 "Resource not accessible by integration" → ConfigurationError naming the operation and permission', async () => {
    const { client } = testClient(server);
    server.inject({ method: 'POST', path: `${REPO_PATH}/issues`, ...integrationForbidden() });
    const error = await upsertIssueByMarker(client, repo, { marker: marker('t', 'perm'), title: 't', body: 'b' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain('creating an issue needs `issues: write`');
    expect((error as Error).message).toContain('Resource not accessible by integration');
  });

  it('a connection reset on a read is retried', async () => {
    const { client } = testClient(server);
    const fault = server.inject({ method: 'GET', path: REPO_PATH, reset: true });
    const { data } = await client.rest.repos.get(repo);
    expect(data.name).toBe('triton');
    expect(fault.hits).toBe(1);
    expect(
      server
        .requestsTo('GET', REPO_PATH)
        .slice(-2)
        .map((r) => r.delivered),
    ).toEqual([false, true]);
  });

  it('a read that times out is retried', async () => {
    const { client, logger } = testClient(server, { timeoutMs: 200 });
    server.inject({ method: 'GET', path: REPO_PATH, delayMs: 1000 });
    const { data } = await client.rest.repos.get(repo);
    expect(data.name).toBe('triton');
    expect(logger.messages('debug').some((m) => /no response within 200 ms/.test(m))).toBe(true);
  });

  it('5xx on a read is retried up to maxRetries, then a GitHubApiError with the status', async () => {
    const { client } = testClient(server, { maxRetries: 2 });
    server.inject({ method: 'GET', path: `${REPO_PATH}/issues`, status: 502, times: 3 });
    await expect(
      upsertIssueByMarker(client, repo, { marker: marker('t', '5xx'), title: 't', body: 'b' }),
    ).rejects.toThrow(/GitHub API error while listing issues in fork-org\/triton: 502/);
    expect(server.requestsTo('GET', `${REPO_PATH}/issues`).filter((r) => r.faulted)).toHaveLength(3);
  });

  it('an HTML error page from a proxy (502) is retried like any 5xx', async () => {
    const { client } = testClient(server);
    server.inject({ method: 'GET', path: REPO_PATH, status: 502, body: '<html><body>Unicorn!</body></html>' });
    expect((await client.rest.repos.get(repo)).data.name).toBe('triton');
    expect(server.requestsTo('GET', REPO_PATH).at(-2)?.status).toBe(502);
  });

  it('secondary rate limit: waits retry-after, then succeeds, and says so in the log', async () => {
    const { client, logger } = testClient(server);
    const fault = server.inject({ method: 'POST', path: `${REPO_PATH}/issues`, ...secondaryRateLimit(1) });
    const result = await upsertIssueByMarker(client, repo, { marker: marker('t', 'secondary'), title: 't', body: 'b' });
    expect(result.action).toBe('created');
    expect(fault.hits).toBe(1);
    expect(
      server.state.issues('fork-org/triton').filter((i) => i.body?.includes(marker('t', 'secondary'))),
    ).toHaveLength(1);
    expect(logger.messages('warning').join('\n')).toMatch(
      /secondary rate limit on POST \/repos\/fork-org\/triton\/issues: waiting 1 s/,
    );
  });

  it.each([403, 429] as const)(
    'primary rate limit (%d) with a reset beyond maxWaitSeconds: a clear error with the reset time',
    async (status) => {
      const { client, logger } = testClient(server, { maxWaitSeconds: 2 });
      const before = server.requestsTo('GET', `${REPO_PATH}/issues`).length;
      server.inject({ method: 'GET', path: `${REPO_PATH}/issues`, ...primaryRateLimit(600, status) });
      const error = await upsertIssueByMarker(client, repo, {
        marker: marker('t', 'primary'),
        title: 't',
        body: 'b',
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GitHubRateLimitError);
      expect((error as GitHubRateLimitError).resetAt!.getTime()).toBeGreaterThan(Date.now() + 500_000);
      expect((error as Error).message).toMatch(
        /rate limit exhausted \(limit 5000\/h\) while listing issues in fork-org\/triton: it resets at \d{4}-\d\d-\d\dT/,
      );
      expect(logger.messages('warning').join('\n')).toMatch(/beyond the wait budget/);
      // Not retried by plugin-retry either: the throttling plugin owns rate limits.
      expect(server.requestsTo('GET', `${REPO_PATH}/issues`).length - before).toBe(1);
    },
  );

  it('the wait budget is per client: a second secondary limit beyond it fails instead of waiting', async () => {
    const { client } = testClient(server, { maxWaitSeconds: 1 });
    server.inject({ method: 'GET', path: REPO_PATH, ...secondaryRateLimit(1) });
    await client.rest.repos.get(repo);
    server.inject({ method: 'GET', path: REPO_PATH, ...secondaryRateLimit(1) });
    const error = await client.rest.repos.get(repo).catch((e: unknown) => e);
    expect(translateGitHubError(error, { ...OPERATIONS.readRepo, repo })).toBeInstanceOf(GitHubRateLimitError);
  });

  it('the token never appears in any log line, error message or recorded header', async () => {
    const token = 'ghs_SECRET_do_not_log_0123456789';
    const secretServer = await startGitHubServer({ token });
    try {
      const { client, logger } = testClient(secretServer, { timeoutMs: 200, maxWaitSeconds: 1 });
      const full = 'fork-org/secret';
      secretServer.inject({ method: 'GET', path: `/repos/${full}/issues`, reset: true });
      secretServer.inject({ method: 'GET', path: `/repos/${full}/issues`, delayMs: 500 });
      secretServer.inject({ method: 'POST', path: `/repos/${full}/issues`, status: 500, afterWrite: true });
      secretServer.inject({ method: 'PATCH', path: /\/issues\/\d+$/, ...secondaryRateLimit(1) });
      const r = { owner: 'fork-org', repo: 'secret' };
      await upsertIssueByMarker(client, r, { marker: marker('t', 's'), title: 't', body: 'b' });
      await upsertIssueByMarker(client, r, { marker: marker('t', 's'), title: 't2', body: 'b' });
      secretServer.inject({ method: 'GET', path: `/repos/${full}/issues`, ...primaryRateLimit(600) });
      const error = await upsertIssueByMarker(client, r, { marker: marker('t', 's'), title: 't3', body: 'b' }).catch(
        (e: unknown) => e,
      );
      const bad = createGitHubClient({ token, baseUrl: 'http://127.0.0.1:1', logger, maxRetries: 0, timeoutMs: 500 });
      const unreachable = await bad.rest.repos.get(r).catch((e: unknown) => e);

      expect(logger.lines.length).toBeGreaterThan(5);
      for (const line of logger.lines) expect(line.message).not.toContain(token);
      for (const e of [error, unreachable]) {
        expect(String(e)).not.toContain(token);
        expect(JSON.stringify((e as { request?: unknown }).request ?? {})).not.toContain(token);
      }
      for (const req of secretServer.requests) expect(JSON.stringify(req)).not.toContain(token);
    } finally {
      await secretServer.close();
    }
  });
});

describe('a child process reaches the server through GITHUB_API_URL', () => {
  it('@actions/github in another process picks up the URL from the environment', async () => {
    // What an action bundle does: getOctokit(token) with no baseUrl; the runner's GITHUB_API_URL decides.
    const script = `
      import { getOctokit } from '@actions/github';
      const octokit = getOctokit(process.env.INPUT_TOKEN);
      const { data } = await octokit.rest.repos.get({ owner: 'fork-org', repo: 'triton' });
      process.stdout.write(data.full_name);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: process.cwd(),
      env: { PATH: process.env['PATH'] ?? '', ...server.env(), INPUT_TOKEN: server.token },
      shell: false,
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, out, err }).toEqual({ code: 0, out: 'fork-org/triton', err: '' });
  });
});
