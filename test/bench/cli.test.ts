import { Command, CommanderError } from 'commander';
import { XMLValidator } from 'fast-xml-parser';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { registerCompareBenchCommand } from '../../src/cli/commands/compare-bench.js';
import { EXIT, type CliContext } from '../../src/cli/context.js';
import { generateDemoBenchResults } from '../../src/demo/demo-bench-data.js';
import { CompareBenchResultSchema, type CompareBenchResult } from '../../src/schemas/bench.js';
import { ConfigurationError, errorMessage } from '../../src/shared/errors.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { describeWithShared, sharedPath } from '../helpers/shared-data.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  logger: RecordingLogger;
}

/** The command on a fresh program, with main()'s error mapping: user errors exit 2. */
async function cli(...args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const logger = new RecordingLogger();
  const ctx: CliContext = { stdout: (t) => (stdout += t), logger, exitCode: EXIT.ok };
  const program = new Command('upstream-ingest')
    .exitOverride()
    .configureOutput({ writeOut: (t) => (stdout += t), writeErr: (t) => (stderr += t) });
  registerCompareBenchCommand(program, ctx);
  try {
    await program.parseAsync(args, { from: 'user' });
    return { code: ctx.exitCode, stdout, stderr, logger };
  } catch (error) {
    if (error instanceof CommanderError) return { code: EXIT.usage, stdout, stderr, logger };
    if (error instanceof ConfigurationError)
      return { code: EXIT.usage, stdout, stderr: stderr + errorMessage(error), logger };
    throw error;
  }
}

let dir: string;
const path = (name: string): string => join(dir, name);

beforeAll(async () => {
  dir = await makeTempDir('ui-cb-cli-');
  const demo = generateDemoBenchResults(7);
  await writeFile(path('base.json'), JSON.stringify(demo.baseline));
  await writeFile(path('cand.json'), JSON.stringify(demo.candidate));
  await writeFile(path('up-base.json'), JSON.stringify(demo.upstreamBaseline));
  await writeFile(path('up-cand.json'), JSON.stringify(demo.upstreamCandidate));
  const second = generateDemoBenchResults(8);
  await writeFile(path('base2.json'), JSON.stringify(second.baseline));
  const other = { ...demo.candidate, env: { ...demo.candidate.env, gpu: 'NVIDIA A100-SXM4-80GB', driver: '535.104' } };
  await writeFile(path('cand-a100.json'), JSON.stringify(other));
});

describe('upstream-ingest compare-bench', () => {
  it('--json: the result schema, exit 1 on a regression, markdown and SVG files written', async () => {
    const run = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--candidate',
      path('cand.json'),
      '--json',
      '--upstream-baseline',
      path('up-base.json'),
      '--upstream-candidate',
      path('up-cand.json'),
      '--markdown',
      path('out/report.md'),
      '--svg',
      path('out/chart.svg'),
      '--suite',
      'triton-kernels',
    );
    expect(run.code).toBe(EXIT.verdict);
    const result = CompareBenchResultSchema.parse(JSON.parse(run.stdout));
    expect(result.verdict).toBe('regressed');
    expect(result.geomeanRatio).toBeGreaterThan(1);
    const first = result.benchmarks[0]!;
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['name', 'status', 'ratio', 'ci', 'pValue', 'baseline', 'candidate']),
    );
    expect(first).toEqual(expect.objectContaining({ status: 'regressed', attribution: 'fork-local' }));
    const md = await readFile(path('out/report.md'), 'utf8');
    expect(md).toMatch(/^### 🔴 Benchmarks `triton-kernels`: regressed/);
    expect(md).toContain('fork-local');
    expect(XMLValidator.validate(await readFile(path('out/chart.svg'), 'utf8'))).toBe(true);
  });

  it('--fail-on never exits 0; the text report goes to stdout', async () => {
    const run = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--candidate',
      path('cand.json'),
      '--fail-on',
      'never',
    );
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toMatch(/^compare-bench \[default\]: REGRESSED \(gate passed, fails on never\)/);
    expect(run.stdout).toMatch(/regressed\s+flash_attention\/fwd/);
  });

  it('several files per side, as a list or as repeated flags, are pooled repetitions', async () => {
    const listed = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      path('base2.json'),
      '--candidate',
      path('cand.json'),
      '--json',
      '--fail-on',
      'never',
    );
    const repeated = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--baseline',
      path('base2.json'),
      '--candidate',
      path('cand.json'),
      '--json',
      '--fail-on',
      'never',
    );
    const a = JSON.parse(listed.stdout) as CompareBenchResult;
    const b = JSON.parse(repeated.stdout) as CompareBenchResult;
    expect(a.inputs.baseline).toHaveLength(2);
    expect(a.benchmarks[0]!.baseline!.n).toBe(20);
    expect(b).toEqual(a);
  });

  it('a different GPU is incomparable (exit 1) unless --allow-env-mismatch, with or without keys', async () => {
    const args = [
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--candidate',
      path('cand-a100.json'),
      '--json',
      '--fail-on',
      'regressed',
    ];
    const refused = await cli(...args);
    expect(refused.code).toBe(EXIT.verdict);
    const r = JSON.parse(refused.stdout) as CompareBenchResult;
    expect(r.verdict).toBe('incomparable');
    expect(r.env.mismatches.map((m) => m.key)).toEqual(['driver', 'gpu']);
    const some = JSON.parse((await cli(...args, '--allow-env-mismatch', 'driver')).stdout) as CompareBenchResult;
    expect(some.verdict).toBe('incomparable');
    const all = JSON.parse((await cli(...args, '--allow-env-mismatch')).stdout) as CompareBenchResult;
    expect(all.verdict).toBe('regressed');
    expect(all.settings.allowEnvMismatch).toBe(true);
  });

  it('--aa-baseline and --self-test', async () => {
    const run = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--candidate',
      path('cand.json'),
      '--aa-baseline',
      path('base2.json'),
      '--self-test',
      '--json',
      '--fail-on',
      'never',
    );
    expect(run.code).toBe(EXIT.ok);
    const r = JSON.parse(run.stdout) as CompareBenchResult;
    expect(r.settings.aaCalibrated).toBe(true);
    expect(r.benchmarks.every((b) => b.noise !== null)).toBe(true);
    expect(r.selfTest).toEqual(expect.objectContaining({ passed: true, verdict: 'regressed' }));
  });

  it('user errors exit 2 and name the flag or the file', async () => {
    const missing = await cli('compare-bench', '--baseline', path('base.json'));
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.stderr).toMatch(/--candidate/);
    const bad = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--candidate',
      path('cand.json'),
      '--min-effect',
      '5%',
    );
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toMatch(/--min-effect: expected a number between 0 and 1/);
    const failOn = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--candidate',
      path('cand.json'),
      '--fail-on',
      'sometimes',
    );
    expect(failOn.stderr).toMatch(/--fail-on/);
    const nofile = await cli('compare-bench', '--baseline', path('nope.json'), '--candidate', path('cand.json'));
    expect(nofile.code).toBe(EXIT.usage);
    expect(nofile.stderr).toMatch(/baseline: cannot read .*nope.json \(ENOENT\)/);
    const upstream = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--candidate',
      path('cand.json'),
      '--upstream-baseline',
      path('up-base.json'),
    );
    expect(upstream.stderr).toMatch(/give both or neither/);
    const format = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--candidate',
      path('cand.json'),
      '--format',
      'gbench',
    );
    expect(format.stderr).toMatch(/--format gbench given, but the file looks like the native/);
  });
});

describeWithShared('compare-bench on the real corpus', () => {
  const c = (...p: string[]): string => sharedPath('corpus', 'bench', ...p);

  it('single-repetition Google Benchmark files: inconclusive, not a guess; the self-test says the gate is blind', async () => {
    const run = await cli(
      'compare-bench',
      '--baseline',
      c('google-benchmark', 'test1_run1.json'),
      '--candidate',
      c('google-benchmark', 'test1_run2.json'),
      '--json',
      '--self-test',
    );
    const r = JSON.parse(run.stdout) as CompareBenchResult;
    expect(r.verdict).toBe('inconclusive');
    expect(r.benchmarks.find((b) => b.name === 'BM_2xSlower')).toEqual(
      expect.objectContaining({ status: 'inconclusive', ratio: 2, moreRepetitions: 3 }),
    );
    expect(r.notes.join('\n')).toMatch(/2 aggregate row\(s\) not used as samples/);
    expect(r.selfTest).toEqual(expect.objectContaining({ passed: false, detected: 0 }));
    expect(run.code).toBe(EXIT.verdict);
    expect(run.logger.messages('warning').join()).toMatch(/self-test failed/);
  });

  it('TorchInductor: models that did not run are errors, so the gate fails', async () => {
    const file = c('triton-torchinductor', 'torchbench.csv');
    const run = await cli('compare-bench', '--baseline', file, '--candidate', file, '--json');
    expect(run.code).toBe(EXIT.verdict);
    const r = JSON.parse(run.stdout) as CompareBenchResult;
    expect(r.counts.errored).toBe(4);
    expect(
      r.benchmarks
        .slice(0, 4)
        .map((b) => b.name)
        .sort(),
    ).toEqual(['doctr_det_predictor', 'doctr_reco_predictor', 'hf_Longformer', 'torchrec_dlrm']);
  });

  it('pytest-benchmark storage runs: three per side give a series, still too short to decide', async () => {
    const runs = [
      '0001_b87b9aae14ff14a7887a6bbaa9731b9a8760555d_20150814_190343',
      '0002_b87b9aae14ff14a7887a6bbaa9731b9a8760555d_20150814_190348',
      '0003_5b78858eb718649a31fb93d8dc96ca2cee41a4cd_20150815_030157',
      '0010_5b78858eb718649a31fb93d8dc96ca2cee41a4cd_20150815_030233',
      '0020_5b78858eb718649a31fb93d8dc96ca2cee41a4cd_20150815_030325',
      '0030_5b78858eb718649a31fb93d8dc96ca2cee41a4cd_20150815_030419',
    ].map((s) => c('pytest-benchmark', `${s}_uncommitted-changes.json`));
    const run = await cli(
      'compare-bench',
      '--baseline',
      ...runs.slice(0, 3),
      '--candidate',
      ...runs.slice(3),
      '--json',
    );
    const r = JSON.parse(run.stdout) as CompareBenchResult;
    expect(run.code).toBe(EXIT.ok);
    const row = r.benchmarks[0]!;
    expect(row.baseline!.n).toBe(3);
    expect(row.status).toBe('inconclusive');
    expect(row.reason).toMatch(/too few repetitions \(3 baseline, 3 candidate\)/);
    expect(row.moreRepetitions).toBe(1);
  });
});

describe('compare-bench: the gate never passes on nothing (issue 15 item 3, issue 13 item 6)', () => {
  it('an empty candidate exits 1 with the reason; a foreign file exits 2 naming what it looks like', async () => {
    await writeFile(path('empty-gbench.json'), JSON.stringify({ context: {}, benchmarks: [] }));
    const empty = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--candidate',
      path('empty-gbench.json'),
      '--json',
    );
    expect(empty.code).toBe(EXIT.verdict);
    const result = CompareBenchResultSchema.parse(JSON.parse(empty.stdout));
    expect(result.gateReasons).toContain('nothing was compared (an empty or foreign candidate never passes)');
    await writeFile(path('foreign.xml'), '<testsuites><testsuite name="t"/></testsuites>');
    const foreign = await cli('compare-bench', '--baseline', path('base.json'), '--candidate', path('foreign.xml'));
    expect(foreign.code).toBe(EXIT.usage);
    expect(foreign.stderr).toMatch(
      /foreign.xml: cannot tell the benchmark format: it looks like XML with root <testsuites>/,
    );
  });

  it('--metric, --utest, --max-undecided and --on-missing reach the result; bad values name the flag', async () => {
    const run = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--candidate',
      path('base2.json'),
      '--json',
      '--utest',
      'normal',
      '--metric',
      'cpu',
      '--max-undecided',
      '0.5',
      '--on-missing',
      'warn',
      '--fail-on',
      'never',
    );
    const result = CompareBenchResultSchema.parse(JSON.parse(run.stdout));
    expect(result.settings).toEqual(
      expect.objectContaining({ utest: 'normal', metric: 'cpu', maxUndecided: 0.5, onMissing: 'warn' }),
    );
    expect(result.benchmarks.filter((b) => b.test !== null).every((b) => b.test === 'normal')).toBe(true);
    const bad = await cli(
      'compare-bench',
      '--baseline',
      path('base.json'),
      '--candidate',
      path('cand.json'),
      '--utest',
      'fast',
    );
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toMatch(/compare-bench --utest: expected exact\|normal/);
  });
});
