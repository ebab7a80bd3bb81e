/**
 * `runPiped` (git | git without a shell) gives what the two commands give run one after the other, and a failure of
 * either side is the error of that side, never a silent empty result.
 */
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { patchIds } from '../../src/adapters/git/read/patch-id.js';
import { buildScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

describe('git | git', () => {
  it('equals the two commands run in turn, and patch-ids are the same either way', async () => {
    const s = await buildScenario({
      base: { 'a.txt': 'a\n', 'b.txt': 'b\n' },
      steps: [
        { id: 'u1', on: 'upstream', files: { 'a.txt': 'a2\n' } },
        { id: 'u2', on: 'upstream', files: { 'b.txt': null, 'c.txt': 'c\n' } },
        { id: 'f1', on: 'fork', files: { 'a.txt': 'a2\n' } },
      ],
    });
    const git = createGitRunner(s.git.cwd);
    const shas = ['u1', 'u2', 'f1'].map((id) => s.sha(id));
    const diff = ['diff-tree', '--stdin', '-p', '--no-renames'];
    const input = `${shas.join('\n')}\n`;
    const piped = await git.runPiped!(diff, ['patch-id', '--stable'], { input });
    const inTurn = await git.run(['patch-id', '--stable'], { input: (await git.run(diff, { input })).stdout });
    expect(piped.stdout).toBe(inTurn.stdout);
    expect(piped.stdout.trim().split('\n')).toHaveLength(3);
    // A runner without runPiped (a wrapper) gets the same ids through two runs.
    const asked: string[][] = [];
    const plain: GitRunner = {
      cwd: git.cwd,
      run: (a, o) => {
        asked.push([...a]);
        return git.run(a, o);
      },
    };
    const ids = await patchIds(git, shas);
    expect(await patchIds(plain, shas)).toEqual(ids);
    // The patch read keeps half git's delta-base cache (it overlaps other whole-history reads at scale).
    const read = asked.find((a) => a.includes('diff-tree'))!;
    expect(read.slice(0, read.indexOf('diff-tree'))).toEqual(['-c', 'core.deltaBaseCacheLimit=48m']);
    expect(ids.get(s.sha('u1'))).toBe(ids.get(s.sha('f1')));
    expect(ids.get(s.sha('u2'))).not.toBe(ids.get(s.sha('u1')));
  });

  it('streams a large output from one git into the other, and reads a large output whole', async () => {
    const s = await buildScenario({ base: { 'a.txt': 'a\n' }, steps: [] });
    const git = createGitRunner(s.git.cwd);
    // A 3 MB blob through the pipe (far over a pipe's 64 KB): the second git hashes exactly what the first wrote.
    const big = `${'x'.repeat(99)}\n`.repeat(30_000);
    const oid = (await git.run(['hash-object', '-w', '--stdin'], { input: big })).stdout.trim();
    const piped = await git.runPiped!(['cat-file', 'blob', oid], ['hash-object', '--stdin']);
    expect(piped.stdout.trim()).toBe(oid);
    const large = await git.run(['cat-file', 'blob', oid]);
    expect(large.stdout).toBe(big);
  });

  it('rejects with the failing side’s error', async () => {
    const s = await buildScenario({ base: { 'a.txt': 'a\n' }, steps: [] });
    const git = createGitRunner(s.git.cwd);
    // Repeated: which side exits first varies with load, and the error must not.
    for (let i = 0; i < 5; i++) {
      await expect(git.runPiped!(['cat-file', '-p', 'no-such-object'], ['patch-id'], {})).rejects.toThrow(/cat-file/);
      await expect(git.runPiped!(['rev-parse', 'HEAD'], ['no-such-subcommand'], {})).rejects.toThrow(
        /no-such-subcommand/,
      );
    }
  });
});
