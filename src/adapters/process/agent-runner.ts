/**
 * Runs the fork's own trusted commands — the conflict-resolution agent and the verify command. They come from the
 * fork's configuration or the CLI, never from upstream, and are run with `bash -c` for that reason only. Upstream
 * text reaches them solely through the task file, whose path is the first argument and UPSTREAM_INGEST_TASK.
 * Each runs in its own process group (runProcess), so a timeout kills everything it started.
 */
import { FORK_CODE_MARKER } from '../../domain/credentials.js';
import { runProcess, type ProcessResult } from './run-process.js';

export interface CommandOptions {
  cwd: string;
  timeoutMs: number;
  /** Extra arguments: `"$1"`… for the command (the command string is run as `bash -c '<command> "$@"'`). */
  args?: readonly string[];
  env?: Record<string, string>;
  /** Keep only the last this-many bytes of combined stdout+stderr. Default 64 KiB. */
  maxOutputBytes?: number;
  /** After SIGTERM on timeout, wait this long before SIGKILL. Default 2 s. */
  killGraceMs?: number;
  /** The command's TMPDIR/TMP/TEMP: the run's own temp folder, removed when the run ends. */
  tmpDir?: string;
}

export type CommandOutcome = ProcessResult;

/** Variables a command influenced by upstream text must not see: the GitHub token, action inputs, git auth. */
const SECRET_ENV =
  /^(?:INPUT_.*|ACTIONS_.*|GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY|GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN|GITLAB_TOKEN|NPM_TOKEN|NODE_AUTH_TOKEN|GIT_CONFIG_.*|GIT_ASKPASS|SSH_AUTH_SOCK|UPSTREAM_INGEST_TOKEN)$/i;

export function scrubbedEnv(base: NodeJS.ProcessEnv, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(base)) if (!SECRET_ENV.test(k)) env[k] = v;
  return { ...env, ...extra, [FORK_CODE_MARKER]: '1' };
}

export function runTrustedCommand(command: string, options: CommandOptions): Promise<CommandOutcome> {
  const args = options.args ?? [];
  const script = args.length ? `${command} "$@"` : command;
  return runProcess('bash', ['-c', script, 'upstream-ingest', ...args], {
    cwd: options.cwd,
    env: scrubbedEnv(process.env, {
      ...(options.tmpDir ? { TMPDIR: options.tmpDir, TMP: options.tmpDir, TEMP: options.tmpDir } : {}),
      ...options.env,
    }),
    timeoutMs: options.timeoutMs,
    maxOutputBytes: options.maxOutputBytes ?? 64 * 1024,
    killGraceMs: options.killGraceMs ?? 2000,
    viaLauncher: true,
  });
}

export interface AgentRun {
  command: string;
  taskPath: string;
  cwd: string;
  timeoutMs: number;
  tmpDir?: string;
}

/** The agent: its task file path as argv[1] and in UPSTREAM_INGEST_TASK. */
export function runAgent(run: AgentRun): Promise<CommandOutcome> {
  return runTrustedCommand(run.command, {
    cwd: run.cwd,
    timeoutMs: run.timeoutMs,
    args: [run.taskPath],
    env: { UPSTREAM_INGEST_TASK: run.taskPath },
    ...(run.tmpDir ? { tmpDir: run.tmpDir } : {}),
  });
}

export function succeeded(outcome: CommandOutcome): boolean {
  return outcome.exitCode === 0 && !outcome.timedOut && !outcome.spawnError && !outcome.runnerFilesTouched?.length;
}

/** A short evidence text from a command's outcome: how it ended and its last output lines. */
export function summarizeOutcome(outcome: CommandOutcome, lines = 12): string {
  const how = outcome.runnerFilesTouched?.length
    ? `wrote to ${outcome.runnerFilesTouched.join(', ')} (the runner's command files; put back, and refused)`
    : outcome.spawnError
      ? `could not start (${outcome.spawnError.code})`
      : outcome.timedOut
        ? `timed out after ${Math.round(outcome.durationMs / 1000)} s`
        : outcome.exitCode !== null
          ? `exited with code ${outcome.exitCode}`
          : `was killed by ${outcome.signal ?? 'a signal'}`;
  const tail = outcome.output.trimEnd().split('\n').slice(-lines).join('\n');
  return tail ? `${how}; last output:\n${tail}` : how;
}
