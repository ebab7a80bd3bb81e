import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { Logger } from '../../shared/logger.js';
import { silentLogger } from '../../shared/logger.js';
import { GitError } from './git-errors.js';
import { spawnGit, type GitRunner } from './git-runner.js';

export type PickVerdictKind = 'clean' | 'conflict' | 'empty' | 'unknown';

export interface PickVerdict {
  sha: string;
  verdict: PickVerdictKind;
  /** Conflicted paths (conflict only), sorted. */
  conflictPaths: string[];
  /** Why the commit could not be evaluated (unknown only). */
  reason?: string;
}

export interface PickToPredict {
  sha: string;
  /** The first parent; a root commit has none and cannot be evaluated. */
  parent: string | undefined;
}

export type PredictMode = 'batch' | 'per-commit';

export interface PredictOptions {
  /** `batch` (default): two long-lived git processes; `per-commit`: commit-tree + merge-tree per commit. */
  mode?: PredictMode;
  logger?: Logger;
  /** How long the batch probe may take before falling back to per-commit processes (0: fall back at once). */
  probeTimeoutMs?: number;
}

export interface PredictResult {
  verdicts: PickVerdict[];
  mode: PredictMode;
  /** The simulated tip's tree after every clean pick. */
  finalTree: string;
}

const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** Fixed identity and dates: the simulated commits are byte-identical run to run. */
const SIM_IDENT = 'upstream-ingest <upstream-ingest@localhost> 0 +0000';
const SIM_MESSAGE = 'upstream-ingest: simulated fork tip\n';

/**
 * Predicts, without a worktree, what cherry-picking each commit in order onto the fork tip does, where the tip
 * advances by every clean pick. git 2.39 has no `merge-tree --merge-base`, so for commit C with parent P and
 * simulated tip tree T: X = a commit with tree T and parent P, then `merge-tree --write-tree X C` merges with base P —
 * exactly a cherry-pick's three-way merge. Exit/status 1 is a conflict with its paths; a result equal to T is an
 * empty pick. Objects go to a scratch object directory (the repository's objects as an alternate), so nothing is
 * left in the repository.
 */
export async function predictCherryPicks(
  git: GitRunner,
  tip: string,
  commits: readonly PickToPredict[],
  options: PredictOptions = {},
): Promise<PredictResult> {
  const logger = options.logger ?? silentLogger;
  const tipCommit = (await git.run(['rev-parse', '--verify', '--end-of-options', `${tip}^{commit}`])).stdout.trim();
  const tipTree = (await git.run(['rev-parse', '--verify', '--end-of-options', `${tipCommit}^{tree}`])).stdout.trim();
  const objects = (await git.run(['rev-parse', '--git-path', 'objects'])).stdout.trim();
  const scratch = await mkdtemp(join(tmpdir(), 'ui-merge-tree-'));
  await mkdir(join(scratch, 'objects', 'info'), { recursive: true });
  const env = {
    GIT_OBJECT_DIRECTORY: join(scratch, 'objects'),
    GIT_ALTERNATE_OBJECT_DIRECTORIES: isAbsolute(objects) ? objects : resolve(git.cwd, objects),
  };
  try {
    let mode: PredictMode = options.mode ?? 'batch';
    let evaluator: Evaluator | undefined;
    if (mode === 'batch' && commits.length) {
      evaluator = await BatchEvaluator.start(git.cwd, env, scratch, tipCommit, options.probeTimeoutMs ?? 20_000).catch(
        (error: unknown) => {
          logger.warning(`merge-tree --stdin is not usable here (${String(error)}); one process per step instead`);
          return undefined;
        },
      );
      if (!evaluator) mode = 'per-commit';
    }
    evaluator ??= new PerCommitEvaluator(git, env);
    const verdicts: PickVerdict[] = [];
    let tree = tipTree;
    try {
      for (const c of commits) {
        const v = await evaluateOne(evaluator, c, tree);
        verdicts.push(v.verdict);
        if (v.verdict.verdict === 'clean') tree = v.tree;
      }
    } finally {
      await evaluator.close();
    }
    return { verdicts, mode, finalTree: tree };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

interface MergeOutcome {
  clean: boolean;
  tree: string;
  conflictPaths: string[];
}

interface Evaluator {
  /** Writes the simulated commit: tree T, parent P. */
  simulate(tree: string, parent: string): Promise<string>;
  merge(ours: string, theirs: string): Promise<MergeOutcome>;
  close(): Promise<void>;
}

async function evaluateOne(
  evaluator: Evaluator,
  c: PickToPredict,
  tree: string,
): Promise<{ verdict: PickVerdict; tree: string }> {
  // Object ids only: they go into merge-tree's line protocol, where anything else could be read as other input.
  if (!OBJECT_ID.test(c.sha) || (c.parent !== undefined && !OBJECT_ID.test(c.parent))) {
    return { verdict: { sha: c.sha, verdict: 'unknown', conflictPaths: [], reason: 'not a full commit id' }, tree };
  }
  if (!c.parent) {
    return {
      verdict: {
        sha: c.sha,
        verdict: 'unknown',
        conflictPaths: [],
        reason: 'a root commit has no parent to pick against',
      },
      tree,
    };
  }
  try {
    const x = await evaluator.simulate(tree, c.parent);
    const m = await evaluator.merge(x, c.sha);
    if (!m.clean)
      return {
        verdict: { sha: c.sha, verdict: 'conflict', conflictPaths: [...new Set(m.conflictPaths)].sort() },
        tree,
      };
    if (m.tree === tree) return { verdict: { sha: c.sha, verdict: 'empty', conflictPaths: [] }, tree };
    return { verdict: { sha: c.sha, verdict: 'clean', conflictPaths: [] }, tree: m.tree };
  } catch (error) {
    const reason = error instanceof GitError ? firstLine(error.stderr) || error.message : String(error);
    return { verdict: { sha: c.sha, verdict: 'unknown', conflictPaths: [], reason }, tree };
  }
}

/** The naive way, one `commit-tree` and one `merge-tree` process per commit (fallback, and the benchmark's floor). */
class PerCommitEvaluator implements Evaluator {
  constructor(
    private readonly git: GitRunner,
    private readonly env: Record<string, string>,
  ) {}

  async simulate(tree: string, parent: string): Promise<string> {
    const { stdout } = await this.git.run(['commit-tree', tree, '-p', parent, '-m', SIM_MESSAGE.trim()], {
      env: { ...this.env, ...simDates() },
    });
    return stdout.trim();
  }

  async merge(ours: string, theirs: string): Promise<MergeOutcome> {
    const { exitCode, stdout } = await this.git.run(
      ['merge-tree', '--write-tree', '-z', '--name-only', '--no-messages', ours, theirs],
      { env: this.env, okExitCodes: [1] },
    );
    const [tree = '', ...paths] = stdout.split('\0').filter(Boolean);
    return { clean: exitCode === 0, tree, conflictPaths: exitCode === 0 ? [] : paths };
  }

  async close(): Promise<void> {}
}

function simDates(): Record<string, string> {
  return {
    GIT_AUTHOR_NAME: 'upstream-ingest',
    GIT_AUTHOR_EMAIL: 'upstream-ingest@localhost',
    GIT_AUTHOR_DATE: '@0 +0000',
    GIT_COMMITTER_NAME: 'upstream-ingest',
    GIT_COMMITTER_EMAIL: 'upstream-ingest@localhost',
    GIT_COMMITTER_DATE: '@0 +0000',
  };
}

/**
 * Two long-lived processes: `hash-object -t commit -w --stdin-paths` writes each simulated commit (it answers line
 * by line), and `merge-tree --write-tree --stdin --messages` merges. merge-tree in --stdin mode does not flush after
 * each merge; it flushes its output when it prints a merge's messages, before the record's final NUL. So each
 * merge is followed by a trivial one (X with itself) whose flush delivers the end of the real record.
 */
class BatchEvaluator implements Evaluator {
  private merger: MergeTreeProcess;
  private hasher: LineProcess;

  private constructor(
    private readonly cwd: string,
    private readonly env: Record<string, string>,
    private readonly file: string,
    merger: MergeTreeProcess,
    hasher: LineProcess,
  ) {
    this.merger = merger;
    this.hasher = hasher;
  }

  static async start(cwd: string, env: Record<string, string>, scratch: string, tip: string, probeMs: number) {
    const merger = new MergeTreeProcess(cwd, env);
    try {
      await withTimeout(merger.merge(tip, tip, tip), probeMs, 'no answer from git merge-tree --stdin');
    } catch (error) {
      await merger.close();
      throw error;
    }
    return new BatchEvaluator(cwd, env, join(scratch, 'commit'), merger, BatchEvaluator.hasher(cwd, env));
  }

  private static hasher(cwd: string, env: Record<string, string>): LineProcess {
    return new LineProcess(cwd, env, ['hash-object', '-t', 'commit', '-w', '--no-filters', '--stdin-paths']);
  }

  async simulate(tree: string, parent: string): Promise<string> {
    if (this.hasher.dead) this.hasher = BatchEvaluator.hasher(this.cwd, this.env);
    await writeFile(
      this.file,
      `tree ${tree}\nparent ${parent}\nauthor ${SIM_IDENT}\ncommitter ${SIM_IDENT}\n\n${SIM_MESSAGE}`,
    );
    return this.hasher.ask(this.file);
  }

  async merge(ours: string, theirs: string): Promise<MergeOutcome> {
    // A merge that dies (a missing blob) takes the process with it; the next commit gets a new one.
    if (this.merger.dead) this.merger = new MergeTreeProcess(this.cwd, this.env);
    return this.merger.merge(ours, theirs, ours);
  }

  async close(): Promise<void> {
    await Promise.all([this.merger.close(), this.hasher.close()]);
  }
}

abstract class LongLived {
  protected readonly child: ChildProcessWithoutNullStreams;
  private readonly decoder = new StringDecoder('utf8');
  protected stderr = '';
  dead = false;
  private readonly exited: Promise<void>;

  constructor(cwd: string, env: Record<string, string>, args: string[]) {
    this.child = spawnGit(cwd, args, env);
    this.child.stdout.on('data', (d: Buffer) => this.onText(this.decoder.write(d)));
    this.child.stderr.on('data', (d: Buffer) => {
      if (this.stderr.length < 65_536) this.stderr += d.toString('utf8');
    });
    this.child.stdin.on('error', () => {
      /* the exit handler reports why */
    });
    this.exited = new Promise((done) => {
      const finish = (code: number | null, error?: Error) => {
        if (this.dead) return;
        this.dead = true;
        this.fail(error ?? new GitError(args, code ?? 128, this.stderr || `git ${args[0]} exited`));
        done();
      };
      this.child.on('error', (e) => finish(null, e));
      this.child.on('close', (code) => finish(code));
    });
  }

  protected send(text: string): void {
    if (this.dead) throw new GitError([], 128, this.stderr || 'git process is gone');
    this.child.stdin.write(text);
  }

  protected abstract onText(text: string): void;
  protected abstract fail(error: Error): void;

  async close(): Promise<void> {
    if (!this.dead) this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** A git process that answers each input line with one output line. */
class LineProcess extends LongLived {
  private buffer = '';
  private waiters: Array<{ resolve: (line: string) => void; reject: (e: Error) => void }> = [];

  constructor(cwd: string, env: Record<string, string>, args: string[]) {
    super(cwd, env, args);
  }

  ask(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      try {
        this.send(`${line}\n`);
      } catch (error) {
        this.waiters.pop();
        reject(error as Error);
      }
    });
  }

  protected onText(text: string): void {
    this.buffer += text;
    let nl: number;
    while ((nl = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + 1);
      this.waiters.shift()?.resolve(line.trim());
    }
  }

  protected fail(error: Error): void {
    for (const w of this.waiters.splice(0)) w.reject(error);
  }
}

/**
 * `git merge-tree --write-tree --stdin --messages -z --name-only`. Each merge prints a record of NUL-terminated
 * tokens: status (1 clean, 0 conflict), tree, conflicted paths, an empty token, message groups (count, that many
 * paths, type, text), and an empty token that ends the record.
 */
class MergeTreeProcess extends LongLived {
  private tokens: string[] = [];
  private partial = '';
  private records = 0;
  private waiters = new Map<number, { resolve: (m: MergeOutcome) => void; reject: (e: Error) => void }>();
  private sent = 0;

  constructor(cwd: string, env: Record<string, string>) {
    super(cwd, env, ['merge-tree', '--write-tree', '--name-only', '--messages', '--stdin']);
  }

  /** Merges ours and theirs; `flush` names a commit merged with itself afterwards to push the record out. */
  merge(ours: string, theirs: string, flush: string): Promise<MergeOutcome> {
    const index = this.sent;
    this.sent += 2;
    return new Promise((resolve, reject) => {
      this.waiters.set(index, { resolve, reject });
      try {
        this.send(`${ours} ${theirs}\n${flush} ${flush}\n`);
      } catch (error) {
        this.waiters.delete(index);
        reject(error as Error);
      }
    });
  }

  protected onText(text: string): void {
    const parts = (this.partial + text).split('\0');
    this.partial = parts.pop() ?? '';
    this.tokens.push(...parts);
    for (;;) {
      const parsed = parseRecord(this.tokens);
      if (!parsed) break;
      this.tokens = this.tokens.slice(parsed.used);
      const index = this.records++;
      const waiter = this.waiters.get(index);
      if (waiter) {
        this.waiters.delete(index);
        waiter.resolve(parsed.outcome);
      }
    }
  }

  protected fail(error: Error): void {
    for (const w of this.waiters.values()) w.reject(error);
    this.waiters.clear();
  }
}

/** One complete record from the front of `tokens`, or undefined when more output is needed. */
export function parseRecord(tokens: readonly string[]): { outcome: MergeOutcome; used: number } | undefined {
  if (tokens.length < 3) return undefined;
  const status = tokens[0];
  const tree = tokens[1]!;
  if (status !== '0' && status !== '1') throw new Error(`unexpected merge-tree output: ${String(status).slice(0, 80)}`);
  let i = 2;
  const conflictPaths: string[] = [];
  while (i < tokens.length && tokens[i] !== '') conflictPaths.push(tokens[i++]!);
  if (i >= tokens.length) return undefined;
  i++; // the empty token before the messages
  for (;;) {
    if (i >= tokens.length) return undefined;
    const count = tokens[i]!;
    if (count === '') return { outcome: { clean: status === '1', tree, conflictPaths }, used: i + 1 };
    const n = Number(count);
    if (!Number.isInteger(n) || n < 0) throw new Error(`unexpected merge-tree message header: ${count.slice(0, 80)}`);
    i += 1 + n + 2; // the paths, the type, the text
  }
}

/** Rejects after `ms`; a budget of 0 or less rejects at once (no waiting at all). */
function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  if (ms <= 0) {
    promise.catch(() => undefined);
    return Promise.reject(new Error(message));
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function firstLine(text: string): string {
  return (text.split('\n').find((l) => l.trim() !== '') ?? '').trim().slice(0, 300);
}
