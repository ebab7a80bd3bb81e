import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/git-runner.js';
import { runApply } from '../../src/services/apply.js';
import { RecordingLogger } from '../../src/shared/logger.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { baseSettings, CLEAN, conflictScenario, repoState, writeAgent } from './fixtures.js';

afterAll(removeTempDirs);

async function waitFor(path: string, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (existsSync(path)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('a run killed with SIGKILL in the middle of a cherry-pick', () => {
  it('leaves a state the next run cleans up, converging to the same head as an uninterrupted run', async () => {
    const ids = ['u1', 'u2', 'u3', 'u4'];
    const resolves = await writeAgent('resolves');
    const reference = await conflictScenario();
    const expected = await runApply(baseSettings(ids.map(reference.sha), { onConflict: 'agent', agent: resolves }), {
      git: createGitRunner(reference.dir),
      logger: new RecordingLogger(),
    });
    expect(expected.status).toBe('resolved');

    const s = await conflictScenario();
    const hangs = await writeAgent('hangs');
    const child = spawn(
      process.execPath,
      [
        join('node_modules', 'jest', 'bin', 'jest.js'),
        '--roots',
        '<rootDir>/test/apply',
        '--testMatch',
        '**/kill-target.crash.ts',
        '--runInBand',
        '--ci',
      ],
      {
        cwd: process.cwd(),
        env: {
          ...process.env,
          NODE_OPTIONS: '--experimental-vm-modules',
          CRASH_REPO: s.dir,
          CRASH_COMMITS: ids.map(s.sha).join(','),
          CRASH_AGENT: hangs,
        },
        stdio: 'ignore',
        detached: true,
      },
    );
    try {
      // The agent is running: the pick is stopped on the conflict, the apply lock is held.
      expect(await waitFor(join(dirname(hangs), 'agent-pid'), 90_000)).toBe(true);
      expect(existsSync(join(s.dir, '.git', 'CHERRY_PICK_HEAD'))).toBe(true);
    } finally {
      process.kill(-child.pid!, 'SIGKILL');
    }
    await new Promise((r) => child.once('exit', r));
    expect(existsSync(join(s.dir, '.git', 'upstream-ingest-apply.lock'))).toBe(true);

    const logger = new RecordingLogger();
    const r = await runApply(baseSettings(ids.map(s.sha), { onConflict: 'agent', agent: resolves }), {
      git: createGitRunner(s.dir),
      logger,
    });
    // Same SHA, not just the same tree: committer and dates are fixed, the agent gives the same reason.
    expect(r.head).toBe(expected.head);
    expect(r.commits.map((c) => c.status)).toEqual(expected.commits.map((c) => c.status));
    expect(logger.messages('warning').join('\n')).toMatch(/interrupted cherry-pick/);
    expect(await repoState(s)).toEqual({ ...CLEAN, head: `refs/heads/${r.branch}` });
  }, 150_000);
});
