import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { addProbeWorktree, firstParentSteps, landedCommits } from '../../adapters/git/worktree/probe-worktree.js';
import { resolveCommits } from '../../adapters/git/read/branch-commits.js';
import { assertSafeRevision, mergeBase, printable, resolveCommit } from '../../adapters/git/read/refs.js';
import { runTrustedCommand, succeeded } from '../../adapters/process/agent-runner.js';
import { nextBisectStep } from '../../domain/apply/bisect.js';
import type { TrunkBisectResult, TrunkConfirmResult } from '../../schemas/loop.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';

export type FailureClass = 'fail' | 'infra-fail' | 'flaky';

export interface TrunkBisectSettings {
  /** Trunk before the landing (its tiers passed). */
  good: string;
  /** Trunk after the landing, where the tier failed. */
  bad: string;
  /** The failing tier as a command (the fork's harness, e.g. `upstream-ingest tier --tier L1 …`): exit 0 = pass. */
  verify: string;
  verifyTimeoutMs: number;
  /** How the tier classified the failure; infra and flaky failures revert nothing. */
  classification: FailureClass;
  /** Provenance trailer keys besides `-x`, to name the culprit's upstream commit. */
  trailerKeys?: readonly string[];
  /**
   * The runner label set (pool) the probes run on: given to the harness as UPSTREAM_INGEST_RUNNER_LABEL, as run-tier
   * gives it, so a pool-specific failure reproduces; kept in the result.
   */
  pool?: readonly string[];
  /** Where the probes' work tree goes (default: the system's temp folder). */
  tempDir?: string;
}

/** The probe's environment: the pool's labels, comma-joined, as run-tier passes them to the harnesses. */
function poolEnv(pool: readonly string[] | undefined): Record<string, string> {
  return pool?.length ? { UPSTREAM_INGEST_RUNNER_LABEL: pool.join(',') } : {};
}

/**
 * Finds which landed commit broke trunk: the same prefix bisection as split-on-failure, over the commits that
 * `good..bad` brought, each probe running the failing tier in a throw-away work tree. Runs fork and upstream code:
 * an untrusted job, no token. The revert PR is opened by `open-revert` in a privileged job.
 */
export async function runTrunkBisect(
  settings: TrunkBisectSettings,
  deps: { git: GitRunner; logger: Logger },
): Promise<TrunkBisectResult> {
  const { git, logger } = deps;
  const { good, bad } = await resolveGoodAndBad(git, settings);
  const base = { good, bad, probes: 0, ...(settings.pool?.length ? { pool: [...settings.pool] } : {}) };
  if (settings.classification !== 'fail') {
    return {
      ...base,
      status: 'skipped',
      culprit: null,
      reason: `the failure is classified ${settings.classification}: nothing is reverted`,
    };
  }
  const dir = await mkdtemp(join(settings.tempDir ?? tmpdir(), 'upstream-ingest-bisect-'));
  const wt = await addProbeWorktree(git, join(dir, 'wt'), bad);
  // A work tree just added at `bad` is a clean checkout of it: the first probe (bad) need not reset, clean and check
  // it out again. After a probe ran the tier in it, every move starts from a clean slate.
  let pristineAt: string | undefined = bad;
  try {
    const probe = async (sha: string) => {
      if (sha !== pristineAt) await wt.moveTo(sha);
      pristineAt = undefined;
      const outcome = await runTrustedCommand(settings.verify, {
        cwd: wt.dir,
        timeoutMs: settings.verifyTimeoutMs,
        tmpDir: dir,
        env: poolEnv(settings.pool),
      });
      base.probes++;
      logger.info(`probe ${sha.slice(0, 12)}: ${succeeded(outcome) ? 'pass' : 'fail'}`);
      return succeeded(outcome);
    };
    // The failure is re-checked on bad first: a tier that passes now was flaky, and nothing is reverted.
    if (await probe(bad))
      return {
        ...base,
        status: 'no-culprit',
        culprit: null,
        verdict: 'flaky',
        reason: `the tier passes on the failing commit now${settings.pool?.length ? ` on ${settings.pool.join(',')}` : ''}: flaky, nothing reverted`,
      };
    // Trunk's own steps first (a PR merged as a merge commit is one step), then inside the landed bundle.
    const steps = await firstParentSteps(git, good, bad);
    const step = await bisectList(
      steps.map((c) => c.sha),
      good,
      probe,
    );
    if (step === undefined)
      return {
        ...base,
        status: 'no-culprit',
        culprit: null,
        reason: 'the tier fails before the landing too: no landed commit is to blame',
      };
    let culprit = steps[step]!;
    if (culprit.parents.length > 1) {
      const [trunkSide, bundleSide] = culprit.parents as [string, string];
      const forkBase = await mergeBase(git, trunkSide, bundleSide);
      if (!forkBase) throw new Error(`landing ${culprit.sha}: its two parents share no history`);
      const commits = await landedCommits(git, forkBase, bundleSide);
      const inner = await bisectList(
        commits.map((c) => c.sha),
        forkBase,
        probe,
      );
      if (inner === undefined)
        return {
          ...base,
          status: 'no-culprit',
          culprit: null,
          reason: `only the merge ${culprit.sha.slice(0, 12)} fails: a semantic conflict, for a person`,
        };
      culprit = { ...commits[inner]!, parents: [] };
    }
    return {
      ...base,
      status: 'culprit',
      culprit: {
        forkSha: culprit.sha,
        upstreamSha: upstreamOf(culprit.message, settings.trailerKeys ?? []),
        subject: culprit.subject,
      },
      reason: `the tier fails from ${culprit.sha.slice(0, 12)} on (${base.probes} probes)`,
    };
  } finally {
    await wt.remove();
    await rm(dir, { recursive: true, force: true });
  }
}

/** `good` and `bad` resolved in one process, each error as `resolveCommit` words it (good's first). */
async function resolveGoodAndBad(
  git: GitRunner,
  settings: Pick<TrunkBisectSettings, 'good' | 'bad'>,
): Promise<{ good: string; bad: string }> {
  assertSafeRevision(settings.good, 'good');
  const badIsSafe = (() => {
    try {
      assertSafeRevision(settings.bad, 'bad');
      return true;
    } catch {
      return false;
    }
  })();
  const [good, bad] = await resolveCommits(git, badIsSafe ? [settings.good, settings.bad] : [settings.good]);
  const unknown = (what: string, revision: string) =>
    new ConfigurationError(`${what}: unknown revision '${printable(revision)}'`, 'fetch it first or check the name');
  if (!good) throw unknown('good', settings.good);
  assertSafeRevision(settings.bad, 'bad');
  if (!bad) throw unknown('bad', settings.bad);
  return { good, bad };
}

/**
 * The failing commit's tier run once on another pool (`trunk-bisect --confirm`): whether the failure follows the code
 * or stays with one pool. Runs fork code: the same untrusted job as the bisect, on that pool's runners.
 */
export async function runTrunkConfirm(
  settings: Pick<TrunkBisectSettings, 'bad' | 'verify' | 'verifyTimeoutMs' | 'pool'>,
  deps: { git: GitRunner; logger: Logger },
): Promise<TrunkConfirmResult> {
  const bad = await resolveCommit(deps.git, settings.bad, 'bad');
  const dir = await mkdtemp(join(tmpdir(), 'upstream-ingest-confirm-'));
  const wt = await addProbeWorktree(deps.git, join(dir, 'wt'), bad);
  try {
    const outcome = await runTrustedCommand(settings.verify, {
      cwd: wt.dir,
      timeoutMs: settings.verifyTimeoutMs,
      tmpDir: dir,
      env: poolEnv(settings.pool),
    });
    const passed = succeeded(outcome);
    deps.logger.info(
      `confirm ${bad.slice(0, 12)} on ${settings.pool?.join(',') ?? 'this runner'}: ${passed ? 'pass' : 'fail'}`,
    );
    return { pool: [...(settings.pool ?? [])], bad, passed };
  } finally {
    await wt.remove();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Prefix bisection (split-on-failure's) over a linear list whose last element fails; undefined: `before` fails. */
async function bisectList(
  shas: readonly string[],
  before: string,
  probe: (sha: string) => Promise<boolean>,
): Promise<number | undefined> {
  if (shas.length === 0) return undefined;
  const results = new Map<number, boolean>([[shas.length, false]]);
  let step = nextBisectStep(shas.length, results);
  while (step.kind === 'probe') {
    results.set(step.prefix, await probe(step.prefix === 0 ? before : shas[step.prefix - 1]!));
    step = nextBisectStep(shas.length, results);
  }
  return step.kind === 'culprit' ? step.index : undefined;
}

function upstreamOf(message: string, keys: readonly string[]): string | null {
  const x = /\(cherry picked from commit ([0-9a-f]{40}(?:[0-9a-f]{24})?)\)/.exec(message);
  if (x) return x[1]!;
  for (const key of keys) {
    const m = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ([0-9a-f]{40}(?:[0-9a-f]{24})?)$`, 'm').exec(
      message,
    );
    if (m) return m[1]!;
  }
  return null;
}
