/**
 * The ledger's history read: commit records and patch-ids kept across runs (PlanCacheFile's `commits` and
 * `patchIds`), the merge-base read from the upstream log's boundary, and the content check on inputs read ahead.
 * A kept record is never trusted blindly: results with the cache equal results without it, run after run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PlanCacheFile } from '../../src/adapters/cache/plan-cache.js';
import { contentAlreadyPresent } from '../../src/adapters/git/read/content-present.js';
import { predictCherryPicks } from '../../src/adapters/git/pick/merge-tree.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { buildConventionFork, type ConventionFork } from '../../src/demo/fork-conventions.js';
import type { LagReport } from '../../src/schemas/lag-report.js';
import { runPlan } from '../../src/services/plan/plan.js';
import { runReportLag } from '../../src/services/lag/report-lag.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, git, type Step } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { conventionPlanSettings } from '../plan/plan-helpers.js';

afterAll(removeTempDirs);

const NOW = new Date('2026-09-01T00:00:00Z');

describe('history cache: commit records and patch-ids kept across runs', () => {
  let f: ConventionFork;
  let configPath: string;
  let files: string;
  let uncached: LagReport;
  const lag = async (history?: PlanCacheFile, logger = new RecordingLogger()) =>
    (
      await runReportLag(
        { upstreamRef: 'upstream', fetch: false, forkRef: 'fork', extraTrailerKeys: [], configPath, now: NOW },
        { git: createGitRunner(f.dir), logger, ...(history ? { history: history.history } : {}) },
      )
    ).report;

  beforeAll(async () => {
    f = await buildConventionFork(await makeTempDir('ui-history-cache-'), 2);
    files = await makeTempDir('ui-history-cache-files-');
    const ledgerPath = join(files, 'ledger.json');
    configPath = join(files, 'config.json');
    await writeFile(ledgerPath, JSON.stringify(f.ledger));
    await writeFile(configPath, JSON.stringify({ ...f.config, ledger: ledgerPath }));
    uncached = await lag();
  });

  it('gives the report of a run without a cache, reading no record again on the second run', async () => {
    const path = join(files, 'same.json');
    const first = await PlanCacheFile.load(path, new RecordingLogger());
    const firstLog = new RecordingLogger();
    expect(await lag(first, firstLog)).toEqual(uncached);
    expect(firstLog.messages('info').join('\n')).toMatch(/history cache: 0 commit records reused, \d+ read/);
    await first.save();

    const kept = JSON.parse(await readFile(path, 'utf8')) as { commits: object; patchIds: object };
    expect(Object.keys(kept.commits).length).toBeGreaterThanOrEqual(uncached.counts.missingByAncestry);
    // The convention fork has patch-id picks: their ids are kept too.
    expect(uncached.counts.via['patch-id']).toBeGreaterThan(0);
    expect(Object.keys(kept.patchIds).length).toBeGreaterThan(0);

    const secondLog = new RecordingLogger();
    expect(await lag(await PlanCacheFile.load(path, new RecordingLogger()), secondLog)).toEqual(uncached);
    expect(secondLog.messages('info').join('\n')).toMatch(/history cache: \d+ commit records reused, 0 read/);
  });

  it('reads a record again when its parents are not the ones git lists for that commit now', async () => {
    const path = join(files, 'parents.json');
    const first = await PlanCacheFile.load(path, new RecordingLogger());
    await lag(first);
    await first.save();
    const data = JSON.parse(await readFile(path, 'utf8')) as { commits: Record<string, { p: string[]; m: string }> };
    const sha = uncached.commits.find((c) => c.status === 'ingested')!.sha;
    data.commits[sha]!.p = ['0'.repeat(40)];
    data.commits[sha]!.m = 'a record that is not this commit\n';
    await writeFile(path, JSON.stringify(data));
    const log = new RecordingLogger();
    expect(await lag(await PlanCacheFile.load(path, new RecordingLogger()), log)).toEqual(uncached);
    expect(log.messages('info').join('\n')).toMatch(/history cache: \d+ commit records reused, 1 read/);
  });

  it('ignores, with a warning, a cache file whose commit records are damaged', async () => {
    const path = join(files, 'damaged.json');
    const first = await PlanCacheFile.load(path, new RecordingLogger());
    await lag(first);
    await first.save();
    const data = JSON.parse(await readFile(path, 'utf8')) as { commits: Record<string, { f: unknown[] }> };
    const [sha] = Object.keys(data.commits);
    data.commits[sha!]!.f = [['?', 'not a path status', null, null]];
    await writeFile(path, JSON.stringify(data));
    const warned = new RecordingLogger();
    const loaded = await PlanCacheFile.load(path, warned);
    expect(warned.messages('warning').join('\n')).toMatch(
      /plan cache .*damaged\.json: not a plan cache of this version; ignored/,
    );
    expect(loaded.hasCommits()).toBe(false);
    expect(await lag(loaded)).toEqual(uncached);
  });

  it('lets plan reuse the records through its cache, with the plan of a run without one', async () => {
    const plan = (cache?: PlanCacheFile) =>
      runPlan(
        { ...conventionPlanSettings(f, NOW), limit: 40 },
        { git: createGitRunner(f.dir), logger: new RecordingLogger(), ...(cache ? { cache } : {}) },
      );
    const path = join(files, 'plan.json');
    const without = await plan();
    expect(await plan(await PlanCacheFile.load(path, new RecordingLogger()))).toEqual(without);
    const kept = JSON.parse(await readFile(path, 'utf8')) as { commits: object };
    expect(Object.keys(kept.commits).length).toBeGreaterThan(0);
    expect(await plan(await PlanCacheFile.load(path, new RecordingLogger()))).toEqual(without);
  });

  it('keeps the records a plan read without paths as such, and a later lag reads their paths: the same report', async () => {
    const path = join(files, 'window.json');
    const cache = await PlanCacheFile.load(path, new RecordingLogger());
    const logger = new RecordingLogger();
    await runPlan({ ...conventionPlanSettings(f, NOW), limit: 1 }, { git: createGitRunner(f.dir), logger, cache });
    expect(logger.messages('info').join('\n')).toMatch(/Classified the \d+ oldest of \d+ upstream commits/);
    await cache.save();
    const kept = JSON.parse(await readFile(path, 'utf8')) as { commits: Record<string, { f?: unknown[] }> };
    const records = Object.values(kept.commits);
    // Upstream commits past the window, and fork picks with provenance: no step of that plan read their paths.
    expect(records.filter((r) => r.f === undefined).length).toBeGreaterThan(0);
    expect(records.filter((r) => r.f !== undefined).length).toBeGreaterThan(0);
    const log = new RecordingLogger();
    expect(await lag(await PlanCacheFile.load(path, new RecordingLogger()), log)).toEqual(uncached);
    expect(log.messages('info').join('\n')).toMatch(/history cache: \d+ commit records reused, 0 read/);
  });
});

describe('history read on a fork that moves', () => {
  const up = (id: string, files: Record<string, string>): Step => ({
    id,
    on: 'upstream',
    files,
    message: `[core] ${id} (#${id.slice(1)})`,
  });

  it('reads only the new commits after upstream advanced, and decides content on the current fork tip', async () => {
    const s = await buildScenario({
      base: { 'a.txt': 'a1\na2\n', 'b.txt': 'b1\nb2\n' },
      steps: [
        { id: 'own', on: 'fork', files: { 'fork.txt': 'fork\n' }, message: 'fork: own feature' },
        up('u1', { 'a.txt': 'a1 upstream\na2\n' }),
        up('u2', { 'b.txt': 'b1\nb2 upstream\n' }),
      ],
    });
    const path = join(await makeTempDir('ui-history-moves-'), 'cache.json');
    const lagOf = async (cache?: PlanCacheFile, logger = new RecordingLogger()) =>
      (
        await runReportLag(
          { upstreamRef: 'upstream', fetch: false, forkRef: 'fork', extraTrailerKeys: [], now: NOW },
          { git: s.git, logger, ...(cache ? { history: cache.history } : {}) },
        )
      ).report;
    const first = await PlanCacheFile.load(path, new RecordingLogger());
    expect((await lagOf(first)).backlog).toBe(2);
    await first.save();

    // Upstream advances by one commit; the fork, without any provenance, makes u2's change itself.
    await git(s, 'checkout', '-q', 'upstream');
    await writeFile(join(s.dir, 'a.txt'), 'a1 upstream\na2 again\n');
    await git(s, 'commit', '-q', '-am', '[core] u3 (#3)');
    await git(s, 'checkout', '-q', 'fork');
    // In two steps, so that no patch-id matches u2's: only the content tells.
    await writeFile(join(s.dir, 'b.txt'), 'b1\nb2 upstream\nb3\n');
    await git(s, 'commit', '-q', '-am', 'fork: fix b');
    await writeFile(join(s.dir, 'b.txt'), 'b1\nb2 upstream\n');
    await git(s, 'commit', '-q', '-am', 'fork: fix b again');

    const log = new RecordingLogger();
    const cached = await lagOf(await PlanCacheFile.load(path, new RecordingLogger()), log);
    // The new upstream commit and the new fork commits are read; the rest comes from the cache.
    expect(log.messages('info').join('\n')).toMatch(/history cache: 3 commit records reused, 3 read/);
    expect(cached).toEqual(await lagOf());
    const u2 = cached.commits.find((c) => c.sha === s.sha('u2'))!;
    expect(u2.via).toEqual(['content']);
    expect(cached.backlog).toBe(2);
  });

  it('takes the merge-base from the upstream log when the fork never merged upstream, and from git otherwise', async () => {
    const s = await buildScenario({
      base: { 'a.txt': 'a\n' },
      steps: [
        up('u1', { 'u1.txt': 'one\n' }),
        { id: 'own', on: 'fork', files: { 'fork.txt': 'fork\n' }, message: 'fork: own feature' },
        up('u2', { 'u2.txt': 'two\n' }),
      ],
    });
    const lagOf = async () =>
      (
        await runReportLag(
          { upstreamRef: 'upstream', fetch: false, forkRef: 'fork', extraTrailerKeys: [], now: NOW },
          { git: s.git, logger: new RecordingLogger() },
        )
      ).report;
    const before = await lagOf();
    expect(before.mergeBase.sha).toBe(await git(s, 'merge-base', 'upstream', 'fork'));
    expect(before.backlog).toBe(2);

    // A merging fork: it merges u1 from upstream, so the upstream range's boundary is two commits.
    await git(s, 'merge', '-q', '--no-edit', '--no-ff', s.sha('u1'));
    const after = await lagOf();
    expect(after.mergeBase.sha).toBe(s.sha('u1'));
    expect(after.mergeBase.sha).toBe(await git(s, 'merge-base', 'upstream', 'fork'));
    expect(after.mergeBase.committedAt).toBe(await git(s, 'show', '-s', '--format=%cI', s.sha('u1')));
    expect(after.backlog).toBe(1);
  });

  it('checks content on several commits at once, each onto the tip alone', async () => {
    const s = await buildScenario({
      base: { 'a.txt': 'a1\na2\na3\na4\na5\n' },
      steps: [
        // Deletions only, at paths where the tip has neither side's blob: no added line to look for, so the
        // predictor decides them.
        up('u1', { 'a.txt': 'a1\na2\na4\na5\n' }),
        up('u2', { 'a.txt': 'a2\na4\na5\n' }),
        { id: 'own', on: 'fork', files: { 'a.txt': 'a1\na2\na4\nfork5\n' }, message: 'fork: its own a5' },
      ],
    });
    const parent = (id: string) => git(s, 'rev-parse', `${s.sha(id)}^`);
    const picks = [
      { sha: s.sha('u1'), parent: await parent('u1') },
      { sha: s.sha('u2'), parent: await parent('u2') },
    ];
    const check = await contentAlreadyPresent(s.git, 'fork', picks);
    const alone = await Promise.all(
      picks.map(async (p) => (await predictCherryPicks(s.git, 'fork', [p], { mode: 'per-commit' })).verdicts[0]!),
    );
    expect(picks.map((p) => check.decided.get(p.sha))).toEqual(alone.map((v) => v.verdict));
    // u1's deletion is already in the fork: an empty pick, so present.
    expect([...check.present]).toEqual([s.sha('u1')]);
  });
});
