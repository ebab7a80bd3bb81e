/**
 * apply starts few git processes (issue 30 item 3): each one costs milliseconds of fork and exec, and the daily loop
 * runs apply for every bundle. Counted through the runner the run is given, and always beside git's own sequencer (the
 * per-commit path): the same commits, statuses and paths, with fewer processes.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveCommits } from '../../src/adapters/git/read/branch-commits.js';
import { readRawCommits, resolveRawCommits } from '../../src/adapters/git/pick/worktree-free-picks.js';
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import type { ApplyResult } from '../../src/schemas/apply-result.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import type { ApplySettings } from '../../src/services/apply/settings.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, git, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { bareRemote, baseSettings, conflictScenario, repoState } from './fixtures.js';

afterAll(removeTempDirs);

/** A runner that records the arguments of every git process it starts. */
function countingGit(dir: string): { git: GitRunner; calls: string[][] } {
  const inner = createGitRunner(dir);
  const calls: string[][] = [];
  const counted: GitRunner = {
    cwd: inner.cwd,
    run: (args, options) => {
      calls.push([...args]);
      return inner.run(args, options);
    },
  };
  if (inner.runPiped) {
    const piped = inner.runPiped.bind(inner);
    counted.runPiped = (first, second, options) => {
      calls.push([...first], [...second]);
      return piped(first, second, options);
    };
  }
  return { git: counted, calls };
}

/** The git subcommand of a call (past `-c key=value` and other leading options). */
function subcommand(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-c') i++;
    else if (!args[i]!.startsWith('-')) return args[i]!;
  }
  return '';
}

async function apply(
  s: BuiltScenario,
  settings: ApplySettings,
  perCommitPicks = false,
): Promise<{ result: ApplyResult; calls: string[][] }> {
  const { git: runner, calls } = countingGit(s.dir);
  const result = await runApply(settings, { git: runner, logger: new RecordingLogger(), perCommitPicks });
  return { result, calls };
}

const outcome = (r: ApplyResult) => r.commits.map((c) => [c.subject, c.status, c.forkSha, c.conflictPaths]);

/** README.md is changed (u7), put back (u8) and changed the same way again (u9): u9 picks empty after u7. */
const AGAIN: Step[] = [
  { id: 'u7', on: 'upstream', files: { 'README.md': 'readme v2\n' }, message: '[docs] readme v2 (#107)' },
  { id: 'u8', on: 'upstream', files: { 'README.md': 'readme\n' }, message: 'Revert "[docs] readme v2"' },
  { id: 'u9', on: 'upstream', files: { 'README.md': 'readme v2\n' }, message: '[docs] readme v2 again (#109)' },
];

describe('apply: git processes per run', () => {
  it('settles deferred conflicts and empty picks from the fast path merge: no cherry-pick, same results', async () => {
    const s = await conflictScenario(AGAIN);
    const commits = ['u1', 'u2', 'u3', 'u6', 'u4', 'u7', 'u9'].map((id) => s.sha(id));
    const slow = await apply(s, baseSettings(commits, { branch: 'per-commit' }), true);
    const fast = await apply(s, baseSettings(commits, { branch: 'fast' }));
    // The per-commit path stops in git's sequencer at each: u2 and u6 conflict, u9 is empty after u7.
    const statuses = Object.fromEntries(fast.result.commits.map((c) => [c.subject, c.status]));
    expect(statuses).toMatchObject({ '[docs] readme v2 again (#109)': 'empty' });
    expect(fast.result.commits.filter((c) => c.status === 'deferred' && c.conflictPaths.length).length).toBe(2);
    expect(outcome(fast.result)).toEqual(outcome(slow.result));
    expect(fast.result.head).toBe(slow.result.head);
    expect(fast.calls.map(subcommand)).not.toContain('cherry-pick');
    // Each run of picks after a stop starts on a commit the fast path wrote: nothing is read again.
    expect(fast.calls.filter((c) => subcommand(c) === 'config')).toHaveLength(1);
    expect(slow.calls.map(subcommand).filter((c) => c === 'cherry-pick').length).toBeGreaterThanOrEqual(3);
    expect(fast.calls.length).toBeLessThan(slow.calls.length);
    expect(await repoState(s)).toMatchObject({ cherryPick: false, sequencer: false, dirty: '' });
    expect((await git(s, 'symbolic-ref', 'HEAD')).trim()).toBe('refs/heads/fast');
  });

  it('a clean run with verify: no up-front detach, the verify changes put back by the branch checkout', async () => {
    const s = await conflictScenario();
    const commits = ['u1', 'u4'].map((id) => s.sha(id));
    // The command edits, deletes and stages tracked files, as a build or a careless test might.
    const verify = 'echo built >> src/core.txt && rm README.md && echo x > made.txt && git add made.txt';
    const fast = await apply(s, baseSettings(commits, { branch: 'fast', verify }));
    expect(fast.result.verify?.ok).toBe(true);
    expect(await repoState(s)).toMatchObject({ cherryPick: false, sequencer: false, dirty: '' });
    expect(await git(s, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect((await git(s, 'symbolic-ref', 'HEAD')).trim()).toBe('refs/heads/fast');
    expect((await git(s, 'rev-parse', 'HEAD')).trim()).toBe(fast.result.head);
    const subs = fast.calls.map(subcommand);
    // One checkout to the head for the command, one of the branch after it; no reset, no attach, no lone detach.
    expect(fast.calls.filter((c) => c[0] === 'checkout').map((c) => c.slice(0, 3))).toEqual([
      ['checkout', '-q', '--detach'],
      ['checkout', '-q', '-f'],
    ]);
    expect(fast.calls.filter((c) => c[0] === 'checkout')[0]).toContain(fast.result.head);
    expect(subs).not.toContain('reset');
    expect(subs).not.toContain('symbolic-ref');
    const slow = await apply(s, baseSettings(commits, { branch: 'per-commit', verify }), true);
    expect(outcome(fast.result)).toEqual(outcome(slow.result));
    expect(fast.result.head).toBe(slow.result.head);
    expect(fast.calls.length).toBeLessThan(slow.calls.length);
  });

  it('a re-run that reuses every commit from the branch HEAD is on leaves HEAD alone', async () => {
    const s = await buildScenario({
      base: { 'README.md': 'readme\n' },
      steps: [
        { id: 'u1', on: 'upstream', files: { 'a.txt': 'a\n' }, message: 'a' },
        { id: 'u2', on: 'upstream', files: { 'b.txt': 'b\n' }, message: 'b' },
      ],
    });
    const settings = { ...baseSettings([s.sha('u1'), s.sha('u2')], { branch: 'ingest' }) };
    const first = await apply(s, settings);
    await writeFile(join(s.dir, 'untracked.txt'), 'mine\n');
    const again = await apply(s, settings);
    expect(again.result.head).toBe(first.result.head);
    expect(again.result.commits.every((c) => c.reused)).toBe(true);
    const subs = again.calls.map(subcommand);
    for (const moving of ['checkout', 'reset', 'symbolic-ref', 'update-ref']) expect(subs).not.toContain(moving);
    expect((await git(s, 'symbolic-ref', 'HEAD')).trim()).toBe('refs/heads/ingest');
    expect(await git(s, 'status', '--porcelain', '--untracked-files=all')).toBe('?? untracked.txt');
  });

  it('--commits reads the ledger for the listed commits only: picked, patch-equal and deferred ones as before', async () => {
    // u1 picked with a trailer; u4 ported with an equal patch and no provenance; u5 on the tip by content (f2); u7
    // deferred by a bundle's section (a declaration: still picked); u2 conflicts and u3 follows it.
    const s = await conflictScenario([
      { id: 'p1', on: 'fork', pick: 'u1', provenance: 'x' },
      { id: 'p4', on: 'fork', pick: 'u4', provenance: 'none', message: 'fork: our own copy of new4' },
      { id: 'u7', on: 'upstream', files: { 'src/new7.txt': 'seven\n' }, message: '[core] add new7 (#107)' },
      {
        id: 'd7',
        on: 'fork',
        files: { 'fork-notes.txt': 'notes 2\n' },
        message: 'Ingest bundle\n\nDeferred (1):\n- #107 waits on the fork refactor',
      },
    ]);
    const commits = ['u1', 'u2', 'u3', 'u4', 'u5', 'u7'].map((id) => s.sha(id));
    // As the CLI runs it without --upstream: the last listed commit is upstream's tip.
    const listed = (branch: string): ApplySettings => {
      const { upstream: _named, ...rest } = baseSettings(commits, { branch });
      return rest;
    };
    const slow = await apply(s, listed('per-commit'), true);
    const fast = await apply(s, listed('fast'));
    const named = await apply(s, baseSettings(commits, { branch: 'named' }));
    for (const run of [fast, named]) expect(outcome(run.result)).toEqual(outcome(slow.result));
    const reasons = Object.fromEntries(fast.result.commits.map((c) => [c.subject, [c.status, c.reasons[0]]]));
    expect(reasons).toMatchObject({
      '[core] add new1 (#101)': [
        'already-applied',
        `already ingested (found by trailer in ${s.sha('p1').slice(0, 10)})`,
      ],
      '[core] add new4 (#104)': [
        'already-applied',
        `already ingested (found by patch-id in ${s.sha('p4').slice(0, 10)})`,
      ],
      '[core] add five (#105)': ['already-applied', 'already ingested (found by content)'],
      '[core] add new7 (#107)': ['clean', undefined],
    });
    expect(fast.result.commits.map((c) => c.status)).toEqual(slow.result.commits.map((c) => c.status));
    const subs = fast.calls.map(subcommand);

    // The tips apply resolved are not read again; no listing of the tip's whole tree; two logs: both ranges in one
    // walk (each side a chain), and the paths of the listed commits with those of the fork commits without provenance
    // (the old read had four: each range, then each set of paths); the tip's blobs at the listed paths are read whole
    // with their ids (the old check resolved them, then read them in a second process). 22 processes before, 18 now.
    expect(fast.calls.filter((c) => c.includes('--is-shallow-repository'))).toHaveLength(1);
    expect(subs).not.toContain('ls-tree');
    expect(subs.filter((c) => c === 'log')).toHaveLength(2);
    expect(fast.calls.filter((c) => c.includes('--left-right'))).toHaveLength(1);
    expect(fast.calls.filter((c) => c[0] === 'cat-file')).toEqual([
      ['cat-file', '--batch'],
      ['cat-file', '--batch'],
    ]);
    expect(fast.calls.length).toBeLessThanOrEqual(18);
    // Named, upstream's tip is resolved once more (one process); the rest is the same.
    expect(named.calls.length).toBe(fast.calls.length + 1);
  });

  it('with a push, the trunk check after the remote answered reads the remotes and refs only once', async () => {
    const s = await conflictScenario();
    const remote = await bareRemote();
    const run = await apply(
      s,
      baseSettings(
        ['u1', 'u4'].map((id) => s.sha(id)),
        { push: { remote } },
      ),
    );
    expect(run.result.push).toMatchObject({ status: 'pushed' });
    const subs = run.calls.map(subcommand);
    expect(subs.filter((c) => c === 'remote')).toHaveLength(1);
    expect(subs.filter((c) => c === 'for-each-ref')).toHaveLength(1);
    // The remote's own default branch is still asked once it is known to be reachable.
    expect(subs).toContain('ls-remote');
  });
});

describe('resolveRawCommits: the first read of apply in one process', () => {
  it('resolves as resolveCommits does and reads each commit as readRawCommits does', async () => {
    const s = await conflictScenario();
    await git(s, 'tag', 'a-tree', `${s.sha('u1')}^{tree}`);
    await git(s, 'tag', '-a', '-m', 'annotated', 'v1', s.sha('u4'));
    const revisions = [
      'fork',
      s.sha('u1'),
      s.sha('u4').slice(0, 10),
      'v1',
      'a-tree',
      'refs/heads/no-such-branch',
      'HEAD',
      '0'.repeat(40),
    ];
    const runner = createGitRunner(s.dir);
    const { ids, raw } = await resolveRawCommits(runner, revisions);
    expect(ids).toEqual(await resolveCommits(runner, revisions));
    expect(ids.filter(Boolean)).toHaveLength(5);
    const known = ids.filter((id): id is string => Boolean(id));
    expect(raw).toEqual(await readRawCommits(runner, [...new Set(known)]));
  });
});
