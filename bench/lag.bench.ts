/**
 * `npm run bench lag`: the ledger on a generated fork shaped like the real Triton/FBTriton data (2,000+ upstream
 * commits missing by ancestry, ~1,500 of them picked with trailers or as unchanged patches), side by side with
 * `git cherry <fork> <upstream>` on the same repository. Target: lag ≤ 1.5× git cherry.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createGitRunner } from '../src/adapters/git/git-runner.js';
import { loadShapeRecords, replayShapes } from '../src/demo/shape-replay.js';
import { runLag } from '../src/services/lag.js';
import { silentLogger } from '../src/shared/logger.js';
import { medianMs, timeIt, type BenchResult } from './bench-result.js';

const TARGET_RATIO = 1.5;

export async function bench(log: (line: string) => void): Promise<BenchResult[]> {
  const shared = resolve(process.cwd(), '..', 'shared', 'data');
  if (!existsSync(join(shared, 'triton-upstream-shape.json'))) {
    log('skipped: ../shared/data is absent (the generated fork replays its history shapes)');
    return [];
  }
  const root = await mkdtemp(join(tmpdir(), 'ui-bench-lag-'));
  try {
    const upstream = await loadShapeRecords(join(shared, 'triton-upstream-shape.json'));
    const fork = await loadShapeRecords(join(shared, 'fbtriton-fork-shape.json'));
    const repo = join(root, 'repo');
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
      `generated fork: ${r.upstreamCommits} upstream commits, ${r.forkOwnCommits} fork-own commits, ` +
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
        `${report.counts.ingestedByPatchId} by patch-id, backlog ${report.backlog}, holes ${report.holes}, ` +
        `${report.daysBehind} days behind`,
    );
    const cherryOut = await git.run(['cherry', r.forkBranch, r.upstreamBranch]);
    const cherryPresent = cherryOut.stdout.split('\n').filter((l) => l.startsWith('-')).length;
    log(`git cherry finds ${cherryPresent} of them present`);

    // Alternate the two, several rounds, and compare medians: the machine's noise hits both alike.
    const lagMs = await medianMs(5, () => runLag(settings, { git, logger: silentLogger }));
    const cherryMs = await medianMs(5, () => git.run(['cherry', r.forkBranch, r.upstreamBranch]));
    const ratio = lagMs / cherryMs;
    log(`lag ${lagMs.toFixed(0)} ms, git cherry ${cherryMs.toFixed(0)} ms (medians of 5)`);
    return [
      {
        name: 'lag / git cherry time',
        value: ratio,
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
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
