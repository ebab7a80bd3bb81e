import { crossCheck, describeCrossResult } from '../../src/domain/tier/cross-check.js';
import type { ParsedCase } from '../../src/domain/tier/model.js';
import { TierConfigSchema } from '../../src/schemas/tier-config.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { harnessScript, junitXml, kinds, passing, runIn, workspace, writeConfig, type CaseSpec } from './fixtures.js';

/** Harnesses that must agree, and two reports of one harness run: reconciled, never summed. */

afterAll(removeTempDirs);

/** pytest-json-report's shape for the given tests (nodeids `tests/test_mod.py::name`). */
function pytestJson(tests: { name: string; outcome: 'passed' | 'failed' | 'skipped' }[]): string {
  const summary: Record<string, number> = { total: tests.length, collected: tests.length };
  for (const t of tests) summary[t.outcome] = (summary[t.outcome] ?? 0) + 1;
  return JSON.stringify({
    created: 1718000000,
    duration: 1,
    exitcode: tests.some((t) => t.outcome === 'failed') ? 1 : 0,
    root: '/work',
    summary,
    tests: tests.map((t) => ({
      nodeid: `tests/test_mod.py::${t.name}`,
      lineno: 1,
      outcome: t.outcome,
      call: {
        outcome: t.outcome,
        ...(t.outcome === 'failed'
          ? { crash: { message: 'AssertionError: boom' }, longrepr: 'E AssertionError: boom' }
          : {}),
      },
    })),
  });
}

const three: CaseSpec[] = passing(3);
const fiveJson = [
  ...three.map((c) => ({ name: c.name, outcome: 'passed' as const })),
  { name: 'test_extra_1', outcome: 'passed' as const },
  { name: 'test_extra_2', outcome: 'failed' as const },
];

describe('cross-harness reconciliation', () => {
  it('raises cross-harness-mismatch naming a sample and a count when two harnesses disagree', async () => {
    const dir = await workspace({
      'a.sh': harnessScript({
        path: 'out/a.xml',
        report: junitXml([...three, { name: 'test_gpu', state: 'skipped', message: 'no GPU' }]),
        exit: 0,
      }),
      'b.sh': harnessScript({ path: 'out/b.xml', report: junitXml([...three, { name: 'test_gpu' }]), exit: 0 }),
    });
    const config = await writeConfig(dir, {
      L2: {
        harnesses: [
          { name: 'a', run: './a.sh', results: [{ format: 'junit', path: 'out/a.xml' }] },
          { name: 'b', run: './b.sh', results: [{ format: 'junit', path: 'out/b.xml' }] },
        ],
        crossCheck: [['a', 'b']],
      },
    });
    const { result } = await runIn(dir, config, { tier: 'L2' });
    expect(kinds(result)).toEqual(['cross-harness-mismatch']);
    const anomaly = result.anomalies[0]!;
    expect(anomaly).toMatchObject({
      harness: 'a+b',
      count: 1,
      sample: ['tests.test_mod::test_gpu'],
      severity: 'error',
    });
    expect(anomaly.detail).toMatch(
      /a and b disagree on 1 of 4 tests: 1 with different outcomes; e\.g\. tests\.test_mod::test_gpu \(skip in a, pass in b\)/,
    );
    expect(result.verdict).toBe('infra-fail');
  });

  it('stays quiet when the two agree, across formats (JUnit and pytest-json IDs of one test)', async () => {
    const dir = await workspace({
      'a.sh': harnessScript({ path: 'out/a.xml', report: junitXml(three), exit: 0 }),
      'b.sh': harnessScript({
        path: 'out/b.json',
        report: pytestJson(three.map((c) => ({ name: c.name, outcome: 'passed' }))),
        exit: 0,
      }),
    });
    const config = await writeConfig(dir, {
      L2: {
        harnesses: [
          { name: 'a', run: './a.sh', results: [{ format: 'junit', path: 'out/a.xml' }] },
          { name: 'b', run: './b.sh', results: [{ format: 'pytest-json', path: 'out/b.json' }] },
        ],
        crossCheck: [['a', 'b']],
      },
    });
    const { result, logger } = await runIn(dir, config, { tier: 'L2' });
    expect(result.anomalies).toEqual([]);
    expect(logger.messages('info')).toContain('cross-check a ↔ b: 3 tests agree');
  });

  it('reconciles two reports of one harness run instead of summing them (3 + 5 is not 8)', async () => {
    const script = [
      '#!/usr/bin/env bash',
      'mkdir -p out',
      `cat > out/h.xml <<'EOF'\n${junitXml(three)}EOF`,
      `cat > out/h.json <<'EOF'\n${pytestJson(fiveJson)}\nEOF`,
      'exit 1',
    ].join('\n');
    const dir = await workspace({ 'h.sh': `${script}\n` });
    const config = await writeConfig(dir, {
      L1: {
        harnesses: [
          {
            name: 'h',
            run: './h.sh',
            results: [
              { format: 'junit', path: 'out/h.xml' },
              { format: 'pytest-json', path: 'out/h.json' },
            ],
          },
        ],
      },
    });
    const { result } = await runIn(dir, config);
    expect(result.harnesses[0]!.tests.total).toBe(3);
    const mismatch = result.anomalies.find((a) => a.kind === 'cross-harness-mismatch')!;
    expect(mismatch).toMatchObject({ harness: 'h', count: 2 });
    expect(mismatch.sample).toEqual(['tests/test_mod.py::test_extra_1', 'tests/test_mod.py::test_extra_2']);
    expect(mismatch.detail).toMatch(
      /^two reports of one run: out\/h\.xml and out\/h\.json disagree on 2 of 5 tests: 2 ran only in out\/h\.json/,
    );
  });

  it('validates crossCheck names in the schema', () => {
    const bad = TierConfigSchema.safeParse({
      tiers: {
        L1: {
          harnesses: [{ name: 'a', run: 'x', results: [{ format: 'junit', path: 'a.xml' }] }],
          crossCheck: [['a', 'zz']],
        },
      },
    });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error!.issues)).toMatch(/no harness 'zz' in this tier/);
  });

  it('compares two 1,000-test sides by comparable ID and caps the sample', () => {
    const side = (n: number, fail: (i: number) => boolean): ParsedCase[] =>
      Array.from({ length: n }, (_, i) => ({
        id: `tests.test_mod::t${i}`,
        state: fail(i) ? 'failed' : 'passed',
        flaky: false,
      }));
    const r = crossCheck(
      { name: 'x', cases: side(1000, () => false) },
      { name: 'y', cases: side(990, (i) => i % 100 === 0) },
    );
    expect(r).toMatchObject({ compared: 1000, missingFromB: 10, missingFromA: 0, outcomeDiffers: 10 });
    expect(r.sample).toHaveLength(20);
    expect(describeCrossResult(r)).toMatch(
      /disagree on 20 of 1000 tests: 10 ran only in x, 10 with different outcomes; .*… 15 more$/,
    );
  });
});
