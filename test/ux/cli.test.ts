import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { renderPlanText } from '../../src/domain/plan/plan-render.js';
import { PlanSchema } from '../../src/schemas/plan.js';
import { entryArgs, startCli } from '../helpers/action-runner.js';
import { runCli } from '../helpers/cli.js';
import { buildScenario, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { runsWithTool } from '../helpers/tool-gate.js';

afterAll(removeTempDirs);

const up = (id: string, files: Record<string, string>): Step => ({
  id,
  on: 'upstream',
  files,
  message: `[core] ${id} ${'long subject words '.repeat(8)}`,
});

let s: BuiltScenario;
beforeAll(async () => {
  s = await buildScenario({
    base: { 'lib/a.cpp': 'a\n' },
    steps: [
      up('u1', { 'x/1.txt': '1\n' }),
      up('u2', { 'x/2.txt': '2\n' }),
      up('u3', { 'x/3.txt': '3\n' }),
      up('u4', { 'x/4.txt': '4\n' }),
    ],
  });
});

const planArgs = () => ['plan', '--repo', s.dir, '--upstream', s.upstream, '--fork', s.fork];
const fastProgress = { UPSTREAM_INGEST_PROGRESS_INTERVAL_MS: '0' };

describe('upstream-ingest --version', () => {
  it('prints the package version', async () => {
    const pkg = JSON.parse(await readFile(resolve('package.json'), 'utf8')) as { version: string };
    const run = await runCli(['--version']);
    expect(run).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });
});

describe('progress on stderr', () => {
  it('to a pipe: plain lines, no carriage returns; stdout keeps the table', async () => {
    const run = await startCli(planArgs(), { source: true, env: fastProgress }).done;
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('\r');
    expect(run.stderr).toMatch(/^predicting picks: \d\/4 \(\d+%\) after \d+\.\ds/m);
    expect(run.stderr).toMatch(/^predicting picks: done, 4\/4 \(100%\)/m);
    expect(run.stdout).not.toMatch(/predicting/);
  });

  it('silent with --json unless --progress', async () => {
    const quiet = await startCli([...planArgs(), '--json'], { source: true, env: fastProgress }).done;
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).not.toMatch(/predicting/);
    expect(PlanSchema.parse(JSON.parse(quiet.stdout)).bundles.length).toBeGreaterThan(0);
    const loud = await startCli([...planArgs(), '--json', '--progress'], { source: true, env: fastProgress }).done;
    expect(loud.stderr).toMatch(/predicting picks: done, 4\/4/);
    expect(() => JSON.parse(loud.stdout)).not.toThrow();
  });

  // util-linux `script` gives the CLI a pseudo-terminal; without it this check cannot run.
  const hasScript = ['/usr/bin/script', '/bin/script'].some((p) => existsSync(p));
  if (!hasScript)
    console.warn('test/ux/cli: `script` (util-linux) is not installed: the pseudo-terminal check is skipped');
  (runsWithTool(hasScript) ? it : it.skip)(
    'to a pseudo-terminal: a redrawn bar, and the table fits the terminal width',
    async () => {
      const node = [process.execPath, ...entryArgs('cli', true), ...planArgs()].map((a) => `'${a}'`).join(' ');
      const { stdout } = await promisify(execFile)('script', ['-qec', `stty cols 70; ${node}`, '/dev/null'], {
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      expect(stdout).toMatch(/\r\u001b\[2Kpredicting picks \[[#-]+\] 4\/4 \(100%\)/);
      const table = stdout.split(/\r?\n/).filter((l) => /^(#|\d)\s/.test(l));
      expect(table.length).toBeGreaterThan(1);
      for (const line of table) expect(line.length).toBeLessThanOrEqual(70);
    },
  );
});

describe('tables fit the terminal', () => {
  it('cuts the widest columns first and keeps every row', async () => {
    const run = await runCli([...planArgs(), '--json']);
    const plan = PlanSchema.parse(JSON.parse(run.stdout));
    const wide = renderPlanText(plan);
    const narrow = renderPlanText(plan, { width: 60 });
    expect(Math.max(...wide.split('\n').map((l) => l.length))).toBeGreaterThan(60);
    expect(Math.max(...narrow.split('\n').map((l) => l.length))).toBeLessThan(60);
    expect(narrow.split('\n')).toHaveLength(wide.split('\n').length);
    expect(narrow).toContain('…');
  });
});

describe('config discovery (.github/upstream-ingest/)', () => {
  it('takes default flags from cli.yml and the conventional plan.yml; typed flags win', async () => {
    const cfg = join(s.dir, '.github', 'upstream-ingest');
    await mkdir(cfg, { recursive: true });
    await writeFile(
      join(cfg, 'cli.yml'),
      `defaults:\n  upstream: ${s.upstream}\n  fork: ${s.fork}\ncommands:\n  plan:\n    limit: 2\n`,
    );
    await writeFile(join(cfg, 'plan.yml'), 'maxBundleSize: 1\n');
    const run = await runCli(['plan', '--repo', s.dir, '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/using --upstream upstream \(from .*\.github\/upstream-ingest\)/);
    expect(run.stderr).toMatch(/using --config .*plan\.yml/);
    const plan = PlanSchema.parse(JSON.parse(run.stdout));
    expect(plan.pending.length + plan.bundles.length).toBeGreaterThan(0);
    expect(plan.bundles.every((b) => b.commits.length === 1)).toBe(true); // plan.yml's maxBundleSize
    expect(plan.bundles.flatMap((b) => b.commits)).toHaveLength(2); // cli.yml's limit

    const typed = await runCli(['plan', '--repo', s.dir, '--json', '--limit', '3']);
    expect(PlanSchema.parse(JSON.parse(typed.stdout)).bundles.flatMap((b) => b.commits)).toHaveLength(3);
    const off = await runCli(['plan', '--repo', s.dir, '--json', '--no-discover']);
    expect(off.code).toBe(2);

    await writeFile(join(cfg, 'cli.yml'), 'commands:\n  plan:\n    no-such-flag: 1\n');
    const bad = await runCli(['plan', '--repo', s.dir]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/cli\.yml: commands\.plan\.no-such-flag: `plan` has no --no-such-flag/);
  });
});
