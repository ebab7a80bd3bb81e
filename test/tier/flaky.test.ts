import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderTierMarkdown } from '../../src/domain/tier/summary-markdown.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import {
  harnessScript,
  junitXml,
  oneHarness,
  passing,
  runIn,
  workspace,
  writeConfig,
  type CaseSpec,
} from './fixtures.js';

/** Retries with real processes: a test that fails, then passes when re-run, is flaky — shown, never silently green. */

afterAll(removeTempDirs);

const timeout: CaseSpec = {
  name: 'test_allreduce[nccl-8]',
  state: 'failed',
  message: 'TimeoutError: rendezvous timed out after 300.0 seconds',
  details: 'E   TimeoutError: rendezvous timed out after 300.0 seconds',
};
const realBug: CaseSpec = {
  name: 'test_dot[fp16-128]',
  state: 'failed',
  message: 'AssertionError: Tensor-likes are not close!',
  details: 'E   AssertionError: Tensor-likes are not close!\nE   Mismatched elements: 12 / 16384 (0.1%)',
};

/** The retry writes what it was asked to re-run, then a report where `passNow` pass and the rest fail again. */
function retryScript(report: string): string {
  return `#!/usr/bin/env bash
set -eu
mkdir -p out
cp "$UPSTREAM_INGEST_RETRY_IDS" out/retried-ids.txt
cp "$UPSTREAM_INGEST_RETRY_JSON" out/retried.json
cat > out/h.xml <<'REPORT'
${report.trim()}
REPORT
exit 1
`;
}

describe('retries', () => {
  it('marks a test that passes on retry as flaky, keeps one that fails again as failed', async () => {
    const first = junitXml([...passing(5), timeout, realBug]);
    const again = junitXml([{ name: timeout.name }, realBug]);
    const dir = await workspace({
      'h.sh': harnessScript({
        path: 'out/h.xml',
        report: first,
        output: '===== 2 failed, 5 passed in 2.00s =====\n',
        exit: 1,
      }),
      'retry.sh': retryScript(again),
    });
    const config = await writeConfig(dir, { L1: oneHarness({ retry: { run: './retry.sh' }, 'log-count': 'pytest' }) });
    const { result } = await runIn(dir, config);

    // The retry was told exactly which tests failed, through files, with the raw names it needs to select them.
    expect((await readFile(join(dir, 'out/retried-ids.txt'), 'utf8')).trim().split('\n')).toEqual([
      'tests.test_mod::test_allreduce[nccl-8]',
      'tests.test_mod::test_dot[fp16-128]',
    ]);
    expect(JSON.parse(await readFile(join(dir, 'out/retried.json'), 'utf8'))).toContainEqual({
      id: 'tests.test_mod::test_dot[fp16-128]',
      classname: 'tests.test_mod',
      name: 'test_dot[fp16-128]',
      file: null,
    });

    const h = result.harnesses[0]!;
    expect(h.tests).toEqual({ total: 7, passed: 5, failed: 1, skipped: 0, errors: 0, flaky: 1 });
    expect(h.retry).toEqual({ exitCode: 1, rerun: 2, flaky: 1, stillFailing: 1 });
    expect(result.flaky).toEqual([
      { id: 'tests.test_mod::test_allreduce[nccl-8]', harness: 'h', message: timeout.message },
    ]);
    expect(result.failures.map((f) => f.id)).toEqual(['tests.test_mod::test_dot[fp16-128]']);
    expect(result.verdict).toBe('fail');
    // The count line describes the first run: it is reconciled with the first report, not the merged result.
    expect(result.anomalies).toEqual([]);
    expect(renderTierMarkdown(result)).toMatch(
      /### Flaky \(1\): failed, then passed on retry\n\n- h: tests\.test\\_mod:\u200b:test\\_allreduce\\\[nccl-8\\\]/,
    );
  });

  it('passes the tier when every failure was flaky, and says how many', async () => {
    const dir = await workspace({
      'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml([...passing(3), timeout]), exit: 1 }),
      'retry.sh': retryScript(junitXml([{ name: timeout.name }])),
    });
    const { result } = await runIn(dir, await writeConfig(dir, { L1: oneHarness({ retry: { run: './retry.sh' } }) }));
    expect(result.verdict).toBe('pass');
    expect(result.verdictReason).toBe('3 passed, 0 skipped (1 flaky)');
    expect(result.harnesses[0]!.tests.flaky).toBe(1);
    expect(result.harnesses[0]!.tests.passed).toBe(3);
  });

  it('does not retry a broken build (more failures than max-failures)', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...realBug, name: `test_${i}` }));
    const dir = await workspace({
      'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(many), exit: 1 }),
      'retry.sh': '#!/bin/bash\ntouch out/retry-ran\n',
    });
    const { result } = await runIn(
      dir,
      await writeConfig(dir, { L1: oneHarness({ retry: { run: './retry.sh', 'max-failures': 3 } }) }),
    );
    expect(result.harnesses[0]!.retry).toEqual({
      exitCode: null,
      rerun: 0,
      flaky: 0,
      stillFailing: 0,
      note: '5 failures exceed retry max-failures 3: not retried',
    });
    await expect(readFile(join(dir, 'out/retry-ran'))).rejects.toThrow();
    expect(result.failures).toHaveLength(5);
  });

  it('keeps the failure when the retry writes no report', async () => {
    const dir = await workspace({
      'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml([timeout]), exit: 1 }),
      'retry.sh': '#!/bin/bash\nexit 2\n',
    });
    const { result } = await runIn(dir, await writeConfig(dir, { L1: oneHarness({ retry: { run: './retry.sh' } }) }));
    // The first run's report is older than the retry: stale for the retry, never read as its result.
    expect(result.harnesses[0]!.retry!.note).toMatch(/^retry report unusable: out\/h\.xml: the file predates this run/);
    expect(result.failures.map((f) => f.id)).toEqual(['tests.test_mod::test_allreduce[nccl-8]']);
    expect(result.flaky).toEqual([]);
  });
});

describe('reruns recorded inside the report', () => {
  it('reads surefire flakyFailure as flaky and rerunFailure next to a failure as failed', async () => {
    const report = `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="com.example.NetTest" tests="3" failures="1" errors="0" skipped="0">
  <testcase classname="com.example.NetTest" name="fetchesIndex" time="1.2">
    <flakyFailure message="java.net.SocketTimeoutException: Read timed out" type="java.net.SocketTimeoutException">at NetTest.java:42</flakyFailure>
  </testcase>
  <testcase classname="com.example.NetTest" name="parses" time="0.1">
    <failure message="expected:&lt;3&gt; but was:&lt;4&gt;">at NetTest.java:57</failure>
    <rerunFailure message="expected:&lt;3&gt; but was:&lt;4&gt;">at NetTest.java:57</rerunFailure>
  </testcase>
  <testcase classname="com.example.NetTest" name="ok" time="0.1"/>
</testsuite>`;
    const dir = await workspace({ 'h.sh': harnessScript({ path: 'out/h.xml', report, exit: 1 }) });
    const { result } = await runIn(dir, await writeConfig(dir, { L1: oneHarness() }));
    expect(result.harnesses[0]!.tests).toEqual({ total: 3, passed: 1, failed: 1, skipped: 0, errors: 0, flaky: 1 });
    expect(result.flaky[0]).toEqual({
      id: 'com.example.NetTest::fetchesIndex',
      harness: 'h',
      message: 'java.net.SocketTimeoutException: Read timed out',
    });
    expect(result.failures[0]).toMatchObject({
      id: 'com.example.NetTest::parses',
      message: 'expected:<3> but was:<4>',
    });
    expect(result.anomalies).toEqual([]);
  });
});
