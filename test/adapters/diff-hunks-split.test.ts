/**
 * Past SPLIT_FROM commits the zero-context patch read runs as two git processes, each on half of the commits: the
 * result must be the one process's, commit for commit and in the same order (the ledger keeps these patches for plan).
 */
import { readHunks } from '../../src/adapters/git/read/diff-hunks.js';
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { fastImport, initRepo } from '../../src/demo/demo-git.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const COMMITS = 1_050;

/** A history of COMMITS commits over 20 files: edits, a binary file, a deletion and a re-creation. */
function stream(): string {
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  let out = '';
  for (let i = 0; i < COMMITS; i++) {
    const file = `src/f${i % 20}.txt`;
    const lines = Array.from({ length: 8 }, (_, k) => (k === i % 8 ? `line ${k} of commit ${i}` : `line ${k}`));
    out += `commit refs/heads/main\nmark :${i + 1}\ncommitter T <t@example.com> ${1_700_000_000 + i} +0000\n`;
    out += data(`change ${i}`);
    if (i > 0) out += `from :${i}\n`;
    if (i === 700) out += 'D src/f3.txt\n';
    else out += `M 100644 inline ${file}\n${data(`${lines.join('\n')}\n`)}`;
    if (i % 97 === 5) out += `M 100644 inline bin/b.dat\n${data(`bin\0${i}`)}`;
  }
  return out;
}

describe('zero-context patches of many commits', () => {
  let git: GitRunner;
  let shas: string[];
  beforeAll(async () => {
    const dir = await makeTempDir('ui-hunk-split-');
    git = createGitRunner(dir);
    await initRepo(git, 'main');
    await fastImport(git, stream());
    shas = (await git.run(['rev-list', '--reverse', 'main'])).stdout.trim().split('\n');
  }, 60_000);

  it('reads them in two processes, with the result of reading them in one', async () => {
    expect(shas).toHaveLength(COMMITS);
    let diffs = 0;
    const counting: GitRunner = {
      cwd: git.cwd,
      run: (args, options) => {
        if (args.includes('diff-tree')) {
          diffs++;
          // Two of these run at once beside the caller's largest moment: each keeps half git's delta-base cache.
          expect(args.slice(0, args.indexOf('diff-tree'))).toContain('core.deltaBaseCacheLimit=48m');
        }
        return git.run(args, options);
      },
    };
    const split = await readHunks(counting, shas, { addedLines: true });
    expect(diffs).toBe(2);
    // The same read in chunks small enough for one process each, in order.
    const whole = { commits: [] as unknown[], added: [] as unknown[] };
    for (let i = 0; i < shas.length; i += 500) {
      diffs = 0;
      const part = await readHunks(counting, shas.slice(i, i + 500), { addedLines: true });
      expect(diffs).toBe(1);
      whole.commits.push(...part.commits);
      whole.added.push(...part.added!);
    }
    expect([...split.commits]).toEqual(whole.commits);
    expect([...split.added!]).toEqual(whole.added);
    expect(split.failed.size).toBe(0);
    // What the history holds: the deletion, a binary file without added lines, an edit that also undoes an earlier one.
    const deleted = split.commits.get(shas[700]!)!;
    expect(deleted.files.map((f) => [f.path, f.deleted])).toEqual([['src/f3.txt', true]]);
    const withBinary = split.commits.get(shas[102]!)!;
    expect(withBinary.files.find((f) => f.path === 'bin/b.dat')?.binary).toBe(true);
    expect([...split.added!.get(shas[102]!)!.keys()]).toEqual(['src/f2.txt']);
    // Commit 1049 edits line 1 of src/f9.txt; commit 1029's edit of line 5 there is undone.
    expect(split.added!.get(shas[1_049]!)!.get('src/f9.txt')).toEqual(['line 1 of commit 1049', 'line 5']);
  }, 60_000);
});
