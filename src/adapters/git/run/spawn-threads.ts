import { spawn, type StdioOptions } from 'node:child_process';
import { Worker } from 'node:worker_threads';

/**
 * git processes started off the main thread. Node starts a child by forking this whole process and waiting until the
 * child has exec'd: with the CLI's ~150-200 MB that takes 2 ms on a quiet machine and 6 ms on a busy one, and the
 * JavaScript thread waits all that time. The demo's profile showed a third of its wall time there (1,900 processes):
 * while one job's git process started, every other job's JavaScript (a second prepare, a publish, the API server)
 * stood still. Two threads do the starting (two cores), so the main thread only hands jobs over and gets results.
 * Where a thread cannot be started, the same code runs on the main thread (`inline`).
 */

/** One command: what to start (git, or the parent-death wrapper in front of it), where, with which environment. */
export interface Command {
  file: string;
  argv: readonly string[];
  cwd: string;
  env: Record<string, string | undefined>;
}

export interface RunJob {
  kind: 'run';
  command: Command;
  /** stdout goes to this open file (output-file.ts) instead of a pipe read here. */
  stdoutFd: number | null;
  input?: string | Uint8Array;
  timeoutMs?: number;
  maxBuffer: number;
}

/** `first | second`: the second reads the first's stdout through one OS pipe; stdout of the second as in RunJob. */
export interface PipedJob {
  kind: 'piped';
  first: Command;
  second: Command;
  stdoutFd: number | null;
  input?: string;
}

export type Job = RunJob | PipedJob;

export interface StartError {
  code?: string;
  message: string;
}

export interface RunReply {
  startError?: StartError;
  code: number | null;
  signal: string | null;
  timedOut: boolean;
  /** Only when stdout was a pipe. */
  stdout?: Uint8Array;
  stderr: string;
}

export interface PipedReply {
  startError?: StartError;
  codeA: number | null;
  codeB: number | null;
  /** The first was killed because the second failed: the second's error is the one to report. */
  stoppedA: boolean;
  stdout?: Uint8Array;
  stderrA: string;
  stderrB: string;
}

type Reply = RunReply | PipedReply;
type SpawnFn = typeof spawn;

/**
 * The starting and waiting, self-contained: a thread runs it from its source text, so it may use only its arguments
 * and globals (Buffer, setTimeout). `post` gets exactly one reply per job.
 */
function spawnService(spawn: SpawnFn, post: (id: number, reply: Reply) => void) {
  const start = (c: Command, stdio: StdioOptions) =>
    spawn(c.file, c.argv as string[], { cwd: c.cwd, env: c.env, stdio, shell: false });
  const failure = (e: unknown): StartError => ({
    code: (e as { code?: string }).code,
    message: (e as Error).message ?? String(e),
  });
  const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');

  function run(id: number, job: RunJob): void {
    let replied = false;
    const reply = (r: RunReply) => {
      if (!replied) post(id, r);
      replied = true;
    };
    let child: ReturnType<SpawnFn>;
    try {
      child = start(job.command, ['pipe', job.stdoutFd ?? 'pipe', 'pipe']);
    } catch (e) {
      return reply({ startError: failure(e), code: null, signal: null, timedOut: false, stderr: '' });
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    let timedOut = false;
    const timer = job.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, job.timeoutMs)
      : undefined;
    child.stdout?.on('data', (d: Buffer) => {
      size += d.length;
      if (size > job.maxBuffer) child.kill('SIGKILL');
      out.push(d);
    });
    child.stderr!.on('data', (d: Buffer) => err.push(d));
    child.on('error', (e) => {
      if (timer) clearTimeout(timer);
      reply({ startError: failure(e), code: null, signal: null, timedOut, stderr: text(err) });
    });
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      const stdout = job.stdoutFd === null ? Buffer.concat(out) : undefined;
      reply({ code, signal, timedOut, stdout, stderr: text(err) });
    });
    child.stdin!.on('error', () => {
      /* git may exit before reading all input; the exit code tells what happened */
    });
    if (job.input !== undefined) child.stdin!.end(job.input);
    else child.stdin!.end();
  }

  function piped(id: number, job: PipedJob): void {
    let replied = false;
    const reply = (r: PipedReply) => {
      if (!replied) post(id, r);
      replied = true;
    };
    const none = { codeA: null, codeB: null, stoppedA: false, stderrA: '', stderrB: '' };
    // The second starts first: the first then writes straight into its stdin (one OS pipe, nothing passes through
    // this process), and the second writes into the file.
    let a: ReturnType<SpawnFn>;
    let b: ReturnType<SpawnFn>;
    try {
      b = start(job.second, ['pipe', job.stdoutFd ?? 'pipe', 'pipe']);
    } catch (e) {
      return reply({ startError: failure(e), ...none });
    }
    try {
      a = start(job.first, ['pipe', b.stdin!, 'pipe']);
    } catch (e) {
      b.kill('SIGKILL');
      return reply({ startError: failure(e), ...none });
    }
    b.stdin!.destroy(); // only the first writes into it: the second sees the end when the first exits
    const out: Buffer[] = [];
    const errA: Buffer[] = [];
    const errB: Buffer[] = [];
    let pending = 2;
    let codeA: number | null = null;
    let codeB: number | null = null;
    let stoppedA = false;
    const finish = () => {
      if (--pending > 0) return;
      const stdout = job.stdoutFd === null ? Buffer.concat(out) : undefined;
      reply({ codeA, codeB, stoppedA, stdout, stderrA: text(errA), stderrB: text(errB) });
    };
    b.stdout?.on('data', (d: Buffer) => out.push(d));
    a.stderr!.on('data', (d: Buffer) => errA.push(d));
    b.stderr!.on('data', (d: Buffer) => errB.push(d));
    for (const [child, other] of [
      [a, b],
      [b, a],
    ] as const) {
      child.on('error', (e) => {
        other.kill('SIGKILL');
        reply({ startError: failure(e), ...none });
      });
      child.stdin?.on('error', () => {
        /* git may exit before reading all input; the exit code tells what happened */
      });
    }
    a.on('close', (code) => {
      codeA = code;
      if (code !== 0 && codeB === null) b.kill('SIGKILL');
      finish();
    });
    b.on('close', (code) => {
      codeB = code;
      if (code !== 0 && codeA === null) {
        stoppedA = true;
        a.kill('SIGKILL');
      }
      finish();
    });
    a.stdin!.end(job.input ?? '');
  }

  return (id: number, job: Job): void => (job.kind === 'piped' ? piped(id, job) : run(id, job));
}

/** What a thread runs: the service above, fed by messages from the main thread. */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const handle = (${spawnService.toString()})(require('node:child_process').spawn, (id, reply) => {
  parentPort.postMessage({ id, reply });
});
parentPort.on('message', ({ id, job }) => handle(id, job));
`;

interface Thread {
  worker: Worker;
  pending: Map<number, (reply: Reply) => void>;
}

const THREADS = 2;
let threads: Thread[] | undefined;
let inline: ((id: number, job: Job) => void) | undefined;
const inlinePending = new Map<number, (reply: Reply) => void>();
let nextId = 0;

/** Starts `job` on a spawn thread (the least busy), or here where there is none; resolves with its one reply. */
export function submit(job: RunJob): Promise<RunReply>;
export function submit(job: PipedJob): Promise<PipedReply>;
export function submit(job: Job): Promise<Reply> {
  const id = ++nextId;
  return new Promise<Reply>((resolve) => {
    const pool = threads ?? startThreads();
    if (!pool.length) {
      inlinePending.set(id, resolve);
      inline ??= spawnService(spawn, (done, reply) => {
        const settle = inlinePending.get(done);
        inlinePending.delete(done);
        settle?.(reply);
      });
      return inline(id, job);
    }
    const thread = pool.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    // A thread with work keeps the process alive (the awaited result must come); an idle one does not.
    if (thread.pending.size === 0) thread.worker.ref();
    thread.pending.set(id, resolve);
    thread.worker.postMessage({ id, job });
  });
}

function startThreads(): Thread[] {
  threads = [];
  try {
    for (let i = 0; i < THREADS; i++) threads.push(startThread());
  } catch {
    for (const t of threads) void t.worker.terminate();
    threads = [];
  }
  return threads;
}

function startThread(): Thread {
  const worker = new Worker(THREAD_SOURCE, { eval: true, stdout: false, stderr: false });
  const thread: Thread = { worker, pending: new Map() };
  worker.unref();
  worker.on('message', ({ id, reply }: { id: number; reply: Reply }) => {
    const settle = thread.pending.get(id);
    thread.pending.delete(id);
    if (thread.pending.size === 0) worker.unref();
    settle?.(reply);
  });
  // A thread that died takes its jobs with it: each gets a start error (the caller rejects), later jobs go to the
  // other thread or run here.
  const lost = (error: Error) => {
    threads = threads?.filter((t) => t !== thread);
    for (const settle of thread.pending.values())
      settle({ startError: { message: `git could not be started: ${error.message}` } } as Reply);
    thread.pending.clear();
  };
  worker.on('error', lost);
  worker.on('exit', (code) => lost(new Error(`spawn thread exited (${code})`)));
  return thread;
}
