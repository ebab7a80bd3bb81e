import type { HistoryCache } from '../../adapters/cache/history-cache.js';
import { readCommitPaths, readCommits, readRangeAndBoundary } from '../../adapters/git/read/commit-log.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { patchIds } from '../../adapters/git/read/patch-id.js';
import { rangeWithParents } from '../../adapters/git/read/rev-list.js';
import type { CommitRecord } from '../../domain/commit.js';

export type { HistoryCache };

export interface HistoryRead {
  upstream: CommitRecord[];
  fork: CommitRecord[];
  /** The merge-base, when the upstream range's boundary is a single commit (then it is the merge-base). */
  base?: { sha: string; committedAt: string };
  /** How many records came from the cache and how many from git (undefined without a cache). */
  reused?: { cached: number; read: number };
}

/** Both sides of the ledger: upstream commits missing from the fork, and fork-only commits, oldest first. */
export async function readBothHistories(
  git: GitRunner,
  upstreamSha: string,
  forkSha: string,
  cache: HistoryCache | undefined,
  /** Called with the fork's commits as soon as they are read: fork-only work can run while upstream's log is read. */
  onForkRead?: (fork: CommitRecord[]) => void,
  /**
   * `paths: false`: both sides' records without their paths, read faster (no tree diffs); `fillPaths` reads them for
   * the records that need them (a plan's window upstream; fork commits without provenance). `forkPaths` sets the
   * fork's log apart.
   */
  options: { paths?: boolean; forkPaths?: boolean } = {},
): Promise<HistoryRead> {
  const upstreamRange = [upstreamSha, `^${forkSha}`];
  const forkRange = [forkSha, `^${upstreamSha}`];
  if (!cache?.hasCommits()) {
    const [up, fork] = await Promise.all([
      readRangeAndBoundary(git, upstreamRange, { paths: options.paths ?? true }),
      readCommits(git, {
        revisions: forkRange,
        oldestFirst: true,
        paths: options.forkPaths ?? options.paths ?? true,
      }).then((commits) => {
        onForkRead?.(commits);
        return commits;
      }),
    ]);
    for (const c of [...up.commits, ...fork, ...up.boundary]) cache?.setCommit(c);
    const only = up.boundary.length === 1 ? up.boundary[0]! : undefined;
    return {
      upstream: up.commits,
      fork,
      ...(only ? { base: { sha: only.sha, committedAt: only.committedAt } } : {}),
      ...(cache ? { reused: { cached: 0, read: up.commits.length + fork.length } } : {}),
    };
  }
  const [up, fk] = await Promise.all([
    rangeWithParents(git, upstreamRange, { boundary: true }),
    rangeWithParents(git, forkRange),
  ]);
  const upList = up.commits;
  const forkList = fk.commits;
  // A kept record is used only when it is the record of that SHA with the parents git lists for it now.
  const known = new Map<string, CommitRecord>();
  const missing: string[] = [];
  for (const e of [...upList, ...forkList]) {
    const c = cache.commit(e.sha);
    if (c && c.sha === e.sha && sameList(c.parents, e.parents)) known.set(e.sha, c);
    else missing.push(e.sha);
  }
  const baseSha = up.boundary.length === 1 ? up.boundary[0]! : undefined;
  const keptBase = baseSha ? cache.commit(baseSha) : undefined;
  const toRead = baseSha && keptBase?.sha !== baseSha ? [...missing, baseSha] : missing;
  let baseRecord = keptBase?.sha === baseSha ? keptBase : undefined;
  if (toRead.length) {
    const read = await readCommits(git, { revisions: toRead, noWalk: true, paths: true, stdin: true });
    for (const c of read) {
      cache.setCommit(c);
      if (c.sha === baseSha) baseRecord = c;
      else known.set(c.sha, c);
    }
  }
  const records = (list: ReadonlyArray<{ sha: string }>) =>
    list.map((e) => {
      const c = known.get(e.sha);
      if (!c) throw new Error(`git log did not return commit ${e.sha}`);
      return c;
    });
  return {
    upstream: records(upList),
    fork: records(forkList),
    ...(baseRecord ? { base: { sha: baseRecord.sha, committedAt: baseRecord.committedAt } } : {}),
    reused: { cached: upList.length + forkList.length - missing.length, read: missing.length },
  };
}

/** Above this many commits, their paths are read by two git processes at once (each diffs its own trees). */
const SPLIT_FROM = 2_000;

/**
 * Reads the changed paths of the records that lack them and sets them in place (the records stay the same objects:
 * what was computed from their messages still refers to them), keeping the whole records in the cache.
 */
export async function fillPaths(
  git: GitRunner,
  records: readonly CommitRecord[],
  cache: HistoryCache | undefined,
): Promise<void> {
  const missing = records.filter((c) => !c.paths);
  if (!missing.length) return;
  const parts =
    missing.length >= SPLIT_FROM
      ? [missing.slice(0, missing.length >> 1), missing.slice(missing.length >> 1)]
      : [missing];
  const read = await Promise.all(
    parts.map((part) =>
      readCommitPaths(
        git,
        part.map((c) => c.sha),
      ),
    ),
  );
  const bySha = new Map(read.flatMap((m) => [...m]));
  for (const c of missing) {
    const paths = bySha.get(c.sha);
    if (!paths) throw new Error(`git log did not return commit ${c.sha}`);
    c.paths = paths;
    cache?.setCommit(c);
  }
}

/** Where patch-ids are kept: the cross-run cache, or a run's own memo. */
export type PatchIdStore = Pick<HistoryCache, 'patchId' | 'setPatchId'>;

/** Patch-ids of the given commits: kept ones from the store, the rest from git (then kept). */
export async function cachedPatchIds(
  git: GitRunner,
  shas: readonly string[],
  cache: PatchIdStore | undefined,
): Promise<Map<string, string>> {
  if (!cache) return patchIds(git, shas);
  const out = new Map<string, string>();
  const unknown: string[] = [];
  for (const sha of shas) {
    const id = cache.patchId(sha);
    if (id === undefined) unknown.push(sha);
    else if (id) out.set(sha, id);
  }
  if (!unknown.length) return out;
  const computed = await patchIds(git, unknown);
  for (const sha of unknown) {
    const id = computed.get(sha);
    cache.setPatchId(sha, id ?? '');
    if (id) out.set(sha, id);
  }
  return out;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
