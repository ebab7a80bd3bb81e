import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { ChangedPath } from '../../../domain/commit.js';
import type { TreeChange, TreeEntry, TreeObjects } from '../write/tree-objects.js';

/** A verdict worth keeping across runs: what one pick did to the paths it touches. */
export interface CachedPick {
  verdict: 'clean' | 'conflict' | 'empty';
  conflictPaths: string[];
  /** Clean picks: the result's entry at each of the commit's paths ([path, mode, id], or [path, null, null]: gone). */
  result?: Array<[string, string | null, string | null]>;
  /**
   * Merged blobs that exist nowhere but in the run that merged them (deflated, base64), by id. A blob equal to the
   * upstream commit's own is not kept: the repository has it.
   */
  blobs?: Record<string, string>;
}

/** Where cached verdicts live between runs (a file in the repository's git dir, or one restored from a CI cache). */
export interface PickCache {
  get(key: string): CachedPick | undefined;
  set(key: string, value: CachedPick): void;
}

const KEY_VERSION = 'pick-v1';
const SAFE_STATUS = new Set(['A', 'M', 'T']);
const TREE_MODE = '40000';
const SUBMODULE_MODE = '160000';

/**
 * Cached pick verdicts, keyed by the upstream commit and the simulated tip's entries at that commit's paths. A
 * cherry-pick's three-way merge reads only those entries, the commit and its parent — unless renames are in play:
 * a commit that deletes (or renames) a path, a touched path the tip no longer has, an added path the tip already has,
 * or a directory of an added path that the tip lost (a directory rename) is never cached. A daily run then merges
 * again only the commits whose paths the fork changed since.
 */
export class CachedPicks {
  hits = 0;
  misses = 0;

  constructor(
    private readonly trees: TreeObjects,
    private readonly cache: PickCache,
  ) {}

  /** The key of `sha` picked onto `tree`, or undefined when its outcome may depend on more than its own paths. */
  async keyOf(sha: string, parent: string, paths: readonly ChangedPath[] | undefined, tree: string) {
    if (!paths?.length || paths.some((p) => !SAFE_STATUS.has(p.status))) return undefined;
    // The parent's tree is read only for an added path (the directory-rename check).
    let parentTree: string | undefined;
    const parts: string[] = [];
    for (const { path, status } of [...paths].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
      const entry = await this.trees.entryAt(tree, path);
      if (status === 'A') {
        if (entry) return undefined;
        parentTree ??= await this.trees.treeOf(parent);
        if (await this.lostDirectory(parentTree, tree, path)) return undefined;
      } else if (!entry) return undefined;
      parts.push(`${path}\0${entry?.mode ?? ''}\0${entry?.id ?? ''}`);
    }
    return createHash('sha256')
      .update(`${KEY_VERSION}\0${sha}\0${parts.join('\0')}`)
      .digest('hex');
  }

  /** A cached verdict for this key, with the tree a clean pick leads to. */
  async replay(key: string, tree: string): Promise<{ cached: CachedPick; tree: string } | undefined> {
    const cached = this.cache.get(key);
    if (!cached || (cached.verdict === 'clean' && !cached.result)) {
      this.misses++;
      return undefined;
    }
    if (cached.verdict !== 'clean') {
      this.hits++;
      return { cached, tree };
    }
    // Merged blobs go back into this run's scratch objects, each checked against its id.
    for (const [id, data] of Object.entries(cached.blobs ?? {})) {
      const written = await this.trees
        .writeBlob(id, inflateRawSync(Buffer.from(data, 'base64')))
        .catch(() => undefined);
      if (!written) {
        this.misses++;
        return undefined;
      }
    }
    this.hits++;
    const changes: TreeChange[] = cached.result!.map(([path, mode, id]) => [
      path,
      mode && id ? ({ mode, id } satisfies TreeEntry) : null,
    ]);
    return { cached, tree: await this.trees.edit(tree, changes) };
  }

  async remember(
    key: string,
    sha: string,
    verdict: CachedPick['verdict'],
    conflictPaths: string[],
    paths: readonly ChangedPath[],
    resultTree: string,
  ): Promise<void> {
    if (verdict !== 'clean') {
      this.cache.set(key, { verdict, conflictPaths });
      return;
    }
    const result: NonNullable<CachedPick['result']> = [];
    const blobs: Record<string, string> = {};
    const theirs = await this.trees.treeOf(sha);
    for (const { path } of paths) {
      const entry = await this.trees.entryAt(resultTree, path);
      if (entry?.mode === TREE_MODE) return;
      result.push([path, entry?.mode ?? null, entry?.id ?? null]);
      if (!entry || entry.mode === SUBMODULE_MODE) continue;
      if ((await this.trees.entryAt(theirs, path))?.id === entry.id) continue;
      blobs[entry.id] = deflateRawSync(await this.trees.blob(entry.id)).toString('base64');
    }
    this.cache.set(key, { verdict, conflictPaths: [], result, ...(Object.keys(blobs).length ? { blobs } : {}) });
  }

  private async lostDirectory(parentTree: string, tree: string, path: string): Promise<boolean> {
    const dirs = path.split('/').slice(0, -1);
    for (let i = 1; i <= dirs.length; i++) {
      const dir = dirs.slice(0, i).join('/');
      if ((await this.trees.entryAt(parentTree, dir)) && !(await this.trees.entryAt(tree, dir))) return true;
    }
    return false;
  }
}
