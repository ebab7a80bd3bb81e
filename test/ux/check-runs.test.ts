import { fitMarkdown, upsertCheckRun } from '../../src/adapters/github/check-runs.js';
import { summaryBudgetOf } from '../../src/actions/runtime.js';
import { postCommitStatus } from '../../src/services/loop/commit-status.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { integrationForbidden, startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { testClient } from '../github/fixtures.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
});

let n = 0;
function freshRepo() {
  const name = `fork-${++n}`;
  return { full: `acme/${name}`, repo: { owner: 'acme', repo: name } };
}
const sha = (c: string) => c.repeat(40);

describe('upsertCheckRun', () => {
  it('creates a completed run with summary, annotations in batches of 50 and a details link, then updates it', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const annotations = Array.from({ length: 120 }, (_, i) => ({
      path: `./python/test/t${i}.py`,
      startLine: i + 1,
      level: 'failure' as const,
      message: `test_${i} failed`,
    }));
    const first = await upsertCheckRun(client, repo, {
      name: 'upstream-ingest / L1',
      headSha: sha('a'),
      conclusion: 'failure',
      title: '3 of 120 failed',
      summary: '## L1\n3 failed',
      annotations,
      detailsUrl: 'https://github.com/acme/fork/actions/runs/7',
      externalId: 'tier:L1',
    });
    expect(first.created).toBe(true);
    const [run] = server.state.checkRuns(full, sha('a'));
    expect(run).toMatchObject({
      name: 'upstream-ingest / L1',
      status: 'completed',
      conclusion: 'failure',
      detailsUrl: 'https://github.com/acme/fork/actions/runs/7',
      externalId: 'tier:L1',
    });
    expect(run?.output?.summary).toBe('## L1\n3 failed');
    expect(run?.annotations).toHaveLength(120);
    expect(run?.annotations?.[0]).toMatchObject({ path: 'python/test/t0.py', start_line: 1, end_line: 1 });
    const posts = server.requests.filter((r) => r.path.startsWith(`/repos/${full}/check-runs`));
    expect(posts.filter((r) => r.method === 'PATCH')).toHaveLength(2); // batches 2 and 3

    // A re-run of the job: the same run is updated, annotations are not duplicated.
    const second = await upsertCheckRun(client, repo, {
      name: 'upstream-ingest / L1',
      headSha: sha('a'),
      conclusion: 'success',
      title: 'all passed',
      summary: 'ok',
      annotations,
      externalId: 'tier:L1',
    });
    expect(second).toMatchObject({ id: first.id, created: false });
    const runs = server.state.checkRuns(full, sha('a'));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ conclusion: 'success' });
    expect(runs[0]?.annotations).toHaveLength(120);
  });

  it('keeps runs of other names and SHAs apart, and cuts a summary over 65,535 characters', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    await upsertCheckRun(client, repo, {
      name: 'a',
      headSha: sha('b'),
      conclusion: 'success',
      title: 't',
      summary: 's',
    });
    await upsertCheckRun(client, repo, {
      name: 'b',
      headSha: sha('b'),
      conclusion: 'success',
      title: 't',
      summary: 's',
    });
    const big = `${'line of text\n'.repeat(10_000)}`;
    await upsertCheckRun(client, repo, {
      name: 'a',
      headSha: sha('c'),
      conclusion: 'neutral',
      title: 't',
      summary: big,
    });
    expect(
      server.state
        .checkRuns(full, sha('b'))
        .map((r) => r.name)
        .sort(),
    ).toEqual(['a', 'b']);
    const cut = server.state.checkRuns(full, sha('c'))[0]?.output?.summary ?? '';
    expect(cut.length).toBeLessThanOrEqual(65_535);
    expect(cut).toMatch(/cut to fit/);
    expect(fitMarkdown('short')).toBe('short');
  });

  it('names `checks: write` when the token lacks it', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    server.inject({ method: 'POST', path: `/repos/${full}/check-runs`, ...integrationForbidden() });
    await expect(
      upsertCheckRun(client, repo, { name: 'x', headSha: sha('d'), conclusion: 'success', title: 't', summary: 's' }),
    ).rejects.toThrow(/checks: write/);
  });
});

describe('postCommitStatus with a check run (L1 on bundle PRs)', () => {
  it('keeps the status for branch protection and adds a check run with the summary and the run link', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const deps = { client, logger: new RecordingLogger() };
    const base = {
      repo,
      sha: sha('e'),
      context: 'upstream-ingest/L1',
      targetUrl: 'https://github.com/acme/f/actions/runs/9',
    };
    const out = await postCommitStatus({ ...base, verdict: 'fail', checkRun: { summary: '## L1\n2 failed' } }, deps);
    expect(out.state).toBe('failure');
    expect(server.state.statuses(full, sha('e'))[0]).toMatchObject({ context: 'upstream-ingest/L1', state: 'failure' });
    expect(server.state.checkRuns(full, sha('e'))).toEqual([
      expect.objectContaining({
        name: 'upstream-ingest/L1',
        conclusion: 'failure',
        detailsUrl: 'https://github.com/acme/f/actions/runs/9',
        output: expect.objectContaining({ summary: '## L1\n2 failed' }),
      }),
    ]);
    // The re-run passes: the same check run turns green; a skipped tier never does.
    await postCommitStatus({ ...base, verdict: 'pass', checkRun: { summary: 'ok' } }, deps);
    expect(server.state.checkRuns(full, sha('e'))).toEqual([expect.objectContaining({ conclusion: 'success' })]);
    await postCommitStatus({ ...base, sha: sha('f'), verdict: 'skipped', checkRun: { summary: '' } }, deps);
    expect(server.state.checkRuns(full, sha('f'))[0]?.conclusion).toBe('cancelled');
    await postCommitStatus({ ...base, sha: sha('0'), verdict: 'pending', checkRun: { summary: '' } }, deps);
    expect(server.state.checkRuns(full, sha('0'))).toEqual([]);
  });
});

describe('job summaries stay under GitHub’s 1 MiB step limit', () => {
  it('cuts what an action appends to what is left of the budget, closing folds', async () => {
    const budget = summaryBudgetOf(10_000);
    const first = budget.take('a\n'.repeat(3000));
    expect(first).toHaveLength(6000);
    const second = budget.take(`<details><summary>x</summary>\n\n${'row\n'.repeat(3000)}`);
    expect(first.length + second.length).toBeLessThanOrEqual(10_000);
    expect(second).toMatch(/<\/details>\n[\s\S]*cut to fit/);
    expect(budget.take('more')).toBe('');
  });
});
