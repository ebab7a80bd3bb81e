/**
 * Locks a killed git leaves (issue 20): a stale MERGE_RR.lock must not break the next agent-mode apply; one a live
 * process holds stops the CLI with exit 2 and one line naming the lock (never exit 3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { runCli } from '../helpers/cli.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { baseSettings, conflictScenario, writeAgent } from './fixtures.js';

const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await removeTempDirs();
});

describe('stale git locks', () => {
  it('clears a MERGE_RR.lock left by a dead run, and the agent-mode apply resolves', async () => {
    const s = await conflictScenario();
    const lock = join(s.dir, '.git', 'MERGE_RR.lock');
    await writeFile(lock, '');
    const logger = new RecordingLogger();
    const result = await runApply(
      baseSettings([s.sha('u2')], { onConflict: 'agent', agent: await writeAgent('resolves') }),
      { git: createGitRunner(s.dir), logger },
    );
    expect(result.status).toBe('resolved');
    expect(existsSync(lock)).toBe(false);
    expect(logger.lines.map((e) => e.message).join('\n')).toMatch(/removed a stale .*MERGE_RR\.lock/);
  });

  it('refuses a MERGE_RR.lock a live process holds: exit 2, one line naming the lock', async () => {
    const s = await conflictScenario();
    const lock = join(s.dir, '.git', 'MERGE_RR.lock');
    await writeFile(lock, '');
    // A real holder: a process with the lock file open (as a git that is still writing it has).
    const reader = spawn('bash', ['-c', `exec 3<"${lock}"; sleep 60`], { stdio: 'ignore' });
    children.push(reader);
    await new Promise((r) => setTimeout(r, 300));
    const run = await runCli([
      'apply',
      '--repo',
      s.dir,
      '--commits',
      s.sha('u2'),
      '--base',
      'fork',
      '--on-conflict',
      'agent',
      '--agent',
      await writeAgent('resolves'),
      '--json',
    ]);
    expect(run.code).toBe(2);
    const lines = run.stderr
      .trim()
      .split('\n')
      .filter((l) => l.includes('error'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/MERGE_RR\.lock is held by a running process \(pid \d+/);
    expect(existsSync(lock)).toBe(true);
  });
});
