import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner, type GitRunner } from '../adapters/git/run/git-runner.js';
import type { Logger } from '../shared/logger.js';
import { checkout, commitFile, commitTime } from './demo-git.js';
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
  const tip = await commitTime(git, 'upstream');
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
  await checkout(git, 'fork');
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

/** One commit on `branch` at `when` (seconds) writing one file: the fork's developer or upstream's. */
async function plant(git: GitRunner, branch: string, path: string, content: string, message: string, when: number) {
  const who = branch === 'fork' ? FORK_DEV : UPSTREAM_DEV;
  await commitFile(git, { branch, path, content, message, who, at: when });
}

const FORK_DEV = { name: 'Fork Dev', email: 'fork-dev@example.com' };
const UPSTREAM_DEV = { name: 'Upstream Dev', email: 'upstream-dev@example.com' };
