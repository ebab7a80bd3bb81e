import { runTrustedCommand, succeeded, summarizeOutcome } from '../../adapters/process/agent-runner.js';
import type { ApplyRun } from './apply-run.js';

export interface VerifyOutcome {
  ok: boolean;
  summary: string;
}

export async function runVerify(run: ApplyRun): Promise<VerifyOutcome> {
  run.logger.info(`Running the verify command (timeout ${Math.round(run.settings.verifyTimeoutMs / 1000)} s)`);
  const outcome = await runTrustedCommand(run.settings.verify!, {
    cwd: run.paths.topLevel,
    timeoutMs: run.settings.verifyTimeoutMs,
  });
  return { ok: succeeded(outcome), summary: summarizeOutcome(outcome) };
}

/** Verify, then put tracked files back: the command may build into the tree. */
export async function runVerifyClean(run: ApplyRun): Promise<VerifyOutcome> {
  const v = await runVerify(run);
  await run.git.run(['reset', '-q', '--hard', 'HEAD']);
  return v;
}
