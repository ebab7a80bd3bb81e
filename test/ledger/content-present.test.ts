/**
 * "Content already present" must be exactly the plan predictor's empty pick (each commit onto the fork tip alone):
 * the blob-id and added-line shortcuts may decide a commit only the way the merge would.
 */
import fc from 'fast-check';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BlobLines,
  contentAlreadyPresent,
  hasLine,
  listTipBlobs,
  prefetchContentInputs,
  type LinesCheckStore,
} from '../../src/adapters/git/read/content-present.js';
import { readHunks } from '../../src/adapters/git/read/diff-hunks.js';
import { predictCherryPicks } from '../../src/adapters/git/pick/merge-tree.js';
import { buildScenario, type Step } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const lines = (n: number, tag = '') => Array.from({ length: n }, (_, i) => `line ${i}${tag}`).join('\n') + '\n';

describe('content already present', () => {
  it('agrees with the predictor on every commit: same blobs, untouched paths, missing lines, merges', async () => {
    const steps: Step[] = [
      // Upstream commits on shared and own files.
      { id: 'same', on: 'upstream', files: { 'same.txt': 'new\n' } },
      { id: 'untouched', on: 'upstream', files: { 'a.txt': lines(10, ' upstream') } },
      { id: 'absorbed', on: 'upstream', files: { 'b.txt': lines(10).replace('line 2\n', 'line 2 fixed\n') } },
      { id: 'missing', on: 'upstream', files: { 'c.txt': lines(10).replace('line 5\n', 'line 5 new\n') } },
      { id: 'present-lines-conflict', on: 'upstream', files: { 'd.txt': 'line 0\nshared\n' } },
      { id: 'deleted', on: 'upstream', files: { 'e.txt': null } },
      // The fork: takes `same` exactly, absorbs `absorbed` plus its own edit elsewhere in the file, has its own
      // version of d.txt containing upstream's added line in another place, and deleted e.txt itself.
      { id: 'f-same', on: 'fork', files: { 'same.txt': 'new\n' } },
      {
        id: 'f-absorbed',
        on: 'fork',
        files: { 'b.txt': lines(10).replace('line 2\n', 'line 2 fixed\n').replace('line 8\n', 'line 8 fork\n') },
      },
      { id: 'f-d', on: 'fork', files: { 'd.txt': 'shared\nfork only\nline 0 fork\n' } },
      { id: 'f-e', on: 'fork', files: { 'e.txt': null } },
      { id: 'f-c', on: 'fork', files: { 'c.txt': lines(10).replace('line 9\n', 'line 9 fork\n') } },
    ];
    const s = await buildScenario({
      base: { 'a.txt': lines(10), 'b.txt': lines(10), 'c.txt': lines(10), 'd.txt': 'line 0\n', 'e.txt': 'gone\n' },
      steps,
    });
    const upstream = ['same', 'untouched', 'absorbed', 'missing', 'present-lines-conflict', 'deleted'];
    const commits = await Promise.all(
      upstream.map(async (id) => ({
        sha: s.sha(id),
        parent: (await s.git.run(['rev-parse', `${s.sha(id)}^`])).stdout.trim(),
      })),
    );
    const check = await contentAlreadyPresent(s.git, 'fork', commits);
    const truth = new Map<string, string>();
    for (const c of commits) {
      const p = await predictCherryPicks(s.git, 'fork', [c], { mode: 'per-commit' });
      truth.set(c.sha, p.verdicts[0]!.verdict);
    }
    const got = upstream.map((id) => [id, check.present.has(s.sha(id)), check.decided.get(s.sha(id))]);
    expect(got).toEqual(upstream.map((id) => [id, truth.get(s.sha(id)) === 'empty', expect.any(String)]));
    // And the shortcuts are what decided the easy ones.
    expect(check.decided.get(s.sha('same'))).toBe('same-blobs');
    expect(check.decided.get(s.sha('deleted'))).toBe('same-blobs');
    expect(check.decided.get(s.sha('untouched'))).toBe('untouched-path');
    expect(check.decided.get(s.sha('missing'))).toBe('lines-missing');
    // Every added line is somewhere at the tip, so only the merge can tell.
    expect(['clean', 'conflict']).toContain(check.decided.get(s.sha('present-lines-conflict')));
    expect(check.decided.get(s.sha('absorbed'))).toBe('empty');
    expect(truth.get(s.sha('absorbed'))).toBe('empty');
  });

  it('answers the same from a listing of the tip as from one lookup per path: files, absent, trees, deleted', async () => {
    const s = await buildScenario({
      base: { 'keep.txt': 'k\n', 'was-file': 'f\n', 'gone.txt': 'g\n', 'deep/a/b.txt': 'b\n' },
      steps: [
        { id: 'u-keep', on: 'upstream', files: { 'keep.txt': 'k2\n' } },
        { id: 'u-file', on: 'upstream', files: { 'was-file': 'f2\n' } },
        { id: 'u-gone', on: 'upstream', files: { 'gone.txt': 'g2\n' } },
        { id: 'u-new', on: 'upstream', files: { 'new/n.txt': 'n\n', 'deep/a/b.txt': 'b2\n' } },
        { id: 'u-same', on: 'upstream', files: { 'same.txt': 'same\n' } },
        // The fork turns a file into a directory, deletes one, and already has same.txt.
        { id: 'f-dir', on: 'fork', files: { 'was-file': null, 'was-file/inner.txt': 'i\n', 'gone.txt': null } },
        { id: 'f-same', on: 'fork', files: { 'same.txt': 'same\n' } },
      ],
    });
    const ids = ['u-keep', 'u-file', 'u-gone', 'u-new', 'u-same'];
    const commits = await Promise.all(
      ids.map(async (id) => ({
        sha: s.sha(id),
        parent: (await s.git.run(['rev-parse', `${s.sha(id)}^`])).stdout.trim(),
      })),
    );
    const tip = (await s.git.run(['rev-parse', 'fork'])).stdout.trim();
    const perPath = await prefetchContentInputs(s.git, tip, commits);
    const listed = await prefetchContentInputs(s.git, tip, commits, listTipBlobs(s.git, tip));
    expect(listed.listing).toBeDefined();
    expect(perPath.listing).toBeUndefined();
    expect(Object.fromEntries(listed.atTip)).toEqual(Object.fromEntries(perPath.atTip));
    // The cases themselves: a file, an absent path, a path that is a tree at the tip (left to the merge).
    expect(listed.atTip.get('keep.txt')).toMatch(/^[0-9a-f]{40}$/);
    expect(listed.atTip.get('gone.txt')).toBeNull();
    expect(listed.atTip.has('was-file')).toBe(false);
    // Read whole with their ids (apply --commits): the same answers, and the bytes of each blob found.
    const whole = await prefetchContentInputs(s.git, tip, commits, undefined, { contents: true });
    expect(Object.fromEntries(whole.atTip)).toEqual(Object.fromEntries(perPath.atTip));
    expect([...whole.contents!.keys()].sort()).toEqual(
      [...new Set([...whole.atTip.values()].filter((v): v is string => Boolean(v)))].sort(),
    );
    expect(whole.contents!.get(whole.atTip.get('keep.txt')!)!.toString()).toBe('k\n');
    const a = await contentAlreadyPresent(s.git, tip, commits, undefined, Promise.resolve(perPath));
    const b = await contentAlreadyPresent(s.git, tip, commits, undefined, Promise.resolve(listed));
    const c = await contentAlreadyPresent(s.git, tip, commits, undefined, Promise.resolve(whole));
    expect([...b.decided]).toEqual([...a.decided]);
    expect([...c.decided]).toEqual([...a.decided]);
    expect([...b.present]).toEqual([s.sha('u-same')]);
  });
});

describe('lines-check outcomes kept across runs', () => {
  /** An in-memory store (the plan cache keeps the same entries in its file). */
  class MemoryLines implements LinesCheckStore {
    readonly entries = new Map<string, { key: string; missing: boolean }>();
    linesCheck(sha: string) {
      return this.entries.get(sha);
    }
    setLinesCheck(sha: string, key: string, missing: boolean) {
      this.entries.set(sha, { key, missing });
    }
  }

  const forked = lines(10).replace('line 0\n', 'line 0 fork\n');

  it('reads a patch again only where the tip changed at its paths, and decides exactly as without the store', async () => {
    const s = await buildScenario({
      base: { 'a.txt': lines(10), 'b.txt': lines(10) },
      steps: [
        { id: 'ua', on: 'upstream', files: { 'a.txt': lines(10).replace('line 3\n', 'line 3 upstream\n') } },
        { id: 'ub', on: 'upstream', files: { 'b.txt': lines(10).replace('line 4\n', 'line 4 upstream\n') } },
        // The fork edits both files elsewhere (so no blob id decides): each upstream commit adds a line it lacks.
        { id: 'f0', on: 'fork', files: { 'a.txt': forked, 'b.txt': forked } },
      ],
    });
    const commits = await Promise.all(
      ['ua', 'ub'].map(async (id) => ({
        sha: s.sha(id),
        parent: (await s.git.run(['rev-parse', `${s.sha(id)}^`])).stdout.trim(),
      })),
    );
    const read: string[][] = [];
    const reader = (shas: readonly string[]) => {
      read.push([...shas]);
      return readHunks(s.git, shas, { addedLines: true });
    };
    const store = new MemoryLines();
    const check = (tip: string, withStore: boolean) =>
      contentAlreadyPresent(
        s.git,
        tip,
        commits,
        undefined,
        undefined,
        reader,
        undefined,
        withStore ? store : undefined,
      );

    const first = await check('fork', true);
    expect(read).toEqual([[s.sha('ua'), s.sha('ub')]]);
    expect(first.decided.get(s.sha('ua'))).toBe('lines-missing');
    expect(first.decided.get(s.sha('ub'))).toBe('lines-missing');
    expect([...store.entries.values()].map((e) => e.missing)).toEqual([true, true]);

    // The same tip again: no patch is read, the verdicts are the same.
    read.length = 0;
    const again = await check('fork', true);
    expect(read).toEqual([]);
    expect([...again.decided]).toEqual([...first.decided]);

    // The fork takes upstream's a.txt line in its own words around it: the tip changed at ua's path only, so ua is
    // read again (and now goes to the merge), ub is not; everything equals a check without the store.
    await s.git.run(['checkout', '-q', 'fork']);
    await writeFile(join(s.dir, 'a.txt'), forked.replace('line 3\n', 'line 3 upstream\n'));
    await s.git.run(['commit', '-q', '-am', 'fork: takes the a.txt line']);
    read.length = 0;
    const moved = await check('fork', true);
    expect(read).toEqual([[s.sha('ua')]]);
    const plain = await check('fork', false);
    expect([...moved.decided]).toEqual([...plain.decided]);
    expect(moved.decided.get(s.sha('ua'))).not.toBe('lines-missing');
    expect(moved.decided.get(s.sha('ub'))).toBe('lines-missing');
  });

  it('never takes an outcome kept under another key (a planted entry is not used)', async () => {
    const s = await buildScenario({
      base: { 'a.txt': lines(10) },
      steps: [
        { id: 'ua', on: 'upstream', files: { 'a.txt': lines(10).replace('line 1\n', 'line 1 upstream\n') } },
        { id: 'fa', on: 'fork', files: { 'a.txt': forked } },
      ],
    });
    const c = { sha: s.sha('ua'), parent: (await s.git.run(['rev-parse', `${s.sha('ua')}^`])).stdout.trim() };
    const store = new MemoryLines();
    // Planted: "no line missing" under a key no tip gives; the real answer is a missing line.
    store.setLinesCheck(c.sha, 'not-this-key', false);
    const check = await contentAlreadyPresent(s.git, 'fork', [c], undefined, undefined, undefined, undefined, store);
    expect(check.decided.get(c.sha)).toBe('lines-missing');
    expect(store.linesCheck(c.sha)).toEqual({ key: expect.not.stringMatching(/^not-this-key$/), missing: true });
  });
});

describe('a blob line looked up in its text', () => {
  // Lines from a small alphabet, so that lines repeat, nest in each other and are empty.
  const line = fc.constantFrom('', 'a', 'ab', 'b', ' a', 'a\r', '}', 'x}');
  const text = fc.array(line, { maxLength: 8 }).map((ls) => ls.join('\n'));

  it('answers as the set of its lines does (property)', () => {
    fc.assert(
      fc.property(text, line, (t, l) => {
        expect(hasLine(t, l)).toBe(new Set(t.split('\n')).has(l));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same answers before and after it builds its set (a blob asked many times)', () => {
    fc.assert(
      fc.property(text, fc.array(line, { minLength: 20, maxLength: 40 }), (t, asked) => {
        const blob = new BlobLines(Buffer.from(t, 'utf8'));
        const set = new Set(t.split('\n'));
        for (const l of asked) expect(blob.has(l)).toBe(set.has(l));
      }),
      { numRuns: 300 },
    );
  });
});
