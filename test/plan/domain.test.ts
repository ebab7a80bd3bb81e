import { readHunks, pathFromDiffHeader, unquoteC } from '../../src/adapters/git/read/diff-hunks.js';
import { bundleId, formBundles } from '../../src/domain/plan/bundling.js';
import { normalizeSubject, revertLinks, textualEdges } from '../../src/domain/plan/dependencies.js';
import { globProblem, pathMatcher } from '../../src/shared/glob.js';
import { LineOwners } from '../../src/domain/plan/line-owners.js';
import { buildScenario } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { text } from './plan-helpers.js';

afterAll(removeTempDirs);

describe('globs', () => {
  const cases: Array<[string, string, boolean]> = [
    ['cmake/llvm-hash.txt', 'cmake/llvm-hash.txt', true],
    ['cmake/*-toolchain-version.json', 'cmake/nvidia-toolchain-version.json', true],
    ['cmake/*-toolchain-version.json', 'cmake/sub/nvidia-toolchain-version.json', false],
    ['third_party/**', 'third_party/nvidia/lib/x.cpp', true],
    ['lib/**/*.cpp', 'lib/a.cpp', true],
    ['lib/**/*.cpp', 'lib/a/b/c.cpp', true],
    ['lib/**/*.cpp', 'lib/a/b/c.h', false],
    ['*.td', 'include/triton/Dialect/Ops.td', true],
    ['{python,test}/**/test_*.py', 'python/test/unit/test_core.py', true],
    ['{python,test}/**/test_*.py', 'docs/test_core.py', false],
    ['file?.txt', 'file1.txt', true],
    ['file[!0-9].txt', 'file1.txt', false],
    ['a.b', 'axb', false],
  ];
  it.each(cases)('%s matches %s: %s', (glob, path, expected) => {
    expect(pathMatcher([glob])(path)).toBe(expected);
  });
  it('names what is wrong with a glob', () => {
    expect(globProblem('a/{b')).toBe("unbalanced '{'");
    expect(globProblem('a/[b')).toBe("unclosed '['");
    expect(globProblem('/abs/**')).toMatch(/relative/);
    expect(globProblem('ok/**')).toBeUndefined();
  });
});

describe('line ownership through a sequence of commits', () => {
  it('tracks lines as earlier hunks shift them, and reports overlap and abutting lines', () => {
    const f = new LineOwners();
    // A replaces lines 3-4 with three lines (3-5).
    expect(f.apply([[3, 2, 3]], 'A')).toEqual([]);
    // X (already in the fork) inserts two lines at the top: A's lines are now 5-7 and owned by nobody new.
    expect(f.apply([[0, 0, 2]], null)).toEqual([]);
    // B changes line 6, the middle one of A's: it overlaps A and abuts A on both sides.
    expect(f.apply([[6, 1, 1]], 'B')).toEqual([
      { owner: 'A', from: 5, to: 5, adjacent: true },
      { owner: 'A', from: 6, to: 6, adjacent: false },
      { owner: 'A', from: 7, to: 7, adjacent: true },
    ]);
    // C inserts between lines 9 and 10, both the base's: no dependency.
    expect(f.apply([[9, 0, 1]], 'C')).toEqual([]);
    // D deletes line 4 (the base's), which abuts A's line 5.
    expect(f.apply([[4, 1, 0]], 'D')).toEqual([{ owner: 'A', from: 5, to: 5, adjacent: true }]);
    expect(f.owners()).toEqual(['A', 'B', 'C']);
  });

  it('hands the whole file to a binary change and starts over after a delete', () => {
    const f = new LineOwners();
    f.apply([[1, 0, 5]], 'A');
    expect(f.replaceAll('B').map((t) => t.owner)).toEqual(['A']);
    expect(f.owners()).toEqual(['B']);
    f.reset();
    expect(f.owners()).toEqual([]);
  });
});

describe('textual edges from real patches', () => {
  it('reads hunks of many commits in one process, including awkward path names', async () => {
    const odd = 'dir with space/quote"and\\back ü.txt';
    const s = await buildScenario({
      base: { [odd]: text(10), 'bin.dat': 'x\0y' },
      steps: [
        { id: 'u1', on: 'upstream', files: { [odd]: text(10, { 2: 'two' }), 'bin.dat': 'y\0z' } },
        { id: 'u2', on: 'upstream', files: { [odd]: text(12, { 2: 'two', 3: 'three' }) } },
        { id: 'u3', on: 'upstream', files: { 'new.txt': 'n\n', [odd]: null } },
      ],
    });
    const { commits, failed } = await readHunks(
      s.git,
      ['u1', 'u2', 'u3'].map((id) => s.sha(id)),
    );
    expect(failed.size).toBe(0);
    const u1 = commits.get(s.sha('u1'))!;
    expect(u1.files.map((f) => [f.path, f.binary, f.hunks])).toEqual([
      ['bin.dat', true, []],
      [odd, false, [[2, 1, 1]]],
    ]);
    const u2 = commits.get(s.sha('u2'))!;
    expect(u2.files[0]).toEqual(
      expect.objectContaining({
        path: odd,
        hunks: [
          [3, 1, 1],
          [10, 0, 2],
        ],
        added: 3,
        removed: 1,
      }),
    );
    const u3 = commits.get(s.sha('u3'))!;
    expect(u3.files.map((f) => [f.path, f.created, f.deleted])).toEqual([
      [odd, false, true],
      ['new.txt', true, false],
    ]);
    const edges = textualEdges(
      ['u1', 'u2', 'u3'].map((id) => ({
        sha: s.sha(id),
        subject: id,
        pending: true,
        paths: commits
          .get(s.sha(id))!
          .files.map((f) => ({ status: f.created ? 'A' : f.deleted ? 'D' : 'M', path: f.path }) as const),
        hunks: commits.get(s.sha(id))!,
      })),
    );
    // u2 abuts u1's line 2; deleting the file removes lines of both.
    expect(edges.map((e) => [e.from, e.to, e.kind])).toEqual([
      [s.sha('u2'), s.sha('u1'), 'textual'],
      [s.sha('u3'), s.sha('u1'), 'textual'],
      [s.sha('u3'), s.sha('u2'), 'textual'],
    ]);
    expect(edges[1]!.reason).toMatch(/^textual: changes dir with space/);
  });

  it('splits and unquotes diff headers', () => {
    expect(pathFromDiffHeader('a/x y b/x y')).toBe('x y');
    expect(pathFromDiffHeader('"a/q\\"t" "b/q\\"t"')).toBe('q"t');
    expect(unquoteC('"\\303\\274\\tx"')).toBe('ü\tx');
  });
});

describe('revert and reland pairing', () => {
  const c = (sha: string, subject: string, body = '') => ({
    sha: sha.padEnd(40, '0'),
    subject,
    message: `${subject}\n\n${body}`,
  });
  it('pairs by SHA, by quoted subject with or without PR numbers, and relands with their revert and original', () => {
    const history = [
      c('a1', '[core] add cache (#10)'),
      c('b2', 'Revert "[core] add cache (#10)"', `This reverts commit ${'a1'.padEnd(40, '0')}.`),
      c('c3', '[ir] new op (#11)'),
      c('d4', 'Revert "[ir] new op" (#13)'),
      c('e5', 'Reland "[core] add cache (#10)" (#14)'),
      c('f6', '[Reland] [ir] new op (#15)'),
    ];
    const links = revertLinks(history);
    const pad = (s: string) => s.padEnd(40, '0');
    expect(links.map((l) => [l.sha.slice(0, 2), l.kind, l.targets.map((t) => t.slice(0, 2))])).toEqual([
      ['b2', 'revert', ['a1']],
      ['d4', 'revert', ['c3']],
      ['e5', 'reland', ['b2', 'a1']],
      ['f6', 'reland', ['d4', 'c3']],
    ]);
    expect(links[0]!.sha).toBe(pad('b2'));
    expect(normalizeSubject('Fix  it (#12) (#13)')).toBe('fix it');
  });

  it('pairs the oldest commits alone as in the whole history: a prefix a later commit shares stays ambiguous', () => {
    const history = [
      c('abcdef01', '[core] add cache (#10)'),
      c('e1', 'Undo the cache', 'This reverts commit abcdef0.'),
      c('e2', 'Revert "[core] add cache (#10)"', `This reverts commit ${'abcdef01'.padEnd(40, '0')}.`),
      c('abcdef02', '[core] later (#12)'),
    ];
    const whole = revertLinks(history);
    const oldest = history.slice(0, 3);
    expect(
      revertLinks(
        oldest,
        history.map((h) => h.sha),
      ),
    ).toEqual(whole.filter((l) => oldest.some((h) => h.sha === l.sha)));
    // Against the oldest alone, `abcdef0` would name one commit and pair e1 with it.
    expect(whole.map((l) => l.sha.slice(0, 2))).toEqual(['e2']);
    expect(revertLinks(oldest).map((l) => l.sha.slice(0, 2))).toEqual(['e1', 'e2']);
  });
});

describe('bundles', () => {
  it('ids are the first 12 hex digits of SHA-256 over the members', () => {
    expect(bundleId(['a', 'b'])).toMatch(/^[0-9a-f]{12}$/);
    expect(bundleId(['a', 'b'])).not.toBe(bundleId(['b', 'a']));
  });

  it('puts a commit below two independent risky commits in the later chain, which depends on the earlier', () => {
    const e = (from: string, to: string) => ({ from, to, kind: 'textual' as const, reason: 'r' });
    const bundles = formBundles({
      order: ['r1', 'x', 'r2', 'd', 'l1', 'l2'],
      edges: [e('d', 'r1'), e('d', 'r2'), e('x', 'r1'), e('l2', 'l1')],
      together: [],
      risky: new Set(['r1', 'r2']),
      toolchain: new Set(),
      maxBundleSize: 1,
    });
    expect(bundles.map((b) => [b.kind, b.commits])).toEqual([
      ['low-risk', ['l1']],
      ['low-risk', ['l2']],
      ['risky-chain', ['r1', 'x']],
      ['risky-chain', ['r2', 'd']],
    ]);
    expect(bundles[3]!.dependsOn).toEqual([bundles[2]!.id]);
    expect(bundles[1]!.dependsOn).toEqual([bundles[0]!.id]);
  });

  it('merges the cycle that pairing a revert with its target can create', () => {
    const e = (from: string, to: string) => ({ from, to, kind: 'textual' as const, reason: 'r' });
    // m depends on t, the revert r depends on m: pairing t with r pulls m into the same bundle.
    const bundles = formBundles({
      order: ['t', 'm', 'r', 'z'],
      edges: [e('m', 't'), e('r', 'm'), e('r', 't')],
      together: [['r', 't']],
      risky: new Set(),
      toolchain: new Set(),
      maxBundleSize: 1,
    });
    expect(bundles.map((b) => b.commits)).toEqual([['t', 'm', 'r'], ['z']]);
  });
});
