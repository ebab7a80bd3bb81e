import { spawn } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runHarnessScript } from '../../src/adapters/process/harness-runner.js';
import { readReports } from '../../src/adapters/process/report-files.js';
import { runProcess } from '../../src/adapters/process/run-process.js';
import { readInventory, writeInventory } from '../../src/adapters/files/tier-inventory.js';
import { ConfigurationError } from '../../src/shared/errors.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { harnessScript, junitXml, oneHarness, passing, runIn, workspace, writeConfig } from './fixtures.js';

afterAll(removeTempDirs);

/** Running (a killed process may linger as a zombie until something reaps it; that is not running). */
async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && !/^\d+ \(.*\) Z/.test(stat);
}

describe('running a harness process', () => {
  it('kills the whole process group on timeout, workers included', async () => {
    const dir = await makeTempDir();
    // The script starts a "worker" in the background, records its pid, then hangs.
    const result = await runHarnessScript({
      run: 'sleep 60 & echo $! > worker.pid; echo started; sleep 60',
      cwd: dir,
      env: {},
      timeoutMs: 300,
      killGraceMs: 200,
    });
    expect(result.timedOut).toBe(true);
    expect(result.exitCode).toBeNull();
    expect(result.outputTail).toContain('started');
    const worker = Number(await readFile(join(dir, 'worker.pid'), 'utf8'));
    // The group was killed: give the kernel a moment to reap.
    for (let i = 0; i < 50 && (await alive(worker)); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await alive(worker)).toBe(false);
  });

  it('returns when the harness exits even if a leftover child keeps the output open', async () => {
    const dir = await makeTempDir();
    const result = await runHarnessScript({
      run: '(sleep 30; echo late) & echo done; exit 3',
      cwd: dir,
      env: {},
      timeoutMs: 20_000,
    });
    expect(result.exitCode).toBe(3);
    expect(result.timedOut).toBe(false);
    expect(result.outputTail).toContain('done');
    expect(result.outputTail).not.toContain('late');
  });

  it('keeps only the tail of a huge output, and counts all of it', async () => {
    const result = await runProcess('bash', ['-c', 'head -c 3000000 /dev/zero | tr "\\0" x; echo; echo THE-END'], {
      cwd: process.cwd(),
      env: process.env,
      timeoutMs: 20_000,
      maxOutputBytes: 64 * 1024,
    });
    expect(result.exitCode).toBe(0);
    expect(result.outputBytes).toBe(3_000_000 + 1 + 8);
    expect(result.output.length).toBeLessThanOrEqual(64 * 1024);
    expect(result.truncated).toBe(true);
    expect(result.output.endsWith('THE-END\n')).toBe(true);
  });

  it('reports a program that does not exist instead of crashing', async () => {
    const result = await runProcess('definitely-not-a-program-xyz', [], {
      cwd: process.cwd(),
      env: process.env,
      timeoutMs: 5000,
    });
    expect(result.spawnError?.code).toBe('ENOENT');
    expect(result.exitCode).toBeNull();
  });

  it('runs bash like GitHub Actions does: a failing first command stops the script', async () => {
    const dir = await makeTempDir();
    // A mistyped flag (exit 4, like pytest's usage error) followed by a line that would have written a report.
    const result = await runHarnessScript({
      run: 'bash -c "exit 4"\necho wrote > report.txt',
      cwd: dir,
      env: {},
      timeoutMs: 5000,
    });
    expect(result.exitCode).toBe(4);
    await expect(readFile(join(dir, 'report.txt'))).rejects.toThrow();
  });

  it('hides action inputs, tokens and git credentials from the harness unless passed on purpose', async () => {
    const dir = await makeTempDir();
    const base = {
      PATH: process.env.PATH,
      HOME: dir,
      INPUT_TOKEN: 'ghs_input',
      GITHUB_TOKEN: 'ghs_github',
      GH_TOKEN: 'ghs_gh',
      ACTIONS_RUNTIME_TOKEN: 'rt',
      GIT_CONFIG_VALUE_0: 'AUTHORIZATION: basic eC1hY2Nlc3M=',
    };
    const result = await runHarnessScript({ run: 'env', cwd: dir, env: { MY_FLAG: 'on' }, timeoutMs: 5000 }, base);
    expect(result.outputTail).toContain('MY_FLAG=on');
    for (const secret of ['ghs_input', 'ghs_github', 'ghs_gh', 'ACTIONS_RUNTIME_TOKEN', 'AUTHORIZATION']) {
      expect(result.outputTail).not.toContain(secret);
    }
    const passed = await runHarnessScript(
      { run: 'env', cwd: dir, env: {}, passEnv: ['GH_TOKEN'], timeoutMs: 5000 },
      base,
    );
    expect(passed.outputTail).toContain('GH_TOKEN=ghs_gh');
    expect(passed.outputTail).not.toContain('ghs_github');
  });

  it('gives the harness its tier, name and label', async () => {
    const dir = await workspace({
      'h.sh': `#!/bin/bash\necho "$UPSTREAM_INGEST_TIER/$UPSTREAM_INGEST_HARNESS/$UPSTREAM_INGEST_RUNNER_LABEL"\n${harnessScript(
        { path: 'out/h.xml', report: junitXml(passing(1)) },
      )
        .split('\n')
        .slice(2)
        .join('\n')}`,
    });
    const { result } = await runIn(dir, await writeConfig(dir, { L2: oneHarness() }), {
      tier: 'L2',
      runnerLabel: 'cpu-x',
    });
    expect(result.harnesses[0]!.outputTail).toContain('L2/h/cpu-x');
  });
});

describe('reading report files safely', () => {
  it('a report still being written while it is read is an anomaly, never a pass', async () => {
    const root = await workspace({ 'out/growing.xml': junitXml(passing(60_000)) });
    const file = join(root, 'out', 'growing.xml');
    // A real leftover writer: appends to the report every millisecond until killed.
    const writer = spawn(
      process.execPath,
      ['-e', `const fs=require('fs');setInterval(()=>fs.appendFileSync(${JSON.stringify(file)},'<!-- more -->\\n'),1)`],
      { stdio: 'ignore' },
    );
    try {
      await new Promise((r) => setTimeout(r, 300));
      // A read the (starved) writer did not overlap is a consistent read; on a busy machine try a few times.
      let reads = await readReports([{ format: 'junit', path: 'out/growing.xml' }], { root });
      for (let i = 0; i < 5 && reads[0]!.status !== 'invalid'; i++)
        reads = await readReports([{ format: 'junit', path: 'out/growing.xml' }], { root });
      expect(reads[0]).toMatchObject({
        status: 'invalid',
        detail: 'the file changed while it was being read (still being written?)',
      });
      expect(reads[0]!.report).toBeUndefined();
    } finally {
      writer.kill('SIGKILL');
    }
    // Once the writer is gone, the same file reads as a report.
    const again = await readReports([{ format: 'junit', path: 'out/growing.xml' }], { root });
    expect(again[0]!.status).toBe('ok');
  });

  it('refuses paths that leave the workspace: .., absolute elsewhere, symlinks out', async () => {
    const outside = await makeTempDir('ui-outside-');
    await writeFile(join(outside, 'secret.xml'), junitXml([{ name: 'leaked' }]));
    const root = await workspace({ 'in/ok.xml': junitXml(passing(1)) });
    await mkdir(join(root, 'out'), { recursive: true });
    await symlink(join(outside, 'secret.xml'), join(root, 'out', 'link.xml'));
    const reads = await readReports(
      [
        { format: 'junit', path: '../secret.xml' },
        { format: 'junit', path: join(outside, 'secret.xml') },
        { format: 'junit', path: 'out/link.xml' },
        { format: 'junit', path: 'in/ok.xml' },
      ],
      { root },
    );
    expect(reads.map((r) => [r.status, r.detail])).toEqual([
      ['refused', "refused: the path leaves the workspace ('..')"],
      ['refused', 'refused: an absolute path outside the workspace'],
      ['refused', 'refused: a symlink that points outside the workspace'],
      ['ok', undefined],
    ]);
    expect(reads.flatMap((r) => r.report?.cases.map((c) => c.id) ?? [])).not.toContain('tests.test_mod::leaked');
  });

  it('refuses a symlinked report in a real run, as a missing-report anomaly', async () => {
    const outside = await makeTempDir('ui-outside-');
    await writeFile(join(outside, 'x.xml'), junitXml(passing(2)));
    const dir = await workspace({
      'h.sh': `#!/bin/bash\nmkdir -p out && ln -sf '${join(outside, 'x.xml')}' out/h.xml\n`,
    });
    const { result } = await runIn(dir, await writeConfig(dir, { L1: oneHarness() }));
    expect(result.anomalies).toEqual([
      expect.objectContaining({
        kind: 'missing-report',
        detail: 'out/h.xml: refused: a symlink that points outside the workspace',
      }),
    ]);
  });

  it('refuses a config whose results path climbs out, before running anything', async () => {
    const dir = await workspace({ 'h.sh': '#!/bin/bash\ntouch ran\n' });
    const config = await writeConfig(dir, {
      L1: { harnesses: [{ name: 'h', run: './h.sh', results: [{ format: 'junit', path: '../../etc/x.xml' }] }] },
    });
    const error = await runIn(dir, config).catch((e: unknown) => e);
    expect(error instanceof ConfigurationError).toBe(true);
    expect((error as Error).message).toMatch(
      /tiers\.L1\.harnesses\[0\]\.results\[0\]\.path: expected a path inside the repository/,
    );
  });

  it('expands globs inside the workspace, and says when nothing matches', async () => {
    const root = await workspace({
      'build/shard-1/report.xml': junitXml(passing(2, 'a')),
      'build/shard-2/report.xml': junitXml(passing(3, 'b')),
      'build/shard-2/other.txt': 'x',
    });
    const reads = await readReports(
      [
        { format: 'junit', path: 'build/**/report.xml' },
        { format: 'junit', path: 'nothing/*.xml' },
      ],
      { root },
    );
    expect(reads.map((r) => [r.path, r.status, r.report?.cases.length])).toEqual([
      ['build/shard-1/report.xml', 'ok', 2],
      ['build/shard-2/report.xml', 'ok', 3],
      ['nothing/*.xml', 'missing', undefined],
    ]);
  });
});

describe('inventory file', () => {
  it('starts empty, round-trips, and names the file when it is broken', async () => {
    const dir = await makeTempDir();
    const path = join(dir, 'inv.json');
    expect(await readInventory(path)).toEqual({ schemaVersion: 1, entries: {} });
    const inventory = {
      schemaVersion: 1 as const,
      entries: { 'L1/x/h': { updatedAt: 't', total: 2, skipped: 0, ids: ['a', 'b'] } },
    };
    await writeInventory(path, inventory);
    expect(await readInventory(path)).toEqual(inventory);
    await writeFile(path, '{"schemaVersion": 1, "entries": {"k": {"ids": 3}}}');
    const error = await readInventory(path).catch((e: unknown) => e);
    expect(error instanceof ConfigurationError).toBe(true);
    expect((error as Error).message).toMatch(/^--inventory .*inv\.json: entries\.k\.updatedAt/);
    await writeFile(path, '{not json');
    await expect(readInventory(path)).rejects.toThrow(/not valid JSON.*delete the file/);
  });
});
