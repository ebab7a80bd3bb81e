import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { INPUT_ALIASES, inputs, readActionInputs, readActionInputsExpanded } from '../../src/actions/runtime.js';
import { expandFileGlobs } from '../../src/adapters/files/file-globs.js';
import { RecordingActionIO } from '../helpers/action-io.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

async function benchDir(): Promise<string> {
  const dir = await makeTempDir('ux-globs-');
  await mkdir(join(dir, 'bench', 'baseline', 'nested'), { recursive: true });
  for (const f of ['b.json', 'a.json', 'notes.txt', 'nested/c.json'])
    await writeFile(join(dir, 'bench', 'baseline', f), '{}');
  return dir;
}

describe('inputs.files()', () => {
  it('expands globs in the suite glob syntax: *, **, !excludes, everything under a directory, plain paths as given', async () => {
    const cwd = await benchDir();
    const io = new RecordingActionIO(
      {
        baseline: 'bench/baseline/*.json',
        all: 'bench/**/*.json\n!**/nested/**',
        dir: 'bench/baseline/nested/**',
        plain: 'x.json',
      },
      {},
    );
    const got = await readActionInputsExpanded(
      io,
      { baseline: inputs.files(), all: inputs.files(), dir: inputs.files(), plain: inputs.files() },
      { cwd },
    );
    expect(got.baseline).toEqual(['bench/baseline/a.json', 'bench/baseline/b.json']);
    expect(got.all).toEqual(['bench/baseline/a.json', 'bench/baseline/b.json']);
    expect(got.dir).toEqual(['bench/baseline/nested/c.json']);
    expect(got.plain).toEqual(['x.json']);
  });

  it('fails in one line naming the input and the pattern that matched nothing', async () => {
    const cwd = await benchDir();
    const io = new RecordingActionIO({ baseline: 'bench/baseline/*.json\nbench/nope/*.json' }, {});
    const { baseline } = readActionInputs(io, { baseline: inputs.files() });
    await expect(baseline.expand({ cwd })).rejects.toThrow(
      /^input 'baseline': no file matches 'bench\/nope\/\*\.json'/,
    );
    const required = new RecordingActionIO({}, {});
    expect(() => readActionInputs(required, { candidate: inputs.files({ required: true }) })).toThrow(
      /input 'candidate': expected at least one file or glob/,
    );
    await expect(expandFileGlobs(['*.nothing'], { source: '--results', cwd })).rejects.toThrow(
      /^--results: no file matches/,
    );
  });
});

describe('input aliases', () => {
  it('reads a deprecated name with a warning, whichever name the action asks for', () => {
    const io = new RecordingActionIO({ 'github-token': 'ghs_old', repo: 'fork' }, {});
    const got = readActionInputs(io, { token: inputs.string(), path: inputs.string() });
    expect(got).toEqual({ token: 'ghs_old', path: 'fork' });
    expect(io.logger.messages('warning')).toEqual([
      "input 'github-token' is deprecated and will be removed in the next major version: use 'token'",
      "input 'repo' is deprecated and will be removed in the next major version: use 'path'",
    ]);
    const asked = readActionInputs(new RecordingActionIO({ path: 'clone' }, {}), { repo: inputs.string() });
    expect(asked).toEqual({ repo: 'clone' });
  });

  it('a deprecated name given explicitly wins over the new name and says so; errors name the input used', () => {
    const io = new RecordingActionIO({ 'upstream-repo': 'triton-lang/triton', 'upstream-repository': 'a/b' }, {});
    expect(readActionInputs(io, { 'upstream-repository': inputs.string() })).toEqual({
      'upstream-repository': 'triton-lang/triton',
    });
    expect(io.logger.messages('warning')[0]).toMatch(/'upstream-repo' wins over 'upstream-repository'/);
    const bad = new RecordingActionIO({ upstream: '', 'upstream-ref': '' }, {});
    expect(() => readActionInputs(bad, { 'upstream-ref': inputs.string() })).toThrow(/^input 'upstream-ref'/);
    expect(() => readActionInputs(new RecordingActionIO({ repo: 'x' }, {}), { path: inputs.number() })).toThrow(
      /^input 'repo': expected a number/,
    );
  });
});

describe('action.yml and the aliases agree', () => {
  it('every deprecated name an action declares has its current name, a deprecationMessage and no default', async () => {
    let checked = 0;
    for (const action of await readdir('actions')) {
      const meta = parse(await readFile(join('actions', action, 'action.yml'), 'utf8')) as {
        inputs: Record<string, { default?: string; deprecationMessage?: string }>;
      };
      for (const [current, olds] of Object.entries(INPUT_ALIASES)) {
        for (const old of olds) {
          const spec = meta.inputs[old];
          if (!spec) continue;
          checked++;
          expect({ action, current, declared: current in meta.inputs }).toEqual({ action, current, declared: true });
          expect(spec.default).toBeUndefined();
          expect(spec.deprecationMessage).toContain(`\`${current}\``);
        }
      }
    }
    expect(checked).toBe(5);
  });
});
