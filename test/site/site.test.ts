import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { updateStateBranch } from '../../src/adapters/git/state/state-branch.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { chromiumPath, renderedDom, screenshot } from '../helpers/chromium.js';
import { runCli } from '../helpers/cli.js';
import { buildScenario, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { scaled } from '../helpers/time-scale.js';
import { runsWithTool } from '../helpers/tool-gate.js';

afterAll(removeTempDirs);

const DAY = 86_400_000;
const t0 = Date.parse('2026-03-02T06:00:00Z');
const at = (d: number) => new Date(t0 + d * DAY).toISOString();
const sha = (n: number) => n.toString(16).padStart(40, 'a');

/** A state branch as report-lag, compare-bench, run-tier and the ingest run write it, over 30 days. */
function stateFiles(): Record<string, string> {
  const lag = Array.from({ length: 30 }, (_, d) =>
    JSON.stringify({
      recordedAt: at(d),
      upstreamSha: sha(d + 1),
      forkSha: sha(d + 100),
      daysBehind: 20 - (d % 10),
      frontierDaysBehind: 3 + (d % 4),
      backlog: 300 - d * 5,
      holes: 40 - d,
      ingestedOutOfOrder: d,
      contiguousSha: sha(d + 200),
      frontierSha: sha(d + 300),
    }),
  );
  const bench = Array.from({ length: 24 }, (_, d) =>
    JSON.stringify({
      recordedAt: at(d),
      suite: 'kernels',
      runnerLabel: 'nvidia-h100',
      sha: sha(d + 500),
      verdict: d === 12 ? 'regressed' : 'no-change',
      geomeanRatio: d === 12 ? 1.2 : 1 + (d % 3) * 0.002,
      changes: [],
      values: { 'matmul/4096': d < 12 ? 100 + (d % 2) : 130 + (d % 2), 'softmax/1024': 50 + (d % 2) },
    }),
  );
  const runs = Array.from({ length: 12 }, (_, d) => ({
    at: at(29 - d),
    sha: sha(d + 700),
    runId: String(1000 + d),
    verdict: d % 5 === 0 ? 'fail' : d % 7 === 3 ? 'infra-fail' : 'pass',
    trusted: true,
    failed: d % 5 === 0 ? ['pytest\u0000test_core.py::test_dot'] : [],
    passed: [],
  }));
  const tier = (runnerClass: string) =>
    JSON.stringify({ schemaVersion: 1, tier: 'L1', runnerClass, runs, inventory: {} });
  const outcomes = Array.from({ length: 20 }, (_, d) =>
    JSON.stringify({
      recordedAt: at(d),
      bundles: [
        { bundle: `b${d}`, outcome: 'landed', landed: 10 },
        {
          bundle: `c${d}`,
          outcome: d % 3 ? 'partial' : 'failed',
          landed: 1,
          pr: `https://github.com/acme/triton/pull/${d}`,
        },
      ],
    }),
  );
  return {
    'lag/history.jsonl': `${lag.join('\n')}\n`,
    'bench/history.jsonl': `${bench.join('\n')}\n`,
    'tier-history/L1/nvidia-h100,self-hosted.json': tier('nvidia-h100,self-hosted'),
    'tier-history/L1/amd-mi300,self-hosted.json': tier('amd-mi300,self-hosted'),
    'ingest/history.jsonl': `${outcomes.join('\n')}\n`,
  };
}

let s: BuiltScenario;
let out: string;
beforeAll(async () => {
  const steps: Step[] = [];
  for (let i = 0; i < 6; i++)
    steps.push({ id: `u${i}`, on: 'upstream', date: at(i * 3), files: { [`f${i}.txt`]: `${i}\n` } });
  for (let i = 0; i < 6; i++) steps.push({ id: `p${i}`, on: 'fork', date: at(i * 3 + 4), pick: `u${i}` });
  s = await buildScenario({ baseDate: at(-1), steps });
  await updateStateBranch(
    createGitRunner(s.dir),
    { branch: 'upstream-ingest/state', logger: new RecordingLogger() },
    () => ({ files: stateFiles(), message: 'state' }),
  );
  out = join(await makeTempDir('ux-site-'), 'site');
  const run = await runCli([
    'site',
    '--repo',
    s.dir,
    '--state-ref',
    'upstream-ingest/state',
    '--fork',
    s.fork,
    '--out',
    out,
    '--since',
    '400',
    '--slo-days',
    '14',
    '--repository',
    'acme/triton',
    '--upstream-repository',
    'triton-lang/triton',
    '--now',
    at(30),
    '--json',
  ]);
  expect(run.stderr).not.toMatch(/error/);
  expect(run.code).toBe(0);
}, scaled(120_000));

describe('upstream-ingest site (the Pages dashboard)', () => {
  it('writes a self-contained page: no scripts, no external references, every section drawn', async () => {
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="(?!https:\/\/github\.com\/|#)[a-z]+:/i); // only links out to GitHub
    expect(html).not.toMatch(/@import|url\(|<link /i);
    expect(html).toMatch(/Content-Security-Policy" content="default-src 'none'/);
    for (const id of ['now', 'lag', 'throughput', 'outcomes', 'bench', 'tiers'])
      expect(html).toContain(`<section id="${id}">`);
    expect(html).toContain('class="series-days"');
    expect(html).toContain('class="series-frontier"');
    expect(html).toContain('class="slo-line"');
    // 6 picks over 6 weeks, 4 days after their upstream commits
    const data = JSON.parse(await readFile(join(out, 'data.json'), 'utf8')) as {
      throughput: Array<{ commits: number; medianLatencyDays: number | null }>;
      benchChanges: Array<{ name: string; kind: string }>;
      tiers: Array<{ runnerClass: string; runs: number; fail: number }>;
    };
    expect(data.throughput.reduce((n, w) => n + w.commits, 0)).toBe(6);
    expect(data.throughput.filter((w) => w.commits).every((w) => w.medianLatencyDays === 4)).toBe(true);
    expect(data.benchChanges).toEqual([expect.objectContaining({ name: 'matmul/4096', kind: 'regression' })]);
    expect(data.tiers.map((t) => t.runnerClass).sort()).toEqual(['amd-mi300,self-hosted', 'nvidia-h100,self-hosted']);
    expect(html).toContain('https://github.com/triton-lang/triton/commit/');
    expect(html.match(/class="tier-run"/g)).toHaveLength(24);
    expect(html).toContain('<section id="latest-run">');
    expect(html).toContain('<a href="https://github.com/acme/triton/pull/19">#19</a>');
  });

  const browser = chromiumPath();
  const inBrowser = runsWithTool(Boolean(browser)) ? it : it.skip;
  if (!browser)
    console.warn('test/site: chromium is not installed (apt-get install -y chromium): browser checks skipped');

  inBrowser(
    'renders in headless Chromium: the laid-out DOM has every chart, and a screenshot is not blank',
    async () => {
      const dom = await renderedDom(browser!, join(out, 'index.html'));
      expect((dom.match(/<svg /g) ?? []).length).toBe(5); // lag, throughput, outcomes, bench, tiers
      expect(dom).toMatch(/<h1>upstream-ingest dashboard<\/h1>/);
      expect(dom).toContain('Tier health per runner class');
      const shot = await screenshot(browser!, join(out, 'index.html'), 1280, 2400);
      expect(shot.width).toBe(1280);
      expect(shot.height).toBe(2400);
      // A page of charts compresses far worse than an empty white one (a few KB).
      expect(shot.png.length).toBeGreaterThan(60_000);
    },
    120_000,
  );
});
