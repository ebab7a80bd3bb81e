/**
 * History mode (issue 15 item 6): change points per benchmark over the history on the state branch (E-divisive
 * means), attributed to the commit range and its upstream/fork commits; the digest lists them. Real git repositories.
 */
import { Command, CommanderError } from 'commander';
import { updateStateBranch } from '../../src/adapters/git/state/state-branch.js';
import { registerCompareBenchCommand } from '../../src/cli/commands/compare-bench.js';
import { EXIT, type CliContext } from '../../src/cli/context.js';
import { detectChangePoints } from '../../src/domain/bench/change-points.js';
import { buildSeries } from '../../src/domain/bench/history.js';
import { createRng, gaussian } from '../../src/domain/bench/rng.js';
import { periodOf } from '../../src/domain/digest/period.js';
import { BenchHistoryResultSchema } from '../../src/schemas/bench-history.js';
import type { BenchDigestRecord } from '../../src/schemas/bench-digest.js';
import { DEFAULT_CHANGE_POINT_OPTIONS, runBenchHistory } from '../../src/services/bench/history.js';
import { buildDigest } from '../../src/services/report/digest.js';
import { silentLogger } from '../../src/shared/logger.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

describe('change points (E-divisive means)', () => {
  it('finds a 3 % step in 2 % noise with a commit range holding it, and nothing in flat series', () => {
    const rng = createRng(17);
    let covered = 0;
    let falses = 0;
    for (let s = 0; s < 40; s++) {
      const step = 50 + s * 2;
      const stepped = Array.from({ length: 200 }, (_, i) => (i >= step ? 1.03 : 1) * Math.exp(0.02 * gaussian(rng)));
      const flat = Array.from({ length: 200 }, () => Math.exp(0.02 * gaussian(rng)));
      const found = detectChangePoints(stepped);
      if (found.some((c) => c.range[0] <= step && step <= c.range[1] && c.ratio > 1.01)) covered++;
      falses += Math.max(0, found.length - 1) + detectChangePoints(flat).length;
    }
    expect(covered).toBeGreaterThanOrEqual(36);
    expect(falses).toBeLessThanOrEqual(1);
  });

  it('several steps, each with its ratio; values must be positive', () => {
    const values = Array.from({ length: 90 }, (_, i) => (i < 30 ? 1 : i < 60 ? 1.2 : 0.9) * (1 + 0.001 * Math.sin(i)));
    const found = detectChangePoints(values);
    expect(found.map((c) => c.index)).toEqual([30, 60]);
    expect(found[0]!.ratio).toBeCloseTo(1.2, 2);
    expect(found[1]!.ratio).toBeCloseTo(0.75, 2);
    expect(() => detectChangePoints([1, 0, 2])).toThrow(/positive and finite/);
  });
});

const STATE = 'upstream-ingest/state';
const FILE = 'bench/history.jsonl';

describe('compare-bench history on the state branch', () => {
  let s: BuiltScenario;
  const forkIds: string[] = [];

  beforeAll(async () => {
    const steps: Step[] = [{ id: 'u1', on: 'upstream', files: { 'kernel.py': 'slow = True\n' }, message: 'Slow path' }];
    for (let i = 0; i < 30; i++) {
      const id = `f${i}`;
      forkIds.push(id);
      steps.push(
        i === 15
          ? { id, on: 'fork', pick: 'u1', provenance: { key: 'Upstream-Commit' } }
          : { id, on: 'fork', files: { [`fork-${i}.txt`]: `${i}\n` }, message: `Fork change ${i}` },
      );
    }
    s = await buildScenario({ steps });
    const rng = createRng(3);
    const records: BenchDigestRecord[] = forkIds.map((id, i) => ({
      recordedAt: new Date(Date.UTC(2026, 2, 2, i)).toISOString(),
      suite: 'kernels',
      runnerLabel: 'nvidia-h100',
      sha: s.sha(id),
      verdict: 'no-change',
      geomeanRatio: 1,
      changes: [],
      values: {
        'matmul/fp16': (i >= 15 ? 1.05 : 1) * 1e-3 * Math.exp(0.01 * gaussian(rng)),
        'softmax/fp32': 2e-4 * Math.exp(0.01 * gaussian(rng)),
      },
    }));
    await updateStateBranch(s.git, { branch: STATE, logger: silentLogger }, () => ({
      files: { [FILE]: records.map((r) => JSON.stringify(r)).join('\n') + '\n' },
      message: 'bench history\n',
    }));
  });

  it('finds the step at the upstream pick and attributes it to upstream', async () => {
    const result = await runBenchHistory(
      {
        state: { branch: STATE },
        file: FILE,
        filter: { suite: 'kernels' },
        changePoints: DEFAULT_CHANGE_POINT_OPTIONS,
        trailerKeys: [],
      },
      { git: s.git, logger: new RecordingLogger() },
    );
    BenchHistoryResultSchema.parse(result);
    expect(result.series).toBe(2);
    expect(result.changes).toHaveLength(1);
    const change = result.changes[0]!;
    expect(change).toEqual(
      expect.objectContaining({ name: 'matmul/fp16', kind: 'regression', sha: s.sha('f15'), attribution: 'upstream' }),
    );
    expect(change.ratio).toBeCloseTo(1.05, 1);
    expect(change.commits.map((c) => c.sha)).toContain(s.sha('f15'));
    const pick = change.commits.find((c) => c.sha === s.sha('f15'))!;
    expect(pick).toEqual(expect.objectContaining({ kind: 'upstream', upstream: [s.sha('u1')] }));
  });

  it('the CLI prints it (text and --json) and --fail-on-regression exits 1', async () => {
    const run = async (...args: string[]) => {
      let stdout = '';
      const ctx: CliContext = { stdout: (t) => (stdout += t), logger: new RecordingLogger(), exitCode: EXIT.ok };
      const program = new Command('upstream-ingest').exitOverride();
      registerCompareBenchCommand(program, ctx);
      try {
        await program.parseAsync(args, { from: 'user' });
      } catch (error) {
        if (error instanceof CommanderError) return { code: EXIT.usage, stdout };
        throw error;
      }
      return { code: ctx.exitCode, stdout };
    };
    const text = await run('compare-bench', 'history', '--repo', s.dir);
    expect(text.code).toBe(EXIT.ok);
    expect(text.stdout).toMatch(/compare-bench history: 30 records, 2 series, 1 change point/);
    expect(text.stdout).toMatch(/regression +matmul\/fp16 \[kernels\/nvidia-h100\] \+\d\.\d % at [0-9a-f]{12}/);
    const json = await run('compare-bench', 'history', '--repo', s.dir, '--json', '--fail-on-regression');
    expect(json.code).toBe(EXIT.verdict);
    expect(BenchHistoryResultSchema.parse(JSON.parse(json.stdout)).changes[0]!.name).toBe('matmul/fp16');
    const none = await run(
      'compare-bench',
      'history',
      '--repo',
      s.dir,
      '--benchmark',
      'softmax/fp32',
      '--fail-on-regression',
    );
    expect(none.code).toBe(EXIT.ok);
  });

  it('the digest of that period lists the change point', async () => {
    const digest = await buildDigest(
      {
        period: periodOf(new Date('2026-03-02T12:00:00Z'), 'day'),
        state: { branch: STATE },
        historyFile: 'lag/history.jsonl',
        benchFile: FILE,
        forkRef: 'fork',
        trailerKeys: [],
      },
      { git: s.git, logger: silentLogger },
    );
    expect(digest.body).toMatch(/#### Benchmark change points/);
    expect(digest.body).toMatch(/\| matmul\/fp16 \| kernels \/ nvidia-h100 \| 🔴 \+\d\.\d %/);
  });

  it('series: the last record per commit wins; records without values are left out', () => {
    const base = { suite: 's', runnerLabel: 'r', verdict: 'no-change' as const, geomeanRatio: 1, changes: [] };
    const series = buildSeries([
      { ...base, recordedAt: '2026-01-01T00:00:00Z', sha: 'a'.repeat(40), values: { k: 1 } },
      { ...base, recordedAt: '2026-01-01T01:00:00Z', sha: 'a'.repeat(40), values: { k: 2 } },
      { ...base, recordedAt: '2026-01-01T02:00:00Z', sha: 'b'.repeat(40) },
    ]);
    expect(series).toEqual([
      { suite: 's', runnerLabel: 'r', name: 'k', points: [expect.objectContaining({ value: 2 })] },
    ]);
  });
});
