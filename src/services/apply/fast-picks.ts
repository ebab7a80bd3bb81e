import { join } from 'node:path';
import {
  PickMerger,
  parseRawCommit,
  pickAffectingConfig,
  readRawCommits,
  writeCommitChain,
  type RawCommit,
} from '../../adapters/git/pick/worktree-free-picks.js';
import {
  cherryPickMessage,
  commitObjectText,
  identLine,
  parseIsoDate,
  parseStampDate,
} from '../../domain/apply/pick-commit.js';
import type { ApplyRun } from './apply-run.js';
import { rewritesMessages, rewrittenCommit } from './fork-commit.js';

/** What the fast path landed of a batch, and whether the pick after them is empty (settled without the sequencer). */
export interface FastLanding {
  /** The fork commits of the clean start of the batch, in order. */
  landed: string[];
  /**
   * The pick right after them changes nothing on that head (the merge is clean and gives the same tree): what git's
   * sequencer would stop at as an empty pick, settled here without a checkout, a cherry-pick and its clean-up.
   */
  emptyNext: boolean;
  /** The pick right after them conflicts: the paths its merge leaves unmerged (the sequencer's own would too). */
  conflictNext?: string[];
}

const NOT_TAKEN: FastLanding = { landed: [], emptyNext: false };

/**
 * The fast path of a sequencer run: lands the clean start of `batch` onto `head` without touching the work tree per
 * commit (one merge process for the run, one write of the commits, one checkout), and returns the fork commits of
 * the landed ones. They are byte for byte the commits the per-commit path writes (same messages, authors, committer
 * stamp, hence the same SHAs): a re-run converges whichever path either run took. Returns nothing landed — and leaves
 * the whole batch to git's sequencer — whenever git could write something else (a config that changes how git writes
 * a pick, an unusual message or identity, a `.gitattributes` change that moves merge attributes) or anything fails.
 * A conflict it stops at is the per-commit path's to handle; an empty pick is reported (`emptyNext`).
 */
export async function landCleanRun(run: ApplyRun, batch: readonly string[], head: string): Promise<FastLanding> {
  if (run.ports.perCommitPicks || batch.length < 2 || !eligibleBatch(run, batch)) return NOT_TAKEN;
  try {
    return await land(run, batch, head);
  } catch (error) {
    run.logger.debug(`fast path not taken (${String(error).split('\n')[0]}): picking commit by commit`);
    return NOT_TAKEN;
  }
}

async function land(run: ApplyRun, batch: readonly string[], head: string): Promise<FastLanding> {
  const committerDate = parseStampDate(run.stamp.date);
  const committer = committerDate && identLine(run.stamp.committer.name, run.stamp.committer.email, committerDate);
  if (!committer) return NOT_TAKEN;
  // The merge process starts while the config and the commits are read (prepare started one already, as a rule).
  const starting = run.earlyMerger ?? PickMerger.start(run.git, run.tempDir);
  run.earlyMerger = undefined;
  let keep = false;
  try {
    const [{ config, raw }, merger] = await Promise.all([pickReads(run, [head, ...batch]), starting]);
    if (config.length) {
      run.logger.debug(`git config ${config.join(', ')} set: picking commit by commit`);
      return NOT_TAKEN;
    }
    const tip = raw.get(head);
    const commits = batch.map((sha) => raw.get(sha));
    if (!tip || commits.some((c) => !c || !c.plain || c.parents.length !== 1)) return NOT_TAKEN;
    const picks = batch.map((sha, k) => ({ sha, parent: commits[k]!.parents[0]!, date: commitDate(run, sha) }));
    const merged = await merger.mergeRun(tip.tree, picks);
    // A run that stopped has picks left after the stop: the next run of picks merges with the same process.
    keep = merged.stop !== undefined;
    if (!keep) run.background.push(merger.close()); // the process exits while the commits are written and checked out
    const landed = batch.slice(0, merged.trees.length);
    const texts = commitTexts(run, landed, commits as RawCommit[], merged.trees, committer);
    if (!texts) return NOT_TAKEN;
    // The work tree stays where it is: whoever needs it at the new head moves it there (moveTo), and finishing the
    // branch checks it out once (finishBranch).
    const ids = writeCommitChain(join(run.paths.commonDir, 'objects'), head, texts);
    if (ids.length) run.logger.debug(`${ids.length} clean pick(s) written without the work tree`);
    // The next run of picks starts on one of these: known as written, not read back.
    ids.forEach((id, k) => raw.set(id, parseRawCommit(texts[k]!(k === 0 ? head : ids[k - 1]!))));
    const stop = merged.stop;
    return {
      landed: ids,
      emptyNext: stop?.kind === 'empty',
      ...(stop?.kind === 'conflict' ? { conflictNext: stop.conflictPaths } : {}),
    };
  } finally {
    // Kept for the next run of picks (closed when the run ends if none takes it), or closed here: on the way through
    // already, or when the run was cut short (close is idempotent).
    if (keep) run.earlyMerger = starting;
    else run.background.push(starting.then((m) => m.close()).catch(() => undefined));
  }
}

/**
 * Starts the fast path's reads while prepare reads the ledger (a failure surfaces, and is handled, where it is
 * awaited).
 */
export function prefetchPickReads(
  run: ApplyRun,
  shas: readonly string[],
  known?: Map<string, RawCommit | undefined>,
): NonNullable<ApplyRun['pickReads']> {
  // Commits already read (prepare's first read resolves and reads them in one process) are not read again.
  const raw = known ? Promise.resolve(known) : readRawCommits(run.git, shas);
  const reads = Promise.all([pickAffectingConfig(run.git), raw]).then(([config, commits]) => ({
    config,
    raw: commits,
  }));
  reads.catch(() => undefined);
  return reads;
}

/**
 * The config and the commits a run of picks needs: what prepare read, with only the commits it has not seen read now
 * (the config cannot have changed within the run).
 */
async function pickReads(run: ApplyRun, shas: readonly string[]): Promise<NonNullable<Awaited<ApplyRun['pickReads']>>> {
  const known = await run.pickReads?.catch(() => undefined);
  if (!known) {
    run.pickReads = prefetchPickReads(run, shas);
    return run.pickReads;
  }
  const missing = shas.filter((sha) => !known.raw.get(sha));
  if (missing.length) for (const [sha, commit] of await readRawCommits(run.git, missing)) known.raw.set(sha, commit);
  return known;
}

/** Each landed pick's commit text given its parent, as the per-commit path writes it; undefined if unsure. */
function commitTexts(
  run: ApplyRun,
  landed: readonly string[],
  raw: readonly RawCommit[],
  trees: readonly string[],
  committer: string,
): Array<(parent: string) => string> | undefined {
  const rewrite = rewritesMessages(run, landed);
  const texts: Array<(parent: string) => string> = [];
  for (const [k, sha] of landed.entries()) {
    let author: string | undefined;
    let message: string | undefined;
    if (rewrite) {
      // What commit-tree writes from the environment (pick.ts, withTrailers).
      const commit = rewrittenCommit(run, sha);
      const date = parseIsoDate(commit.author.date);
      author = date && identLine(commit.author.name, commit.author.email, date);
      message = commit.message;
    } else {
      // What `git cherry-pick -x` writes: upstream's author header as stored, the message with the -x line.
      author = raw[k]!.author;
      message = cherryPickMessage(raw[k]!.message, sha);
    }
    if (author === undefined || message === undefined) return undefined;
    const tree = trees[k]!;
    const fields = { tree, author, committer, message };
    texts.push((parent) => commitObjectText({ ...fields, parent }));
  }
  return texts;
}

/** Starts the merge process while prepare reads (see ApplyRun.earlyMerger). */
export function startEarlyMerger(run: ApplyRun): void {
  if (run.earlyMerger || run.ports.perCommitPicks) return;
  run.earlyMerger = PickMerger.start(run.git, run.tempDir);
  run.earlyMerger.catch(() => undefined); // land starts its own when this one failed to start
}

/** Closes the early merge process when no run of picks took it (all reused, a config that rules the fast path out). */
export function closeEarlyMerger(run: ApplyRun): void {
  const merger = run.earlyMerger;
  run.earlyMerger = undefined;
  if (merger) run.background.push(merger.then((m) => m.close()).catch(() => undefined));
}

/** Plain single-parent commits whose changes leave `.gitattributes` alone (merge attributes stay those of the tree). */
function eligibleBatch(run: ApplyRun, batch: readonly string[]): boolean {
  if (run.settings.provenance.kind !== 'x' && run.settings.provenance.kind !== 'trailer') return false;
  return batch.every((sha) => {
    const record = run.records.get(sha);
    return (
      record?.parents.length === 1 &&
      record.paths !== undefined &&
      !record.paths.some((p) => p.path === '.gitattributes' || p.path.endsWith('/.gitattributes'))
    );
  });
}

function commitDate(run: ApplyRun, sha: string): number {
  const t = Date.parse(run.records.get(sha)!.committedAt);
  return Number.isFinite(t) ? Math.floor(t / 1000) : 0;
}
