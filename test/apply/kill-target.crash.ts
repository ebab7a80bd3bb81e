/**
 * Not part of the normal run (it does not match *.test.ts): crash.test.ts starts it in a child jest process and
 * SIGKILLs that process while the agent is working, to leave exactly what a dead runner leaves behind.
 */
import { createGitRunner } from '../../src/adapters/git/git-runner.js';
import { runApply } from '../../src/services/apply.js';
import { silentLogger } from '../../src/shared/logger.js';
import { baseSettings } from './fixtures.js';

it('runs apply until it is killed', async () => {
  const repo = process.env.CRASH_REPO!;
  const commits = process.env.CRASH_COMMITS!.split(',');
  await runApply(
    baseSettings(commits, { onConflict: 'agent', agent: process.env.CRASH_AGENT!, agentTimeoutMs: 120_000 }),
    {
      git: createGitRunner(repo),
      logger: silentLogger,
    },
  );
  throw new Error('the run was supposed to be killed before it finished');
}, 180_000);
