import type { FileHunks, Hunk, CommitHunks } from '../../../domain/plan/hunks.js';
import { GitError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';
import { BULK_DELTA_CACHE } from './bulk-read.js';

export type { FileHunks, Hunk, CommitHunks };

export interface HunkReadResult {
  /** Commits read, by SHA (a commit with no textual change has an empty file list). */
  commits: Map<string, CommitHunks>;
  /** Commits whose patch could not be produced (missing blobs in a partial clone or snapshot), with git's reason. */
  failed: Map<string, string>;
  /** git's whole stderr for each failed commit (its advice, e.g. objects missing, is read from all of it). */
  stderr?: Map<string, string>;
  /** With `addedLines`: commit → path → the lines its patch adds (no entry for a binary file). */
  added?: AddedLines;
}

/** Commit → path → the lines its patch adds, as text (without the leading `+`). */
export type AddedLines = Map<string, Map<string, string[]>>;

const SHA_LINE = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/**
 * Zero-context hunks of many commits from one `git diff-tree --stdin -p -U0` process (two, each on half of the
 * commits, from `SPLIT_FROM` commits on). Only hunk headers are kept:
 * the line numbers are what the dependency analysis needs, and the counts give each commit's size. When git dies on
 * a missing blob, the commit it was printing is recorded as failed and the rest are read by a new process.
 */
export async function readHunks(
  git: GitRunner,
  shas: readonly string[],
  /** Also keep each file's added lines (the content check's question, answered from the same patches). */
  options: { addedLines?: boolean } = {},
): Promise<HunkReadResult> {
  if (shas.length < SPLIT_FROM) return readHunksInOne(git, shas, options);
  // Each half in its own process: git diffs one commit at a time, so one process holds a single core for seconds
  // at scale (14,000 commits: ~4 s), while a second core waits. Halves keep the order of `shas` when merged.
  const half = shas.length >> 1;
  const parts = await Promise.all([
    readHunksInOne(git, shas.slice(0, half), options),
    readHunksInOne(git, shas.slice(half), options),
  ]);
  const result: HunkReadResult = {
    commits: new Map(),
    failed: new Map(),
    ...(options.addedLines ? { added: new Map() } : {}),
  };
  for (const part of parts) {
    for (const [sha, c] of part.commits) result.commits.set(sha, c);
    for (const [sha, reason] of part.failed) result.failed.set(sha, reason);
    if (part.stderr) for (const [sha, text] of part.stderr) (result.stderr ??= new Map()).set(sha, text);
    if (part.added) for (const [sha, files] of part.added) result.added!.set(sha, files);
  }
  return result;
}

/** Above this many commits, their patches are read by two git processes at once. */
const SPLIT_FROM = 1_000;

async function readHunksInOne(
  git: GitRunner,
  shas: readonly string[],
  options: { addedLines?: boolean },
): Promise<HunkReadResult> {
  const result: HunkReadResult = {
    commits: new Map(),
    failed: new Map(),
    ...(options.addedLines ? { added: new Map() } : {}),
  };
  let rest = [...shas];
  while (rest.length) {
    const { exitCode, stdout, stderr } = await git.run(
      [
        '-c',
        'core.quotePath=false',
        ...BULK_DELTA_CACHE,
        'diff-tree',
        '--stdin',
        '--root',
        '-p',
        '-U0',
        '--no-renames',
        '--no-ext-diff',
        '--no-textconv',
        '--no-color',
        '--ignore-submodules=none',
        '--always',
      ],
      { input: `${rest.join('\n')}\n`, okExitCodes: [128] },
    );
    const parsed = parseDiffTreeOutput(stdout, result.added);
    for (const c of parsed) result.commits.set(c.sha, c);
    if (exitCode === 0) break;
    // git prints a commit's id before it reads any blob of it, so the last id printed is the commit that failed.
    const last = parsed.at(-1)?.sha;
    const failedAt = last ? rest.indexOf(last) : 0;
    if (failedAt < 0) throw new GitError(['diff-tree'], exitCode, stderr);
    const failedSha = rest[failedAt]!;
    result.commits.delete(failedSha);
    result.added?.delete(failedSha);
    result.failed.set(failedSha, firstLine(stderr) || `git diff-tree failed (exit ${exitCode})`);
    (result.stderr ??= new Map()).set(failedSha, stderr);
    rest = rest.slice(failedAt + 1);
  }
  return result;
}

/** `added`: when given, each commit's added lines by path are collected there (binary files have none). */
export function parseDiffTreeOutput(text: string, added?: AddedLines): CommitHunks[] {
  // Walked line by line without splitting the whole output: at scale it is tens of megabytes, most of it removed
  // lines that nothing reads. Only the lines kept (ids, file headers, hunk headers, added lines) become strings.
  const commits: CommitHunks[] = [];
  let commit: CommitHunks | undefined;
  let file: FileHunks | undefined;
  let files: Map<string, string[]> | undefined;
  let adds: string[] | undefined;
  const n = text.length;
  const endOf = (from: number) => {
    const end = text.indexOf('\n', from);
    return end < 0 ? n : end;
  };
  let pos = 0;
  while (pos <= n) {
    const end = endOf(pos);
    const at = pos;
    pos = end + 1;
    const length = end - at;
    // Most lines are patch text: the length rules them out before the regex runs.
    if (length === 40 || length === 64) {
      const line = text.slice(at, end);
      if (SHA_LINE.test(line)) {
        commit = { sha: line, files: [] };
        commits.push(commit);
        file = undefined;
        if (added) {
          files = new Map();
          added.set(line, files);
        }
        continue;
      }
    }
    if (!commit) continue;
    if (text.startsWith('diff --git ', at) && length >= 11) {
      file = {
        path: pathFromDiffHeader(text.slice(at + 'diff --git '.length, end)),
        binary: false,
        created: false,
        deleted: false,
        hunks: [],
        added: 0,
        removed: 0,
      };
      commit.files.push(file);
      adds = undefined;
      if (files) {
        adds = [];
        files.set(file.path, adds);
      }
      continue;
    }
    if (!file) continue;
    if (startsWithin(text, 'new file mode', at, end)) file.created = true;
    else if (startsWithin(text, 'deleted file mode', at, end)) file.deleted = true;
    else if (startsWithin(text, 'Binary files ', at, end) || startsWithin(text, 'GIT binary patch', at, end)) {
      file.binary = true;
      files?.delete(file.path);
    } else if (startsWithin(text, '@@ ', at, end)) {
      const m = HUNK_HEADER.exec(text.slice(at, end));
      if (!m) continue;
      const oldStart = Number(m[1]);
      const oldLines = m[2] === undefined ? 1 : Number(m[2]);
      const newLines = m[4] === undefined ? 1 : Number(m[4]);
      file.hunks.push([oldStart, oldLines, newLines]);
      file.added += newLines;
      file.removed += oldLines;
      // Zero context: every content line starts with '+' or '-' (or '\' for "No newline at end of file").
      while (pos < n) {
        const first = text.charCodeAt(pos);
        if (first !== 43 /* + */ && first !== 45 /* - */ && first !== 92 /* \ */) break;
        const lineEnd = endOf(pos);
        if (adds && first === 43) adds.push(text.slice(pos + 1, lineEnd));
        pos = lineEnd + 1;
      }
    }
  }
  return commits;
}

/** Whether the line `text[at, end)` starts with `prefix`. */
function startsWithin(text: string, prefix: string, at: number, end: number): boolean {
  return end - at >= prefix.length && text.startsWith(prefix, at);
}

/**
 * `a/P b/P` (or the C-quoted `"a/P" "b/P"`): with renames off both sides name the same path, so the header splits in
 * the middle however many spaces P contains.
 */
export function pathFromDiffHeader(rest: string): string {
  const half = (rest.length - 1) / 2;
  const left = Number.isInteger(half) ? rest.slice(0, half) : rest.split(' ')[0]!;
  const unquoted = left.startsWith('"') ? unquoteC(left) : left;
  return unquoted.replace(/^a\//, '');
}

/** Undoes git's C-style path quoting: `\"`, `\\`, `\t`, `\n` and octal bytes (UTF-8 sequences). */
export function unquoteC(quoted: string): string {
  const body = quoted.slice(1, -1);
  const bytes: number[] = [];
  const simple: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch !== '\\') {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
      continue;
    }
    const next = body[i + 1] ?? '';
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      bytes.push(simple[next] ?? next.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function firstLine(text: string): string {
  return (text.split('\n').find((l) => l.trim() !== '') ?? '').trim().slice(0, 300);
}
