import type { ProcessOutcome } from '../../domain/tier/evaluate-harness.js';
import { FORK_CODE_MARKER } from '../../domain/credentials.js';
import { runProcess } from './run-process.js';

/**
 * Runs a harness's `run` script with bash. The script text comes only from the fork's own tier config (a reviewed file
 * in the fork), never from upstream commit text, test names or any other untrusted input — those reach the harness,
 * if at all, through files named in environment variables. bash runs as GitHub Actions' `shell: bash` does
 * (`--noprofile --norc -eo pipefail`), so a failing first command (a mistyped flag) stops the script instead of
 * being masked by the next line.
 */

export interface HarnessProcessSpec {
  run: string;
  cwd: string;
  /** Added on top of the runner's environment (minus action inputs, tokens and git credentials). */
  env: Record<string, string>;
  /** Scrubbed variables this harness may see anyway (the config's `pass-env`). */
  passEnv?: readonly string[];
  timeoutMs: number;
  maxOutputBytes?: number;
  killGraceMs?: number;
  input?: string;
  /** Every chunk of output as it arrives (live log, full log file). */
  onOutput?: (chunk: Buffer) => void;
  /** The harness's TMPDIR/TMP/TEMP: the run's own temp folder (run-temp.ts), removed when the run ends. */
  tmpDir?: string;
}

/**
 * Variables a harness does not see unless its config lists them in `pass-env`: action inputs (which carry the token),
 * GitHub tokens, the runner's internal tokens and git credentials passed through the environment. On an L1 run the
 * harness executes the pull request's code.
 */
const PRIVATE_ENV =
  /^(INPUT_.*|GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN|ACTIONS_ID_TOKEN_REQUEST_URL|ACTIONS_RESULTS_URL|ACTIONS_CACHE_URL|GIT_CONFIG_.*|GIT_ASKPASS)$/i;

export function harnessEnv(
  base: NodeJS.ProcessEnv,
  extra: Record<string, string>,
  passEnv: readonly string[] = [],
): NodeJS.ProcessEnv {
  const allowed = new Set(passEnv);
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(base)) if (allowed.has(k) || !PRIVATE_ENV.test(k)) env[k] = v;
  return { ...env, ...extra, [FORK_CODE_MARKER]: '1' };
}

export async function runHarnessScript(
  spec: HarnessProcessSpec,
  baseEnv: NodeJS.ProcessEnv = process.env,
): Promise<ProcessOutcome> {
  const result = await runProcess('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', spec.run], {
    cwd: spec.cwd,
    env: harnessEnv(
      baseEnv,
      // A TMPDIR the fork's own config sets (a scratch disk) wins over the run's folder.
      spec.tmpDir ? { TMPDIR: spec.tmpDir, TMP: spec.tmpDir, TEMP: spec.tmpDir, ...spec.env } : spec.env,
      spec.passEnv,
    ),
    timeoutMs: spec.timeoutMs,
    ...(spec.maxOutputBytes ? { maxOutputBytes: spec.maxOutputBytes } : {}),
    ...(spec.killGraceMs !== undefined ? { killGraceMs: spec.killGraceMs } : {}),
    ...(spec.input !== undefined ? { input: spec.input } : {}),
    ...(spec.onOutput ? { onOutput: spec.onOutput } : {}),
  });
  return {
    exitCode: result.exitCode,
    signal: result.signal,
    timedOut: result.timedOut,
    durationMs: result.durationMs,
    outputTail: result.output,
    outputBytes: result.outputBytes,
    stdout: result.stdout,
    ...(result.spawnError ? { spawnError: `${result.spawnError.code}: ${result.spawnError.message}` } : {}),
    ...(result.runnerFilesTouched?.length ? { runnerFilesTouched: result.runnerFilesTouched } : {}),
  };
}
