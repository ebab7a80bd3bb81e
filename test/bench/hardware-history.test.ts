/**
 * Issue 14 item 4: the GPU identity of a run (model, count, driver, CUDA version — from a real run-tier run whose probe
 * is a stub nvidia-smi on PATH, a real process answering like the real tool) goes into the benchmark history record,
 * through `record-bench --hardware <tier-result.json>` and through tier-aggregate's `result-<index>.json`.
 */
import { Command } from 'commander';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { createGpuProber } from '../../src/adapters/process/hardware-probe.js';
import { registerDigestCommand } from '../../src/cli/commands/digest.js';
import { EXIT, type CliContext } from '../../src/cli/context.js';
import { DEFAULT_COMPARE_SETTINGS } from '../../src/domain/bench/compare.js';
import { generateDemoBenchResults } from '../../src/demo/demo-bench-data.js';
import { BenchDigestRecordSchema } from '../../src/schemas/bench-digest.js';
import type { CompareBenchResult } from '../../src/schemas/bench.js';
import { runCompareBench } from '../../src/services/bench/compare.js';
import { parseBenchRecords } from '../../src/domain/bench/records.js';
import { readStateFile } from '../../src/adapters/git/state/state-file.js';
import { runTierAggregate } from '../../src/services/tier/aggregate.js';
import { ConfigurationError } from '../../src/shared/errors.js';
import { silentLogger } from '../../src/shared/logger.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { harnessScript, junitXml, oneHarness, passing, runIn, workspace, writeConfig } from '../tier/fixtures.js';

afterAll(removeTempDirs);

const H100 = {
  vendor: 'nvidia',
  model: 'NVIDIA H100 80GB HBM3',
  count: 8,
  driver: '550.54.15',
  runtime: '12.4',
  tool: 'nvidia-smi',
};

const nvidiaSmi = `#!/bin/bash
if [[ "$1" == --query-gpu=* ]]; then
  for i in $(seq 1 8); do printf '%s\\n' 'NVIDIA H100 80GB HBM3, 550.54.15'; done
else
  printf '%s\\n' '| NVIDIA-SMI 550.54.15              Driver Version: 550.54.15      CUDA Version: 12.4     |'
fi
`;

/** A real run-tier result file from an H100 machine (stub nvidia-smi), as the run step's json-file. */
async function tierResultFile(dir: string): Promise<string> {
  const bin = await workspace({ 'nvidia-smi.sh': nvidiaSmi });
  await rename(join(bin, 'nvidia-smi.sh'), join(bin, 'nvidia-smi'));
  const ws = await workspace({ 'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(passing(2)) }) });
  const { result } = await runIn(ws, await writeConfig(ws, { L2: oneHarness() }), {
    tier: 'L2',
    runnerLabel: 'nvidia-h100',
    deps: { probeGpus: createGpuProber({ env: { ...process.env, PATH: `${bin}:/usr/bin:/bin` } }) },
  });
  const file = join(dir, 'tier-result.json');
  await writeFile(file, JSON.stringify(result));
  return file;
}

async function benchResult(): Promise<CompareBenchResult> {
  const dir = await makeTempDir('ui-bench-hw-');
  const demo = generateDemoBenchResults(3);
  const files: Record<string, string> = {};
  for (const side of ['baseline', 'candidate'] as const) {
    files[side] = join(dir, `${side}.json`);
    await writeFile(files[side], JSON.stringify(demo[side]));
  }
  return runCompareBench(
    {
      ...DEFAULT_COMPARE_SETTINGS,
      format: 'auto',
      files: {
        baseline: [files.baseline!],
        candidate: [files.candidate!],
        aaBaseline: [],
        upstreamBaseline: [],
        upstreamCandidate: [],
      },
    },
    { logger: silentLogger },
  );
}

async function repo(): Promise<{ dir: string; git: GitRunner; head: string }> {
  const dir = await makeTempDir('ui-bench-hw-repo-');
  const git = createGitRunner(dir);
  await git.run(['init', '-q', '-b', 'main']);
  await writeFile(join(dir, 'a.txt'), 'a\n');
  await git.run(['add', 'a.txt']);
  await git.run(['commit', '-q', '-m', 'a']);
  return { dir, git, head: (await git.run(['rev-parse', 'HEAD'])).stdout.trim() };
}

async function cli(...argv: string[]): Promise<string> {
  let out = '';
  const ctx: CliContext = { stdout: (t) => (out += t), logger: new RecordingLogger(), exitCode: EXIT.ok };
  const program = new Command().exitOverride();
  registerDigestCommand(program, ctx);
  await program.parseAsync(argv, { from: 'user' });
  return out;
}

async function history(git: GitRunner) {
  const text = await readStateFile(git, { branch: 'upstream-ingest/state' }, 'bench/history.jsonl');
  return parseBenchRecords(text ?? '');
}

describe('GPU identity in benchmark history records', () => {
  it('record-bench --hardware keeps the tier result’s hardware.identity; without it the record has none', async () => {
    const { dir, git } = await repo();
    const work = await makeTempDir('ui-bench-hw-files-');
    const tierFile = await tierResultFile(work);
    const resultFile = join(work, 'bench.json');
    await writeFile(resultFile, JSON.stringify(await benchResult()));
    const base = ['record-bench', '--repo', dir, '--result', resultFile, '--sha', 'HEAD'];
    expect(
      await cli(...base, '--runner-label', 'nvidia-h100', '--hardware', tierFile, '--now', '2026-03-01T00:00:00Z'),
    ).toMatch(/^recorded /);
    expect(await cli(...base, '--runner-label', 'cpu-x', '--now', '2026-03-02T00:00:00Z')).toMatch(/^recorded /);
    const { records, skipped } = await history(git);
    expect(skipped).toBe(0);
    expect(records.map((r) => [r.runnerLabel, r.hardware])).toEqual([
      ['nvidia-h100', [H100]],
      ['cpu-x', undefined],
    ]);
    expect(() => BenchDigestRecordSchema.parse(records[0])).not.toThrow();
  });

  it('a --hardware file that is missing or not a tier result is a one-line configuration error', async () => {
    const { dir } = await repo();
    const work = await makeTempDir('ui-bench-hw-bad-');
    const resultFile = join(work, 'bench.json');
    await writeFile(resultFile, JSON.stringify(await benchResult()));
    const notTier = join(work, 'not-tier.json');
    await writeFile(notTier, JSON.stringify({ hardware: { identity: [{ vendor: 'intel' }] } }));
    const base = ['record-bench', '--repo', dir, '--result', resultFile, '--runner-label', 'x'];
    for (const [file, message] of [
      [join(work, 'nope.json'), /^--hardware .*nope\.json: cannot read the tier result \(ENOENT\)$/],
      [notTier, /^--hardware .*not-tier\.json: /],
    ] as const) {
      const error = await cli(...base, '--hardware', file).catch((e: unknown) => e);
      expect(error instanceof ConfigurationError).toBe(true);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('tier-aggregate --record-bench takes each runner’s GPUs from result-<index>.json', async () => {
    const { git, head } = await repo();
    const records = await makeTempDir('ui-bench-hw-records-');
    await mkdir(records, { recursive: true });
    const tierFile = await tierResultFile(records);
    await rename(tierFile, join(records, 'result-0.json'));
    await writeFile(join(records, 'result-1.json'), '{ not json');
    const bench = await benchResult();
    for (const index of [0, 1]) {
      await writeFile(join(records, `bench-${index}.json`), JSON.stringify(bench));
      await writeFile(
        join(records, `tier-${index}.json`),
        JSON.stringify({
          index,
          sha: head,
          verdict: 'pass',
          failures: 0,
          anomalies: 0,
          bench: bench.verdict,
          benchGateFailed: false,
        }),
      );
    }
    const logger = new RecordingLogger();
    await runTierAggregate(
      {
        tier: 'L2',
        sha: head,
        labelSets: [['nvidia-h100'], ['nvidia-b200']],
        recordsDir: records,
        benchHistory: { state: { branch: 'upstream-ingest/state' }, file: 'bench/history.jsonl', now: new Date() },
      },
      { logger, git },
    );
    const { records: kept } = await history(git);
    expect(kept.map((r) => [r.runnerLabel, r.hardware])).toEqual([
      ['nvidia-h100', [H100]],
      ['nvidia-b200', undefined],
    ]);
    expect(logger.lines.some((e) => e.level === 'warning' && /result-1\.json.*without hardware/.test(e.message))).toBe(
      true,
    );
  });
});
