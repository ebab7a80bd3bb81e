import { createGitRunner, type GitRunner } from '../../adapters/git/run/git-runner.js';
import { createGpuProber, type GpuProber } from '../../adapters/process/hardware-probe.js';
import { runHarnessScript, type HarnessProcessSpec } from '../../adapters/process/harness-runner.js';
import { tempRoot } from '../../adapters/process/run-temp.js';
import type { ProcessOutcome } from '../../domain/tier/evaluate-harness.js';
import type { Logger } from '../../shared/logger.js';

/** What run-tier needs from the world; tests give real processes and a recording logger. */
export interface TierDeps {
  logger: Logger;
  runScript: (spec: HarnessProcessSpec) => Promise<ProcessOutcome>;
  probeGpus: GpuProber;
  git: (dir: string) => GitRunner;
  now: () => Date;
  /** Run id and URL for issue links and history (the action fills them from GITHUB_RUN_ID etc.). */
  run?: { id: string | null; url: string | null };
  /** Writes one line to the job log (harness output, live); settings.streamLogs turns it on. */
  liveLog?: (line: string) => void;
  /** Where the run's own temp folder goes (RUNNER_TEMP, else the system temp folder). */
  tempRoot?: string;
}

export function defaultTierDeps(logger: Logger, env: NodeJS.ProcessEnv = process.env): TierDeps {
  return {
    logger,
    runScript: (spec) => runHarnessScript(spec, env),
    probeGpus: createGpuProber({ env }),
    git: (dir) => createGitRunner(dir),
    now: () => new Date(),
    liveLog: (line) => process.stdout.write(`${line}\n`),
    tempRoot: tempRoot(env),
  };
}

export const MINUTE = 60_000;
