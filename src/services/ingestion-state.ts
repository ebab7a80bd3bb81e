import { readCommits } from '../adapters/git/commit-log.js';
import { asUserError, GitError } from '../adapters/git/git-errors.js';
import type { GitRunner } from '../adapters/git/git-runner.js';
import { patchIds } from '../adapters/git/patch-id.js';
import { assertRepository, committerDate, isShallow, mergeBase, resolveCommit } from '../adapters/git/refs.js';
import type { CommitRecord } from '../domain/commit.js';
import { classifyUpstream, type ClassifiedCommit } from '../domain/ledger/classify.js';
import {
  analyzeForkHistory,
  matchPatchIds,
  patchIdCandidates,
  type ForkAnalysis,
} from '../domain/ledger/fork-history.js';
import { resolveLedger, type ResolvedLedger } from '../domain/ledger/ledger-entries.js';
import { DEFAULT_TRAILER_KEYS } from '../domain/ledger/provenance.js';
import type { LedgerFile } from '../schemas/ledger.js';
import { ConfigurationError } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';

export interface IngestionSettings {
  upstream: string;
  fork: string;
  /** Keys besides the defaults (`Upstream-Commit`, `Original Commit`, and `cherry-pick -x`). */
  extraTrailerKeys: readonly string[];
  ledger?: LedgerFile;
  ledgerSource?: string;
}

export interface IngestionDeps {
  git: GitRunner;
  logger: Logger;
}

/** Everything the ledger knows about upstream vs fork; lag and plan are views of it. */
export interface IngestionState {
  upstream: { ref: string; sha: string };
  fork: { ref: string; sha: string };
  mergeBase: { sha: string; committedAt: string };
  trailerKeys: string[];
  /** Upstream commits missing by ancestry, oldest first, with changed paths. */
  upstreamCommits: CommitRecord[];
  /** Fork-only commits, oldest first, with changed paths. */
  forkCommits: CommitRecord[];
  analysis: ForkAnalysis;
  ledger: ResolvedLedger;
  classified: ClassifiedCommit[];
}

export async function readIngestionState(settings: IngestionSettings, deps: IngestionDeps): Promise<IngestionState> {
  const { git, logger } = deps;
  // Independent look-ups run side by side: this is the fixed cost of every lag, plan and apply run. Their errors
  // are reported in order of what they imply: not a repository, then shallow (a ref may just be cut off), then refs.
  const [, , upstreamSha, forkSha] = (await Promise.allSettled([
    assertRepository(git),
    isShallow(git).then((shallow) => {
      if (shallow) {
        throw new ConfigurationError(
          `${git.cwd} is a shallow clone: ancestry and provenance need the full history`,
          'fetch with fetch-depth: 0 (actions/checkout) or run git fetch --unshallow',
        );
      }
    }),
    resolveCommit(git, settings.upstream, 'upstream'),
    resolveCommit(git, settings.fork, 'fork'),
  ]).then((results) =>
    results.map((r) => {
      if (r.status === 'rejected') throw r.reason;
      return r.value;
    }),
  )) as [void, void, string, string];
  const base = await mergeBase(git, upstreamSha, forkSha);
  if (!base) {
    throw new ConfigurationError(
      `upstream ${settings.upstream} and fork ${settings.fork} have no common history (unrelated histories)`,
      'check that the fork ref really is a fork of the upstream ref',
    );
  }
  const trailerKeys = [...new Set([...DEFAULT_TRAILER_KEYS, ...settings.extraTrailerKeys])];
  logger.info(`Reading history: upstream ${short(upstreamSha)}, fork ${short(forkSha)}, merge-base ${short(base)}`);
  let upstreamCommits: CommitRecord[];
  let forkCommits: CommitRecord[];
  let baseDate: string;
  try {
    [upstreamCommits, forkCommits, baseDate] = await Promise.all([
      readCommits(git, { revisions: [upstreamSha, `^${forkSha}`], oldestFirst: true, paths: true }),
      readCommits(git, { revisions: [forkSha, `^${upstreamSha}`], oldestFirst: true, paths: true }),
      committerDate(git, base),
    ]);
  } catch (error) {
    throw asUserError(error, 'reading history');
  }
  logger.info(
    `${upstreamCommits.length} upstream commits missing by ancestry; ${forkCommits.length} fork-only commits`,
  );

  const analysis = analyzeForkHistory(upstreamCommits, forkCommits, trailerKeys);
  const candidates = patchIdCandidates(upstreamCommits, forkCommits, analysis);
  let patchMatches = new Map<string, string[]>();
  if (candidates.upstream.length && candidates.fork.length) {
    logger.debug(`patch-id: ${candidates.upstream.length} upstream × ${candidates.fork.length} fork candidates`);
    const ids = await patchIds(git, [...candidates.upstream, ...candidates.fork]).catch((e: unknown) => {
      // Missing blobs (partial clone without a promisor, snapshots) make patch-ids impossible, not the ledger:
      // provenance still counts, and the report says what was skipped.
      if (e instanceof GitError && e.advice?.includes('objects are missing')) {
        logger.warning(`patch-id matching skipped: ${e.message}`);
        return new Map<string, string>();
      }
      throw asUserError(e, 'computing patch-ids');
    });
    const pick = (shas: string[]) => new Map(shas.flatMap((s) => (ids.has(s) ? [[s, ids.get(s)!] as const] : [])));
    patchMatches = matchPatchIds(pick(candidates.upstream), pick(candidates.fork));
  }
  const ledger = resolveLedger(
    settings.ledger,
    upstreamCommits.map((c) => c.sha),
    settings.ledgerSource ?? 'ledger',
  );
  for (const w of ledger.warnings) logger.warning(w);
  const classified = classifyUpstream(upstreamCommits, analysis, patchMatches, ledger);
  return {
    upstream: { ref: settings.upstream, sha: upstreamSha },
    fork: { ref: settings.fork, sha: forkSha },
    mergeBase: { sha: base, committedAt: baseDate },
    trailerKeys,
    upstreamCommits,
    forkCommits,
    analysis,
    ledger,
    classified,
  };
}

export function short(sha: string): string {
  return sha.slice(0, 10);
}
