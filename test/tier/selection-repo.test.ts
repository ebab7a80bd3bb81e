import { join } from 'node:path';
import { stringify } from 'yaml';
import { ConfigurationError } from '../../src/shared/errors.js';
import { buildScenario, type FileEdits } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { junitXml, passing, runIn } from './fixtures.js';

/** L1 selection from a real git diff (scenario repositories), with its fallbacks. */

afterAll(removeTempDirs);

const okScript = `#!/usr/bin/env bash
mkdir -p "$(dirname "$1")"
cat > "$1" <<'REPORT'
${junitXml(passing(3)).trim()}
REPORT
`;

const harness = (name: string, select?: string[]) => ({
  name,
  run: `bash scripts/ok.sh out/${name}.xml`,
  results: [{ format: 'junit', path: `out/${name}.xml` }],
  ...(select ? { select } : {}),
});

const config = {
  tiers: {
    L1: {
      harnesses: [
        harness('lit', ['lib/**', 'include/**', 'test/**']),
        harness('pytest', ['python/**', '!python/docs/**']),
        harness('docs', ['docs/**']),
        harness('smoke'),
      ],
    },
    L2: { harnesses: [harness('bench')] },
  },
};

const base: FileEdits = {
  'tier.yml': stringify(config),
  'scripts/ok.sh': okScript,
  'lib/Dialect/ops.cc': 'int x;\n',
  'python/triton/language.py': 'x = 1\n',
  'python/docs/guide.md': 'guide\n',
  'docs/index.md': 'docs\n',
  '.github/workflows/ci.yml': 'on: push\n',
};

async function scenario(files: FileEdits) {
  return buildScenario({ base, steps: [{ id: 'change', on: 'fork', files }] });
}

async function l1(dir: string, changedFrom: string, tier: 'L1' | 'L2' = 'L1') {
  return runIn(dir, join(dir, 'tier.yml'), { tier, changedFrom });
}

const names = (entries: { name: string }[]) => entries.map((e) => e.name);

describe('L1 selection on a real diff', () => {
  it('runs only the harnesses whose globs match a changed path, and says why', async () => {
    const s = await scenario({ 'python/triton/language.py': 'x = 2\n' });
    const { result } = await l1(s.dir, s.baseSha);
    expect(result.selection).toMatchObject({ mode: 'diff', changedFrom: s.baseSha, changedPaths: 1 });
    expect(names(result.selected)).toEqual(['pytest', 'smoke']);
    expect(result.selected[0]).toEqual({
      name: 'pytest',
      reason: '1 changed path match python/**, !python/docs/**',
      matchedPaths: ['python/triton/language.py'],
    });
    expect(result.selected[1]!.reason).toBe('no select patterns: always runs');
    expect(result.notSelected.map((n) => [n.name, n.reason])).toEqual([
      ['lit', 'no changed path matches lib/**, include/**, test/**'],
      ['docs', 'no changed path matches docs/**'],
    ]);
    // Only the selected harnesses ran.
    expect(names(result.harnesses)).toEqual(['pytest', 'smoke']);
    expect(result.verdict).toBe('pass');
  });

  it('honours exclusions and sees both sides of a rename', async () => {
    const s = await scenario({ 'python/docs/guide.md': 'changed\n' });
    expect(names((await l1(s.dir, s.baseSha)).result.selected)).toEqual(['smoke']);

    const moved = await scenario({ 'docs/index.md': null, 'include/index.h': 'docs\n' });
    expect(names((await l1(moved.dir, moved.baseSha)).result.selected)).toEqual(['lit', 'docs', 'smoke']);
  });

  it('runs everything when the tier config changes', async () => {
    const s = await scenario({ 'tier.yml': `${stringify(config)}# tweak\n` });
    const { result } = await l1(s.dir, s.baseSha);
    expect(result.selection.reason).toBe('the tier config tier.yml changed: every harness runs');
    expect(names(result.selected)).toEqual(['lit', 'pytest', 'docs', 'smoke']);
  });

  it('runs everything when a workflow file changes', async () => {
    const s = await scenario({ '.github/workflows/ci.yml': 'on: [push, pull_request]\n' });
    const { result } = await l1(s.dir, 'upstream');
    expect(result.selection.reason).toBe('.github/workflows/ci.yml changed (run-all-on): every harness runs');
    expect(result.notSelected).toEqual([]);
  });

  it('runs everything, with a warning, when the diff cannot be computed', async () => {
    const s = await scenario({ 'docs/index.md': 'x\n' });
    const { result, logger } = await l1(s.dir, 'origin/does-not-exist');
    expect(result.selection.mode).toBe('fallback-all');
    expect(result.selection.reason).toMatch(
      /^the diff from 'origin\/does-not-exist' could not be computed \(git diff failed/,
    );
    expect(names(result.selected)).toEqual(['lit', 'pytest', 'docs', 'smoke']);
    expect(logger.messages('warning').join('\n')).toMatch(/could not be computed/);
  });

  it('selects only the always-run harnesses for an empty diff', async () => {
    const s = await scenario({});
    const { result } = await l1(s.dir, 'HEAD');
    expect(names(result.selected)).toEqual(['smoke']);
  });

  it('refuses a ref that git would read as an option', async () => {
    const s = await scenario({ 'docs/index.md': 'x\n' });
    const error = await l1(s.dir, '--output=/tmp/pwned').catch((e: unknown) => e);
    expect(error instanceof ConfigurationError).toBe(true);
    expect((error as Error).message).toMatch(/--changed-from: '--output=\/tmp\/pwned' is not a valid git revision/);
  });

  it('runs every harness of L2 and L3, whatever the diff', async () => {
    const s = await scenario({ 'docs/index.md': 'x\n' });
    const { result } = await l1(s.dir, s.baseSha, 'L2');
    expect(result.selection).toMatchObject({
      mode: 'all',
      reason: 'L2 runs every harness (--changed-from is only used by L1)',
    });
    expect(names(result.harnesses)).toEqual(['bench']);
  });
});
