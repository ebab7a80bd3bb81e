import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import YAML from 'yaml';
import { L3_EVENT_TYPE } from '../../src/domain/dashboard/l3-request.js';
import { DASHBOARD_MARKER } from '../../src/services/report/dashboard.js';
import { runCli } from '../helpers/cli.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

/**
 * `/l3 <bundle-id>` on the dashboard: the l3-request step (the real CLI, the event read from its file as the workflow
 * gives it) against the local GitHub API server through the real Octokit. Only a trusted author with write access, on
 * the dashboard issue, for a bundle whose branch exists, dispatches the L3 tier, once per comment.
 */

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

const BUNDLE = 'c0ffee000001';
const SHA = 'a'.repeat(40);
let n = 0;

async function setup() {
  const full = `fork-org/l3-${++n}`;
  server.state.addRepo(full);
  const dashboard = server.state.seedIssue(full, {
    title: 'upstream-ingest dashboard',
    body: `the dashboard\n\n${DASHBOARD_MARKER}`,
    labels: ['upstream-ingest:dashboard'],
  });
  const other = server.state.seedIssue(full, { title: 'a bug', body: 'x' });
  server.state.setBranch(full, `upstream-ingest/${BUNDLE}`, SHA);
  server.state.setPermission(full, 'owner1', 'write');
  server.state.setPermission(full, 'reader', 'read');
  let commentId = 1000;
  const request = async (
    body: string,
    options: { login?: string; association?: string; issue?: typeof dashboard; id?: number } = {},
  ) => {
    const issue = options.issue ?? dashboard;
    const event = {
      action: 'created',
      issue: { number: issue.number, body: issue.body },
      comment: {
        id: options.id ?? ++commentId,
        body,
        author_association: options.association ?? 'MEMBER',
        user: { login: options.login ?? 'owner1', type: 'User' },
      },
    };
    const file = join(await makeTempDir('ui-l3-'), 'event.json');
    await writeFile(file, JSON.stringify(event));
    const saved = { ...process.env };
    Object.assign(process.env, server.env(), {
      GITHUB_TOKEN: server.token,
      GITHUB_REPOSITORY: full,
      GITHUB_EVENT_PATH: file,
    });
    try {
      const run = await runCli(['l3-request', '--json']);
      expect(run.code).toBe(0);
      return JSON.parse(run.stdout) as { action: string; reason?: string; sha?: string };
    } finally {
      process.env = saved;
    }
  };
  const dispatches = () => server.state.repositoryDispatches.filter((d) => d.repo === full);
  return { full, dashboard, other, request, dispatches };
}

describe('/l3 <bundle-id> on the dashboard', () => {
  it('dispatches the L3 tier on the bundle commit for an owner with write access, once per comment', async () => {
    const { full, dashboard, request, dispatches } = await setup();
    const first = await request(`/l3 ${BUNDLE}`, { id: 77 });
    expect(first).toMatchObject({ action: 'dispatched', sha: SHA });
    expect(dispatches()).toEqual([
      {
        repo: full,
        eventType: L3_EVENT_TYPE,
        payload: { bundle: BUNDLE, ref: `upstream-ingest/${BUNDLE}`, sha: SHA, requested_by: 'owner1' },
      },
    ]);
    const comments = server.state.comments(full, dashboard.number);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toMatch(/^L3 requested by owner1 for bundle `c0ffee000001`/);

    // A re-run of the same workflow run (the same comment): nothing dispatched, nothing posted twice.
    expect((await request(`/l3 ${BUNDLE}`, { id: 77 })).action).toBe('already-handled');
    expect(dispatches()).toHaveLength(1);
    expect(server.state.comments(full, dashboard.number)).toHaveLength(1);
  });

  it('refuses or ignores everyone and everything else, dispatching nothing', async () => {
    const { full, other, request, dispatches } = await setup();
    expect(await request(`/l3 ${BUNDLE}`, { login: 'stranger', association: 'CONTRIBUTOR' })).toMatchObject({
      action: 'refused',
      reason: expect.stringMatching(/stranger \(CONTRIBUTOR\) may not/),
    });
    expect(await request(`/l3 ${BUNDLE}`, { login: 'reader', association: 'COLLABORATOR' })).toMatchObject({
      action: 'refused',
      reason: 'reader has read access, write needed',
    });
    expect(await request('/l3 ffffffffffff')).toMatchObject({
      action: 'refused',
      reason: expect.stringMatching(/no branch/),
    });
    expect(await request('/l3 main; rm -rf /')).toMatchObject({ action: 'refused' });
    expect(await request(`/l3 ${BUNDLE}`, { issue: other })).toMatchObject({ action: 'ignored' });
    expect(await request(`please run L3 on ${BUNDLE}`)).toMatchObject({ action: 'ignored' });
    expect(dispatches()).toEqual([]);
    expect(server.state.comments(full, other.number)).toEqual([]);
  });

  it('the shipped workflow: association guard, no checkout of fork or PR code, the comment never in a script', async () => {
    const text = await readFile('.github/workflows/l3-request.yml', 'utf8');
    const doc = YAML.parse(text) as {
      jobs: Record<
        string,
        { if: string; permissions: unknown; steps: { uses?: string; with?: Record<string, string>; run?: string }[] }
      >;
    };
    const job = doc.jobs['request']!;
    expect(job.if).toContain(
      `contains(fromJSON('["OWNER","MEMBER","COLLABORATOR"]'), github.event.comment.author_association)`,
    );
    expect(job.permissions).toEqual({ contents: 'write', issues: 'write' });
    const checkouts = job.steps.filter((s) => /actions\/checkout@/.test(s.uses ?? ''));
    expect(checkouts.map((s) => s.with?.['repository'])).toEqual(['${{ job.workflow_repository }}']);
    expect(job.steps.map((s) => s.run ?? '').join('\n')).toMatch(/l3-request --event "\$GITHUB_EVENT_PATH"/);
    expect(text).not.toMatch(/\$\{\{\s*github\.event\.comment\.body/);
  });
});
