import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeScratchSync } from '../../src/adapters/git/pick/scratch-dir.js';
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import {
  parseRecord,
  PickPredictor,
  predictCherryPicks,
  type PickVerdict,
} from '../../src/adapters/git/pick/merge-tree.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { buildScenario, git, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';
import { text } from './plan-helpers.js';

afterAll(removeTempDirs);

const up = (id: string, files: Record<string, string | null>): Step => ({ id, on: 'upstream', files });
const ids = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9', 'u10', 'u11'];

/** Every verdict kind: content and modify/delete conflicts, clean, clean-only-in-order, empty, renames, new files. */
async function mixedHistory(): Promise<BuiltScenario> {
  return buildScenario({
    base: { 'f1.txt': text(20), 'f2.txt': text(20), 'f3.txt': text(20), 'f4.txt': text(20) },
    steps: [
      { id: 'own1', on: 'fork', files: { 'f1.txt': text(20, { 5: 'fork five' }), 'f3.txt': null } },
      { id: 'own2', on: 'fork', files: { 'f4.txt': text(20, { 10: 'shared fix' }) } },
      up('u1', { 'f1.txt': text(20, { 5: 'upstream five' }) }),
      up('u2', { 'f2.txt': text(20, { 3: 'three' }) }),
      up('u3', { 'f2.txt': text(20, { 3: 'three again' }) }),
      up('u4', { 'f3.txt': text(20, { 2: 'two' }) }),
      up('u5', { 'f4.txt': text(20, { 10: 'shared fix' }) }),
      up('u6', { 'f5.txt': 'new file\n' }),
      up('u7', { 'f1.txt': text(20, { 5: 'upstream five', 15: 'fifteen' }) }),
      up('u8', { 'f2.txt': null, 'f2-renamed.txt': text(20, { 3: 'three again' }) }),
      up('u9', { 'f1.txt': text(20, { 5: 'upstream five b', 6: 'six', 15: 'fifteen' }) }),
      up('u10', { 'f2-renamed.txt': text(20, { 3: 'three again', 20: 'end' }) }),
      up('u11', { 'f4.txt': text(20, { 10: 'shared fix', 1: 'one' }) }),
    ],
  });
}

/** The ground truth: a worktree, `git cherry-pick` of each commit in order, committing the clean ones. */
async function worktreePass(s: BuiltScenario, shas: string[]): Promise<Array<Omit<PickVerdict, 'reason'>>> {
  const dir = join(await makeTempDir('ui-worktree-'), 'wt');
  await git(s, 'worktree', 'add', '-q', '--detach', dir, 'fork');
  const wt = createGitRunner(dir);
  const out: Array<Omit<PickVerdict, 'reason'>> = [];
  for (const sha of shas) {
    const r = await wt.run(['cherry-pick', '--no-commit', sha], { okExitCodes: [1] });
    if (r.exitCode !== 0) {
      const unmerged = (await wt.run(['diff', '--name-only', '--diff-filter=U'])).stdout
        .trim()
        .split('\n')
        .filter(Boolean);
      out.push({ sha, verdict: 'conflict', conflictPaths: unmerged.sort() });
      await wt.run(['cherry-pick', '--abort'], { okExitCodes: [128] });
      await wt.run(['reset', '-q', '--hard', 'HEAD']);
      continue;
    }
    const staged = await wt.run(['diff', '--cached', '--quiet'], { okExitCodes: [1] });
    if (staged.exitCode === 0) out.push({ sha, verdict: 'empty', conflictPaths: [] });
    else {
      out.push({ sha, verdict: 'clean', conflictPaths: [] });
      await wt.run(['commit', '-q', '--no-verify', '-m', `pick ${sha}`]);
    }
  }
  return out;
}

async function picks(g: GitRunner, s: BuiltScenario) {
  const shas = ids.map((id) => s.sha(id));
  const parents = await Promise.all(shas.map(async (sha) => (await g.run(['rev-parse', `${sha}^`])).stdout.trim()));
  return shas.map((sha, i) => ({ sha, parent: parents[i] }));
}

describe('conflict prediction without a worktree', () => {
  it('gives exactly the verdicts of a worktree cherry-pick pass, in batch and per-commit mode', async () => {
    const s = await mixedHistory();
    const list = await picks(s.git, s);
    const truth = await worktreePass(
      s,
      list.map((p) => p.sha),
    );
    const batch = await predictCherryPicks(s.git, s.sha('own2'), list);
    const naive = await predictCherryPicks(s.git, s.sha('own2'), list, { mode: 'per-commit' });
    expect(batch.mode).toBe('batch');
    expect(naive.mode).toBe('per-commit');
    const names = new Map(ids.map((id) => [s.sha(id), id]));
    const show = (v: Array<Omit<PickVerdict, 'reason'>>) =>
      v.map((x) => [names.get(x.sha), x.verdict, x.conflictPaths.join(',')]);
    expect(show(batch.verdicts)).toEqual(show(truth));
    expect(show(naive.verdicts)).toEqual(show(truth));
    expect(batch.finalTree).toBe(naive.finalTree);
    // The history really covers every kind: conflicts (content and modify/delete), clean, empty.
    expect(show(truth)).toEqual(
      expect.arrayContaining([
        ['u1', 'conflict', 'f1.txt'],
        ['u3', 'clean', ''],
        ['u4', 'conflict', 'f3.txt'],
        ['u5', 'empty', ''],
      ]),
    );
  });

  it('leaves no objects behind in the repository', async () => {
    const s = await mixedHistory();
    const count = async () => (await git(s, 'count-objects', '-v')).match(/^count: (\d+)/m)![1];
    const before = await count();
    await predictCherryPicks(s.git, s.sha('own2'), await picks(s.git, s));
    await predictCherryPicks(s.git, s.sha('own2'), await picks(s.git, s), { mode: 'per-commit' });
    expect(await count()).toBe(before);
  });

  it('merges one pick at a time while the caller says its own work runs beside, then speculates', async () => {
    // Eleven commits of new files: every pick is clean, so every speculative merge is thrown away.
    const steps = ids.map((id, i) => up(id, { [`new-${i}.txt`]: `file ${i}\n` }));
    const s = await buildScenario({ base: { 'f1.txt': text(5) }, steps });
    const list = await picks(s.git, s);
    const alone = await predictCherryPicks(s.git, 'fork', list);
    expect(alone.merged).toBeGreaterThan(list.length);
    const sideWork = new Promise<void>(() => undefined); // still running when the merges end
    const beside = await predictCherryPicks(s.git, 'fork', list, { sideWork });
    expect(beside.merged).toBe(list.length);
    expect(beside.verdicts).toEqual(alone.verdicts);
    expect(beside.verdicts.every((v) => v.verdict === 'clean')).toBe(true);
    // Once the work is done the window opens again.
    const after = await predictCherryPicks(s.git, 'fork', list, { sideWork: Promise.resolve() });
    expect(after.merged).toBeGreaterThan(list.length);
    expect(after.finalTree).toBe(alone.finalTree);
  });

  it('takes the merges of an earlier pass only where it picked the same commit onto the same tip', async () => {
    const s = await mixedHistory();
    const list = await picks(s.git, s);
    const names = new Map(ids.map((id) => [s.sha(id), id]));
    const show = (v: readonly PickVerdict[]) => v.map((x) => [names.get(x.sha), x.verdict, x.conflictPaths.join(',')]);
    // The final list lacks u2, a clean pick: without it u3 conflicts (it rewrites u2's line), and every later pick
    // lands on other tips than in the provisional pass that picked u2.
    const final = list.filter((p) => p.sha !== s.sha('u2'));
    const fresh = await predictCherryPicks(s.git, s.sha('own2'), final);
    expect(show(fresh.verdicts)).toEqual(expect.arrayContaining([['u3', 'conflict', 'f2.txt']]));
    const predictor = await PickPredictor.open(s.git, s.sha('own2'));
    try {
      const provisional = await predictor.predict(list);
      expect(show(provisional.verdicts)).toEqual(expect.arrayContaining([['u3', 'clean', '']]));
      const after = await predictor.predict(final);
      expect(show(after.verdicts)).toEqual(show(fresh.verdicts));
      expect(after.finalTree).toBe(fresh.finalTree);
      // u1 was merged onto the fork tip by both passes: kept; u3 and later are merged again onto their own tips.
      expect(after.kept).toBeGreaterThan(0);
      expect(after.kept).toBeLessThan(final.length);
      expect(after.merged).toBeGreaterThan(0);
      // A pass told to stop ends before its next merge, with the verdicts it has.
      const stopped = await predictor.predict(list, { stop: () => true });
      expect(stopped.verdicts).toEqual([]);
    } finally {
      await predictor.close();
    }
  });

  it('falls back to a process pair per commit when merge-tree --stdin does not answer', async () => {
    const s = await mixedHistory();
    const list = await picks(s.git, s);
    const logger = new RecordingLogger();
    const slow = await predictCherryPicks(s.git, s.sha('own2'), list, { probeTimeoutMs: 0, logger });
    expect(slow.mode).toBe('per-commit');
    expect(logger.messages('warning')).toEqual([expect.stringMatching(/merge-tree --stdin is not usable here/)]);
    const batch = await predictCherryPicks(s.git, s.sha('own2'), list);
    expect(slow.verdicts).toEqual(batch.verdicts);
  });

  it('reports a root commit as unknown and carries on', async () => {
    const s = await mixedHistory();
    const [first, ...rest] = await picks(s.git, s);
    const result = await predictCherryPicks(s.git, s.sha('own2'), [
      { sha: s.baseSha, parent: undefined },
      first!,
      ...rest,
    ]);
    expect(result.verdicts[0]).toEqual(
      expect.objectContaining({ verdict: 'unknown', reason: expect.stringMatching(/root commit/) }),
    );
    expect(result.verdicts[1]!.verdict).toBe('conflict');
    // Anything but an object id never reaches merge-tree's line protocol.
    const odd = await predictCherryPicks(s.git, 'fork', [
      { sha: `${first!.sha} ${first!.sha}\nHEAD`, parent: first!.parent },
      first!,
    ]);
    expect(odd.verdicts.map((v) => [v.verdict, v.reason])).toEqual([
      ['unknown', 'not a full commit id'],
      ['conflict', undefined],
    ]);
  });
});

describe('scratch object directories', () => {
  it('are removed whole, read-only loose objects included, and a missing one is no error', async () => {
    const scratch = join(await makeTempDir('ui-scratch-'), 'objects');
    for (const dir of ['ab', 'cd', 'info']) {
      mkdirSync(join(scratch, dir), { recursive: true });
      const file = join(scratch, dir, `${dir}0123456789`);
      writeFileSync(file, 'x');
      chmodSync(file, 0o444);
    }
    removeScratchSync(scratch);
    expect(existsSync(scratch)).toBe(false);
    expect(() => removeScratchSync(scratch)).not.toThrow();
  });
});

describe('merge-tree --stdin record parsing', () => {
  it('reads clean and conflicted records and waits for the record terminator', () => {
    const clean = ['1', 'a'.repeat(40), '', ''];
    expect(parseRecord(clean)).toEqual({ outcome: { clean: true, tree: 'a'.repeat(40), conflictPaths: [] }, used: 4 });
    expect(parseRecord(clean.slice(0, 3))).toBeUndefined();
    const conflict = [
      '0',
      'b'.repeat(40),
      'x.txt',
      'y z.txt',
      '',
      '1',
      'x.txt',
      'Auto-merging',
      'Auto-merging x.txt\n',
      '2',
      'x.txt',
      'y z.txt',
      'CONFLICT (contents)',
      'CONFLICT ...\n',
      '',
    ];
    expect(parseRecord(conflict)).toEqual({
      outcome: { clean: false, tree: 'b'.repeat(40), conflictPaths: ['x.txt', 'y z.txt'] },
      used: conflict.length,
    });
    expect(parseRecord(conflict.slice(0, -1))).toBeUndefined();
    expect(parseRecord(conflict.slice(0, 7))).toBeUndefined();
    expect(() => parseRecord(['fatal', 'x', ''])).toThrow(/unexpected merge-tree output/);
  });
});
