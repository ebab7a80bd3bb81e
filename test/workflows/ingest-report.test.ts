import { Command } from 'commander';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { registerIngestReportCommand } from '../../src/cli/commands/ingest-report.js';
import { registerTierAggregateCommand } from '../../src/cli/commands/tier-aggregate.js';
import { EXIT, type CliContext } from '../../src/cli/context.js';
import { DEFAULT_COMPARE_SETTINGS } from '../../src/domain/bench/compare.js';
import { generateDemoBenchResults } from '../../src/demo/demo-bench-data.js';
import { buildIngestReport, type TierRecord } from '../../src/domain/ingest/ingest-report.js';
import { selectBundles } from '../../src/domain/ingest/select-bundles.js';
import { aggregateTier, type TierJobRecord } from '../../src/domain/ingest/tier-aggregate.js';
import { ApplyResultSchema, type ApplyResult } from '../../src/schemas/apply-result.js';
import { IngestHistoryRecordSchema } from '../../src/schemas/cli-config.js';
import { PlanSchema, type Plan } from '../../src/schemas/plan.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { IngestReportSchema, TierAggregateSchema } from '../../src/schemas/workflow-records.js';
import { runCompareBench } from '../../src/services/bench/compare.js';
import { parseBenchRecords } from '../../src/domain/bench/records.js';
import { CLI_OUTPUTS } from '../../src/domain/workflow-gate/wiring.js';
import { readStateFile } from '../../src/adapters/git/state/state-file.js';
import { silentLogger } from '../../src/shared/logger.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { forkWithLag } from './chain-fixtures.js';

const sha = (n: number) => n.toString(16).padStart(40, 'a');
const id = (n: number) => n.toString(16).padStart(12, 'b');

function plan(
  bundles: Array<{ n: number; kind: 'low-risk' | 'risky-chain' | 'toolchain'; dependsOn?: number[] }>,
): Plan {
  return PlanSchema.parse({
    schemaVersion: 1,
    generatedAt: '2026-03-06T12:00:00.000Z',
    upstream: { ref: 'refs/remotes/upstream-ingest/main', sha: sha(1) },
    fork: { ref: 'main', sha: sha(2) },
    mergeBase: sha(3),
    pending: [],
    bundles: bundles.map((b) => ({
      id: id(b.n),
      kind: b.kind,
      commits: [sha(100 + b.n)],
      risk: { score: b.kind === 'low-risk' ? 5 : 120, reasons: [] },
      predictedConflicts: [],
      dependsOn: (b.dependsOn ?? []).map(id),
    })),
    held: [],
  });
}

/** A valid apply-bundle result (checked against its schema, so this helper cannot drift from it). */
function applyResult(n: number, status: ApplyResult['status'], landed: number, deferred: number): ApplyResult {
  return ApplyResultSchema.parse({
    schemaVersion: 1,
    status,
    bundle: { id: id(n), kind: 'low-risk' },
    branch: `upstream-ingest/${id(n)}`,
    base: { ref: 'main', sha: sha(2) },
    head: sha(200 + n),
    previousHead: null,
    provenance: 'x',
    onConflict: 'defer',
    commits: [],
    deferred: Array.from({ length: deferred }, (_, i) => ({
      sha: sha(300 + i),
      subject: `[core] @everyone conflicting change ${i}`,
      reason: 'conflict in lib/Dialect.cpp',
      paths: ['lib/Dialect.cpp'],
    })),
    verify: null,
    push: { remote: 'origin', status: 'pushed', expected: null, reason: null },
    pr: landed ? { number: 10 + n, url: `https://github.com/fork-org/triton/pull/${10 + n}`, created: true } : null,
    counts: {
      total: landed + deferred,
      landed,
      clean: landed,
      resolved: 0,
      deferred,
      alreadyApplied: 0,
      empty: 0,
      rejected: 0,
      conflict: deferred,
    },
  });
}

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

/** Runs a workflow-side command in-process with the Actions environment of a job that talks to the test server. */
async function cli(
  register: (program: Command, ctx: CliContext) => void,
  argv: string[],
  repository = 'fork-org/triton',
): Promise<{ out: string; code: number }> {
  const saved = { ...process.env };
  Object.assign(process.env, server.env(), {
    GITHUB_TOKEN: server.token,
    GITHUB_REPOSITORY: repository,
    GITHUB_RUN_ID: '42',
  });
  try {
    let out = '';
    const ctx: CliContext = { stdout: (t) => (out += t), logger: new RecordingLogger(), exitCode: EXIT.ok };
    const program = new Command().exitOverride();
    register(program, ctx);
    await program.parseAsync(argv, { from: 'user' });
    return { out, code: ctx.exitCode };
  } finally {
    process.env = saved;
  }
}

async function outputKeys(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('=')[0]!);
}

describe('bundle selection for the ingest matrix', () => {
  it('takes low-risk bundles in plan order, up to the limit, only when their dependencies come along', () => {
    const selection = selectBundles(
      plan([
        { n: 1, kind: 'low-risk' },
        { n: 2, kind: 'risky-chain' },
        { n: 3, kind: 'low-risk', dependsOn: [2] },
        { n: 4, kind: 'low-risk', dependsOn: [1] },
        { n: 5, kind: 'toolchain' },
        { n: 6, kind: 'low-risk' },
        { n: 7, kind: 'low-risk' },
      ]),
      3,
    );
    expect(selection.matrix.include.map((b) => b.bundle)).toEqual([id(1), id(4), id(6)]);
    expect(selection.skipped).toEqual([
      { bundle: id(3), reason: `depends on bundle ${id(2)}` },
      { bundle: id(7), reason: 'over the limit of 3 bundles per run' },
    ]);
  });
});

describe('ingest summary', () => {
  it('classifies landed, partial, deferred and failed bundles, and never lets a red L1 count as landed', () => {
    const results = new Map([
      [id(1), applyResult(1, 'applied', 3, 0)],
      [id(2), applyResult(2, 'partial', 2, 1)],
      [id(3), applyResult(3, 'conflict', 0, 2)],
      [id(4), applyResult(4, 'applied', 1, 0)],
    ]);
    const tiers = new Map<string, TierRecord>([
      [id(1), { bundle: id(1), head: sha(201), verdict: 'pass' }],
      [id(4), { bundle: id(4), head: sha(204), verdict: 'fail', failures: 2 }],
    ]);
    const report = buildIngestReport([id(1), id(2), id(3), id(4), id(5)], results, tiers);
    expect(report.bundles.map((b) => [b.bundle, b.outcome])).toEqual([
      [id(1), 'landed'],
      [id(2), 'partial'],
      [id(3), 'deferred'],
      [id(4), 'failed'],
      [id(5), 'failed'],
    ]);
    expect(report.landed).toEqual([id(1), id(2)]);
    expect(report.failed).toEqual([id(4), id(5)]);
    expect(report.deferredCommits).toHaveLength(3);
    expect(IngestReportSchema.safeParse(report).success).toBe(true);
  });

  it('runs as the summary job does: statuses on bundle heads, job summary, outputs the gate knows', async () => {
    server.state.addRepo('fork-org/triton');
    const dir = await makeTempDir('ui-ingest-');
    const results = join(dir, 'results');
    await mkdir(results);
    await writeFile(
      join(results, 'plan.json'),
      JSON.stringify(plan([1, 2, 3].map((n) => ({ n, kind: 'low-risk' as const })))),
    );
    await writeFile(join(results, `apply-${id(1)}.json`), JSON.stringify(applyResult(1, 'applied', 2, 0)));
    await writeFile(join(results, `apply-${id(2)}.json`), JSON.stringify(applyResult(2, 'partial', 1, 1)));
    await writeFile(
      join(results, `l1-${id(1)}.json`),
      `{"bundle":"${id(1)}","head":"${sha(201)}","verdict":"pass","failures":0}\n`,
    );
    await writeFile(
      join(results, `l1-${id(2)}.json`),
      `{"bundle":"${id(2)}","head":"${sha(202)}","verdict":"infra-fail","failures":0}\n`,
    );
    await writeFile(join(results, `l1-${id(3)}.json`), 'not json');
    const summary = join(dir, 'summary.md');
    const output = join(dir, 'output');
    const selected = JSON.stringify([id(1), id(2), id(3)]);
    const { code } = await cli(registerIngestReportCommand, [
      'ingest-summary',
      ...['--plan', join(results, 'plan.json'), '--results', results, '--selected', selected],
      ...[
        '--status-context',
        'upstream-ingest/L1',
        '--summary-file',
        summary,
        '--github-output',
        output,
        '--fail-on-failed',
      ],
    ]);
    expect(code).toBe(1);
    expect(server.state.statuses('fork-org/triton', sha(201)).map((s) => s.state)).toEqual(['success']);
    expect(server.state.statuses('fork-org/triton', sha(202))).toMatchObject([
      {
        state: 'error',
        context: 'upstream-ingest/L1',
        targetUrl: expect.stringMatching(/\/fork-org\/triton\/actions\/runs\/42$/),
      },
    ]);
    const markdown = await readFile(summary, 'utf8');
    expect(markdown).toContain('1 bundles landed, 2 failed, 1 commits deferred.');
    expect(markdown).toContain('@\u200beveryone');
    expect(await readFile(output, 'utf8')).toContain(
      `landed=["${id(1)}"]\nfailed=["${id(2)}","${id(3)}"]\ndeferred=1\n`,
    );
    expect(await outputKeys(output)).toEqual(CLI_OUTPUTS['ingest-summary']);
  });

  it('appends the run to ingest/history.jsonl on the state branch once, however often the job re-runs', async () => {
    const dir = await makeTempDir('ui-ingest-history-');
    const results = join(dir, 'results');
    await mkdir(results);
    await writeFile(
      join(results, 'plan.json'),
      JSON.stringify(plan([1, 2].map((n) => ({ n, kind: 'low-risk' as const })))),
    );
    await writeFile(join(results, `apply-${id(1)}.json`), JSON.stringify(applyResult(1, 'applied', 2, 0)));
    const repo = join(dir, 'repo');
    const g = createGitRunner(dir);
    await g.run(['init', '-q', '-b', 'main', repo]);
    const args = [
      'ingest-summary',
      ...['--plan', join(results, 'plan.json'), '--results', results, '--selected', JSON.stringify([id(1), id(2)])],
      ...['--history-branch', 'upstream-ingest/state', '--repo', repo, '--json'],
    ];
    for (let run = 0; run < 2; run++) expect((await cli(registerIngestReportCommand, args)).code).toBe(0);
    const text = (await createGitRunner(repo).run(['show', 'upstream-ingest/state:ingest/history.jsonl'])).stdout;
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(1);
    const record = IngestHistoryRecordSchema.parse(JSON.parse(lines[0]!));
    expect(record.bundles.map((b) => [b.bundle, b.outcome, b.landed])).toEqual([
      [id(1), 'landed', 2],
      [id(2), 'failed', 0],
    ]);
    expect((record as { run?: string }).run).toBe('42-1');
  });

  it('writes the matrix outputs the gate expects', async () => {
    const dir = await makeTempDir('ui-ingest-');
    const planFile = join(dir, 'plan.json');
    await writeFile(
      planFile,
      JSON.stringify(
        plan([
          { n: 1, kind: 'low-risk' },
          { n: 2, kind: 'risky-chain' },
        ]),
      ),
    );
    const output = join(dir, 'output');
    const { out } = await cli(registerIngestReportCommand, [
      'ingest-matrix',
      '--plan',
      planFile,
      '--max-bundles',
      '4',
      '--github-output',
      output,
    ]);
    expect(JSON.parse(out)).toEqual({
      include: [
        {
          bundle: id(1),
          kind: 'low-risk',
          lane: 'low-risk',
          order: 0,
          stackOn: null,
          branch: `upstream-ingest/${id(1)}`,
          commits: 1,
          onConflict: 'defer',
        },
      ],
    });
    expect(await outputKeys(output)).toEqual(CLI_OUTPUTS['ingest-matrix']);
    expect(await readFile(output, 'utf8')).toContain(`bundles=["${id(1)}"]\ncount=1\n`);
  });
});

describe('tier aggregate over runner label sets', () => {
  const record = (
    index: number,
    verdict: TierJobRecord['verdict'],
    extra: Partial<TierJobRecord> = {},
  ): TierJobRecord => ({
    index,
    sha: sha(9),
    verdict,
    failures: 0,
    anomalies: 0,
    bench: '',
    benchGateFailed: false,
    ...extra,
  });
  const labels = [
    ['self-hosted', 'nvidia-h100'],
    ['self-hosted', 'amd-mi300'],
  ];

  it('passes only when every label set passed; a missing runner is never a pass', () => {
    const all = (records: TierJobRecord[]) =>
      aggregateTier('L2', sha(9), labels, new Map(records.map((r) => [r.index, r]))).verdict;
    expect(all([record(0, 'pass'), record(1, 'pass')])).toBe('pass');
    expect(all([record(0, 'pass')])).toBe('infra-fail');
    expect(all([record(0, 'pass'), record(1, 'infra-fail')])).toBe('infra-fail');
    expect(all([record(0, 'fail'), record(1, 'infra-fail')])).toBe('fail');
    expect(all([record(0, 'pass', { bench: 'regressed', benchGateFailed: true }), record(1, 'pass')])).toBe('fail');
    expect(aggregateTier('L2', sha(9), [], new Map()).verdict).toBe('infra-fail');
  });

  it('runs as the aggregate job does: status, benchmark history on the state branch, outputs the gate knows', async () => {
    server.state.addRepo('fork-org/triton-l2');
    const { s } = await forkWithLag();
    const head = (await s.git.run(['rev-parse', 'fork'])).stdout.trim();
    const dir = await makeTempDir('ui-aggregate-');
    const records = join(dir, 'records');
    await mkdir(records);
    const demo = generateDemoBenchResults(3);
    const files: string[] = [];
    for (const side of ['baseline', 'candidate', 'upstreamBaseline', 'upstreamCandidate'] as const) {
      files.push(join(dir, `${side}.json`));
      await writeFile(files.at(-1)!, JSON.stringify(demo[side]));
    }
    const bench = await runCompareBench(
      {
        ...DEFAULT_COMPARE_SETTINGS,
        format: 'auto',
        files: {
          baseline: [files[0]!],
          candidate: [files[1]!],
          aaBaseline: [],
          upstreamBaseline: [files[2]!],
          upstreamCandidate: [files[3]!],
        },
      },
      { logger: silentLogger },
    );
    await writeFile(join(records, 'bench-0.json'), JSON.stringify(bench));
    const passing = { ...record(0, 'pass'), sha: head, bench: bench.verdict, benchGateFailed: false };
    await writeFile(join(records, 'tier-0.json'), JSON.stringify(passing));
    await writeFile(join(records, 'tier-1.json'), JSON.stringify({ ...record(1, 'pass'), sha: head }));
    const output = join(dir, 'output');
    const { out } = await cli(
      registerTierAggregateCommand,
      [
        'tier-aggregate',
        ...['--records', records, '--runner-labels', JSON.stringify(labels), '--tier', 'L2', '--sha', head],
        ...['--status-context', 'upstream-ingest/L2', '--status-sha', s.sha('p1')],
        ...['--record-bench', '--repo', s.dir, '--github-output', output, '--json'],
      ],
      'fork-org/triton-l2',
    );
    const aggregate = TierAggregateSchema.parse(JSON.parse(out));
    expect(aggregate.verdict).toBe('pass');
    expect(aggregate.runners.map((r) => r.labels)).toEqual(labels);
    // The status goes where it was asked (a PR head); the benchmark record names the tested commit.
    expect(server.state.statuses('fork-org/triton-l2', s.sha('p1'))).toMatchObject([
      { context: 'upstream-ingest/L2', state: 'success' },
    ]);
    expect(server.state.statuses('fork-org/triton-l2', head)).toEqual([]);
    expect(await outputKeys(output)).toEqual(CLI_OUTPUTS['tier-aggregate']);
    // Both pools passed: nothing for triage to bisect, both to confirm on.
    expect(await readFile(output, 'utf8')).toContain(`failing-pools=[]\npassing-pools=${JSON.stringify(labels)}\n`);
    const history = parseBenchRecords(
      (await readStateFile(s.git, { branch: 'upstream-ingest/state' }, 'bench/history.jsonl'))!,
    );
    expect(history.records).toMatchObject([{ runnerLabel: 'self-hosted,nvidia-h100', sha: head, suite: bench.suite }]);
  });
});

describe('bundle L1 on every pool', () => {
  const POOLS = JSON.stringify([
    ['self-hosted', 'nvidia-h100'],
    ['self-hosted', 'amd-mi300'],
  ]);

  it('passes a bundle only when every pool passed; a missing or failing pool fails it, named', async () => {
    server.state.addRepo('fork-org/pools');
    const dir = await makeTempDir('ui-ingest-pools-');
    const results = join(dir, 'results');
    await mkdir(results);
    await writeFile(
      join(results, 'plan.json'),
      JSON.stringify(plan([1, 2, 3, 4].map((n) => ({ n, kind: 'low-risk' as const })))),
    );
    for (const n of [1, 2, 3, 4])
      await writeFile(join(results, `apply-${id(n)}.json`), JSON.stringify(applyResult(n, 'applied', 1, 0)));
    const l1 = (n: number, pool: number, verdict: string) =>
      writeFile(
        join(results, `l1-${id(n)}-${pool}.json`),
        JSON.stringify({ bundle: id(n), head: sha(200 + n), verdict, failures: verdict === 'fail' ? 2 : 0, pool }),
      );
    await l1(1, 0, 'pass'); // bundle 1: both pools passed
    await l1(1, 1, 'pass');
    await l1(2, 0, 'pass'); // bundle 2: AMD never reported
    await l1(3, 0, 'pass'); // bundle 3: fails on AMD only
    await l1(3, 1, 'fail');
    // bundle 4: no pool reported at all
    // A record that claims another pool than its file name says is refused.
    await writeFile(
      join(results, `l1-${id(2)}-1.json`.replace('-1.json', '-7.json')),
      JSON.stringify({ bundle: id(2), head: sha(202), verdict: 'pass', pool: 1 }),
    );
    const summary = join(dir, 'summary.md');
    const { code } = await cli(
      registerIngestReportCommand,
      [
        'ingest-summary',
        ...['--plan', join(results, 'plan.json'), '--results', results, '--pools', POOLS],
        ...['--status-context', 'upstream-ingest/L1', '--summary-file', summary, '--json'],
      ],
      'fork-org/pools',
    );
    expect(code).toBe(0);
    const markdown = await readFile(summary, 'utf8');
    expect(markdown).toMatch(new RegExp(`${id(1)}\` \\| landed`));
    expect(markdown).toContain('L1 infra-fail (no result from self-hosted,amd-mi300)');
    expect(markdown).toContain('L1 fail (fail on self-hosted,amd-mi300)');
    expect(markdown).toContain(
      'L1 infra-fail (no result from self-hosted,nvidia-h100; no result from self-hosted,amd-mi300)',
    );
    expect(server.state.statuses('fork-org/pools', sha(201)).map((s) => s.state)).toEqual(['success']);
    expect(server.state.statuses('fork-org/pools', sha(202)).map((s) => s.state)).toEqual(['error']);
    expect(server.state.statuses('fork-org/pools', sha(203)).map((s) => s.state)).toEqual(['failure']);
  });
});
