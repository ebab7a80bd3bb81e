/**
 * What the ledger needs to know about reverts besides messages: for each upstream commit whose fork pick was
 * reverted, the revert (its reason) and whether upstream has since changed the same lines (read as hunks, tracked
 * through every later upstream commit that touches its paths).
 */
import { readHunks } from '../../adapters/git/read/diff-hunks.js';
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
  options: { retry?: readonly string[]; history?: HistoryCache },
): Promise<Map<string, RevertDeferral>> {
  const out = new Map<string, RevertDeferral>();
  const forkIndex = new Map(fork.map((c, i) => [c.sha, i]));
  const stuck = [...analysis.revertedPicksByUpstream.entries()].filter(([sha]) => !analysis.picksByUpstream.has(sha));
  if (!stuck.length) return out;
  const position = new Map(upstream.map((c, i) => [c.sha, i]));
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
  const touchedBy = await laterLineChanges(
    git,
    upstream,
    position,
    stuck
      .filter(([sha, picks]) => position.has(sha) && !linked.has(sha) && !requested(sha) && revertOf(picks))
      .map(([sha]) => sha),
    options.history,
  );
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

/** Reverted upstream commit → the first later upstream commit that changes (or abuts) lines it changed. */
async function laterLineChanges(
  git: GitRunner,
  upstream: readonly CommitRecord[],
  position: ReadonlyMap<string, number>,
  targets: readonly string[],
  history: HistoryCache | undefined,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!targets.length) return out;
  const first = Math.min(...targets.map((t) => position.get(t)!));
  const later = upstream.slice(first).filter((c) => c.parents.length <= 1);
  // A plan's window may not have read the later commits' paths: read them (only when a pick was reverted).
  await fillPaths(git, later, history);
  const targetSet = new Set(targets);
  const paths = new Set(later.filter((c) => targetSet.has(c.sha)).flatMap((c) => (c.paths ?? []).map((p) => p.path)));
  const touching = later.filter((c) => targetSet.has(c.sha) || (c.paths ?? []).some((p) => paths.has(p.path)));
  const hunks = await readHunks(
    git,
    touching.map((c) => c.sha),
  );
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
