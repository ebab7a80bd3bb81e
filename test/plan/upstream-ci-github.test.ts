import { createGitHubClient } from '../../src/adapters/github/client.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { GitHubUpstreamCiSource } from '../../src/adapters/github/upstream-ci-source.js';
import { main } from '../../src/cli/main.js';
import { DEFAULT_PLAN_CONFIG } from '../../src/schemas/plan-config.js';
import { PlanSchema, type Plan } from '../../src/schemas/plan.js';
import { runPlan } from '../../src/services/plan/plan.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

const UPSTREAM = 'upstream-org/triton';

describe('upstream CI gate read from GitHub (check runs and statuses of the upstream repository)', () => {
  let server: GitHubTestServer;
  let s: BuiltScenario;
  beforeAll(async () => {
    server = await startGitHubServer({ strictRepos: true });
    server.state.addRepo(UPSTREAM);
    s = await buildScenario({
      steps: ['u1', 'u2', 'u3', 'u4'].map((id) => ({
        id,
        on: 'upstream' as const,
        files: { [`${id}.txt`]: `${id}\n` },
      })),
    });
    server.state.seedStatus(UPSTREAM, s.sha('u1'), { context: 'ci/nvidia', state: 'success' });
    server.state.seedCheckRun(UPSTREAM, s.sha('u2'), { name: 'Integration Tests (H100)', conclusion: 'failure' });
    server.state.seedCheckRun(UPSTREAM, s.sha('u3'), { name: 'Integration Tests (MI300)', status: 'in_progress' });
    // u4 has no CI at all: nothing to hold it for.
  });
  afterAll(async () => {
    await server.close();
    await removeTempDirs();
  });

  const heldKinds = (plan: Plan) => Object.fromEntries(plan.held.map((h) => [h.sha, [h.kind, h.reason]]));

  function expectGate(plan: Plan): void {
    const held = heldKinds(plan);
    expect(held[s.sha('u2')]).toEqual(['upstream-ci', expect.stringMatching(/upstream CI failed/)]);
    expect(held[s.sha('u3')]).toEqual(['upstream-ci', expect.stringMatching(/upstream CI has not finished/)]);
    const bundled = plan.bundles.flatMap((b) => b.commits);
    expect(bundled).toEqual(expect.arrayContaining([s.sha('u1'), s.sha('u4')]));
    expect(bundled).not.toEqual(expect.arrayContaining([s.sha('u2')]));
    expect(bundled).not.toEqual(expect.arrayContaining([s.sha('u3')]));
  }

  it('holds failed and running commits through the real Octokit client', async () => {
    const logger = new RecordingLogger();
    const ci = new GitHubUpstreamCiSource(createGitHubClient({ ...server.clientOptions(), logger }), {
      owner: 'upstream-org',
      repo: 'triton',
    });
    const plan = await runPlan(
      { upstream: 'upstream', fork: 'fork', extraTrailerKeys: [], config: DEFAULT_PLAN_CONFIG, now: new Date() },
      { git: createGitRunner(s.dir), logger, ci },
    );
    expectGate(plan);
    expect(server.requests.filter((r) => r.path.includes('/commits/')).length).toBeGreaterThanOrEqual(4);
  });

  it("plans what the config allows: upstreamCiAllow ['pending'] plans a running commit, still holds a failed one", async () => {
    const logger = new RecordingLogger();
    const ci = new GitHubUpstreamCiSource(createGitHubClient({ ...server.clientOptions(), logger }), {
      owner: 'upstream-org',
      repo: 'triton',
    });
    const plan = await runPlan(
      {
        upstream: 'upstream',
        fork: 'fork',
        extraTrailerKeys: [],
        config: { ...DEFAULT_PLAN_CONFIG, upstreamCiAllow: ['pending'] },
        now: new Date(),
      },
      { git: createGitRunner(s.dir), logger, ci },
    );
    const held = heldKinds(plan);
    expect(held[s.sha('u2')]).toEqual(['upstream-ci', expect.stringMatching(/upstream CI failed/)]);
    expect(held[s.sha('u3')]).toBeUndefined();
    expect(plan.bundles.flatMap((b) => b.commits)).toEqual(expect.arrayContaining([s.sha('u3')]));
  });

  it('does the same from the CLI with --upstream-ci and the token from the environment', async () => {
    const saved = { url: process.env.GITHUB_API_URL, token: process.env.GITHUB_TOKEN };
    process.env.GITHUB_API_URL = server.url;
    process.env.GITHUB_TOKEN = server.token;
    let out = '';
    let err = '';
    try {
      const code = await main(
        ['plan', '--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork', '--upstream-ci', UPSTREAM, '--json'],
        {
          stdout: (t) => (out += t),
          stderr: (t) => (err += t),
        },
      );
      expect([code, err.includes('error')]).toEqual([0, false]);
    } finally {
      if (saved.url === undefined) delete process.env.GITHUB_API_URL;
      else process.env.GITHUB_API_URL = saved.url;
      if (saved.token === undefined) delete process.env.GITHUB_TOKEN;
      else process.env.GITHUB_TOKEN = saved.token;
    }
    expectGate(PlanSchema.parse(JSON.parse(out)));
  });
});
