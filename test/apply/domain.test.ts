import fc from 'fast-check';
import { nextBisectStep } from '../../src/domain/apply/bisect.js';
import { branchNameProblem, commitsBundleId } from '../../src/domain/apply/branch.js';
import { oursRanges } from '../../src/domain/apply/conflict-hunks.js';
import {
  hasConflictResolution,
  messageWithResolution,
  parseConflictResolution,
} from '../../src/domain/apply/conflict-resolution.js';
import { oneLineReason } from '../../src/domain/neutralize.js';
import { dependentsOf, pathOverlapDependencies } from '../../src/domain/apply/dependencies.js';
import { globToRegExp, pathMatcher } from '../../src/shared/glob.js';
import { DEFAULT_DIFF_BOUND, evaluateGuards, type GuardInput } from '../../src/domain/apply/guards.js';
import { countConflictMarkers } from '../../src/domain/apply/markers.js';
import { branchOfRef, CommitListSchema, IdentitySchema, ProvenanceSchema } from '../../src/domain/apply/options.js';
import { renderApplyText, renderPrBody, renderPrTitle } from '../../src/domain/apply/pr-text.js';
import { appendProvenance, parseProvenanceStyle, provenanceOf } from '../../src/domain/apply/provenance.js';
import { overallStatus } from '../../src/domain/apply/status.js';
import { checkTestFile, detectTestFramework, measureTests } from '../../src/domain/apply/test-files.js';
import { ApplyResultSchema, type ApplyResult, type CommitResult } from '../../src/schemas/apply-result.js';

const SHA = 'a'.repeat(40);
const SHA2 = 'b'.repeat(40);

describe('provenance', () => {
  it('appends -x like git: after a blank line, or straight after a trailer block', () => {
    expect(appendProvenance('Fix it (#12)\n', { kind: 'x' }, SHA)).toBe(
      `Fix it (#12)\n\n(cherry picked from commit ${SHA})\n`,
    );
    expect(appendProvenance('Fix\n\nbody text\n\nSigned-off-by: A <a@b>\n', { kind: 'x' }, SHA)).toBe(
      `Fix\n\nbody text\n\nSigned-off-by: A <a@b>\n(cherry picked from commit ${SHA})\n`,
    );
    expect(appendProvenance('Fix\n', { kind: 'trailer', key: 'Upstream-Commit' }, SHA)).toBe(
      `Fix\n\nUpstream-Commit: ${SHA}\n`,
    );
  });

  it('reads back only the style it was written in', () => {
    const x = appendProvenance('m', { kind: 'x' }, SHA);
    expect(provenanceOf(x, { kind: 'x' })).toBe(SHA);
    expect(provenanceOf(x, { kind: 'trailer', key: 'Upstream-Commit' })).toBeUndefined();
    expect(
      provenanceOf(`m\n\nReactor Cherry-pick Revision: ${SHA2}\n`, {
        kind: 'trailer',
        key: 'Reactor Cherry-pick Revision',
      }),
    ).toBe(SHA2);
  });

  it('accepts x or a trailer key, nothing that could break a message', () => {
    expect(parseProvenanceStyle('x')).toEqual({ kind: 'x' });
    expect(parseProvenanceStyle('Reactor Cherry-pick Revision')).toEqual({
      kind: 'trailer',
      key: 'Reactor Cherry-pick Revision',
    });
    for (const bad of ['', 'Key:', 'a\nb', '$(id)', 'Key  Two', '-x-'])
      expect(parseProvenanceStyle(bad)).toBeUndefined();
    expect(ProvenanceSchema.safeParse('x\n').success).toBe(true);
    expect(ProvenanceSchema.safeParse('bad:key').success).toBe(false);
  });
});

describe('Conflict-Resolution block', () => {
  it('round-trips files and the reason, keeps the provenance line last', () => {
    const message = messageWithResolution(
      'Fix (#1)\n',
      { via: 'agent', files: ['a.txt', 'b/c.py'], reason: 'kept both' },
      `(cherry picked from commit ${SHA})`,
    );
    expect(message.trimEnd().split('\n').pop()).toBe(`(cherry picked from commit ${SHA})`);
    expect(hasConflictResolution(message)).toBe(true);
    expect(parseConflictResolution(message)).toEqual({ via: 'agent', files: ['a.txt', 'b/c.py'], reason: 'kept both' });
  });

  it('makes the reason one plain line', () => {
    expect(oneLineReason('line one\nline two\x1b[31m red\x1b[0m\x07')).toBe('line one line two red');
    expect(oneLineReason('x'.repeat(1000))).toHaveLength(300);
  });
});

describe('conflict markers', () => {
  it('counts git markers, including diff3 base sections, and nothing else', () => {
    expect(countConflictMarkers('a\n<<<<<<< HEAD\nx\n||||||| base\ny\n=======\nz\n>>>>>>> abc (msg)\n')).toBe(4);
    expect(countConflictMarkers('========\n<<<<<<<<\n== =====\nreal text <<<<<<< inline\n')).toBe(0);
  });

  it('locates the fork side of each hunk in the fork version', () => {
    const fork = 'a\nb fork\nc\nd\ne fork\n';
    const conflicted =
      'a\n<<<<<<< HEAD\nb fork\n=======\nb up\n>>>>>>> x\nc\nd\n<<<<<<< HEAD\ne fork\n||||||| base\ne\n=======\ne up\n>>>>>>> x\n';
    expect(oursRanges(conflicted, fork)).toEqual([
      { start: 2, end: 2 },
      { start: 5, end: 5 },
    ]);
  });
});

describe('globs', () => {
  it('matches like --allow-path documents', () => {
    expect(globToRegExp('docs/**').test('docs/a/b.md')).toBe(true);
    expect(globToRegExp('*.md').test('deep/dir/README.md')).toBe(true);
    expect(globToRegExp('src/*.ts').test('src/a/b.ts')).toBe(false);
    expect(globToRegExp('**/CHANGELOG').test('CHANGELOG')).toBe(true);
    expect(globToRegExp('t?st/[ab].txt').test('test/a.txt')).toBe(true);
    expect(globToRegExp('a+b(c).txt').test('a+b(c).txt')).toBe(true);
    expect(pathMatcher([])('anything')).toBe(false);
  });
});

describe('test files', () => {
  it('recognises pytest, googletest and lit/FileCheck tests', () => {
    expect(detectTestFramework('python/test/unit/test_ops.py', 'def test_a(): pass')).toBe('pytest');
    expect(detectTestFramework('src/ops.py', 'def test_a(): pass')).toBeUndefined();
    expect(detectTestFramework('unittest/Dialect/foo.cpp', 'TEST(Foo, Bar) {}')).toBe('gtest');
    expect(detectTestFramework('test/Conversion/foo.mlir', '// RUN: triton-opt %s | FileCheck %s')).toBe('lit');
    expect(detectTestFramework('lib/Conversion/foo.mlir', '// RUN: x')).toBeUndefined();
  });

  it('counts cases and skips per framework', () => {
    expect(
      measureTests('pytest', '@pytest.mark.skip\ndef test_a():\n  pass\nasync def test_b():\n  pytest.skip("x")\n'),
    ).toEqual({ framework: 'pytest', cases: 2, skips: 2 });
    expect(measureTests('gtest', 'TEST(A, B) {}\nTEST_F(A, DISABLED_C) {}\nTEST_P(A, D) { GTEST_SKIP(); }\n')).toEqual({
      framework: 'gtest',
      cases: 3,
      skips: 2,
    });
    expect(
      measureTests(
        'lit',
        '// RUN: opt %s | FileCheck %s\n// CHECK-LABEL: @f\n// CHECK-NEXT: ret\n// CHECK-NOT: add\n// UNSUPPORTED: system-windows\n',
      ),
    ).toEqual({
      framework: 'lit',
      cases: 4,
      skips: 1,
    });
  });

  it('flags lost FileCheck lines and new XFAILs that upstream did not make', () => {
    const before = '// RUN: opt %s | FileCheck %s\n// CHECK: a\n// CHECK: b\n';
    const lost = checkTestFile({
      path: 'test/x.mlir',
      ours: before,
      resolved: '// RUN: opt %s | FileCheck %s\n// CHECK: a\n',
      upstreamBefore: before,
      upstreamAfter: before + '// CHECK: c\n',
    });
    expect(lost.map((f) => f.message)).toEqual([
      'test/x.mlir: RUN/CHECK lines went from 3 to 2; the upstream commit changes them by +1',
    ]);
    const xfail = checkTestFile({
      path: 'test/x.mlir',
      ours: before,
      resolved: before + '// XFAIL: *\n// CHECK: c\n',
      upstreamBefore: before,
      upstreamAfter: before + '// CHECK: c\n',
    });
    expect(xfail.map((f) => f.framework + ':' + f.message.split(':')[1])).toEqual([
      'lit: skips/xfails went from 0 to 1; the upstream commit changes them by +0',
    ]);
    const upstreamRemoves = checkTestFile({
      path: 'test_a.py',
      ours: 'def test_a(): 1\ndef test_b(): 1\n',
      resolved: 'def test_a(): 1\n',
      upstreamBefore: 'def test_a(): 1\ndef test_b(): 1\n',
      upstreamAfter: 'def test_a(): 1\n',
    });
    expect(upstreamRemoves).toEqual([]);
  });
});

function guardInput(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    conflictedPaths: ['src/a.c'],
    allowedGlobs: [],
    agentChangedPaths: ['src/a.c'],
    resolutionPaths: ['src/a.c'],
    upstreamPaths: ['src/a.c'],
    files: [{ path: 'src/a.c', ours: 'x\n', resolved: 'y\n', upstreamBefore: 'x\n', upstreamAfter: 'y\n' }],
    resolutionLines: 2,
    upstreamLines: 2,
    bound: DEFAULT_DIFF_BOUND,
    ...overrides,
  };
}

describe('guards over data', () => {
  it('all pass on a faithful resolution', () => {
    expect(evaluateGuards(guardInput()).every((g) => g.ok)).toBe(true);
  });

  it('tolerate markers the fork or upstream already had (a test of the conflict parser itself)', () => {
    const withMarkers = '<<<<<<< HEAD\n=======\n>>>>>>> x\n';
    const input = guardInput({
      files: [
        { path: 'test/merge.txt', ours: withMarkers, resolved: withMarkers, upstreamBefore: null, upstreamAfter: null },
      ],
    });
    expect(evaluateGuards(input)[0]).toMatchObject({
      name: 'conflict-markers',
      ok: true,
      verdict: 'accept',
      details: [],
    });
  });

  it('allow .github/ changes the upstream commit makes, and allowed globs for the agent', () => {
    const input = guardInput({
      agentChangedPaths: ['src/a.c', 'docs/notes.md'],
      allowedGlobs: ['docs/**'],
      resolutionPaths: ['src/a.c', '.github/workflows/ci.yml'],
      upstreamPaths: ['src/a.c', '.github/workflows/ci.yml'],
    });
    expect(evaluateGuards(input).filter((g) => !g.ok)).toEqual([]);
  });

  it('includes the verify outcome only when one is configured', () => {
    expect(evaluateGuards(guardInput()).map((g) => g.name)).not.toContain('verify');
    const failed = evaluateGuards(guardInput({ verify: { ok: false, summary: 'exited with code 2' } })).pop();
    expect(failed).toMatchObject({
      name: 'verify',
      ok: false,
      verdict: 'reject',
      details: ['the verify command failed: exited with code 2'],
    });
  });
});

describe('dependencies and bisection', () => {
  it('derives dependencies from shared paths, transitively', () => {
    const deps = pathOverlapDependencies([
      { sha: 'a', paths: ['x'] },
      { sha: 'b', paths: ['y'] },
      { sha: 'c', paths: ['x', 'z'] },
      { sha: 'd', paths: ['z'] },
    ]);
    expect(dependentsOf('a', ['a', 'b', 'c', 'd'], deps)).toEqual(['c', 'd']);
    expect(dependentsOf('b', ['a', 'b', 'c', 'd'], deps)).toEqual([]);
  });

  it('finds the first failing commit for any monotone failure, in ≤ log2(n)+2 probes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (n, c0) => {
        const culprit = c0 % n;
        const results = new Map<number, boolean>([[n, false]]);
        let probes = 0;
        let step = nextBisectStep(n, results);
        while (step.kind === 'probe') {
          results.set(step.prefix, step.prefix <= culprit);
          probes++;
          step = nextBisectStep(n, results);
        }
        return step.kind === 'culprit' && step.index === culprit && probes <= Math.ceil(Math.log2(n)) + 2;
      }),
    );
  });

  it('blames nothing when the base itself fails, and trusts a known-good prefix', () => {
    expect(
      nextBisectStep(
        1,
        new Map([
          [1, false],
          [0, false],
        ]),
      ),
    ).toEqual({ kind: 'base-fails' });
    expect(
      nextBisectStep(
        4,
        new Map([
          [4, false],
          [3, true],
        ]),
        3,
      ),
    ).toEqual({ kind: 'culprit', index: 3 });
    expect(nextBisectStep(4, new Map([[4, false]]), 3)).toEqual({ kind: 'culprit', index: 3 });
  });
});

function commit(status: CommitResult['status'], extra: Partial<CommitResult> = {}): CommitResult {
  return {
    sha: SHA,
    subject: 's',
    status,
    forkSha: null,
    conflictPaths: [],
    predicted: null,
    reasons: [],
    reused: false,
    resolution: null,
    guards: [],
    ...extra,
  };
}

describe('overall status', () => {
  it('orders verdicts by severity', () => {
    expect(overallStatus([commit('clean'), commit('resolved')])).toBe('resolved');
    expect(overallStatus([commit('clean'), commit('deferred')])).toBe('partial');
    expect(overallStatus([commit('deferred'), commit('empty')])).toBe('conflict');
    expect(overallStatus([commit('clean'), commit('conflict'), commit('not-attempted')])).toBe('conflict');
    expect(overallStatus([commit('clean'), commit('rejected')])).toBe('rejected');
    expect(overallStatus([commit('clean')], { pushRejected: true })).toBe('rejected');
    expect(overallStatus([commit('already-applied'), commit('empty')])).toBe('already-applied');
    expect(overallStatus([commit('clean'), commit('empty')])).toBe('applied');
  });
});

describe('PR text', () => {
  const hostile = '[x] fix @octocat <img src=x onerror=alert(1)> see #123 ::set-output name=a::b';
  const result: ApplyResult = ApplyResultSchema.parse({
    schemaVersion: 1,
    status: 'resolved',
    bundle: { id: 'abcdef012345', kind: 'low-risk' },
    branch: 'upstream-ingest/abcdef012345',
    base: { ref: 'origin/main', sha: SHA2 },
    head: SHA,
    previousHead: null,
    provenance: 'x',
    onConflict: 'agent',
    commits: [
      commit('resolved', {
        subject: hostile,
        forkSha: SHA2,
        conflictPaths: ['src/@evil.c'],
        predicted: 'conflict',
        resolution: { via: 'agent', reason: 'took theirs @everyone', files: ['src/@evil.c'] },
        guards: [{ name: 'scope', ok: true, details: [] }],
      }),
      commit('deferred', { sha: SHA2, reasons: ['conflict in x'], conflictPaths: ['x'] }),
    ],
    deferred: [{ sha: SHA2, subject: 'deferred one', reason: 'conflict in x', paths: ['x'] }],
    verify: null,
    push: null,
    pr: null,
    counts: {
      total: 2,
      landed: 1,
      clean: 0,
      resolved: 1,
      deferred: 1,
      alreadyApplied: 0,
      empty: 0,
      rejected: 0,
      conflict: 0,
    },
  });

  it('has the contract title, with no upstream text', () => {
    expect(renderPrTitle(result)).toBe('[upstream-ingest] low-risk abcdef012345: 2 upstream commits');
  });

  it('neutralises upstream text: mentions, #refs (linked upstream), HTML, workflow commands', () => {
    const body = renderPrBody(result, { upstreamRepo: 'triton-lang/triton', predictedConflicts: ['src/@evil.c'] });
    expect(body).not.toMatch(/(^|[^\u200b])@octocat/);
    expect(body).not.toMatch(/@everyone/);
    expect(body).not.toContain('<img');
    expect(body).not.toContain('::set-output');
    expect(body).toContain('(https://github.com/triton-lang/triton/issues/123)');
    expect(body).toContain(`[\`aaaaaaaaaa\`](https://github.com/triton-lang/triton/commit/${SHA})`);
    expect(body).toMatch(/\| 1 \| .* \| RESOLVED \|/);
    expect(body).toMatch(/\| 2 \| .* \| DEFERRED \|/);
    expect(body).toContain('### Conflicts: predicted vs actual');
    expect(body).toContain('### Guards');
    expect(body).toContain('### Deferred');
  });

  it('prints a terminal summary without control characters', () => {
    const text = renderApplyText({ ...result, commits: [commit('clean', { subject: 'a\x1b]0;title\x07b' })] });
    expect(text).not.toMatch(/\x1b|\x07/);
  });
});

describe('names and options', () => {
  it('rejects branch names git or a refspec would misread', () => {
    for (const bad of [
      '',
      '-x',
      'a..b',
      'a b',
      'a:b',
      'a\nb',
      'a/',
      '/a',
      'a//b',
      'x.lock',
      'a/.hidden',
      '@',
      'a@{1}',
      'refs/heads/x',
      'a*b',
      '$(id)x:',
    ])
      expect([bad, branchNameProblem(bad)]).toEqual([bad, expect.any(String)]);
    expect(branchNameProblem('upstream-ingest/abcdef012345')).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (name) => {
        if (branchNameProblem(name) !== undefined) return true;
        return !name.includes('..') && !name.startsWith('-') && !/[\s:~^?*[\\]/.test(name);
      }),
    );
  });

  it('parses identities, commit lists and PR bases', () => {
    expect(IdentitySchema.parse('Ingest Bot <bot@example.com>')).toEqual({
      name: 'Ingest Bot',
      email: 'bot@example.com',
    });
    expect(IdentitySchema.safeParse('bot').success).toBe(false);
    expect(CommitListSchema.parse('ABCDEF1, 1234567890')).toEqual(['abcdef1', '1234567890']);
    expect(CommitListSchema.safeParse('abc1234,--upload-pack=x').success).toBe(false);
    expect(branchOfRef('origin/main')).toBe('main');
    expect(branchOfRef('refs/heads/release/3.4')).toBe('release/3.4');
    expect(branchOfRef('fork/main', 'fork')).toBe('main');
    expect(commitsBundleId([SHA, SHA2])).toMatch(/^[0-9a-f]{12}$/);
    expect(commitsBundleId([SHA, SHA2])).not.toBe(commitsBundleId([SHA2, SHA]));
  });
});

describe('schemas', () => {
  it('convert to JSON Schema (the lead generates schemas/*.schema.json from them)', async () => {
    const { z } = await import('zod');
    const { ApplyTaskSchema } = await import('../../src/schemas/apply-task.js');
    const result = z.toJSONSchema(ApplyResultSchema, { io: 'output' }) as { properties: Record<string, unknown> };
    expect(Object.keys(result.properties)).toEqual(expect.arrayContaining(['status', 'branch', 'head', 'commits']));
    const task = z.toJSONSchema(ApplyTaskSchema, { io: 'output' }) as { required: string[] };
    expect(task.required).toEqual(
      expect.arrayContaining(['repo', 'upstream', 'conflictedPaths', 'upstreamPatch', 'forkCommits']),
    );
  });
});
