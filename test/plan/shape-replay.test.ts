import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { loadShapeRecords, replayShapes } from '../../src/demo/shape-replay.js';
import { readIngestionState } from '../../src/services/ledger/ingestion-state.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { describeWithShared, sharedPath } from '../helpers/shared-data.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { checkPlanInvariants, planOf } from './plan-helpers.js';
import { scaled } from '../helpers/time-scale.js';

afterAll(removeTempDirs);

describeWithShared('shape replay (generated Triton-like forks)', () => {
  it(
    'builds upstream and fork branches whose picks the ledger recognises, with real conflicts, reproducibly',
    async () => {
      const upstream = (await loadShapeRecords(sharedPath('data', 'triton-upstream-shape.json'))).slice(0, 160);
      const fork = await loadShapeRecords(sharedPath('data', 'fbtriton-fork-shape.json'));
      const options = { upstream, fork, pickFraction: 0.5, patchIdFraction: 0.1, forkOwnLimit: 60, seed: 7 };
      const dir = await makeTempDir('ui-replay-');
      const built = await replayShapes(dir, options);
      expect(built.upstreamCommits).toBe(160);
      expect(built.forkOwnCommits).toBe(60);
      expect(built.pickedWithTrailer).toBeGreaterThan(40);
      expect(built.pickedWithoutTrailer).toBeGreaterThan(3);

      const again = await replayShapes(await makeTempDir('ui-replay-'), options);
      expect([again.upstreamTip, again.forkTip]).toEqual([built.upstreamTip, built.forkTip]);

      const git = createGitRunner(dir);
      const state = await readIngestionState(
        { upstream: 'upstream', fork: 'fork', extraTrailerKeys: [] },
        { git, logger: new RecordingLogger() },
      );
      const byTrailer = state.classified.filter((c) => c.via.includes('trailer')).length;
      expect(byTrailer).toBe(built.pickedWithTrailer);
      expect(state.classified).toHaveLength(160);
      const s = {
        dir,
        git,
        upstream: 'upstream',
        fork: 'fork',
        baseSha: built.baseSha,
        sha: (id: string) => id,
        ids: new Map<string, string>(),
      };
      const { plan } = await planOf(s);
      checkPlanInvariants(plan);
      expect(plan.pending.length).toBe(state.classified.filter((c) => !c.reached).length);
      expect(plan.pending.some((c) => c.prediction === 'conflict')).toBe(true);
      expect(plan.pending.some((c) => c.prediction === 'clean')).toBe(true);
      expect(plan.bundles.some((b) => b.kind === 'low-risk')).toBe(true);
    },
    scaled(120_000),
  );
});
