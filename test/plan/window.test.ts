/**
 * A plan with a limit classifies only the oldest upstream commits, up to its limit-th unreached one (its window),
 * and reads their paths alone: each commit's class depends on its own evidence and on earlier commits, so the
 * window's classes are those of the whole range. These tests compare the window's plan with the plan of the whole
 * classification, on a history where what the window must see lies past its first estimate.
 */
import { join } from 'node:path';
import { PlanCacheFile } from '../../src/adapters/cache/plan-cache.js';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { DEFAULT_PLAN_CONFIG } from '../../src/schemas/plan-config.js';
import type { LedgerFile } from '../../src/schemas/ledger.js';
import { runPlan } from '../../src/services/plan/plan.js';
import { runReportLag } from '../../src/services/lag/report-lag.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { text } from './plan-helpers.js';

afterAll(removeTempDirs);

const FILLERS = 78;
/**
 * Fillers u2..u70 are taken without provenance (new subjects: patch-ids alone find them), so the window's first
 * estimate counts them unreached.
 */
const TAKEN_FILLERS = 69;

async function plan(
  s: BuiltScenario,
  ledger: LedgerFile,
  limit: number | undefined,
  classifyAll = false,
  cache?: PlanCacheFile,
) {
  const logger = new RecordingLogger();
  const result = await runPlan(
    {
      upstream: s.upstream,
      fork: s.fork,
      extraTrailerKeys: [],
      ledger,
      ledgerSource: 'test-ledger',
      config: DEFAULT_PLAN_CONFIG,
      ...(limit !== undefined ? { limit } : {}),
      ...(classifyAll ? { classifyAll } : {}),
      now: new Date('2026-03-01T00:00:00Z'),
    },
    { git: createGitRunner(s.dir), logger, ...(cache ? { cache } : {}) },
  );
  return { plan: result, logger };
}

describe('a plan classifies only its window', () => {
  let s: BuiltScenario;
  let ledger: LedgerFile;
  beforeAll(async () => {
    const steps: Step[] = [
      { id: 'u1', on: 'upstream', files: { 'a.txt': text(10, { 2: 'first' }) }, message: '[core] first (#1)' },
    ];
    // Far more commits than the window's first estimate (one unreached commit: 66 commits) before the blocker.
    for (let i = 2; i < FILLERS + 2; i++)
      steps.push({ id: `u${i}`, on: 'upstream', files: { [`f/${i}.txt`]: `${i}\n` }, message: `[misc] ${i} (#${i})` });
    steps.push(
      { id: 'blocker', on: 'upstream', files: { 'b.txt': 'blocker\n' }, message: '[core] blocker (#100)' },
      {
        id: 'later',
        on: 'upstream',
        files: { 'a.txt': text(10, { 2: 'first', 9: 'later' }) },
        message: '[core] later (#101)',
      },
      { id: 'p-blocker', on: 'fork', pick: 'blocker', provenance: 'x' },
      // Taken out of order without any provenance: only its patch-id says it is `later`.
      { id: 'p-later', on: 'fork', pick: 'later', provenance: 'none', message: 'take the later fix early' },
    );
    for (let i = 2; i < TAKEN_FILLERS + 2; i++)
      steps.push({ id: `p${i}`, on: 'fork', pick: `u${i}`, provenance: 'none', message: `take ${i}` });
    s = await buildScenario({ base: { 'a.txt': text(10), 'b.txt': 'b\n' }, steps });
    ledger = {
      entries: [
        { commit: s.sha('u1'), disposition: 'defer', reason: 'after the blocker', blockedBy: s.sha('blocker') },
      ],
    };
  });

  it('widens the window to a later blocker, and its plan equals the whole classification’s', async () => {
    const window = await plan(s, ledger, 1);
    const whole = await plan(s, ledger, 1, true);
    expect(window.plan).toEqual(whole.plan);
    // The blocker was picked (out of order): the deferral is over and u1 is planned, not held.
    expect(window.plan.pending.map((c) => c.sha)).toEqual([s.sha('u1')]);
    expect(window.plan.held).toEqual([]);
    const line = window.logger.messages('info').find((m) => m.startsWith('Classified the'));
    const [, classified, of] = /^Classified the (\d+) oldest of (\d+)/.exec(line ?? '') ?? [];
    expect(Number(of)).toBe(FILLERS + 3);
    // Up to the blocker, not the whole range; the whole classification logs no window.
    expect(Number(classified)).toBe(FILLERS + 2);
    expect(whole.logger.messages('info').some((m) => m.startsWith('Classified the'))).toBe(false);
  });

  it('counts a fork commit equal to an upstream commit newer than every planned one as the fork’s own', async () => {
    const short = s.sha('p-later').slice(0, 10);
    for (const limit of [1, 5, undefined]) {
      const { plan: p } = await plan(s, ledger, limit);
      const u1 = p.pending.find((c) => c.sha === s.sha('u1'))!;
      expect([limit, u1.risk.reasons.find((r) => r.includes('fork'))]).toEqual([
        limit,
        expect.stringContaining(`a.txt (fork ${short})`),
      ]);
    }
    // The same commit is ingested by its patch-id all the same: `later` is not pending.
    const { plan: all } = await plan(s, ledger, undefined);
    expect(all.pending.map((c) => c.sha)).not.toContain(s.sha('later'));
    expect(all.pending).toHaveLength(1 + FILLERS - TAKEN_FILLERS);
  });

  it('widens the window when patch-ids leave it too few unreached commits, and plans as many as asked', async () => {
    // No deferral here: its blocker would widen the window to the same end on its own.
    const window = await plan(s, { entries: [] }, 3);
    const whole = await plan(s, { entries: [] }, 3, true);
    expect(window.plan).toEqual(whole.plan);
    expect(window.plan.pending.map((c) => c.sha)).toEqual([s.sha('u1'), s.sha('u71'), s.sha('u72')]);
    expect(window.logger.messages('debug')).toContainEqual(
      expect.stringMatching(/^classified \d+ upstream commits; reading \d+ more$/),
    );
  });

  it('keeps the records past the window without paths; a lag sharing that cache reads them and reports the same', async () => {
    const lag = async (cache?: PlanCacheFile) =>
      (
        await runReportLag(
          { upstreamRef: 'upstream', fetch: false, forkRef: 'fork', extraTrailerKeys: [], now: new Date('2026-03-01') },
          { git: createGitRunner(s.dir), logger: new RecordingLogger(), ...(cache ? { history: cache.history } : {}) },
        )
      ).report;
    const path = join(await makeTempDir('ui-window-cache-'), 'cache.json');
    const cache = await PlanCacheFile.load(path, new RecordingLogger());
    const window = await plan(s, { entries: [] }, 1, false, cache);
    expect(window.logger.messages('info').join('\n')).toMatch(/Classified the 66 oldest of 81 upstream commits/);
    await cache.save();
    // u66..u70 are ingested by patch-id alone: a lag that did not read their paths would count them pending.
    const uncached = await lag();
    expect(uncached.commits.filter((c) => c.via.includes('patch-id')).length).toBe(TAKEN_FILLERS + 1);
    expect(await lag(await PlanCacheFile.load(path, new RecordingLogger()))).toEqual(uncached);
  });
});
