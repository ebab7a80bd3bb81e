import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Socket } from 'node:net';
import { ConfigurationError } from '../../../shared/errors.js';

/**
 * A small helper process that starts this process's one-shot git commands.
 *
 * Why: on Linux, Node starts a child by forking the whole parent and waiting for the exec. A fork copies the page
 * tables, and afterwards every page the parent writes faults once (copy-on-write). In a CLI run that holds ~180 MB
 * (the demo, a long apply, a jest worker) each git start blocked the main thread for 2–7 ms and a demo's 1,500
 * starts cost ~3.6 s of it plus ~470,000 page faults. The launcher is a bare Node (~40 MB, no bundle) that forks
 * cheaply, on the other core, while this process goes on with its work.
 *
 * What it is not: a second place that decides how git runs. The caller (git-runner.ts) builds the whole argv and the
 * hardened environment exactly as for a direct start (for a call to another repository: the isolated config, the
 * credentials and the parent-death wrapper, whose parent is then the launcher); the launcher only spawns, pipes
 * stdin, collects stderr and reports the exit. Its own environment is PATH alone (no token, no NODE_OPTIONS).
 * Long-lived processes (cat-file --batch, merge-tree --stdin) never go through it.
 *
 * Its stdout is written where the direct start writes it: into this process's unlinked output file, which the
 * launcher opens through `/proc/<pid>/fd/<n>` (same user, mode 0600); where that cannot be opened, the output comes
 * back over the pipe. When this process exits or dies, the launcher reads the end of its stdin and exits.
 */

/** The launcher's program: CommonJS for `node -e`, no import of this bundle, one JSON line per message each way. */
const LAUNCHER_PROGRAM = String.raw`'use strict';
const { spawn } = require('child_process');
const { openSync, closeSync } = require('fs');
const kids = new Map();
let buffered = '';
const send = (m) => process.stdout.write(JSON.stringify(m) + '\n');
function start(m) {
  let fd;
  if (m.out) {
    try { fd = openSync(m.out, 'r+'); } catch { fd = undefined; }
  }
  let child;
  try {
    child = spawn(m.file, m.args, { cwd: m.cwd, env: m.env, stdio: ['pipe', fd === undefined ? 'pipe' : fd, 'pipe'] });
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    return send({ id: m.id, error: { code: e.code, message: e.message } });
  }
  if (fd !== undefined) closeSync(fd);
  kids.set(m.id, child);
  const out = [];
  const err = [];
  let size = 0;
  let failed = false;
  if (child.stdout) child.stdout.on('data', (d) => { size += d.length; if (size > m.max) child.kill('SIGKILL'); else out.push(d); });
  child.stderr.on('data', (d) => err.push(d));
  child.on('error', (e) => {
    if (failed) return;
    failed = true;
    kids.delete(m.id);
    send({ id: m.id, error: { code: e.code, message: e.message } });
  });
  child.on('close', (code, signal) => {
    kids.delete(m.id);
    if (failed) return;
    send({ id: m.id, code, signal, stdout: child.stdout ? Buffer.concat(out).toString('base64') : undefined, stderr: Buffer.concat(err).toString('base64') });
  });
  child.stdin.on('error', () => {});
  if (m.input !== undefined) child.stdin.end(Buffer.from(m.input, 'base64')); else child.stdin.end();
}
const groups = new Map();
function stream(m) {
  let child;
  try {
    child = spawn(m.file, m.args, { cwd: m.cwd, env: m.env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  } catch (e) {
    return send({ id: m.id, error: { code: e.code, message: e.message } });
  }
  if (child.pid !== undefined) groups.set(m.id, child.pid);
  child.stdout.on('data', (d) => send({ id: m.id, o: d.toString('base64') }));
  child.stderr.on('data', (d) => send({ id: m.id, e: d.toString('base64') }));
  child.on('error', (e) => send({ id: m.id, error: { code: e.code, message: e.message } }));
  child.on('exit', (code, signal) => send({ id: m.id, exit: { code, signal } }));
  child.on('close', () => send({ id: m.id, closed: true }));
  child.stdin.on('error', () => {});
  child.stdin.end(m.input === undefined ? undefined : Buffer.from(m.input, 'base64'));
}
function signalGroup(m) {
  const pid = groups.get(m.group);
  if (m.forget) groups.delete(m.group);
  if (pid !== undefined) { try { process.kill(-pid, m.signal); } catch {} }
}
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  buffered += d;
  let i;
  while ((i = buffered.indexOf('\n')) >= 0) {
    const m = JSON.parse(buffered.slice(0, i));
    buffered = buffered.slice(i + 1);
    if (m.kill !== undefined) { const c = kids.get(m.kill); if (c) c.kill('SIGKILL'); }
    else if (m.group !== undefined) signalGroup(m);
    else if (m.stream) stream(m);
    else start(m);
  }
});
process.stdin.on('end', () => process.exit(0));
send({ ready: true });
`;

export interface LaunchRequest {
  cwd: string;
  file: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  input?: string | Buffer;
  /** The output file's descriptor in this process: git writes its stdout there. */
  outFd?: number;
  /** Over this many bytes of stdout coming back over the pipe, the child is killed. */
  maxBytes: number;
}

export interface LaunchResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when stdout came back over the pipe (no output file, or it could not be opened). */
  stdout?: Buffer;
  stderr: Buffer;
}

export interface Launched {
  result: Promise<LaunchResult>;
  kill(): void;
}

interface Waiting {
  resolve(result: LaunchResult): void;
  reject(error: Error): void;
}

interface Reply {
  id: number;
  code?: number | null;
  signal?: NodeJS.Signals | null;
  stdout?: string;
  stderr?: string;
  error?: { code?: string; message: string };
  /** A streamed process's output as it comes (stdout, stderr), its exit, and the end of its output. */
  o?: string;
  e?: string;
  exit?: { code: number | null; signal: NodeJS.Signals | null };
  closed?: boolean;
}

/** The launcher's first line: it runs and reads requests (no id: it answers nothing). */
interface ReadyLine {
  ready: true;
}

/** A process started in its own process group whose output comes back as it is written (run-process.ts). */
export interface StreamRequest {
  cwd: string;
  file: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  input?: string | Buffer;
}

/** What a streamed process reports, in the order the launcher saw it. */
export interface StreamEvents {
  output(chunk: Buffer, stream: 'stdout' | 'stderr'): void;
  exit(code: number | null, signal: NodeJS.Signals | null): void;
  /** Its output has ended (after exit, once the pipes are closed). */
  close(): void;
  /** It could not be started, or the launcher is gone. */
  error(error: NodeJS.ErrnoException): void;
}

export interface Streamed {
  /** Signals the process's whole group; `forget`: the last signal (the launcher drops the group's pid). */
  signalGroup(signal: NodeJS.Signals, forget?: boolean): void;
}

/** A start the launcher reported as failed, with spawn's error code (ENOENT: no such program). */
function launchError(reported: NonNullable<Reply['error']>): NodeJS.ErrnoException {
  const error = new Error(reported.message) as NodeJS.ErrnoException;
  if (reported.code) error.code = reported.code;
  return error;
}

export class GitLauncher {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting = new Map<number, Waiting>();
  private readonly streams = new Map<number, StreamEvents>();
  private nextId = 0;
  private buffered = '';
  private stderr = '';
  dead = false;
  /** It has said it runs: until then (a Node start, ~25 ms) a request would wait for its start. */
  ready = false;

  get pid(): number | undefined {
    return this.child.pid;
  }

  constructor() {
    this.child = spawn(process.execPath, ['-e', LAUNCHER_PROGRAM], {
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (d: string) => this.onData(d));
    this.child.stderr.on('data', (d: Buffer) => {
      if (this.stderr.length < 4096) this.stderr += d.toString('utf8');
    });
    this.child.stdin.on('error', () => {
      /* the exit handler fails what is waiting */
    });
    this.child.on('error', (e) => this.die(e.message));
    this.child.on('close', (code, signal) => this.die(`exited with ${signal ?? code}`));
    this.idle();
  }

  launch(request: LaunchRequest): Launched {
    const id = ++this.nextId;
    const result = new Promise<LaunchResult>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    if (this.pending() === 1) this.busy();
    this.send({
      id,
      cwd: request.cwd,
      file: request.file,
      args: request.args,
      env: request.env,
      input: request.input === undefined ? undefined : Buffer.from(request.input).toString('base64'),
      out: request.outFd === undefined ? undefined : `/proc/${process.pid}/fd/${request.outFd}`,
      max: request.maxBytes,
    });
    return { result, kill: () => this.waiting.has(id) && this.send({ kill: id }) };
  }

  /** Starts `request` as a detached process (its own group), its output and exit reported to `events`. */
  stream(request: StreamRequest, events: StreamEvents): Streamed {
    const id = ++this.nextId;
    this.streams.set(id, events);
    if (this.pending() === 1) this.busy();
    this.send({
      id,
      stream: true,
      cwd: request.cwd,
      file: request.file,
      args: request.args,
      env: request.env,
      input: request.input === undefined ? undefined : Buffer.from(request.input).toString('base64'),
    });
    // Reported after the caller has its handle (as a spawn reports a failure to start).
    if (this.dead) process.nextTick(() => this.endStream(id)?.error(new Error('the git launcher is gone')));
    return { signalGroup: (signal, forget) => this.send({ group: id, signal, forget: forget === true }) };
  }

  private pending(): number {
    return this.waiting.size + this.streams.size;
  }

  private endStream(id: number): StreamEvents | undefined {
    const events = this.streams.get(id);
    this.streams.delete(id);
    if (events && this.pending() === 0) this.idle();
    return events;
  }

  private send(message: object): void {
    if (this.dead) return;
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  private onData(data: string): void {
    this.buffered += data;
    let end: number;
    while ((end = this.buffered.indexOf('\n')) >= 0) {
      const reply = JSON.parse(this.buffered.slice(0, end)) as Reply | ReadyLine;
      this.buffered = this.buffered.slice(end + 1);
      if ('ready' in reply) this.ready = true;
      else this.settle(reply);
    }
  }

  private settle(reply: Reply): void {
    const streamed = this.streams.get(reply.id);
    if (streamed) return this.relay(reply, streamed);
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if (this.pending() === 0) this.idle();
    if (reply.error) return waiting.reject(launchError(reply.error));
    waiting.resolve({
      code: reply.code ?? null,
      signal: reply.signal ?? null,
      stdout: reply.stdout === undefined ? undefined : Buffer.from(reply.stdout, 'base64'),
      stderr: Buffer.from(reply.stderr ?? '', 'base64'),
    });
  }

  private relay(reply: Reply, events: StreamEvents): void {
    if (reply.o !== undefined) events.output(Buffer.from(reply.o, 'base64'), 'stdout');
    else if (reply.e !== undefined) events.output(Buffer.from(reply.e, 'base64'), 'stderr');
    else if (reply.exit) events.exit(reply.exit.code, reply.exit.signal);
    else if (reply.closed) this.endStream(reply.id)?.close();
    else if (reply.error) this.endStream(reply.id)?.error(launchError(reply.error));
  }

  /** Nothing waits on git: the launcher must not keep this process alive. */
  private idle(): void {
    this.child.unref();
    for (const pipe of this.pipes()) pipe.unref();
  }

  private busy(): void {
    this.child.ref();
    for (const pipe of this.pipes()) pipe.ref();
  }

  /** A child's stdio streams are sockets (pipes) in Node; the typings only say stream. */
  private pipes(): Socket[] {
    return [this.child.stdin, this.child.stdout, this.child.stderr] as unknown[] as Socket[];
  }

  /**
   * Ends the launcher and keeps this process until it has exited: waited for here, its git processes' CPU counts in
   * this process tree (a bench's or a runner's accounting), and no launcher outlives the run.
   */
  close(): void {
    if (this.dead) return;
    this.busy();
    this.child.stdin.end();
  }

  private die(why: string): void {
    if (this.dead) return;
    this.dead = true;
    const error = new Error(`the git launcher ${why}${this.stderr ? `: ${this.stderr.trim()}` : ''}`);
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
    const streams = [...this.streams.values()];
    this.streams.clear();
    for (const events of streams) events.error(error);
    this.idle();
  }
}

/**
 * After this many one-shot git starts a process starts the launcher: a short CLI run (an apply, a lag of a small
 * fork: 10–15 starts) never pays the launcher's own Node start (~25 ms of CPU) for a few starts it would save.
 */
const DIRECT_STARTS = 16;
/** A launcher that died (killed from outside) is replaced this often; after that git starts directly. */
const MAX_LAUNCHERS = 3;
let directStarts = 0;
let launchers = 0;
let launcher: GitLauncher | undefined;

/**
 * The launcher to start the next one-shot git with, or undefined to start it directly. UPSTREAM_INGEST_GIT_LAUNCHER
 * is `auto` (the default: Linux, after the first few starts), `always` or `never` (the way out if a platform
 * refuses it).
 */
export function gitLauncher(): GitLauncher | undefined {
  const mode = process.env.UPSTREAM_INGEST_GIT_LAUNCHER || 'auto';
  if (mode !== 'auto' && mode !== 'always' && mode !== 'never')
    throw new ConfigurationError(`UPSTREAM_INGEST_GIT_LAUNCHER: expected auto, always or never, got '${mode}'`);
  if (mode === 'never' || (mode !== 'always' && process.platform !== 'linux')) return undefined;
  if (mode !== 'always' && ++directStarts <= DIRECT_STARTS) return undefined;
  // `auto` starts git directly while the launcher itself starts: a call never waits for it (~30 ms on a busy core).
  if (launcher && !launcher.dead) return mode === 'always' || launcher.ready ? launcher : undefined;
  if (launchers >= MAX_LAUNCHERS) return undefined;
  if (launchers++ === 0) process.on('beforeExit', () => launcher?.close());
  launcher = new GitLauncher();
  return mode === 'always' ? launcher : undefined;
}

/** The launcher now in use, if one was started (tests: its pid). */
export function activeGitLauncher(): GitLauncher | undefined {
  return launcher && !launcher.dead ? launcher : undefined;
}
