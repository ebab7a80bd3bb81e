import { asUserError } from '../adapters/git/git-errors.js';
import type { GitRunner } from '../adapters/git/git-runner.js';
import { assertSafeRemote, parsePushResult } from '../adapters/git/push.js';
import { assertSafeRevision, printable, resolveCommit, tryResolveCommit } from '../adapters/git/refs.js';
import { decideGreenMove, type GreenMove } from '../domain/green-ref/decide.js';
import { ConfigurationError } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';

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

async function assertGreenRefName(git: GitRunner, ref: string): Promise<void> {
  assertSafeRevision(ref, 'green ref');
  const ok = await git.run(['check-ref-format', ref], { okExitCodes: [1] });
  if (!ref.startsWith('refs/') || ok.exitCode !== 0) {
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
  assertSafeRemote(settings.remote);
  const local = trackingRef(settings.ref);
  const result = await git
    .run(
      [
        'fetch',
        '-q',
        '--no-tags',
        '--no-recurse-submodules',
        '--end-of-options',
        settings.remote,
        `+${settings.ref}:${local}`,
      ],
      { env: deps.authEnv ?? {}, okExitCodes: [128, 1] },
    )
    .catch((error: unknown) => {
      throw asUserError(error, `fetching ${settings.ref} from ${settings.remote}`);
    });
  if (result.exitCode !== 0) {
    if (/couldn't find remote ref/i.test(result.stderr)) {
      await git.run(['update-ref', '-d', local]);
      return null;
    }
    throw new ConfigurationError(
      `fetching ${settings.ref} from ${settings.remote} failed: ${result.stderr.trim().split('\n')[0]?.slice(0, 300)}`,
    );
  }
  return (await tryResolveCommit(git, local)) ?? null;
}

async function isAncestor(git: GitRunner, ancestor: string, descendant: string): Promise<boolean> {
  const r = await git.run(['merge-base', '--is-ancestor', ancestor, descendant], { okExitCodes: [1] });
  return r.exitCode === 0;
}

async function decide(git: GitRunner, current: string | null, candidate: string, trunk: string | undefined) {
  if (!current)
    return decideGreenMove({
      current: undefined,
      candidate,
      currentBeforeCandidate: false,
      candidateBeforeCurrent: false,
    });
  // A green commit the clone does not have (shallow clone, rewritten trunk) cannot be compared: treat it as off trunk.
  const known = Boolean(await tryResolveCommit(git, current));
  const facts = {
    current,
    candidate,
    currentBeforeCandidate: known && (await isAncestor(git, current, candidate)),
    candidateBeforeCurrent: known && (await isAncestor(git, candidate, current)),
    ...(trunk
      ? {
          currentOnTrunk: known && (await isAncestor(git, current, trunk)),
          candidateOnTrunk: await isAncestor(git, candidate, trunk),
        }
      : {}),
  };
  return decideGreenMove(facts);
}

/** Writes the ref only if it still holds `expected` (compare-and-swap), so concurrent runs never overwrite each other. */
async function writeGreen(
  settings: AdvanceSettings,
  deps: GreenRefDeps,
  sha: string,
  expected: string | null,
): Promise<'written' | 'stale'> {
  const { git } = deps;
  if (!settings.remote) {
    const r = await git.run(['update-ref', settings.ref, sha, expected ?? '0'.repeat(40)], { okExitCodes: [128, 1] });
    return r.exitCode === 0 ? 'written' : 'stale';
  }
  const lease = `--force-with-lease=${settings.ref}:${expected ?? ''}`;
  const result = await git
    .run(['push', '--porcelain', '--no-verify', lease, '--end-of-options', settings.remote, `${sha}:${settings.ref}`], {
      env: deps.authEnv ?? {},
      okExitCodes: [1],
    })
    .catch((error: unknown) => {
      throw asUserError(error, `pushing ${settings.ref} to ${settings.remote}`);
    });
  const outcome = parsePushResult(result.stdout, result.stderr, settings.ref);
  if (outcome.status !== 'rejected') return 'written';
  if (outcome.kind === 'stale') return 'stale';
  throw new ConfigurationError(
    `pushing ${settings.ref} to ${settings.remote}: ${outcome.reason}`,
    'the job needs contents: write',
  );
}

/**
 * Moves the green ref to `candidate` when that is a step forward; re-reads and decides again when another run moved
 * it in the meantime.
 */
export async function advanceGreenRef(settings: AdvanceSettings, deps: GreenRefDeps): Promise<AdvanceResult> {
  const { git, logger } = deps;
  const candidate = await resolveCommit(git, settings.candidate, 'candidate');
  const trunk = settings.trunk ? await resolveCommit(git, settings.trunk, 'trunk') : undefined;
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
