/**
 * Clean cherry-picks without the work tree (apply-bundle's fast path): one `merge-tree --stdin` process merges the
 * whole run of picks, the new commits are written as loose objects from here, and the caller checks the final
 * commit out once. `git cherry-pick` rewrites the index and the changed files at every commit; this writes them once.
 *
 * git 2.39 has no `merge-tree --merge-base`, so for upstream commit C with parent P onto tree T: X = a commit with
 * tree T and parent P (written into a scratch object directory the merge reads as an alternate, so it never enters
 * the repository), and `merge-tree X C` merges with base P — exactly the cherry-pick's three-way merge, as in
 * merge-tree.ts. The merged trees and blobs go into the repository, as a cherry-pick's do.
 */
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpfsRoot } from '../../files/tmpfs-root.js';
import { makeScratchFolderSync, sweepStaleScratch } from '../../files/scratch-folder.js';
import type { GitRunner } from '../run/git-runner.js';
import { readObjectBatch, strictUtf8 } from '../read/object-batch.js';
import { MergeTreeProcess, type MergeOutcome } from './merge-tree.js';
import { writeLooseObject, type ObjectHash } from '../write/tree-objects.js';

export interface PickToMerge {
  sha: string;
  parent: string;
  /** The upstream commit's committer date (seconds): the simulated commit's, so the merge-base walk stops near it. */
  date: number;
}

export interface MergedRun {
  /** The tree after each clean pick, in order. */
  trees: string[];
  /**
   * The first pick that is not clean (its index in the input): git's sequencer stops there too. A conflict names the
   * paths it leaves unmerged (what the index of git's own pick would hold at a stage above 0).
   */
  stop?: { index: number; kind: 'conflict'; conflictPaths: string[] } | { index: number; kind: 'empty' };
}

const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** Only full object ids reach a merge or an object written from here (never a revision git would resolve). */
export function assertObjectIds(ids: readonly string[]): void {
  for (const p of ids) if (!OBJECT_ID.test(p)) throw new Error(`not a full object id: ${p.slice(0, 80)}`);
}
/** A merge that has not answered by then never will (a git whose `--stdin` mode holds its output): give up on it. */
const MERGE_DEADLINE_MS = 60_000;
const SIM_IDENT = 'upstream-ingest <upstream-ingest@localhost>';
/**
 * The simulated commits go to tmpfs when there is one: each is a directory, a file and a rename, which cost a disk
 * with a journal ~0.2 ms apiece on the way of every merge (merge-tree.ts keeps plan's scratch objects there too).
 */
const TMPFS_MIN_FREE = 64 * 1024 * 1024;
/** The scratch folders' prefix (scratch-folder.ts: a killed run's folder is removed by the next run on the host). */
const SCRATCH_PREFIX = 'upstream-ingest-picks-p';
let swept = false;

/**
 * One `merge-tree --stdin` process and its scratch object directory for one run of picks. Started before the caller
 * has read what it merges (the process starts meanwhile); `close` may be left to finish in the background.
 */
export class PickMerger {
  private readonly merger: MergeTreeProcess;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly scratch: string,
    cwd: string,
  ) {
    this.merger = new MergeTreeProcess(cwd, { GIT_ALTERNATE_OBJECT_DIRECTORIES: join(scratch, 'objects') });
  }

  /** `scratchDir` (the run's temp folder) holds the scratch objects where there is no tmpfs with room. */
  static async start(git: GitRunner, scratchDir: string): Promise<PickMerger> {
    // Made at once, so that git starts now, beside the run's other reads (not behind its queued file work).
    const scratch = makeScratchFolderSync(scratchRoot(scratchDir), SCRATCH_PREFIX);
    mkdirSync(join(scratch, 'objects'), { recursive: true });
    return new PickMerger(scratch, git.cwd);
  }

  /** Merges each pick onto the tree the previous clean pick left, from `tipTree`, up to the first that is not clean. */
  async mergeRun(tipTree: string, picks: readonly PickToMerge[]): Promise<MergedRun> {
    assertObjectIds([tipTree, ...picks.flatMap((c) => [c.sha, c.parent])]);
    const trees: string[] = [];
    let tree = tipTree;
    for (const [index, pick] of picks.entries()) {
      const merged = await this.pickOnto(tree, pick);
      if (!merged.clean) return { trees, stop: { index, kind: 'conflict', conflictPaths: merged.conflictPaths } };
      if (merged.tree === tree) return { trees, stop: { index, kind: 'empty' } };
      tree = merged.tree;
      trees.push(tree);
    }
    return { trees };
  }

  /**
   * The tree a cherry-pick of `pick` onto `tree` gives when it is clean, or undefined when it conflicts: one merge,
   * not chained to the previous one (publish re-derives each recorded pick on its own recorded parent).
   */
  async mergeOnto(tree: string, pick: PickToMerge): Promise<string | undefined> {
    assertObjectIds([tree, pick.sha, pick.parent]);
    const merged = await this.pickOnto(tree, pick);
    return merged.clean ? merged.tree : undefined;
  }

  /**
   * The tree a revert of `culprit` onto `tree` gives when it is clean, or undefined when it conflicts: the pick of an
   * inverse commit (the culprit's parent's tree on the culprit, in the scratch objects), whose merge base is the
   * culprit — base culprit, ours `tree`, theirs the culprit's parent, as `git revert` merges.
   */
  async revertOnto(
    tree: string,
    culprit: { sha: string; parentTree: string; date: number },
  ): Promise<string | undefined> {
    assertObjectIds([tree, culprit.sha, culprit.parentTree]);
    const inverse = this.simulatedCommit(culprit.parentTree, culprit.sha, culprit.date, 'simulated revert');
    return this.mergeOnto(tree, { sha: inverse, parent: culprit.sha, date: culprit.date });
  }

  /** The cherry-pick's three-way merge: a simulated commit (tree, upstream's parent) merged with the pick. */
  private pickOnto(tree: string, pick: PickToMerge): Promise<MergeOutcome> {
    const simulated = this.simulatedCommit(tree, pick.parent, pick.date, 'simulated tip');
    return withDeadline(this.merger.merge(simulated, pick.sha, simulated), MERGE_DEADLINE_MS);
  }

  /** A commit object in the scratch objects only (never in the repository), dated `date` (seconds). */
  private simulatedCommit(tree: string, parent: string, date: number, message: string): string {
    const ident = `${SIM_IDENT} ${date} +0000`;
    return writeLooseObject(
      join(this.scratch, 'objects'),
      tree.length === 64 ? 'sha256' : 'sha1',
      'commit',
      Buffer.from(`tree ${tree}\nparent ${parent}\nauthor ${ident}\ncommitter ${ident}\n\n${message}\n`),
    );
  }

  close(): Promise<void> {
    this.closing ??= this.merger
      .close()
      .finally(() => rm(this.scratch, { recursive: true, force: true }))
      .catch(() => undefined);
    return this.closing;
  }
}

function scratchRoot(fallback: string): string {
  const tmpfs = tmpfsRoot(TMPFS_MIN_FREE);
  if (!tmpfs) return fallback;
  if (!swept) {
    swept = true;
    sweepStalePickScratch(tmpfs).catch(() => undefined); // beside the run: nothing waits for it
  }
  return tmpfs;
}

/** Removes the pick scratch folders of runs whose process is gone (killed before they removed their own). */
export function sweepStalePickScratch(root: string): Promise<string[]> {
  return sweepStaleScratch(root, SCRATCH_PREFIX);
}

/**
 * Writes a chain of single-parent commits onto `parent` as loose objects of the repository (`objectsDir`) and
 * returns their ids; each commit's text comes from `texts[k](parent)` (its parent is the previous one's id).
 */
export function writeCommitChain(
  objectsDir: string,
  parent: string,
  texts: ReadonlyArray<(parent: string) => string>,
): string[] {
  const hash: ObjectHash = parent.length === 64 ? 'sha256' : 'sha1';
  const ids: string[] = [];
  let previous = parent;
  for (const text of texts) {
    previous = writeLooseObject(objectsDir, hash, 'commit', Buffer.from(text(previous), 'utf8'));
    ids.push(previous);
  }
  return ids;
}

export interface RawCommit {
  tree: string;
  parents: string[];
  /** The author header's value as stored (name, e-mail, date and offset): what the sequencer copies. */
  author: string;
  /** The message (everything after the header's blank line). */
  message: string;
  /** Only tree, parent, author, committer and signature headers: no `encoding` or other header git would act on. */
  plain: boolean;
}

/**
 * Commit objects as stored, in one `cat-file --batch` process; undefined for one that is missing, not a commit or not
 * valid UTF-8 (the sequencer would re-encode it).
 */
export async function readRawCommits(
  git: GitRunner,
  shas: readonly string[],
): Promise<Map<string, RawCommit | undefined>> {
  const objects = await readObjectBatch(
    git,
    shas.filter((s) => OBJECT_ID.test(s)),
  );
  return new Map(
    shas.map((sha) => {
      const object = objects.get(sha);
      // A commit that is not valid UTF-8 is left to git's sequencer, which re-encodes it.
      const text = object?.type === 'commit' ? strictUtf8(object.content) : undefined;
      return [sha, text === undefined ? undefined : parseRawCommit(text)];
    }),
  );
}

/**
 * Resolves `revisions` to commits and reads those commits as stored, in one `cat-file --batch` process (apply's
 * first read: the base, the bundle's commits, the branch and HEAD). `ids[i]` is revision i's commit, undefined for
 * one that is missing or not a commit (as `resolveCommits` answers); `raw` holds every resolved commit by id, as
 * `readRawCommits` would read it.
 */
export async function resolveRawCommits(
  git: GitRunner,
  revisions: readonly string[],
): Promise<{ ids: Array<string | undefined>; raw: Map<string, RawCommit | undefined> }> {
  const ids: Array<string | undefined> = revisions.map(() => undefined);
  const raw = new Map<string, RawCommit | undefined>();
  // An empty revision asks nothing (readObjectBatch skips an empty spec, and one holding a newline).
  const specs = revisions.map((r) => (r ? `${r}^{commit}` : ''));
  const objects = await readObjectBatch(git, specs);
  specs.forEach((spec, i) => {
    const object = objects.get(spec);
    if (object?.type !== 'commit') return; // missing, ambiguous, or not a commit
    ids[i] = object.oid;
    const text = strictUtf8(object.content);
    raw.set(object.oid, text === undefined ? undefined : parseRawCommit(text));
  });
  return { ids, raw };
}

const SIGNATURE_HEADERS = new Set(['gpgsig', 'gpgsig-sha256']);

/** A commit object's text as the fields the fast path uses (undefined when it is not one it can take). */
export function parseRawCommit(text: string): RawCommit | undefined {
  const end = text.indexOf('\n\n');
  if (end < 0) return undefined;
  const commit: RawCommit = { tree: '', parents: [], author: '', message: text.slice(end + 2), plain: true };
  let header = '';
  for (const line of text.slice(0, end).split('\n')) {
    if (line.startsWith(' ')) {
      if (!SIGNATURE_HEADERS.has(header)) commit.plain = false;
      continue;
    }
    const space = line.indexOf(' ');
    header = space < 0 ? line : line.slice(0, space);
    const value = space < 0 ? '' : line.slice(space + 1);
    if (header === 'tree') commit.tree = value;
    else if (header === 'parent') commit.parents.push(value);
    else if (header === 'author') commit.author = value;
    else if (header !== 'committer' && !SIGNATURE_HEADERS.has(header)) commit.plain = false;
  }
  return commit.tree && commit.author ? commit : undefined;
}

/**
 * Config keys under which git might write a pick differently from what the fast path writes (trailer rules, comment
 * characters, message clean-up, a commit encoding, renormalising merges): when any is set, every pick goes through
 * git's own sequencer.
 */
export async function pickAffectingConfig(git: GitRunner): Promise<string[]> {
  const { stdout } = await git.run(
    [
      'config',
      '-z',
      '--name-only',
      '--get-regexp',
      '^(trailer\\..*|core\\.comment.*|commit\\.cleanup|i18n\\.commitencoding|merge\\.renormalize)$',
    ],
    { okExitCodes: [1] },
  );
  return [...new Set(stdout.split('\0').filter(Boolean))];
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`git merge-tree gave no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
