/**
 * The dashboard's git reads, fewer processes for the same facts: CODEOWNERS found in one read (the first of
 * .github/, root, docs/), and the conflicting lines of several files of one upstream commit from one diff.
 */
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { forkLineAuthors, forkLineAuthorsOfPaths, readCodeownersAt } from '../../src/adapters/git/read/line-authors.js';
import { buildScenario, type BuiltScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

function recording(s: BuiltScenario): { git: GitRunner; calls: string[][] } {
  const inner = createGitRunner(s.dir);
  const calls: string[][] = [];
  return {
    calls,
    git: {
      cwd: inner.cwd,
      run: (args, options) => {
        calls.push([...args]);
        return inner.run(args, options);
      },
    },
  };
}

const lines = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `line ${i + 1}${tag}`).join('\n') + '\n';

describe('CODEOWNERS at a ref', () => {
  it('is the first of .github/, root and docs/ that exists, read in one process', async () => {
    const s = await buildScenario({
      base: { CODEOWNERS: '* @root\n', 'docs/CODEOWNERS': '* @docs\n' },
      steps: [
        { id: 'gh', on: 'fork', files: { '.github/CODEOWNERS': '* @github\n' } },
        { id: 'none', on: 'upstream', files: { CODEOWNERS: null, 'docs/CODEOWNERS': null } },
      ],
    });
    const { git, calls } = recording(s);
    expect(await readCodeownersAt(git, 'fork')).toBe('* @github\n');
    expect(calls).toHaveLength(1);
    expect(await readCodeownersAt(git, s.baseSha)).toBe('* @root\n');
    expect(await readCodeownersAt(git, 'upstream')).toBeUndefined();
    expect(await readCodeownersAt(git, 'no-such-ref')).toBeUndefined();
    expect(calls).toHaveLength(4);
  });

  it('a folder named CODEOWNERS is shown as git show shows it, as before', async () => {
    const s = await buildScenario({ base: { 'CODEOWNERS/README': 'not a rules file\n' }, steps: [] });
    const shown = (await s.git.run(['show', `${s.baseSha}:CODEOWNERS`])).stdout;
    expect(await readCodeownersAt(s.git, s.baseSha)).toBe(shown);
  });
});

describe('fork authors of the lines an upstream commit changes', () => {
  it('gives for several files what one diff per file gave, from one diff', async () => {
    const s = await buildScenario({
      base: {
        'a.txt': lines(12, ''),
        'b c.txt': lines(12, ''),
        'gone.txt': lines(3, ''),
        'ünï.txt': lines(6, ''),
      },
      steps: [
        {
          id: 'f1',
          on: 'fork',
          files: { 'a.txt': lines(12, ' fork'), 'b c.txt': lines(12, ' fork') },
          author: { name: 'Fork One', email: 'one@example.com' },
        },
        {
          id: 'f2',
          on: 'fork',
          files: { 'ünï.txt': lines(6, ' fork'), 'gone.txt': lines(3, ' fork') },
          author: { name: 'Fork Two', email: 'two@example.com' },
        },
        {
          id: 'u1',
          on: 'upstream',
          files: {
            'a.txt': lines(12, '').replace('line 3\n', 'line 3 up\n').replace('line 9\n', 'line 9 up\n'),
            'b c.txt': lines(12, '').replace('line 5\n', 'line 5 up\n'),
            'gone.txt': null,
            'new.txt': lines(3, ''),
            'ünï.txt': lines(6, '').replace('line 2\n', 'line 2 up\n'),
          },
        },
      ],
    });
    const paths = ['a.txt', 'b c.txt', 'gone.txt', 'new.txt', 'ünï.txt', 'untouched.txt'];
    const one = await Promise.all(
      paths.map((path) => forkLineAuthors(s.git, { upstreamSha: s.sha('u1'), forkRef: 'fork', path })),
    );
    expect(one.flat().length).toBeGreaterThan(0);
    const { git, calls } = recording(s);
    const batched = await forkLineAuthorsOfPaths(git, { upstreamSha: s.sha('u1'), forkRef: 'fork', paths });
    expect(batched).toEqual(one);
    // One diff for the plain names, one for the name git quotes; then each file's blame (or log).
    expect(calls.filter((a) => a.includes('diff'))).toHaveLength(2);
  });
});
