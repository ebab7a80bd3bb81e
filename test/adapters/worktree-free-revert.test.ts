import { join } from 'node:path';
import { revertWithoutWorktree, stripSpace } from '../../src/adapters/git/pick/worktree-free-revert.js';
import { revertCommit } from '../../src/adapters/git/worktree/probe-worktree.js';
import type { GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { buildScenario, git } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const IDENTITY = { name: 'upstream-ingest', email: 'upstream-ingest@users.noreply.github.com' };
const DATE = '2026-03-04T05:06:07+02:00';
/** Trailing blanks, a run of empty lines and empty lines around: what `git commit -F` cleans up. */
const MESSAGE = '\n\nRevert "core: change two"  \n\n\n\nThis reverts commit X.\t\n\nTier: L2\r\n\n\n';

const lines = (n: number, mark = '') =>
  Array.from({ length: n }, (_, i) => `line ${i + 1}${mark && i % 5 === 2 ? mark : ''}`).join('\n') + '\n';

/** Trunk: three fork commits on a, b and c, then `extra`. */
async function trunk(extra: Parameters<typeof buildScenario>[0]['steps'] = []) {
  return buildScenario({
    base: { 'lib/a.txt': lines(30), 'lib/b.txt': 'b\n' },
    steps: [
      { id: 'f1', on: 'fork', files: { 'lib/a.txt': lines(30, ' one') }, message: 'core: change one' },
      { id: 'f2', on: 'fork', files: { 'lib/a.txt': null, 'lib/c.txt': 'new\n' }, message: 'core: change two' },
      { id: 'f3', on: 'fork', files: { 'lib/b.txt': 'b2\n' }, message: 'core: change three' },
      ...extra,
    ],
  });
}

async function both(g: GitRunner, onto: string, culprit: string) {
  const dir = await makeTempDir('ui-revert-');
  const fast = await revertWithoutWorktree(g, {
    onto,
    culprit,
    message: MESSAGE,
    identity: IDENTITY,
    date: DATE,
    scratchDir: dir,
  });
  const slow = await revertCommit(g, {
    dir: join(dir, 'wt'),
    onto,
    culprit,
    message: MESSAGE,
    identity: IDENTITY,
    date: DATE,
  });
  return { fast, slow };
}

describe('a revert commit without a work tree', () => {
  it('writes the very commit git revert and git commit write in a work tree', async () => {
    const b = lines(10);
    const change = (line: number, text: string, from = b) => from.replace(`line ${line}\n`, `line ${line} ${text}\n`);
    const s = await buildScenario({
      base: { 'lib/a.txt': lines(30), 'lib/b.txt': b },
      steps: [
        { id: 'f1', on: 'fork', files: { 'lib/a.txt': lines(30, ' one') }, message: 'core: change one' },
        { id: 'f2', on: 'fork', files: { 'lib/c.txt': 'two\n', 'lib/b.txt': change(2, 'two') }, message: 'core: two' },
        {
          id: 'f3',
          on: 'fork',
          files: { 'lib/b.txt': change(9, 'three', change(2, 'two')), 'lib/d.txt': 'd\n' },
          message: 'core: three',
        },
      ],
    });
    const onto = s.sha('f3');
    const { fast, slow } = await both(s.git, onto, s.sha('f2'));
    expect(slow).toMatch(/^[0-9a-f]{40}$/);
    expect(fast).toEqual({ status: 'committed', sha: slow });
    // f2 undone on top of f3: c gone, b's line 2 as before f2, f3's line 9 kept.
    expect(await git(s, 'show', `${slow}:lib/b.txt`)).toBe(change(9, 'three').trimEnd());
    await expect(git(s, 'cat-file', '-e', `${slow}:lib/c.txt`)).rejects.toThrow();
    expect(await git(s, 'rev-parse', `${slow}^`)).toBe(onto);
  });

  it('answers a conflict where git revert stops on one', async () => {
    const s = await buildScenario({
      base: { 'lib/a.txt': 'a\n' },
      steps: [
        { id: 'f1', on: 'fork', files: { 'lib/a.txt': 'a1\n' }, message: 'core: one' },
        { id: 'f2', on: 'fork', files: { 'lib/a.txt': 'a2\n' }, message: 'core: two' },
      ],
    });
    const { fast, slow } = await both(s.git, s.sha('f2'), s.sha('f1'));
    expect(slow).toBeNull();
    expect(fast).toEqual({ status: 'conflict' });
  });

  it('reverts a change already undone as git does: an empty commit', async () => {
    const s = await buildScenario({
      base: { 'lib/a.txt': 'a\n' },
      steps: [
        { id: 'f1', on: 'fork', files: { 'lib/a.txt': 'a1\n' }, message: 'core: one' },
        { id: 'f2', on: 'fork', files: { 'lib/a.txt': 'a\n' }, message: 'core: undo one' },
      ],
    });
    const { fast, slow } = await both(s.git, s.sha('f2'), s.sha('f1'));
    expect(fast).toEqual({ status: 'committed', sha: slow });
    expect(await git(s, 'rev-parse', `${slow}^{tree}`)).toBe(await git(s, 'rev-parse', `${s.sha('f2')}^{tree}`));
  });

  it('leaves to git revert what it might write differently', async () => {
    const s = await trunk([
      { id: 'f4', on: 'fork', files: { '.gitattributes': '*.txt merge=union\n' }, message: 'build: attributes' },
      { id: 'f5', on: 'fork', files: { 'lib/e.txt': 'e\n' }, message: 'core: five' },
    ]);
    const ask = async (culprit: string) =>
      revertWithoutWorktree(s.git, {
        onto: s.sha('f5'),
        culprit,
        message: MESSAGE,
        identity: IDENTITY,
        date: DATE,
        scratchDir: await makeTempDir('ui-revert-'),
      });
    expect(await ask(s.sha('f3'))).toEqual({ status: 'committed', sha: expect.stringMatching(/^[0-9a-f]{40}$/) });
    // A culprit that changes merge attributes.
    expect(await ask(s.sha('f4'))).toBeUndefined();
    // A root commit (no parent to revert to).
    expect(await ask(s.baseSha)).toBeUndefined();
    // Config that changes how git writes the message.
    await git(s, 'config', 'commit.cleanup', 'verbatim');
    expect(await ask(s.sha('f3'))).toBeUndefined();
  });

  it('cleans a message up as git commit -F does', async () => {
    const s = await buildScenario({ base: { 'a.txt': 'a\n' }, steps: [] });
    for (const text of [MESSAGE, 'one', 'one\n', '\n\n', '', 'a\n\n\nb  \n \t\n c\r\n\n', 'x\u000b \n\fy\n']) {
      const expected = await s.git.run(['stripspace'], { input: text });
      expect(stripSpace(text)).toBe(expected.stdout);
    }
  });
});
