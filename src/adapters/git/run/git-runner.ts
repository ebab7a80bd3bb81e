import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams, type StdioOptions } from 'node:child_process';
import { existsSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigurationError } from '../../../shared/errors.js';
import { onPathSync } from '../../process/on-path.js';
import { gitSubcommand, translateGitError } from './git-errors.js';
import {
  gitLauncher,
  type GitLauncher,
  type LaunchResult,
  type LongLivedHandle,
  type PipeEvents,
} from './git-launcher.js';
import { openOutputFile, type OutputFile } from './output-file.js';

export interface GitRunOptions {
  /** Written to git's stdin, then closed. */
  input?: string | Buffer;
  /** Exit codes that are results, not failures (merge-tree's 1 = conflict, diff --quiet's 1 = differs). */
  okExitCodes?: readonly number[];
  /** Extra environment, e.g. authentication through GIT_CONFIG_* (never argv). */
  env?: Record<string, string>;
  /** Kill git after this many milliseconds (a call to another repository: NETWORK_TIMEOUT_MS unless given). */
  timeoutMs?: number;
  /**
   * How stdout is decoded: 'latin1' maps each byte to one character; 'bytes' leaves it undecoded, in `bytes` (stdout
   * is then empty), for a reader of binary or mixed-encoding output (cat-file --batch) that takes exact byte offsets.
   */
  encoding?: 'utf8' | 'latin1' | 'bytes';
}

export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** stdout as git wrote it, with `encoding: 'bytes'` only. */
  bytes?: Buffer;
}

/** The one way this project runs git: argument arrays, no shell, no prompts, the C locale for parseable errors. */
export interface GitRunner {
  readonly cwd: string;
  run(args: readonly string[], options?: GitRunOptions): Promise<GitResult>;
  /**
   * `git <first> | git <second>` without a shell: the second starts at once and reads the first's output as it comes
   * (no wait for the first to finish, no copy through JS). The result is the second's; either failing rejects.
   * Optional: a runner without it is used as two `run`s.
   */
  runPiped?(first: readonly string[], second: readonly string[], options?: { input?: string }): Promise<GitResult>;
}

const MAX_BUFFER = 1024 * 1024 * 1024;

/**
 * Before every git subcommand: no hook and no fsmonitor daemon of the repository ever runs. A verify command or an
 * agent can write `.git/hooks/*` or set `core.fsmonitor` in `.git/config`; without this, the next git call (the
 * push among them, with the token in its environment) would run their program. No automatic housekeeping either:
 * after a commit, cherry-pick or fetch git starts `maintenance run --auto` (a process each time, ~4 ms, and a
 * repack that may detach and outlive the run); the repository's own next git command still does it.
 */
export const HARDENED_GIT_ARGS: readonly string[] = [
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'core.fsmonitor=false',
  '-c',
  'maintenance.auto=false',
  '-c',
  'gc.auto=0',
];

/** Variables no git process needs: action inputs (INPUT_TOKEN among them) and the runner's command files. */
const NOT_FOR_GIT = /^(?:INPUT_.*|GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY)$/;

/**
 * The transports git may use (GIT_ALLOW_PROTOCOL, git's own check, also for submodules and redirects): `fd::` would
 * read a descriptor this process never meant to give (and wait on it forever), `ext::` runs a command. Plain `http`
 * stays for loopback test and mirror servers; `assertAllowedTransport` refuses it for any other host.
 */
export const ALLOWED_PROTOCOLS = 'https:ssh:file:http';

/** Subcommands that talk to another repository: they may carry a credential and may wait on a network. */
const NETWORK_SUBCOMMANDS = new Set(['fetch', 'push', 'ls-remote', 'clone', 'pull']);

/** A call to another repository that hears nothing for this long is killed (a blobless LLVM fetch takes minutes). */
export const NETWORK_TIMEOUT_MS = 30 * 60_000;

/** `ls-remote --get-url` is one too: it must resolve the URL with exactly the config the push will read. */
export function isNetworkCall(args: readonly string[]): boolean {
  return NETWORK_SUBCOMMANDS.has(gitSubcommand(args));
}

export function hardenedEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!NOT_FOR_GIT.test(key)) env[key] = value;
  // Never let a stray environment redirect git to another repository or work tree.
  for (const key of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_NAMESPACE'])
    delete env[key];
  return {
    ...env,
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: 'echo',
    SSH_ASKPASS: 'echo',
    GCM_INTERACTIVE: 'never',
    GIT_PAGER: 'cat',
    GIT_EDITOR: 'true',
    GIT_SEQUENCE_EDITOR: 'true',
    LC_ALL: 'C',
    LANG: 'C',
    GIT_ALLOW_PROTOCOL: ALLOWED_PROTOCOLS,
    ...extra,
  };
}

/**
 * The environment of a call to another repository: it reads no global, XDG or system git config at all, and gets a
 * fresh, empty HOME. A verify command, agent or harness of an earlier step may have written `http.proxy`,
 * `trace2.eventTarget`, `url.*.insteadOf` or a credential helper into ~/.gitconfig; the push (with the token in its
 * environment) must not follow them. Proxies and CA files come from the environment (HTTPS_PROXY, GIT_SSL_CAINFO),
 * credentials from the token the caller passes (tokenAuthEnv) or ssh keys. Returns the env and its clean-up.
 */
export function isolatedConfigEnv(): { env: Record<string, string>; cleanup: () => void } {
  const home = mkdtempSync(join(tmpdir(), 'upstream-ingest-git-home-'));
  liveHomes.add(home);
  if (!exitHooked) {
    exitHooked = true;
    // A process that exits with a call in flight (an error elsewhere, process.exit) removes the HOMEs it made.
    process.once('exit', () => {
      for (const dir of liveHomes) removeHome(dir);
    });
  }
  return {
    env: {
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    },
    cleanup: () => {
      liveHomes.delete(home);
      removeHome(home);
    },
  };
}

const liveHomes = new Set<string>();
let exitHooked = false;

/**
 * A call's HOME is almost always left empty: one rmdir (a recursive removal walks and stats it first, ~0.6 ms per
 * network call in the demo). Whatever git or a helper did write there goes with the recursive removal.
 */
function removeHome(home: string): void {
  try {
    rmdirSync(home);
  } catch {
    rmSync(home, { recursive: true, force: true });
  }
}

/** `setpriv` (util-linux) where there is one: a git started through it is killed when this process dies. */
let pdeathWrapper: string | null | undefined;
function parentDeathWrapper(): string | null {
  if (pdeathWrapper === undefined) pdeathWrapper = (process.platform === 'linux' && onPathSync('setpriv')) || null;
  return pdeathWrapper;
}

/**
 * Starts git with the hardened environment, an argument array and no shell. `run` uses it for one-shot commands;
 * long-lived streaming processes (merge-tree --stdin, fast-import) use it directly.
 */
export function spawnGit(
  cwd: string,
  args: readonly string[],
  env: Record<string, string> = {},
): ChildProcessWithoutNullStreams {
  return startGit(cwd, args, env, ['pipe', 'pipe', 'pipe']) as ChildProcessWithoutNullStreams;
}

/**
 * A long-lived git (cat-file --batch, merge-tree --stdin): started by the perl launcher where one runs (a fork of this
 * process, whose memory may be hundreds of MB, costs milliseconds and a page fault for each page it then writes),
 * with FIFOs this process opens itself, so its data never passes through the launcher; started here otherwise.
 */
export function startLongLivedGit(
  cwd: string,
  args: readonly string[],
  env: Record<string, string>,
  events: PipeEvents,
): LongLivedHandle {
  const launcher = gitLauncher();
  if (launcher?.startsLongLived) return launcher.pipe({ cwd, ...gitCommand(args, env, false) }, events);
  const child = spawnGit(cwd, args, env);
  let closed = false;
  const close = (code: number | null, signal: NodeJS.Signals | null, error?: Error) => {
    if (closed) return;
    closed = true;
    events.close(code, signal, error);
  };
  child.stdout.on('data', (d: Buffer) => events.output(d, 'stdout'));
  child.stderr.on('data', (d: Buffer) => events.output(d, 'stderr'));
  child.stdin.on('error', () => {
    /* the exit tells what happened */
  });
  child.on('error', (e) => close(null, null, e));
  child.on('close', (code, signal) => close(code, signal));
  return {
    get pid() {
      return child.pid;
    },
    write: (data) => void child.stdin.write(data),
    end: () => void child.stdin.end(),
    kill: () => void child.kill('SIGKILL'),
  };
}

/** What starts a git: the program (git, or the parent-death wrapper around it), its argv and environment. */
interface GitCommand {
  file: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** The launcher gives it the parent-death signal itself (no wrapper process). */
  dieWithLauncher?: true;
}

/**
 * The one place a git command line is made: hardened arguments and environment, no shell. `launcher`: the launcher
 * that will start it, if one does.
 */
function gitCommand(
  args: readonly string[],
  env: Record<string, string>,
  network: boolean,
  launcher?: GitLauncher,
): GitCommand {
  const gitArgs = [...HARDENED_GIT_ARGS, ...args];
  if (!network) return { file: 'git', args: gitArgs, env: hardenedEnv(env) };
  // The global config is not read, so safe.directory comes from the command line: every earlier call of this run in
  // the same repository already passed git's ownership check with the user's own config.
  const isolatedArgs = ['-c', 'safe.directory=*', ...gitArgs];
  // A call to another repository must not outlive this process (a kill -9 of the CLI or the step leaves no git
  // waiting on a network): the parent-death signal, where the OS has one. Started by the launcher, its parent is the
  // launcher, which exits when this process does; the perl launcher sets the signal itself (one process fewer per
  // call), else the wrapper does.
  if (launcher?.killsOrphans) return { file: 'git', args: isolatedArgs, env: hardenedEnv(env), dieWithLauncher: true };
  const wrapper = parentDeathWrapper();
  return wrapper
    ? { file: wrapper, args: ['--pdeathsig', 'KILL', '--', 'git', ...isolatedArgs], env: hardenedEnv(env) }
    : { file: 'git', args: isolatedArgs, env: hardenedEnv(env) };
}

/** Starts git in this process with the given stdio. */
function startGit(
  cwd: string,
  args: readonly string[],
  env: Record<string, string>,
  stdio: StdioOptions,
  network = false,
): ChildProcess {
  const command = gitCommand(args, env, network);
  return spawn(command.file, command.args, { cwd, env: command.env, stdio, shell: false });
}

export function createGitRunner(cwd: string, baseEnv: Record<string, string> = {}): GitRunner {
  return {
    cwd,
    runPiped: (first, second, options = {}) => runPiped(cwd, baseEnv, first, second, options.input),
    run(args, options = {}) {
      const network = isNetworkCall(args);
      let launcher: GitLauncher | undefined;
      try {
        launcher = gitLauncher();
      } catch (e) {
        return Promise.reject(e as Error);
      }
      const env = { ...baseEnv, ...options.env };
      return launcher
        ? runLaunched(launcher, { cwd, args, env, options, network })
        : runDirect({ cwd, args, env, options, network });
    },
  };
}

/** One one-shot git call as `run` was asked for it. */
interface GitCall {
  cwd: string;
  args: readonly string[];
  env: Record<string, string>;
  options: GitRunOptions;
  /** A call to another repository (isolatedConfigEnv, the parent-death wrapper, NETWORK_TIMEOUT_MS). */
  network: boolean;
}

function runDirect({ cwd, args, env, options, network }: GitCall): Promise<GitResult> {
  return new Promise<GitResult>((resolve, reject) => {
    const file = openOutputFile();
    const isolated = network ? isolatedConfigEnv() : undefined;
    let child: ChildProcess;
    try {
      child = startGit(cwd, args, { ...env, ...isolated?.env }, ['pipe', file ? file.fd : 'pipe', 'pipe'], network);
    } catch (e) {
      file?.close();
      isolated?.cleanup();
      throw spawnFailure(e as Error, cwd);
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    let timer: NodeJS.Timeout | undefined;
    const timeoutMs = options.timeoutMs ?? (network ? NETWORK_TIMEOUT_MS : undefined);
    let timedOut = false;
    if (timeoutMs)
      timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, timeoutMs);
    child.stdout?.on('data', (d: Buffer) => {
      size += d.length;
      if (size > MAX_BUFFER) child.kill('SIGKILL');
      out.push(d);
    });
    child.stderr!.on('data', (d: Buffer) => err.push(d));
    child.on('error', (e) => {
      if (timer) clearTimeout(timer);
      file?.close();
      isolated?.cleanup();
      reject(spawnFailure(e, cwd));
    });
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      isolated?.cleanup();
      const stdout = readStdout(file, out);
      if (stdout instanceof Error) return reject(stdout);
      try {
        resolve(gitResult(args, options, code, signal, stdout, Buffer.concat(err), timedOut ? timeoutMs : undefined));
      } catch (e) {
        reject(e as Error);
      }
    });
    child.stdin!.on('error', () => {
      /* git may exit before reading all input; the exit code tells what happened */
    });
    if (options.input !== undefined) child.stdin!.end(options.input);
    else child.stdin!.end();
  });
}

/** The same start through the launcher (git-launcher.ts): same argv, environment, output file and result. */
async function runLaunched(launcher: GitLauncher, { cwd, args, env, options, network }: GitCall): Promise<GitResult> {
  const file = openOutputFile();
  const isolated = network ? isolatedConfigEnv() : undefined;
  const command = gitCommand(args, { ...env, ...isolated?.env }, network, launcher);
  const launched = launcher.launch({ cwd, ...command, input: options.input, outFd: file?.fd, maxBytes: MAX_BUFFER });
  const timeoutMs = options.timeoutMs ?? (network ? NETWORK_TIMEOUT_MS : undefined);
  let timedOut = false;
  const timer = timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        launched.kill();
      }, timeoutMs)
    : undefined;
  let result: LaunchResult;
  try {
    result = await launched.result;
  } catch (e) {
    file?.close();
    throw spawnFailure(e as Error, cwd);
  } finally {
    if (timer) clearTimeout(timer);
    isolated?.cleanup();
  }
  let stdout: Buffer | Error;
  if (result.stdout) {
    file?.close();
    stdout = result.stdout;
  } else stdout = readStdout(file, []);
  if (stdout instanceof Error) throw stdout;
  return gitResult(args, options, result.code, result.signal, stdout, result.stderr, timedOut ? timeoutMs : undefined);
}

/** A finished git as a result, or the error its exit code and stderr mean. */
function gitResult(
  args: readonly string[],
  options: GitRunOptions,
  code: number | null,
  signal: NodeJS.Signals | null,
  stdoutBytes: Buffer,
  stderrBytes: Buffer,
  timedOutAfterMs: number | undefined,
): GitResult {
  const stderr =
    stderrBytes.toString('utf8') +
    (timedOutAfterMs !== undefined
      ? `\ntimed out after ${Math.round(timedOutAfterMs / 1000)} s`
      : signal
        ? `\nkilled by ${signal}`
        : '');
  const exitCode = code ?? 128;
  if (exitCode === 0 || options.okExitCodes?.includes(exitCode)) {
    const encoding = options.encoding ?? 'utf8';
    if (encoding === 'bytes') return { exitCode, stdout: '', stderr, bytes: stdoutBytes };
    return { exitCode, stdout: stdoutBytes.toString(encoding), stderr };
  }
  throw translateGitError(args, exitCode, stderr);
}

function runPiped(
  cwd: string,
  env: Record<string, string>,
  first: readonly string[],
  second: readonly string[],
  input: string | undefined,
): Promise<GitResult> {
  return new Promise<GitResult>((resolve, reject) => {
    // The second starts first: the first then writes straight into its stdin (one OS pipe, nothing passes through
    // this process, so JavaScript work here never holds git up), and the second writes into a file.
    const file = openOutputFile();
    let b: ChildProcess;
    let a: ChildProcess;
    try {
      b = startGit(cwd, second, env, ['pipe', file ? file.fd : 'pipe', 'pipe']);
      a = startGit(cwd, first, env, ['pipe', b.stdin!, 'pipe']);
    } catch (e) {
      file?.close();
      throw spawnFailure(e as Error, cwd);
    }
    b.stdin!.destroy(); // only the first writes into it: the second sees the end when the first exits
    const out: Buffer[] = [];
    const errA: Buffer[] = [];
    const errB: Buffer[] = [];
    let pending = 2;
    let codeA: number | null = null;
    let codeB: number | null = null;
    let failed = false;
    let stoppedA = false;
    const finish = () => {
      if (--pending > 0 || failed) return;
      const stderr = (bufs: Buffer[]) => Buffer.concat(bufs).toString('utf8');
      const bytes = readStdout(file, out);
      if (bytes instanceof Error) return reject(bytes);
      const stdout = bytes.toString('utf8');
      // The side that failed first is the error: the other was stopped because of it.
      if (codeA !== 0 && !stoppedA) reject(translateGitError(first, codeA ?? 128, stderr(errA)));
      else if (codeB !== 0) reject(translateGitError(second, codeB ?? 128, stderr(errB)));
      else if (codeA !== 0) reject(translateGitError(first, codeA ?? 128, stderr(errA)));
      else resolve({ exitCode: 0, stdout, stderr: stderr(errB) });
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
        failed = true;
        file?.close();
        reject(spawnFailure(e, cwd));
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
    a.stdin!.end(input ?? '');
  });
}

/** What a child wrote to stdout (its output file, else the chunks read from its pipe), or why it cannot be read. */
function readStdout(file: OutputFile | undefined, chunks: Buffer[]): Buffer | Error {
  try {
    return file ? file.readAndClose(MAX_BUFFER) : Buffer.concat(chunks);
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}

/**
 * git could not even start: a working directory that does not exist or is a file, or no git on PATH, is the user's
 * to fix.
 */
function spawnFailure(error: Error, cwd: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTDIR') return new ConfigurationError(`${cwd}: not a directory (expected a git repository)`);
  if (code !== 'ENOENT') return error;
  return existsSync(cwd)
    ? new ConfigurationError('git is not installed or not on PATH')
    : new ConfigurationError(`${cwd}: no such directory`);
}

/**
 * Authentication for https remotes without putting the token in argv or in a URL: git reads
 * `http.<url>.extraheader` from GIT_CONFIG_COUNT/KEY/VALUE (git ≥ 2.31), with command-line precedence. The first,
 * empty value resets headers inherited from other config (e.g. persisted checkout credentials), so exactly one
 * Authorization header is sent.
 */
export function tokenAuthEnv(token: string, serverUrl = 'https://github.com'): Record<string, string> {
  const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
  const key = `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`;
  return {
    GIT_CONFIG_COUNT: '2',
    GIT_CONFIG_KEY_0: key,
    GIT_CONFIG_VALUE_0: '',
    GIT_CONFIG_KEY_1: key,
    GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
  };
}
