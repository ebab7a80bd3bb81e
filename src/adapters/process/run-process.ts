import { spawn } from 'node:child_process';

/**
 * Runs a program as a real process with an argument array (never a shell string), in its own process group so that
 * a timeout kills the whole tree — test runners fork workers, and a hung worker must not keep the job alive. Output is
 * captured up to a cap (the tail is kept: summaries and count lines are at the end).
 */

export interface RunProcessOptions {
  cwd: string;
  /** The complete environment of the child. */
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Bytes of combined output kept (the tail). Default 1 MiB. */
  maxOutputBytes?: number;
  /** Between SIGTERM and SIGKILL on timeout. Default 5 s. */
  killGraceMs?: number;
  /** Written to stdin, then closed; stdin is empty otherwise. */
  input?: string;
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

export function runProcess(
  command: string,
  args: readonly string[],
  options: RunProcessOptions,
): Promise<ProcessResult> {
  const max = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT;
  const started = Date.now();
  return new Promise<ProcessResult>((resolve) => {
    const combined = new TailBuffer(max);
    const out = new TailBuffer(max);
    const err = new TailBuffer(max);
    let timedOut = false;
    let settled = false;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    const timers: NodeJS.Timeout[] = [];

    const child = spawn(command, [...args], {
      cwd: options.cwd,
      env: options.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      shell: false,
      detached: true,
    });
    const killGroup = (signal: NodeJS.Signals): void => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* the group is already gone */
      }
    };
    const finish = (spawnError?: NodeJS.ErrnoException): void => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      // Whatever the harness left running (servers, stuck workers) goes with it.
      killGroup('SIGKILL');
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve({
        exitCode: spawnError ? null : (exit?.code ?? null),
        signal: exit?.signal ?? null,
        timedOut,
        durationMs: Date.now() - started,
        output: combined.text(),
        stdout: out.text(),
        stderr: err.text(),
        outputBytes: combined.total,
        truncated: combined.truncated,
        ...(spawnError ? { spawnError: { code: spawnError.code ?? 'ERROR', message: spawnError.message } } : {}),
      });
    };

    child.stdout.on('data', (d: Buffer) => {
      out.push(d);
      combined.push(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      err.push(d);
      combined.push(d);
    });
    child.on('error', (e: NodeJS.ErrnoException) => finish(e));
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      timers.push(setTimeout(() => finish(), DRAIN_MS));
    });
    child.on('close', () => finish());
    timers.push(
      setTimeout(() => {
        timedOut = true;
        killGroup('SIGTERM');
        timers.push(setTimeout(() => killGroup('SIGKILL'), options.killGraceMs ?? 5000));
      }, options.timeoutMs),
    );
    child.stdin.on('error', () => {
      /* the process may exit without reading its input */
    });
    child.stdin.end(options.input ?? '');
  });
}
