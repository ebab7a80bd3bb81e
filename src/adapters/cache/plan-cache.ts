import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { CommitRecord, PathStatus } from '../../domain/commit.js';
import type { CommitHunks } from '../../domain/plan/hunks.js';
import type { Logger } from '../../shared/logger.js';
import type { CachedPick, PickCache } from '../git/pick/cached-picks.js';
import type { HistoryCache } from './history-cache.js';

const VERSION = 1;
/**
 * A year of a fast upstream is ~2,000 commits; far more entries than that is stale weight. Every limit is raised to
 * what the run itself used: a fork larger than the limit (LLVM: 30,000 upstream and 20,000 fork commits) would else
 * drop, and read again next run, the records it needs every day.
 */
const MAX_ENTRIES = 20_000;
/** Records of both sides (upstream missing from the fork, fork-only): a few years of a busy fork. */
const MAX_COMMITS = 40_000;
const STATUS_SET: ReadonlySet<string> = new Set<PathStatus>(['A', 'M', 'D', 'T', 'C', 'R', 'U', 'X']);

/**
 * Pick verdicts and hunks, like the commit records below, are checked by hand: zod took ~70 ms over a 2,000-commit
 * fork's cache and ~0.7 s at LLVM scale on every warm run, this loop milliseconds. Any bad entry rejects the file.
 */
const VERDICTS: ReadonlySet<string> = new Set(['clean', 'conflict', 'empty']);

function isCachedPick(v: unknown): v is CachedPick {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  if (!VERDICTS.has(c.verdict as string) || !isStrings(c.conflictPaths)) return false;
  if (c.result !== undefined) {
    if (!Array.isArray(c.result)) return false;
    for (const r of c.result as unknown[])
      if (
        !Array.isArray(r) ||
        r.length !== 3 ||
        typeof r[0] !== 'string' ||
        !isOptionalString(r[1]) ||
        !isOptionalString(r[2])
      )
        return false;
  }
  if (c.blobs !== undefined) {
    if (typeof c.blobs !== 'object' || c.blobs === null || Array.isArray(c.blobs)) return false;
    for (const b of Object.values(c.blobs)) if (typeof b !== 'string') return false;
  }
  return true;
}

function isCommitHunks(v: unknown): v is CommitHunks {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  if (typeof c.sha !== 'string' || !Array.isArray(c.files)) return false;
  for (const f of c.files as unknown[]) {
    if (typeof f !== 'object' || f === null) return false;
    const x = f as Record<string, unknown>;
    if (typeof x.path !== 'string' || typeof x.binary !== 'boolean' || typeof x.created !== 'boolean') return false;
    if (typeof x.deleted !== 'boolean' || typeof x.added !== 'number' || typeof x.removed !== 'number') return false;
    if (!Array.isArray(x.hunks)) return false;
    for (const h of x.hunks as unknown[])
      if (!Array.isArray(h) || h.length !== 3 || h.some((n) => typeof n !== 'number')) return false;
  }
  return true;
}

/** A lines-check outcome: the key of the tip blobs it was decided against, and 1 when a line was missing. */
type CachedLines = [string, 0 | 1];

function isCachedLines(v: unknown): v is CachedLines {
  return Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && (v[1] === 0 || v[1] === 1);
}

function isOptionalString(v: unknown): boolean {
  return v === null || typeof v === 'string';
}

/** A commit record, compact: parents, author name/email/date, committer date, message, [status, path, old, new]. */
interface CachedCommit {
  p: string[];
  an: string;
  ae: string;
  ad: string;
  c: string;
  m: string;
  /** Absent when the record was kept without its paths (a fork pick with provenance: no step reads them). */
  f?: Array<[PathStatus, string, string | null, string | null]>;
}

/**
 * Thousands of records: checked by hand, because zod takes ~0.25 s over them in a cold process (more than reading
 * the history they save), where this loop takes milliseconds. Any bad record rejects the whole file, as zod would.
 */
const CommitsSchema = z
  .record(z.string(), z.unknown())
  .refine((records) => Object.values(records).every(isCachedCommit), 'not a commit record');

function isCachedCommit(v: unknown): v is CachedCommit {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  if (!isStrings(c.p) || typeof c.an !== 'string' || typeof c.ae !== 'string' || typeof c.ad !== 'string') return false;
  if (typeof c.c !== 'string' || typeof c.m !== 'string') return false;
  if (c.f === undefined) return true;
  return (
    Array.isArray(c.f) &&
    c.f.every(
      (x: unknown) =>
        Array.isArray(x) &&
        x.length === 4 &&
        STATUS_SET.has(x[0] as string) &&
        typeof x[1] === 'string' &&
        (x[2] === null || typeof x[2] === 'string') &&
        (x[3] === null || typeof x[3] === 'string'),
    )
  );
}

function isStrings(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

// `commits`, `patchIds` and `lines` came later: a file without them is still a valid cache (readers ignore unknown
// keys).
const CacheFileSchema = z.object({
  version: z.literal(VERSION),
  picks: z.record(z.string(), z.unknown()).refine((r) => Object.values(r).every(isCachedPick), 'not a pick verdict'),
  hunks: z.record(z.string(), z.unknown()).refine((r) => Object.values(r).every(isCommitHunks), 'not commit hunks'),
  commits: CommitsSchema.optional(),
  patchIds: z.record(z.string(), z.string()).optional(),
  lines: z
    .record(z.string(), z.unknown())
    .refine((r) => Object.values(r).every(isCachedLines), 'not a lines-check outcome')
    .optional(),
});

/** How many entries a saved cache keeps at least (tests set small ones); a run's own entries are always kept. */
export interface CacheLimits {
  /** Pick verdicts, and hunks (default 20,000 each). */
  entries?: number;
  /** Commit records, patch-ids and lines-check outcomes (default 40,000 each). */
  commits?: number;
}

/**
 * The plan's cross-run cache, one JSON file: pick verdicts (keyed as cached-picks.ts explains) and the hunks of
 * upstream commits (immutable per SHA). It is an optimisation only: a file that cannot be read or does not match
 * its schema is ignored with a warning, and every entry is re-checked by its key before use.
 */
export class PlanCacheFile implements PickCache, HistoryCache {
  private changed = false;
  /** Keys this run read or wrote, per map: they are all at its newest end, and all kept. */
  private readonly used = {
    picks: new Set<string>(),
    hunks: new Set<string>(),
    commits: new Set<string>(),
    patchIds: new Set<string>(),
    lines: new Set<string>(),
  };

  private constructor(
    readonly path: string,
    private readonly picks: Map<string, CachedPick>,
    private readonly hunks: Map<string, CommitHunks>,
    private readonly commits: Map<string, CachedCommit> = new Map(),
    private readonly patchIds: Map<string, string> = new Map(),
    private readonly limits: CacheLimits = {},
    private readonly lines: Map<string, CachedLines> = new Map(),
  ) {}

  /** The commit records and patch-ids part (the ledger's history read uses it). */
  get history(): HistoryCache {
    return this;
  }

  /** How many pick verdicts the file holds. */
  get pickCount(): number {
    return this.picks.size;
  }

  static async load(path: string, logger: Logger, limits: CacheLimits = {}): Promise<PlanCacheFile> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return new PlanCacheFile(path, new Map(), new Map(), new Map(), new Map(), limits);
    }
    try {
      const data = CacheFileSchema.parse(JSON.parse(text));
      return new PlanCacheFile(
        path,
        new Map(Object.entries(data.picks) as Array<[string, CachedPick]>),
        new Map(Object.entries(data.hunks) as Array<[string, CommitHunks]>),
        new Map(Object.entries(data.commits ?? {}) as Array<[string, CachedCommit]>),
        new Map(Object.entries(data.patchIds ?? {})),
        limits,
        new Map(Object.entries(data.lines ?? {}) as Array<[string, CachedLines]>),
      );
    } catch (error) {
      const why = error instanceof SyntaxError ? 'not JSON' : 'not a plan cache of this version';
      logger.warning(`plan cache ${path}: ${why}; ignored (it is rebuilt by this run)`);
      return new PlanCacheFile(path, new Map(), new Map(), new Map(), new Map(), limits);
    }
  }

  get(key: string): CachedPick | undefined {
    return touch(this.picks, key, this.used.picks);
  }

  set(key: string, value: CachedPick): void {
    put(this.picks, key, value, this.used.picks);
    this.changed = true;
  }

  hunksOf(sha: string): CommitHunks | undefined {
    const h = touch(this.hunks, sha, this.used.hunks);
    return h && h.sha === sha ? h : undefined;
  }

  setHunks(h: CommitHunks): void {
    put(this.hunks, h.sha, h, this.used.hunks);
    this.changed = true;
  }

  hasCommits(): boolean {
    return this.commits.size > 0;
  }

  commit(sha: string): CommitRecord | undefined {
    // Used again: it moves to the newest end, so the size limit drops records no run asks for.
    const c = touch(this.commits, sha, this.used.commits);
    if (!c) return undefined;
    return {
      sha,
      parents: c.p,
      authorName: c.an,
      authorEmail: c.ae,
      authorDate: c.ad,
      committedAt: c.c,
      message: c.m,
      ...(c.f ? { paths: c.f.map(([status, path, oldOid, newOid]) => ({ status, path, oldOid, newOid })) } : {}),
    };
  }

  setCommit(r: CommitRecord): void {
    // Paths are kept only with their blob ids (without, the content check would read a diff again); a record read
    // without paths is kept without them, and its paths are read when a step needs them.
    const whole = r.paths?.every((p) => p.oldOid !== undefined && p.newOid !== undefined) ?? false;
    if (!whole && this.commits.get(r.sha)?.f) return; // never a less whole record over a whole one
    put(
      this.commits,
      r.sha,
      {
        p: r.parents,
        an: r.authorName,
        ae: r.authorEmail,
        ad: r.authorDate,
        c: r.committedAt,
        m: r.message,
        ...(r.paths && whole ? { f: r.paths.map((p) => [p.status, p.path, p.oldOid ?? null, p.newOid ?? null]) } : {}),
      },
      this.used.commits,
    );
    this.changed = true;
  }

  patchId(sha: string): string | undefined {
    return touch(this.patchIds, sha, this.used.patchIds);
  }

  setPatchId(sha: string, id: string): void {
    put(this.patchIds, sha, id, this.used.patchIds);
    this.changed = true;
  }

  linesCheck(sha: string): { key: string; missing: boolean } | undefined {
    const kept = touch(this.lines, sha, this.used.lines);
    return kept && { key: kept[0], missing: kept[1] === 1 };
  }

  setLinesCheck(sha: string, key: string, missing: boolean): void {
    const kept = this.lines.get(sha);
    if (kept?.[0] === key && kept[1] === (missing ? 1 : 0)) return; // unchanged: the file need not be written
    put(this.lines, sha, [key, missing ? 1 : 0], this.used.lines);
    this.changed = true;
  }

  /** Writes the file atomically (a crash leaves the old one or the new one, never half of one). */
  async save(): Promise<void> {
    if (!this.changed) return;
    const entries = this.limits.entries ?? MAX_ENTRIES;
    const commits = this.limits.commits ?? MAX_COMMITS;
    const data = {
      version: VERSION,
      picks: Object.fromEntries(newest(this.picks, entries, this.used.picks)),
      hunks: Object.fromEntries(newest(this.hunks, entries, this.used.hunks)),
      commits: Object.fromEntries(newest(this.commits, commits, this.used.commits)),
      patchIds: Object.fromEntries(newest(this.patchIds, commits, this.used.patchIds)),
      lines: Object.fromEntries(newest(this.lines, commits, this.used.lines)),
    };
    await mkdir(dirname(this.path), { recursive: true });
    const tmp = `${this.path}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(data));
    await rename(tmp, this.path);
    this.changed = false;
  }
}

/** The newest `max` entries, or every entry the run used when there are more of those. */
function newest<V>(map: Map<string, V>, max: number, used: ReadonlySet<string>): Array<[string, V]> {
  const entries = [...map];
  return entries.slice(Math.max(0, entries.length - Math.max(max, used.size)));
}

/** The entry, moved to the newest end (the limits drop the entries no run asks for). */
function touch<V>(map: Map<string, V>, key: string, used: Set<string>): V | undefined {
  const v = map.get(key);
  if (v === undefined) return undefined;
  map.delete(key);
  map.set(key, v);
  used.add(key);
  return v;
}

function put<V>(map: Map<string, V>, key: string, value: V, used: Set<string>): void {
  map.delete(key);
  map.set(key, value);
  used.add(key);
}
