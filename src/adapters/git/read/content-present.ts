import { createHash } from 'node:crypto';
import type { ChangedPath } from '../../../domain/commit.js';
import type { Logger } from '../../../shared/logger.js';
import type { GitRunner } from '../run/git-runner.js';
import { readHunks, type HunkReadResult } from './diff-hunks.js';
import { readObjectBatch } from './object-batch.js';
import { GitError } from '../run/git-errors.js';
import { predictCherryPicks, type PickVerdictKind, type TipObjects } from '../pick/merge-tree.js';

export interface ContentCheck {
  /** Upstream commits whose pick onto the tip would be empty. */
  present: Set<string>;
  /** How each checked commit was decided (explain shows it). */
  decided: Map<string, 'same-blobs' | 'untouched-path' | 'lines-missing' | PickVerdictKind>;
}

const ZERO = /^0+$/;
const BATCH_FROM = 4;

/**
 * Lines-check outcomes kept across runs (the history cache): per commit, whether its patch adds a line the tip's
 * files lack, with the key of the tip blobs it was decided against. The outcome is a function of the commit's patch
 * (fixed per SHA) and of the tip's blobs at the commit's changed paths: while none of those blobs changes (a daily
 * run: the tip moved at the few paths that landed), the patch is not read again.
 */
export interface LinesCheckStore {
  linesCheck(sha: string): { key: string; missing: boolean } | undefined;
  setLinesCheck(sha: string, key: string, missing: boolean): void;
}

/** Reads the zero-context patches of commits with their added lines (`readHunks` with `addedLines`). */
export type AddedLinesReader = (shas: readonly string[]) => Promise<HunkReadResult>;

/** A commit to check; its committer date (when known) dates the simulated pick without another git read. */
export interface ContentCommit {
  sha: string;
  parent: string | undefined;
  committedAt?: string;
}

/**
 * Which commits' picks onto `tip` would come out empty, with the same predictor plan uses (a cherry-pick's three-way
 * merge by merge-tree, onto the tip alone). Most commits are decided from blob ids first, which is exact: when every
 * changed path already has the commit's blob at the tip, the merge result is the tip (empty); when some changed path
 * still has the parent's blob at the tip, the merge takes the commit's side there (not empty). Only the rest are merged.
 */
export async function contentAlreadyPresent(
  git: GitRunner,
  tip: string,
  commits: readonly ContentCommit[],
  logger?: Logger,
  prefetched?: Promise<ContentInputs>,
  /** How the added lines of the commits still undecided are read (the ledger shares one patch read); readHunks. */
  readAdded: AddedLinesReader = (shas) => readHunks(git, shas, { addedLines: true }),
  /** `tip`'s commit, tree and object directory when the caller has them (`resolveTipsAtOnce`). */
  tipObjects?: TipObjects,
  /** Outcomes of earlier runs' lines checks: a commit whose key still matches is not read. */
  store?: LinesCheckStore,
): Promise<ContentCheck> {
  const out: ContentCheck = { present: new Set(), decided: new Map() };
  const usable = commits.filter((c) => c.parent);
  if (!usable.length) return out;
  const { changes, atTip, contents } = await completeInputs(git, tip, usable, prefetched);
  const undecided: ContentCommit[] = [];
  for (const c of usable) {
    const list = changes.get(c.sha) ?? [];
    let verdict: 'same-blobs' | 'untouched-path' | undefined = 'same-blobs';
    for (const x of list) {
      const t = atTip.get(x.path);
      // Mode-only changes and unreadable paths are left to the merge.
      if (t === undefined || x.oldOid === x.newOid) {
        verdict = undefined;
        continue;
      }
      if (t === x.oldOid) {
        verdict = 'untouched-path';
        break;
      }
      if (t !== x.newOid) verdict = undefined;
    }
    if (verdict) {
      out.decided.set(c.sha, verdict);
      if (verdict === 'same-blobs') out.present.add(c.sha);
    } else undecided.push(c);
  }
  const rest = undecided.length
    ? await addedLinesMissing(
        git,
        undecided,
        { atTip, changes, ...(contents ? { contents } : {}) },
        out,
        readAdded,
        store,
      )
    : [];
  // Each onto the tip alone (the tip does not advance); few commits get here.
  if (rest.length) {
    const predicted = await predictCherryPicks(git, tip, rest, {
      // Past a few commits, the long-lived merge-tree processes beat two processes per commit.
      mode: rest.length > BATCH_FROM ? 'batch' : 'per-commit',
      // One merge process: each merge is onto the tip alone, so a second one only adds a process start (~5 ms)
      // to merges of ~1 ms CPU each; the content check merges a few dozen at most.
      workers: 1,
      advance: false,
      ...(logger ? { logger } : {}),
      ...(tipObjects ? { tipObjects } : {}),
    });
    for (const v of predicted.verdicts) {
      out.decided.set(v.sha, v.verdict);
      if (v.verdict === 'empty') out.present.add(v.sha);
    }
  }
  return out;
}

/** Blob ids a content check decides from: each commit's changed paths, and what the tip holds at those paths. */
export interface ContentInputs {
  changes: Map<string, RawChange[]>;
  atTip: Map<string, string | null>;
  /** What was asked (a commit without changes, or a path that is a tree at the tip, has no entry). */
  askedShas: Set<string>;
  askedPaths: Set<string>;
  /** The tip's whole tree, when it was listed: any other path is answered from it, without another read. */
  listing?: TipListing;
  /** The bytes of the tip's blobs at the asked paths, by blob id, when they were read with their ids. */
  contents?: Map<string, Buffer>;
}

/** Every blob of a commit's tree by path, from one `ls-tree -r`. */
export interface TipListing {
  blobs: Map<string, string>;
  /** Paths of entries that are not blobs (submodules): left to the merge, as a tree is. */
  other: Set<string>;
}

/**
 * The tip's whole tree in one `ls-tree -r -z`: it needs only the tip, so it runs beside the history read, and it
 * answers thousands of paths for the cost of one tree walk (`cat-file --batch-check` resolves every path alone: 6,150
 * paths took 30x longer than listing a 4,000-file tree).
 */
export async function listTipBlobs(git: GitRunner, tip: string): Promise<TipListing> {
  const { stdout } = await git.run(['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', tip]);
  const blobs = new Map<string, string>();
  const other = new Set<string>();
  let pos = 0;
  while (pos < stdout.length) {
    const end = stdout.indexOf('\0', pos);
    const stop = end < 0 ? stdout.length : end;
    // `<mode> SP <type> SP <oid> TAB <path>`
    const tab = stdout.indexOf('\t', pos);
    if (tab > pos && tab < stop) {
      const meta = stdout.slice(pos, tab);
      const path = stdout.slice(tab + 1, stop);
      const s1 = meta.indexOf(' ');
      const s2 = meta.indexOf(' ', s1 + 1);
      if (meta.slice(s1 + 1, s2) === 'blob') blobs.set(path, meta.slice(s2 + 1));
      else other.add(path);
    }
    pos = stop + 1;
  }
  return { blobs, other };
}

/** What `blobsAt` answers, from a listing: a blob id, null when absent, nothing for a tree or a submodule. */
function blobsFromListing(listing: TipListing, paths: readonly string[]): Map<string, string | null> {
  const out = new Map<string, string | null>();
  let dirs: Set<string> | undefined;
  for (const p of paths) {
    if (p.includes('\n')) continue;
    const oid = listing.blobs.get(p);
    if (oid !== undefined) {
      out.set(p, oid);
      continue;
    }
    if (listing.other.has(p)) continue;
    dirs ??= directoriesOf(listing);
    if (!dirs.has(p)) out.set(p, null);
  }
  return out;
}

function directoriesOf(listing: TipListing): Set<string> {
  const dirs = new Set<string>();
  for (const p of [...listing.blobs.keys(), ...listing.other]) {
    for (let i = p.lastIndexOf('/'); i > 0; i = p.lastIndexOf('/', i - 1)) {
      const dir = p.slice(0, i);
      if (dirs.has(dir)) break;
      dirs.add(dir);
    }
  }
  return dirs;
}

/**
 * Reads the content check's inputs for a superset of the commits it will be asked about, so that this git work runs
 * beside other work (patch-ids) instead of after it. Changed paths that carry their blob ids (a log read with
 * `--raw`) need no diff; only the tip's blobs are read. The check itself reads whatever the superset missed.
 */
export async function prefetchContentInputs(
  git: GitRunner,
  tip: string,
  commits: ReadonlyArray<{ sha: string; paths?: readonly ChangedPath[] }>,
  tipListing?: Promise<TipListing>,
  /**
   * Without a listing, read the tip's blobs at these paths whole, in the process that resolves them: a check of a
   * few commits then reads no blob again for their added lines (one process instead of two).
   */
  options: { contents?: boolean } = {},
): Promise<ContentInputs> {
  const changes = new Map<string, RawChange[]>();
  const unread: string[] = [];
  for (const c of commits) {
    const list = c.paths && c.paths.every((p) => p.oldOid !== undefined) ? knownChanges(c.paths) : undefined;
    if (list) {
      if (list.length) changes.set(c.sha, list);
    } else unread.push(c.sha);
  }
  if (unread.length) for (const [sha, list] of await rawChanges(git, unread)) changes.set(sha, list);
  const paths = pathsOf(changes.values());
  const listing = tipListing ? await tipListing : undefined;
  const read = !listing && options.contents ? await blobsWithContents(git, tip, paths) : undefined;
  const atTip = listing ? blobsFromListing(listing, paths) : (read?.atTip ?? (await blobsAt(git, tip, paths)));
  return {
    changes,
    atTip,
    askedShas: new Set(commits.map((c) => c.sha)),
    askedPaths: new Set(paths),
    ...(listing ? { listing } : {}),
    ...(read ? { contents: read.contents } : {}),
  };
}

/**
 * What `blobsAt` answers, read by one `cat-file --batch` that also gives each blob's bytes: `<tip>:<path>` names a
 * blob (its id), a tree or a submodule (no entry, as blobsAt), or nothing (null: missing).
 */
async function blobsWithContents(
  git: GitRunner,
  commit: string,
  paths: readonly string[],
): Promise<{ atTip: Map<string, string | null>; contents: Map<string, Buffer> }> {
  const atTip = new Map<string, string | null>();
  const contents = new Map<string, Buffer>();
  const asked = paths.filter((p) => !p.includes('\n'));
  const objects = await readObjectBatch(
    git,
    asked.map((p) => `${commit}:${p}`),
  );
  for (const p of asked) {
    const object = objects.get(`${commit}:${p}`);
    if (!object) atTip.set(p, null);
    else if (object.type === 'blob') {
      atTip.set(p, object.oid);
      contents.set(object.oid, object.content);
    }
  }
  return { atTip, contents };
}

function knownChanges(paths: readonly ChangedPath[]): RawChange[] {
  return paths.map((p) => ({ path: p.path, oldOid: p.oldOid ?? null, newOid: p.newOid ?? null }));
}

async function completeInputs(
  git: GitRunner,
  tip: string,
  commits: ReadonlyArray<{ sha: string }>,
  prefetched: Promise<ContentInputs> | undefined,
): Promise<Pick<ContentInputs, 'changes' | 'atTip' | 'contents'>> {
  // A failed prefetch is not an answer: the check reads the inputs itself (and reports its own error).
  const have = prefetched ? await prefetched.catch(() => undefined) : undefined;
  const changes = new Map<string, RawChange[]>();
  const missing: string[] = [];
  for (const c of commits) {
    if (have?.askedShas.has(c.sha)) changes.set(c.sha, have.changes.get(c.sha) ?? []);
    else missing.push(c.sha);
  }
  // Every commit was prefetched: each of its paths was asked then, and the prefetch's answers are these answers.
  if (!missing.length && have)
    return { changes, atTip: have.atTip, ...(have.contents ? { contents: have.contents } : {}) };
  if (missing.length) for (const [sha, list] of await rawChanges(git, missing)) changes.set(sha, list);
  const paths = pathsOf(changes.values());
  const atTip = new Map<string, string | null>();
  const unknown: string[] = [];
  for (const p of paths) {
    if (!have?.askedPaths.has(p)) unknown.push(p);
    else if (have.atTip.has(p)) atTip.set(p, have.atTip.get(p)!);
  }
  if (unknown.length) {
    const found = have?.listing ? blobsFromListing(have.listing, unknown) : await blobsAt(git, tip, unknown);
    for (const [p, oid] of found) atTip.set(p, oid);
  }
  return { changes, atTip, ...(have?.contents ? { contents: have.contents } : {}) };
}

function pathsOf(lists: Iterable<RawChange[]>): string[] {
  const out = new Set<string>();
  for (const list of lists) for (const x of list) out.add(x.path);
  return [...out];
}

interface RawChange {
  path: string;
  /** Blob ids; all zeros when absent (`null` in blobsAt). */
  oldOid: string | null;
  newOid: string | null;
}

/** `diff-tree --stdin -r --raw -z` for many commits in one process: per commit its changed paths with blob ids. */
async function rawChanges(git: GitRunner, shas: readonly string[]): Promise<Map<string, RawChange[]>> {
  const { stdout } = await git.run(['diff-tree', '--stdin', '-r', '--no-renames', '--raw', '-z'], {
    input: `${shas.join('\n')}\n`,
  });
  const out = new Map<string, RawChange[]>();
  const fields = stdout.split('\0');
  let current: RawChange[] | undefined;
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!.replace(/^\n/, '');
    if (!f) continue;
    if (f.startsWith(':')) {
      const [, , oldOid = '', newOid = ''] = f.slice(1).split(' ');
      const path = fields[++i] ?? '';
      current?.push({ path, oldOid: ZERO.test(oldOid) ? null : oldOid, newOid: ZERO.test(newOid) ? null : newOid });
    } else {
      current = [];
      out.set(f.trim(), current);
    }
  }
  return out;
}

/** Blob id of each path at `commit` (null: absent), by one `cat-file --batch-check`; paths with a newline are skipped. */
async function blobsAt(git: GitRunner, commit: string, paths: readonly string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  const asked = paths.filter((p) => !p.includes('\n'));
  if (!asked.length) return out;
  const { stdout } = await git.run(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
    input: asked.map((p) => `${commit}:${p}`).join('\n') + '\n',
  });
  const lines = stdout.split('\n');
  asked.forEach((p, i) => {
    const line = lines[i] ?? '';
    if (line.endsWith(' missing')) out.set(p, null);
    else {
      const [oid, type] = line.split(' ');
      // A path that is a tree at the tip (a file became a directory) is left to the merge.
      if (oid && type === 'blob') out.set(p, oid);
    }
  });
  return out;
}

/** What the lines check reads a commit against: its changed paths, the tip's blobs there, bytes already read. */
interface LinesInputs {
  atTip: ReadonlyMap<string, string | null>;
  changes: ReadonlyMap<string, readonly RawChange[]>;
  contents?: ReadonlyMap<string, Buffer>;
}

/**
 * A pick can only be empty when every line it adds is already in the tip's version of that file (a clean merge keeps
 * its added lines; a conflict is not empty). Commits with an added line the tip lacks are decided `lines-missing`;
 * the rest (binary patches, deletions only, lines all present) are returned for the merge.
 */
async function addedLinesMissing(
  git: GitRunner,
  commits: readonly ContentCommit[],
  inputs: LinesInputs,
  out: ContentCheck,
  readAdded: AddedLinesReader,
  store?: LinesCheckStore,
): Promise<ContentCommit[]> {
  const { atTip, changes } = inputs;
  const missingOf = new Map<string, boolean>();
  const keys = new Map<string, string>();
  if (store)
    for (const c of commits) {
      const key = linesKey(changes.get(c.sha) ?? [], atTip);
      keys.set(c.sha, key);
      const kept = store.linesCheck(c.sha);
      if (kept?.key === key) missingOf.set(c.sha, kept.missing);
    }
  const unread = store ? commits.filter((c) => !missingOf.has(c.sha)) : commits;
  if (unread.length)
    await checkAddedLines(git, unread, inputs, readAdded, missingOf, store ? { store, keys } : undefined);
  const rest: ContentCommit[] = [];
  for (const c of commits) {
    if (missingOf.get(c.sha)) out.decided.set(c.sha, 'lines-missing');
    else rest.push(c);
  }
  return rest;
}

/**
 * Reads the commits' added lines and the tip's blobs at their paths, and sets each commit's outcome in `missingOf`
 * (kept in `store`, under its key, where every blob it needed was read: an unreadable blob counts as lacking every
 * line, which is not a fact about the commit).
 */
async function checkAddedLines(
  git: GitRunner,
  commits: readonly ContentCommit[],
  inputs: LinesInputs,
  readAdded: AddedLinesReader,
  missingOf: Map<string, boolean>,
  keep?: { store: LinesCheckStore; keys: ReadonlyMap<string, string> },
): Promise<void> {
  const { atTip, changes } = inputs;
  // The tip's blobs at every path these commits change (a superset of the paths their patches add lines to) are
  // read beside the patches, not after them.
  const oids = new Set<string>();
  for (const c of commits)
    for (const x of changes.get(c.sha) ?? []) {
      const oid = atTip.get(x.path);
      if (oid) oids.add(oid);
    }
  const [read, lines] = await Promise.all([
    readAdded(commits.map((c) => c.sha)),
    blobLines(git, [...oids], inputs.contents),
  ]);
  // A patch git could not produce (objects missing) fails the check, as a failed diff always did.
  const failure = commits.find((c) => read.failed.has(c.sha));
  if (failure) throw new GitError(['diff-tree'], 128, read.stderr?.get(failure.sha) ?? read.failed.get(failure.sha)!);
  const added = read.added ?? new Map<string, Map<string, string[]>>();
  for (const c of commits) {
    let missing = false;
    let whole = true;
    // Binary files have no entry: only a merge can tell.
    for (const [path, add] of added.get(c.sha) ?? []) {
      if (!atTip.has(path)) continue;
      const oid = atTip.get(path);
      const have = oid ? lines.get(oid) : NO_LINES;
      if (!have) whole = false;
      if (add.some((l) => !have?.has(l))) {
        missing = true;
        break;
      }
    }
    missingOf.set(c.sha, missing);
    const key = keep?.keys.get(c.sha);
    if (keep && key !== undefined && whole) keep.store.setLinesCheck(c.sha, key, missing);
  }
}

/**
 * What a lines check of a commit is decided against: the tip's blob at each path the commit changes (or that the
 * tip has none there, or that it was not read), with this check's rule version. Equal keys, equal outcomes.
 */
function linesKey(list: readonly RawChange[], atTip: ReadonlyMap<string, string | null>): string {
  const h = createHash('sha1').update(LINES_RULE);
  for (const x of list) h.update(`\0${x.path}\0${atTip.has(x.path) ? (atTip.get(x.path) ?? '-') : '?'}`);
  return h.digest('base64url');
}

/** Changed whenever what the lines check compares changes (kept outcomes of another rule are not used). */
const LINES_RULE = 'added-lines-1';

/** Each blob's lines: from the bytes already read, the rest by one `cat-file --batch`. */
async function blobLines(
  git: GitRunner,
  oids: readonly string[],
  known?: ReadonlyMap<string, Buffer>,
): Promise<Map<string, BlobLines>> {
  const out = new Map<string, BlobLines>();
  const unread = known ? oids.filter((oid) => !known.has(oid)) : oids;
  const objects = unread.length ? await readObjectBatch(git, unread) : undefined;
  for (const oid of oids) {
    const content = known?.get(oid) ?? objects?.get(oid)?.content;
    if (content) out.set(oid, new BlobLines(content));
  }
  return out;
}

/** How many lines of one blob are looked for by search before its lines are put in a set. */
const SEARCHES_BEFORE_SET = 16;

/**
 * Whether a blob has a line, as `new Set(text.split('\n')).has(line)` answers, without building the set for every
 * blob: most commits are decided by their first added line that the tip lacks, so most blobs are asked once or
 * twice (at LLVM scale, sets of ~15,000 blobs were a tenth of the run's JavaScript). The text is decoded when first
 * asked; a blob asked many times (a large commit) gets its set.
 */
export class BlobLines {
  private text: string | undefined;
  private set: Set<string> | undefined;
  private searches = 0;

  constructor(private readonly content: Buffer | string) {}

  has(line: string): boolean {
    if (this.set) return this.set.has(line);
    const text = (this.text ??= typeof this.content === 'string' ? this.content : this.content.toString('utf8'));
    if (++this.searches > SEARCHES_BEFORE_SET) {
      this.set = new Set(text.split('\n'));
      return this.set.has(line);
    }
    return hasLine(text, line);
  }
}

/** A path the tip lacks: no line is there (not even an empty one). */
const NO_LINES: Pick<BlobLines, 'has'> = { has: () => false };

/** Whether `line` (no newline in it) is one of the `\n`-separated lines of `text`. */
export function hasLine(text: string, line: string): boolean {
  for (let from = 0; from <= text.length;) {
    const at = text.indexOf(line, from);
    if (at < 0) return false;
    const end = at + line.length;
    if ((at === 0 || text.charCodeAt(at - 1) === 10) && (end === text.length || text.charCodeAt(end) === 10))
      return true;
    from = at + 1;
  }
  return false;
}
