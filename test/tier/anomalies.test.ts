import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { createGpuProber } from '../../src/adapters/process/hardware-probe.js';
import { TierResultSchema } from '../../src/schemas/tier-result.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import {
  harnessScript,
  junitXml,
  kinds,
  oneHarness,
  passing,
  runIn,
  workspace,
  writeConfig,
  writeFiles,
  type CaseSpec,
} from './fixtures.js';

/**
 * Every anomaly kind, made to fire and kept quiet, with real harness processes: bash scripts that write real report
 * files, print real runner count lines and exit with chosen codes.
 */

afterAll(removeTempDirs);

const REPORT = 'out/h.xml';

async function runHarness(
  script: string,
  harness: Record<string, unknown> = {},
  options: Parameters<typeof runIn>[2] & {
    tierExtra?: Record<string, unknown>;
    configExtra?: Record<string, unknown>;
  } = {},
) {
  const dir = await workspace({ 'h.sh': script });
  const config = await writeConfig(dir, { L1: { ...oneHarness(harness), ...options.tierExtra } }, options.configExtra);
  const { result, logger } = await runIn(dir, config, options);
  // Whatever happened, the output is a valid TierResult.
  expect(TierResultSchema.safeParse(result).success).toBe(true);
  return { result, logger, dir, config };
}

const failing: CaseSpec = { name: 'test_bad', state: 'failed', message: 'AssertionError: assert 1 == 2' };

describe('missing-report', () => {
  it('fires when the harness wrote no file, and says so', async () => {
    const { result } = await runHarness(harnessScript({ output: 'all good\n', exit: 0 }));
    expect(kinds(result)).toEqual(['missing-report']);
    expect(result.anomalies[0]!.detail).toMatch(/out\/h\.xml: no such file/);
    expect(result.verdict).toBe('infra-fail');
  });

  it('fires on an empty file and on a file that is not a report', async () => {
    const empty = await runHarness(`#!/bin/bash\nmkdir -p out && : > ${REPORT}\n`);
    expect(kinds(empty.result)).toContain('missing-report');
    expect(empty.result.harnesses[0]!.reports[0]!.status).toBe('empty');

    const garbage = await runHarness(
      harnessScript({ path: REPORT, report: '<html><body>502 Bad Gateway</body></html>', exit: 0 }),
    );
    expect(garbage.result.harnesses[0]!.reports[0]!.status).toBe('invalid');
    expect(garbage.result.anomalies[0]!.detail).toMatch(/not a JUnit report: the root element is <html>/);

    const truncated = await runHarness(
      harnessScript({ path: REPORT, report: junitXml(passing(3)).slice(0, 200), exit: 0 }),
    );
    expect(truncated.result.anomalies[0]!.detail).toMatch(/not well-formed XML/);
    expect(truncated.result.verdict).toBe('infra-fail');
  });

  it('fires on a report carrying an entity bomb, which is refused unexpanded', async () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE t [<!ENTITY l0 "lol">${lol}]>\n<testsuite name="&l9;"><testcase name="&l9;"/></testsuite>`;
    const { result } = await runHarness(harnessScript({ path: REPORT, report: bomb, exit: 0 }));
    expect(result.harnesses[0]!.reports[0]).toMatchObject({ status: 'invalid', cases: 0 });
    expect(result.anomalies[0]!.detail).toBe(
      'out/h.xml: refused: the XML contains a <!DOCTYPE> declaration (entity expansion is not allowed)',
    );
  });

  it('fires on a report left over from an earlier run (stale)', async () => {
    // The harness writes nothing this time; an old report sits at the path.
    const dir = await workspace({ 'h.sh': harnessScript({ exit: 0 }), [REPORT]: junitXml(passing(5)) });
    const old = new Date(Date.now() - 3600_000);
    await utimes(join(dir, REPORT), old, old);
    const { result } = await runIn(dir, await writeConfig(dir, { L1: oneHarness() }));
    expect(result.harnesses[0]!.reports[0]!.status).toBe('stale');
    expect(kinds(result)).toEqual(['missing-report']);
  });

  it('stays quiet when the harness writes its report', async () => {
    const { result } = await runHarness(harnessScript({ path: REPORT, report: junitXml(passing(5)), exit: 0 }));
    expect(result.anomalies).toEqual([]);
    expect(result.verdict).toBe('pass');
    expect(result.harnesses[0]!.tests).toEqual({ total: 5, passed: 5, failed: 0, skipped: 0, errors: 0, flaky: 0 });
  });
});

describe('no-tests', () => {
  it('fires when nothing was executed', async () => {
    const { result } = await runHarness(
      harnessScript({
        path: REPORT,
        report: junitXml([]),
        output: '============ no tests ran in 0.01s ============\n',
        exit: 0,
      }),
    );
    expect(kinds(result)).toEqual(['no-tests']);
    expect(result.verdict).toBe('infra-fail');
  });

  it('fires when fewer than min-tests ran, and when every test was skipped', async () => {
    const few = await runHarness(harnessScript({ path: REPORT, report: junitXml(passing(10)), exit: 0 }), {
      'min-tests': 100,
    });
    expect(kinds(few.result)).toEqual(['no-tests']);
    expect(few.result.anomalies[0]!.detail).toBe('10 tests executed, fewer than min-tests 100');

    const skipped = passing(4).map((c) => ({ ...c, state: 'skipped' as const, message: 'requires CUDA' }));
    const allSkipped = await runHarness(harnessScript({ path: REPORT, report: junitXml(skipped), exit: 0 }));
    expect(kinds(allSkipped.result)).toContain('no-tests');
  });

  it('stays quiet at exactly min-tests', async () => {
    const { result } = await runHarness(harnessScript({ path: REPORT, report: junitXml(passing(10)), exit: 0 }), {
      'min-tests': 10,
    });
    expect(kinds(result)).toEqual([]);
  });
});

describe('exit-code-mismatch', () => {
  it('fires when the harness exits 0 with failures in its report', async () => {
    const { result } = await runHarness(
      harnessScript({ path: REPORT, report: junitXml([...passing(3), failing]), exit: 0 }),
    );
    expect(kinds(result)).toEqual(['exit-code-mismatch']);
    expect(result.anomalies[0]!.detail).toBe('the harness exited with 0 but its report has 1 failing test');
    expect(result.verdict).toBe('infra-fail');
  });

  it('fires when the harness exits non-zero although every test passed', async () => {
    const { result } = await runHarness(
      harnessScript({
        path: REPORT,
        report: junitXml(passing(3)),
        output: 'OSError: [Errno 28] No space left on device\n',
        exit: 1,
      }),
    );
    expect(kinds(result)).toEqual(['exit-code-mismatch']);
    expect(result.anomalies[0]!.detail).toMatch(
      /exited with 1 but every test in its report passed.*output shows disk-full/,
    );
  });

  it('stays quiet when the exit code agrees with the report (either way)', async () => {
    const red = await runHarness(harnessScript({ path: REPORT, report: junitXml([...passing(3), failing]), exit: 1 }));
    expect(kinds(red.result)).toEqual([]);
    expect(red.result.verdict).toBe('fail');
    const green = await runHarness(harnessScript({ path: REPORT, report: junitXml(passing(3)), exit: 0 }));
    expect(kinds(green.result)).toEqual([]);
  });

  it('reports a killed harness (timeout) that wrote nothing', async () => {
    const { result } = await runHarness('#!/usr/bin/env bash\nsleep 30\n', { 'timeout-minutes': 0.01 });
    expect(result.harnesses[0]!.timedOut).toBe(true);
    expect(kinds(result).sort()).toEqual(['exit-code-mismatch', 'missing-report']);
    expect(result.anomalies.find((a) => a.kind === 'exit-code-mismatch')!.detail).toMatch(/timed out and was killed/);
  });
});

describe('count-mismatch', () => {
  const tenPassTwoSkipThreeFail: CaseSpec[] = [
    ...passing(10),
    { name: 'test_skip_a', state: 'skipped', message: 'no GPU' },
    { name: 'test_skip_b', state: 'skipped', message: 'no GPU' },
    { ...failing, name: 'test_f1' },
    { ...failing, name: 'test_f2' },
    { ...failing, name: 'test_f3' },
  ];
  const pytestLine = '========== 3 failed, 10 passed, 2 skipped in 1.23s ==========\n';

  it('stays quiet when the pytest count line agrees with the report', async () => {
    const { result } = await runHarness(
      harnessScript({ path: REPORT, report: junitXml(tenPassTwoSkipThreeFail), output: pytestLine, exit: 1 }),
      {
        'log-count': 'pytest',
      },
    );
    expect(kinds(result)).toEqual([]);
    expect(result.harnesses[0]!.countLine).toMatchObject({ tool: 'pytest', passed: 10, failed: 3, skipped: 2 });
    expect(result.verdict).toBe('fail');
  });

  it('fires when the pytest count line disagrees (the report came from another invocation)', async () => {
    const { result } = await runHarness(
      harnessScript({ path: REPORT, report: junitXml(passing(10)), output: pytestLine, exit: 1 }),
      {
        'log-count': 'pytest',
      },
    );
    expect(kinds(result)).toContain('count-mismatch');
    expect(result.anomalies.map((a) => a.detail).join('\n')).toMatch(/pytest reported 3 failing but the report has 0/);
  });

  it('fires when there is no count line at all', async () => {
    const { result } = await runHarness(
      harnessScript({ path: REPORT, report: junitXml(passing(10)), output: 'done\n', exit: 0 }),
      {
        'log-count': 'pytest',
      },
    );
    expect(result.anomalies).toEqual([
      expect.objectContaining({ kind: 'count-mismatch', detail: expect.stringMatching(/no pytest count line/) }),
    ]);
  });

  it('reconciles lit summaries: quiet when they agree, fires when they do not', async () => {
    const litCases: CaseSpec[] = [
      ...Array.from({ length: 10 }, (_, i) => ({ classname: 'Triton.Conversion', name: `case${i}.mlir` })),
      {
        classname: 'Triton.Conversion',
        name: 'amd.mlir',
        state: 'skipped' as const,
        message: 'Unsupported configuration',
      },
      { classname: 'Triton.Triton', name: 'top.mlir', state: 'skipped' as const, message: 'Unsupported configuration' },
    ];
    const litOut =
      'Testing Time: 4.12s\n\nTotal Discovered Tests: 12\n  Unsupported:  2 (16.67%)\n  Passed     : 10 (83.33%)\n';
    const ok = await runHarness(harnessScript({ path: REPORT, report: junitXml(litCases), output: litOut, exit: 0 }), {
      'log-count': 'lit',
    });
    expect(kinds(ok.result)).toEqual([]);
    expect(ok.result.harnesses[0]!.countLine).toMatchObject({ tool: 'lit', total: 12, passed: 10, skipped: 2 });

    const lying =
      litOut
        .replace('Passed     : 10', 'Passed     : 9')
        .replace('Total Discovered Tests: 12', 'Total Discovered Tests: 13') + '  Failed     :  1 (7.69%)\n';
    const bad = await runHarness(harnessScript({ path: REPORT, report: junitXml(litCases), output: lying, exit: 1 }), {
      'log-count': 'lit',
    });
    expect(kinds(bad.result)).toContain('count-mismatch');
  });

  it('fires when the report contradicts itself (suite counters vs test cases)', async () => {
    const { result } = await runHarness(
      harnessScript({ path: REPORT, report: junitXml(passing(10), { tests: 12 }), exit: 0 }),
    );
    expect(result.anomalies).toEqual([
      expect.objectContaining({
        kind: 'count-mismatch',
        detail: "out/h.xml: suite 'pytest' declares 12 tests but contains 10 test cases",
      }),
    ]);
  });

  it('only warns when configured as a warning', async () => {
    const { result } = await runHarness(
      harnessScript({ path: REPORT, report: junitXml(passing(10), { tests: 12 }), exit: 0 }),
      {
        warn: ['count-mismatch'],
      },
    );
    expect(result.anomalies[0]).toMatchObject({ kind: 'count-mismatch', severity: 'warning' });
    expect(result.verdict).toBe('pass');
  });
});

describe('inventory-drop and skip-rate (against the last inventory)', () => {
  async function twoRuns(first: CaseSpec[], second: CaseSpec[], harness: Record<string, unknown> = {}) {
    const dir = await workspace({ 'h.sh': harnessScript({ path: REPORT, report: junitXml(first), exit: 0 }) });
    const config = await writeConfig(dir, { L1: oneHarness(harness) });
    const inventoryPath = join(dir, 'inventory.json');
    const one = await runIn(dir, config, { inventoryPath, runnerLabel: 'cpu-large' });
    await writeFiles(dir, { 'h.sh': harnessScript({ path: REPORT, report: junitXml(second), exit: 0 }) });
    const two = await runIn(dir, config, { inventoryPath, runnerLabel: 'cpu-large' });
    return { dir, config, inventoryPath, first: one.result, second: two.result };
  }

  it('fires when tests vanish since the last inventory, listing them; and keeps firing until fixed', async () => {
    const all = passing(10);
    const { first, second, dir, config, inventoryPath } = await twoRuns(all, all.slice(0, 7));
    expect(first.anomalies).toEqual([]);
    expect(first.inventory.updated).toEqual(['h']);
    const drop = second.anomalies.find((a) => a.kind === 'inventory-drop')!;
    expect(drop.detail).toMatch(/^3 of the 10 tests in the last inventory/);
    expect(drop.missing).toEqual([
      'tests.test_mod::test_ok_7',
      'tests.test_mod::test_ok_8',
      'tests.test_mod::test_ok_9',
    ]);
    expect(second.verdict).toBe('infra-fail');
    // The failing run did not become the baseline: the next run with the same drop still fires.
    expect(second.inventory.updated).toEqual([]);
    const third = await runIn(dir, config, { inventoryPath, runnerLabel: 'cpu-large' });
    expect(kinds(third.result)).toContain('inventory-drop');
  });

  it('stays quiet when the same (or more) tests run, or the drop is within tolerance', async () => {
    const all = passing(10);
    const same = await twoRuns(all, [...all, { name: 'test_new' }]);
    expect(same.second.anomalies).toEqual([]);
    const tolerated = await twoRuns(all, all.slice(0, 8), { 'inventory-tolerance': '20%' });
    expect(tolerated.second.anomalies).toEqual([]);
  });

  it('keeps inventories apart per runner label', async () => {
    const all = passing(10);
    const { dir, config, inventoryPath } = await twoRuns(all, all);
    await writeFiles(dir, { 'h.sh': harnessScript({ path: REPORT, report: junitXml(all.slice(0, 2)), exit: 0 }) });
    const other = await runIn(dir, config, { inventoryPath, runnerLabel: 'another-label' });
    expect(kinds(other.result)).not.toContain('inventory-drop');
  });

  it('fires skip-rate when the skipped fraction jumps (an is_hip-style skip applied everywhere)', async () => {
    const all = passing(10);
    const later = all.map((c, i) => (i < 6 ? { ...c, state: 'skipped' as const, message: 'skipped on HIP' } : c));
    const { second } = await twoRuns(all, later);
    const skip = second.anomalies.find((a) => a.kind === 'skip-rate')!;
    expect(skip.detail).toMatch(/rose from 0\.0% \(0 of 10\) to 60\.0% \(6 of 10\)/);
    expect(kinds(second)).not.toContain('inventory-drop');
  });

  it('fires skip-rate when every test was skipped, even without an inventory', async () => {
    const skipped = passing(3).map((c) => ({ ...c, state: 'skipped' as const }));
    const { result } = await runHarness(harnessScript({ path: REPORT, report: junitXml(skipped), exit: 0 }), {
      'min-tests': 0,
    });
    expect(result.anomalies).toEqual([
      expect.objectContaining({ kind: 'skip-rate', detail: 'every one of the 3 tests was skipped' }),
    ]);
  });

  it('keeps skip-rate quiet when the fraction is steady', async () => {
    const some = passing(10).map((c, i) => (i === 0 ? { ...c, state: 'skipped' as const } : c));
    const { second } = await twoRuns(some, some);
    expect(second.anomalies).toEqual([]);
  });
});

describe('hardware-mismatch', () => {
  async function fakeTools(tools: Record<string, string>): Promise<string> {
    const bin = await workspace(Object.fromEntries(Object.entries(tools).map(([name, body]) => [`${name}.sh`, body])));
    // The probes call the tools by name: give them the names without .sh.
    const { rename } = await import('node:fs/promises');
    for (const name of Object.keys(tools)) await rename(join(bin, `${name}.sh`), join(bin, name));
    return bin;
  }
  const proberOn = (bin: string) => createGpuProber({ env: { ...process.env, PATH: bin } });
  const green = harnessScript({ path: REPORT, report: junitXml(passing(3)), exit: 0 });
  const smi = (names: string[]) => `#!/bin/bash\nprintf '%s\\n' ${names.map((n) => `'${n}'`).join(' ')}\n`;

  it('fires when the label promises an NVIDIA GPU and nvidia-smi is not installed', async () => {
    const bin = await fakeTools({});
    const { result } = await runHarness(green, {}, { runnerLabel: 'nvidia-h100', deps: { probeGpus: proberOn(bin) } });
    expect(result.anomalies).toEqual([
      expect.objectContaining({
        kind: 'hardware-mismatch',
        detail: expect.stringMatching(/nvidia-smi is not installed/),
      }),
    ]);
    expect(result.verdict).toBe('infra-fail');
  });

  it('fires when the GPU model does not match the label (a mislabelled runner)', async () => {
    const bin = await fakeTools({ 'nvidia-smi': smi(['NVIDIA A100-SXM4-80GB']) });
    const { result } = await runHarness(
      green,
      {},
      {
        runnerLabel: 'nvidia-h100',
        deps: { probeGpus: proberOn(bin) },
        configExtra: { hardware: [{ label: 'nvidia-h100', vendor: 'nvidia', model: 'H100' }] },
      },
    );
    expect(result.anomalies[0]!.detail).toMatch(
      /expects an NVIDIA GPU matching \/H100\/, but nvidia-smi lists 1 GPU: NVIDIA A100-SXM4-80GB/,
    );
    expect(result.hardware!.found[0]!.gpus).toEqual(['NVIDIA A100-SXM4-80GB']);
  });

  it('fires when an AMD label finds neither rocminfo nor rocm-smi', async () => {
    const { result } = await runHarness(
      green,
      {},
      { runnerLabel: 'linux-fb-triton-mi350-1', deps: { probeGpus: proberOn(await fakeTools({})) } },
    );
    expect(kinds(result)).toEqual(['hardware-mismatch']);
    expect(result.anomalies[0]!.detail).toMatch(/rocminfo is not installed.*rocm-smi is not installed/);
  });

  it('stays quiet when the machine has what the label says', async () => {
    const nvidia = await fakeTools({ 'nvidia-smi': smi(['NVIDIA H100 80GB HBM3', 'NVIDIA H100 80GB HBM3']) });
    const ok = await runHarness(
      green,
      {},
      {
        runnerLabel: 'nvidia-h100',
        deps: { probeGpus: proberOn(nvidia) },
        configExtra: { hardware: [{ label: 'nvidia-*', vendor: 'nvidia', model: 'H100', 'min-gpus': 2 }] },
      },
    );
    expect(ok.result.anomalies).toEqual([]);

    const rocminfo = [
      '*******',
      'Agent 1',
      '*******',
      '  Name:                    AMD EPYC 9654 96-Core Processor',
      '  Device Type:             CPU',
      '*******',
      'Agent 2',
      '*******',
      '  Name:                    gfx942',
      '  Marketing Name:          AMD Instinct MI300X',
      '  Device Type:             GPU',
    ].join('\n');
    // PATH holds only the fake tools, so they use bash builtins (printf) alone.
    const amd = await fakeTools({ rocminfo: smi(rocminfo.split('\n')) });
    const amdOk = await runHarness(green, {}, { runnerLabel: 'amd-gfx942', deps: { probeGpus: proberOn(amd) } });
    expect(amdOk.result.anomalies).toEqual([]);
    expect(amdOk.result.hardware!.found[0]!.gpus).toEqual(['AMD Instinct MI300X (gfx942)']);
  });

  it('falls back to rocm-smi when rocminfo is not installed', async () => {
    const bin = await fakeTools({
      'rocm-smi': smi(['GPU[0]\t\t: Card Series: \t\tAMD Instinct MI250X', 'GPU[0]\t\t: GFX Version: \t\tgfx90a']),
    });
    const { result } = await runHarness(
      green,
      {},
      { runnerLabel: 'self-hosted,gfx90a', deps: { probeGpus: proberOn(bin) } },
    );
    expect(result.anomalies).toEqual([]);
    expect(result.hardware!.found.map((f) => [f.tool, f.available, f.gpus])).toEqual([
      ['rocminfo', false, []],
      ['rocm-smi', true, ['AMD Instinct MI250X (gfx90a)']],
    ]);
  });

  it('expects nothing from a label that names no GPU (amd64 is not AMD)', async () => {
    const { result } = await runHarness(
      green,
      {},
      { runnerLabel: 'linux-amd64', deps: { probeGpus: proberOn(await fakeTools({})) } },
    );
    expect(result.anomalies).toEqual([]);
    expect(result.hardware).toBeNull();
  });
});
