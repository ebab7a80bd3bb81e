import { readFile, writeFile } from 'node:fs/promises';
import YAML from 'yaml';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { DEFAULT_PLAN_CONFIG } from '../../src/schemas/plan-config.js';
import type { Plan } from '../../src/schemas/plan.js';
import { runPlan } from '../../src/services/plan/plan.js';
import { bareRemote } from '../apply/fixtures.js';
import { runCli } from '../helpers/cli.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

/**
 * The workload impact where people read it: the bundle PR's body and the dashboard issue, each written through the real
 * CLI against the local GitHub API server with the real Octokit, from a real fork and upstream, a real plan and a real
 * workloads file. Owners appear as text (no @-mention), and a re-run writes no second PR or issue.
 */

const WORKLOADS = `workloads:
  - name: matmul kernels
    kind: kernel
    paths: ['python/triton/ops/matmul*.py', 'lib/Dialect/TritonGPU/Transforms/Pipeline*.cpp']
    owners: ['@org/kernels', 'alice']
  - name: docs site
    kind: workload
    paths: ['docs/**']
    owners: ['carol']
`;

let server: GitHubTestServer;
let s: BuiltScenario;
let plan: Plan;
let dir: string;
let planFile: string;
let workloads: string;

beforeAll(async () => {
  server = await startGitHubServer();
  s = await buildScenario({
    base: {
      'python/triton/ops/matmul.py': 'def matmul():\n    pass\n',
      'lib/Dialect/TritonGPU/Transforms/Pipeline.cpp': 'int pipeline() { return 0; }\n',
      'README.md': 'readme\n',
    },
    steps: [
      { id: 'u1', on: 'upstream', files: { 'python/triton/ops/matmul.py': 'def matmul():\n    return 1\n' } },
      { id: 'u2', on: 'upstream', files: { 'README.md': 'readme 2 @org/kernels\n' } },
      { id: 'u3', on: 'upstream', files: { 'lib/Dialect/TritonGPU/Transforms/Pipeline.cpp': 'int pipeline() {}\n' } },
    ],
  });
  plan = await runPlan(
    { upstream: 'upstream', fork: 'fork', extraTrailerKeys: [], config: DEFAULT_PLAN_CONFIG, now: new Date() },
    { git: createGitRunner(s.dir), logger: new RecordingLogger() },
  );
  dir = await makeTempDir('impact-surfaces-');
  planFile = join(dir, 'plan.json');
  workloads = join(dir, 'workloads.yml');
  await writeFile(planFile, JSON.stringify(plan));
  await writeFile(workloads, WORKLOADS);
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

async function withGitHub<T>(full: string, fn: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  Object.assign(process.env, server.env(), { GITHUB_TOKEN: server.token, GITHUB_REPOSITORY: full });
  try {
    return await fn();
  } finally {
    process.env = saved;
  }
}

/** Owners must never be pinged: a bare @ outside backticks would be. */
const mentions = (text: string) => text.replace(/`[^`]*`/g, '').match(/(^|[^\w\u200b])@[\w-]+/g) ?? [];

describe('workload impact in the PR body and on the dashboard', () => {
  it('apply --workloads adds a "Workload impact" section to the bundle PR, owners as text', async () => {
    const full = 'fork-org/impact-pr';
    server.state.addRepo(full);
    const remote = await bareRemote();
    const args = ['apply', '--repo', s.dir, '--commits', ['u1', 'u2', 'u3'].map(s.sha).join(','), '--base', 'fork'];
    const pr = ['--push', remote, '--pr-repo', full, '--workloads', workloads];
    const first = await withGitHub(full, () => runCli([...args, ...pr]));
    expect(first.code).toBe(0);
    const pulls = server.state.pulls(full);
    expect(pulls).toHaveLength(1);
    const body = pulls[0]!.body!;
    expect(body).toContain('### Workload impact');
    expect(body).toContain('- matmul kernels (kernel; owners `@org/kernels`, `alice`): 2 commits');
    expect(body).not.toContain('docs site');
    expect(mentions(body)).toEqual([]);

    // A re-run updates the same PR; without the file there is no section at all.
    await withGitHub(full, () => runCli([...args, ...pr]));
    expect(server.state.pulls(full)).toHaveLength(1);
    const bad = await withGitHub(full, () =>
      runCli([...args, '--push', remote, '--pr-repo', full, '--workloads', join(dir, 'nope.yml')]),
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/apply --workloads .*nope\.yml/);
  });

  it('publish-bundle --workloads (the two-job flow ingest.yml runs) puts the section in the PR it opens', async () => {
    const full = 'fork-org/impact-publish';
    server.state.addRepo(full);
    const remote = await bareRemote();
    const out = join(await makeTempDir('impact-artifact-'), 'apply');
    const commits = ['u1', 'u2', 'u3'].map(s.sha).join(',');
    const prepared = await runCli([
      'apply',
      '--repo',
      s.dir,
      '--commits',
      commits,
      '--base',
      'fork',
      '--prepare-out',
      out,
    ]);
    expect(prepared.code).toBe(0);
    const publish = ['publish-bundle', '--from', out, '--repo', s.dir, '--base', 'fork', '--push', remote];
    const published = await withGitHub(full, () => runCli([...publish, '--pr-repo', full, '--workloads', workloads]));
    expect(published.code).toBe(0);
    const body = server.state.pulls(full)[0]!.body!;
    expect(body).toContain('### Workload impact');
    expect(body).toContain('- matmul kernels (kernel; owners `@org/kernels`, `alice`): 2 commits');
    expect(mentions(body)).toEqual([]);
    // A broken workloads file is refused before anything is pushed again.
    const bad = await withGitHub(full, () =>
      runCli([...publish, '--pr-repo', full, '--workloads', join(dir, 'nope.yml')]),
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/publish-bundle --workloads/);
  });

  it('dashboard --workloads lists each planned bundle with the workloads it touches and how to ask for L3', async () => {
    const full = 'fork-org/impact-dashboard';
    server.state.addRepo(full);
    const args = ['dashboard', '--plan', planFile, '--repo', s.dir, '--fork-ref', 'fork', '--workloads', workloads];
    expect((await withGitHub(full, () => runCli(args))).code).toBe(0);
    expect((await withGitHub(full, () => runCli(args))).code).toBe(0);
    const issues = server.state.issues(full);
    expect(issues).toHaveLength(1);
    const body = issues[0]!.body!;
    expect(body).toContain('## Workload impact of the planned bundles');
    expect(body).toContain('comment `/l3 <bundle-id>` on this issue');
    const touching = plan.bundles.filter((b) => b.commits.some((c) => c === s.sha('u1') || c === s.sha('u3')));
    expect(touching.length).toBeGreaterThan(0);
    for (const b of touching) expect(body).toContain(`### Bundle \`${b.id}\``);
    expect(body).toMatch(/- matmul kernels \(kernel; owners `@org\/kernels`, `alice`\): \d commits?/);
    expect(mentions(body)).toEqual([]);
  });

  it('ingest.yml wires the workloads input to every bundle PR, the dashboard and the per-owner digest', async () => {
    type Step = {
      uses?: string;
      with?: Record<string, unknown>;
      run?: string;
      if?: string;
      env?: Record<string, string>;
    };
    const doc = YAML.parse(await readFile('.github/workflows/ingest.yml', 'utf8')) as {
      on: { workflow_call: { inputs: Record<string, { type: string; default: unknown }> } };
      jobs: Record<string, { permissions?: Record<string, string>; steps?: Step[] }>;
    };
    expect(doc.on.workflow_call.inputs['workloads']).toMatchObject({ type: 'string', default: '' });
    const publish = Object.values(doc.jobs).flatMap((j) =>
      (j.steps ?? []).filter((s) => /actions\/apply-bundle$/.test(s.uses ?? '') && s.with?.['mode'] === 'publish'),
    );
    expect(publish).toHaveLength(3);
    for (const s of publish) expect(s.with?.['workloads']).toBe('${{ inputs.workloads }}');
    const dashboard = doc.jobs['dashboard']!;
    expect(dashboard.permissions).toEqual({ issues: 'write' });
    const steps = dashboard.steps ?? [];
    const update = steps.find((s) => /dashboard "\$\{args\[@\]\}"/.test(s.run ?? ''))!;
    expect(update.env?.['WORKLOADS']).toBe('${{ inputs.workloads }}');
    expect(update.run).toContain('args+=(--workloads "$WORKLOADS")');
    const digest = steps.find((s) => /digest "\$\{args\[@\]\}"/.test(s.run ?? ''))!;
    expect(digest.if).toBe("inputs.owner-digest || inputs.workloads != ''");
    expect(digest.run).toMatch(/--per-owner --period week/);
    expect(digest.run).toContain('--plan "$RUNNER_TEMP/upstream-ingest-plan/plan.json"');
  });
});
