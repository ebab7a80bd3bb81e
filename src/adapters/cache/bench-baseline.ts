/**
 * Benchmark baselines in the Actions cache, keyed by suite, runner label and commit:
 *   upstream-ingest-bench-v1-<suite>-<runner>-<sha>
 * A run on the default branch saves its results under its own commit; a pull request restores the baseline of its
 * base commit, else of the nearest first-parent ancestor that has one (restore keys, nearest first), else the newest
 * baseline of the suite on that runner (the prefix). The cache module is a parameter so tests use an in-memory fake.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { z } from 'zod';
import type { GitRunner } from '../git/run/git-runner.js';
import type { CacheModule } from './cache-module.js';
import { assertSafeRevision } from '../git/read/refs.js';
import { firstParentAncestors } from '../git/read/rev-list.js';
import { errorMessage } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import { parseOrThrow } from '../../shared/zod-errors.js';

const KEY_VERSION = 'upstream-ingest-bench-v1';
/** @actions/cache accepts at most 10 keys (primary + restore keys). */
const MAX_KEYS = 10;
/** Relative to the work directory: the cache version hashes the path string, so it must be the same on every runner. */
export const BASELINE_CACHE_ROOT = '.upstream-ingest/bench-baseline';
const MANIFEST = 'manifest.json';

function keyPart(text: string): string {
  return (
    text
      .trim()
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .slice(0, 80) || 'default'
  );
}

export function cacheKeyPrefix(suite: string, runnerLabel: string): string {
  return `${KEY_VERSION}-${keyPart(suite)}-${keyPart(runnerLabel)}-`;
}

export function baselineCacheKey(suite: string, runnerLabel: string, commit: string): string {
  if (!/^[0-9a-f]{7,64}$/.test(commit))
    throw new Error(`baselineCacheKey: '${commit.slice(0, 80)}' is not a commit SHA`);
  return `${cacheKeyPrefix(suite, runnerLabel)}${commit}`;
}

/** Primary key = the first (nearest) commit; then up to 8 more ancestors, then the suite/runner prefix. */
export function baselineRestoreKeys(
  suite: string,
  runnerLabel: string,
  ancestors: readonly string[],
): { primaryKey: string; restoreKeys: string[] } {
  const [first, ...rest] = ancestors;
  if (!first) throw new Error('baselineRestoreKeys: at least one commit is required');
  const restoreKeys = rest.slice(0, MAX_KEYS - 2).map((c) => baselineCacheKey(suite, runnerLabel, c));
  restoreKeys.push(cacheKeyPrefix(suite, runnerLabel));
  return { primaryKey: baselineCacheKey(suite, runnerLabel, first), restoreKeys };
}

export function baselineCacheDir(suite: string): string {
  return `${BASELINE_CACHE_ROOT}/${keyPart(suite)}`;
}

const ManifestSchema = z
  .object({
    suite: z.string(),
    runnerLabel: z.string(),
    commit: z.string().regex(/^[0-9a-f]{7,64}$/),
    savedAt: z.string(),
    files: z.array(z.object({ name: z.string().regex(/^[A-Za-z0-9._-]+$/), source: z.string() }).strict()).min(1),
  })
  .strict();

export interface BaselineCacheOptions {
  /** The directory the cache paths are relative to (the action's working directory). */
  workdir: string;
  suite: string;
  runnerLabel: string;
  logger: Logger;
}

export interface RestoredBaseline {
  files: string[];
  commit: string;
  key: string;
  /** Position of the commit in the ancestor list (0 = the base itself); -1 when only the prefix matched. */
  distance: number;
}

export async function saveBaseline(
  cache: CacheModule,
  options: BaselineCacheOptions & { commit: string; files: readonly string[]; now?: Date },
): Promise<{ key: string; saved: boolean }> {
  const key = baselineCacheKey(options.suite, options.runnerLabel, options.commit);
  const relative = baselineCacheDir(options.suite);
  const dir = join(options.workdir, relative);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const entries = await Promise.all(
    options.files.map(async (source, i) => {
      const name = `${i}-${basename(source).replace(/[^A-Za-z0-9._-]/g, '_')}`;
      await copyFile(source, join(dir, name));
      return { name, source: basename(source) };
    }),
  );
  const manifest = {
    suite: options.suite,
    runnerLabel: options.runnerLabel,
    commit: options.commit,
    savedAt: (options.now ?? new Date()).toISOString(),
    files: entries,
  };
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  try {
    const id = await cache.saveCache([relative], key);
    return { key, saved: typeof id === 'number' && id !== -1 };
  } catch (error) {
    // An existing entry for this key (a re-run) or an unavailable cache service must not fail the comparison.
    options.logger.warning(`benchmark baseline not saved under ${key}: ${errorMessage(error)}`);
    return { key, saved: false };
  }
}

export async function restoreBaseline(
  cache: CacheModule,
  options: BaselineCacheOptions & { ancestors: readonly string[] },
): Promise<RestoredBaseline | undefined> {
  if (options.ancestors.length === 0) return undefined;
  const relative = baselineCacheDir(options.suite);
  const dir = join(options.workdir, relative);
  await rm(dir, { recursive: true, force: true });
  const { primaryKey, restoreKeys } = baselineRestoreKeys(options.suite, options.runnerLabel, options.ancestors);
  let matched: string | undefined;
  try {
    matched = await cache.restoreCache([relative], primaryKey, restoreKeys);
  } catch (error) {
    options.logger.warning(`benchmark baseline not restored: ${errorMessage(error)}`);
    return undefined;
  }
  if (!matched) return undefined;
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST), 'utf8');
  } catch {
    options.logger.warning(`cache entry ${matched} has no ${MANIFEST}; ignored`);
    return undefined;
  }
  const manifest = parseOrThrow(ManifestSchema, JSON.parse(text) as unknown, `cache entry ${matched}/${MANIFEST}`);
  return {
    files: manifest.files.map((f) => join(dir, f.name)),
    commit: manifest.commit,
    key: matched,
    distance: options.ancestors.indexOf(manifest.commit),
  };
}

/** `sha` and its first-parent ancestors, nearest first (fewer in a shallow clone; just `sha` when git cannot tell). */
export async function ancestorCommits(git: GitRunner, sha: string, count = MAX_KEYS - 1): Promise<string[]> {
  assertSafeRevision(sha, 'base commit');
  try {
    const list = (await firstParentAncestors(git, sha, count)).filter((s) => /^[0-9a-f]{40,64}$/.test(s));
    return list.length > 0 ? list : [sha];
  } catch {
    return /^[0-9a-f]{7,64}$/.test(sha) ? [sha] : [];
  }
}
