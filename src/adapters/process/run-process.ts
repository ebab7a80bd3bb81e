import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { gitLauncher, type GitLauncher, type StreamEvents } from '../git/run/git-launcher.js';

/**
 * Runs a program as a real process with an argument array (never a shell string), in its own process group so that
 * a timeout kills the whole tree — test runners fork workers, and a hung worker must not keep the job alive. Output is
 * captured up to a cap (the tail is kept: summaries and count lines are at the end).
 */

export interface RunProcessOptions {
  cwd: string;
  /** The complete environment of the child (less the runner's channels: see NEVER_FOR_CHILDREN). */
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Bytes of combined output kept (the tail). Default 1 MiB. */
  maxOutputBytes?: number;
  /** Between SIGTERM and SIGKILL on timeout. Default 5 s. */
  killGraceMs?: number;
  /** Written to stdin, then closed; stdin is empty otherwise. */
  input?: string;
  /** Called with every chunk of output as it arrives (live logs); the tail is kept as well. */
  onOutput?: (chunk: Buffer, stream: 'stdout' | 'stderr') => void;
  /**
   * Started by the launcher (a small helper process) where there is one, not forked from this process: for the short
   * processes a run starts by the hundred (verify commands, the replay rung's tools). Everything else is the same.
   */
  viaLauncher?: boolean;
}

export interface ProcessResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  durationMs: number;
  /** Tail of stdout and stderr interleaved as they arrived. */
  output: string;
  stdout: string;
  stderr: string;
  /** Total bytes the process wrote (kept or not). */
  outputBytes: number;
  truncated: boolean;
  /** The process could not be started (ENOENT: no such program). */
  spawnError?: { code: string; message: string };
  /**
   * The runner's command files (GITHUB_ENV, GITHUB_PATH, …) the process changed anyway — it can find their paths in
   * its parent's /proc/<pid>/environ. They were put back as they were; a non-empty list is a failure of the process.
   */
  runnerFilesTouched?: string[];
}

const RUNNER_FILES = ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'] as const;

/** The content of each runner command file of this process, to put back whatever a child appends. */
function snapshotRunnerFiles(): Map<string, { path: string; data: Buffer | null }> {
  const snap = new Map<string, { path: string; data: Buffer | null }>();
  for (const name of RUNNER_FILES) {
    const path = process.env[name];
    if (!path) continue;
    snap.set(name, { path, data: readOrNull(path) });
  }
  return snap;
}

function readOrNull(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

function restoreRunnerFiles(snap: ReturnType<typeof snapshotRunnerFiles>): string[] {
  const touched: string[] = [];
  for (const [name, { path, data }] of snap) {
    const now = readOrNull(path);
    if (data === null ? now === null : now !== null && now.equals(data)) continue;
    touched.push(name);
    try {
      writeFileSync(path, data ?? '');
    } catch {
      /* the file went away: nothing left to run later */
    }
  }
  return touched;
}

const DEFAULT_MAX_OUTPUT = 1024 * 1024;
/** After the main process exits, how long its leftover children may keep the pipes open before they are killed. */
const DRAIN_MS = 2000;

class TailBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  total = 0;
  constructor(private readonly max: number) {}
  push(chunk: Buffer): void {
    this.total += chunk.length;
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size > this.max && this.chunks.length > 1) this.size -= this.chunks.shift()!.length;
    if (this.size > this.max) {
      const only = this.chunks[0]!;
      this.chunks[0] = only.subarray(only.length - this.max);
      this.size = this.max;
    }
  }
  text(): string {
    // A cut may split a UTF-8 sequence; the decoder replaces the fragment rather than failing.
    return Buffer.concat(this.chunks).toString('utf8');
  }
  get truncated(): boolean {
    return this.total > this.size;
  }
}

/**
 * Never passed to any child, whatever the caller's environment says: the runner's command files (a child appending
 * `NODE_OPTIONS=--require …` to GITHUB_ENV would run code in every later step of the job), the runner's own
 * ACTIONS_* variables (cache and OIDC tokens among them) and the action inputs (INPUT_TOKEN).
 */
const NEVER_FOR_CHILDREN =
  /^(?:GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY|ACTIONS_.*|INPUT_.*)$/i;

export function withoutRunnerChannels(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) if (!NEVER_FOR_CHILDREN.test(k)) out[k] = v;
  return out;
}

export function runProcess(
  command: string,
  args: readonly string[],
  options: RunProcessOptions,
): Promise<ProcessResult> {
  const max = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT;
  const startedAt = Date.now();
  return new Promise<ProcessResult>((resolve) => {
    const combined = new TailBuffer(max);
    const out = new TailBuffer(max);
    const err = new TailBuffer(max);
    let timedOut = false;
    let settled = false;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    const timers: NodeJS.Timeout[] = [];
    const runnerFiles = snapshotRunnerFiles();

    const finish = (spawnError?: NodeJS.ErrnoException): void => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      // Whatever the harness left running (servers, stuck workers) goes with it.
      proc.end();
      const touched = restoreRunnerFiles(runnerFiles);
      resolve({
        exitCode: spawnError ? null : (exit?.code ?? null),
        signal: exit?.signal ?? null,
        timedOut,
        durationMs: Date.now() - startedAt,
        output: combined.text(),
        stdout: out.text(),
        stderr: err.text(),
        outputBytes: combined.total,
        truncated: combined.truncated,
        ...(spawnError ? { spawnError: { code: spawnError.code ?? 'ERROR', message: spawnError.message } } : {}),
        ...(touched.length ? { runnerFilesTouched: touched } : {}),
      });
    };
    const events: StreamEvents = {
      output: (d, stream) => {
        options.onOutput?.(d, stream);
        (stream === 'stdout' ? out : err).push(d);
        combined.push(d);
      },
      exit: (code, signal) => {
        exit = { code, signal };
        timers.push(setTimeout(() => finish(), DRAIN_MS));
      },
      close: () => finish(),
      error: (e) => finish(e),
    };
    const launcher = options.viaLauncher ? gitLauncher() : undefined;
    const proc = launcher
      ? startLaunched(launcher, command, args, options, events)
      : startDirect(command, args, options, events);
    timers.push(
      setTimeout(() => {
        timedOut = true;
        proc.signalGroup('SIGTERM');
        timers.push(setTimeout(() => proc.signalGroup('SIGKILL'), options.killGraceMs ?? 5000));
      }, options.timeoutMs),
    );
  });
}

/** A started process: its whole group signalled, and released once its result is in. */
interface StartedProcess {
  signalGroup(signal: NodeJS.Signals): void;
  /** Kills what is left of its group and lets go of its pipes. */
  end(): void;
}

function startDirect(
  command: string,
  args: readonly string[],
  options: RunProcessOptions,
  events: StreamEvents,
): StartedProcess {
  const child = spawn(command, [...args], {
    cwd: options.cwd,
    env: withoutRunnerChannels(options.env),
    stdio: ['pipe', 'pipe', 'pipe'],
    shell: false,
    detached: true,
  });
  const signalGroup = (signal: NodeJS.Signals): void => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* the group is already gone */
    }
  };
  child.stdout.on('data', (d: Buffer) => events.output(d, 'stdout'));
  child.stderr.on('data', (d: Buffer) => events.output(d, 'stderr'));
  child.on('error', (e: NodeJS.ErrnoException) => events.error(e));
  child.on('exit', (code, signal) => events.exit(code, signal));
  child.on('close', () => events.close());
  child.stdin.on('error', () => {
    /* the process may exit without reading its input */
  });
  child.stdin.end(options.input ?? '');
  return {
    signalGroup,
    end: () => {
      signalGroup('SIGKILL');
      child.stdout.destroy();
      child.stderr.destroy();
    },
  };
}

/**
 * The same process started by the launcher (git-launcher.ts): a fork of a small process instead of this one, whose
 * memory may be hundreds of MB (each fork copies its page tables, and every page it writes afterwards faults once).
 * Its own process group, its output in the order written, its exit and the end of its output, as a direct start.
 */
function startLaunched(
  launcher: GitLauncher,
  command: string,
  args: readonly string[],
  options: RunProcessOptions,
  events: StreamEvents,
): StartedProcess {
  const streamed = launcher.stream(
    {
      cwd: options.cwd,
      file: command,
      args,
      env: withoutRunnerChannels(options.env),
      input: options.input ?? '',
    },
    events,
  );
  return {
    signalGroup: (signal) => streamed.signalGroup(signal),
    end: () => streamed.signalGroup('SIGKILL', true),
  };
}
