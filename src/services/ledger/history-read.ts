import type { HistoryCache } from '../../adapters/cache/history-cache.js';
import {
  readBothSides,
  readCommitPaths,
  readCommits,
  readRangeAndBoundary,
} from '../../adapters/git/read/commit-log.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { patchIds } from '../../adapters/git/read/patch-id.js';
import { rangeWithParents } from '../../adapters/git/read/rev-list.js';
import type { ChangedPath, CommitRecord } from '../../domain/commit.js';

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
  /** Called with the fork's commits as soon as they are read (and upstream's, when one walk read both at once). */
  onForkRead?: (fork: CommitRecord[], upstream?: CommitRecord[]) => void,
  /**
   * `paths: false`: both sides' records without their paths, read faster (no tree diffs); `fillPaths` reads them for
   * the records that need them (a plan's window upstream; fork commits without provenance). `forkPaths` sets the
   * fork's log apart.
   */
  options: { paths?: boolean; forkPaths?: boolean; oneWalk?: boolean } = {},
): Promise<HistoryRead> {
  const upstreamRange = [upstreamSha, `^${forkSha}`];
  const forkRange = [forkSha, `^${upstreamSha}`];
  const noPaths = options.paths === false && (options.forkPaths ?? options.paths) === false;
  if (!cache?.hasCommits() && options.oneWalk && noPaths) {
    const read = await readInOneWalk(git, upstreamSha, forkSha);
    if (read) {
      onForkRead?.(read.fork, read.upstream);
      return read;
    }
  }
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

/**
 * Both sides in one walk of `upstream...fork`. A side that is a chain (no merges, each commit the child of the one
 * before it) has one order, so it comes in exactly the order of its own log; a side with merges is put in its own
 * log's order by a `rev-list` of its range (SHAs only: the order `readCommits` lists, as the history cache relies on).
 * Undefined when that list is not the walk's side (the two logs answer then).
 */
async function readInOneWalk(git: GitRunner, upstreamSha: string, forkSha: string): Promise<HistoryRead | undefined> {
  const both = await readBothSides(git, upstreamSha, forkSha);
  const [upstream, fork] = await Promise.all([
    inOwnOrder(git, both.left, [upstreamSha, `^${forkSha}`]),
    inOwnOrder(git, both.right, [forkSha, `^${upstreamSha}`]),
  ]);
  if (!upstream || !fork) return undefined;
  // The upstream log's boundary: the commits outside the range that its commits have as parents.
  const parents = new Set(upstream.flatMap((c) => c.parents));
  const boundary = both.boundary.filter((c) => parents.has(c.sha));
  const only = boundary.length === 1 ? boundary[0]! : undefined;
  return {
    upstream,
    fork,
    ...(only ? { base: { sha: only.sha, committedAt: only.committedAt } } : {}),
  };
}

async function inOwnOrder(
  git: GitRunner,
  side: CommitRecord[],
  range: readonly string[],
): Promise<CommitRecord[] | undefined> {
  if (isChain(side)) return side;
  const { commits } = await rangeWithParents(git, range);
  const bySha = new Map(side.map((c) => [c.sha, c]));
  const ordered = commits.map((e) => bySha.get(e.sha));
  return ordered.length === side.length && ordered.every(Boolean) ? (ordered as CommitRecord[]) : undefined;
}

function isChain(commits: readonly CommitRecord[]): boolean {
  return commits.every((c, i) => c.parents.length <= 1 && (i === 0 || c.parents[0] === commits[i - 1]!.sha));
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
  const bySha = await readPaths(
    git,
    missing.map((c) => c.sha),
  );
  setPaths(missing, bySha, cache);
}

/** The changed paths of the given commits (full SHAs), by SHA: one process, two past SPLIT_FROM commits. */
export async function readPaths(git: GitRunner, shas: readonly string[]): Promise<Map<string, ChangedPath[]>> {
  const parts = shas.length >= SPLIT_FROM ? [shas.slice(0, shas.length >> 1), shas.slice(shas.length >> 1)] : [shas];
  const read = await Promise.all(parts.map((part) => pathReaders.run(() => readCommitPaths(git, part))));
  return new Map(read.flatMap((m) => [...m]));
}

/**
 * At most two path-reading git processes at once in a run, however many reads overlap (lag reads the fork's and
 * upstream's paths side by side, each split in two past SPLIT_FROM): each process holds the trees it diffs — ~200 MB
 * apiece at LLVM scale, where four at once took the process tree past 1 GB — and two keep two cores busy.
 */
class ProcessSlots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(slots: number) {
    this.free = slots;
  }

  async run<T>(read: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((take) => this.waiting.push(take));
    try {
      return await read();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

const pathReaders = new ProcessSlots(2);

/** Sets the paths read (readPaths) on the records that lack them, in place; a record git did not return is an error. */
export function setPaths(
  records: readonly CommitRecord[],
  bySha: ReadonlyMap<string, ChangedPath[]>,
  cache: HistoryCache | undefined,
): void {
  for (const c of records) {
    if (c.paths) continue;
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
