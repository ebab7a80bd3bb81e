import { isAncestor } from '../../adapters/git/read/ancestry.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { fetchRefInto, isFullRefName, pushRefWithLease, updateRefIf } from '../../adapters/git/write/ref-store.js';
import { resolveCommits } from '../../adapters/git/read/branch-commits.js';
import { assertSafeRevision, printable, resolveCommit, tryResolveCommit } from '../../adapters/git/read/refs.js';
import { firstParentAncestors } from '../../adapters/git/read/rev-list.js';
import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import { readCommitChecks } from '../../adapters/github/commit-checks.js';
import { decideGreenMove, type GreenMove } from '../../domain/green-ref/decide.js';
import {
  DEFAULT_CONTEXT_PREFIX,
  describeMissing,
  requiredTiersPassed,
  type TierSet,
} from '../../domain/green-ref/required-tiers.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';

export const DEFAULT_GREEN_REF = 'refs/upstream-ingest/green';

export interface GreenRefSettings {
  /** Full ref name, e.g. refs/upstream-ingest/green (outside refs/heads: no branch UI, no push-triggered workflows). */
  ref: string;
  /** Remote to read from and push to; without it the local ref is used (CLI, tests). */
  remote?: string;
}

export interface GreenRefDeps {
  git: GitRunner;
  logger: Logger;
  /** Authentication for fetch and push (tokenAuthEnv), never argv. */
  authEnv?: Record<string, string>;
}

export interface AdvanceSettings extends GreenRefSettings {
  /** The commit whose required tiers all passed. */
  candidate: string;
  /** The trunk ref, to recognise a green commit that trunk no longer contains (history rewritten). */
  trunk?: string;
  maxAttempts?: number;
}

export interface AdvanceResult {
  action: GreenMove['action'];
  previous: string | null;
  /** Where the green ref points after this run (null: it still does not exist). */
  green: string | null;
  attempts: number;
}

/** A private local copy of the remote's green ref, so reading never touches the user's own refs. */
const TRACKING_PREFIX = 'refs/upstream-ingest/tracking/';

/** Names `check-ref-format` accepted (its answer depends on the name alone): a loop moving one ref asks once. */
const validRefNames = new Set<string>();

async function assertGreenRefName(git: GitRunner, ref: string): Promise<void> {
  if (validRefNames.has(ref)) return;
  if (await isFullRefName(git, ref)) validRefNames.add(ref);
  else {
    throw new ConfigurationError(`green ref: '${printable(ref)}' must be a full ref name such as ${DEFAULT_GREEN_REF}`);
  }
}

function trackingRef(ref: string): string {
  return `${TRACKING_PREFIX}${ref.slice('refs/'.length)}`;
}

/** The green commit: fetched from the remote (null when it does not exist yet), or read locally. */
export async function readGreenRef(settings: GreenRefSettings, deps: GreenRefDeps): Promise<string | null> {
  const { git } = deps;
  await assertGreenRefName(git, settings.ref);
  if (!settings.remote) return (await tryResolveCommit(git, settings.ref)) ?? null;
  const local = trackingRef(settings.ref);
  const fetched = await fetchRefInto(git, settings.remote, settings.ref, local, deps.authEnv);
  if (fetched.status === 'absent') return null;
  if (fetched.status === 'failed')
    throw new ConfigurationError(`fetching ${settings.ref} from ${settings.remote} failed: ${fetched.reason}`);
  return (await tryResolveCommit(git, local)) ?? null;
}

/**
 * `current` comes from `readGreenRef`, which resolves it to a commit this clone has: a green commit the clone lacks
 * (shallow clone, rewritten trunk) reads as no green ref there, so no second look is needed here.
 */
async function decide(git: GitRunner, current: string | null, candidate: string, trunk: string | undefined) {
  if (!current)
    return decideGreenMove({
      current: undefined,
      candidate,
      currentBeforeCandidate: false,
      candidateBeforeCurrent: false,
    });
  const before = ancestry(git);
  const currentBeforeCandidate = await before(current, candidate);
  const candidateBeforeCurrent = await before(candidate, current);
  const candidateOnTrunk = trunk ? await before(candidate, trunk) : false;
  const facts = {
    current,
    candidate,
    currentBeforeCandidate,
    candidateBeforeCurrent,
    ...(trunk
      ? {
          // Ancestry is transitive: green before the candidate, the candidate on trunk, so green is on trunk too.
          currentOnTrunk: (currentBeforeCandidate && candidateOnTrunk) || (await before(current, trunk)),
          candidateOnTrunk,
        }
      : {}),
  };
  return decideGreenMove(facts);
}

/**
 * `isAncestor` answering what it already knows without a process: a commit is its own ancestor, two distinct commits
 * are never each other's (history has no cycles), and a question asked twice (the candidate is trunk's tip on every
 * daily run) is asked once. The four facts of a move took four `merge-base` processes; on a daily run they take one.
 */
function ancestry(git: GitRunner): (ancestor: string, descendant: string) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>();
  const key = (a: string, b: string) => `${a} ${b}`;
  return async (a, b) => {
    if (a === b) return true;
    const asked = known.get(key(a, b));
    if (asked) return asked;
    if (await known.get(key(b, a))) return false;
    const answer = isAncestor(git, a, b);
    known.set(key(a, b), answer);
    return answer;
  };
}

/** Writes the ref only if it still holds `expected` (compare-and-swap), so concurrent runs never overwrite each other. */
async function writeGreen(
  settings: AdvanceSettings,
  deps: GreenRefDeps,
  sha: string,
  expected: string | null,
): Promise<'written' | 'stale'> {
  const { git } = deps;
  if (!settings.remote) return (await updateRefIf(git, settings.ref, sha, expected)) ? 'written' : 'stale';
  const pushed = await pushRefWithLease(git, settings.remote, settings.ref, sha, expected, deps.authEnv);
  if (pushed.status !== 'rejected') return pushed.status;
  throw new ConfigurationError(
    `pushing ${settings.ref} to ${settings.remote}: ${pushed.reason}`,
    'the job needs contents: write',
  );
}

/**
 * Moves the green ref to `candidate` when that is a step forward; re-reads and decides again when another run moved
 * it in the meantime.
 */
export async function advanceGreenRef(settings: AdvanceSettings, deps: GreenRefDeps): Promise<AdvanceResult> {
  const resolved = await resolveCandidateAndTrunk(deps.git, settings);
  return advanceResolved(settings, deps, resolved.candidate, resolved.trunk());
}

/**
 * The candidate and the trunk resolved in one process. The trunk's error (an unknown revision) is raised only where
 * the trunk is used, as when each was resolved on its own.
 */
async function resolveCandidateAndTrunk(
  git: GitRunner,
  settings: Pick<AdvanceSettings, 'candidate' | 'trunk'>,
): Promise<{ candidate: string; trunk: () => string | undefined }> {
  assertSafeRevision(settings.candidate, 'candidate');
  const [candidate, trunk] = await resolveCommits(git, [
    settings.candidate,
    ...(settings.trunk !== undefined && safeRevision(settings.trunk) ? [settings.trunk] : []),
  ]);
  if (!candidate) throw unknownRevision('candidate', settings.candidate);
  return {
    candidate,
    trunk: () => {
      if (settings.trunk === undefined) return undefined;
      assertSafeRevision(settings.trunk, 'trunk');
      if (!trunk) throw unknownRevision('trunk', settings.trunk);
      return trunk;
    },
  };
}

function safeRevision(revision: string): boolean {
  try {
    assertSafeRevision(revision, 'trunk');
    return true;
  } catch {
    return false;
  }
}

/** `resolveCommit`'s error, word for word. */
function unknownRevision(what: string, revision: string): ConfigurationError {
  return new ConfigurationError(
    `${what}: unknown revision '${printable(revision)}'`,
    'fetch it first or check the name',
  );
}

async function advanceResolved(
  settings: AdvanceSettings,
  deps: GreenRefDeps,
  candidate: string,
  trunk: string | undefined,
): Promise<AdvanceResult> {
  const { git, logger } = deps;
  const attempts = settings.maxAttempts ?? 4;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const current = await readGreenRef(settings, deps);
    const move = await decide(git, current, candidate, trunk);
    const report = (green: string | null): AdvanceResult => ({
      action: move.action,
      previous: current,
      green,
      attempts: attempt,
    });
    if (move.action === 'unchanged' || move.action === 'keep-newer') return report(current);
    if (move.action === 'keep-diverged') {
      logger.warning(
        `green ref ${settings.ref} (${current?.slice(0, 12)}) and ${candidate.slice(0, 12)} are on diverged histories; ` +
          'left unchanged (pass --trunk to let a rewritten trunk reset it)',
      );
      return report(current);
    }
    if ((await writeGreen(settings, deps, candidate, current)) === 'written') {
      logger.info(
        `green ref ${settings.ref}: ${move.action} ${current?.slice(0, 12) ?? '(none)'} → ${candidate.slice(0, 12)}`,
      );
      return report(candidate);
    }
    logger.info(`green ref ${settings.ref} moved while writing; reading it again (${attempt}/${attempts})`);
  }
  throw new ConfigurationError(
    `green ref ${settings.ref}: gave up after ${attempts} concurrent updates`,
    're-run the job',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Required tiers: the green ref only ever names a commit at which every required tier passed (default L1 and L2).

export interface RequiredTiers {
  client: GitHubClient;
  repo: RepoRef;
  required: readonly string[];
  /** Status context / check run name prefix of a tier (validate.yml posts `upstream-ingest/<tier>`). */
  prefix?: string;
}

export async function tiersAt(sha: string, tiers: RequiredTiers): Promise<TierSet> {
  const checks = await readCommitChecks(tiers.client, tiers.repo, sha);
  return requiredTiersPassed(checks, tiers.required, tiers.prefix ?? DEFAULT_CONTEXT_PREFIX);
}

/** The newest of the last `depth` first-parent trunk commits at which every required tier passed. */
export async function findNewestGreen(
  git: GitRunner,
  settings: { trunk: string; depth?: number },
  tiers: RequiredTiers,
): Promise<{ sha: string | null; examined: number }> {
  const trunk = await resolveCommit(git, settings.trunk, 'trunk');
  const commits = await firstParentAncestors(git, trunk, settings.depth ?? 50);
  for (let i = 0; i < commits.length; i++) {
    if ((await tiersAt(commits[i]!, tiers)).green) return { sha: commits[i]!, examined: i + 1 };
  }
  return { sha: null, examined: commits.length };
}

export type GuardedAdvanceResult =
  | (AdvanceResult & { missing?: undefined })
  | { action: 'partial'; previous: string | null; green: string | null; attempts: 0; missing: string };

/** Advances only when the candidate passed every required tier; a partial set leaves the ref where it is. */
export async function advanceWhenGreen(
  settings: AdvanceSettings,
  deps: GreenRefDeps,
  tiers: RequiredTiers,
): Promise<GuardedAdvanceResult> {
  const resolved = await resolveCandidateAndTrunk(deps.git, settings);
  const candidate = resolved.candidate;
  const set = await tiersAt(candidate, tiers);
  if (!set.green) {
    const current = await readGreenRef(settings, deps);
    const missing = describeMissing(set);
    deps.logger.info(`green ref ${settings.ref} stays: ${candidate.slice(0, 12)} is not green yet (${missing})`);
    return { action: 'partial', previous: current, green: current, attempts: 0, missing };
  }
  return advanceResolved({ ...settings, candidate }, deps, candidate, resolved.trunk());
}
