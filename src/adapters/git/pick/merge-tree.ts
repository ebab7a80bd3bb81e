import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { tmpfsRoot } from '../../files/tmpfs-root.js';
import type { Logger } from '../../../shared/logger.js';
import { silentLogger } from '../../../shared/logger.js';
import type { ChangedPath } from '../../../domain/commit.js';
import { CachedPicks, type CachedPick, type PickCache } from './cached-picks.js';
import { removeScratchSync } from './scratch-dir.js';
import { GitError } from '../run/git-errors.js';
import { type GitRunner } from '../run/git-runner.js';
import { LongLivedGit } from '../run/long-lived-git.js';
import { TreeObjects, writeLooseObject } from '../write/tree-objects.js';

export type { CachedPick, PickCache } from './cached-picks.js';

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
  /** The paths the commit changes (no rename detection); needed for its verdict to be cached. */
  paths?: readonly ChangedPath[];
  /** Its committer date (ISO 8601) when the caller has read it already; else it is read here. */
  committedAt?: string;
}

export type PredictMode = 'batch' | 'per-commit';

export interface PredictOptions {
  /** `batch` (default): two long-lived git processes; `per-commit`: commit-tree + merge-tree per commit. */
  mode?: PredictMode;
  logger?: Logger;
  /** How long the batch probe may take before falling back to per-commit processes (0: fall back at once). */
  probeTimeoutMs?: number;
  /**
   * Batch mode: merge-tree processes run side by side (default 2). Commit k+1 is merged against the same simulated
   * tip as commit k, speculatively; only when k turns out clean (the tip moved) is k+1 merged again. Conflicts and
   * empty picks leave the tip as it was, so on a diverged fork most speculative merges stand. Verdicts are exactly
   * those of the sequential pass.
   */
  workers?: number;
  /** Called after each verdict with how many are done (progress display). */
  onProgress?: (done: number, sha: string) => void;
  /** Verdicts kept across runs (see cached-picks.ts for what may be reused); every verdict is computed without. */
  cache?: PickCache;
  /** false: every commit is picked onto the tip alone (the content check), not onto the tip advanced by earlier picks. */
  advance?: boolean;
  /**
   * The caller's own work running beside the merges (the plan's hunk read and dependency analysis): until it settles,
   * merges go one at a time. A speculative merge would take the core that work runs on, and after every clean pick
   * it is thrown away; once the work is done, the window widens as the clean rate allows.
   */
  sideWork?: PromiseLike<unknown>;
  /** The tip's commit, tree and object directory when the caller resolved them already (one `rev-parse` less). */
  tipObjects?: TipObjects;
}

export interface TipObjects {
  tipCommit: string;
  tipTree: string;
  /** `--git-path objects` as git prints it (relative to the working directory, or absolute). */
  objects: string;
}

export interface PredictResult {
  verdicts: PickVerdict[];
  mode: PredictMode;
  /** The simulated tip's tree after every clean pick. */
  finalTree: string;
  /** With a cache: how many verdicts were reused and how many cacheable ones had to be merged. */
  cache?: { hits: number; misses: number };
  /** Merges run, speculative ones included: above the count of merged picks by the merges thrown away. */
  merged: number;
  /** Verdicts taken from merges an earlier pass of the same predictor ran (`PickPredictor`). */
  kept: number;
}

const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/**
 * The predictor's objects (merge results, simulated commits) go to scratch and are thrown away with it: written
 * uncompressed (zlib's stored blocks), by git and by us. Deflating the trees was ~30 % of merge-tree's CPU in a plan
 * (0.72 → 0.51 s for 300 picks); their ids, hence every verdict, are the same.
 */
const SCRATCH_LEVEL = 0;
export const SCRATCH_GIT_OPTIONS = ['-c', `core.looseCompression=${SCRATCH_LEVEL}`];

/**
 * Fixed identity; the date is the picked commit's own committer date. The simulated commits stay byte-identical run
 * to run, and git's merge-base walk stops near the pick: a commit dated 1970 makes it walk the whole history for every
 * merge (68 ms of 71 on a real fork), which no real cherry-pick pays.
 */
const SIM_NAME = 'upstream-ingest';
const SIM_EMAIL = 'upstream-ingest@localhost';
const SIM_MESSAGE = 'upstream-ingest: simulated fork tip\n';
/** tmpfs keeps thousands of short-lived loose objects off a disk that discards blocks (seconds of system time). */
const TMPFS_MIN_FREE = 512 * 1024 * 1024;

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
  const predictor = await PickPredictor.open(git, tip, options);
  try {
    return await predictor.predict(commits, options);
  } finally {
    await predictor.close();
  }
}

/** What one pass of a predictor may be told besides its commits. */
export type PassOptions = Pick<PredictOptions, 'onProgress' | 'cache' | 'advance' | 'sideWork'> & {
  /** At most this many merges side by side in this pass (an early pass beside other work: 1). */
  maxWidth?: number;
  /** Asked before each merge: true ends the pass there (its verdicts so far are returned, every merge is kept). */
  stop?: () => boolean;
};

/**
 * Passes of cherry-pick prediction onto one fork tip that share their merge processes, scratch objects and every
 * merge result. A merge's outcome depends only on the commit, its parent and the simulated tip's tree, so a result
 * is kept under those three and any later pass that reaches the same commit on the same tree takes it instead of
 * merging again: a pass over a provisional list, started before the caller knows its final list, does the final
 * pass's merges ahead of it wherever the two agree, and where they part the final pass merges itself. Its verdicts
 * are therefore exactly those of one sequential pass over the final list. Passes run one after another.
 */
export class PickPredictor {
  private readonly memo = new Map<string, { verdict: PickVerdict; tree: string }>();
  private readonly speculation = new Speculation();
  /** Scheduler time of side-by-side merges not yet judged (ns). */
  private readonly cores = { run: 0, wait: 0 };
  private evaluator: Evaluator | undefined;
  private mode: PredictMode;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly git: GitRunner,
    private readonly tipObjects: TipObjects,
    private readonly scratch: string,
    private readonly env: Record<string, string>,
    private readonly options: PredictOptions,
  ) {
    this.mode = options.mode ?? 'batch';
  }

  static async open(git: GitRunner, tip: string, options: PredictOptions = {}): Promise<PickPredictor> {
    const tipObjects = options.tipObjects ?? (await tipAndObjects(git, tip));
    const scratch = await mkdtemp(join(scratchRoot(), 'ui-merge-tree-'));
    try {
      await mkdir(join(scratch, 'objects', 'info'), { recursive: true });
    } catch (error) {
      removeScratchSync(scratch);
      throw error;
    }
    const env = {
      GIT_OBJECT_DIRECTORY: join(scratch, 'objects'),
      GIT_ALTERNATE_OBJECT_DIRECTORIES: isAbsolute(tipObjects.objects)
        ? tipObjects.objects
        : resolve(git.cwd, tipObjects.objects),
    };
    return new PickPredictor(git, tipObjects, scratch, env, options);
  }

  /** The fork tip's commit id (the tip every pass starts from). */
  get tipCommit(): string {
    return this.tipObjects.tipCommit;
  }

  /** Starts the merge processes now (each answers a probe merge), before the first pass needs them. */
  warm(): void {
    const run = this.queue.then(() => this.evaluatorFor());
    this.queue = run.catch(() => undefined);
  }

  /** One pass over `commits` in order from the fork tip; waits for the pass before it to end. */
  predict(commits: readonly PickToPredict[], options: PassOptions = {}): Promise<PredictResult> {
    const run = this.queue.then(() => this.pass(commits, options));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Ends the merge processes (after the passes asked for) and removes the scratch objects. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue;
    try {
      await this.evaluator?.close();
    } finally {
      removeScratchSync(this.scratch);
    }
  }

  // Started at the first merge no kept result or cache answers: a run whose verdicts all come from them starts none.
  private async evaluatorFor(): Promise<Evaluator> {
    if (this.evaluator) return this.evaluator;
    if (this.mode === 'batch') {
      const width = Math.max(1, Math.min(4, this.options.workers ?? 2));
      const start = BatchEvaluator.start(
        this.git.cwd,
        this.env,
        join(this.scratch, 'objects'),
        this.tipObjects.tipCommit,
        width,
        this.options.probeTimeoutMs ?? 20_000,
      );
      this.evaluator = await start.catch((error: unknown) => {
        (this.options.logger ?? silentLogger).warning(
          `merge-tree --stdin is not usable here (${String(error)}); one process per step instead`,
        );
        return undefined;
      });
      if (!this.evaluator) this.mode = 'per-commit';
    }
    this.evaluator ??= new PerCommitEvaluator(this.git, this.env);
    return this.evaluator;
  }

  private async pass(commits: readonly PickToPredict[], options: PassOptions): Promise<PredictResult> {
    if (this.closed) throw new Error('the pick predictor is closed');
    const { tipCommit, tipTree } = this.tipObjects;
    const { memo, speculation, cores } = this;
    const dates = await commitDates(this.git, commits);
    const verdicts: PickVerdict[] = [];
    let tree = tipTree;
    const trees = options.cache
      ? new TreeObjects(
          this.git.cwd,
          this.env,
          join(this.scratch, 'objects'),
          tipCommit.length === 64 ? 'sha256' : 'sha1',
          SCRATCH_LEVEL,
        )
      : undefined;
    const cached = trees && options.cache ? new CachedPicks(trees, options.cache) : undefined;
    if (trees) await warmLookups(trees, tipTree, commits);
    const keyOf = async (c: PickToPredict, on: string) =>
      cached && c.parent && OBJECT_ID.test(c.sha) && OBJECT_ID.test(c.parent)
        ? cached.keyOf(c.sha, c.parent, c.paths, on).catch(() => undefined)
        : undefined;
    const accept = (verdict: PickVerdict, newTree: string): boolean => {
      verdicts.push(verdict);
      options.onProgress?.(verdicts.length, verdict.sha);
      if (verdict.verdict !== 'clean' || options.advance === false) return false;
      tree = newTree;
      return true;
    };
    let merged = 0;
    let kept = 0;
    let sideBusy = options.sideWork !== undefined;
    options.sideWork?.then(
      () => (sideBusy = false),
      () => (sideBusy = false),
    );
    try {
      let next = 0;
      while (next < commits.length && !options.stop?.()) {
        const first = commits[next]!;
        const known = memo.get(memoKey(first, tree));
        const firstKey = await keyOf(first, tree);
        if (known) {
          next++;
          kept++;
          // A merge an earlier pass ran is remembered across runs as this pass's own would be.
          if (firstKey && first.paths)
            await cached!.remember(
              firstKey,
              first.sha,
              known.verdict.verdict as CachedPick['verdict'],
              known.verdict.conflictPaths,
              first.paths,
              known.tree,
            );
          accept({ ...known.verdict, conflictPaths: [...known.verdict.conflictPaths] }, known.tree);
          continue;
        }
        const replayed = firstKey ? await cached!.replay(firstKey, tree) : undefined;
        if (replayed) {
          next++;
          const { verdict, conflictPaths } = replayed.cached;
          accept({ sha: first.sha, verdict, conflictPaths }, replayed.tree);
          continue;
        }
        const merger = await this.evaluatorFor();
        const on = tree;
        const width = Math.min(
          sideBusy ? 1 : speculation.width(merger.width),
          Math.max(1, options.maxWidth ?? merger.width),
        );
        // A commit already merged on this tree is not merged again beside the first.
        const window = [first];
        for (const c of commits.slice(next + 1, next + width)) {
          if (memo.has(memoKey(c, on))) break;
          window.push(c);
        }
        trees?.persist(on); // a replayed tip lives in memory until a merge reads it
        merged += window.length;
        const before = window.length > 1 ? merger.schedstat?.() : undefined;
        const tried = await Promise.all(
          window.map((c, slot) => evaluateOne(merger, c, on, dates.get(c.sha) ?? 0, slot)),
        );
        const after = before ? merger.schedstat?.() : undefined;
        if (before && after) {
          cores.run += after.runNs - before.runNs;
          cores.wait += after.waitNs - before.waitNs;
          if (cores.run + cores.wait >= CORE_SAMPLE_NS) {
            speculation.observeCores(cores.run, cores.wait);
            cores.run = cores.wait = 0;
          }
        }
        for (const [i, v] of tried.entries()) if (v.verdict.verdict !== 'unknown') memo.set(memoKey(window[i]!, on), v);
        // In order: every result up to and including the first clean pick was merged against the right tip.
        for (const [i, v] of tried.entries()) {
          next++;
          // Without advancing, no merge is ever thrown away: the window stays full.
          speculation.observe(v.verdict.verdict === 'clean' && options.advance !== false);
          const c = window[i]!;
          const key = i === 0 ? firstKey : await keyOf(c, on);
          if (key && v.verdict.verdict !== 'unknown' && c.paths)
            await cached!.remember(key, c.sha, v.verdict.verdict, v.verdict.conflictPaths, c.paths, v.tree);
          if (accept(v.verdict, v.tree)) break;
        }
      }
    } finally {
      await trees?.close();
    }
    return {
      verdicts,
      mode: this.mode,
      finalTree: tree,
      merged,
      kept,
      ...(cached ? { cache: { hits: cached.hits, misses: cached.misses } } : {}),
    };
  }
}

/** What decides a merge's outcome: the commit, its parent and the tree it is picked onto. */
function memoKey(c: PickToPredict, tree: string): string {
  return `${c.sha} ${c.parent ?? ''} ${tree}`;
}

/**
 * The cache keys read the tip's entries at every commit's paths, and the parent's directories of added paths: read
 * those trees up front, pipelined, instead of one round trip per directory per commit.
 */
async function warmLookups(trees: TreeObjects, tipTree: string, commits: readonly PickToPredict[]): Promise<void> {
  const paths = new Set<string>();
  const added = new Map<string, Set<string>>();
  for (const c of commits)
    for (const p of c.paths ?? []) {
      paths.add(p.path);
      if (p.status !== 'A' || !c.parent || !OBJECT_ID.test(c.parent)) continue;
      const dirs = added.get(c.parent) ?? new Set<string>();
      const parts = p.path.split('/').slice(0, -1);
      for (let i = 1; i <= parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
      added.set(c.parent, dirs);
    }
  await Promise.all([
    trees.prefetch(tipTree, paths),
    ...[...added].map(async ([parent, dirs]) => {
      const tree = await trees.treeOf(parent).catch(() => undefined);
      if (tree) await trees.prefetch(tree, dirs);
    }),
  ]);
}

/**
 * How many picks to merge side by side, from the clean rate seen so far. A speculative merge stands only when every
 * pick before it in its window leaves the tip as it was (conflict or empty); after a clean pick it is thrown away and
 * merged again. On a fork where most picks are clean that doubles the merges and takes a core from everything else,
 * so the window shrinks to one while the recent clean rate is above one half (the expected waste of the second
 * merge equals its expected gain there). A second merge also gains only when a core is free for it: when the merge
 * processes, side by side, spend more than a third of their time waiting for a core (other work on the machine, or
 * this run's own), the window stays at one for the next `BACKOFF_PICKS` picks, then tries two again. Verdicts do not
 * depend on the width.
 */
export class Speculation {
  private readonly recent: boolean[] = [];
  private backoff = 0;

  constructor(private readonly span = 16) {}

  observe(clean: boolean): void {
    this.recent.push(clean);
    if (this.recent.length > this.span) this.recent.shift();
    if (this.backoff > 0) this.backoff--;
  }

  /** How long the merge processes, side by side, ran and waited for a core (`/proc/<pid>/schedstat`, ns). */
  observeCores(runNs: number, waitNs: number): void {
    if (waitNs * 3 > runNs + waitNs) this.backoff = BACKOFF_PICKS;
  }

  /**
   * The window for the next merges: `max` until a few verdicts are in, then 1 while most recent picks were clean or
   * while the merges lately waited for a core.
   */
  width(max: number): number {
    if (max <= 1 || this.backoff > 0) return 1;
    if (this.recent.length < 4) return max;
    const clean = this.recent.filter(Boolean).length;
    return clean * 2 > this.recent.length ? 1 : max;
  }
}

/** Picks merged one at a time after the merge processes were seen waiting for a core. */
const BACKOFF_PICKS = 64;
/** Side-by-side merge time judged at once: enough of the scheduler's record to tell waiting from running. */
const CORE_SAMPLE_NS = 40e6;

export interface MergeOutcome {
  clean: boolean;
  tree: string;
  conflictPaths: string[];
}

interface Evaluator {
  /** How many merges may run at once (slots 0 .. width-1). */
  readonly width: number;
  /** Writes the simulated commit: tree T, parent P, dated `date` (seconds since the epoch). */
  simulate(tree: string, parent: string, date: number): Promise<string>;
  merge(ours: string, theirs: string, slot: number): Promise<MergeOutcome>;
  /** How long its merge processes have run and waited for a core, in all (ns); undefined where the OS does not say. */
  schedstat?(): { runNs: number; waitNs: number } | undefined;
  close(): Promise<void>;
}

async function evaluateOne(
  evaluator: Evaluator,
  c: PickToPredict,
  tree: string,
  date: number,
  slot = 0,
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
    const x = await evaluator.simulate(tree, c.parent, date);
    const m = await evaluator.merge(x, c.sha, slot);
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
  readonly width = 1;

  constructor(
    private readonly git: GitRunner,
    private readonly env: Record<string, string>,
  ) {}

  async simulate(tree: string, parent: string, date: number): Promise<string> {
    const { stdout } = await this.git.run(['commit-tree', tree, '-p', parent, '-m', SIM_MESSAGE.trim()], {
      env: { ...this.env, ...simIdentity(date) },
    });
    return stdout.trim();
  }

  async merge(ours: string, theirs: string): Promise<MergeOutcome> {
    const { exitCode, stdout } = await this.git.run(
      [...SCRATCH_GIT_OPTIONS, 'merge-tree', '--write-tree', '-z', '--name-only', '--no-messages', ours, theirs],
      { env: this.env, okExitCodes: [1] },
    );
    const [tree = '', ...paths] = stdout.split('\0').filter(Boolean);
    return { clean: exitCode === 0, tree, conflictPaths: exitCode === 0 ? [] : paths };
  }

  async close(): Promise<void> {}
}

function simIdentity(date: number): Record<string, string> {
  return {
    GIT_AUTHOR_NAME: SIM_NAME,
    GIT_AUTHOR_EMAIL: SIM_EMAIL,
    GIT_AUTHOR_DATE: `@${date} +0000`,
    GIT_COMMITTER_NAME: SIM_NAME,
    GIT_COMMITTER_EMAIL: SIM_EMAIL,
    GIT_COMMITTER_DATE: `@${date} +0000`,
  };
}

/**
 * The tip's commit and tree ids and the object directory, in one process when git answers plainly (every prediction
 * pays for its process starts), else one question at a time, whose errors name what is wrong.
 */
async function tipAndObjects(git: GitRunner, tip: string): Promise<TipObjects> {
  const r = await git
    .run(['rev-parse', '--git-path', 'objects', '--end-of-options', `${tip}^{commit}`, `${tip}^{tree}`], {
      okExitCodes: [128],
    })
    .catch(() => undefined);
  // git 2.39 echoes `--end-of-options` here; later versions may not.
  const lines = r?.exitCode === 0 ? r.stdout.split('\n').filter((l) => l && l !== '--end-of-options') : [];
  if (lines.length === 3 && OBJECT_ID.test(lines[1]!) && OBJECT_ID.test(lines[2]!) && !tip.startsWith('-'))
    return { objects: lines[0]!, tipCommit: lines[1]!, tipTree: lines[2]! };
  const tipCommit = (await git.run(['rev-parse', '--verify', '--end-of-options', `${tip}^{commit}`])).stdout.trim();
  const tipTree = (await git.run(['rev-parse', '--verify', '--end-of-options', `${tipCommit}^{tree}`])).stdout.trim();
  const objects = (await git.run(['rev-parse', '--git-path', 'objects'])).stdout.trim();
  return { tipCommit, tipTree, objects };
}

/**
 * Committer dates of the picks: the caller's where given, the rest in one process; a commit git cannot read keeps
 * date 0 (it is evaluated as unknown).
 */
async function commitDates(git: GitRunner, commits: readonly PickToPredict[]): Promise<Map<string, number>> {
  const dates = new Map<string, number>();
  for (const c of commits) {
    const known = c.committedAt ? Date.parse(c.committedAt) : NaN;
    if (Number.isFinite(known)) dates.set(c.sha, Math.floor(known / 1000));
  }
  const shas = [...new Set(commits.map((c) => c.sha).filter((sha) => OBJECT_ID.test(sha) && !dates.has(sha)))];
  if (!shas.length) return dates;
  const { stdout } = await git.run(['log', '--no-walk=unsorted', '--stdin', '--format=%H %ct'], {
    input: `${shas.join('\n')}\n`,
    okExitCodes: [128],
  });
  for (const line of stdout.split('\n')) {
    const [sha, ct] = line.split(' ');
    if (sha && ct) dates.set(sha, Number(ct));
  }
  return dates;
}

function scratchRoot(): string {
  return tmpfsRoot(TMPFS_MIN_FREE) ?? tmpdir();
}

/**
 * Simulated commits are written from JS as loose objects into the scratch object directory (sha1 or sha256 and
 * deflate: no process round trip per step), and `merge-tree --write-tree --stdin --messages` processes merge, one per
 * slot. merge-tree in --stdin mode does not flush after each merge; it flushes its output when it prints a merge's
 * messages, before the record's final NUL. So each merge is followed by a trivial one (X with itself) whose flush
 * delivers the end of the real record.
 */
class BatchEvaluator implements Evaluator {
  private readonly mergers: MergeTreeProcess[];

  private constructor(
    private readonly cwd: string,
    private readonly env: Record<string, string>,
    private readonly objectsDir: string,
    private readonly hash: 'sha1' | 'sha256',
    mergers: MergeTreeProcess[],
  ) {
    this.mergers = mergers;
  }

  get width(): number {
    return this.mergers.length;
  }

  static async start(
    cwd: string,
    env: Record<string, string>,
    objectsDir: string,
    tip: string,
    width: number,
    probeMs: number,
  ): Promise<BatchEvaluator> {
    const mergers = Array.from({ length: width }, () => new MergeTreeProcess(cwd, env, SCRATCH_GIT_OPTIONS));
    try {
      await withTimeout(
        Promise.all(mergers.map((m) => m.merge(tip, tip, tip))),
        probeMs,
        'no answer from git merge-tree --stdin',
      );
    } catch (error) {
      await Promise.all(mergers.map((m) => m.close()));
      throw error;
    }
    return new BatchEvaluator(cwd, env, objectsDir, tip.length === 64 ? 'sha256' : 'sha1', mergers);
  }

  async simulate(tree: string, parent: string, date: number): Promise<string> {
    const ident = `${SIM_NAME} <${SIM_EMAIL}> ${date} +0000`;
    const body = Buffer.from(`tree ${tree}\nparent ${parent}\nauthor ${ident}\ncommitter ${ident}\n\n${SIM_MESSAGE}`);
    return writeLooseObject(this.objectsDir, this.hash, 'commit', body, SCRATCH_LEVEL);
  }

  async merge(ours: string, theirs: string, slot: number): Promise<MergeOutcome> {
    // A merge that dies (a missing blob) takes the process with it; the next commit gets a new one.
    if (this.mergers[slot]!.dead) this.mergers[slot] = new MergeTreeProcess(this.cwd, this.env, SCRATCH_GIT_OPTIONS);
    return this.mergers[slot]!.merge(ours, theirs, ours);
  }

  schedstat(): { runNs: number; waitNs: number } | undefined {
    let runNs = 0;
    let waitNs = 0;
    for (const m of this.mergers) {
      const s = m.schedstat();
      if (!s) return undefined;
      runNs += s.runNs;
      waitNs += s.waitNs;
    }
    return { runNs, waitNs };
  }

  async close(): Promise<void> {
    await Promise.all(this.mergers.map((m) => m.close()));
  }
}

/**
 * `git merge-tree --write-tree --stdin --messages -z --name-only`. Each merge prints a record of NUL-terminated
 * tokens: status (1 clean, 0 conflict), tree, conflicted paths, an empty token, message groups (count, that many
 * paths, type, text), and an empty token that ends the record.
 */
export class MergeTreeProcess extends LongLivedGit {
  private readonly decoder = new StringDecoder('utf8');
  private tokens: string[] = [];
  private partial = '';
  private records = 0;
  private waiters = new Map<number, { resolve: (m: MergeOutcome) => void; reject: (e: Error) => void }>();
  private sent = 0;

  /** `gitOptions`: git's own options for this process alone, e.g. SCRATCH_GIT_OPTIONS for objects thrown away. */
  constructor(cwd: string, env: Record<string, string>, gitOptions: readonly string[] = []) {
    super(cwd, env, [...gitOptions, 'merge-tree', '--write-tree', '--name-only', '--messages', '--stdin']);
  }

  /** The scheduler's record of this process (Linux): time on a core and time waiting for one, in ns. */
  schedstat(): { runNs: number; waitNs: number } | undefined {
    if (this.dead || this.process.pid === undefined) return undefined;
    try {
      const [run, wait] = readFileSync(`/proc/${this.process.pid}/schedstat`, 'latin1').split(' ');
      const runNs = Number(run);
      const waitNs = Number(wait);
      return Number.isFinite(runNs) && Number.isFinite(waitNs) ? { runNs, waitNs } : undefined;
    } catch {
      return undefined;
    }
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

  protected onData(data: Buffer): void {
    const parts = (this.partial + this.decoder.write(data)).split('\0');
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
