import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { selectBundles } from '../../src/domain/ingest/select-bundles.js';
import { PLAN_SCHEMA_VERSION, PlanSchema, type Plan } from '../../src/schemas/plan.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import { resolveStackBase, stackedSettings } from '../../src/services/loop/stack-on.js';
import { silentLogger } from '../../src/shared/logger.js';
import { baseSettings, bareRemote } from '../apply/fixtures.js';
import { run as runApplyAction } from '../../src/actions/apply-bundle/run.js';
import { actionInputs, RecordingActionIO } from '../helpers/action-io.js';
import { runCli } from '../helpers/cli.js';
import { startGitHubServer } from '../helpers/github-server.js';
import { buildScenario, git, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { scaled } from '../helpers/time-scale.js';

afterAll(removeTempDirs);

const A = 'aaaaaaaaaaa1';
const B = 'bbbbbbbbbbb2';
const lines = (third: string) => ['one', 'two', third, 'four', 'five', ''].join('\n');

/** Two low-risk bundles of the kind that broke the loop: B's only commit edits the line A's commit edits. */
async function chainedBundles(): Promise<{ s: BuiltScenario; plan: Plan; planFile: string }> {
  const s = await buildScenario({
    base: { 'src/a.txt': lines('three') },
    steps: [
      { id: 'u1', on: 'upstream', files: { 'src/a.txt': lines('three (upstream 1)') }, message: 'core: first' },
      { id: 'u2', on: 'upstream', files: { 'src/a.txt': lines('three (upstream 2)') }, message: 'core: second' },
    ],
  });
  const commit = async (id: string, dependsOn: string[]) => ({
    sha: s.sha(id),
    subject: (await git(s, 'show', '-s', '--format=%s', s.sha(id))).trim(),
    committedAt: (await git(s, 'show', '-s', '--format=%cI', s.sha(id))).trim(),
    prediction: 'clean' as const,
    conflictPaths: [],
    risk: { score: 1, reasons: [] },
    dependsOn: dependsOn.map((d) => ({ sha: s.sha(d), reason: 'same lines of src/a.txt' })),
  });
  const bundle = (id: string, commit: string, dependsOn: string[]) => ({
    id,
    kind: 'low-risk' as const,
    commits: [s.sha(commit)],
    risk: { score: 1, reasons: [] },
    predictedConflicts: [],
    dependsOn,
  });
  const plan = PlanSchema.parse({
    schemaVersion: PLAN_SCHEMA_VERSION,
    generatedAt: '2026-03-01T00:00:00Z',
    upstream: { ref: 'upstream', sha: (await git(s, 'rev-parse', 'upstream')).trim() },
    fork: { ref: 'fork', sha: (await git(s, 'rev-parse', 'fork')).trim() },
    mergeBase: s.baseSha,
    pending: [await commit('u1', []), await commit('u2', ['u1'])],
    bundles: [bundle(A, 'u1', []), bundle(B, 'u2', [A])],
    held: [],
  });
  const planFile = join(await makeTempDir('ui-stack-plan-'), 'plan.json');
  await writeFile(planFile, JSON.stringify(plan));
  return { s, plan, planFile };
}

const fromPlan = (plan: Plan, bundleId: string) =>
  baseSettings([], { source: { kind: 'plan', plan, bundleId }, upstream: 'upstream' });

describe('dependent bundles never apply alone from the same base', () => {
  it('reproduces the old failure: both chained bundles from the trunk base, the second lands nothing', async () => {
    const { s, plan } = await chainedBundles();
    const first = await runApply(fromPlan(plan, A), { git: s.git, logger: silentLogger });
    const second = await runApply(fromPlan(plan, B), { git: s.git, logger: silentLogger });
    expect(first.counts.landed).toBe(1);
    expect(second.counts.landed).toBe(0);
    expect(second.deferred.map((d) => d.sha)).toEqual([s.sha('u2')]);
  });

  it('states the order and stacks the dependent bundle on its dependency branch, which then lands it', async () => {
    const { s, plan, planFile } = await chainedBundles();
    const selection = selectBundles(plan, { max: 5 });
    expect(selection.matrix.include.map((e) => [e.bundle, e.order, e.stackOn])).toEqual([
      [A, 0, null],
      [B, 1, `upstream-ingest/${A}`],
    ]);
    expect(selection.waves.map((w) => w.include.map((e) => e.bundle))).toEqual([[A], [B]]);

    const remote = await bareRemote();
    await s.git.run(['remote', 'add', 'origin', remote]);
    const apply = (bundle: string, extra: string[]) =>
      runCli(['apply', '--repo', s.dir, '--plan', planFile, '--bundle', bundle, '--base', 'fork', '--json', ...extra]);
    const wave0 = await apply(A, ['--push', 'origin']);
    if (wave0.code) throw new Error(wave0.stderr);
    const wave1 = await apply(B, ['--push', 'origin', '--stack-on', selection.waves[1]!.include[0]!.stackOn!]);
    if (wave1.code) throw new Error(wave1.stderr);
    const result = JSON.parse(wave1.stdout) as { counts: { landed: number }; base: { sha: string }; head: string };
    expect(result.counts.landed).toBe(1);
    const headA = (await createRemoteGit(remote).run(['rev-parse', `upstream-ingest/${A}`])).stdout.trim();
    expect(result.base.sha).toBe(headA);
    const ancestors = (await s.git.run(['rev-list', result.head])).stdout;
    expect(ancestors).toContain(headA);
    expect((await s.git.run(['show', `${result.head}:src/a.txt`])).stdout).toBe(lines('three (upstream 2)'));
  });

  it('gives the workflow one matrix per order ($GITHUB_OUTPUT matrix-0, matrix-1 …)', async () => {
    const { planFile } = await chainedBundles();
    const output = join(await makeTempDir('ui-stack-out-'), 'output');
    const run = await runCli(['ingest-matrix', '--plan', planFile, '--github-output', output]);
    expect(run.code).toBe(0);
    const values = Object.fromEntries(
      (await readFile(output, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    expect(values['waves']).toBe('2');
    expect(JSON.parse(values['matrix-0']!).include.map((e: { bundle: string }) => e.bundle)).toEqual([A]);
    expect(JSON.parse(values['matrix-1']!).include).toEqual([
      expect.objectContaining({ bundle: B, order: 1, stackOn: `upstream-ingest/${A}` }),
    ]);
    expect(values['matrix-2']).toBe('{"include":[]}');
    expect([values['count-0'], values['count-1'], values['count-2']]).toEqual(['1', '1', '0']);
    const bad = await runCli(['ingest-matrix', '--plan', planFile, '--lanes', 'fast']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/lanes.*low-risk, risky or toolchain/);
  });

  it('waits (does nothing) when the dependency branch was never published', async () => {
    const { s, planFile } = await chainedBundles();
    const remote = await bareRemote();
    await s.git.run(['remote', 'add', 'origin', remote]);
    expect(
      await resolveStackBase(s.git, { stackOn: `upstream-ingest/${A}`, remote: 'origin' }, silentLogger),
    ).toBeNull();
    const run = await runCli([
      ...['apply', '--repo', s.dir, '--plan', planFile, '--bundle', B, '--base', 'fork'],
      ...['--push', 'origin', '--stack-on', `upstream-ingest/${A}`, '--json'],
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ status: 'waiting', stackOn: `upstream-ingest/${A}` });
    expect((await createRemoteGit(remote).run(['branch', '--list'])).stdout.trim()).toBe('');
  });

  it(
    'runs as the apply-bundle action: the stacked PR targets the dependency branch; no branch, it waits',
    async () => {
      const { s, planFile } = await chainedBundles();
      const remote = await bareRemote();
      await s.git.run(['remote', 'add', 'origin', remote]);
      const server = await startGitHubServer();
      try {
        const full = 'fork-org/stacked';
        server.state.addRepo(full);
        const act = async (bundle: string, extra: Record<string, string> = {}) => {
          const io = new RecordingActionIO(
            await actionInputs('apply-bundle', {
              ...{ repo: s.dir, plan: planFile, bundle, base: 'fork', push: 'origin' },
              ...{ token: server.token, repository: full, 'pr-base': 'main', 'cache-rerere': 'false' },
              ...extra,
            }),
            { RUNNER_TEMP: await makeTempDir('ui-stack-runner-'), ...server.env() },
          );
          await runApplyAction(io);
          return io;
        };
        expect((await act(A)).outputs['status']).toBe('applied');
        const stacked = await act(B, { 'stack-on': `upstream-ingest/${A}` });
        expect(stacked.failed).toEqual([]);
        expect(stacked.outputs['status']).toBe('applied');
        const pulls = server.state.pulls(full);
        expect(pulls.map((p) => [p.headRef, p.baseRef])).toEqual([
          [`upstream-ingest/${A}`, 'main'],
          [`upstream-ingest/${B}`, `upstream-ingest/${A}`],
        ]);
        const waiting = await act(B, { 'stack-on': 'upstream-ingest/ffffffffffff' });
        expect(waiting.outputs['status']).toBe('waiting');
        expect(waiting.failed).toEqual([]);
        expect(server.state.pulls(full)).toHaveLength(2);
      } finally {
        await server.close();
      }
    },
    scaled(60_000),
  );

  it(
    'stacks across the two jobs: prepare without a token, publish re-checks on the dependency branch',
    async () => {
      const { s, planFile } = await chainedBundles();
      const remote = await bareRemote();
      await s.git.run(['remote', 'add', 'origin', remote]);
      const server = await startGitHubServer();
      try {
        const full = 'fork-org/stacked-two-jobs';
        server.state.addRepo(full);
        const act = async (bundle: string, mode: 'prepare' | 'publish', artifacts: string) => {
          const io = new RecordingActionIO(
            await actionInputs('apply-bundle', {
              ...{ repo: s.dir, plan: planFile, bundle, base: 'fork', push: 'origin', 'cache-rerere': 'false' },
              ...{ mode, 'artifact-dir': artifacts, 'pr-base': 'main', repository: full },
              ...(mode === 'publish' ? { token: server.token } : {}),
              ...(bundle === B ? { 'stack-on': `upstream-ingest/${A}` } : {}),
            }),
            { RUNNER_TEMP: await makeTempDir('ui-stack-runner-'), ...server.env() },
          );
          await runApplyAction(io);
          expect([bundle, mode, io.failed]).toEqual([bundle, mode, []]);
          return io;
        };
        const dirA = await makeTempDir('ui-stack-art-');
        const dirB = await makeTempDir('ui-stack-art-');
        await act(A, 'prepare', dirA);
        await act(A, 'publish', dirA);
        await s.git.run(['fetch', '-q', 'origin']);
        await act(B, 'prepare', dirB);
        await act(B, 'publish', dirB);
        expect(server.state.pulls(full).map((p) => [p.headRef, p.baseRef])).toEqual([
          [`upstream-ingest/${A}`, 'main'],
          [`upstream-ingest/${B}`, `upstream-ingest/${A}`],
        ]);
      } finally {
        await server.close();
      }
    },
    scaled(90_000),
  );

  it('points the stacked PR at the dependency branch', () => {
    const settings = stackedSettings(
      { base: 'origin/main', pullRequest: { base: 'main' } },
      { sha: 'f'.repeat(40), prBase: 'upstream-ingest/x' },
    );
    expect(settings).toEqual({ base: 'f'.repeat(40), pullRequest: { base: 'upstream-ingest/x' } });
  });
});

describe('selectBundles', () => {
  const sha = (n: number) => n.toString(16).padStart(40, 'a');
  const id = (n: number) => n.toString(16).padStart(12, 'c');
  const plan = (bundles: Array<{ n: number; kind?: 'low-risk' | 'risky-chain' | 'toolchain'; deps?: number[] }>) =>
    PlanSchema.parse({
      schemaVersion: 1,
      generatedAt: '2026-03-06T12:00:00.000Z',
      upstream: { ref: 'upstream', sha: sha(1) },
      fork: { ref: 'main', sha: sha(2) },
      mergeBase: sha(3),
      pending: [],
      bundles: bundles.map((b) => ({
        id: id(b.n),
        kind: b.kind ?? 'low-risk',
        commits: [sha(100 + b.n)],
        risk: { score: 1, reasons: [] },
        predictedConflicts: [],
        dependsOn: (b.deps ?? []).map(id),
      })),
      held: [],
    });

  it('stacks a chain, holds a bundle whose dependencies sit on separate branches, and caps the depth', () => {
    const p = plan([
      { n: 1 },
      { n: 2, deps: [1] },
      { n: 3, deps: [1, 2] },
      { n: 4 },
      { n: 5, deps: [2, 4] },
      { n: 6, deps: [3] },
    ]);
    const s = selectBundles(p, { max: 10, maxOrder: 2 });
    expect(s.matrix.include.map((e) => [e.bundle, e.order, e.stackOn])).toEqual([
      [id(1), 0, null],
      [id(2), 1, `upstream-ingest/${id(1)}`],
      [id(3), 2, `upstream-ingest/${id(2)}`],
      [id(4), 0, null],
    ]);
    expect(s.skipped.map((x) => x.bundle)).toEqual([id(5), id(6)]);
    expect(s.skipped[0]!.reason).toMatch(/separate branches/);
    expect(s.skipped[1]!.reason).toMatch(/over --max-order 2/);
  });

  it('runs risky chains through the agent in their lane, and follows dashboard requests', () => {
    const p = plan([
      { n: 1, kind: 'risky-chain' },
      { n: 2, kind: 'risky-chain', deps: [1] },
      { n: 3 },
      { n: 4, kind: 'toolchain' },
    ]);
    const lanes = selectBundles(p, { max: 10, lanes: ['low-risk', 'risky'] });
    expect(lanes.matrix.include.map((e) => [e.bundle, e.lane, e.onConflict, e.order])).toEqual([
      [id(1), 'risky', 'agent', 0],
      [id(2), 'risky', 'agent', 1],
      [id(3), 'low-risk', 'defer', 0],
    ]);
    const asked = selectBundles(p, {
      max: 10,
      requests: [
        { action: 'defer', bundle: id(3) },
        { action: 'agent', bundle: id(4) },
      ],
    });
    expect(asked.matrix.include.map((e) => [e.bundle, e.onConflict])).toEqual([[id(4), 'agent']]);
    expect(asked.skipped).toEqual([{ bundle: id(3), reason: 'deferred from the dashboard' }]);
  });
});

function createRemoteGit(dir: string) {
  return {
    run: (args: string[]) =>
      import('../../src/adapters/git/run/git-runner.js').then((m) => m.createGitRunner(dir).run(args)),
  };
}
