import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { ApplyResultSchema, type ApplyResult } from '../../src/schemas/apply-result.js';
import { ApplyTaskSchema } from '../../src/schemas/apply-task.js';
import { loadPlanFile } from '../../src/services/apply/bundle-source.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import type { ApplySettings } from '../../src/services/apply/settings.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { git, type BuiltScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { baseSettings, CLEAN, conflictScenario, repoState, writeAgent, writePlan } from './fixtures.js';

afterAll(removeTempDirs);

/** Runs apply and checks what must hold after every run: the output schema, and the base ref unchanged. */
async function apply(s: BuiltScenario, settings: ApplySettings, logger = new RecordingLogger()): Promise<ApplyResult> {
  const baseBefore = await git(s, 'rev-parse', settings.base);
  const result = await runApply(settings, { git: createGitRunner(s.dir), logger });
  expect(ApplyResultSchema.parse(result)).toEqual(result);
  expect(await git(s, 'rev-parse', settings.base)).toBe(baseBefore);
  return result;
}

const statusOf = (r: ApplyResult, s: BuiltScenario) =>
  Object.fromEntries(r.commits.map((c) => [[...s.ids].find(([, sha]) => sha === c.sha)![0], c.status]));

describe('apply: statuses on a real fork', () => {
  it('applies clean commits in order, keeps authors, adds -x provenance, and leaves the base alone (applied)', async () => {
    const s = await conflictScenario();
    const forkBefore = await git(s, 'rev-parse', 'fork');
    const r = await apply(s, baseSettings([s.sha('u1'), s.sha('u4')]));
    expect(r.status).toBe('applied');
    expect(r.branch).toMatch(/^upstream-ingest\/[0-9a-f]{12}$/);
    expect(statusOf(r, s)).toEqual({ u1: 'clean', u4: 'clean' });
    expect(await git(s, 'rev-parse', 'fork')).toBe(forkBefore);
    expect(await git(s, 'rev-parse', r.branch)).toBe(r.head);
    expect(await git(s, 'rev-parse', `${r.head}~2`)).toBe(forkBefore);
    const log = await git(s, 'log', '--format=%an <%ae>|%B%x00', `${forkBefore}..${r.head}`);
    expect(log).toContain(
      `Ann Upstream <ann@up.example>|[core] add new1 (upstream#101)\n\n(cherry picked from commit ${s.sha('u1')})`,
    );
    expect(await repoState(s)).toEqual({ ...CLEAN, head: `refs/heads/${r.branch}` });
  });

  it('defers a conflicting commit and its dependents, lands the rest out of order (partial)', async () => {
    const s = await conflictScenario();
    const r = await apply(s, baseSettings(['u1', 'u2', 'u3', 'u4'].map(s.sha)));
    expect(r.status).toBe('partial');
    expect(statusOf(r, s)).toEqual({ u1: 'clean', u2: 'deferred', u3: 'deferred', u4: 'clean' });
    const u2 = r.commits[1]!;
    expect(u2.conflictPaths).toEqual(['src/core.txt']);
    expect(u2.reasons[0]).toMatch(/conflict in src\/core\.txt/);
    expect(r.commits[2]!.reasons[0]).toMatch(/depends on .* deferred/);
    expect(r.deferred.map((d) => d.sha)).toEqual([s.sha('u2'), s.sha('u3')]);
    expect(r.counts).toMatchObject({ landed: 2, deferred: 2 });
    expect(await repoState(s)).toEqual({ ...CLEAN, head: `refs/heads/${r.branch}` });
  });

  it('stops at the first conflict with --on-conflict stop (conflict)', async () => {
    const s = await conflictScenario();
    const r = await apply(s, baseSettings(['u1', 'u2', 'u4'].map(s.sha), { onConflict: 'stop' }));
    expect(r.status).toBe('conflict');
    expect(statusOf(r, s)).toEqual({ u1: 'clean', u2: 'conflict', u4: 'not-attempted' });
    expect(await git(s, 'rev-list', '--count', `fork..${r.branch}`)).toBe('1');
    expect(await repoState(s)).toMatchObject(CLEAN);
  });

  it('reports conflict when nothing could land under defer', async () => {
    const s = await conflictScenario();
    const r = await apply(s, baseSettings(['u2', 'u3'].map(s.sha)));
    expect(r.status).toBe('conflict');
    expect(r.head).toBe(await git(s, 'rev-parse', 'fork'));
  });

  it('skips commits the ledger already counts as ingested, and empty picks (already-applied, empty)', async () => {
    const s = await conflictScenario([{ id: 'p1', on: 'fork', pick: 'u1', provenance: 'x' }]);
    const r = await apply(s, baseSettings(['u1', 'u5'].map(s.sha)));
    // u5's change is already on the fork tip (f2): since issue 11 the shared ledger counts it as ingested by content,
    // so apply skips it as already-applied instead of finding the pick empty.
    expect(statusOf(r, s)).toEqual({ u1: 'already-applied', u5: 'already-applied' });
    expect(r.status).toBe('already-applied');
    expect(r.commits[0]!.forkSha).toBe(s.sha('p1'));
    expect(r.head).toBe(await git(s, 'rev-parse', 'fork'));
    expect(await repoState(s)).toMatchObject(CLEAN);
  });

  it('resolves a conflict with a real agent and records the Conflict-Resolution block (resolved)', async () => {
    const s = await conflictScenario();
    const agent = await writeAgent('resolves');
    const r = await apply(s, baseSettings(['u1', 'u2', 'u3'].map(s.sha), { onConflict: 'agent', agent }));
    expect(r.status).toBe('resolved');
    expect(statusOf(r, s)).toEqual({ u1: 'clean', u2: 'resolved', u3: 'clean' });
    const u2 = r.commits[1]!;
    expect(u2.resolution).toMatchObject({
      via: 'agent',
      reason: "kept the fork's line and added upstream's",
      files: ['src/core.txt'],
    });
    // --on-conflict agent is the ladder rerere, agent: both attempts recorded.
    expect(u2.resolution?.attempts?.map((a) => [a.rung, a.outcome, a.verdict, a.chosen])).toEqual([
      ['rerere', 'skipped', null, false],
      ['agent', 'proposed', 'accept', true],
    ]);
    // Issues 19/20 added the content guards (unresolved, duplicated-block, one-sided, hunk-intent) and verdicts.
    expect(u2.guards.map((g) => [g.name, g.verdict])).toEqual([
      ['conflict-markers', 'accept'],
      ['unresolved', 'accept'],
      ['renames', 'accept'],
      ['scope', 'accept'],
      ['github-dir', 'accept'],
      ['tests', 'accept'],
      ['duplicated-block', 'accept'],
      ['one-sided', 'accept'],
      ['hunk-intent', 'accept'],
      ['diff-bound', 'accept'],
      ['novel-tokens', 'accept'],
      ['syntax', 'accept'],
    ]);
    expect(u2.verdict).toBe('accept');
    const message = await git(s, 'show', '-s', '--format=%B', u2.forkSha!);
    expect(message).toContain(
      'Conflict-Resolution:\n  Resolved-By: agent\n  File: src/core.txt\n  Reason: kept the fork',
    );
    expect(message.trim().endsWith(`(cherry picked from commit ${s.sha('u2')})`)).toBe(true);
    expect(await git(s, 'show', '-s', '--format=%an', u2.forkSha!)).toBe('Bob Upstream');
    const core = await git(s, 'show', `${r.head}:src/core.txt`);
    expect(core).toContain('core line 5 changed by the fork\ncore line 5 changed upstream');
    expect(core).toContain('core line 11 upstream');
    expect(await repoState(s)).toEqual({ ...CLEAN, head: `refs/heads/${r.branch}` });
  });

  it('undoes the pick when the agent leaves conflict markers (rejected), keeping the repository clean', async () => {
    const s = await conflictScenario();
    const agent = await writeAgent('leavesMarkers');
    const r = await apply(s, baseSettings(['u1', 'u2', 'u3', 'u4'].map(s.sha), { onConflict: 'agent', agent }));
    expect(r.status).toBe('rejected');
    expect(statusOf(r, s)).toEqual({ u1: 'clean', u2: 'rejected', u3: 'deferred', u4: 'clean' });
    expect(r.commits[1]!.reasons.join('\n')).toMatch(/conflict-markers: src\/core\.txt: conflict markers left at line/);
    expect(await git(s, 'show', `${r.head}:src/core.txt`)).not.toMatch(/<<<<<<<|>>>>>>>/);
    expect(await repoState(s)).toMatchObject(CLEAN);
  });

  it('writes a task file that matches its schema: message, conflicted paths, patch, fork-side commits', async () => {
    const s = await conflictScenario();
    const dir = await makeTempDir('ui-agent-');
    const agent = await writeAgent('recordsTask', dir);
    await apply(s, baseSettings([s.sha('u2')], { onConflict: 'agent', agent, upstreamRepo: 'triton-lang/triton' }));
    const task = ApplyTaskSchema.parse(JSON.parse(await readFile(join(dir, 'task-copy.json'), 'utf8')));
    expect(task.repo).toBe(s.dir);
    expect(task.conflictedPaths).toEqual(['src/core.txt']);
    expect(task.upstream.sha).toBe(s.sha('u2'));
    expect(task.upstream.message).toContain('::set-output name=x::y');
    expect(task.upstream.url).toBe(`https://github.com/triton-lang/triton/commit/${s.sha('u2')}`);
    expect(task.upstreamPatch).toContain('+core line 5 changed upstream');
    expect(task.forkCommits.map((c) => c.sha)).toEqual([s.sha('f1')]);
    expect(task.forkCommits[0]!.paths).toEqual(['src/core.txt']);
  });

  it('reads a plan bundle: predictions and dependsOn come from the plan', async () => {
    const s = await conflictScenario();
    const { path } = await writePlan(s, ['u1', 'u2', 'u3', 'u4']);
    const plan = await loadPlanFile(path);
    const r = await apply(
      s,
      baseSettings([], { source: { kind: 'plan', plan, bundleId: 'abcdef012345' }, upstream: undefined }),
    );
    expect(r.bundle).toEqual({ id: 'abcdef012345', kind: 'low-risk' });
    expect(r.branch).toBe('upstream-ingest/abcdef012345');
    expect(r.commits.map((c) => c.predicted)).toEqual(['clean', 'conflict', 'clean', 'clean']);
    expect(statusOf(r, s)).toEqual({ u1: 'clean', u2: 'deferred', u3: 'deferred', u4: 'clean' });
  });

  it('writes a trailer instead of -x when asked, and the ledger then reads it', async () => {
    const s = await conflictScenario();
    const style = { kind: 'trailer', key: 'Upstream-Commit' } as const;
    const r = await apply(
      s,
      baseSettings(['u1', 'u2', 'u4'].map(s.sha), { provenance: style, branch: 'ingest/trailer' }),
    );
    expect(r.status).toBe('partial');
    const bodies = (await git(s, 'log', '--format=%B%x00', `fork..${r.head}`))
      .split('\0')
      .map((b) => b.trim())
      .filter(Boolean);
    expect(bodies).toEqual([
      `[core] add new4 (upstream#104)\n\nUpstream-Commit: ${s.sha('u4')}`,
      `[core] add new1 (upstream#101)\n\nUpstream-Commit: ${s.sha('u1')}`,
    ]);
    // The branch, taken as the fork, already holds u1 and u4: applying them again is already-applied.
    const again = await apply(
      s,
      baseSettings(['u1', 'u4'].map(s.sha), { provenance: style, base: 'ingest/trailer', branch: 'ingest/again' }),
    );
    expect(again.status).toBe('already-applied');
  });
});

describe('apply: re-runs and interrupted runs converge', () => {
  it('re-running a finished bundle makes no new commits and the same head', async () => {
    const s = await conflictScenario();
    const agent = await writeAgent('resolves');
    const settings = baseSettings(['u1', 'u2', 'u3', 'u4'].map(s.sha), { onConflict: 'agent', agent });
    const first = await apply(s, settings);
    const objects = await git(s, 'count-objects');
    const second = await apply(s, { ...settings, agent: '/bin/false' });
    expect(second.head).toBe(first.head);
    expect(second.commits.every((c) => c.reused)).toBe(true);
    expect(second.commits.map((c) => c.status)).toEqual(first.commits.map((c) => c.status));
    expect(second.commits[1]!.resolution?.reason).toBe("kept the fork's line and added upstream's");
    expect(second.previousHead).toBe(first.head);
    expect(await git(s, 'count-objects')).toBe(objects);
  });

  it('gives the same SHAs for clean picks on a fresh run (deterministic committer and date)', async () => {
    const s = await conflictScenario();
    const a = await apply(s, baseSettings(['u1', 'u4'].map(s.sha), { branch: 'one' }));
    const b = await apply(s, baseSettings(['u1', 'u4'].map(s.sha), { branch: 'two' }));
    expect(b.head).toBe(a.head);
    expect(b.commits.some((c) => c.reused)).toBe(false);
  });

  it('after a crash that left files changed mid-run, resets them (only because its own lock says it crashed)', async () => {
    const s = await conflictScenario();
    await writeFile(join(s.dir, 'README.md'), 'half-written\n');
    await expect(apply(s, baseSettings([s.sha('u1')]))).rejects.toThrow(/uncommitted changes/);
    expect(await readFile(join(s.dir, 'README.md'), 'utf8')).toBe('half-written\n');
    await writeFile(
      join(s.dir, '.git', 'upstream-ingest-apply.lock'),
      JSON.stringify({
        pid: 999_999_999,
        start: null,
        host: (await import('node:os')).hostname(),
        startedAt: 'x',
        branch: 'x',
      }),
    );
    const r = await apply(s, baseSettings([s.sha('u1')]));
    expect(r.status).toBe('applied');
    expect(await repoState(s)).toMatchObject(CLEAN);
  });
});

describe('apply: rerere and split on failure', () => {
  it('reuses a recorded resolution from the rerere cache without calling the agent again', async () => {
    const cache = await makeTempDir('ui-rerere-');
    const s = await conflictScenario();
    const agent = await writeAgent('resolves');
    const first = await apply(s, baseSettings([s.sha('u2')], { onConflict: 'agent', agent, rerereCache: cache }));
    expect(first.status).toBe('resolved');
    // A second clone: no previous branch to reuse, the same cache directory.
    const t = await conflictScenario();
    const second = await apply(
      t,
      baseSettings([t.sha('u2')], { onConflict: 'agent', agent: '/bin/false', rerereCache: cache }),
    );
    expect(second.status).toBe('resolved');
    // The replay keeps the resolution's origin (issue 13 item 8): the agent's, with its reason, so the same commit.
    const { attempts: replayedBy, ...replayed } = second.commits[0]!.resolution!;
    const { attempts: _firstAttempts, ...original } = first.commits[0]!.resolution!;
    expect(replayed).toEqual(original);
    expect(second.commits[0]!.resolution?.via).toBe('agent');
    // The ladder records what really happened: rerere replayed it, the agent was not asked again.
    expect(replayedBy?.map((a) => [a.rung, a.verdict, a.chosen])).toEqual([['rerere', 'accept', true]]);
    expect(await git(t, 'show', `${second.head}:src/core.txt`)).toBe(
      await git(s, 'show', `${first.head}:src/core.txt`),
    );
  });

  it('bisects a failing bundle to the culprit, defers it with evidence and lands the rest (partial)', async () => {
    const s = await conflictScenario();
    const verify = 'if [ -e src/new4.txt ]; then echo "new4 breaks the build" >&2; exit 1; fi';
    const r = await apply(
      s,
      baseSettings(['u1', 'u4', 'u5', 'u3'].map(s.sha), { verify, splitOnFailure: true, onConflict: 'defer' }),
    );
    expect(statusOf(r, s)).toMatchObject({ u1: 'clean', u4: 'deferred', u5: 'already-applied' });
    expect(r.verify).toMatchObject({ ok: true, culprits: [s.sha('u4')] });
    expect(r.verify!.probes).toBeGreaterThan(0);
    expect(r.commits[1]!.reasons[0]).toMatch(/verify command fails with this commit: .*new4 breaks the build/);
    expect(r.status).toBe('partial');
    expect(await git(s, 'ls-tree', '--name-only', r.head, 'src/')).not.toContain('src/new4.txt');
    expect(await repoState(s)).toMatchObject(CLEAN);
  });

  it('defers the dependents of the culprit with it and re-picks the commits after it', async () => {
    const s = await conflictScenario([
      { id: 'u7', on: 'upstream', files: { 'src/new4.txt': 'four, revised\n' }, message: '[core] revise new4 (#107)' },
      { id: 'u8', on: 'upstream', files: { 'src/new8.txt': 'eight\n' }, message: '[core] add new8 (#108)' },
    ]);
    const verify = 'if grep -q four src/new4.txt 2>/dev/null; then exit 1; fi';
    const r = await apply(s, baseSettings(['u1', 'u4', 'u7', 'u8'].map(s.sha), { verify, splitOnFailure: true }));
    expect(statusOf(r, s)).toEqual({ u1: 'clean', u4: 'deferred', u7: 'deferred', u8: 'clean' });
    expect(r.commits[2]!.reasons).toEqual([`depends on ${s.sha('u4').slice(0, 10)}, which was deferred`]);
    expect(r.verify).toMatchObject({ ok: true, culprits: [s.sha('u4')] });
    expect(await git(s, 'rev-parse', `${r.head}~2`)).toBe(await git(s, 'rev-parse', 'fork'));
    expect(r.commits[3]!.forkSha).toBe(r.head);
  });

  it('without --split-on-failure a failing verify rejects the branch', async () => {
    const s = await conflictScenario();
    const r = await apply(s, baseSettings([s.sha('u1')], { verify: 'exit 3' }));
    expect(r.status).toBe('rejected');
    expect(r.verify).toMatchObject({ ok: false, culprits: [] });
    expect(r.verify!.summary).toMatch(/exited with code 3/);
  });
});
