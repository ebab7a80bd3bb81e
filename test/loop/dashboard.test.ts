import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRepo } from '../../src/adapters/github/client.js';
import { ownersOf, parseCodeowners } from '../../src/domain/dashboard/codeowners.js';
import { DASHBOARD_LABEL } from '../../src/domain/dashboard/render.js';
import { readMemory } from '../../src/domain/dashboard/state.js';
import { PLAN_SCHEMA_VERSION, PlanSchema } from '../../src/schemas/plan.js';
import { RequestsFileSchema } from '../../src/schemas/loop.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import { runLag } from '../../src/services/lag/lag.js';
import { runDashboard } from '../../src/services/report/dashboard.js';
import { gatherFacts } from '../../src/services/report/dashboard-facts.js';
import { silentLogger } from '../../src/shared/logger.js';
import { baseSettings } from '../apply/fixtures.js';
import { testClient } from '../github/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { buildScenario, git } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

const CHAIN = 'c0ffee000001';
const lines = (third: string) => ['one', 'two', third, 'four', ''].join('\n');

/** A risky chain the agent could not resolve: upstream and a fork commit by Fork Dev rewrote the same line. */
async function unresolvedChain() {
  const s = await buildScenario({
    base: { 'lib/core.txt': lines('three'), '.github/CODEOWNERS': '* @fork-org/everyone\nlib/ @fork-org/compiler\n' },
    steps: [
      {
        id: 'own',
        on: 'fork',
        files: { 'lib/core.txt': lines('three (fork)') },
        message: '[TLX] fork layout',
        author: { name: 'Fork Dev', email: 'fork-dev@example.com' },
      },
      {
        id: 'u1',
        on: 'upstream',
        files: { 'lib/core.txt': lines('three (upstream)') },
        message: 'core: fixes #12, cc @someone',
      },
    ],
  });
  const u1 = s.sha('u1');
  const plan = PlanSchema.parse({
    schemaVersion: PLAN_SCHEMA_VERSION,
    generatedAt: '2026-03-01T00:00:00Z',
    upstream: { ref: 'upstream', sha: (await git(s, 'rev-parse', 'upstream')).trim() },
    fork: { ref: 'fork', sha: (await git(s, 'rev-parse', 'fork')).trim() },
    mergeBase: s.baseSha,
    pending: [
      {
        sha: u1,
        subject: 'core: fixes #12, cc @someone',
        committedAt: '2026-01-01T05:00:00Z',
        prediction: 'conflict',
        conflictPaths: ['lib/core.txt'],
        risk: { score: 5, reasons: ['conflict'] },
        dependsOn: [],
      },
    ],
    bundles: [
      {
        id: CHAIN,
        kind: 'risky-chain',
        commits: [u1],
        risk: { score: 5, reasons: ['conflict'] },
        predictedConflicts: ['lib/core.txt'],
        dependsOn: [],
      },
    ],
    held: [{ sha: 'e'.repeat(40), subject: 'bump LLVM', reason: 'toolchain lane is off', kind: 'blocked-by' }],
  });
  const result = await runApply(baseSettings([], { source: { kind: 'plan', plan, bundleId: CHAIN } }), {
    git: s.git,
    logger: silentLogger,
  });
  return { s, plan, result };
}

let repos = 0;
const freshRepo = () => {
  const full = `fork-org/dash-${++repos}`;
  server.state.addRepo(full);
  return { full, repo: parseRepo(full) };
};

const tick = (full: string, number: number, action: string, bundle: string) => {
  const issue = server.state.issue(full, number)!;
  issue.body = issue.body!.replace(
    `- [ ] <!-- ui-action:${action}:${bundle} -->`,
    `- [x] <!-- ui-action:${action}:${bundle} -->`,
  );
};

describe('the dashboard issue', () => {
  it('tells a person what needs them: the chain, its conflict files, commit link, fork authors and owners', async () => {
    const { s, plan, result } = await unresolvedChain();
    expect(result.commits[0]!.conflictPaths).toEqual(['lib/core.txt']);
    const facts = await gatherFacts({ plan, results: [result], reverts: [], git: s.git, forkRef: 'fork' });
    expect(facts.chains).toHaveLength(1);
    expect(facts.chains[0]).toMatchObject({
      bundle: CHAIN,
      conflictFiles: ['lib/core.txt'],
      owners: ['@fork-org/compiler'],
      forkCommits: [{ sha: s.sha('own'), subject: '[TLX] fork layout', author: 'Fork Dev' }],
    });
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    const settings = { repo, facts, now: new Date('2026-03-02T06:00:00Z'), upstreamRepo: 'triton-lang/triton' };
    const first = await runDashboard(settings, { client, logger: silentLogger });
    expect(first.action).toBe('created');
    const body = server.state.issue(full, first.issue.number)!.body!;
    expect(body).toContain(`https://github.com/triton-lang/triton/commit/${s.sha('u1')}`);
    expect(body).toContain('`lib/core.txt`');
    expect(body).toContain('Fork Dev');
    expect(body).toContain('`@fork-org/compiler`');
    expect(body).toContain(`- [ ] <!-- ui-action:agent:${CHAIN} --> apply with agent`);
    expect(body).toContain('toolchain lane is off');
    expect(body).not.toMatch(/(^|[^\u200b])@someone/); // upstream text pings nobody
    expect(server.state.issue(full, first.issue.number)!.labels).toContain(DASHBOARD_LABEL);

    // Updated in place on the next run: still one issue.
    const second = await runDashboard(
      { ...settings, now: new Date('2026-03-03T06:00:00Z') },
      { client, logger: silentLogger },
    );
    expect(second.issue.number).toBe(first.issue.number);
    expect(server.state.issues(full)).toHaveLength(1);
  });

  it('acts on a tick only from a user with write access, records what it did, and hands the request to the next run', async () => {
    const { plan, result } = await unresolvedChain();
    const facts = await gatherFacts({ plan, results: [result], reverts: [] });
    const { full, repo } = freshRepo();
    server.state.setPermission(full, 'maintainer', 'write');
    server.state.setPermission(full, 'drive-by', 'read');
    const { client } = testClient(server);
    const now = new Date('2026-03-02T06:00:00Z');
    const { issue } = await runDashboard({ repo, facts, now }, { client, logger: silentLogger });

    tick(full, issue.number, 'retry', CHAIN);
    const ignored = await runDashboard({ repo, actor: 'drive-by', now }, { client, logger: silentLogger });
    expect(ignored.memory.requests).toEqual([]);
    let body = server.state.issue(full, issue.number)!.body!;
    expect(body).toContain(`- [ ] <!-- ui-action:retry:${CHAIN} -->`);
    expect(body).toMatch(/ignored: retry bundle c0ffee000001 ticked by drive-by \(read access, write needed\)/);
    expect(body).toContain('`lib/core.txt`'); // an edit-event run keeps the facts of the last full run

    tick(full, issue.number, 'agent', CHAIN);
    const asked = await runDashboard({ repo, actor: 'maintainer', now }, { client, logger: silentLogger });
    expect(asked.memory.requests).toEqual([
      { action: 'agent', bundle: CHAIN, by: 'maintainer', at: now.toISOString() },
    ]);
    body = server.state.issue(full, issue.number)!.body!;
    expect(body).toContain(`- [x] <!-- ui-action:agent:${CHAIN} -->`);
    expect(body).toContain('maintainer asked: apply with agent bundle c0ffee000001');

    // The next ingest run takes it (through the CLI, as the workflow does) and the box is cleared.
    const out = join(await makeTempDir('ui-dash-'), 'requests.json');
    const saved = { ...process.env };
    Object.assign(process.env, server.env(), {
      GITHUB_TOKEN: server.token,
      GITHUB_REPOSITORY: full,
      GITHUB_RUN_ID: '77',
    });
    try {
      const run = await runCli(['dashboard', '--consume', '--requests-out', out]);
      expect(run.code).toBe(0);
    } finally {
      process.env = saved;
    }
    const requests = RequestsFileSchema.parse(JSON.parse(await readFile(out, 'utf8'))).requests;
    expect(requests.map((r) => [r.action, r.bundle, r.by])).toEqual([['agent', CHAIN, 'maintainer']]);
    body = server.state.issue(full, issue.number)!.body!;
    expect(body).toContain(`- [ ] <!-- ui-action:agent:${CHAIN} -->`);
    expect(body).toContain('run 77 took: apply with agent bundle c0ffee000001 (asked by maintainer)');
    expect(readMemory(body).requests).toEqual([]);

    // The request feeds the matrix: the chain goes through the agent even in a low-risk-only run.
    const planFile = join(await makeTempDir('ui-dash-'), 'plan.json');
    await writeFile(planFile, JSON.stringify(plan));
    const matrix = await runCli(['ingest-matrix', '--plan', planFile, '--requests', out]);
    expect(
      JSON.parse(matrix.stdout).include.map((e: { bundle: string; onConflict: string }) => [e.bundle, e.onConflict]),
    ).toEqual([[CHAIN, 'agent']]);
  });

  it('lists a reverted pick with its reason and a retry box, whose request the next plan takes (plan --retry)', async () => {
    const s = await buildScenario({
      steps: [
        { id: 'u1', on: 'upstream', files: { 'lib/a.txt': 'a\n' }, message: 'core: add a (#5)' },
        { id: 'p1', on: 'fork', pick: 'u1', provenance: 'x' },
      ],
    });
    await s.git.run(['revert', '--no-edit', s.sha('p1')]);
    const lag = await runLag(
      { upstream: 'upstream', fork: 'fork', now: new Date('2026-03-02T00:00:00Z'), extraTrailerKeys: [] },
      { git: s.git, logger: silentLogger },
    );
    const facts = await gatherFacts({ lag, results: [], reverts: [] });
    expect(facts.deferred).toEqual([expect.objectContaining({ sha: s.sha('u1'), reverted: true })]);
    const { full, repo } = freshRepo();
    server.state.setPermission(full, 'maintainer', 'write');
    const { client } = testClient(server);
    const now = new Date('2026-03-02T06:00:00Z');
    const { issue } = await runDashboard({ repo, facts, now }, { client, logger: silentLogger });
    const key = s.sha('u1').slice(0, 12);
    let body = server.state.issue(full, issue.number)!.body!;
    expect(body).toContain('## Reverted picks, deferred until upstream changes them (1)');
    expect(body).toMatch(/core: add a \(#\u200b?5\): reverted by [0-9a-f]{10}/);
    expect(body).toContain(`- [ ] <!-- ui-action:retry:${key} --> retry`);

    tick(full, issue.number, 'retry', key);
    const asked = await runDashboard({ repo, actor: 'maintainer', now }, { client, logger: silentLogger });
    expect(asked.memory.requests).toEqual([{ action: 'retry', bundle: key, by: 'maintainer', at: now.toISOString() }]);
    body = server.state.issue(full, issue.number)!.body!;
    expect(body).toContain(`- [x] <!-- ui-action:retry:${key} -->`);
    const plan = await runCli(['plan', '--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork', '--json']);
    expect(JSON.parse(plan.stdout)).toMatchObject({ bundles: [], held: [{ sha: s.sha('u1') }] });
    const retried = await runCli([
      ...['plan', '--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork', '--json'],
      ...asked.memory.requests.flatMap((r) => (r.action === 'retry' ? ['--retry', r.bundle] : [])),
    ]);
    expect(JSON.parse(retried.stdout)).toMatchObject({ held: [], bundles: [{ commits: [s.sha('u1')] }] });
  });

  it('converges after a crash during the create: one issue, never two', async () => {
    const { full, repo } = freshRepo();
    const { client } = testClient(server);
    server.inject({ method: 'POST', path: new RegExp(`/repos/${full}/issues$`), status: 502, afterWrite: true });
    const now = new Date('2026-03-02T06:00:00Z');
    await runDashboard(
      {
        repo,
        facts: {
          open: [],
          landing: [],
          review: [],
          failed: [],
          unmergeable: [],
          chains: [],
          deferred: [],
          reverts: [],
        },
        now,
      },
      { client, logger: silentLogger },
    ).catch(() => undefined);
    await runDashboard({ repo, now }, { client, logger: silentLogger });
    expect(server.state.issues(full)).toHaveLength(1);
  });
});

describe('CODEOWNERS', () => {
  it('lets the last matching rule win, as GitHub does', () => {
    const rules = parseCodeowners('# owners\n* @org/all\n/lib/ @org/lib\n*.md @docs # docs\nlib/gpu/** @org/gpu\n');
    expect(ownersOf(rules, 'lib/x.cpp')).toEqual(['@org/lib']);
    expect(ownersOf(rules, 'lib/gpu/a/b.cpp')).toEqual(['@org/gpu']);
    expect(ownersOf(rules, 'lib/README.md')).toEqual(['@docs']);
    expect(ownersOf(rules, 'tools/run.py')).toEqual(['@org/all']);
  });
});
