import { Command, CommanderError } from 'commander';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from '../../src/actions/compare-bench/run.js';
import type { ActionIO } from '../../src/actions/runtime.js';
import { registerCompareBenchCommand } from '../../src/cli/commands/compare-bench.js';
import { EXIT, type CliContext } from '../../src/cli/context.js';
import { generateDemoBenchResults } from '../../src/demo/demo-bench-data.js';
import { CompareBenchResultSchema } from '../../src/schemas/bench.js';
import { ConfigurationError, errorMessage } from '../../src/shared/errors.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { FakeCache } from './fake-cache.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

/**
 * The CLI and the action feed one options parser: the same bad input is refused by both with the same message (only
 * the option's name differs: `compare-bench --x` / `input 'x'`), and the same good input gives the same settings.
 */

afterAll(removeTempDirs);

async function cli(...args: string[]): Promise<{ code: number; stdout: string; error: string }> {
  let stdout = '';
  const ctx: CliContext = { stdout: (t) => (stdout += t), logger: new RecordingLogger(), exitCode: EXIT.ok };
  const program = new Command('upstream-ingest')
    .exitOverride()
    .configureOutput({ writeOut: () => {}, writeErr: () => {} });
  registerCompareBenchCommand(program, ctx);
  try {
    await program.parseAsync(args, { from: 'user' });
    return { code: ctx.exitCode, stdout, error: '' };
  } catch (error) {
    if (error instanceof CommanderError) return { code: EXIT.usage, stdout, error: error.message };
    if (error instanceof ConfigurationError) return { code: EXIT.usage, stdout, error: errorMessage(error) };
    throw error;
  }
}

async function action(
  inputs: Record<string, string>,
  workdir: string,
): Promise<{ failures: string[]; outputs: Record<string, string> }> {
  const failures: string[] = [];
  const outputs: Record<string, string> = {};
  const io: ActionIO = {
    input: (name) => inputs[name] ?? '',
    setOutput: (name, value) => {
      outputs[name] = value;
    },
    appendSummary: async () => {},
    setSecret: () => {},
    fail: (message) => failures.push(message),
    logger: new RecordingLogger(),
    env: { RUNNER_TEMP: workdir },
  };
  await run(io, { cache: new FakeCache(workdir), workdir, createClient: () => ({}) as never });
  return { failures, outputs };
}

/** The message with the face's naming of options made the same: `input 'x'` → `--x`, `compare-bench ` dropped. */
const sameNaming = (message: string) =>
  message
    .replace(/^compare-bench /, '')
    .replace(/ \(got '[^']*'\)$/, '')
    .replace(/input '([a-z-]+)'/g, '--$1')
    .replace(/'([a-z][a-z-]*)'/g, '--$1');

let dir: string;

beforeAll(async () => {
  dir = await makeTempDir('ui-cb-faces-');
  const demo = generateDemoBenchResults(7);
  await mkdir(join(dir, 'runs'));
  await writeFile(join(dir, 'runs', 'base-1.json'), JSON.stringify(demo.baseline));
  await writeFile(join(dir, 'runs', 'base-2.json'), JSON.stringify(generateDemoBenchResults(8).baseline));
  await writeFile(join(dir, 'cand.json'), JSON.stringify(demo.candidate));
  await writeFile(join(dir, 'up-base.json'), JSON.stringify(demo.upstreamBaseline));
});

describe('compare-bench options: one parser behind both faces', () => {
  it('refuses upstream-baseline without upstream-candidate with the same message in the CLI and the action', async () => {
    const base = join(dir, 'runs', 'base-1.json');
    const cand = join(dir, 'cand.json');
    const up = join(dir, 'up-base.json');
    const viaCli = await cli('compare-bench', '--baseline', base, '--candidate', cand, '--upstream-baseline', up);
    const viaAction = await action({ baseline: base, candidate: cand, 'upstream-baseline': up, comment: 'false' }, dir);
    expect(viaCli.code).toBe(EXIT.usage);
    expect(viaCli.error).toBe(
      'compare-bench --upstream-baseline: give both or neither (--upstream-candidate is empty)',
    );
    expect(viaAction.failures).toHaveLength(1);
    expect(viaAction.failures[0]).toMatch(/^input 'upstream-baseline': give both or neither/);
    expect(sameNaming(viaAction.failures[0]!)).toBe(sameNaming(viaCli.error));
  });

  it.each([
    ['min-effect', '5%', /expected a number between 0 and 1/],
    ['max-undecided', '1.5', /expected a share between 0 and 1/],
    ['alpha', '0', /expected a number in \(0, 0\.5\]/],
    ['utest', 'fast', /expected exact\|normal/],
    ['allow-env-mismatch', 'gpu;driver', /expected 'true', 'false' or KEY/],
  ])('refuses %s %s with the same message in both faces', async (name, value, expected) => {
    const base = join(dir, 'runs', 'base-1.json');
    const cand = join(dir, 'cand.json');
    const viaCli = await cli('compare-bench', '--baseline', base, '--candidate', cand, `--${name}`, value);
    const viaAction = await action({ baseline: base, candidate: cand, [name]: value, comment: 'false' }, dir);
    expect(viaCli.error).toMatch(new RegExp(`^compare-bench --${name}: `));
    expect(viaCli.error).toMatch(expected);
    expect(viaAction.failures).toEqual([expect.stringMatching(new RegExp(`^input '${name}': .*\\(got '`))]);
    expect(sameNaming(viaAction.failures[0]!)).toBe(sameNaming(viaCli.error));
  });

  it('expands a baseline glob the same way in both faces and compares the same files', async () => {
    const cand = join(dir, 'cand.json');
    const glob = join(dir, 'runs', '*.json');
    const viaCli = await cli('compare-bench', '--baseline', glob, '--candidate', cand, '--json', '--fail-on', 'never');
    expect(viaCli.code).toBe(EXIT.ok);
    const fromCli = CompareBenchResultSchema.parse(JSON.parse(viaCli.stdout));
    const viaAction = await action(
      { baseline: 'runs/*.json', candidate: cand, comment: 'false', 'fail-on': 'never' },
      dir,
    );
    expect(viaAction.failures).toEqual([]);
    const fromAction = CompareBenchResultSchema.parse(JSON.parse(viaAction.outputs['json']!));
    expect(fromCli.inputs.baseline.map((f) => f.file)).toEqual([
      join(dir, 'runs', 'base-1.json'),
      join(dir, 'runs', 'base-2.json'),
    ]);
    expect(fromAction.inputs.baseline).toEqual(fromCli.inputs.baseline);
    expect(fromAction.benchmarks).toEqual(fromCli.benchmarks);
    const none = await cli('compare-bench', '--baseline', join(dir, 'nothing', '*.json'), '--candidate', cand);
    expect(none.error).toMatch(/^compare-bench --baseline: no file matches/);
  });
});
