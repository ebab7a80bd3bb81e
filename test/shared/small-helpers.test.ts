import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { appendOutputs, appendSummary } from '../../src/cli/step-files.js';
import { commitLink } from '../../src/domain/commit-link.js';
import { parseJsonLines } from '../../src/shared/json-lines.js';
import { short } from '../../src/shared/short-sha.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

// The helpers that replaced several copies each: every former caller now depends on these exact behaviours.

const sha = '0123456789abcdef0123456789abcdef01234567';

describe('short', () => {
  it('gives ten digits, or twelve when asked', () => {
    expect(short(sha)).toBe('0123456789');
    expect(short(sha, 12)).toBe('0123456789ab');
  });
});

describe('commitLink', () => {
  it('links to the commit page when the repository is known, on the given server', () => {
    expect(commitLink(sha, 'acme/llvm')).toBe(`[\`0123456789\`](https://github.com/acme/llvm/commit/${sha})`);
    expect(commitLink(sha, 'acme/llvm', 'https://ghe.example.com//')).toBe(
      `[\`0123456789\`](https://ghe.example.com/acme/llvm/commit/${sha})`,
    );
  });

  it('is plain code without a repository', () => {
    expect(commitLink(sha, undefined, 'https://ghe.example.com')).toBe('`0123456789`');
  });
});

describe('parseJsonLines', () => {
  const Record = z.object({ n: z.number() }).strict();

  it('keeps the valid records in order and counts every damaged or invalid line', () => {
    const text = ['{"n":1}', '', '{"n":', '{"n":"two"}', '   ', '{"n":3}', '{"n":4,"extra":true}'].join('\n');
    expect(parseJsonLines(text, Record)).toEqual({ records: [{ n: 1 }, { n: 3 }], skipped: 3 });
  });

  it('reads an empty history as no records', () => {
    expect(parseJsonLines('', Record)).toEqual({ records: [], skipped: 0 });
  });
});

describe('step files', () => {
  afterAll(removeTempDirs);

  it('appends name=value lines and the summary, and does nothing without a file', async () => {
    const dir = await makeTempDir();
    const out = join(dir, 'github-output');
    await appendFile(out, 'earlier=1\n');
    await appendOutputs(out, { verdict: 'pass', merged: '[1,2]' });
    await appendOutputs(undefined, { verdict: 'never written' });
    expect(await readFile(out, 'utf8')).toBe('earlier=1\nverdict=pass\nmerged=[1,2]\n');
    const summary = join(dir, 'summary.md');
    await appendSummary(summary, '## L1: pass');
    await appendSummary(undefined, 'nowhere');
    expect(await readFile(summary, 'utf8')).toBe('## L1: pass\n');
  });

  it('refuses a value with a line break, which would set another output', async () => {
    const dir = await makeTempDir();
    const out = join(dir, 'github-output');
    await expect(appendOutputs(out, { status: 'pass\ninjected=1' })).rejects.toThrow(
      /output status must be a single line/,
    );
    await expect(readFile(out, 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
