/**
 * A child's stdout kept in an unlinked file: what the child wrote is read back whole, nothing is left in the
 * directory, and a size over the limit is an error rather than a cut output.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { openOutputFile } from '../../src/adapters/git/run/output-file.js';

// Wherever the file went (tmpfs when it has room, else the system temp folder), no name of this process is left.
const ours = () =>
  ['/dev/shm', tmpdir()].flatMap((dir) => {
    try {
      return readdirSync(dir).filter((n) => n.startsWith(`upstream-ingest-out-${process.pid}-`));
    } catch {
      return [];
    }
  });

describe('output file', () => {
  it('reads back what a child wrote, leaving no file behind', () => {
    const file = openOutputFile();
    expect(file).toBeDefined();
    expect(ours()).toEqual([]); // unlinked as soon as it is open
    const text = 'é'.repeat(200_000);
    const r = spawnSync(process.execPath, ['-e', 'process.stdout.write("é".repeat(200000))'], {
      stdio: ['ignore', file!.fd, 'inherit'],
    });
    expect(r.status).toBe(0);
    expect(file!.readAndClose(10_000_000).toString('utf8')).toBe(text);
    expect(() => file!.close()).not.toThrow(); // closing twice is harmless
  });

  it('refuses an output over the limit instead of cutting it', () => {
    const file = openOutputFile()!;
    spawnSync(process.execPath, ['-e', 'process.stdout.write("x".repeat(5000))'], {
      stdio: ['ignore', file.fd, 'inherit'],
    });
    expect(() => file.readAndClose(4999)).toThrow(/5000 bytes, more than the 4999/);
  });

  it('never reads a file it has closed (its number may name another file by then)', () => {
    const file = openOutputFile()!;
    file.close();
    expect(() => file.readAndClose(100)).toThrow(/closed/);
  });
});
