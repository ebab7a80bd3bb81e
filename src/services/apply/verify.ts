import { join } from 'node:path';
import { runTrustedCommand, succeeded, summarizeOutcome } from '../../adapters/process/agent-runner.js';
import { repoConfigGuard } from '../../domain/apply/repo-config.js';
import type { ApplyRun } from './apply-run.js';
import { restoreGitDir, snapshotGitDir } from './git-dir-watch.js';
import { resetHard } from '../../adapters/git/worktree/work-tree.js';

export interface VerifyOutcome {
  ok: boolean;
  summary: string;
  /** Paths under .git/ the command changed (put back): a failure of its own, the repo-config guard. */
  repoConfig?: string[];
}

export async function runVerify(run: ApplyRun): Promise<VerifyOutcome> {
  run.logger.info(`Running the verify command (timeout ${Math.round(run.settings.verifyTimeoutMs / 1000)} s)`);
  const gitDir = await snapshotGitDir(run.paths);
  const outcome = await runTrustedCommand(run.settings.verify!, {
    cwd: run.paths.topLevel,
    timeoutMs: run.settings.verifyTimeoutMs,
    tmpDir: join(run.tempDir, 'tmp'),
  });
  const changed = await restoreGitDir(gitDir);
  if (changed.length > 0) {
    const details = repoConfigGuard('the verify command', changed).details;
    run.logger.warning(`repo-config: ${details.join('; ')}`);
    return { ok: false, summary: `repo-config: ${details.join('; ')}`, repoConfig: changed };
  }
  return { ok: succeeded(outcome), summary: summarizeOutcome(outcome) };
}

/** Verify, then put tracked files back: the command may build into the tree. */
export async function runVerifyClean(run: ApplyRun): Promise<VerifyOutcome> {
  const v = await runVerify(run);
  await resetHard(run.git);
  return v;
}
