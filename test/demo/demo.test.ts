import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpfsRoot } from '../../src/adapters/files/tmpfs-root.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { runDemo, type DemoOutcome } from '../../src/demo/run-demo.js';
import { PlanSchema } from '../../src/schemas/plan.js';
import { chromiumPath, renderedDom } from '../helpers/chromium.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { scaled } from '../helpers/time-scale.js';
import { runsWithTool } from '../helpers/tool-gate.js';

afterAll(removeTempDirs);

describe('upstream-ingest demo --quick (one story: the daily loop on the product services)', () => {
  let out: string;
  let outcome: DemoOutcome;
  const logger = new RecordingLogger();
  beforeAll(async () => {
    out = join(await makeTempDir('ui-demo-'), 'demo-out');
    outcome = await runDemo({ out, quick: true }, logger);
  }, scaled(600_000));

  it('records every day of the loop with both pins and the backlog', () => {
    expect(outcome.days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as { days: unknown };
    expect(results.days).toEqual(outcome.days);
    expect(outcome.firstLag.backlog).toBe(outcome.days[0]!.backlog);
  });

  it('lands bundle PRs through land: merged on the fork, the backlog falls by what landed', () => {
    const landed = outcome.days.reduce((n, d) => n + d.landed, 0);
    expect(landed).toBeGreaterThan(0);
    expect(outcome.events.some((e) => e.kind === 'landed')).toBe(true);
    expect(outcome.days[outcome.days.length - 1]!.backlog).toBeLessThan(outcome.days[0]!.backlog);
  });

  it('resolves conflicts with the ladder: fork-decision lands unattended, replay proposals go to review', () => {
    const resolved = outcome.applies.flatMap((a) => a.result.commits.filter((c) => c.status === 'resolved'));
    const vias = new Set(resolved.map((c) => c.resolution?.via));
    expect(vias.has('fork-decision')).toBe(true);
    expect(vias.has('replay')).toBe(true);
    // A replay resolution never lands unattended: every bundle carrying one asked for review.
    for (const a of outcome.applies)
      if (a.result.commits.some((c) => c.status === 'resolved' && c.resolution?.via === 'replay'))
        expect(a.result.review?.needed).toBe(true);
  });

  it('the maintainer approves one proposal (it then lands) and rejects another (closed, deferred)', () => {
    const approved = outcome.events.filter((e) => e.kind === 'approved');
    const rejected = outcome.events.filter((e) => e.kind === 'rejected');
    expect(approved.length).toBeGreaterThan(0);
    expect(rejected.length).toBeGreaterThan(0);
    const pr = /#(\d+)/.exec(approved[0]!.text)![1];
    expect(outcome.events.some((e) => e.kind === 'landed' && e.text.includes(`#${pr} `))).toBe(true);
    const ledger = JSON.parse(readFileSync(join(out, 'ledger.json'), 'utf8')) as { entries: Array<{ reason: string }> };
    expect(ledger.entries.some((e) => /rejected in review/.test(e.reason))).toBe(true);
  });

  it('bisects a trunk failure, and the revert PR open-revert opened is merged by land', () => {
    const failure = outcome.events.find((e) => e.kind === 'trunk-failure');
    expect(failure?.text).toMatch(/trunk-bisect: the tier fails from [0-9a-f]{12}/);
    const reverted = outcome.events.find((e) => e.kind === 'reverted');
    const pr = /opened #(\d+)/.exec(reverted?.text ?? '')?.[1];
    expect(pr).toBeDefined();
    expect(outcome.events.some((e) => e.kind === 'landed' && e.text.includes(`#${pr} (upstream-ingest/revert-`))).toBe(
      true,
    );
    expect(outcome.dashboard.body).toContain('## Trunk failures bisected and reverted');
  });

  it('keeps one dashboard issue: created once, updated by every later run', () => {
    expect(outcome.dashboard.actions.filter((a) => a === 'created')).toHaveLength(1);
    expect(outcome.dashboard.actions[0]).toBe('created');
    expect(outcome.dashboard.actions.slice(1).every((a) => a !== 'created')).toBe(true);
    expect(outcome.dashboard.body).toContain('## Where the fork stands');
    expect(readFileSync(join(out, 'dashboard.html'), 'utf8')).toContain('<table>');
  });

  it('writes the report, a valid first-day plan and the Pages site', () => {
    for (const f of ['plan.json', 'results.json', 'summary.md', 'index.html', 'dashboard.md', 'site/index.html'])
      expect([f, existsSync(join(out, f))]).toEqual([f, true]);
    PlanSchema.parse(JSON.parse(readFileSync(join(out, 'plan.json'), 'utf8')));
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('Day 1: where the fork stands');
    // The dashboard page and the site are links from the report, and the issue itself is shown in it.
    expect(html).toContain('<a href="dashboard.html">');
    expect(html).toContain('<a href="site/index.html">');
    expect(html).toMatch(/id="dashboard-issue"[\s\S]*Where the fork stands/);
    expect(html).not.toMatch(/<script/);
  });

  const browser = chromiumPath();
  (runsWithTool(Boolean(browser)) ? it : it.skip)(
    'renders the report and the dashboard page in headless Chromium',
    async () => {
      const report = await renderedDom(browser!, join(out, 'index.html'));
      expect(report).toContain('upstream-ingest demo');
      expect(report.match(/<svg /g)?.length).toBeGreaterThanOrEqual(2);
      const issue = await renderedDom(browser!, join(out, 'dashboard.html'));
      expect(issue).toContain('Where the fork stands');
    },
    scaled(180_000),
  );

  it('builds its repositories in memory when /dev/shm has room, and removes them', async () => {
    // Without a tmpfs with room (or with --keep-repos) they are under --out, as the next test shows.
    const inMemory = tmpfsRoot(256 * 1024 * 1024) !== undefined;
    expect(existsSync(join(out, 'repo'))).toBe(!inMemory);
    if (inMemory) {
      const mine = (await readdir('/dev/shm')).filter((n) => n.startsWith(`upstream-ingest-demo-p${process.pid}-`));
      expect(mine).toEqual([]);
    }
  });

  it(
    'keeps its repositories under --out with --keep-repos',
    async () => {
      const kept = join(await makeTempDir('ui-demo-kept-'), 'demo-out');
      await runDemo({ out: kept, quick: true, days: 1, keepRepos: true }, new RecordingLogger());
      for (const repo of ['repo/.git', 'github/fork.git', 'runner-2/.git'])
        expect([repo, existsSync(join(kept, repo))]).toEqual([repo, true]);
      const log = (await createGitRunner(join(kept, 'repo')).run(['log', '-1', '--format=%s', 'origin/main'])).stdout;
      expect(log.trim()).not.toBe('');
    },
    scaled(300_000),
  );

  it('refuses to clear a directory that is not an earlier demo output', async () => {
    const dir = await makeTempDir('ui-notdemo-');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'precious.txt'), 'keep me');
    await expect(runDemo({ out: dir, quick: true }, new RecordingLogger())).rejects.toThrow(
      /not a demo output directory/,
    );
    expect(readFileSync(join(dir, 'precious.txt'), 'utf8')).toBe('keep me');
  });
});
