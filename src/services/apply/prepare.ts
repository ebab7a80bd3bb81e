import { readCommits } from '../../adapters/git/read/commit-log.js';
import { isAncestor } from '../../adapters/git/read/ancestry.js';
import { resolveCommits } from '../../adapters/git/read/branch-commits.js';
import { resolveRawCommits, type RawCommit } from '../../adapters/git/pick/worktree-free-picks.js';
import { fetchRemoteBranch } from '../../adapters/git/remote/push.js';
import { printable } from '../../adapters/git/read/refs.js';
import { useRerereCache } from '../../adapters/git/worktree/worktree-state.js';
import { pathOverlapDependencies } from '../../domain/apply/dependencies.js';
import { subjectOf, type CommitRecord } from '../../domain/commit.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { readIngestionState } from '../ledger/ingestion-state.js';
import type { ApplyRun } from './apply-run.js';
import { emptyResult } from './commit-results.js';
import { prefetchPickReads, startEarlyMerger } from './fast-picks.js';
import { refuseTrunkBranch } from './settings.js';
import { indexReusableCommits } from './reusable-commits.js';
import { short } from '../../shared/short-sha.js';
import { noteHead } from './worktree.js';

type IngestionState = Awaited<ReturnType<typeof readIngestionState>>;
/** What a run needs of the ledger: the upstream commits' records and how each is classified. */
type LedgerView = Pick<IngestionState, 'upstreamCommits' | 'classified'>;

/**
 * Resolves the refs and commits, reads the ledger and the remote branch, and finds what an earlier run left.
 * Reads only until `recovered` settles: the work tree is touched (HEAD detached) after the recovery is done.
 */
export async function prepare(run: ApplyRun, recovered: Promise<unknown> = Promise.resolve()): Promise<void> {
  const revisions = [run.settings.base, ...run.bundle.revisions, `refs/heads/${run.branch}`, 'HEAD'];
  for (const r of run.bundle.revisions) {
    if (!/^[0-9a-f]{7,64}$/.test(r)) throw new ConfigurationError(`commits: '${printable(r)}' is not a commit SHA`);
  }
  // Only the refs and objects are read before the recovery (which may reset the work tree) is done: the config, the
  // commits and the bundle's records are read while it runs; HEAD is detached, and the remote and rerere set up,
  // after it. Its error, if any, still comes first: it says what is wrong with the repository itself.
  // A run the fast path may take reads the commits it merges with the same process that resolves them.
  const fast = !run.ports.perCommitPicks && run.bundle.revisions.length > 1;
  let resolved: Awaited<ReturnType<typeof resolveCommits>>;
  let raw: Map<string, RawCommit | undefined> | undefined;
  try {
    if (fast) ({ ids: resolved, raw } = await resolveRawCommits(run.git, revisions));
    else resolved = await resolveCommits(run.git, revisions);
  } catch (error) {
    await recovered.catch(() => undefined);
    throw error;
  }
  let shas: string[];
  let base: string;
  try {
    ({ base, shas } = checkResolved(run, revisions, resolved));
  } catch (error) {
    await recovered;
    throw error;
  }
  run.baseSha = base;
  run.order = shas;
  // All of these settle before an error propagates: the clean-up after an error must not race a checkout in flight.
  if (fast && raw) {
    run.pickReads = prefetchPickReads(run, [], raw);
    startEarlyMerger(run);
  }
  const [state] = await settleAll([
    readLedger(run, shas),
    recovered.then(() => settleAll([readRemote(run), setupRerere(run), noteHead(run)])),
  ]);
  await readRecords(run, shas, state);
  run.stamp = { committer: run.settings.committer, date: latestDate([...run.records.values()]) };
  run.deps = run.bundle.fromPlan
    ? new Map(shas.map((s) => [s, (run.bundle.planCommits.get(s)?.dependsOn ?? []).map((d) => d.sha)]))
    : pathOverlapDependencies(
        shas.map((s) => ({ sha: s, paths: (run.records.get(s)?.paths ?? []).map((p) => p.path) })),
      );
  await indexReusableCommits(run);
}

/** The resolved base and bundle commits (refs/heads/<branch> and HEAD recorded on the run), or why they cannot be. */
function checkResolved(
  run: ApplyRun,
  revisions: readonly string[],
  resolved: Awaited<ReturnType<typeof resolveCommits>>,
): { base: string; shas: string[] } {
  const base = resolved[0];
  if (!base)
    throw new ConfigurationError(
      `base: unknown revision '${printable(run.settings.base)}'`,
      'fetch it first or check the name',
    );
  const shas = run.bundle.revisions.map((r, i) => {
    const sha = resolved[i + 1];
    if (!sha) {
      throw new ConfigurationError(
        `${run.bundle.fromPlan ? 'plan bundle' : 'commits'}: commit ${r} is not in ${run.paths.topLevel}`,
        'fetch the upstream history first',
      );
    }
    return sha;
  });
  if (new Set(shas).size !== shas.length) throw new ConfigurationError('commits: a commit is listed twice');
  run.previousLocal = resolved[revisions.length - 2] ?? null;
  run.branchValue = run.previousLocal;
  run.worktreeAt = resolved[revisions.length - 1];
  if (!run.worktreeAt) {
    throw new ConfigurationError(
      `${run.paths.topLevel}: HEAD is on a branch with no commits yet (unborn)`,
      'check out a commit or branch first (git checkout <base>), or clone the fork with its history',
    );
  }
  return { base, shas };
}

async function readLedger(run: ApplyRun, shas: string[]): Promise<LedgerView> {
  if (run.bundle.fromPlan && run.bundle.planForkSha === run.baseSha) return planClassification(run, shas);
  const named = run.settings.upstream ?? run.bundle.upstreamRef;
  const upstream = named ?? shas[shas.length - 1]!;
  const keys = [...run.settings.extraTrailerKeys];
  if (run.settings.provenance.kind === 'trailer') keys.push(run.settings.provenance.key);
  // Loaded only here: applied onto the plan's fork tip (the daily case) a cold run never loads the ledger's modules.
  const { readIngestionState } = await import('../ledger/ingestion-state.js');
  return readIngestionState(
    {
      upstream,
      fork: run.baseSha,
      // Only whether each listed commit is ingested: no paths, patch-ids or content checks of the rest.
      only: shas,
      // Both tips are resolved already (and the clone known complete) unless upstream is a name: not read again.
      ...(named === undefined ? { tips: { upstream, fork: run.baseSha } } : {}),
      extraTrailerKeys: keys,
      ...(run.settings.ledgerRules?.provenanceRules
        ? { provenanceRules: run.settings.ledgerRules.provenanceRules }
        : {}),
      ...(run.settings.ledgerRules?.notApplicable ? { notApplicable: run.settings.ledgerRules.notApplicable } : {}),
    },
    { git: run.git, logger: run.logger },
  );
}

/**
 * Applied onto the fork tip the plan was made at, the plan's classification is the ledger's: every bundle commit was
 * pending there. Reading only the bundle's commits saves re-reading the whole history (0.6 s on a real fork).
 */
async function planClassification(run: ApplyRun, shas: string[]): Promise<LedgerView> {
  return {
    upstreamCommits: await readCommits(run.git, { revisions: shas, paths: true, noWalk: true }),
    classified: [],
  };
}

/** The remote branch's current value is the push lease: the push fails rather than overwrite someone else's work. */
async function readRemote(run: ApplyRun): Promise<void> {
  if (!run.settings.push) return;
  const { remote, authEnv } = run.settings.push;
  run.remotePrevious = await fetchRemoteBranch(run.git, remote, run.branch, authEnv);
  // The remote answered: now ask it for its default branch, which the apply branch must not be.
  await refuseTrunkBranch(run.git, run.settings, run.branch, true, run.trunkFacts);
  run.logger.info(
    run.remotePrevious
      ? `${remote} has ${run.branch} at ${short(run.remotePrevious)} (the push lease)`
      : `${remote} has no ${run.branch} yet`,
  );
}

async function setupRerere(run: ApplyRun): Promise<void> {
  if (run.settings.rerereCache) await useRerereCache(run.paths, run.settings.rerereCache);
}

/** One result per commit, with those the ledger or the base's ancestry already holds marked as applied. */
async function readRecords(run: ApplyRun, shas: string[], state: LedgerView): Promise<void> {
  const upstream = new Map(state.upstreamCommits.map((c) => [c.sha, c]));
  const classified = new Map(state.classified.map((c) => [c.sha, c]));
  for (const sha of shas) {
    const record = upstream.get(sha) ?? (await readOne(run, sha));
    if (record.parents.length > 1) {
      throw new ConfigurationError(`commits: ${sha} is a merge commit; apply-bundle picks single-parent commits only`);
    }
    run.records.set(sha, record);
    const planned = run.bundle.planCommits.get(sha);
    const result = emptyResult(sha, subjectOf(record.message), planned?.prediction ?? null);
    const known = classified.get(sha);
    if (known?.status === 'ingested') {
      result.status = 'already-applied';
      result.forkSha = known.forkCommits[0] ?? null;
      result.reasons.push(
        `already ingested (found by ${known.via.join(' and ')}${known.forkCommits[0] ? ` in ${short(known.forkCommits[0])}` : ''})`,
      );
    } else if (!upstream.has(sha) && (await isAncestor(run.git, sha, run.baseSha))) {
      result.status = 'already-applied';
      result.forkSha = sha;
      result.reasons.push('already in the base by ancestry');
    }
    run.results.set(sha, result);
  }
}

async function readOne(run: ApplyRun, sha: string): Promise<CommitRecord> {
  const [record] = await readCommits(run.git, { revisions: [`${sha}^!`], paths: true });
  if (!record) throw new ConfigurationError(`commits: cannot read commit ${sha}`);
  return record;
}

/** The committer date of every pick: the newest upstream commit date of the bundle (a fixed function of the inputs). */
function latestDate(records: readonly CommitRecord[]): string {
  const times = records.map((r) => Date.parse(r.committedAt)).filter((t) => Number.isFinite(t));
  return `${Math.floor((times.length ? Math.max(...times) : 0) / 1000)} +0000`;
}

/** Like Promise.all, but waits for every promise to settle before rejecting with the first error. */
async function settleAll<T extends readonly unknown[]>(
  promises: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
