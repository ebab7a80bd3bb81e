import { copyFile, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { identifyById, type ReportCases } from '../../src/domain/tier/identity.js';

const identifyCases = (reports: readonly ReportCases[]) => [...identifyById(reports).values()];
import { parseReport } from '../../src/domain/tier/parse-report.js';
import { parseJUnit } from '../../src/domain/tier/junit-parser.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { harnessScript, junitXml, kinds, runIn, workspace, writeConfig, writeFiles } from './fixtures.js';

/**
 * Test identity and declared-count reconciliation on files the real producers wrote (test/tier/reports/README.md):
 * no test is lost by merging, and a producer's legitimate way of counting gives the right verdict, not infra-fail.
 */

const REPORTS = join(dirname(fileURLToPath(import.meta.url)), 'reports');
const report = (name: string) => readFile(join(REPORTS, name), 'utf8');

afterAll(removeTempDirs);

/** A workspace whose harness copies a real report file into place, prints `output`, exits `exit`. */
async function realReportRun(
  file: string,
  options: { format?: string; exit: number; output?: string; extra?: Record<string, unknown> },
) {
  const dir = await workspace({});
  await copyFile(join(REPORTS, file), join(dir, 'fixture'));
  await writeFiles(dir, {
    'h.sh': `#!/usr/bin/env bash\nmkdir -p out && cp fixture out/report\n${options.output ? `cat <<'EOF'\n${options.output}\nEOF\n` : ''}exit ${options.exit}\n`,
  });
  const config = await writeConfig(dir, {
    L1: {
      harnesses: [
        {
          name: 'h',
          run: './h.sh',
          results: [{ format: options.format ?? 'junit', path: 'out/report' }],
          ...options.extra,
        },
      ],
    },
  });
  return runIn(dir, config);
}

describe('test identity', () => {
  it('keeps jest tests with the same title in different files apart (4 tests, 1 failure, not 2 and 1)', async () => {
    const parsed = parseJUnit(await report('jest-same-titles.xml'), 'jest.xml');
    const tests = identifyCases([{ path: 'jest.xml', cases: parsed.cases }]);
    expect(tests).toHaveLength(4);
    expect(tests.filter((t) => t.state === 'failed').map((t) => t.id)).toEqual(['render works::render works #2']);
    expect(new Set(tests.map((t) => t.id)).size).toBe(4);

    const { result } = await realReportRun('jest-same-titles.xml', { exit: 1 });
    expect(result.harnesses[0]!.tests).toMatchObject({ total: 4, passed: 3, failed: 1 });
    expect(result.verdict).toBe('fail');
    expect(result.anomalies).toEqual([]);
  });

  it('counts entries of one identity in one suite as tests, or as attempts when the harness says so', () => {
    const xml = `<testsuites>
      <testsuite name="s1"><testcase classname="c" name="t"><failure message="boom"/></testcase><testcase classname="c" name="t"/></testsuite>
      <testsuite name="s2"><testcase classname="c" name="t"><failure message="boom"/></testcase><testcase classname="c" name="t"><failure message="boom"/></testcase></testsuite>
    </testsuites>`;
    const cases = parseJUnit(xml, 'r.xml').cases;
    // Default: a jest file with two same-titled tests in one describe is two tests, none lost.
    const stats = { repeatedIds: 0, mergedEntries: 0 };
    const separate = [...identifyById([{ path: 'r.xml', cases }], 'tests', stats).values()];
    expect(separate.map((t) => [t.id, t.state])).toEqual([
      ['s1::c::t', 'failed'],
      ['s1::c::t #2', 'passed'],
      ['s2::c::t', 'failed'],
      ['s2::c::t #2', 'failed'],
    ]);
    expect(stats).toEqual({ repeatedIds: 2, mergedEntries: 0 });
    // Retries written as repeated entries (pytest-rerunfailures 16.6.1+): attempts of one test, flaky when they differ.
    const merged = { repeatedIds: 0, mergedEntries: 0 };
    const tests = [...identifyById([{ path: 'r.xml', cases }], 'attempts', merged).values()];
    expect(tests.map((t) => [t.id, t.state, t.flaky, t.attempts])).toEqual([
      ['s1::c::t', 'passed', true, 2],
      ['s2::c::t', 'failed', false, 2],
    ]);
    expect(merged).toEqual({ repeatedIds: 2, mergedEntries: 2 });
    // Same identity in two report files (shards): two tests, qualified by the file.
    const two = identifyCases([
      {
        path: 'shard-1.xml',
        cases: parseJUnit('<testsuite name="s"><testcase classname="c" name="t"/></testsuite>', 'a').cases,
      },
      {
        path: 'shard-2.xml',
        cases: parseJUnit('<testsuite name="s"><testcase classname="c" name="t"/></testsuite>', 'b').cases,
      },
    ]);
    expect(two.map((t) => t.id)).toEqual(['shard-1.xml::c::t', 'shard-2.xml::c::t']);
  });
});

describe('repeated IDs in one suite through a real run', () => {
  // jest-junit's shape: one suite per file, two tests titled "works" in one describe, the second failing.
  const repeatedXml = `<testsuites><testsuite name="render" tests="3"><testcase classname="render works" name="render works"/><testcase classname="render works" name="render works"><failure>boom</failure></testcase><testcase classname="render other" name="render other"/></testsuite></testsuites>`;

  async function runWith(exit: number, extra: Record<string, unknown>) {
    const dir = await workspace({
      'h.sh': `#!/usr/bin/env bash\nmkdir -p out\ncat > out/r.xml <<'EOF'\n${repeatedXml}\nEOF\nexit ${exit}\n`,
    });
    const config = await writeConfig(dir, {
      L1: { harnesses: [{ name: 'h', run: './h.sh', results: [{ format: 'junit', path: 'out/r.xml' }], ...extra }] },
    });
    return (await runIn(dir, config)).result;
  }

  it('counts every entry and says so in a note (no test lost, the failure fails the verdict)', async () => {
    const result = await runWith(1, {});
    expect(result.harnesses[0]!.tests).toMatchObject({ total: 3, passed: 2, failed: 1 });
    expect(result.verdict).toBe('fail');
    expect(result.anomalies).toEqual([]);
    expect(result.harnesses[0]!.notes).toEqual([expect.stringMatching(/1 test ID\(s\) repeat inside one suite/)]);
  });

  it('folds them as attempts only when configured, and raises a merged-by-id warning', async () => {
    // A runner whose retry passed exits 0.
    const result = await runWith(0, { 'repeated-ids': 'attempts' });
    expect(result.harnesses[0]!.tests).toMatchObject({ total: 2, passed: 1, flaky: 1 });
    expect(kinds(result)).toEqual(['merged-by-id']);
    expect(result.anomalies[0]).toMatchObject({ severity: 'warning', count: 1 });
    expect(result.verdict).toBe('pass');
  });
});

describe('declared counts against parsed cases', () => {
  it('calls a suite that declares more tests than it holds lost tests (infra-fail)', async () => {
    const dir = await workspace({
      'h.sh': harnessScript({
        path: 'out/h.xml',
        report: junitXml([{ name: 'a' }, { name: 'b' }], { tests: 5 }),
        exit: 0,
      }),
    });
    const { result } = await runIn(
      dir,
      await writeConfig(dir, {
        L1: { harnesses: [{ name: 'h', run: './h.sh', results: [{ format: 'junit', path: 'out/h.xml' }] }] },
      }),
    );
    expect(kinds(result)).toEqual(['count-mismatch']);
    expect(result.anomalies[0]!.detail).toMatch(/declares 5 tests but contains 2 test cases/);
    expect(result.verdict).toBe('infra-fail');
  });

  it('recognises pytest subtests: tests=10 for 4 cases is how pytest counts, the verdict is fail', async () => {
    const parsed = parseJUnit(await report('pytest-subtests.xml'), 'sub.xml');
    expect(parsed.inconsistencies).toEqual([]);
    expect(parsed.explained).toEqual([
      expect.stringMatching(/declares 10 tests but contains 4 test cases: pytest counts each subtest/),
    ]);
    const { result } = await realReportRun('pytest-subtests.xml', {
      exit: 1,
      output: await report('pytest-subtests.log'),
    });
    expect(result.anomalies).toEqual([]);
    expect(result.verdict).toBe('fail');
    expect(result.failures.map((f) => f.id).sort()).toEqual([
      'tests.test_kernels::test_broken',
      'tests.test_kernels::test_dtypes',
    ]);
    expect(result.harnesses[0]!.notes).toEqual([expect.stringMatching(/pytest counts each subtest/)]);
    // pytest's own count line ("3 failed, 2 passed, 5 subtests passed") agrees once subtests are understood.
    const counted = await realReportRun('pytest-subtests.xml', {
      exit: 1,
      output: await report('pytest-subtests.log'),
      extra: { 'log-count': 'pytest' },
    });
    expect(counted.result.anomalies).toEqual([]);
    expect(counted.result.harnesses[0]!.countLine).toMatchObject({ passed: 2, failed: 3 });
  });

  it('recognises Nette Tester counting failures in errors=', async () => {
    const parsed = parseJUnit(await report('nette-tester.xml'), 'nette.xml');
    expect(parsed.inconsistencies).toEqual([]);
    expect(parsed.explained).toEqual([
      expect.stringMatching(/declares 1 errors but its test cases have 0: Nette Tester/),
    ]);
    const { result } = await realReportRun('nette-tester.xml', { exit: 1 });
    expect(result.verdict).toBe('fail');
    expect(result.harnesses[0]!.tests).toMatchObject({ total: 4, passed: 2, failed: 1, skipped: 1 });
  });

  it('reads jest "Test suite failed to run" as one erroring test of that file: fail, not infra-fail', async () => {
    const { result } = await realReportRun('jest-suite-failed-to-run.xml', { exit: 1 });
    expect(result.anomalies).toEqual([]);
    expect(result.verdict).toBe('fail');
    expect(result.harnesses[0]!.tests).toMatchObject({ total: 5, passed: 3, failed: 1, errors: 1 });
    expect(result.failures.map((f) => [f.id, f.state])).toContainEqual([
      'Test suite failed to run::src/broken.test.js',
      'error',
    ]);
  });

  it('still fires on the suite-level lie when no producer explains it', () => {
    const xml = `<testsuites><testsuite name="pytest" tests="3" failures="0"><testcase classname="t" name="a"/></testsuite></testsuites>`;
    expect(parseJUnit(xml, 'x.xml').inconsistencies).toEqual([
      "suite 'pytest' declares 3 tests but contains 1 test cases",
    ]);
  });
});

describe('formats compiler forks use', () => {
  it('reads lit --xunit-xml-output and lit -o JSON of one run into the same tests', async () => {
    const xunit = parseReport('lit-xunit', await report('lit-xunit.xml'), 'lit.xml');
    const json = parseReport('lit-json', await report('lit-results.out'), 'lit.json');
    const view = (r: typeof xunit) => r.cases.map((c) => [c.id, c.state]).sort();
    expect(view(json)).toEqual([
      ['Triton::Conversion/known_bad.mlir', 'passed'],
      ['Triton::Conversion/tritongpu_to_llvm.mlir', 'failed'],
      ['Triton::Conversion/wgmma.mlir', 'skipped'],
      ['Triton::combine.mlir', 'passed'],
    ]);
    expect(view(xunit)).toEqual(view(json));
    expect(json.cases.find((c) => c.state === 'failed')!.message).toBe('error: expected op');
  });

  it('reads CTest --output-junit with the test name as ID, disabled and skipped as skips', async () => {
    const r = parseReport('ctest-junit', await report('ctest-junit.xml'), 'ctest.xml');
    expect(r.cases.map((c) => [c.id, c.state])).toEqual([
      ['passes', 'passed'],
      ['fails', 'failed'],
      ['skipped', 'skipped'],
      ['disabled_one', 'skipped'],
    ]);
    expect(r.inconsistencies).toEqual([]);
    expect(r.cases[1]!.details).toMatch(/error: mismatch in kernel output/);
  });

  it('keeps an unknown format a missing-report anomaly: a lit JSON read as pytest-json is refused', async () => {
    const { result } = await realReportRun('lit-results.out', { format: 'pytest-json', exit: 1 });
    expect(kinds(result)).toContain('missing-report');
    expect(result.verdict).toBe('infra-fail');
  });
});

describe('quarantine', () => {
  it('keeps running a quarantined test and reports its failure without gating the verdict', async () => {
    const cases = [
      { name: 'test_ok' },
      { name: 'test_flaky_net', state: 'failed' as const, message: 'AssertionError: timing' },
    ];
    const dir = await workspace({ 'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(cases), exit: 1 }) });
    const harness = { name: 'h', run: './h.sh', results: [{ format: 'junit', path: 'out/h.xml' }] };
    const config = await writeConfig(dir, {
      L1: { harnesses: [harness], quarantine: ['tests.test_mod::test_flaky_*'] },
    });
    const { result } = await runIn(dir, config);
    expect(result.verdict).toBe('pass');
    expect(result.failures).toEqual([
      expect.objectContaining({ id: 'tests.test_mod::test_flaky_net', quarantined: true }),
    ]);
    expect(result.harnesses[0]!.quarantined).toEqual(['tests.test_mod::test_flaky_net']);
    // Without the quarantine the same run fails.
    const strict = await writeConfig(dir, { L1: { harnesses: [harness] } });
    expect((await runIn(dir, strict)).result.verdict).toBe('fail');
  });
});
