import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PlanCacheFile } from '../../src/adapters/cache/plan-cache.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import {
  predictCherryPicks,
  type CachedPick,
  type PickCache,
  type PickToPredict,
} from '../../src/adapters/git/pick/merge-tree.js';
import type { ChangedPath, PathStatus } from '../../src/domain/commit.js';
import { parseShapeRecords, replayShapes } from '../../src/demo/shape-replay.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { runCli } from '../helpers/cli.js';
import { buildScenario, git, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { text } from './plan-helpers.js';

afterAll(removeTempDirs);

class MemoryCache implements PickCache {
  readonly map = new Map<string, CachedPick>();
  get(key: string) {
    return this.map.get(key);
  }
  set(key: string, value: CachedPick) {
    this.map.set(key, value);
  }
}

const up = (id: string, files: Record<string, string | null>): Step => ({ id, on: 'upstream', files });
const upstreamIds = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9'];

/** Clean picks in nested directories (the tip's trees are rebuilt from the cache), conflicts, an empty pick, a delete. */
async function history(): Promise<BuiltScenario> {
  return buildScenario({
    base: {
      'lib/a/x.cpp': text(30),
      'lib/a/y.cpp': text(30),
      'lib/b/z.py': text(30),
      'test/t.py': text(30),
      'README.md': text(5),
    },
    steps: [
      { id: 'own1', on: 'fork', files: { 'lib/a/x.cpp': text(30, { 5: 'fork five' }) } },
      // The fork's own line in z.py: u3's clean pick then merges into a blob that exists nowhere but in the run.
      { id: 'own2', on: 'fork', files: { 'lib/b/z.py': text(30, { 25: 'fork twenty-five' }) } },
      up('u1', { 'lib/a/x.cpp': text(30, { 5: 'upstream five' }) }),
      up('u2', { 'lib/a/y.cpp': text(30, { 3: 'three' }) }),
      up('u3', { 'lib/b/z.py': text(30, { 9: 'nine' }), 'lib/b/new/deep.py': 'deep\n' }),
      up('u4', { 'lib/a/y.cpp': text(30, { 3: 'three', 20: 'twenty' }) }),
      up('u5', { 'test/t.py': text(30, { 1: 'one' }), 'docs/new.md': 'doc\n' }),
      up('u6', { 'lib/a/x.cpp': text(30, { 5: 'upstream five', 25: 'x25' }) }),
      up('u7', { 'README.md': null }),
      up('u8', { 'lib/b/z.py': text(30, { 9: 'nine', 10: 'ten' }) }),
      up('u9', { 'lib/a/y.cpp': text(30, { 3: 'three', 20: 'twenty' }) }),
    ],
  });
}

async function picksOf(s: BuiltScenario): Promise<PickToPredict[]> {
  return Promise.all(
    upstreamIds.map(async (id) => {
      const sha = s.sha(id);
      const parent = await git(s, 'rev-parse', `${sha}^`);
      const paths: ChangedPath[] = (await git(s, 'diff-tree', '-r', '--no-renames', '--name-status', parent, sha))
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [status, path] = line.split('\t');
          return { status: status as PathStatus, path: path! };
        });
      return { sha, parent, paths };
    }),
  );
}

describe('plan cache: pick verdicts reused across runs, never trusted blindly', () => {
  it('reuses verdicts on an unchanged tip and gives exactly the uncached verdicts and final tree', async () => {
    const s = await history();
    const picks = await picksOf(s);
    const fresh = await predictCherryPicks(s.git, s.fork, picks);
    const cache = new MemoryCache();
    const first = await predictCherryPicks(s.git, s.fork, picks, { cache });
    expect(first.verdicts).toEqual(fresh.verdicts);
    expect(first.cache?.hits).toBe(0);
    // The delete (u7) and the commit that changes nothing (u9: an empty pick with no paths) are never cached.
    expect(picks[8]!.paths).toEqual([]);
    expect(cache.map.size).toBe(picks.length - 2);
    const kinds = new Set(fresh.verdicts.map((v) => v.verdict));
    expect(kinds).toEqual(new Set(['clean', 'conflict', 'empty']));

    // u3's merged z.py exists only in that run's scratch objects: the cache carries it.
    expect([...cache.map.values()].filter((v) => v.blobs).length).toBeGreaterThan(0);
    const second = await predictCherryPicks(s.git, s.fork, picks, { cache });
    expect(second.verdicts).toEqual(fresh.verdicts);
    expect(second.finalTree).toBe(fresh.finalTree);
    expect(second.cache?.hits).toBe(picks.length - 2);
  });

  it('merges again a commit whose path the fork changed since, and gets the new verdict', async () => {
    const s = await history();
    const picks = await picksOf(s);
    const cache = new MemoryCache();
    const before = await predictCherryPicks(s.git, s.fork, picks, { cache });
    const u2 = before.verdicts[1]!;
    expect(u2.verdict).toBe('clean');

    // The fork now edits line 3 of lib/a/y.cpp: u2 (and the later picks of that file) must conflict.
    await git(s, 'checkout', '-q', 'fork');
    await writeFile(join(s.dir, 'lib/a/y.cpp'), text(30, { 3: 'fork three' }));
    await git(s, 'commit', '-q', '-am', 'fork edits y');
    const after = await predictCherryPicks(s.git, 'fork', picks, { cache });
    const uncached = await predictCherryPicks(s.git, 'fork', picks);
    expect(after.verdicts).toEqual(uncached.verdicts);
    expect(after.finalTree).toBe(uncached.finalTree);
    expect(after.verdicts[1]).toMatchObject({ verdict: 'conflict', conflictPaths: ['lib/a/y.cpp'] });
    // u1 (lib/a/x.cpp) and u3 (lib/b) read the same entries as before: reused.
    expect(after.cache!.hits).toBeGreaterThanOrEqual(2);
    expect(after.cache!.misses).toBeGreaterThanOrEqual(1);
  });

  it('ignores a corrupted cache file with a warning; the plan equals the uncached one', async () => {
    const s = await history();
    const file = join(await makeTempDir('ui-plan-cache-'), 'cache.json');
    const args = ['plan', '--repo', s.dir, '--upstream', 'upstream', '--fork', 'fork', '--json'];
    const uncached = await runCli([...args, '--no-cache']);
    expect(uncached.code).toBe(0);

    const warm = await runCli([...args, '--cache', file]);
    expect(warm.code).toBe(0);
    const saved = JSON.parse(await readFile(file, 'utf8')) as { picks: Record<string, unknown> };
    expect(Object.keys(saved.picks).length).toBeGreaterThan(0);

    await writeFile(file, '{"version": 1, "picks": {"k": {"verdict": "clean"');
    const corrupted = await runCli([...args, '--cache', file]);
    expect(corrupted.code).toBe(0);
    expect(corrupted.stderr).toMatch(/plan cache .*cache\.json: not JSON; ignored/);
    const strip = (text: string) => JSON.parse(text.replace(/"generatedAt": "[^"]+"/, '"generatedAt": ""')) as unknown;
    expect(strip(corrupted.stdout)).toEqual(strip(uncached.stdout));
    expect(strip(warm.stdout)).toEqual(strip(uncached.stdout));

    // A cache of another shape (wrong version) is ignored too.
    await writeFile(file, JSON.stringify({ version: 99, picks: {}, hunks: {} }));
    const logger = new RecordingLogger();
    const loaded = await PlanCacheFile.load(file, logger);
    expect(loaded.get('anything')).toBeUndefined();
    expect(logger.messages('warning').join('\n')).toMatch(/not a plan cache of this version/);
  });

  it('reads well-formed verdicts and hunks, and ignores a file with any malformed one', async () => {
    const dir = await makeTempDir('ui-plan-cache-shape-');
    const file = join(dir, 'cache.json');
    const pick = {
      verdict: 'clean',
      conflictPaths: [],
      result: [
        ['a.txt', '100644', 'b'.repeat(40)],
        ['gone', null, null],
      ],
    };
    const hunks = {
      sha: 'c'.repeat(40),
      files: [
        { path: 'a.txt', binary: false, created: false, deleted: false, hunks: [[1, 2, 3]], added: 2, removed: 1 },
      ],
    };
    const good = {
      version: 1,
      picks: { k: pick, e: { verdict: 'empty', conflictPaths: [], blobs: {} } },
      hunks: { [hunks.sha]: hunks },
      lines: { [hunks.sha]: ['tip-blobs-key', 1], ['d'.repeat(40)]: ['other-key', 0] },
    };
    await writeFile(file, JSON.stringify(good));
    const logger = new RecordingLogger();
    const loaded = await PlanCacheFile.load(file, logger);
    expect(loaded.get('k')).toEqual(pick);
    expect(loaded.hunksOf(hunks.sha)).toEqual(hunks);
    expect(loaded.linesCheck(hunks.sha)).toEqual({ key: 'tip-blobs-key', missing: true });
    expect(loaded.linesCheck('d'.repeat(40))).toEqual({ key: 'other-key', missing: false });
    expect(logger.messages('warning')).toEqual([]);
    const bad: unknown[] = [
      { ...good, picks: { k: { ...pick, verdict: 'maybe' } } },
      { ...good, picks: { k: { ...pick, conflictPaths: [1] } } },
      { ...good, picks: { k: { ...pick, result: [['a.txt', 100644, null]] } } },
      { ...good, picks: { k: { ...pick, blobs: { x: 1 } } } },
      { ...good, hunks: { [hunks.sha]: { ...hunks, files: [{ ...hunks.files[0], hunks: [[1, 2]] }] } } },
      { ...good, hunks: { [hunks.sha]: { ...hunks, files: [{ ...hunks.files[0], binary: 'no' }] } } },
      { ...good, hunks: { [hunks.sha]: { files: [] } } },
      { ...good, lines: { [hunks.sha]: ['tip-blobs-key', 2] } },
      { ...good, lines: { [hunks.sha]: [1, 1] } },
      { ...good, lines: { [hunks.sha]: ['tip-blobs-key'] } },
    ];
    for (const data of bad) {
      await writeFile(file, JSON.stringify(data));
      const log = new RecordingLogger();
      const cache = await PlanCacheFile.load(file, log);
      expect(cache.get('k')).toBeUndefined();
      expect(log.messages('warning').join('\n')).toMatch(/not a plan cache of this version; ignored/);
    }
  });

  it('never reuses a verdict keyed on entries that differ (a planted wrong entry is not hit)', async () => {
    const s = await history();
    const picks = await picksOf(s);
    const cache = new MemoryCache();
    await predictCherryPicks(s.git, s.fork, picks, { cache });
    // Poison every entry: a conflict everywhere. Keys still match on the same tip, so the poison would be used —
    // which is why keys include the tip's blob ids: on a different tip at those paths nothing is reused.
    for (const key of cache.map.keys()) cache.set(key, { verdict: 'conflict', conflictPaths: ['poison'] });
    const other = createGitRunner(s.dir);
    await git(s, 'checkout', '-q', 'fork');
    for (const f of ['lib/a/x.cpp', 'lib/a/y.cpp', 'lib/b/z.py', 'test/t.py'])
      await writeFile(join(s.dir, f), `${await readFile(join(s.dir, f), 'utf8')}fork tail\n`);
    await git(s, 'commit', '-q', '-am', 'fork touches every file');
    const after = await predictCherryPicks(other, 'fork', picks, { cache });
    const uncached = await predictCherryPicks(other, 'fork', picks);
    expect(after.verdicts).toEqual(uncached.verdicts);
    expect(after.verdicts.some((v) => v.conflictPaths.includes('poison'))).toBe(false);
  });

  it('on a fork replayed from real shapes, a warm plan after a day of fork work equals a cold one', async () => {
    const sample = JSON.parse(await readFile('src/demo/sample-shapes.json', 'utf8')) as {
      upstream: unknown;
      fork: unknown;
    };
    const dir = join(await makeTempDir('ui-cache-replay-'), 'repo');
    await replayShapes(dir, {
      upstream: parseShapeRecords(JSON.stringify(sample.upstream)),
      fork: parseShapeRecords(JSON.stringify(sample.fork)),
      pickFraction: 0.3,
      patchIdFraction: 0.05,
      forkOwnLimit: 60,
      seed: 11,
    });
    const file = join(dir, '..', 'cache.json');
    const args = ['plan', '--repo', dir, '--upstream', 'upstream', '--fork', 'fork', '--json'];
    const strip = (text: string) => JSON.parse(text.replace(/"generatedAt": "[^"]+"/, '"generatedAt": ""')) as unknown;
    const cold = await runCli([...args, '--cache', file]);
    expect(cold.code).toBe(0);

    // A day of fork work on one file the backlog touches, then plan again with the cache.
    const g = createGitRunner(dir);
    const touched = (await g.run(['diff', '--name-only', 'fork', 'upstream'])).stdout.split('\n').filter(Boolean)[0]!;
    await g.run(['checkout', '-q', 'fork']);
    await writeFile(join(dir, touched), `fork day edit\n${await readFile(join(dir, touched), 'utf8')}`);
    await g.run(['commit', '-q', '-am', 'fork: a day of work']);
    const warm = await runCli([...args, '--cache', file]);
    const fresh = await runCli([...args, '--no-cache']);
    expect(warm.code).toBe(0);
    expect(strip(warm.stdout)).toEqual(strip(fresh.stdout));
    expect(warm.stderr).toMatch(/plan cache: [1-9]\d* verdicts reused/);
  });
});

describe('plan cache size limits', () => {
  const record = (sha: string) => ({
    sha,
    parents: [],
    authorName: 'a',
    authorEmail: 'a@x',
    authorDate: '2025-01-01T00:00:00Z',
    committedAt: '2025-01-01T00:00:00Z',
    message: `m ${sha}\n`,
    paths: [{ status: 'M' as PathStatus, path: 'f', oldOid: 'a'.repeat(40), newOid: 'b'.repeat(40) }],
  });
  const sha = (i: number) => i.toString(16).padStart(40, '0');

  it('keeps every record a run used even past the limit, and drops only records no run asked for', async () => {
    const file = join(await makeTempDir('ui-cache-limits-'), 'cache.json');
    const logger = new RecordingLogger();
    const first = await PlanCacheFile.load(file, logger, { commits: 3 });
    for (let i = 0; i < 6; i++) first.setCommit(record(sha(i)));
    await first.save();
    // A run larger than the limit (an LLVM-sized fork) keeps all it wrote: the next run reads none of it again.
    const second = await PlanCacheFile.load(file, logger, { commits: 3 });
    expect([0, 1, 2, 3, 4, 5].map((i) => second.commit(sha(i))?.message)).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `m ${sha(i)}\n`),
    );
    // This run uses two old records and adds one: the limit (3) drops the ones it did not ask for, oldest first.
    const third = await PlanCacheFile.load(file, logger, { commits: 3 });
    third.commit(sha(0));
    third.commit(sha(4));
    third.setCommit(record(sha(9)));
    await third.save();
    const fourth = await PlanCacheFile.load(file, logger, { commits: 3 });
    expect([0, 1, 2, 3, 4, 5, 9].filter((i) => fourth.commit(sha(i)))).toEqual([0, 4, 9]);
    expect(logger.messages('warning')).toEqual([]);
  });

  it('saves the lines-check outcomes a run set and reads them back; an unchanged one does not rewrite the file', async () => {
    const dir = await makeTempDir('ui-plan-cache-lines-');
    const file = join(dir, 'cache.json');
    const first = await PlanCacheFile.load(file, new RecordingLogger());
    first.setLinesCheck('a'.repeat(40), 'key-a', true);
    first.setLinesCheck('b'.repeat(40), 'key-b', false);
    await first.save();
    const second = await PlanCacheFile.load(file, new RecordingLogger());
    expect(second.linesCheck('a'.repeat(40))).toEqual({ key: 'key-a', missing: true });
    expect(second.linesCheck('b'.repeat(40))).toEqual({ key: 'key-b', missing: false });
    expect(second.linesCheck('c'.repeat(40))).toBeUndefined();
    // The same outcome again changes nothing: no write (a daily run with nothing new leaves the file as it was).
    second.setLinesCheck('a'.repeat(40), 'key-a', true);
    await writeFile(file, 'sentinel');
    await second.save();
    expect(await readFile(file, 'utf8')).toBe('sentinel');
    second.setLinesCheck('a'.repeat(40), 'key-a2', false);
    await second.save();
    expect((await PlanCacheFile.load(file, new RecordingLogger())).linesCheck('a'.repeat(40))).toEqual({
      key: 'key-a2',
      missing: false,
    });
  });

  it('keeps a verdict that was read (not only one that was written) when the limit drops older ones', async () => {
    const file = join(await makeTempDir('ui-cache-limits-'), 'cache.json');
    const logger = new RecordingLogger();
    const first = await PlanCacheFile.load(file, logger, { entries: 2 });
    for (const k of ['k1', 'k2']) first.set(k, { verdict: 'conflict', conflictPaths: [k] });
    await first.save();
    const second = await PlanCacheFile.load(file, logger, { entries: 2 });
    expect(second.get('k1')?.conflictPaths).toEqual(['k1']);
    second.set('k3', { verdict: 'empty', conflictPaths: [] });
    await second.save();
    const third = await PlanCacheFile.load(file, logger, { entries: 2 });
    expect(['k1', 'k2', 'k3'].filter((k) => third.get(k))).toEqual(['k1', 'k3']);
  });
});
