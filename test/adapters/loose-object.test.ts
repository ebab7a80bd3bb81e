/**
 * writeLooseObject writes what git itself would store (id, type, bytes), at zlib's default level for objects a
 * repository keeps and uncompressed (stored blocks) for the plan predictor's scratch objects: git reads both.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { storedZlib, writeLooseObject } from '../../src/adapters/git/write/tree-objects.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

describe('writeLooseObject', () => {
  it('writes the object git writes, compressed or stored', async () => {
    const repo = await makeTempDir('ui-loose-');
    const git = createGitRunner(repo);
    await git.run(['init', '-q', '-b', 'main']);
    const objects = join(repo, '.git', 'objects');
    const body = Buffer.from('a line that repeats\n'.repeat(200));
    const { stdout } = await git.run(['hash-object', '--stdin'], { input: body });
    const expected = stdout.trim();
    // Stored first (level 0), read back by git; then the same id again is left as it is.
    expect(writeLooseObject(objects, 'sha1', 'blob', body, 0)).toBe(expected);
    const file = join(objects, expected.slice(0, 2), expected.slice(2));
    const stored = await readFile(file);
    expect(stored.length).toBeGreaterThan(body.length); // not deflated: the repeated text would shrink to a few dozen bytes
    expect(inflateSync(stored).toString()).toBe(`blob ${body.length}\0${body.toString()}`);
    expect((await git.run(['cat-file', '-p', expected])).stdout).toBe(body.toString());
    expect((await git.run(['fsck', '--strict', '--no-dangling'])).stdout).toBe('');

    const other = Buffer.from('another line\n'.repeat(200));
    const id = writeLooseObject(objects, 'sha1', 'blob', other);
    const deflated = await readFile(join(objects, id.slice(0, 2), id.slice(2)));
    expect(deflated.length).toBeLessThan(200); // the default level compresses
    expect((await git.run(['cat-file', '-p', id])).stdout).toBe(other.toString());
  });

  it('stores objects of several blocks that git reads back whole', async () => {
    const repo = await makeTempDir('ui-loose-blocks-');
    const git = createGitRunner(repo);
    await git.run(['init', '-q', '-b', 'main']);
    const objects = join(repo, '.git', 'objects');
    // 150,000 bytes: three stored blocks (65,535 at most each), varied enough that a checksum slip shows.
    const body = Buffer.from(Array.from({ length: 150_000 }, (_, i) => (i * 7 + (i >> 9)) % 251));
    const id = writeLooseObject(objects, 'sha1', 'blob', body, 0);
    expect(id).toBe((await git.run(['hash-object', '--stdin'], { input: body })).stdout.trim());
    const stored = await readFile(join(objects, id.slice(0, 2), id.slice(2)));
    expect(inflateSync(stored).subarray(-body.length).equals(body)).toBe(true);
    const shown = await git.run(['cat-file', 'blob', id], { encoding: 'latin1' });
    expect(Buffer.from(shown.stdout, 'latin1').equals(body)).toBe(true);
    expect((await git.run(['fsck', '--strict', '--no-dangling'])).stdout).toBe('');
  });
});

describe('storedZlib', () => {
  it("is zlib's own level-0 output up to 65,531 bytes, and inflates to its input at every size", () => {
    for (const size of [0, 1, 5_552, 5_553, 65_531, 65_532, 65_535, 65_536, 131_070, 131_071, 300_001]) {
      const raw = Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + (i >> 8)) & 0xff));
      const out = storedZlib(raw);
      expect(inflateSync(out).equals(raw)).toBe(true); // inflate checks the Adler-32 too
      // Beyond that zlib cuts its blocks elsewhere: another valid stream of the same bytes.
      if (size <= 65_531) expect(out.equals(deflateSync(raw, { level: 0 }))).toBe(true);
    }
  });
});
