import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { CommitHunks } from '../../domain/plan/hunks.js';
import type { Logger } from '../../shared/logger.js';
import type { CachedPick, PickCache } from '../git/cached-picks.js';

const VERSION = 1;
/** A year of a fast upstream is ~2,000 commits; far more entries than that is stale weight. */
const MAX_ENTRIES = 20_000;

const CachedPickSchema = z.object({
  verdict: z.enum(['clean', 'conflict', 'empty']),
  conflictPaths: z.array(z.string()),
  result: z.array(z.tuple([z.string(), z.string().nullable(), z.string().nullable()])).optional(),
  blobs: z.record(z.string(), z.string()).optional(),
});

const HunkSchema = z.tuple([z.number(), z.number(), z.number()]);
const CommitHunksSchema = z.object({
  sha: z.string(),
  files: z.array(
    z.object({
      path: z.string(),
      binary: z.boolean(),
      created: z.boolean(),
      deleted: z.boolean(),
      hunks: z.array(HunkSchema),
      added: z.number(),
      removed: z.number(),
    }),
  ),
});

const CacheFileSchema = z.object({
  version: z.literal(VERSION),
  picks: z.record(z.string(), CachedPickSchema),
  hunks: z.record(z.string(), CommitHunksSchema),
});

/**
 * The plan's cross-run cache, one JSON file: pick verdicts (keyed as cached-picks.ts explains) and the hunks of
 * upstream commits (immutable per SHA). It is an optimisation only: a file that cannot be read or does not match
 * its schema is ignored with a warning, and every entry is re-checked by its key before use.
 */
export class PlanCacheFile implements PickCache {
  private changed = false;

  private constructor(
    readonly path: string,
    private readonly picks: Map<string, CachedPick>,
    private readonly hunks: Map<string, CommitHunks>,
  ) {}

  static async load(path: string, logger: Logger): Promise<PlanCacheFile> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return new PlanCacheFile(path, new Map(), new Map());
    }
    try {
      const data = CacheFileSchema.parse(JSON.parse(text));
      return new PlanCacheFile(
        path,
        new Map(Object.entries(data.picks) as Array<[string, CachedPick]>),
        new Map(Object.entries(data.hunks) as Array<[string, CommitHunks]>),
      );
    } catch (error) {
      const why = error instanceof SyntaxError ? 'not JSON' : 'not a plan cache of this version';
      logger.warning(`plan cache ${path}: ${why}; ignored (it is rebuilt by this run)`);
      return new PlanCacheFile(path, new Map(), new Map());
    }
  }

  get(key: string): CachedPick | undefined {
    return this.picks.get(key);
  }

  set(key: string, value: CachedPick): void {
    this.picks.delete(key);
    this.picks.set(key, value);
    this.changed = true;
  }

  hunksOf(sha: string): CommitHunks | undefined {
    const h = this.hunks.get(sha);
    return h && h.sha === sha ? h : undefined;
  }

  setHunks(h: CommitHunks): void {
    this.hunks.set(h.sha, h);
    this.changed = true;
  }

  /** Writes the file atomically (a crash leaves the old one or the new one, never half of one). */
  async save(): Promise<void> {
    if (!this.changed) return;
    const data = {
      version: VERSION,
      picks: Object.fromEntries(newest(this.picks)),
      hunks: Object.fromEntries(newest(this.hunks)),
    };
    await mkdir(dirname(this.path), { recursive: true });
    const tmp = `${this.path}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(data));
    await rename(tmp, this.path);
    this.changed = false;
  }
}

function newest<V>(map: Map<string, V>): Array<[string, V]> {
  const entries = [...map];
  return entries.slice(Math.max(0, entries.length - MAX_ENTRIES));
}
