/**
 * Issue 13 item 3 for run-tier: a tier harness is a real hostile process (spy.ts) run by the run-tier action as a
 * runner runs it. It finds GITHUB_ENV / GITHUB_PATH in its parent's /proc/<pid>/environ and appends to them, and writes
 * a temp file. The files must be put back, the run must carry a `runner-files-touched` error anomaly (so the verdict is
 * not pass), and the harness's TMPDIR must be the run's own folder under RUNNER_TEMP, gone when the step ends.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TierResultSchema } from '../../src/schemas/tier-result.js';
import { runActionEntry } from '../helpers/action-runner.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { harnessScript, junitXml, oneHarness, passing, workspace, writeConfig } from '../tier/fixtures.js';
import { cases } from './record.js';
import { createSpy } from './spy.js';

const reliabilityCase = cases('untrusted code and the token');
const TOKEN = `ghs_${randomBytes(18).toString('hex')}`;

afterAll(async () => {
  await removeTempDirs();
});

async function tierRun(harnessActions: string[]) {
  const spy = await createSpy(TOKEN);
  const dir = await workspace({ 'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(passing(3)) }) });
  await writeConfig(dir, { L1: oneHarness({ run: `${spy.command('harness', harnessActions)}\n./h.sh` }) });
  const runner = await makeTempDir('ui-runner-files-');
  const files = { GITHUB_ENV: join(runner, 'set_env'), GITHUB_PATH: join(runner, 'add_path') };
  await writeFile(files.GITHUB_ENV, 'KEEP=1\n');
  await writeFile(files.GITHUB_PATH, '');
  const run = await runActionEntry(
    'run-tier',
    { config: 'tier.yml', tier: 'L1', repo: dir, 'runner-label': 'cpu-x', 'fail-on-verdict': 'false' },
    { source: true, cwd: dir, env: { ...spy.env, ...files } },
  );
  const result = TierResultSchema.parse(JSON.parse(await readFile(run.outputs['json-file']!, 'utf8')));
  const [report] = await spy.reports();
  const left = (await readdir(run.runnerTemp)).filter((n) => n.startsWith('upstream-ingest-run-'));
  return { run, result, report: report!, files, left };
}

describe('tier harnesses and the runner files', () => {
  reliabilityCase(
    "a tier harness (run-tier action) appends to GITHUB_ENV/GITHUB_PATH found in its parent's environ and writes a temp file",
    'the files are put back, the harness gets a runner-files-touched error anomaly (verdict not pass); its TMPDIR is the run folder under RUNNER_TEMP, removed at exit',
    async (observe) => {
      const { run, result, report, files, left } = await tierRun(['env-files', 'tmp']);
      expect(run.code).toBe(0);
      expect(report.wrote).toEqual(['GITHUB_ENV', 'GITHUB_PATH']);
      expect(report.ownEnv).toEqual([]);
      expect(await readFile(files.GITHUB_ENV, 'utf8')).toBe('KEEP=1\n');
      expect(await readFile(files.GITHUB_PATH, 'utf8')).toBe('');
      const anomaly = result.anomalies.find((a) => a.kind === 'runner-files-touched');
      expect(anomaly).toMatchObject({ harness: 'h', severity: 'error' });
      expect(anomaly!.detail).toMatch(/GITHUB_ENV, GITHUB_PATH/);
      expect(result.verdict).not.toBe('pass');
      expect(report.tmpdir.startsWith(join(run.runnerTemp, 'upstream-ingest-run-p'))).toBe(true);
      expect(report.tmpFile && existsSync(report.tmpFile)).toBe(false);
      expect(left).toEqual([]);
      observe(
        `wrote ${report.wrote.join(', ')}: put back; anomaly ${anomaly!.kind} (${anomaly!.severity}), verdict ${result.verdict}; TMPDIR under RUNNER_TEMP, ${left.length} run folders left`,
      );
    },
    120_000,
  );

  reliabilityCase(
    'control: the same harness without the env-file writes',
    'no runner-files-touched anomaly: the verdict is pass (the detector is not always on)',
    async (observe) => {
      const { result, report } = await tierRun(['tmp']);
      expect(report.wrote).toEqual([]);
      expect(result.anomalies.map((a) => a.kind)).toEqual([]);
      expect(result.verdict).toBe('pass');
      observe(`no anomaly, verdict ${result.verdict}`);
    },
    120_000,
  );
});
