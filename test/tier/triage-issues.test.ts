import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { parseRepo } from '../../src/adapters/github/client.js';
import { marker } from '../../src/adapters/github/issues.js';
import { createTierIssueSink } from '../../src/adapters/github/tier-issues.js';
import { clusterFingerprint, ISSUE_MARKER_KIND, readIssueState } from '../../src/domain/tier/failure-issues.js';
import {
  changedLinesOf,
  overlap,
  ownersOf,
  parseCodeOwners,
  rankSuspects,
  routeOwners,
  stackFrames,
} from '../../src/domain/tier/suspects.js';
import type { TierResult } from '../../src/schemas/tier-result.js';
import { publishTier } from '../../src/services/tier/index.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { testClient } from '../github/fixtures.js';
import { startGitHubServer, type GitHubTestServer } from '../helpers/github-server.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import {
  harnessScript,
  junitXml,
  oneHarness,
  passing,
  runIn,
  workspace,
  writeConfig,
  writeFiles,
  type CaseSpec,
} from './fixtures.js';

/**
 * Triage by root cause, end to end: real tier runs in a real fork clone (no token, files nothing), then the publish
 * step against the local GitHub API server through the real Octokit client — one issue per failure cluster with its
 * commit range since the last green run, suspects ranked by path overlap, owners from CODEOWNERS; an untrustworthy run
 * files one infra issue instead; issues update in place and close when the cause is gone.
 */

let server: GitHubTestServer;
beforeAll(async () => {
  server = await startGitHubServer();
});
afterAll(async () => {
  await server.close();
  await removeTempDirs();
});

let n = 0;
const ID = { name: 'upstream-ingest', email: 'ui@example.com' };

/** 15 tests of one file failing with one signature (addresses differ), plus one infra-class failure. */
function brokenCases(): CaseSpec[] {
  const mma = Array.from({ length: 15 }, (_, i) => ({
    name: `test_dot[${i}-fp16]`,
    classname: 'python.test.unit.language.test_core',
    file: 'python/test/unit/language/test_core.py',
    state: 'failed' as const,
    message: `RuntimeError: mma layout mismatch at 0x7f${(1000 + i).toString(16)} @maintainers see #12`,
  }));
  const dns: CaseSpec = {
    name: 'test_download',
    state: 'failed',
    message: 'URLError: <urlopen error [Errno -3] Temporary failure in name resolution>',
  };
  return [...passing(3), ...mma, dns];
}
const fixedCases = (): CaseSpec[] => [
  ...passing(3),
  ...Array.from({ length: 15 }, (_, i) => ({
    name: `test_dot[${i}-fp16]`,
    classname: 'python.test.unit.language.test_core',
    file: 'python/test/unit/language/test_core.py',
  })),
  { name: 'test_download' },
];

async function setup(
  options: { closeAfterPasses?: number; maxNewIssues?: number; codeowners?: string; assignOwners?: boolean } = {},
) {
  const full = `fork-org/tier-triage-${++n}`;
  server.state.addRepo(full);
  const dir = await workspace({
    '.github/CODEOWNERS':
      options.codeowners ?? '# owners\n*.md @docs-team\n/python/ @fork-org/python-owners\n/lib/ @fork-org/compiler\n',
  });
  const git = createGitRunner(dir);
  const commit = async (message: string, files: Record<string, string>, author = ID) => {
    await writeFiles(dir, files);
    await git.run(['add', '-A']);
    await git.run([
      '-c',
      `user.name=${author.name}`,
      '-c',
      `user.email=${author.email}`,
      'commit',
      '-q',
      '-m',
      message,
    ]);
    return (await git.run(['rev-parse', 'HEAD'])).stdout.trim();
  };
  await git.run(['init', '-q', '-b', 'main']);
  const config = await writeConfig(dir, { L1: oneHarness() });
  await writeFiles(dir, { '.gitignore': 'out/\nh.sh\n' });
  const base = await commit('base', {});
  const { client } = testClient(server);
  const sink = createTierIssueSink({
    client,
    repo: parseRepo(full),
    labels: ['upstream-ingest:tier-failure', 'ci'],
    closeAfterPasses: options.closeAfterPasses ?? 2,
    maxNewIssues: options.maxNewIssues ?? 10,
    logger: new RecordingLogger(),
    ...(options.assignOwners ? { assignOwners: true } : {}),
  });
  const history = { branch: 'upstream-ingest-state' };
  /** The run job (no token, files nothing), then the publish job from its result file. */
  const cycle = async (cases: CaseSpec[] | null, runId: string) => {
    const failing = cases?.some((c) => c.state === 'failed') ?? false;
    await writeFiles(dir, {
      'h.sh': cases
        ? harnessScript({ path: 'out/h.xml', report: junitXml(cases), exit: failing ? 1 : 0 })
        : harnessScript({ exit: 1 }),
    });
    const { result } = await runIn(dir, config, {
      runnerLabel: 'linux-x64',
      history,
      deps: { run: { id: runId, url: `https://github.com/${full}/actions/runs/${runId}` } },
    });
    expect(result.issues).toBeUndefined();
    const file = join(await makeTempDir('ui-tier-result-'), 'tier.json');
    await writeFile(file, JSON.stringify(result));
    const outcome = await publishTier(
      { results: [file], repoDir: dir, history: { ...history, keep: 10 } },
      {
        logger: new RecordingLogger(),
        git,
        sink,
        now: () => new Date(),
        run: { id: runId, url: `https://github.com/${full}/actions/runs/${runId}` },
      },
    );
    return { result, issues: outcome.issues };
  };
  return { full, dir, base, commit, cycle };
}

const issuesOf = (full: string) => server.state.issues(full);

describe('triage by root cause', () => {
  it('files one issue per failure cluster with its tests, commit range, ranked suspects and owners', async () => {
    const { full, base, commit, cycle } = await setup();
    expect((await cycle(fixedCases(), '1')).result.verdict).toBe('pass');
    // What lands after the green run: an unrelated fork change, the culprit pick, a bundle elsewhere.
    await commit('docs: typo', { 'docs/guide.md': 'x\n' });
    const culprit = await commit(
      '[pick] Rework MMA layout for dot (#8121) (#735)\n\nReactor Cherry-pick Revision: 0123456789abcdef0123456789abcdef01234567\n',
      { 'python/test/unit/language/test_core.py': '# moved\n', 'python/triton/language/core.py': '# mma\n' },
      { name: 'Fork Dev', email: 'dev@fork.example' },
    );
    const head = await commit(
      '[Cherry-pick][BUNDLE] Cherry-pick 3 upstream(#1 #2 #3) (#2877)\n\nPicked (3): #1 #2 #3\n',
      { 'lib/Conversion/Mma.cpp': '// x\n' },
    );

    // A lost answer to the create: the retry must find the issue, not open a second one.
    const fault = server.inject({ method: 'POST', path: `/repos/${full}/issues`, afterWrite: true, status: 502 });
    const red = await cycle(brokenCases(), '2');
    expect(fault.hits).toBe(1);
    expect(red.result.verdict).toBe('fail');
    expect(red.result.clusters.filter((c) => c.class === 'code')).toHaveLength(1);
    expect(red.issues).toEqual([expect.objectContaining({ action: 'created', issueNumber: expect.any(Number) })]);
    expect(issuesOf(full)).toHaveLength(1);
    const issue = issuesOf(full)[0]!;
    expect(issue.title).toMatch(/^\[L1\] 15 failing tests: RuntimeError: mma layout mismatch at 0x\? /);
    expect(issue.labels).toEqual(['upstream-ingest:tier-failure', 'ci']);
    const state = readIssueState(issue.body)!;
    expect(state).toMatchObject({
      kind: 'cluster',
      testCount: 15,
      occurrences: 1,
      runners: ['linux-x64'],
      range: { from: base, to: head },
    });
    expect(state.tests).toContain('h: python.test.unit.language.test_core::test_dot[0-fp16]');
    expect(state.suspects[0]).toMatchObject({ sha: culprit, kind: 'upstream-pick', author: 'Fork Dev' });
    expect(state.suspects.map((s) => s.kind)).toContain('bundle');
    expect(state.owners).toContain('@fork-org/python-owners');
    expect(issue.body).toContain(marker(ISSUE_MARKER_KIND, clusterFingerprint('L1', state.signature)));
    expect(issue.body).toContain(`\`${base.slice(0, 12)}..${head.slice(0, 12)}\``);
    // Upstream text in the body cannot ping or cross-reference.
    const prose = issue.body!.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(/@maintainers|[^#\u200b]#12\b/);

    // The same workflow run again: no new issue, no second occurrence. A later run: the same issue counts it.
    await cycle(brokenCases(), '2');
    expect(readIssueState(issuesOf(full)[0]!.body)!.occurrences).toBe(1);
    const again = await cycle(brokenCases(), '3');
    expect(again.issues).toEqual([expect.objectContaining({ action: 'updated', issueNumber: issue.number })]);
    expect(readIssueState(issuesOf(full)[0]!.body)).toMatchObject({ occurrences: 2, range: { from: base } });
  });

  it('files one infra issue for an untrustworthy run instead of code issues, and closes both when gone', async () => {
    const { full, dir, cycle } = await setup({ closeAfterPasses: 2 });
    await cycle(brokenCases(), '10');
    const cluster = issuesOf(full)[0]!;
    // The harness wrote no report: nothing it says can be trusted — one infra issue, the cluster not counted.
    await rm(join(dir, 'out'), { recursive: true, force: true });
    const broken = await cycle(null, '11');
    expect(broken.result.verdict).toBe('infra-fail');
    expect(broken.issues).toEqual([expect.objectContaining({ id: 'infra', action: 'created' })]);
    const infra = issuesOf(full).find((i) => i.number !== cluster.number)!;
    expect(infra.title).toMatch(/^\[L1\] untrustworthy test results: missing-report/);
    expect(readIssueState(infra.body)!.details[0]).toMatch(/linux-x64 · h · missing-report: out\/h\.xml/);
    expect(readIssueState(server.state.issue(full, cluster.number)!.body)!.occurrences).toBe(1);

    const pass1 = await cycle(fixedCases(), '12');
    expect(pass1.issues.map((a) => [a.issueNumber, a.action]).sort()).toEqual(
      [
        [cluster.number, 'pass-recorded'],
        [infra.number, 'pass-recorded'],
      ].sort(),
    );
    const pass2 = await cycle(fixedCases(), '13');
    expect(pass2.issues.map((a) => a.action)).toEqual(['closed', 'closed']);
    expect(server.state.issue(full, cluster.number)!.state).toBe('closed');
    expect(server.state.comments(full, cluster.number).at(-1)!.body).toMatch(
      /^2 consecutive runs without this failure/,
    );

    // It breaks again: the same issue is reopened with its history.
    const relapse = await cycle(brokenCases(), '14');
    const quarantine = (a: { detail?: string }) => /^quarantined/.test(a.detail ?? '');
    expect(relapse.issues.filter((a) => !quarantine(a))).toEqual([
      expect.objectContaining({ action: 'updated', issueNumber: cluster.number }),
    ]);
    expect(server.state.issue(full, cluster.number)!.state).toBe('open');
    // Its 16 tests failed, passed, and failed again: flaky across runs, so quarantined — their quarantine issues are
    // opened too, at most max-new-issues (10 here) in one run.
    const quarantined = relapse.issues.filter(quarantine);
    expect(quarantined).toHaveLength(16);
    expect(quarantined.filter((a) => a.action === 'created')).toHaveLength(10);
    expect(quarantined.filter((a) => a.action === 'skipped')).toHaveLength(6);
  });

  it('opens at most max-new-issues per run (a broken build must not flood the tracker)', async () => {
    const { full, cycle } = await setup({ maxNewIssues: 1 });
    const many: CaseSpec[] = ['KeyError: a', 'TypeError: b', 'ValueError: c'].map((m, i) => ({
      name: `test_${i}`,
      state: 'failed',
      message: m,
    }));
    const run = await cycle([...passing(2), ...many], '20');
    expect(run.issues.map((a) => a.action).sort()).toEqual(['created', 'skipped', 'skipped']);
    expect(issuesOf(full)).toHaveLength(1);
  });
});

describe('routing: suspects by the failing stack, owners by the suspects, the issue assigned', () => {
  it('ranks the commit that changed the failing line first, routes to its owners and assigns them', async () => {
    const { full, commit, cycle } = await setup({
      codeowners: '* @fork-org/everyone\n/lib/ carol\n/python/ dave\n',
      assignOwners: true,
    });
    const lines = (n: number, mark: number) =>
      Array.from({ length: n }, (_, i) => (i + 1 === mark ? 'int broken();' : `int f${i}();`)).join('\n') + '\n';
    await commit('add mma', { 'lib/Conversion/Mma.cpp': lines(40, 0) });
    const cases = (failing: boolean): CaseSpec[] => [
      ...passing(2),
      {
        name: 'test_dot',
        classname: 'python.test.unit.language.test_core',
        file: 'python/test/unit/language/test_core.py',
        ...(failing
          ? {
              state: 'failed' as const,
              message:
                'RuntimeError: lowering failed\n  /work/fork/lib/Conversion/Mma.cpp:12:3: error: bad layout\n' +
                '  File "/work/fork/python/triton/compiler.py", line 88, in compile',
            }
          : {}),
      },
    ];
    expect((await cycle(cases(false), '1')).result.verdict).toBe('pass');
    // Newest first in the range: a commit near the test by path (scores by path overlap only), then the culprit that
    // changed line 12 of the file in the failing stack, then an unrelated one.
    await commit('docs', { 'docs/a.md': 'x\n' });
    const culprit = await commit('[pick] Rework MMA (#1)', { 'lib/Conversion/Mma.cpp': lines(40, 12) });
    const near = await commit('tests: helper', { 'python/test/unit/language/helper.py': 'x = 1\n' });
    const red = await cycle(cases(true), '2');
    expect(red.result.verdict).toBe('fail');
    const state = readIssueState(issuesOf(full)[0]!.body)!;
    expect(state.suspects.map((s) => s.sha).slice(0, 2)).toEqual([culprit, near]);
    // Owners of the leading suspects' paths and the test's path; the catch-all line only when nothing narrower matched.
    expect(state.owners).toEqual(['carol', 'dave']);
    expect(issuesOf(full)[0]!.assignees).toEqual(['carol', 'dave']);
    expect(red.issues[0]).toMatchObject({ action: 'created', detail: 'assigned carol, dave' });
  });

  it('reads stack frames and the lines a commit changed', () => {
    expect(
      stackFrames(
        'Traceback:\n  File "python/triton/compiler.py", line 88, in compile\n' +
          '/src/lib/Dialect/X.cpp:41:7: error\n    at run (/repo/node_modules/x/y.js:3:1)\n    at main (src/app.ts:9:2)',
      ),
    ).toEqual([
      { path: 'python/triton/compiler.py', line: 88 },
      { path: '/src/lib/Dialect/X.cpp', line: 41 },
      { path: 'src/app.ts', line: 9 },
    ]);
    const changed = changedLinesOf({
      sha: 'x',
      files: [
        {
          path: 'a.cpp',
          binary: false,
          created: false,
          deleted: false,
          added: 4,
          removed: 1,
          hunks: [
            [3, 1, 1], // line 3 replaced
            [10, 0, 3], // 3 lines inserted after old line 10 (new 11-13)
          ],
        },
      ],
    });
    expect(changed.get('a.cpp')).toEqual([
      { start: 3, count: 1 },
      { start: 11, count: 3 },
    ]);
  });

  it('routes to the default line only when no narrower rule matches', () => {
    const rules = parseCodeOwners('* @org/all\n/lib/ @lib\n');
    const commit = (sha: string, paths: string[]) => ({
      sha,
      parents: [],
      authorName: 'a',
      authorEmail: 'a@e',
      authorDate: '',
      committedAt: '',
      message: sha,
      paths: paths.map((path) => ({ path, status: 'M' as const })),
    });
    const commits = [commit('a', ['lib/x.cpp', 'docs/y.md'])];
    const suspects = rankSuspects(commits, ['lib/x.cpp']);
    expect(routeOwners(suspects, commits, ['test/t.py'], rules)).toEqual(['@lib']);
    expect(routeOwners(rankSuspects([commit('b', ['README'])], []), [commit('b', ['README'])], [], rules)).toEqual([
      '@org/all',
    ]);
  });
});

describe('suspect ranking and owners', () => {
  it('ranks by path overlap, newest first among equals', () => {
    expect(overlap('python/test/unit/language/test_core.py', 'python/triton/language/core.py')).toBe(3);
    expect(overlap('python/test/unit/language/test_core.py', 'docs/guide.md')).toBe(0);
    const commit = (sha: string, paths: string[]) => ({
      sha,
      parents: [],
      authorName: 'a',
      authorEmail: 'a@e',
      authorDate: '',
      committedAt: '',
      message: `s ${sha}`,
      paths: paths.map((path) => ({ path, status: 'M' as const })),
    });
    const ranked = rankSuspects(
      [
        commit('new', ['docs/x.md']),
        commit('mid', ['python/test/unit/x.py']),
        commit('old', ['python/test/unit/language/test_core.py']),
      ],
      ['python/test/unit/language/test_core.py'],
    );
    expect(ranked.map((s) => s.sha)).toEqual(['old', 'mid', 'new']);
  });

  it('reads CODEOWNERS: the last matching rule wins', () => {
    const rules = parseCodeOwners('*.py @py\n/python/triton/ @triton\nlib/ @lib # trailing comment\n');
    expect(ownersOf('python/triton/language/core.py', rules)).toEqual(['@triton']);
    expect(ownersOf('tools/run.py', rules)).toEqual(['@py']);
    expect(ownersOf('third_party/lib/x.cpp', rules)).toEqual(['@lib']);
    expect(ownersOf('README', rules)).toEqual([]);
  });
});

describe('publish reads only result files', () => {
  it('refuses a file that is not a tier result, naming it', async () => {
    const file = join(await makeTempDir('ui-tier-bad-'), 'x.json');
    await writeFile(file, JSON.stringify({ verdict: 'pass' }));
    await expect(
      publishTier({ results: [file] }, { logger: new RecordingLogger(), now: () => new Date() }),
    ).rejects.toThrow(/--results .*x\.json/);
    const r: Partial<TierResult> = {};
    expect(r).toEqual({});
  });
});
