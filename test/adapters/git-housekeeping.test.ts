/**
 * The product's git commands start no automatic housekeeping: a commit, a cherry-pick or a fetch would otherwise
 * start `git maintenance run --auto` (one more process each time, and a repack that may detach and outlive the run).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { buildScenario } from '../helpers/scenario.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

/** The argv of every process git started while `run` ran, read from git's own trace2 event log. */
async function childrenOf(run: (env: Record<string, string>) => Promise<unknown>): Promise<string[][]> {
  const trace = join(await makeTempDir('ui-trace-'), 'events.json');
  await run({ GIT_TRACE2_EVENT: trace });
  return (await readFile(trace, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { event: string; argv?: string[] })
    .filter((e) => e.event === 'child_start')
    .map((e) => e.argv ?? []);
}

describe('git housekeeping', () => {
  it('a commit and a fetch through the runner start no maintenance or gc, though the repository asks for it', async () => {
    const s = await buildScenario({
      base: { 'a.txt': 'a\n' },
      steps: [{ id: 'u1', on: 'upstream', files: { 'a.txt': 'b\n' } }],
    });
    const git = createGitRunner(s.git.cwd);
    await git.run(['config', 'maintenance.auto', 'true']);
    await git.run(['config', 'gc.auto', '1']);
    const children = await childrenOf(async (env) => {
      await git.run(['commit', '-q', '--allow-empty', '-m', 'x'], { env });
      await git.run(['fetch', '-q', s.git.cwd, 'upstream:refs/remotes/x/upstream'], { env });
    });
    expect(children.map((argv) => argv.join(' ')).filter((a) => /\b(maintenance|gc)\b/.test(a))).toEqual([]);
    // The trace is real: the same commit run by plain git does start its housekeeping.
    const plain = await childrenOf((env) =>
      createGitRunner(s.git.cwd).run(['-c', 'maintenance.auto=true', 'commit', '-q', '--allow-empty', '-m', 'y'], {
        env,
      }),
    );
    expect(plain.map((argv) => argv.join(' ')).some((a) => /\bmaintenance run --auto\b/.test(a))).toBe(true);
  });
});
