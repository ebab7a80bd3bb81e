import { z } from 'zod';
import { compareCountLine, findCountLine } from '../../src/domain/tier/count-lines.js';
import { matchesGlob, pathMatcher } from '../../src/shared/glob.js';
import { expectedHardware, nvidiaRows, parseRocmSmi } from '../../src/domain/tier/hardware.js';
import { allowedMissing } from '../../src/domain/tier/inventory.js';
import { parseJUnit } from '../../src/domain/tier/junit-parser.js';
import { renderJUnitXml } from '../../src/domain/tier/junit-writer.js';
import { renderTierMarkdown } from '../../src/domain/tier/summary-markdown.js';
import { sanitizeSummary } from '../../src/domain/tier/summarizer.js';
import { normalizeTestId, testIdFromParts } from '../../src/domain/tier/test-id.js';
import { TierConfigSchema } from '../../src/schemas/tier-config.js';
import { TierResultSchema, type TierResult } from '../../src/schemas/tier-result.js';

describe('stable test IDs', () => {
  it('normalises lit separators and spacing', () => {
    expect(normalizeTestId('Triton :: Conversion/tritongpu_to_llvm.mlir')).toBe(
      'Triton::Conversion/tritongpu_to_llvm.mlir',
    );
    expect(normalizeTestId('  Triton::  Conversion/a.mlir ')).toBe('Triton::Conversion/a.mlir');
  });

  it('strips addresses and temp paths from parametrisation, keeps real parameters', () => {
    const a = testIdFromParts('test_cache', 'test_hook[<function hook at 0x7f3a2c1d0e50>]');
    const b = testIdFromParts('test_cache', 'test_hook[<function hook at 0x7f0011223344>]');
    expect(a).toBe(b);
    expect(a).toBe('test_cache::test_hook[<function hook at 0x?>]');
    expect(testIdFromParts('t', 'test_dump[/tmp/pytest-of-ci/pytest-41/test_dump0/out.ttir]')).toBe(
      't::test_dump[<tmp>]',
    );
    expect(testIdFromParts('t', 'test_dot[32-64-fp16]')).not.toBe(testIdFromParts('t', 'test_dot[64-64-fp16]'));
  });

  it('caps very long parametrisations with a hash that still tells them apart', () => {
    const long1 = testIdFromParts('t', `test_shape[${'1x'.repeat(200)}A]`);
    const long2 = testIdFromParts('t', `test_shape[${'1x'.repeat(200)}B]`);
    expect(long1.length).toBeLessThan(140);
    expect(long1).not.toBe(long2);
    expect(long1).toMatch(/…#[0-9a-f]{12}\]$/);
  });
});

describe('globs', () => {
  it.each([
    ['lib/Dialect/ops.cc', 'lib/**', true],
    ['lib', 'lib/**', false],
    ['python/a/b/c.py', '**/*.py', true],
    ['c.py', '**/*.py', true],
    ['python/a.pyc', '**/*.py', false],
    ['include/triton/x.h', 'include/*/x.h', true],
    ['include/a/b/x.h', 'include/*/x.h', false],
    ['test/Conversion/a.mlir', 'test/**/*.{mlir,ll}', true],
    ['test/a.ll', 'test/**/*.{mlir,ll}', true],
    ['third_party/amd/lib/x.cpp', 'third_party/[an]*/**', true],
    ['third_party/proton/x', 'third_party/[!p]*/**', false],
    ['a.b', 'a?b', true],
    ['a/b', 'a?b', false],
  ])('%s vs %s → %s', (path, pattern, expected) => {
    expect(matchesGlob(path, pattern, { anchored: true })).toBe(expected);
  });

  it('applies exclusions', () => {
    expect(pathMatcher(['python/**', '!python/docs/**'])('python/docs/x.md')).toBe(false);
    expect(pathMatcher(['python/**', '!python/docs/**'])('python/x.py')).toBe(true);
    expect(pathMatcher(['!y'])('x')).toBe(false);
  });
});

describe('count lines', () => {
  it('reads pytest summary lines, with and without decoration', () => {
    const out =
      'collected 15 items\n...\n\x1b[31m==== 3 failed, 10 passed, 2 skipped, 4 warnings in 1.23s ====\x1b[0m\n';
    expect(findCountLine('pytest', out)).toEqual({
      tool: 'pytest',
      line: '==== 3 failed, 10 passed, 2 skipped, 4 warnings in 1.23s ====',
      passed: 10,
      failed: 3,
      skipped: 2,
      errors: 0,
      total: 15,
    });
    expect(findCountLine('pytest', '5 passed, 1 xfailed, 2 errors in 0.50s\n')).toMatchObject({
      passed: 5,
      skipped: 1,
      errors: 2,
    });
    expect(findCountLine('pytest', '=== no tests ran in 0.01s ===')).toMatchObject({ total: 0 });
    expect(findCountLine('pytest', 'PASSED tests/test_x.py::test_a\n')).toBeUndefined();
  });

  it('reads new and old lit summaries', () => {
    const modern =
      'Testing Time: 12.30s\n\nTotal Discovered Tests: 12\n  Unsupported:  2 (16.67%)\n  Passed     : 10 (83.33%)\n';
    expect(findCountLine('lit', modern)).toMatchObject({ total: 12, passed: 10, skipped: 2, failed: 0 });
    const old = 'Testing Time: 3.21s\n  Expected Passes    : 40\n  Unsupported Tests  : 3\n  Unexpected Failures: 2\n';
    expect(findCountLine('lit', old)).toMatchObject({ total: 45, passed: 40, skipped: 3, failed: 2 });
  });

  it('reads Google Test summaries', () => {
    const out =
      '[==========] 12 tests from 3 test suites ran. (5 ms total)\n[  PASSED  ] 10 tests.\n[  SKIPPED ] 1 test, listed below:\n[  SKIPPED ] A.b\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] A.c\n';
    expect(findCountLine('gtest', out)).toMatchObject({ total: 12, passed: 10, skipped: 1, failed: 1 });
  });

  it('tolerates a pytest teardown error folded into its test, not a different run', () => {
    const line = findCountLine('pytest', '1 failed, 4 passed, 1 error in 1s')!;
    expect(compareCountLine(line, { passed: 4, failed: 0, skipped: 0, errors: 1 })).toEqual([]);
    expect(compareCountLine(line, { passed: 4, failed: 1, skipped: 0, errors: 0 })).toEqual([]);
    expect(compareCountLine(line, { passed: 9, failed: 1, skipped: 0, errors: 0 })).toHaveLength(1);
  });
});

describe('inventory tolerance', () => {
  it('is a count or a percentage of the previous inventory', () => {
    expect(allowedMissing(3, 1000)).toBe(3);
    expect(allowedMissing('2%', 1000)).toBe(20);
    expect(allowedMissing('2.5%', 99)).toBe(2);
  });
});

describe('hardware', () => {
  it('infers the vendor from label tokens when no rules are configured', () => {
    const vendors = (label: string) => expectedHardware(label, undefined).map((e) => e.vendor);
    expect(vendors('nvidia-h100')).toEqual(['nvidia']);
    expect(vendors('linux-gcp-h100')).toEqual(['nvidia']);
    expect(vendors('nvidia-dgx-b200')).toEqual(['nvidia']);
    expect(vendors('amd-gfx950')).toEqual(['amd']);
    expect(vendors('self-hosted,gfx90a')).toEqual(['amd']);
    expect(vendors('linux-fb-triton-mi350-1')).toEqual(['amd']);
    expect(vendors('linux-amd64')).toEqual([]);
    expect(vendors('ubuntu-latest')).toEqual([]);
  });

  it('reads nvidia-smi and rocm-smi output', () => {
    expect(nvidiaRows('NVIDIA H100 80GB HBM3, 550.54\nNVIDIA H100 80GB HBM3, 550.54\n')).toEqual([
      { name: 'NVIDIA H100 80GB HBM3', driver: '550.54' },
      { name: 'NVIDIA H100 80GB HBM3', driver: '550.54' },
    ]);
    expect(nvidiaRows('No devices were found\n')).toEqual([]);
    const smi = [
      '============================ ROCm System Management Interface ============================',
      'GPU[0]\t\t: Card Series: \t\tAMD Instinct MI300X OAM',
      'GPU[0]\t\t: GFX Version: \t\tgfx942',
      'GPU[1]\t\t: Card Series: \t\tAMD Instinct MI300X OAM',
      'GPU[1]\t\t: GFX Version: \t\tgfx942',
    ].join('\n');
    expect(parseRocmSmi(smi)).toEqual(['AMD Instinct MI300X OAM (gfx942)', 'AMD Instinct MI300X OAM (gfx942)']);
  });
});

function sampleResult(overrides: Partial<TierResult> = {}): TierResult {
  return {
    schemaVersion: 1,
    generatedAt: '2026-01-01T00:00:00.000Z',
    tier: 'L1',
    runnerLabel: 'nvidia-h100',
    verdict: 'fail',
    verdictReason: '1 failing test',
    selection: { mode: 'diff', reason: '2 paths changed', changedFrom: 'abc', changedPaths: 2 },
    selected: [{ name: 'pytest', reason: '1 changed path match python/**', matchedPaths: ['python/x.py'] }],
    notSelected: [{ name: 'lit', reason: 'no changed path matches lib/**', matchedPaths: [] }],
    harnesses: [
      {
        name: 'pytest',
        exitCode: 1,
        signal: null,
        timedOut: false,
        durationMs: 1200,
        tests: { total: 3, passed: 1, failed: 1, skipped: 0, errors: 0, flaky: 1 },
        anomalies: [],
        reports: [{ path: 'out/py.xml', format: 'junit', status: 'ok', cases: 3 }],
        countLine: null,
        retry: null,
        outputTail: 'E   RuntimeError: boom\n::error::x',
        outputBytes: 30,
      },
    ],
    anomalies: [
      { kind: 'skip-rate', detail: 'every one of the 3 tests was skipped', severity: 'warning', harness: 'pytest' },
    ],
    failures: [
      {
        id: 'tests::test_x[@octocat #12 <img src=x>]',
        harness: 'pytest',
        class: 'code',
        classReason: 'default',
        state: 'failed',
        message: '::set-output name=x::y @maintainers see #1',
        cluster: 'abcdef0123',
      },
    ],
    failuresOmitted: 0,
    flaky: [{ id: 'tests::test_flaky', harness: 'pytest', message: 'timeout' }],
    clusters: [
      {
        id: 'abcdef0123',
        signature: '::set-output name=x::y @maintainers see #1',
        class: 'code',
        classReason: 'default',
        count: 1,
        harnesses: ['pytest'],
        tests: ['tests::test_x[@octocat #12 <img src=x>]'],
        example: '```\n@octocat ::error::boom\n```',
      },
    ],
    hardware: null,
    inventory: { path: null, updated: [] },
    summary: null,
    ...overrides,
  };
}

describe('job summary markdown', () => {
  it('puts anomalies first and neutralises upstream text (mentions, references, HTML, workflow commands, fences)', () => {
    const md = renderTierMarkdown(sampleResult());
    expect(md.indexOf('### Anomalies')).toBeLessThan(md.indexOf('### Harnesses'));
    expect(md.indexOf('### Harnesses')).toBeLessThan(md.indexOf('### Failure clusters'));
    expect(md).not.toMatch(/@octocat|@maintainers/);
    expect(md).not.toContain('<img');
    expect(md).not.toMatch(/(^|[^`])::set-output/);
    expect(md).not.toMatch(/[^#]#12\b/);
    // The example's own fence cannot close the block it is shown in.
    expect(md).toMatch(/````text\n```\n@\u200boctocat :\u200b:error:\u200b:boom\n```\n````/);
    expect(md).toContain('| pytest | 1 | 3 | 1 | 1 | 0 | 0 | 1 | — |');
    expect(md).toContain('- ✖ lit: no changed path matches lib/\\*\\*');
    // The failed harness's output is shown, fenced, its workflow commands broken.
    expect(md).toContain(
      '<details><summary>pytest</summary>\n\n```text\nE   RuntimeError: boom\n:\u200b:error:\u200b:x\n```',
    );
  });
});

describe('summariser output', () => {
  const known = new Set(['tests::test_dot[fp16]', 'abcdef0123']);

  it('keeps citations of existing tests and clusters, removes invented ones', () => {
    const out = sanitizeSummary(
      'Cluster `abcdef0123` breaks `tests::test_dot[fp16]` and tests::test_dot[fp16]; also `tests::test_invented` and tests::made_up.',
      known,
      1000,
    );
    expect(out.text).toBe(
      'Cluster `abcdef0123` breaks `tests::test_dot[fp16]` and tests::test_dot[fp16]; also [unknown test] and [unknown test].',
    );
    expect(out.removed).toEqual(['tests::test_invented', 'tests::made_up']);
  });

  it('caps the length and strips control characters', () => {
    const out = sanitizeSummary(`\x1b[31mred\x1b[0m ${'word '.repeat(500)}`, known, 200);
    expect(out.text.length).toBeLessThanOrEqual(200);
    expect(out.text.startsWith('red word')).toBe(true);
    expect(out.text.endsWith('…')).toBe(true);
  });
});

describe('--junit-out', () => {
  it('writes every test and blocking anomalies as JUnit that our own parser reads back consistently', () => {
    const result = sampleResult().harnesses[0]!;
    const xml = renderJUnitXml(
      'L1',
      [
        {
          result: {
            ...result,
            anomalies: [{ kind: 'no-tests', detail: 'x < 3 & "y"', severity: 'error', harness: 'pytest' }],
          },
          cases: [
            { id: 'tests::ok', state: 'passed', flaky: false },
            {
              id: 'tests::bad[<a>&"b"]',
              state: 'failed',
              flaky: false,
              message: 'boom \u0001 & <x>',
              details: 'trace\nline',
            },
            { id: 'tests::flaky', state: 'passed', flaky: true, message: 'timeout' },
            { id: 'tests::skip', state: 'skipped', flaky: false, message: 'no GPU' },
          ],
        },
      ],
      [],
    );
    const back = parseJUnit(xml, 'out.xml');
    expect(back.inconsistencies).toEqual([]);
    expect(back.cases.map((c) => [c.id, c.state, c.flaky])).toEqual([
      ['pytest.tests::ok', 'passed', false],
      ['pytest.tests::bad[<a>&"b"]', 'failed', false],
      ['pytest.tests::flaky', 'passed', true],
      ['pytest.tests::skip', 'skipped', false],
      ['upstream-ingest.anomalies::pytest: no-tests #1', 'error', false],
    ]);
    expect(back.cases[1]!.message).toBe('boom  & <x>');
  });
});

describe('schemas', () => {
  it('convert to JSON Schema (output) and validate real values', () => {
    expect(() => z.toJSONSchema(TierResultSchema, { io: 'output', target: 'draft-2020-12' })).not.toThrow();
    expect(() => z.toJSONSchema(TierConfigSchema, { io: 'input', target: 'draft-2020-12' })).not.toThrow();
    expect(() => z.toJSONSchema(TierConfigSchema, { io: 'output', target: 'draft-2020-12' })).not.toThrow();
    expect(TierResultSchema.parse(sampleResult())).toBeTruthy();
  });

  it('refuses a results path that leaves the workspace, duplicate harness names and bad patterns', () => {
    const harness = { name: 'h', run: 'x', results: [{ format: 'junit', path: '../outside.xml' }] };
    const issues = (config: unknown) =>
      TierConfigSchema.safeParse(config).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ tiers: { L1: { harnesses: [harness] } } })).toEqual([
      "tiers.L1.harnesses.0.results.0.path: expected a path inside the repository (no '..')",
    ]);
    expect(
      issues({ tiers: { L1: { harnesses: [{ ...harness, results: [{ format: 'junit', path: '/etc/passwd' }] }] } } }),
    ).toEqual(['tiers.L1.harnesses.0.results.0.path: expected a path relative to the repository']);
    const ok = { ...harness, results: [{ format: 'junit', path: 'a.xml' }] };
    expect(issues({ tiers: { L1: { harnesses: [ok, ok] } } })).toEqual([
      "tiers.L1.harnesses.1.name: duplicate harness name 'h'",
    ]);
    expect(issues({ tiers: { L1: { harnesses: [ok] } }, classification: { infra: ['(unclosed'] } })).toEqual([
      'classification.infra.0: expected a valid regular expression',
    ]);
    expect(issues({ tiers: {} })).toEqual(['tiers: expected at least one of L1, L2, L3']);
  });
});
