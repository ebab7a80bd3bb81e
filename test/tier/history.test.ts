import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { readStateFile } from '../../src/adapters/git/state/state-file.js';
import { TierHistorySchema } from '../../src/schemas/tier-history.js';
import { publishTier } from '../../src/services/tier/index.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import {
  harnessScript,
  junitXml,
  kinds,
  oneHarness,
  passing,
  runIn,
  workspace,
  writeConfig,
  writeFiles,
  type CaseSpec,
} from './fixtures.js';

/**
 * Durable inventories and history on the state branch of a real remote: the run job reads them (no token), the
 * publish job appends; a drop is judged against the last trusted run of the same runner class even when no cache (no
 * inventory file) survived, and L1 keeps one too.
 */

afterAll(removeTempDirs);

const BRANCH = 'upstream-ingest-state';

async function setup() {
  const remote = await makeTempDir('ui-tier-remote-');
  await createGitRunner(remote).run(['init', '-q', '--bare']);
  const dir = await workspace({});
  const git = createGitRunner(dir);
  await git.run(['init', '-q']);
  await git.run(['-c', 'user.name=t', '-c', 'user.email=t@e', 'commit', '-q', '--allow-empty', '-m', 'base']);
  const config = await writeConfig(dir, { L1: oneHarness(), L2: oneHarness() });
  const history = { branch: BRANCH, remote };
  let run = 0;
  /** One run job (reads the history) and its publish job (appends it), as two separate steps would. */
  const cycle = async (cases: CaseSpec[], options: { tier?: 'L1' | 'L2'; runnerLabel?: string } = {}) => {
    const failing = cases.some((c) => c.state === 'failed');
    await writeFiles(dir, {
      'h.sh': harnessScript({ path: 'out/h.xml', report: junitXml(cases), exit: failing ? 1 : 0 }),
    });
    const { result } = await runIn(dir, config, {
      tier: options.tier ?? 'L1',
      runnerLabel: options.runnerLabel ?? 'linux-x64',
      history,
      deps: { run: { id: String(++run), url: null } },
    });
    const file = join(await makeTempDir('ui-tier-result-'), 'tier.json');
    await writeFile(file, JSON.stringify(result));
    const outcome = await publishTier(
      { results: [file], history: { ...history, keep: 3 } },
      { logger: new RecordingLogger(), git, now: () => new Date() },
    );
    return { result, outcome };
  };
  const read = async (path: string) => {
    const text = await readStateFile(git, history, path);
    return text === undefined ? undefined : TierHistorySchema.parse(JSON.parse(text));
  };
  return { cycle, read };
}

describe('durable inventory and history on the state branch', () => {
  it('judges an inventory drop against the last trusted run of the runner class, with no inventory file at all', async () => {
    const { cycle, read } = await setup();
    const first = await cycle(passing(5));
    expect(first.result.anomalies).toEqual([]);
    expect(first.outcome.historyWritten).toEqual(['tier-history/L1/linux-x64.json']);

    // Two tests silently stop running: no cache, no --inventory — the state branch still knows.
    const second = await cycle(passing(3));
    expect(kinds(second.result)).toEqual(['inventory-drop']);
    expect(second.result.anomalies[0]!.missing).toEqual(['tests.test_mod::test_ok_3', 'tests.test_mod::test_ok_4']);

    // The untrusted run did not become the baseline: the next run with the same drop still fires.
    const third = await cycle(passing(3));
    expect(kinds(third.result)).toEqual(['inventory-drop']);
    const history = (await read('tier-history/L1/linux-x64.json'))!;
    expect(history.runs.map((r) => [r.verdict, r.trusted])).toEqual([
      ['infra-fail', false],
      ['infra-fail', false],
      ['pass', true],
    ]);
    expect(history.inventory.h!.ids).toHaveLength(5);
  });

  it('keeps runner classes and tiers apart, and only the last N runs', async () => {
    const { cycle, read } = await setup();
    await cycle(passing(4), { runnerLabel: 'big-x64,self-hosted' });
    // The same class in another order: one history.
    const other = await cycle(passing(2), { runnerLabel: 'self-hosted, big-x64', tier: 'L1' });
    expect(kinds(other.result)).toContain('inventory-drop');
    // Another class, another tier: their own baselines.
    expect((await cycle(passing(2), { runnerLabel: 'linux-arm64' })).result.anomalies.map((a) => a.kind)).not.toContain(
      'inventory-drop',
    );
    expect(
      (await cycle(passing(1), { tier: 'L2', runnerLabel: 'big-x64,self-hosted' })).result.anomalies.map((a) => a.kind),
    ).not.toContain('inventory-drop');
    for (let i = 0; i < 3; i++) await cycle(passing(4), { runnerLabel: 'big-x64,self-hosted' });
    const h = (await read('tier-history/L1/big-x64,self-hosted.json'))!;
    expect(h.runs).toHaveLength(3);
    expect(await read('tier-history/L2/big-x64,self-hosted.json')).toBeDefined();
  });

  it('marks a test that flips between pass and fail across runs as flaky across runs', async () => {
    const { cycle, read } = await setup();
    const bad: CaseSpec = { name: 'test_race', state: 'failed', message: 'AssertionError: race' };
    const good: CaseSpec = { name: 'test_race' };
    await cycle([...passing(2), bad]);
    await cycle([...passing(2), good]);
    const third = await cycle([...passing(2), bad]);
    expect(third.result.flakyAcrossRuns).toEqual([{ id: 'tests.test_mod::test_race', harness: 'h' }]);
    // …and so it is marked in the history the publish step wrote.
    expect((await read('tier-history/L1/linux-x64.json'))!.runs[0]!.flaky).toEqual([
      'h\u0000tests.test_mod::test_race',
    ]);
    expect(third.result.history!.lastGreen).toMatchObject({ sha: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it('quarantines a test flaky across runs visibly, keeps it past the kept window, releases it after N passes', async () => {
    const { cycle, read } = await setup();
    const bad: CaseSpec = { name: 'test_race', state: 'failed', message: 'AssertionError: race' };
    const good: CaseSpec = { name: 'test_race' };
    const other: CaseSpec = { name: 'test_real', state: 'failed', message: 'AssertionError: real bug' };
    await cycle([...passing(2), bad]);
    await cycle([...passing(2), good]);
    // It flipped: quarantined in this very run, so its failure is listed but the tier passes.
    const third = await cycle([...passing(2), bad]);
    expect(third.result.verdict).toBe('pass');
    expect(third.result.failures).toEqual([
      expect.objectContaining({ id: 'tests.test_mod::test_race', quarantined: true }),
    ]);
    expect(third.result.autoQuarantine).toMatchObject({
      releaseAfter: 5,
      active: [{ id: 'tests.test_mod::test_race', harness: 'h', passedSince: 0, failedNow: true }],
      released: [],
    });
    // A real failure beside it still fails the tier.
    const fourth = await cycle([...passing(2), bad, other]);
    expect(fourth.result.verdict).toBe('fail');
    expect(fourth.result.verdictReason).toMatch(/^1 failing test/);
    // Five passing runs release it (the history keeps 3 runs: the quarantine is carried from run to run).
    const fixedOther: CaseSpec = { name: 'test_real' };
    for (let i = 1; i <= 4; i++) {
      const r = await cycle([...passing(2), good, fixedOther]);
      expect(r.result.verdict).toBe('pass');
      expect(r.result.autoQuarantine!.active[0]!.passedSince).toBe(i);
    }
    const fifth = await cycle([...passing(2), good, fixedOther]);
    expect(fifth.result.autoQuarantine).toMatchObject({ active: [], released: [{ id: 'tests.test_mod::test_race' }] });
    expect((await read('tier-history/L1/linux-x64.json'))!.runs[0]!.quarantine).toBeUndefined();
    // Failing again on a commit it passed on is flaky again: back in quarantine from zero, never silently.
    const again = await cycle([...passing(2), bad, fixedOther]);
    expect(again.result.verdict).toBe('pass');
    expect(again.result.autoQuarantine!.active).toEqual([expect.objectContaining({ passedSince: 0, failedNow: true })]);
  });
});
