import { spawn } from 'node:child_process';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import YAML from 'yaml';
import { DEFAULT_TEST_TOKEN, startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

/**
 * The PR limits of ingest.yml (max-open-prs, max-prs-per-hour) are shell in the plan job: this runs that very
 * script (read from the workflow) with bash, curl and jq against the local GitHub API server, as the runner would.
 */

const REPO = 'gpu-team/triton';
let server: GitHubTestServer;
let script: string;

interface Entry {
  bundle: string;
  branch: string;
  order: number;
  stackOn: string | null;
}

const entry = (id: string, order = 0, stackOn: string | null = null): Entry => ({
  bundle: id.padEnd(12, '0'),
  branch: `upstream-ingest/${id.padEnd(12, '0')}`,
  order,
  stackOn: stackOn === null ? null : `upstream-ingest/${stackOn.padEnd(12, '0')}`,
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Seeds a PR created `minutes` ago. */
function seedPull(head: string, minutes: number, extra: { state?: 'open' | 'closed'; headOwner?: string } = {}) {
  const pull = server.state.seedPull(REPO, { head, base: 'main', ...extra });
  pull.createdAt = minutesAgo(minutes);
}

async function runLimits(
  matrix: Entry[],
  limits: { maxOpen: number; maxPerHour: number },
  pools = '',
): Promise<{ code: number; outputs: Record<string, string>; log: string }> {
  const temp = await makeTempDir('ui-limits-');
  await mkdir(join(temp, 'upstream-ingest-plan'));
  await writeFile(
    join(temp, 'upstream-ingest-plan', 'selection.txt'),
    `matrix=${JSON.stringify({ include: matrix })}\n`,
  );
  const output = join(temp, 'github-output');
  await writeFile(output, '');
  const env = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    ...server.env(),
    RUNNER_TEMP: temp,
    GITHUB_OUTPUT: output,
    GH_TOKEN: DEFAULT_TEST_TOKEN,
    REPOSITORY: REPO,
    MAX_OPEN: String(limits.maxOpen),
    MAX_PER_HOUR: String(limits.maxPerHour),
    L1_POOLS: pools,
    L1_LABELS: '["self-hosted","nvidia-h100"]',
  };
  const { code, log } = await new Promise<{ code: number; log: string }>((resolve, reject) => {
    const child = spawn('bash', ['-e', '-c', script], { env });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.on('error', reject);
    child.on('close', (c) => resolve({ code: c ?? 1, log }));
  });
  const outputs = Object.fromEntries(
    (await readFile(output, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  return { code, outputs, log };
}

const bundlesOf = (outputs: Record<string, string>, key = 'matrix') =>
  (JSON.parse(outputs[key] ?? '{"include":[]}') as { include: Entry[] }).include.map((e) =>
    e.bundle.replace(/0+$/, ''),
  );

beforeAll(async () => {
  const workflow = YAML.parse(await readFile('.github/workflows/ingest.yml', 'utf8')) as {
    jobs: Record<string, { steps: Array<{ name?: string; run?: string }> }>;
  };
  const step = workflow.jobs['plan']!.steps.find((s) => s.name === 'Keep within the PR limits');
  if (!step?.run) throw new Error('ingest.yml: plan job has no "Keep within the PR limits" step');
  script = step.run;
});
beforeEach(async () => {
  server = await startGitHubServer({ repos: [REPO] });
});
afterEach(async () => server.close());
afterAll(removeTempDirs);

describe('ingest.yml PR limits (the plan job script, against the local GitHub API server)', () => {
  it('opens at most max-prs-per-hour new PRs, counting the ones opened in the last hour', async () => {
    seedPull('upstream-ingest/old1', 30, { state: 'closed' }); // opened 30 minutes ago: counts for the hour
    seedPull('upstream-ingest/old2', 120, { state: 'closed' }); // two hours ago: does not
    seedPull('feature/x', 10); // not an ingestion PR
    const matrix = ['a', 'b', 'c', 'd', 'e'].map((id) => entry(id));
    const { code, outputs, log } = await runLimits(matrix, { maxOpen: 10, maxPerHour: 3 });
    expect({ code, log }).toEqual({ code: 0, log: expect.stringContaining('3 bundle(s) wait for the next run') });
    expect(bundlesOf(outputs)).toEqual(['a', 'b']);
    expect(bundlesOf(outputs, 'matrix-0')).toEqual(['a', 'b']);
    expect(outputs['count']).toBe('2');
    expect(outputs['count-1']).toBe('0');
    expect(JSON.parse(outputs['bundles']!)).toEqual(['a'.padEnd(12, '0'), 'b'.padEnd(12, '0')]);
  });

  it('keeps the bundles whose PR is open (they are only updated) and adds new ones up to max-open-prs', async () => {
    seedPull(entry('a').branch, 300);
    seedPull(entry('b').branch, 300);
    // A fork's PR with an ingestion-like branch name must not use up the budget, nor a revert PR of the triage.
    seedPull(entry('z').branch, 5, { headOwner: 'stranger' });
    seedPull('upstream-ingest/revert-0123456789ab', 5);
    const matrix = ['a', 'b', 'c', 'd'].map((id) => entry(id));
    const { code, outputs } = await runLimits(matrix, { maxOpen: 3, maxPerHour: 0 });
    expect(code).toBe(0);
    expect(bundlesOf(outputs)).toEqual(['a', 'b', 'c']);
  });

  it('takes a stacked bundle only with the bundle under it (kept now, or with an open PR)', async () => {
    seedPull(entry('a').branch, 300);
    const matrix = [entry('a'), entry('b'), entry('a1', 1, 'a'), entry('b1', 1, 'b'), entry('b2', 2, 'b1')];
    // Budget for one new PR: b (order 0) goes first; a1 stacks on a's open PR but the budget is spent.
    const one = await runLimits(matrix, { maxOpen: 2, maxPerHour: 0 });
    expect(bundlesOf(one.outputs)).toEqual(['a', 'b']);
    // No budget: only the open PR's bundle; everything stacked on a dropped bundle waits too.
    const none = await runLimits(matrix, { maxOpen: 1, maxPerHour: 0 });
    expect(bundlesOf(none.outputs)).toEqual(['a']);
    // Enough budget: every wave, in order, each stacked bundle with its base.
    const all = await runLimits(matrix, { maxOpen: 0, maxPerHour: 0 });
    expect(bundlesOf(all.outputs)).toEqual(['a', 'b', 'a1', 'b1', 'b2']);
    expect(bundlesOf(all.outputs, 'matrix-1')).toEqual(['a1', 'b1']);
    expect(bundlesOf(all.outputs, 'matrix-2')).toEqual(['b2']);
    expect([all.outputs['count-0'], all.outputs['count-1'], all.outputs['count-2']]).toEqual(['2', '2', '1']);
  });

  it('reads every page of open PRs', async () => {
    for (let i = 0; i < 120; i++) seedPull(`upstream-ingest/p${String(i).padStart(3, '0')}`, 500);
    const { outputs } = await runLimits([entry('new')], { maxOpen: 120, maxPerHour: 0 });
    expect(bundlesOf(outputs)).toEqual([]);
    const more = await runLimits([entry('new')], { maxOpen: 121, maxPerHour: 0 });
    expect(bundlesOf(more.outputs)).toEqual(['new']);
  });

  it('runs every kept bundle on every L1 pool (l1-matrix), one pool by default, and refuses a malformed pools list', async () => {
    const one = await runLimits([entry('x'), entry('y')], { maxOpen: 0, maxPerHour: 0 });
    expect(one.outputs['pools']).toBe('[["self-hosted","nvidia-h100"]]');
    expect(bundlesOf(one.outputs, 'l1-matrix')).toEqual(['x', 'y']);
    const pools = '[["self-hosted","nvidia-h100"],["self-hosted","amd-mi300"]]';
    const two = await runLimits([entry('x'), entry('y')], { maxOpen: 0, maxPerHour: 0 }, pools);
    const l1 = JSON.parse(two.outputs['l1-matrix']!) as { include: (Entry & { labels: string[]; pool: number })[] };
    expect(l1.include.map((e) => [e.bundle.slice(0, 1), e.pool, e.labels.join(',')])).toEqual([
      ['x', 0, 'self-hosted,nvidia-h100'],
      ['x', 1, 'self-hosted,amd-mi300'],
      ['y', 0, 'self-hosted,nvidia-h100'],
      ['y', 1, 'self-hosted,amd-mi300'],
    ]);
    const bad = await runLimits([entry('x')], { maxOpen: 0, maxPerHour: 0 }, '[["a"], "b"]');
    expect(bad.code).not.toBe(0);
    expect(bad.log).toContain('l1-pools: expected a JSON list of runner label sets');
  });
});
