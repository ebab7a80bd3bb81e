import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { DEFAULT_PLAN_CONFIG } from '../../src/schemas/plan-config.js';
import { ImpactReportSchema } from '../../src/schemas/workloads.js';
import { runPlan } from '../../src/services/plan/plan.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { runCli } from '../helpers/cli.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

/**
 * The context gap: a workload owner learns from one message which incoming (planned) or landed upstream commits touch
 * what they own. A real fork and upstream in git, a real plan, a real workloads file, the real CLI.
 */

const WORKLOADS = `workloads:
  - name: matmul kernels
    kind: kernel
    paths: ['python/triton/ops/matmul*.py', 'lib/Dialect/TritonGPU/Transforms/Pipeline*.cpp']
    owners: ['@org/kernels', 'alice']
    benches: ['matmul_*']
  - name: flash attention benchmark
    kind: benchmark
    paths: ['python/tutorials/06-fused-attention.py']
    owners: ['bob']
  - name: docs site
    kind: workload
    paths: ['docs/**']
    owners: ['carol']
`;

let s: BuiltScenario;
let dir: string;
let planFile: string;
let configFile: string;

beforeAll(async () => {
  s = await buildScenario({
    base: {
      'python/triton/ops/matmul.py': 'def matmul():\n    pass\n',
      'lib/Dialect/TritonGPU/Transforms/Pipeline.cpp': 'int pipeline() { return 0; }\n',
      'python/tutorials/06-fused-attention.py': 'attn = 1\n',
      'README.md': 'readme\n',
    },
    steps: [
      { id: 'u1', on: 'upstream', files: { 'python/triton/ops/matmul.py': 'def matmul():\n    return 1\n' } },
      { id: 'u2', on: 'upstream', files: { 'README.md': 'readme 2\n' } },
      {
        id: 'u3',
        on: 'upstream',
        files: {
          'lib/Dialect/TritonGPU/Transforms/Pipeline.cpp': 'int pipeline() { return 1; }\n',
          'python/tutorials/06-fused-attention.py': 'attn = 2\n',
        },
      },
    ],
  });
  const plan = await runPlan(
    { upstream: 'upstream', fork: 'fork', extraTrailerKeys: [], config: DEFAULT_PLAN_CONFIG, now: new Date() },
    { git: createGitRunner(s.dir), logger: new RecordingLogger() },
  );
  dir = await makeTempDir('impact-');
  planFile = join(dir, 'plan.json');
  configFile = join(dir, 'workloads.yml');
  await writeFile(planFile, JSON.stringify(plan));
  await writeFile(configFile, WORKLOADS);
});
afterAll(removeTempDirs);

describe('impact', () => {
  it('maps each planned commit to the workloads whose paths it touches, with its bundle', async () => {
    const run = await runCli(['impact', '--repo', s.dir, '--plan', planFile, '--config', configFile, '--json']);
    expect(run.code).toBe(0);
    const report = ImpactReportSchema.parse(JSON.parse(run.stdout));
    const byName = Object.fromEntries(report.workloads.map((w) => [w.name, w]));
    expect(byName['matmul kernels']!.commits.map((c) => c.sha)).toEqual([s.sha('u1'), s.sha('u3')]);
    expect(byName['matmul kernels']!.commits[1]!.paths).toEqual(['lib/Dialect/TritonGPU/Transforms/Pipeline.cpp']);
    expect(byName['flash attention benchmark']!.commits.map((c) => c.sha)).toEqual([s.sha('u3')]);
    expect(byName['docs site']!.commits).toEqual([]);
    for (const c of byName['matmul kernels']!.commits) expect(c.bundle).toMatch(/^[0-9a-f]{12}$/);
    expect(report.owners.map((o) => [o.owner, o.commits])).toEqual([
      ['@org/kernels', 2],
      ['alice', 2],
      ['bob', 1],
    ]);
    expect(report.owners[0]!.message).toBe('2 upstream commits touching your matmul kernels (2) are coming.');
  });

  it('prints one markdown line per owner, and writes the report with --out', async () => {
    const out = join(dir, 'impact.md');
    const run = await runCli(['impact', '--repo', s.dir, '--plan', planFile, '--config', configFile, '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('- **bob**: 1 upstream commit touching your flash attention benchmark (1) is coming.');
    expect(run.stdout).toMatch(/### matmul kernels \(kernel; @org\/kernels, alice\)/);
    expect(await readFile(out, 'utf8')).toBe(run.stdout);
  });

  it('reports a landed range the same way', async () => {
    const run = await runCli([
      'impact',
      '--repo',
      s.dir,
      '--range',
      `${s.sha('u1')}..upstream`,
      '--config',
      configFile,
      '--json',
    ]);
    expect(run.code).toBe(0);
    const report = ImpactReportSchema.parse(JSON.parse(run.stdout));
    expect(report.source).toEqual({ range: `${s.sha('u1')}..upstream` });
    expect(report.commits).toBe(2);
    expect(report.owners.find((o) => o.owner === 'alice')?.message).toBe(
      '1 upstream commit touching your matmul kernels (1) landed.',
    );
  });

  it("adds the change points of a workload's benches that fall in the landed range (--bench-changes)", async () => {
    const change = (name: string, sha: string) => ({
      suite: 'kernels',
      runnerLabel: 'h100',
      name,
      kind: 'regression',
      ratio: 1.2,
      before: 1,
      after: 1.2,
      pValue: 0.001,
      sha,
      recordedAt: '2026-12-01T00:00:00Z',
      fromSha: s.sha('u1'),
      toSha: sha,
      measuredCommits: 1,
      commits: [{ sha, subject: 'x', kind: 'upstream', upstream: [] }],
      upstreamCommits: 1,
      forkCommits: 0,
      attribution: 'upstream',
    });
    const history = {
      schemaVersion: 1,
      records: 3,
      series: 2,
      skippedLines: 0,
      settings: { method: 'e-divisive-means', minSize: 3, pValue: 0.01, minMagnitude: 0.05 },
      // One in the range (u3) on a matmul bench, one outside it (u1 itself), one on a bench nobody owns.
      changes: [change('matmul_fp16', s.sha('u3')), change('matmul_fp8', s.sha('u1')), change('softmax', s.sha('u3'))],
      notes: [],
    };
    const file = join(dir, 'history.json');
    await writeFile(file, JSON.stringify(history));
    const args = ['impact', '--repo', s.dir, '--range', `${s.sha('u1')}..upstream`, '--config', configFile];
    const run = await runCli([...args, '--bench-changes', file, '--json']);
    expect(run.code).toBe(0);
    const report = ImpactReportSchema.parse(JSON.parse(run.stdout));
    const matmul = report.workloads.find((w) => w.name === 'matmul kernels')!;
    expect(matmul.changePoints.map((c) => c.name)).toEqual(['matmul_fp16']);
    expect(report.owners.find((o) => o.owner === 'alice')?.message).toMatch(/1 benchmark regression\(s\)/);
    const md = await runCli([...args, '--bench-changes', file]);
    expect(md.stdout).toContain('- regression of matmul\\_fp16 ×1.200');
  });

  it('refuses both or neither source, and a bad workloads file, in one line naming the flag', async () => {
    const both = await runCli(['impact', '--plan', planFile, '--range', 'a..b', '--config', configFile]);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/impact --plan: give either --plan or --range, exactly one/);
    const bad = join(dir, 'bad.yml');
    await writeFile(bad, 'workloads:\n  - name: x\n    paths: []\n    owners: [alice]\n');
    const run = await runCli(['impact', '--repo', s.dir, '--plan', planFile, '--config', bad]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/impact --config .*bad\.yml/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
