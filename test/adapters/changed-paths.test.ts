/**
 * `changedPathsOfPairs` lists, in one git process, what `git diff-tree <from> <to>` lists for each pair — also for
 * an empty diff, a root commit, and a path whose name looks like a commit id (it must not be taken for a header).
 */
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { changedPathsOfPairs } from '../../src/adapters/git/remote/bundle.js';
import { buildScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

describe('changedPathsOfPairs', () => {
  it('equals one diff-tree per pair, in order, in one process', async () => {
    const s = await buildScenario({
      base: { 'a.txt': 'a\n', 'b.txt': 'b\n' },
      steps: [
        { id: 'u1', on: 'upstream', files: { 'a.txt': 'a2\n', 'dir/new.txt': 'n\n' } },
        { id: 'u2', on: 'upstream', files: { 'b.txt': null } },
        { id: 'f1', on: 'fork', files: { 'a.txt': 'fork\n' } },
      ],
    });
    const git = createGitRunner(s.git.cwd);
    const u1 = s.sha('u1');
    const u2 = s.sha('u2');
    // A file named exactly like the next line's commit id, in the commit before it.
    const named = s.sha('f1');
    const { stdout: blob } = await git.run(['hash-object', '-w', '--stdin'], { input: 'x\n' });
    const { stdout: tree } = await git.run(['mktree'], { input: `100644 blob ${blob.trim()}\t${named}\n` });
    const { stdout: odd } = await git.run(['commit-tree', tree.trim(), '-p', u2, '-m', 'odd'], {
      env: { GIT_AUTHOR_NAME: 'a', GIT_AUTHOR_EMAIL: 'a@b', GIT_COMMITTER_NAME: 'a', GIT_COMMITTER_EMAIL: 'a@b' },
    });
    const root = (await git.run(['rev-list', '--max-parents=0', u1])).stdout.trim();
    const pairs = [
      { to: u1, from: `${(await git.run(['rev-parse', `${u1}^`])).stdout.trim()}` },
      { to: u2, from: u2 }, // an empty diff: still one answer, and an empty one
      { to: odd.trim(), from: u2 },
      { to: named, from: u1 },
      { to: root },
    ];
    let runs = 0;
    const counting = { cwd: git.cwd, run: (a: readonly string[], o?: object) => (runs++, git.run(a, o)) };
    const got = await changedPathsOfPairs(counting, pairs);
    const one = async (p: { to: string; from?: string }) =>
      (
        await git.run(
          p.from
            ? ['diff-tree', '-r', '-z', '--no-renames', '--name-only', p.from, p.to]
            : ['ls-tree', '-r', '-z', '--name-only', p.to],
        )
      ).stdout
        .split('\0')
        .filter(Boolean);
    const expected = [];
    for (const p of pairs) expected.push(await one(p));
    expect(got).toEqual(expected);
    expect(got[1]).toEqual([]);
    expect(got[2]).toContain(named);
    expect(got[4]).toEqual(expect.arrayContaining(['a.txt', 'b.txt']));
    expect(runs).toBe(1);
  });
});
