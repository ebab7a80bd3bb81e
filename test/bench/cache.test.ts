import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ancestorCommits,
  baselineCacheKey,
  baselineRestoreKeys,
  restoreBaseline,
  saveBaseline,
} from '../../src/adapters/cache/bench-baseline.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { FakeCache } from './fake-cache.js';

afterAll(removeTempDirs);

const sha = (c: string): string => c.repeat(40).slice(0, 40);

describe('cache keys', () => {
  it('are keyed by suite, runner label and commit, and sanitized for the cache service', () => {
    expect(baselineCacheKey('matmul', 'nvidia-h100', sha('a'))).toBe(
      `upstream-ingest-bench-v1-matmul-nvidia-h100-${sha('a')}`,
    );
    expect(baselineCacheKey('mat,mul kernels', '["self-hosted","gfx90a"]', sha('b'))).toBe(
      `upstream-ingest-bench-v1-mat_mul_kernels-__self-hosted___gfx90a__-${sha('b')}`,
    );
    expect(() => baselineCacheKey('s', 'r', 'HEAD~1')).toThrow(/not a commit SHA/);
  });

  it('restore keys: nearest ancestor first, at most 10 keys in all, the suite/runner prefix last', () => {
    const ancestors = 'abcdef0123456'.split('').map(sha);
    const { primaryKey, restoreKeys } = baselineRestoreKeys('s', 'r', ancestors);
    expect(primaryKey).toBe(baselineCacheKey('s', 'r', ancestors[0]!));
    expect(restoreKeys).toHaveLength(9);
    expect(restoreKeys[0]).toBe(baselineCacheKey('s', 'r', ancestors[1]!));
    expect(restoreKeys.at(-1)).toBe('upstream-ingest-bench-v1-s-r-');
  });
});

describe('baseline save/restore through the cache module', () => {
  let work: string;
  let cache: FakeCache;
  const logger = new RecordingLogger();
  const options = () => ({ workdir: work, suite: 'kernels', runnerLabel: 'nvidia-h100', logger });

  beforeAll(async () => {
    work = await makeTempDir('ui-cb-cache-');
    cache = new FakeCache(work);
  });

  async function results(name: string, content: string): Promise<string> {
    const file = join(work, name);
    await writeFile(file, content);
    return file;
  }

  it('restores the nearest ancestor’s baseline, not merely the newest one', async () => {
    const [c1, c2, c3, c4, c5] = ['1', '2', '3', '4', '5'].map(sha) as [string, string, string, string, string];
    expect(
      await saveBaseline(cache, { ...options(), commit: c1, files: [await results('r1.json', '{"run": 1}')] }),
    ).toEqual({
      key: baselineCacheKey('kernels', 'nvidia-h100', c1),
      saved: true,
    });
    await saveBaseline(cache, {
      ...options(),
      commit: c3,
      files: [await results('r3.json', '{"run": 3}'), await results('r3b.json', '{"run": "3b"}')],
    });
    // Newer, but on another branch: not an ancestor of the PR base.
    await saveBaseline(cache, { ...options(), commit: c5, files: [await results('r5.json', '{"run": 5}')] });

    const restored = await restoreBaseline(cache, { ...options(), ancestors: [c4, c3, c2, c1] });
    expect(restored).toEqual(
      expect.objectContaining({ commit: c3, distance: 1, key: baselineCacheKey('kernels', 'nvidia-h100', c3) }),
    );
    expect(restored!.files).toHaveLength(2);
    expect(await readFile(restored!.files[0]!, 'utf8')).toBe('{"run": 3}');
    expect(await readFile(restored!.files[1]!, 'utf8')).toBe('{"run": "3b"}');

    // No ancestor has one: the newest baseline of this suite and runner, marked as not an ancestor.
    const fallback = await restoreBaseline(cache, { ...options(), ancestors: [sha('9'), sha('8')] });
    expect(fallback).toEqual(expect.objectContaining({ commit: c5, distance: -1 }));
    // Another runner label shares nothing.
    expect(await restoreBaseline(cache, { ...options(), runnerLabel: 'amd-gfx942', ancestors: [c3] })).toBeUndefined();
  });

  it('a re-run that saves the same key again is a warning, not a failure', async () => {
    const file = await results('again.json', '{}');
    await saveBaseline(cache, { ...options(), commit: sha('7'), files: [file] });
    const again = await saveBaseline(cache, { ...options(), commit: sha('7'), files: [file] });
    expect(again.saved).toBe(false);
    expect(logger.messages('warning').join()).toMatch(/not saved under .*Unable to reserve cache/);
  });
});

describe('ancestorCommits', () => {
  let s: BuiltScenario;
  beforeAll(async () => {
    s = await buildScenario({
      steps: ['c1', 'c2', 'c3', 'c4'].map((id) => ({ id, on: 'upstream' as const, files: { [`${id}.txt`]: id } })),
    });
  });

  it('lists first-parent ancestors nearest first, from a real repository', async () => {
    const list = await ancestorCommits(s.git, s.sha('c4'), 3);
    expect(list).toEqual([s.sha('c4'), s.sha('c3'), s.sha('c2')]);
  });

  it('falls back to the commit itself when git cannot tell, and refuses option-like input', async () => {
    const elsewhere = createGitRunner(await makeTempDir('ui-cb-nogit-'));
    expect(await ancestorCommits(elsewhere, sha('a'))).toEqual([sha('a')]);
    await expect(ancestorCommits(s.git, '--all')).rejects.toThrow(/not a valid git revision/);
  });
});
