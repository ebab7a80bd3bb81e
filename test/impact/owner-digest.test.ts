import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { marker } from '../../src/adapters/github/issues.js';
import { REGRESSION_LABEL } from '../../src/domain/bench/regression-issues.js';
import { issueBody, recordFailure, type Occurrence } from '../../src/domain/tier/failure-issues.js';
import { QUARANTINE_LABEL, quarantineBody } from '../../src/domain/tier/quarantine-issues.js';
import { DEFAULT_PLAN_CONFIG } from '../../src/schemas/plan-config.js';
import { runPlan } from '../../src/services/plan/plan.js';
import { testClient } from '../github/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

/**
 * The per-owner (per-team) weekly digest: from a real fork with a landed pick and a real plan of what is coming, a real
 * workloads file, and open failure, quarantine and regression issues in the formats tier-publish and others write,
 * `digest --per-owner` posts one comment per owner on one tracking issue through the real Octokit; a re-run of the same
 * week posts nothing new.
 */

const WORKLOADS = `workloads:
  - name: matmul kernels
    kind: kernel
    paths: ['python/triton/ops/matmul*.py', 'lib/Dialect/TritonGPU/Transforms/Pipeline*.cpp']
    owners: ['@org/kernels']
  - name: docs site
    kind: workload
    paths: ['docs/**']
    owners: ['carol']
`;

let server: GitHubTestServer;
let s: BuiltScenario;
let planFile: string;
let workloads: string;

beforeAll(async () => {
  server = await startGitHubServer();
  s = await buildScenario({
    base: {
      'python/triton/ops/matmul.py': 'def matmul():\n    pass\n',
      'python/triton/ops/matmul_tma.py': 'tma = 0\n',
      'lib/Dialect/TritonGPU/Transforms/Pipeline.cpp': 'int pipeline() { return 0; }\n',
      'README.md': 'readme\n',
    },
    steps: [
      { id: 'u1', on: 'upstream', files: { 'python/triton/ops/matmul.py': 'def matmul():\n    return 1\n' } },
      { id: 'u2', on: 'upstream', files: { 'README.md': 'readme 2\n' } },
      { id: 'u3', on: 'upstream', files: { 'lib/Dialect/TritonGPU/Transforms/Pipeline.cpp': 'int p() {}\n' } },
      { id: 'u4', on: 'upstream', files: { 'python/triton/ops/matmul_tma.py': 'tma = 1\n' } },
      { id: 'p4', on: 'fork', pick: 'u4', provenance: 'x', date: '2026-03-03T10:00:00Z' },
    ],
  });
  const plan = await runPlan(
    { upstream: 'upstream', fork: 'fork', extraTrailerKeys: [], config: DEFAULT_PLAN_CONFIG, now: new Date() },
    { git: createGitRunner(s.dir), logger: new RecordingLogger() },
  );
  const dir = await makeTempDir('owner-digest-');
  planFile = join(dir, 'plan.json');
  workloads = join(dir, 'workloads.yml');
  await writeFile(planFile, JSON.stringify(plan));
  await writeFile(workloads, WORKLOADS);
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

const NOW = new Date('2026-03-04T12:00:00Z');

function failureBody(owners: string[]): string {
  const seen: Occurrence = {
    kind: 'cluster',
    signature: 'RuntimeError: mma layout mismatch',
    cluster: 'c1',
    class: 'code',
    tests: ['h: python/test/test_core.py::test_dot'],
    testCount: 1,
    runners: ['linux-x64'],
    range: { from: null, to: 'a'.repeat(40) },
    suspects: [
      {
        sha: 'b'.repeat(40),
        subject: 'Rework MMA layout @someone',
        kind: 'upstream-pick',
        author: 'x',
        score: 3,
        paths: [],
      },
    ],
    owners,
    gpus: null,
    example: '',
    details: [],
  };
  const state = recordFailure(undefined, seen, { tier: 'L1', now: NOW, runId: '1', runUrl: null });
  return `${issueBody(state, 3)}\n\n${marker('tier-cluster', 'f1')}`;
}

async function seedIssues(full: string) {
  const { client } = testClient(server);
  const repo = { owner: full.split('/')[0]!, repo: full.split('/')[1]! };
  await client.rest.issues.create({
    ...repo,
    title: '[L1] 1 failing test: RuntimeError: mma layout mismatch',
    body: failureBody(['@org/kernels']),
    labels: ['upstream-ingest:tier-failure'],
  });
  await client.rest.issues.create({
    ...repo,
    title: '[L1] quarantined, flaky across runs: h: tests.test_docs::test_links',
    body: quarantineBody({
      v: 1,
      tier: 'L1',
      harness: 'h',
      id: 'tests.test_docs::test_links',
      since: NOW.toISOString(),
      releaseAfter: 5,
      passedSince: 1,
      released: null,
      owners: ['@carol'],
      runs: [],
    }),
    labels: [QUARANTINE_LABEL],
  });
  await client.rest.issues.create({
    ...repo,
    title: 'Benchmark regression: matmul_fp16 ×1.12',
    // The change points gate's own wording (renderRegressionIssue): `- Owners: …`.
    body: 'A change point in matmul_fp16.\n\n- Owners: @org/kernels\n',
    labels: [REGRESSION_LABEL],
  });
  // Not routed: no owners, or a label the digest does not read.
  await client.rest.issues.create({
    ...repo,
    title: 'unowned',
    body: '- No owners configured (workloads file `benches`, CODEOWNERS)',
    labels: [REGRESSION_LABEL],
  });
  await client.rest.issues.create({ ...repo, title: 'other', body: '**Owners:** @dave', labels: ['question'] });
}

async function digest(full: string) {
  const saved = { ...process.env };
  Object.assign(process.env, server.env(), { GITHUB_TOKEN: server.token, GITHUB_REPOSITORY: full });
  try {
    return await runCli([
      'digest',
      '--per-owner',
      '--repo',
      s.dir,
      '--fork',
      'fork',
      '--workloads',
      workloads,
      '--plan',
      planFile,
      '--period',
      'week',
      '--now',
      NOW.toISOString(),
    ]);
  } finally {
    process.env = saved;
  }
}

describe('digest --per-owner', () => {
  it('posts one comment per owner with what is coming, what landed and the issues routed to them, once', async () => {
    const full = 'fork-org/owner-digest';
    server.state.addRepo(full);
    await seedIssues(full);
    const first = await digest(full);
    expect(first.code).toBe(0);
    const tracking = server.state.issues(full).filter((i) => i.title === 'upstream-ingest digest per owner');
    expect(tracking).toHaveLength(1);
    const comments = server.state.comments(full, tracking[0]!.number);
    expect(comments).toHaveLength(2);
    const [carol, kernels] = comments.map((c) => c.body!);
    expect(kernels).toMatch(/^## `@org\/kernels`: upstream-ingest digest for 2026-W10/);
    expect(kernels).toContain('**Coming:** 2 upstream commits touching your matmul kernels (2) are coming.');
    expect(kernels).toMatch(/- matmul kernels \(kernel\): 2 commit\(s\); bundles `[0-9a-f]{12}`/);
    expect(kernels).toContain('**Landed this week:** 1 upstream commit touching your matmul kernels (1) landed.');
    expect(kernels).toContain('**Open issues routed to you (2):**');
    expect(kernels).toContain(
      '- #1 (failure) \\[L1\\] 1 failing test: RuntimeError: mma layout mismatch — suspects: `bbbbbbbbbb` Rework MMA layout @\u200bsomeone',
    );
    expect(kernels).toMatch(/\(regression\) Benchmark regression: matmul\\?_fp16/);
    expect(carol).toMatch(/^## `@carol`/);
    expect(carol).toContain('No incoming or landed upstream commit touches what you own.');
    expect(carol).toContain('- #2 (quarantine) \\[L1\\] quarantined, flaky across runs');
    expect(comments.map((c) => c.body).join('\n')).not.toContain('@dave');

    // The same week again: the same issue, the same two comments, unchanged.
    const again = await digest(full);
    expect(again.stdout).toMatch(/@org\/kernels unchanged/);
    expect(server.state.issues(full).filter((i) => i.title === 'upstream-ingest digest per owner')).toHaveLength(1);
    expect(server.state.comments(full, tracking[0]!.number)).toHaveLength(2);
  });
});
