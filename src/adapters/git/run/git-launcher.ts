import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { closeSync, constants, openSync, rmdirSync, unlinkSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { ConfigurationError } from '../../../shared/errors.js';
import { onPathSync } from '../../process/on-path.js';
import { NODE_LAUNCHER, PERL_LAUNCHER } from './launcher-programs.js';

/**
 * A small helper process that starts this process's one-shot git commands.
 *
 * Why: on Linux, Node starts a child by forking the whole parent and waiting for the exec. A fork copies the page
 * tables, and afterwards every page the parent writes faults once (copy-on-write). In a CLI run that holds ~180 MB
 * (the demo, a long apply, a jest worker) each git start blocked the main thread for 2–7 ms and a demo's 1,500
 * starts cost ~3.6 s of it plus ~470,000 page faults. The launcher is a small perl (or, without perl, a bare Node:
 * launcher-programs.ts) that forks cheaply, on the other core, while this process goes on with its work.
 *
 * What it is not: a second place that decides how git runs. The caller (git-runner.ts) builds the whole argv and the
 * hardened environment exactly as for a direct start (for a call to another repository: the isolated config, the
 * credentials and the parent-death wrapper, whose parent is then the launcher); the launcher only spawns, passes
 * the input, collects stderr and reports the exit. Its own environment is PATH alone (no token, no NODE_OPTIONS).
 * Long-lived processes (cat-file --batch, merge-tree --stdin) are forked by the perl launcher too, their stdin,
 * stdout and stderr FIFOs in a private folder that this process opens itself: their data never passes through it.
 *
 * Its stdout is written where the direct start writes it: into this process's unlinked output file, which the
 * launcher opens through `/proc/<pid>/fd/<n>` (same user, mode 0600); where that cannot be opened, the output comes
 * back over the pipe. When this process exits or dies, the launcher reads the end of its stdin and exits.
 */

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
  /** Killed when the launcher dies (its parent-death signal): only where the launcher says it can (`killsOrphans`). */
  dieWithLauncher?: boolean;
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

/** A message from the launcher: its header fields (launcher-programs.ts) and the bytes that follow them. */
interface Reply {
  fields: string[];
  body: Buffer;
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
function launchError(code: string, message: string): NodeJS.ErrnoException {
  const error = new Error(message) as NodeJS.ErrnoException;
  if (code) error.code = code;
  return error;
}

/** Which program the launcher runs: perl where PATH has one (the cheaper fork), Node otherwise. */
export type LauncherProgram = 'perl' | 'node';

/** The variable that chooses the launcher's program (launcherProgram). */
const PROGRAM = 'UPSTREAM_INGEST_GIT_LAUNCHER_PROGRAM';

/** The first `perl` on PATH, looked up once per PATH (a launcher is started at most a few times per process). */
let perlLookup: { path: string; perl: string | null } | undefined;
function findPerl(): string | null {
  const path = process.env.PATH ?? '';
  if (perlLookup?.path !== path) perlLookup = { path, perl: onPathSync('perl', path) ?? null };
  return perlLookup.perl;
}

interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** An exit's two header fields (R and X replies); a null code or signal travels as `-`. */
function exitStatus(code: string | undefined, signal: string | undefined): ExitStatus {
  return {
    code: code === undefined || code === '-' ? null : Number(code),
    signal: signal === undefined || signal === '-' ? null : (signal as NodeJS.Signals),
  };
}

/** The bytes after a reply's header line: R counts stdout (or `-`) and stderr; F, O and E count theirs. */
function bodySize(fields: readonly string[]): number {
  const [kind] = fields;
  if (kind === 'R') return (fields[4] === '-' ? 0 : Number(fields[4])) + Number(fields[5]);
  if (kind === 'F') return Number(fields[3]);
  if (kind === 'Q') return Number(fields[2]);
  if (kind === 'O' || kind === 'E') return Number(fields[2]);
  return 0;
}

/** `L`/`S` requests: their header and body (launcher-programs.ts); strings are written as UTF-8. */
function startMessage(
  kind: 'L' | 'S' | 'P',
  id: number,
  request: LaunchRequest | StreamRequest,
  out = '',
  max = 0,
): Buffer {
  const fields = [request.cwd, request.file, out, String(max), ...request.args];
  let nenv = 0;
  for (const key in request.env) {
    const value = request.env[key];
    if (value === undefined) continue;
    fields.push(`${key}=${value}`);
    nenv++;
  }
  // NUL ends a field here, as it ends a C string in the exec: refused as a direct spawn refuses it.
  for (const field of fields)
    if (field.includes('\0')) throw new TypeError(`a null byte in an argument or the environment of ${request.file}`);
  const text = Buffer.from(`${fields.join('\0')}\0`);
  const input = request.input === undefined ? undefined : Buffer.from(request.input);
  const size = text.length + (input?.length ?? 0);
  const orphans = 'dieWithLauncher' in request && request.dieWithLauncher ? ' 1' : '';
  const head = Buffer.from(`${kind} ${id} ${request.args.length} ${nenv} ${input ? 1 : 0} ${size}${orphans}\n`);
  return input ? Buffer.concat([head, text, input]) : Buffer.concat([head, text]);
}

/** What a long-lived process reports: its output as written, then once its end (or why it could not run). */
export interface PipeEvents {
  output(chunk: Buffer, stream: 'stdout' | 'stderr'): void;
  /** Once: it exited and its output has ended (code or signal), or it never ran or was lost (error). */
  close(code: number | null, signal: NodeJS.Signals | null, error?: Error): void;
}

/** A long-lived process, started directly or by the launcher (long-lived-git.ts). */
export interface LongLivedHandle {
  /** Known once it has started (the launcher tells it a moment later). */
  readonly pid: number | undefined;
  write(data: string): void;
  /** Ends its stdin: it exits once it has answered what it read. */
  end(): void;
  kill(): void;
}

/**
 * The launcher's long-lived process, from this side: its FIFOs opened here before the launcher starts it (so the
 * process never waits on an open and its output has a reader from the first byte), writes queued until then.
 */
export class LaunchedPipe implements LongLivedHandle {
  pid: number | undefined;
  /** The FIFOs' folder from Q until the process runs (its child removes them then). */
  private folder: string | undefined;
  private stdin: Socket | undefined;
  private readonly readers: Socket[] = [];
  private queued: string[] = [];
  private ending = false;
  private killed = false;
  private exit: ExitStatus | undefined;
  private open = 0;
  private done = false;

  constructor(
    private readonly id: number,
    private readonly events: PipeEvents,
    private readonly send: (message: string) => void,
    private readonly release: () => void,
  ) {}

  write(data: string): void {
    if (this.done) return;
    if (this.stdin) this.stdin.write(data);
    else this.queued.push(data);
  }

  end(): void {
    this.ending = true;
    this.stdin?.end();
  }

  kill(): void {
    if (this.done) return;
    this.killed = true;
    if (this.pid !== undefined) this.send(`K ${this.id}\n`);
  }

  reply(kind: string, reply: Reply): void {
    const [, , a, b] = reply.fields;
    if (kind === 'Q') this.opened(reply.body.toString('utf8'));
    else if (kind === 'N') {
      this.pid = Number(a);
      this.folder = undefined;
      if (this.killed) this.send(`K ${this.id}\n`);
    } else if (kind === 'X') {
      this.exit = exitStatus(a, b);
      this.stdin?.destroy();
      this.settle();
    } else if (kind === 'F') this.fail(launchError(a ?? '', reply.body.toString('utf8')));
  }

  fail(error: Error): void {
    if (this.done) return;
    this.done = true;
    for (const socket of [this.stdin, ...this.readers]) socket?.destroy();
    // A launcher that died between making the FIFOs and starting the process left them: removed here (this side
    // knows the folder; a child that did start has removed them already, and a missing name is no error).
    if (this.folder) removeFifos(this.folder);
    this.folder = undefined;
    this.release();
    this.events.close(null, null, error);
  }

  /** Q: the FIFOs exist; this side's ends are opened without blocking, then the launcher starts the process (W). */
  private opened(dir: string): void {
    if (this.done || this.killed) return this.send(`A ${this.id}\n`);
    this.folder = dir;
    const fds: number[] = [];
    try {
      fds.push(openSync(join(dir, 'out'), constants.O_RDONLY | constants.O_NONBLOCK));
      fds.push(openSync(join(dir, 'err'), constants.O_RDONLY | constants.O_NONBLOCK));
      // Read and write: an open for writing alone fails while nobody reads. The process sees the end of its input
      // when this descriptor closes.
      fds.push(openSync(join(dir, 'in'), constants.O_RDWR | constants.O_NONBLOCK));
    } catch (e) {
      for (const fd of fds) closeSync(fd);
      this.send(`A ${this.id}\n`);
      return this.fail(e as Error);
    }
    const [out, err, input] = fds as [number, number, number];
    for (const [fd, stream] of [
      [out, 'stdout'],
      [err, 'stderr'],
    ] as const) {
      const reader = new Socket({ fd, readable: true, writable: false });
      this.open++;
      reader.on('data', (d: Buffer) => this.events.output(d, stream));
      reader.on('error', () => reader.destroy());
      reader.on('close', () => {
        this.open--;
        this.settle();
      });
      this.readers.push(reader);
    }
    this.stdin = new Socket({ fd: input, readable: false, writable: true });
    this.stdin.on('error', () => {
      /* the exit tells what happened */
    });
    for (const data of this.queued) this.stdin.write(data);
    this.queued = [];
    if (this.ending) this.stdin.end();
    this.send(`W ${this.id}\n`);
  }

  private settle(): void {
    if (this.done || !this.exit || this.open > 0) return;
    this.done = true;
    this.release();
    this.events.close(this.exit.code, this.exit.signal);
  }
}

export class GitLauncher {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting = new Map<number, Waiting>();
  private readonly streams = new Map<number, StreamEvents>();
  private readonly longLived = new Map<number, LaunchedPipe>();
  private nextId = 0;
  private buffered: Buffer = Buffer.alloc(0);
  private stderr = '';
  dead = false;
  /** It has said it runs: until then (~5 ms for perl, ~25 ms for Node) a request would wait for its start. */
  ready = false;
  /** It can start long-lived processes (`pipe`): the perl launcher, where it could make FIFOs. Known once ready. */
  startsLongLived = false;
  /**
   * It can start a one-shot process that is killed when the launcher dies (`dieWithLauncher`: the perl launcher sets
   * its parent-death signal where the syscall is known). Known once ready.
   */
  killsOrphans = false;

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** `program`: perl only where `findPerl` found one (gitLauncher). */
  constructor(readonly program: LauncherProgram) {
    const perl = program === 'perl' ? findPerl() : null;
    if (program === 'perl' && !perl) throw new ConfigurationError(`${PROGRAM}=perl: there is no perl on PATH`);
    // Its environment is PATH alone: no token, no NODE_OPTIONS, no PERL5LIB or PERL5OPT.
    this.child = spawn(perl ?? process.execPath, ['-e', perl ? PERL_LAUNCHER : NODE_LAUNCHER], {
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.on('data', (d: Buffer) => this.onData(d));
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
    if (request.dieWithLauncher && !this.killsOrphans) throw new Error('this launcher does not kill its orphans');
    const id = ++this.nextId;
    const out = request.outFd === undefined ? '' : `/proc/${process.pid}/fd/${request.outFd}`;
    const message = startMessage('L', id, request, out, request.maxBytes);
    const result = new Promise<LaunchResult>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    if (this.pending() === 1) this.busy();
    this.send(message);
    return { result, kill: () => this.waiting.has(id) && this.send(`K ${id}\n`) };
  }

  /** Starts `request` as a detached process (its own group), its output and exit reported to `events`. */
  stream(request: StreamRequest, events: StreamEvents): Streamed {
    const id = ++this.nextId;
    const message = startMessage('S', id, request);
    this.streams.set(id, events);
    if (this.pending() === 1) this.busy();
    this.send(message);
    // Reported after the caller has its handle (as a spawn reports a failure to start).
    if (this.dead) process.nextTick(() => this.endStream(id)?.error(new Error('the git launcher is gone')));
    return { signalGroup: (signal, forget) => this.send(`G ${id} ${signal} ${forget === true ? 1 : 0}\n`) };
  }

  /**
   * Starts a long-lived process (cat-file --batch, merge-tree --stdin) whose stdin, stdout and stderr are FIFOs
   * this process opens itself: forked by the launcher, its data never passes through it. Perl launcher only.
   */
  pipe(request: Omit<StreamRequest, 'input'>, events: PipeEvents): LongLivedHandle {
    if (!this.startsLongLived) throw new Error('this launcher does not start long-lived processes');
    const id = ++this.nextId;
    const message = startMessage('P', id, request);
    const pipe = new LaunchedPipe(
      id,
      events,
      (m) => this.send(m),
      () => this.endPipe(id),
    );
    this.longLived.set(id, pipe);
    if (this.pending() === 1) this.busy();
    this.send(message);
    if (this.dead) process.nextTick(() => pipe.fail(new Error('the git launcher is gone')));
    return pipe;
  }

  private endPipe(id: number): void {
    if (this.longLived.delete(id) && this.pending() === 0) this.idle();
  }

  private pending(): number {
    return this.waiting.size + this.streams.size + this.longLived.size;
  }

  private endStream(id: number): StreamEvents | undefined {
    const events = this.streams.get(id);
    this.streams.delete(id);
    if (events && this.pending() === 0) this.idle();
    return events;
  }

  private send(message: Buffer | string): void {
    if (this.dead) return;
    this.child.stdin.write(message);
  }

  /** Whole messages out of what has come: a header line, then the bytes it counts. */
  private onData(data: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, data]) : data;
    for (;;) {
      const end = this.buffered.indexOf(10);
      if (end < 0) return;
      const fields = this.buffered.toString('latin1', 0, end).split(' ');
      const size = bodySize(fields);
      if (this.buffered.length < end + 1 + size) return;
      const body = this.buffered.subarray(end + 1, end + 1 + size);
      this.buffered = this.buffered.subarray(end + 1 + size);
      if (fields[0] === 'Y') {
        this.ready = true;
        this.startsLongLived = fields[1] === '1';
        this.killsOrphans = fields[2] === '1';
      } else this.settle({ fields, body });
    }
  }

  private settle(reply: Reply): void {
    const [kind, idField] = reply.fields;
    const id = Number(idField);
    const streamed = this.streams.get(id);
    if (streamed) return this.relay(reply, streamed);
    const longLived = this.longLived.get(id);
    if (longLived) return longLived.reply(kind!, reply);
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    if (this.pending() === 0) this.idle();
    if (kind === 'F') return waiting.reject(launchError(reply.fields[2] ?? '', reply.body.toString('utf8')));
    const [, , code, signal, outSize] = reply.fields;
    const piped = outSize === '-' ? 0 : Number(outSize);
    waiting.resolve({
      ...exitStatus(code, signal),
      stdout: outSize === '-' ? undefined : Buffer.from(reply.body.subarray(0, piped)),
      stderr: Buffer.from(reply.body.subarray(piped)),
    });
  }

  private relay(reply: Reply, events: StreamEvents): void {
    const [kind, id, code, signal] = reply.fields;
    if (kind === 'O') events.output(Buffer.from(reply.body), 'stdout');
    else if (kind === 'E') events.output(Buffer.from(reply.body), 'stderr');
    else if (kind === 'X') {
      const exit = exitStatus(code, signal);
      events.exit(exit.code, exit.signal);
    } else if (kind === 'C') this.endStream(Number(id))?.close();
    else if (kind === 'F') this.endStream(Number(id))?.error(launchError(code ?? '', reply.body.toString('utf8')));
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
    for (const pipe of [...this.longLived.values()]) pipe.fail(error);
    this.idle();
  }
}

/**
 * After this many one-shot git starts a process starts the launcher: a short CLI run (an apply, a lag of a small
 * fork: 10–15 starts) never pays the launcher's own Node start (~25 ms of CPU) for a few starts it would save.
 */
const DIRECT_STARTS = 16;
/** A launcher that died (killed from outside) is replaced this often; after that git starts directly. */
const MAX_REPLACEMENTS = 2;
let directStarts = 0;
let replacements = 0;
let exitHooked = false;
let launcher: GitLauncher | undefined;

/** UPSTREAM_INGEST_GIT_LAUNCHER_PROGRAM: `auto` (perl where PATH has one, else Node), `perl` or `node`. */
function launcherProgram(): LauncherProgram {
  const chosen = process.env[PROGRAM] || 'auto';
  if (chosen !== 'auto' && chosen !== 'perl' && chosen !== 'node')
    throw new ConfigurationError(`${PROGRAM}: expected auto, perl or node, got '${chosen}'`);
  if (chosen === 'node') return 'node';
  if (findPerl()) return 'perl';
  if (chosen === 'perl') throw new ConfigurationError(`${PROGRAM}=perl: there is no perl on PATH`);
  return 'node';
}

/**
 * The launcher to start the next one-shot git with, or undefined to start it directly. UPSTREAM_INGEST_GIT_LAUNCHER
 * is `auto` (the default: Linux, after the first few starts), `always` or `never` (the way out if a platform
 * refuses it); UPSTREAM_INGEST_GIT_LAUNCHER_PROGRAM chooses its program.
 */
export function gitLauncher(): GitLauncher | undefined {
  const mode = process.env.UPSTREAM_INGEST_GIT_LAUNCHER || 'auto';
  if (mode !== 'auto' && mode !== 'always' && mode !== 'never')
    throw new ConfigurationError(`UPSTREAM_INGEST_GIT_LAUNCHER: expected auto, always or never, got '${mode}'`);
  if (mode === 'never' || (mode !== 'always' && process.platform !== 'linux')) return undefined;
  const program = launcherProgram();
  if (mode !== 'always' && ++directStarts <= DIRECT_STARTS) return undefined;
  // `auto` starts git directly while the launcher itself starts: a call never waits for it (~30 ms on a busy core).
  if (launcher && !launcher.dead && launcher.program === program)
    return mode === 'always' || launcher.ready ? launcher : undefined;
  if (launcher?.dead) {
    if (replacements >= MAX_REPLACEMENTS) return undefined;
    replacements++;
  } else launcher?.close(); // the other program was asked for since it started
  if (!exitHooked) {
    exitHooked = true;
    process.on('beforeExit', () => launcher?.close());
  }
  launcher = new GitLauncher(program);
  return mode === 'always' ? launcher : undefined;
}
/** The launcher now in use, if one was started (tests: its pid). */
export function activeGitLauncher(): GitLauncher | undefined {
  return launcher && !launcher.dead ? launcher : undefined;
}

/** A long-lived process's FIFO folder, removed with what the launcher makes in it (nothing else: never recursive). */
function removeFifos(dir: string): void {
  for (const name of ['in', 'out', 'err'])
    try {
      unlinkSync(join(dir, name));
    } catch {
      /* gone already */
    }
  try {
    rmdirSync(dir);
  } catch {
    /* gone already, or not empty: not ours to empty */
  }
}
