import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Command } from 'commander';
import { run, type Annotator } from '../../src/actions/run-tier/run.js';
import { EXIT, type CliContext } from '../../src/cli/context.js';
import { registerTierCommand } from '../../src/cli/commands/tier.js';
import { parseJUnit } from '../../src/domain/tier/junit-parser.js';
import { TierResultSchema } from '../../src/schemas/tier-result.js';
import { ConfigurationError } from '../../src/shared/errors.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { RecordingActionIO } from '../helpers/action-io.js';
import { hasDist, runActionEntry } from '../helpers/action-runner.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { harnessScript, junitXml, oneHarness, passing, workspace, writeConfig, type CaseSpec } from './fixtures.js';

afterAll(removeTempDirs);

const bug: CaseSpec = {
  name: 'test_dot',
  state: 'failed',
  message: 'AssertionError: Tensor-likes are not close!',
  file: 'python/test/test_core.py',
  line: 120,
};

async function cli(args: string[]): Promise<{ code: number; stdout: string; logger: RecordingLogger }> {
  const logger = new RecordingLogger();
  let stdout = '';
  const ctx: CliContext = { stdout: (t) => (stdout += t), logger, exitCode: EXIT.ok };
  const program = new Command().exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} });
  registerTierCommand(program, ctx);
  await program.parseAsync(['tier', ...args], { from: 'user' });
  return { code: ctx.exitCode, stdout, logger };
}

async function repoWith(cases: CaseSpec[], exit: number) {
  const dir = await workspace({ 'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(cases), exit }) });
  const config = await writeConfig(dir, { L1: oneHarness(), L2: oneHarness() });
  return { dir, config };
}

describe('upstream-ingest tier (CLI)', () => {
  it('exits 0 on pass and prints a readable report', async () => {
    const { dir, config } = await repoWith(passing(4), 0);
    const { code, stdout } = await cli(['--config', config, '--tier', 'L1', '--repo', dir]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^tier L1: pass — 4 passed, 0 skipped\n/);
    expect(stdout).toContain('harness h: exit 0, 4 tests: 4 passed, 0 failed, 0 errors, 0 skipped, 0 flaky');
  });

  it('exits 1 on fail, with --json output that matches the schema, and writes --junit-out', async () => {
    const { dir, config } = await repoWith([...passing(2), bug], 1);
    const junit = join(dir, 'reports', 'tier.xml');
    const { code, stdout } = await cli([
      '--config',
      config,
      '--tier',
      'L2',
      '--repo',
      dir,
      '--json',
      '--junit-out',
      junit,
      '--runner-label',
      'cpu-x',
    ]);
    expect(code).toBe(1);
    const result = TierResultSchema.parse(JSON.parse(stdout));
    expect(result).toMatchObject({ tier: 'L2', verdict: 'fail', runnerLabel: 'cpu-x' });
    expect(result.failures[0]).toMatchObject({
      id: 'tests.test_mod::test_dot',
      harness: 'h',
      class: 'code',
      file: 'python/test/test_core.py',
      line: 120,
    });
    const back = parseJUnit(await readFile(junit, 'utf8'), 'tier.xml');
    expect(back.cases.map((c) => [c.id, c.state])).toContainEqual(['h.tests.test_mod::test_dot', 'failed']);
  });

  it('exits 1 on infra-fail and keeps the inventory it was given', async () => {
    const { dir, config } = await repoWith(passing(3), 2);
    const inventory = join(dir, 'inv.json');
    const { code } = await cli(['--config', config, '--tier', 'L1', '--repo', dir, '--inventory', inventory]);
    expect(code).toBe(1);
    // An anomalous run does not become the baseline.
    await expect(readFile(inventory)).rejects.toThrow();
    const again = await repoWith(passing(3), 0);
    const ok = await cli(['--config', again.config, '--tier', 'L1', '--repo', again.dir, '--inventory', inventory]);
    expect(ok.code).toBe(0);
    expect(Object.keys(JSON.parse(await readFile(inventory, 'utf8')).entries)).toEqual(['L1/(no label)/h']);
  });

  it('turns user mistakes into ConfigurationErrors (the CLI exits 2 on those)', async () => {
    const { dir, config } = await repoWith(passing(1), 0);
    const cases: [string[], RegExp][] = [
      [['--config', config, '--tier', 'L4', '--repo', dir], /^tier --tier: expected L1, L2, L3 \(got 'L4'\)$/],
      [
        ['--config', join(dir, 'nope.yml'), '--tier', 'L1', '--repo', dir],
        /--config .*nope\.yml: cannot read it \(ENOENT\)/,
      ],
      [
        ['--config', config, '--tier', 'L3', '--repo', dir],
        /--tier L3: not defined in .*tier\.yml \(it defines L1, L2\)/,
      ],
      [
        ['--config', config, '--tier', 'L1', '--repo', join(dir, 'missing')],
        /--repo .*missing: not an existing directory/,
      ],
    ];
    for (const [args, message] of cases) {
      const error = await cli(args).catch((e: unknown) => e);
      expect(error instanceof ConfigurationError).toBe(true);
      expect((error as Error).message).toMatch(message);
    }
  });
});

describe('run-tier action (in process)', () => {
  it('sets the outputs, writes the summary, annotates failing tests and fails the step', async () => {
    const { dir } = await repoWith([...passing(2), bug], 1);
    const io = new RecordingActionIO(
      { config: 'tier.yml', tier: 'L1', repo: dir, 'fail-on-verdict': 'true' },
      { ...process.env, RUNNER_TEMP: dir, GITHUB_WORKSPACE: dir, UPSTREAM_INGEST_RUNNER_LABEL: 'cpu-x' },
    );
    const annotations: Parameters<Annotator['error']>[] = [];
    await run(io, { error: (...a) => annotations.push(a) });
    expect(io.outputs.verdict).toBe('fail');
    expect(io.outputs.failures).toBe('1');
    expect(io.outputs.anomalies).toBe('0');
    const json = TierResultSchema.parse(JSON.parse(io.outputs.json!));
    // No runner-label input: the env variable supplies it.
    expect(json.runnerLabel).toBe('cpu-x');
    expect(JSON.parse(await readFile(io.outputs['json-file']!, 'utf8'))).toEqual(json);
    expect(io.summary).toMatch(/^## ❌ Tier L1 on `cpu-x`: fail/);
    expect(annotations).toEqual([
      [
        'AssertionError: Tensor-likes are not close!',
        { title: 'h: tests.test_mod::test_dot', file: 'python/test/test_core.py', startLine: 120 },
      ],
    ]);
    expect(io.failed).toEqual(['tier L1: fail — 1 failing test']);
  });

  it('does not fail the step when asked not to, and reports bad inputs on one line', async () => {
    const { dir } = await repoWith([bug], 1);
    const io = new RecordingActionIO(
      { config: 'tier.yml', tier: 'L1', repo: dir, 'fail-on-verdict': 'false' },
      { ...process.env, RUNNER_TEMP: dir, GITHUB_WORKSPACE: dir },
    );
    await run(io, { error: () => {} });
    expect(io.outputs.verdict).toBe('fail');
    expect(io.failed).toEqual([]);

    const bad = new RecordingActionIO(
      { config: 'tier.yml', tier: 'L9', repo: dir },
      { ...process.env, RUNNER_TEMP: dir, GITHUB_WORKSPACE: dir },
    );
    await run(bad, { error: () => {} });
    expect(bad.failed).toHaveLength(1);
    expect(bad.failed[0]).toMatch(/^input 'tier': .*\(got 'L9'\)$/);
  });
});

const e2e = hasDist('run-tier') ? describe : describe.skip;
e2e(
  `run-tier action bundle (dist/run-tier/index.js)${hasDist('run-tier') ? '' : ' — skipped: dist/run-tier/index.js not built yet'}`,
  () => {
    it('runs as a runner would, with INPUT_* variables', async () => {
      const { dir } = await repoWith(passing(3), 0);
      const run = await runActionEntry(
        'run-tier',
        { config: 'tier.yml', tier: 'L1', repo: dir, 'runner-label': 'cpu-x' },
        { cwd: dir },
      );
      expect(run.code).toBe(0);
      expect(run.outputs.verdict).toBe('pass');
      expect(run.summary).toMatch(/Tier L1 on `cpu-x`: pass/);
    });
  },
);
