/**
 * `npm run bench lag`:
 * 1. ledger agreement: a generated fork of ≥ 2,000 upstream commits that records its ingestion by every real
 *    convention (src/demo/fork-conventions.ts: trailers, PR numbers in subjects and bundle lists, body sections,
 *    dispositions, path rules, patch-id and content picks, with the hostile variants). Every upstream commit's class
 *    is known: target 100%. Needs nothing from ../shared.
 * 2. lag time vs `git cherry <fork> <upstream>` on that repository (target ≤ 1.0×), and on a fork replayed from the
 *    real Triton/FBTriton history shapes (../shared/data when present, else the embedded sample, tiled).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGitRunner } from '../src/adapters/git/git-runner.js';
import { buildConventionFork, CYCLE } from '../src/demo/fork-conventions.js';
import { replayShapes } from '../src/demo/shape-replay.js';
import { runLag } from '../src/services/lag.js';
import { runReportLag } from '../src/services/report-lag.js';
import { silentLogger } from '../src/shared/logger.js';
import { medianMs, timeIt, type BenchResult } from './bench-result.js';
import { loadBenchShapes } from './shapes.js';

const TARGET_RATIO = 1.0;
const MIN_UPSTREAM = 2_000;

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  const root = await mkdtemp(join(tmpdir(), 'ui-bench-lag-'));
  try {
    return [...(await conventions(root, log)), ...(await shapes(root, log))];
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function conventions(root: string, log: (line: string) => void): Promise<BenchResult[]> {
  const dir = join(root, 'conventions');
  const built = await timeIt(async () => {
    await import('node:fs/promises').then((fs) => fs.mkdir(dir, { recursive: true }));
    return buildConventionFork(dir, Math.ceil(MIN_UPSTREAM / CYCLE) + 1);
  });
  const f = built.result;
  log(
    `convention fork: ${f.expected.size} upstream commits, ${f.forkCommits} fork commits (${(built.ms / 1000).toFixed(1)} s)`,
  );
  const ledgerPath = join(root, 'ledger.json');
  const configPath = join(root, 'config.json');
  await writeFile(ledgerPath, JSON.stringify(f.ledger));
  await writeFile(configPath, JSON.stringify({ ...f.config, ledger: ledgerPath }));
  const git = createGitRunner(dir);
  const settings = {
    upstreamRef: f.upstreamBranch,
    fetch: false,
    forkRef: f.forkBranch,
    extraTrailerKeys: [],
    configPath,
    now: new Date('2026-09-01T00:00:00Z'),
  };
  const run = () => runReportLag(settings, { git, logger: silentLogger });
  const { report } = await run();
  let agree = 0;
  for (const c of report.commits) {
    const e = f.expected.get(c.sha);
    if (e && e.status === c.status && JSON.stringify(e.via) === JSON.stringify(c.via)) agree++;
  }
  const total = f.expected.size;
  const pct = (100 * agree) / total;
  log(
    `lag: backlog ${report.backlog}, via ${Object.entries(report.counts.via)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}; ` + `agreement ${agree}/${total}`,
  );
  const cherry = await git.run(['cherry', f.forkBranch, f.upstreamBranch]);
  const cherryPresent = cherry.stdout.split('\n').filter((l) => l.startsWith('-')).length;
  const lagMs = await medianMs(5, run);
  const cherryMs = await medianMs(5, () => git.run(['cherry', f.forkBranch, f.upstreamBranch]));
  const ratio = lagMs / cherryMs;
  log(
    `lag ${lagMs.toFixed(0)} ms, git cherry ${cherryMs.toFixed(0)} ms (medians of 5); git cherry finds ${cherryPresent} present`,
  );
  return [
    {
      name: `ledger agreement on a generated fork (${total} upstream commits, every convention)`,
      value: Math.round(pct * 100) / 100,
      unit: '%',
      target: '100%',
      ok: agree === total && total >= MIN_UPSTREAM,
    },
    {
      name: 'lag / git cherry time (convention fork)',
      value: Math.round(ratio * 100) / 100,
      unit: '×',
      target: `≤ ${TARGET_RATIO}×`,
      ok: ratio <= TARGET_RATIO,
    },
  ];
}

async function shapes(root: string, log: (line: string) => void): Promise<BenchResult[]> {
  // ../shared/data's real shapes beside a developer's clone, else the embedded sample tiled to the same size (a
  // user's clone): the figure is reproducible everywhere, and the log names the data it ran on.
  const { upstream, fork, source } = await loadBenchShapes(2042);
  log(`shape-replayed fork: shapes from ${source}`);
  const repo = join(root, 'shapes');
  const built = await timeIt(() =>
    replayShapes(repo, {
      upstream,
      fork,
      pickFraction: 0.8,
      patchIdFraction: 0.04,
      unpickedTailFraction: 0.1,
      trailerKey: 'Reactor Cherry-pick Revision',
      seed: 1663,
    }),
  );
  const r = built.result;
  log(
    `shape-replayed fork: ${r.upstreamCommits} upstream commits, ${r.forkOwnCommits} fork-own commits, ` +
      `${r.pickedWithTrailer} picks with trailers, ${r.pickedWithoutTrailer} without (${(built.ms / 1000).toFixed(1)} s)`,
  );
  const git = createGitRunner(repo);
  const settings = {
    upstream: r.upstreamBranch,
    fork: r.forkBranch,
    now: new Date('2026-09-01T00:00:00Z'),
    extraTrailerKeys: ['Reactor Cherry-pick Revision'],
  };
  const report = await runLag(settings, { git, logger: silentLogger });
  log(
    `lag: ${report.counts.missingByAncestry} missing by ancestry, ${report.counts.ingestedByTrailer} by trailer, ` +
      `${report.counts.ingestedByPatchId} by patch-id, ${report.counts.via.content} by content, backlog ${report.backlog}`,
  );
  const cherryOut = await git.run(['cherry', r.forkBranch, r.upstreamBranch]);
  const cherryPresent = cherryOut.stdout.split('\n').filter((l) => l.startsWith('-')).length;
  const lagMs = await medianMs(5, () => runLag(settings, { git, logger: silentLogger }));
  const cherryMs = await medianMs(5, () => git.run(['cherry', r.forkBranch, r.upstreamBranch]));
  const ratio = lagMs / cherryMs;
  log(`lag ${lagMs.toFixed(0)} ms, git cherry ${cherryMs.toFixed(0)} ms (medians of 5)`);
  return [
    {
      name: 'lag / git cherry time (shape-replayed fork)',
      value: Math.round(ratio * 100) / 100,
      unit: '×',
      target: `≤ ${TARGET_RATIO}×`,
      ok: ratio <= TARGET_RATIO,
    },
    {
      name: 'upstream commits found present (lag vs git cherry)',
      value: report.counts.ingested,
      unit: `commits (git cherry: ${cherryPresent})`,
      target: `≥ ${cherryPresent}`,
      ok: report.counts.ingested >= cherryPresent,
    },
  ];
}
