import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { readPaths } from '../../src/services/ledger/history-read.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

/** 2,400 commits on one branch, each adding a file of its own (one fast-import). */
async function longHistory(count: number): Promise<{ git: GitRunner; shas: string[] }> {
  const git = createGitRunner(await makeTempDir('ui-path-readers-'));
  await git.run(['init', '-q', '-b', 'main']);
  const parts: string[] = [];
  for (let k = 0; k < count; k++) {
    const body = `${k}\n`;
    parts.push(
      `commit refs/heads/main\ncommitter T <t@example.com> ${1767225600 + k} +0000\ndata 2\nc\n`,
      `M 100644 inline dir${k % 50}/f${k}.txt\ndata ${body.length}\n${body}\n`,
    );
  }
  await git.run(['fast-import', '--quiet'], { input: parts.join('') });
  const shas = (await git.run(['rev-list', '--reverse', 'main'])).stdout.split('\n').filter(Boolean);
  return { git, shas };
}

describe('reading changed paths', () => {
  it('runs at most two path-reading git processes at once, however many reads overlap', async () => {
    const { git, shas } = await longHistory(2400);
    let running = 0;
    let most = 0;
    // The real runner, counting the path reads it has running (`log --no-walk … --raw`).
    const counting: GitRunner = {
      cwd: git.cwd,
      run: async (args, options) => {
        const pathRead = args.includes('--raw');
        if (pathRead) most = Math.max(most, ++running);
        try {
          return await git.run(args, options);
        } finally {
          if (pathRead) running--;
        }
      },
    };
    // Two overlapping reads, each large enough to be split in two.
    const [first, second] = await Promise.all([
      readPaths(counting, shas.slice(0, 2200)),
      readPaths(counting, shas.slice(200)),
    ]);
    expect(most).toBe(2);
    expect(first.size).toBe(2200);
    expect(second.size).toBe(2200);
    expect(first.get(shas[5]!)).toEqual([expect.objectContaining({ path: 'dir5/f5.txt' })]);
    expect(second.get(shas[2399]!)).toEqual([expect.objectContaining({ path: 'dir49/f2399.txt' })]);
  });
});
