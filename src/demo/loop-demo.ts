import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner, type GitRunner } from '../adapters/git/run/git-runner.js';
import type { Logger } from '../shared/logger.js';
import { runDailyLoop, TRUNK_MARK, VERIFY_MARK, type DayRecord, type LoopEvent } from './daily-loop.js';
import { parseShapeRecords, replayShapes } from './shape-replay.js';

export interface LoopDemoOutcome {
  days: DayRecord[];
  events: LoopEvent[];
  firstDay: Date;
}

const DAY = 86_400;

/**
 * The loop over days on its own generated fork: the embedded Triton/FBTriton shapes, plus three upstream commits
 * after the recorded tip that exercise the loop's defences — one the verify command rejects (split), one that
 * conflicts in .github/ (the agent resolves it, a guard rejects the resolution), and one that passes PR checks but
 * breaks the trunk tier (bisected and reverted).
 */
export async function runLoopDemo(
  options: { root: string; repoDir: string; days: number; seed: number; agent: string; trailerKey: string },
  logger: Logger,
): Promise<LoopDemoOutcome> {
  const sample = JSON.parse(await readFile(join(options.root, 'src', 'demo', 'sample-shapes.json'), 'utf8')) as {
    upstream: unknown;
    fork: unknown;
  };
  await replayShapes(options.repoDir, {
    upstream: parseShapeRecords(JSON.stringify(sample.upstream), 'demo upstream sample'),
    fork: parseShapeRecords(JSON.stringify(sample.fork), 'demo fork sample'),
    pickFraction: 0.35,
    patchIdFraction: 0.05,
    unpickedTailFraction: 0.4,
    trailerKey: options.trailerKey,
    seed: options.seed,
  });
  const git = createGitRunner(options.repoDir);
  const tip = Number((await git.run(['show', '-s', '--format=%ct', 'upstream'])).stdout.trim());
  await plant(
    git,
    'fork',
    '.github/workflows/ci.yml',
    'on: push\njobs:\n  fork-gpu-l1: {}\n',
    '[CI] fork GPU lane',
    tip - DAY,
  );
  await plant(
    git,
    'upstream',
    '.github/workflows/ci.yml',
    'on: push\njobs:\n  upstream-lint: {}\n',
    '[CI] add the lint job (#11001)',
    tip + DAY / 4,
  );
  await plant(
    git,
    'upstream',
    'python/test/unit/test_verify_gate.py',
    `# ${VERIFY_MARK}\n`,
    '[TESTS] add a flaky gate (#11002)',
    tip + DAY / 2,
  );
  await plant(
    git,
    'upstream',
    'lib/Dialect/TritonGPU/l2-probe.txt',
    `${TRUNK_MARK}\n`,
    '[BACKEND] tune the L2 probe (#11003)',
    tip + (3 * DAY) / 4,
  );
  await git.run(['checkout', '-q', '-f', 'fork']);
  // Day 1 is a week before the recorded upstream tip; the planted commits appear on the last days.
  const firstDay = new Date((tip - 6 * DAY) * 1000);
  const loop = await runDailyLoop({
    git,
    days: options.days,
    agent: options.agent,
    trailerKey: options.trailerKey,
    logger,
    maxBundlesPerDay: 6,
    upstreamRef: 'upstream',
    firstDay,
  });
  return { ...loop, firstDay };
}

/** One commit on `branch` at `when` (seconds) writing one file, through plumbing (no checkout). */
async function plant(git: GitRunner, branch: string, path: string, content: string, message: string, when: number) {
  const gitDir = (await git.run(['rev-parse', '--absolute-git-dir'])).stdout.trim();
  const env = { GIT_INDEX_FILE: join(gitDir, 'demo-plant.index') };
  const parent = (await git.run(['rev-parse', `refs/heads/${branch}`])).stdout.trim();
  await git.run(['read-tree', parent], { env });
  const blob = (await git.run(['hash-object', '-w', '--stdin'], { input: content })).stdout.trim();
  await git.run(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], { env });
  const tree = (await git.run(['write-tree'], { env })).stdout.trim();
  const who = branch === 'fork' ? ['Fork Dev', 'fork-dev@example.com'] : ['Upstream Dev', 'upstream-dev@example.com'];
  const date = `${Math.max(when, Number((await git.run(['show', '-s', '--format=%ct', parent])).stdout.trim()) + 60)} +0000`;
  const commit = (
    await git.run(['commit-tree', tree, '-p', parent], {
      input: `${message}\n`,
      env: {
        GIT_AUTHOR_NAME: who[0]!,
        GIT_AUTHOR_EMAIL: who[1]!,
        GIT_COMMITTER_NAME: who[0]!,
        GIT_COMMITTER_EMAIL: who[1]!,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
      },
    })
  ).stdout.trim();
  await git.run(['update-ref', `refs/heads/${branch}`, commit, parent]);
}
