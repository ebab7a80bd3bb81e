/**
 * apply --commits reads both ranges of the ledger in one walk of `upstream...fork` (issue 30 item 3). It must give
 * exactly what the two logs give — each side's commits in its own log's order, and the merge-base — also where a side
 * is not a chain (a merge in it): a rev-list of that side's range then gives its order.
 */
import { readBothHistories } from '../../src/services/ledger/history-read.js';
import { createGitRunner, type GitRunner } from '../../src/adapters/git/run/git-runner.js';
import { buildScenario, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

/** Counts the git processes of each read. */
function counting(dir: string): { git: GitRunner; calls: string[][] } {
  const inner = createGitRunner(dir);
  const calls: string[][] = [];
  return {
    calls,
    git: { cwd: inner.cwd, run: (args, options) => (calls.push([...args]), inner.run(args, options)) },
  };
}

async function both(s: BuiltScenario) {
  const tip = async (ref: string) => (await s.git.run(['rev-parse', ref])).stdout.trim();
  const [up, fork] = [await tip('upstream'), await tip('fork')];
  const shape = (r: Awaited<ReturnType<typeof readBothHistories>>) => ({
    upstream: r.upstream.map((c) => [c.sha, c.parents, c.message, c.committedAt]),
    fork: r.fork.map((c) => [c.sha, c.parents, c.message, c.committedAt]),
    base: r.base,
  });
  const a = counting(s.dir);
  const b = counting(s.dir);
  const twoLogs = await readBothHistories(a.git, up, fork, undefined, undefined, { paths: false });
  const seen: string[] = [];
  const oneWalk = await readBothHistories(b.git, up, fork, undefined, (f) => seen.push(...f.map((c) => c.sha)), {
    paths: false,
    oneWalk: true,
  });
  expect(seen).toEqual(oneWalk.fork.map((c) => c.sha));
  return { twoLogs: shape(twoLogs), oneWalk: shape(oneWalk), calls: b.calls.length, twoCalls: a.calls.length };
}

const steps: Step[] = [
  { id: 'u1', on: 'upstream', files: { 'a.txt': 'a1\n' }, message: 'u1 (#1)' },
  { id: 'f1', on: 'fork', files: { 'f.txt': 'f1\n' }, message: 'fork one' },
  { id: 'u2', on: 'upstream', files: { 'b.txt': 'b1\n' }, message: 'u2 (#2)' },
  { id: 'f2', on: 'fork', files: { 'f.txt': 'f2\n' }, message: 'fork two' },
  { id: 'u3', on: 'upstream', files: { 'a.txt': 'a2\n' }, message: 'u3 (#3)' },
];

describe('readBothHistories: both ranges in one walk', () => {
  it('two chains: the same records in the same order and the same merge-base, in one process', async () => {
    const s = await buildScenario({ base: { 'a.txt': 'a\n' }, steps });
    const r = await both(s);
    expect(r.oneWalk).toEqual(r.twoLogs);
    expect(r.oneWalk.upstream).toHaveLength(3);
    expect(r.oneWalk.base?.sha).toBe(s.baseSha);
    expect(r.calls).toBe(1);
    expect(r.twoCalls).toBe(2);
  });

  it('a fork that merged upstream: its side in its own order (a rev-list), the same as the two logs', async () => {
    const s = await buildScenario({ base: { 'a.txt': 'a\n' }, steps });
    await s.git.run(['checkout', '-q', 'fork']);
    await s.git.run(['merge', '-q', '--no-edit', '--no-ff', s.sha('u2')]);
    await s.git.run(['commit', '-q', '--allow-empty', '-m', 'fork three']);
    const r = await both(s);
    expect(r.oneWalk).toEqual(r.twoLogs);
    expect(r.oneWalk.fork.some((c) => (c[1] as string[]).length > 1)).toBe(true);
    // The walk, then the order of the side with a merge.
    expect(r.calls).toBe(2);
  });

  it('upstream side branches (a merge upstream): its side in its own order, the same as the two logs', async () => {
    const s = await buildScenario({ base: { 'a.txt': 'a\n' }, steps });
    await s.git.run(['checkout', '-q', '-b', 'side', s.sha('u1')]);
    await s.git.run(['commit', '-q', '--allow-empty', '-m', 'side work (#4)']);
    await s.git.run(['checkout', '-q', 'upstream']);
    await s.git.run(['merge', '-q', '--no-edit', '--no-ff', 'side']);
    const r = await both(s);
    expect(r.oneWalk).toEqual(r.twoLogs);
    expect(r.oneWalk.upstream.some((c) => (c[1] as string[]).length > 1)).toBe(true);
    expect(r.calls).toBe(2);
  });

  it('nothing missing upstream (the fork holds it all): the same empty side and no merge-base from a boundary', async () => {
    const s = await buildScenario({ base: { 'a.txt': 'a\n' }, steps });
    await s.git.run(['checkout', '-q', 'fork']);
    await s.git.run(['reset', '-q', '--hard', 'upstream']);
    await s.git.run(['commit', '-q', '--allow-empty', '-m', 'fork on top']);
    const r = await both(s);
    expect(r.oneWalk).toEqual(r.twoLogs);
    expect(r.oneWalk.upstream).toEqual([]);
    expect(r.oneWalk.base).toBeUndefined();
  });
});
