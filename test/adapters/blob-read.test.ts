/**
 * `readBlobs` reads many blobs in one git process and returns text only for UTF-8 text: a Latin-1 or binary blob
 * among them is null and does not shift the offsets of the blobs after it.
 */
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { readBlobs } from '../../src/adapters/git/read/blob-read.js';
import { buildScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

async function writeBlob(git: GitRunner, bytes: Buffer): Promise<string> {
  return (await git.run(['hash-object', '-w', '--stdin'], { input: bytes })).stdout.trim();
}

describe('readBlobs', () => {
  it('returns UTF-8 texts exactly, null for Latin-1, binary and missing, in one git process', async () => {
    const s = await buildScenario({ base: { 'a.txt': 'a\n' }, steps: [] });
    const git = createGitRunner(s.git.cwd);
    const utf8Text = 'größe = "µs" — 東京 \ufffd literal\n';
    const utf8 = await writeBlob(git, Buffer.from(utf8Text, 'utf8'));
    const latin1 = await writeBlob(git, Buffer.from('gr\xf6\xdfe\n', 'latin1'));
    const binary = await writeBlob(git, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x00, 0x01]));
    const after = await writeBlob(git, Buffer.from('after the odd ones: ü\n', 'utf8'));
    const missing = '0123456789abcdef0123456789abcdef01234567';
    const calls: string[][] = [];
    const counting: GitRunner = {
      cwd: git.cwd,
      run: (args, options) => {
        calls.push([...args]);
        return git.run(args, options);
      },
    };
    const blobs = await readBlobs(counting, [utf8, latin1, binary, missing, after, 'HEAD:a.txt', 'HEAD']);
    expect(blobs.get(utf8)).toBe(utf8Text);
    expect(blobs.get(latin1)).toBeNull();
    expect(blobs.get(binary)).toBeNull();
    expect(blobs.get(missing)).toBeNull();
    expect(blobs.get(after)).toBe('after the odd ones: ü\n');
    expect(blobs.get('HEAD:a.txt')).toBe('a\n');
    expect(blobs.get('HEAD')).toBeNull(); // a commit, not a blob
    expect(calls).toHaveLength(1);
  });
});
