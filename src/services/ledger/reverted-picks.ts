/**
 * What the ledger needs to know about reverts besides messages: for each upstream commit whose fork pick was
 * reverted, the revert (its reason) and whether upstream has since changed the same lines (read as hunks, tracked
 * through every later upstream commit that touches its paths).
 */
import { readHunks, type HunkReadResult } from '../../adapters/git/read/diff-hunks.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { subjectOf, type CommitRecord } from '../../domain/commit.js';
import type { ForkAnalysis } from '../../domain/ledger/fork-history.js';
import { retryReason, revertReason, type RevertDeferral } from '../../domain/ledger/reverted-picks.js';
import type { RevertLink } from '../../domain/plan/dependencies.js';
import { textualEdges } from '../../domain/plan/dependencies.js';
import type { HistoryCache } from './history-read.js';
import { fillPaths } from './history-read.js';

/**
 * Upstream commit → the revert of its last fork pick, for commits with no live pick. `retry` (SHA prefixes a person
 * ticked) lifts the deferral as upstream's own changes do.
 */
export async function revertedPicks(
  git: GitRunner,
  upstream: readonly CommitRecord[],
  fork: readonly CommitRecord[],
  analysis: ForkAnalysis,
  links: readonly RevertLink[],
  options: {
    retry?: readonly string[];
    history?: HistoryCache;
    /** The hunks of `revertHunkCommits`' commits when another read already has them (one patch read for both). */
    hunks?: () => Promise<HunkReadResult | undefined>;
  },
): Promise<Map<string, RevertDeferral>> {
  const out = new Map<string, RevertDeferral>();
  const { stuck, position, revertOf, requested, tracked } = revertInputs(upstream, fork, analysis, links, options);
  if (!stuck.length) return out;
  const forkIndex = new Map(fork.map((c, i) => [c.sha, i]));
  const touchedBy = await laterLineChanges(git, upstream, position, tracked, options.history, options.hunks);
  for (const [sha, picks] of stuck) {
    const revert = revertOf(picks);
    if (!revert) continue;
    const retry = retryReason(sha, links, touchedBy.get(sha), requested(sha));
    out.set(sha, {
      revertCommit: revert.sha,
      forkIndex: forkIndex.get(revert.sha)!,
      subject: subjectOf(revert.message),
      reason: revertReason(revert),
      ...(retry ? { retry } : {}),
    });
  }
  return out;
}

/** What the reverted picks are read from: the stuck commits, and those whose later line changes are looked for. */
function revertInputs(
  upstream: readonly CommitRecord[],
  fork: readonly CommitRecord[],
  analysis: ForkAnalysis,
  links: readonly RevertLink[],
  options: { retry?: readonly string[] },
) {
  const forkIndex = new Map(fork.map((c, i) => [c.sha, i]));
  const stuck = [...analysis.revertedPicksByUpstream.entries()].filter(([sha]) => !analysis.picksByUpstream.has(sha));
  const position = new Map(stuck.length ? upstream.map((c, i) => [c.sha, i]) : []);
  const revertOf = (picks: readonly string[]) => {
    // The latest reverted pick speaks for the commit.
    const pick = picks.reduce((a, b) => ((forkIndex.get(b) ?? -1) > (forkIndex.get(a) ?? -1) ? b : a));
    const revertSha = analysis.revertedBy.get(pick);
    return revertSha !== undefined ? fork[forkIndex.get(revertSha) ?? -1] : undefined;
  };
  const requested = (sha: string) =>
    (options.retry ?? []).some((r) => r.length >= 7 && sha.startsWith(r.toLowerCase()));
  // Later upstream changes to the same lines are looked for only where nothing else answers first (retryReason: a
  // person's retry, then an upstream revert or reland of it).
  const linked = new Set(links.flatMap((l) => l.targets));
  const tracked = stuck
    .filter(([sha, picks]) => position.has(sha) && !linked.has(sha) && !requested(sha) && revertOf(picks))
    .map(([sha]) => sha);
  return { stuck, position, revertOf, requested, tracked };
}

/**
 * The upstream commits whose hunks `revertedPicks` reads (the reverted picks' commits and every later one that
 * touches their paths), when every record it looks at has its paths; undefined when some lack them (it reads them
 * first) — a caller may then read these hunks with its own, in one process.
 */
export function revertHunkCommits(
  upstream: readonly CommitRecord[],
  fork: readonly CommitRecord[],
  analysis: ForkAnalysis,
  links: readonly RevertLink[],
  options: { retry?: readonly string[] },
): string[] | undefined {
  const { position, tracked } = revertInputs(upstream, fork, analysis, links, options);
  if (!tracked.length) return [];
  const later = laterCommits(upstream, position, tracked);
  if (later.some((c) => !c.paths)) return undefined;
  return touchingCommits(later, tracked).touching.map((c) => c.sha);
}

/**
 * The upstream commits whose changed paths `revertedPicks` looks at: every one from the first reverted pick it tracks
 * on (a later commit on the same paths may have changed the same lines). None when no pick is tracked.
 */
export function revertPathCommits(
  upstream: readonly CommitRecord[],
  fork: readonly CommitRecord[],
  analysis: ForkAnalysis,
  links: readonly RevertLink[],
  options: { retry?: readonly string[] },
): CommitRecord[] {
  const { position, tracked } = revertInputs(upstream, fork, analysis, links, options);
  return tracked.length ? laterCommits(upstream, position, tracked) : [];
}

function laterCommits(
  upstream: readonly CommitRecord[],
  position: ReadonlyMap<string, number>,
  targets: readonly string[],
): CommitRecord[] {
  const first = Math.min(...targets.map((t) => position.get(t)!));
  return upstream.slice(first).filter((c) => c.parents.length <= 1);
}

function touchingCommits(later: readonly CommitRecord[], targets: readonly string[]) {
  const targetSet = new Set(targets);
  const paths = new Set(later.filter((c) => targetSet.has(c.sha)).flatMap((c) => (c.paths ?? []).map((p) => p.path)));
  const touching = later.filter((c) => targetSet.has(c.sha) || (c.paths ?? []).some((p) => paths.has(p.path)));
  return { touching, paths, targetSet };
}

/** Reverted upstream commit → the first later upstream commit that changes (or abuts) lines it changed. */
async function laterLineChanges(
  git: GitRunner,
  upstream: readonly CommitRecord[],
  position: ReadonlyMap<string, number>,
  targets: readonly string[],
  history: HistoryCache | undefined,
  shared: (() => Promise<HunkReadResult | undefined>) | undefined,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!targets.length) return out;
  const later = laterCommits(upstream, position, targets);
  // A plan's window may not have read the later commits' paths: read them (only when a pick was reverted).
  const complete = later.every((c) => c.paths);
  await fillPaths(git, later, history);
  const { touching, paths, targetSet } = touchingCommits(later, targets);
  const shas = touching.map((c) => c.sha);
  // Another read (the content check's) may have read these patches with its own: the commits are then the same.
  const given = complete && shared ? await shared() : undefined;
  const hunks =
    given && shas.every((s) => given.commits.has(s) || given.failed.has(s)) ? given : await readHunks(git, shas);
  const edges = textualEdges(
    touching.map((c) => ({
      sha: c.sha,
      subject: subjectOf(c.message),
      pending: true,
      paths: (c.paths ?? []).filter((p) => paths.has(p.path)),
      ...(hunks.commits.get(c.sha) ? { hunks: hunks.commits.get(c.sha)! } : {}),
    })),
  );
  for (const e of edges) if (targetSet.has(e.to) && !out.has(e.to)) out.set(e.to, e.from);
  return out;
}
