import type { ChangedPath, CommitRecord, PathStatus } from '../../../domain/commit.js';
import type { GitRunner } from '../run/git-runner.js';

export type { ChangedPath, CommitRecord, PathStatus };

export interface ReadCommitsOptions {
  /** Revision arguments, e.g. ['fork..upstream'] or [upstreamSha, '^' + forkSha]. Validated SHAs only. */
  revisions: readonly string[];
  paths?: boolean;
  /** Oldest first, in topological order (parents before children). */
  oldestFirst?: boolean;
  noMerges?: boolean;
  /** Exactly the named commits, none of their ancestors (`--no-walk=unsorted`: in the order given). */
  noWalk?: boolean;
  /** Give the revisions on stdin (any number of them: no argv limit). */
  stdin?: boolean;
}

const FIELDS = '%H%x00%P%x00%an%x00%ae%x00%aI%x00%cI%x00%B%x00';
const RECORD_START = '\x1e';

/** One `git log` for any number of commits: messages and (optionally) changed paths, NUL-delimited. */
export async function readCommits(git: GitRunner, options: ReadCommitsOptions): Promise<CommitRecord[]> {
  const args = ['log', '-z', `--format=${RECORD_START}${FIELDS}`];
  args.push(options.noWalk ? '--no-walk=unsorted' : '--topo-order');
  if (options.oldestFirst) args.push('--reverse');
  if (options.noMerges) args.push('--no-merges');
  // `--raw` costs git the same tree diff as `--name-status` and also gives both blob ids, which the content check
  // needs: it then reads no second diff of these commits.
  if (options.paths) args.push('--no-renames', '--raw', '--no-abbrev', '--no-ext-diff', '--diff-merges=off');
  if (options.stdin) args.push('--stdin', '--end-of-options', '--');
  else args.push('--end-of-options', ...options.revisions, '--');
  const { stdout } = await git.run(args, options.stdin ? { input: `${options.revisions.join('\n')}\n` } : {});
  return parseCommitLog(stdout, Boolean(options.paths));
}

/**
 * A range oldest first, with paths, and its boundary: the commits outside the range that its commits have as
 * parents (`--boundary`, marked by `%m`), read in the same process. When the boundary is one commit, that commit is
 * the merge-base of the two tips (every best common ancestor is on the boundary), so no `merge-base` walk is needed.
 */
export async function readRangeAndBoundary(
  git: GitRunner,
  revisions: readonly string[],
  options: { paths: boolean } = { paths: true },
): Promise<{ commits: CommitRecord[]; boundary: CommitRecord[] }> {
  const args = ['log', '-z', `--format=${RECORD_START}${FIELDS}%m%x00`, '--topo-order', '--reverse', '--boundary'];
  if (options.paths) args.push('--no-renames', '--raw', '--no-abbrev', '--no-ext-diff', '--diff-merges=off');
  args.push('--end-of-options', ...revisions, '--');
  const { stdout } = await git.run(args);
  const commits: CommitRecord[] = [];
  const boundary: CommitRecord[] = [];
  const marks: string[] = [];
  parseCommitLog(stdout, options.paths, marks).forEach((c, i) => (marks[i] === '-' ? boundary : commits).push(c));
  return { commits, boundary };
}

/**
 * Both sides of `left...right` in one walk, oldest first, without paths: the commits only `left` reaches, those only
 * `right` reaches, and the boundary (commits outside both that their commits have as parents), told apart by `%m`.
 * One process where two logs were: git walks the shared history once.
 */
export async function readBothSides(
  git: GitRunner,
  left: string,
  right: string,
): Promise<{ left: CommitRecord[]; right: CommitRecord[]; boundary: CommitRecord[] }> {
  const args = ['log', '-z', `--format=${RECORD_START}${FIELDS}%m%x00`, '--topo-order', '--reverse', '--boundary'];
  args.push('--left-right', '--end-of-options', `${left}...${right}`, '--');
  const { stdout } = await git.run(args);
  const out = { left: [] as CommitRecord[], right: [] as CommitRecord[], boundary: [] as CommitRecord[] };
  const marks: string[] = [];
  parseCommitLog(stdout, false, marks).forEach((c, i) =>
    (marks[i] === '<' ? out.left : marks[i] === '>' ? out.right : out.boundary).push(c),
  );
  return out;
}

/**
 * The changed paths (with both blob ids) of the named commits, in one `git log --no-walk --stdin --raw` that prints
 * each commit's id and nothing else of it: the caller has the records already (their messages came with its log),
 * and at scale the messages again were half of what this read and parsed.
 */
export async function readCommitPaths(git: GitRunner, shas: readonly string[]): Promise<Map<string, ChangedPath[]>> {
  const { stdout } = await git.run(
    [
      'log',
      '-z',
      `--format=${RECORD_START}%H%x00`,
      '--no-walk=unsorted',
      '--no-renames',
      '--raw',
      '--no-abbrev',
      '--no-ext-diff',
      '--diff-merges=off',
      '--stdin',
      '--end-of-options',
      '--',
    ],
    { input: `${shas.join('\n')}\n` },
  );
  const out = new Map<string, ChangedPath[]>();
  const log = new LogReader(stdout);
  while (!log.done()) out.set(log.startRecord(), log.paths(true));
  return out;
}

/** `marks`: when given, each record carries one more field after its message (`%m`), collected there in order. */
export function parseCommitLog(text: string, withPaths: boolean, marks?: string[]): CommitRecord[] {
  const records: CommitRecord[] = [];
  const log = new LogReader(text);
  while (!log.done()) {
    const sha = log.startRecord();
    const parents = log.field().split(' ').filter(Boolean);
    const authorName = log.field();
    const authorEmail = log.field();
    const authorDate = log.field();
    const committedAt = log.field();
    const message = log.field();
    if (marks) marks.push(log.field());
    const paths = log.paths(withPaths);
    records.push({
      sha,
      parents,
      authorName,
      authorEmail,
      authorDate,
      committedAt,
      message,
      ...(withPaths ? { paths } : {}),
    });
  }
  return records;
}

/** Walks `git log -z` output written with RECORD_START before each commit: NUL-ended fields, then its paths. */
class LogReader {
  private pos = 0;

  constructor(private readonly text: string) {}

  done(): boolean {
    return this.pos >= this.text.length;
  }

  field(): string {
    const end = this.text.indexOf('\0', this.pos);
    if (end < 0) throw new Error('unexpected end of git log output');
    const value = this.text.slice(this.pos, end);
    this.pos = end + 1;
    return value;
  }

  /** The next record's commit id. */
  startRecord(): string {
    if (this.text[this.pos] !== RECORD_START) throw new Error(`unexpected git log output at offset ${this.pos}`);
    this.pos += 1;
    const sha = this.field();
    if (!isHexSha(sha)) throw new Error(`unexpected commit id in git log output: ${sha.slice(0, 80)}`);
    return sha;
  }

  /** The record's changed paths, up to the next record (read past, not kept, unless `keep`). */
  paths(keep: boolean): ChangedPath[] {
    const text = this.text;
    // -z ends each commit's format with NUL and starts the diff part with a newline.
    if (text[this.pos] === '\0') this.pos += 1;
    if (text[this.pos] === '\n') this.pos += 1;
    const out: ChangedPath[] = [];
    while (this.pos < text.length && !isRecordStart(text, this.pos)) {
      const status = this.field();
      const path = this.field();
      if (keep) out.push(changedPath(status, path));
    }
    return out;
  }
}

const ZERO_OID = /^0+$/;

/** `M` (name-status) or `:100644 100644 <old> <new> M` (raw, unabbreviated). */
function changedPath(field: string, path: string): ChangedPath {
  if (field.charCodeAt(0) !== 58 /* : */) return { status: field.charAt(0) as PathStatus, path };
  // Walked by index, not split: a log of tens of thousands of commits has this field for every changed path.
  const a = field.indexOf(' ', field.indexOf(' ') + 1) + 1;
  const b = field.indexOf(' ', a) + 1;
  const c = field.indexOf(' ', b) + 1;
  const oldOid = field.slice(a, b - 1);
  const newOid = field.slice(b, c - 1);
  return {
    status: field.charAt(c) as PathStatus,
    path,
    oldOid: isZero(oldOid) ? null : oldOid,
    newOid: isZero(newOid) ? null : newOid,
  };
}

function isZero(oid: string): boolean {
  return oid.charCodeAt(0) === 48 /* 0 */ && ZERO_OID.test(oid);
}

function isRecordStart(text: string, pos: number): boolean {
  if (text.charCodeAt(pos) !== 0x1e) return false;
  const end = text.indexOf('\0', pos + 1);
  return end > 0 && hexRun(text, pos + 1, end);
}

/** A full SHA-1 or SHA-256 in lower-case hex, checked without a regex or a substring (every record, every path). */
function isHexSha(s: string): boolean {
  return hexRun(s, 0, s.length);
}

function hexRun(text: string, from: number, to: number): boolean {
  const n = to - from;
  if (n !== 40 && n !== 64) return false;
  for (let i = from; i < to; i++) {
    const ch = text.charCodeAt(i);
    if (!((ch >= 48 && ch <= 57) || (ch >= 97 && ch <= 102))) return false;
  }
  return true;
}
