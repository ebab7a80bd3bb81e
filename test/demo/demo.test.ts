import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDemo, type DemoOutcome } from '../../src/demo/run-demo.js';
import { PlanSchema } from '../../src/schemas/plan.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { scaled } from '../helpers/time-scale.js';

afterAll(removeTempDirs);

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

describe('npm run demo (the whole chain, offline)', () => {
  let out: string;
  let outcome: DemoOutcome;
  const logger = new RecordingLogger();
  beforeAll(async () => {
    out = join(await makeTempDir('ui-demo-'), 'demo-out');
    outcome = await runDemo({ out }, logger);
  }, scaled(300_000));

  it('shows progress for each of its eight steps', () => {
    expect(logger.messages('info').filter((m) => /^\[\d\/8\]/.test(m))).toHaveLength(8);
  });

  it('runs the loop over ten days: both pins fall, the backlog at least halves, risky chains land', () => {
    const days = outcome.days;
    expect(days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const first = days[0]!;
    const last = days[days.length - 1]!;
    expect(last.contiguousDaysBehind).toBeLessThan(first.contiguousDaysBehind);
    expect(last.frontierDaysBehind).toBeLessThan(first.frontierDaysBehind);
    expect(last.backlog).toBeLessThanOrEqual(first.backlog / 2);
    expect(days.reduce((n, d) => n + d.landedRisky, 0)).toBeGreaterThan(0);
    const kinds = new Set(outcome.loopEvents.map((e) => e.kind));
    for (const kind of ['stacked', 'guard-rejected', 'split', 'trunk-failure', 'reverted'])
      expect([kind, kinds.has(kind as never)]).toEqual([kind, true]);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as { days: typeof days };
    expect(results.days).toEqual(days);
    for (const d of results.days)
      expect(Object.keys(d).sort()).toEqual([
        'backlog',
        'contiguousDaysBehind',
        'day',
        'deferred',
        'frontierDaysBehind',
        'landed',
        'landedRisky',
        'prsOpen',
      ]);
  });

  it('lands the low-risk bundles and one agent-resolved risky chain, and the backlog shrinks', () => {
    expect(outcome.applies.length).toBeGreaterThan(0);
    expect(outcome.applies.every((a) => ['applied', 'partial'].includes(a.status))).toBe(true);
    expect(outcome.agentApply?.status).toBe('resolved');
    expect(outcome.agentApply?.counts.resolved).toBeGreaterThanOrEqual(1);
    const landed = outcome.applies.reduce((n, a) => n + a.counts.landed, 0) + (outcome.agentApply?.counts.landed ?? 0);
    expect(outcome.lagAfter.backlog).toBe(outcome.lagBefore.backlog - landed);
    expect(outcome.lagAfter.ingestedOutOfOrder).toBe(outcome.lagBefore.ingestedOutOfOrder + landed);
  });

  it('catches the harness that ran nothing and reported green', () => {
    const silent = outcome.tier.harnesses.find((h) => h.name === 'python-unit-nightly-wrapper');
    expect(silent?.exitCode).toBe(0);
    expect(silent?.anomalies.map((a) => a.kind)).toContain('missing-report');
    expect(outcome.tier.verdict).toBe('infra-fail');
  });

  it('catches the benchmark regression and attributes it', () => {
    expect(outcome.bench.verdict).toBe('regressed');
    const regressed = outcome.bench.benchmarks.filter((b) => b.status === 'regressed');
    expect(regressed.length).toBeGreaterThanOrEqual(1);
  });

  it('writes the report files: a valid plan, results, summary and an offline HTML page with both charts', () => {
    for (const f of ['plan.json', 'results.json', 'summary.md', 'index.html', 'lag.svg', 'bench.svg']) {
      expect([f, existsSync(join(out, f))]).toEqual([f, true]);
    }
    PlanSchema.parse(JSON.parse(readFileSync(join(out, 'plan.json'), 'utf8')));
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html.match(/<svg /g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain('agent-resolved chain  resolved');
  });

  (CHROMIUM ? it : it.skip)('renders in headless Chromium with its charts', () => {
    const r = spawnSync(
      CHROMIUM!,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--user-data-dir=${join(out, '.chromium')}`,
        '--dump-dom',
        `file://${join(out, 'index.html')}`,
      ],
      { encoding: 'utf8', timeout: scaled(60_000) },
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('upstream-ingest demo');
    expect(r.stdout.match(/<svg /g)?.length).toBeGreaterThanOrEqual(2);
    expect(r.stdout).toContain('class="series-days"');
  });

  it('refuses to clear a directory that is not an earlier demo output', async () => {
    const dir = await makeTempDir('ui-notdemo-');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'precious.txt'), 'keep me');
    await expect(runDemo({ out: dir }, new RecordingLogger())).rejects.toThrow(/not a demo output directory/);
    expect(readFileSync(join(dir, 'precious.txt'), 'utf8')).toBe('keep me');
  });
});
