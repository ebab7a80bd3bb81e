/**
 * Cherry-picking for apply-bundle, on the real work tree: a run of commits goes through git's own sequencer in one
 * process (as fast as a plain `git cherry-pick -x`), and every stop — a conflict or an empty pick — is handed back
 * with what the caller needs to decide. Plus the reads the guards and the agent task need (blobs, diffs, blame).
 * Commit messages, paths and refs only ever travel as argument-array entries or stdin, never through a shell.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GitRunner } from './git-runner.js';
import { GitError } from './git-errors.js';
import { rerereConfig, type RepoPaths } from './worktree-state.js';

export interface Identity {
  name: string;
  email: string;
}

/**
 * Fixed committer identity and date: with the author kept from upstream, the same picks onto the same base give
 * the same commit SHAs on every run, which is what makes re-runs converge.
 */
export interface CommitterStamp {
  committer: Identity;
  /** Any date git accepts; an ISO 8601 date-time here. */
  date: string;
}

export function committerEnv(stamp: CommitterStamp): Record<string, string> {
  return {
    GIT_COMMITTER_NAME: stamp.committer.name,
    GIT_COMMITTER_EMAIL: stamp.committer.email,
    GIT_COMMITTER_DATE: stamp.date,
  };
}

/** Options that keep picks reproducible whatever the user's config says (signing, hooks' editors). */
const PICK_CONFIG = ['-c', 'commit.gpgSign=false', '-c', 'core.editor=true'];

export type PickStop =
  | { kind: 'conflict'; sha: string; conflictedPaths: string[]; rerereResolved: string[] }
  | { kind: 'empty'; sha: string };

export interface BatchOutcome {
  /** New commits, in order, for the first `landed.length` commits of the batch. */
  landed: string[];
  /** Where the sequencer stopped; the repository is left in that state for the caller. */
  stop?: PickStop;
}

export interface PickBatchOptions {
  recordOrigin: boolean;
  stamp: CommitterStamp;
  rerere: boolean;
}

async function readHeadFile(paths: RepoPaths, name: string): Promise<string | undefined> {
  try {
    return (await readFile(join(paths.gitDir, name), 'utf8')).trim() || undefined;
  } catch {
    return undefined;
  }
}

export async function headSha(git: GitRunner): Promise<string> {
  const { stdout } = await git.run(['rev-parse', '--verify', 'HEAD^{commit}']);
  return stdout.trim();
}

/** A detached HEAD file holds the SHA itself: read it without a process (the pick loop's hot path). */
async function detachedHeadSha(git: GitRunner, paths: RepoPaths): Promise<string> {
  const head = await readHeadFile(paths, 'HEAD');
  return head && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head) ? head : headSha(git);
}

/** Commits `from..to` along first parents, oldest first. */
export async function newCommits(git: GitRunner, from: string, to: string): Promise<string[]> {
  if (from === to) return [];
  const { stdout } = await git.run(['rev-list', '--reverse', '--first-parent', `${from}..${to}`]);
  return stdout.split('\n').filter(Boolean);
}

/** Unmerged paths of the index (a conflict the work tree still has to resolve). */
export async function unmergedPaths(git: GitRunner): Promise<string[]> {
  const { stdout } = await git.run(['diff', '--name-only', '-z', '--diff-filter=U']);
  return [...new Set(stdout.split('\0').filter(Boolean))];
}

function rerereResolvedPaths(stderr: string): string[] {
  return Array.from(stderr.matchAll(/^(?:Resolved|Staged) '(.+)' using previous resolution\.$/gm), (m) => m[1]!);
}

/**
 * Picks `commits` in order onto HEAD with `git cherry-pick` (one sequencer run). Stops at the first conflict or
 * empty pick and reports it, leaving CHERRY_PICK_HEAD and the conflicted work tree in place.
 */
export async function pickBatch(
  git: GitRunner,
  paths: RepoPaths,
  commits: readonly string[],
  options: PickBatchOptions,
): Promise<BatchOutcome> {
  if (commits.length === 0) return { landed: [] };
  // A pick on an attached HEAD would move that branch (possibly the fork's base): never.
  if ((await readHeadFile(paths, 'HEAD'))?.startsWith('ref:')) throw new Error('pickBatch needs a detached HEAD');
  const start = await detachedHeadSha(git, paths);
  const args = [...PICK_CONFIG, ...rerereConfig(options.rerere), 'cherry-pick', '--allow-empty-message'];
  if (options.recordOrigin) args.push('-x');
  const result = await git.run([...args, ...commits], { okExitCodes: [1], env: committerEnv(options.stamp) });
  const end = await detachedHeadSha(git, paths);
  const landed = await newCommits(git, start, end);
  if (result.exitCode === 0) return { landed };
  const stopped = await readHeadFile(paths, 'CHERRY_PICK_HEAD');
  if (!stopped) throw new GitError(['cherry-pick'], result.exitCode, result.stderr || result.stdout);
  const unmerged = await unmergedPaths(git);
  const rerereResolved = rerereResolvedPaths(result.stderr).filter((p) => !unmerged.includes(p));
  if (unmerged.length === 0 && rerereResolved.length === 0) return { landed, stop: { kind: 'empty', sha: stopped } };
  if (unmerged.length === 0 && !(await hasStagedChanges(git))) return { landed, stop: { kind: 'empty', sha: stopped } };
  return {
    landed,
    stop: {
      kind: 'conflict',
      sha: stopped,
      conflictedPaths: [...new Set([...unmerged, ...rerereResolved])].sort(),
      rerereResolved,
    },
  };
}

export async function hasStagedChanges(git: GitRunner): Promise<boolean> {
  const { exitCode } = await git.run(['diff', '--cached', '--quiet', 'HEAD', '--'], { okExitCodes: [1] });
  return exitCode === 1;
}

/** Ends a stopped pick without committing anything: sequencer state gone, work tree and index back at HEAD. */
export async function abandonPick(git: GitRunner): Promise<void> {
  await git.run(['cherry-pick', '--quit']);
  await git.run(['reset', '-q', '--hard', 'HEAD']);
}

/** Work tree content of `paths` staged as is (additions, edits and deletions), names taken literally. */
export async function stagePaths(git: GitRunner, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await git.run(['--literal-pathspecs', 'add', '-A', '--pathspec-from-file=-', '--pathspec-file-nul'], {
    input: paths.join('\0') + '\0',
  });
}

/** Records the staged resolution in rerere (before the pick state that holds its preimage is gone). */
export async function recordRerere(git: GitRunner): Promise<void> {
  await git.run([...rerereConfig(true), 'rerere']);
}

export interface ResolvedCommit {
  message: string;
  author: { name: string; email: string; date: string };
  stamp: CommitterStamp;
}

/** Commits the staged resolution of a stopped pick with the given message and the upstream author, then ends the pick. */
export async function commitResolution(git: GitRunner, commit: ResolvedCommit): Promise<string> {
  await git.run([...PICK_CONFIG, 'commit', '-q', '--no-verify', '--allow-empty', '--cleanup=verbatim', '-F', '-'], {
    input: commit.message,
    env: {
      ...committerEnv(commit.stamp),
      GIT_AUTHOR_NAME: commit.author.name,
      GIT_AUTHOR_EMAIL: commit.author.email,
      GIT_AUTHOR_DATE: commit.author.date,
    },
  });
  await git.run(['cherry-pick', '--quit']);
  return headSha(git);
}

/**
 * A commit with `treeOf`'s tree on `parent`, written without touching the work tree; no signing key (or its prompt)
 * may be needed on the runner, as for the picks themselves.
 */
export async function commitTreeOnto(
  git: GitRunner,
  treeOf: string,
  parent: string,
  commit: ResolvedCommit,
): Promise<string> {
  const { stdout } = await git.run(
    ['-c', 'commit.gpgSign=false', 'commit-tree', `${treeOf}^{tree}`, '-p', parent, '-F', '-'],
    {
      input: commit.message,
      env: {
        GIT_AUTHOR_NAME: commit.author.name,
        GIT_AUTHOR_EMAIL: commit.author.email,
        GIT_AUTHOR_DATE: commit.author.date,
        ...committerEnv(commit.stamp),
      },
    },
  );
  return stdout.trim();
}

/** Moves the detached work tree to `sha` (the tree is clean, so nothing is lost). */
export async function checkoutDetached(git: GitRunner, sha: string): Promise<void> {
  await git.run(['checkout', '-q', '--detach', sha, '--']);
}

// ---------------------------------------------------------------------------------------------------------------
// Reads for the guards and the agent task.

/** Contents of `rev:path` specs in one process; null for missing objects, non-blobs, binary or non-UTF-8 content. */
export async function readBlobs(git: GitRunner, specs: readonly string[]): Promise<Map<string, string | null>> {
  const result = new Map<string, string | null>();
  const usable = specs.filter((s) => !s.includes('\n'));
  for (const s of specs) result.set(s, null);
  if (usable.length === 0) return result;
  const { stdout } = await git.run(['cat-file', '--batch'], { input: usable.join('\n') + '\n' });
  if (stdout.includes('\ufffd')) {
    // Invalid UTF-8 somewhere shifts byte offsets: read each blob on its own instead.
    for (const s of usable) {
      const one = await git.run(['cat-file', '-p', s], { okExitCodes: [1, 128] });
      result.set(
        s,
        one.exitCode === 0 && !one.stdout.includes('\0') && !one.stdout.includes('\ufffd') ? one.stdout : null,
      );
    }
    return result;
  }
  const buffer = Buffer.from(stdout, 'utf8');
  let pos = 0;
  for (const spec of usable) {
    const nl = buffer.indexOf(0x0a, pos);
    if (nl < 0) break;
    const header = buffer.subarray(pos, nl).toString('utf8');
    pos = nl + 1;
    const m = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!m) continue; // "<spec> missing" / "ambiguous"
    const size = Number(m[2]);
    const content = buffer.subarray(pos, pos + size);
    pos += size + 1;
    result.set(spec, m[1] === 'blob' && !content.includes(0) ? content.toString('utf8') : null);
  }
  return result;
}

export interface NumstatEntry {
  path: string;
  added: number;
  deleted: number;
}

function parseNumstatZ(text: string): NumstatEntry[] {
  const out: NumstatEntry[] = [];
  for (const record of text.split('\0')) {
    const m = /^\s*(\d+|-)\t(\d+|-)\t(.+)$/s.exec(record.replace(/^\n/, ''));
    if (!m) continue;
    out.push({ path: m[3]!, added: m[1] === '-' ? 1 : Number(m[1]), deleted: m[2] === '-' ? 0 : Number(m[2]) });
  }
  return out;
}

/** What the upstream commit changes (against its first parent; the root commit against nothing). */
export async function commitNumstat(git: GitRunner, sha: string): Promise<NumstatEntry[]> {
  const { stdout } = await git.run([
    'diff-tree',
    '-r',
    '--root',
    '--no-commit-id',
    '--numstat',
    '-z',
    '--no-renames',
    sha,
  ]);
  return parseNumstatZ(stdout);
}

/** What the index (the staged resolution) changes relative to HEAD. */
export async function stagedNumstat(git: GitRunner): Promise<NumstatEntry[]> {
  const { stdout } = await git.run(['diff', '--cached', '--numstat', '-z', '--no-renames', 'HEAD', '--']);
  return parseNumstatZ(stdout);
}

export async function commitPatch(
  git: GitRunner,
  sha: string,
  maxBytes: number,
): Promise<{ patch: string; truncated: boolean }> {
  const { stdout } = await git.run([
    'diff-tree',
    '-p',
    '-r',
    '--root',
    '--no-commit-id',
    '--no-renames',
    '--no-ext-diff',
    '--no-color',
    sha,
  ]);
  if (Buffer.byteLength(stdout) <= maxBytes) return { patch: stdout, truncated: false };
  return { patch: Buffer.from(stdout).subarray(0, maxBytes).toString('utf8'), truncated: true };
}

/** Paths changed or untracked in the work tree, relative to HEAD (renames as delete + add). */
export async function worktreeChanges(git: GitRunner): Promise<string[]> {
  const { stdout } = await git.run(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']);
  return [
    ...new Set(
      stdout
        .split('\0')
        .filter(Boolean)
        .map((e) => e.slice(3)),
    ),
  ];
}

export interface BranchCommit {
  sha: string;
  parent: string;
  message: string;
}

/** The commits of `base..tip` along first parents, oldest first, with their messages (for reuse on re-runs). */
export async function readBranchCommits(git: GitRunner, base: string, tip: string): Promise<BranchCommit[]> {
  const { stdout } = await git.run([
    'log',
    '--first-parent',
    '--reverse',
    '-z',
    '--format=%H%x1f%P%x1f%B',
    `${base}..${tip}`,
    '--',
  ]);
  return stdout
    .split('\0')
    .filter(Boolean)
    .map((record) => {
      const [sha = '', parents = '', message = ''] = record.replace(/^\n/, '').split('\x1f');
      return { sha, parent: parents.split(' ')[0] ?? '', message };
    });
}

export interface ForkCommitRef {
  sha: string;
  subject: string;
  paths: string[];
}

/**
 * Fork-side commits (in HEAD, not in `upstreamSha`) that last touched the given lines of `path` at HEAD: blame over
 * `upstreamSha..HEAD`, where lines older than the range come out as boundary commits and are dropped.
 */
export async function blameForkSide(
  git: GitRunner,
  upstreamSha: string,
  path: string,
  ranges: ReadonlyArray<{ start: number; end: number }>,
): Promise<Array<{ sha: string; subject: string }>> {
  if (ranges.length === 0) return [];
  const args = ['blame', '--porcelain'];
  for (const r of ranges) args.push('-L', `${r.start},${r.end}`);
  args.push(`${upstreamSha}..HEAD`, '--', path);
  const { stdout, exitCode } = await git.run(args, { okExitCodes: [128] });
  if (exitCode !== 0) return [];
  const found = new Map<string, { subject: string; boundary: boolean }>();
  let current: string | undefined;
  for (const line of stdout.split('\n')) {
    const head = /^([0-9a-f]{40,64}) \d+ \d+/.exec(line);
    if (head) {
      current = head[1]!;
      if (!found.has(current)) found.set(current, { subject: '', boundary: false });
      continue;
    }
    if (!current) continue;
    const entry = found.get(current)!;
    if (line.startsWith('summary ')) entry.subject = line.slice(8);
    else if (line === 'boundary') entry.boundary = true;
  }
  return [...found].filter(([, v]) => !v.boundary).map(([sha, v]) => ({ sha, subject: v.subject }));
}

/** Fallback: the newest fork-side commits that changed `paths`. */
export async function forkCommitsTouching(
  git: GitRunner,
  upstreamSha: string,
  paths: readonly string[],
  limit = 10,
): Promise<ForkCommitRef[]> {
  if (paths.length === 0) return [];
  const { stdout } = await git.run([
    '--literal-pathspecs',
    'log',
    '-z',
    `-n${limit}`,
    '--no-renames',
    '--name-only',
    '--format=%x1e%H%x1f%s',
    `${upstreamSha}..HEAD`,
    '--',
    ...paths,
  ]);
  return stdout
    .split('\x1e')
    .filter(Boolean)
    .map((chunk) => {
      const [head = '', ...rest] = chunk.split('\0');
      const [sha = '', subject = ''] = head.split('\x1f');
      const names = rest
        .join('\0')
        .split(/[\0\n]/)
        .filter(Boolean);
      return { sha: sha.trim(), subject, paths: names };
    })
    .filter((c) => /^[0-9a-f]{40,64}$/.test(c.sha));
}

/** Resolves revisions to commit SHAs in one process; undefined for any that is missing or not a commit. */
export async function resolveCommits(git: GitRunner, revisions: readonly string[]): Promise<Array<string | undefined>> {
  if (revisions.length === 0) return [];
  const { stdout } = await git.run(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
    input: revisions.map((r) => `${r}^{commit}`).join('\n') + '\n',
  });
  const lines = stdout.split('\n');
  return revisions.map((_, i) => {
    const m = /^([0-9a-f]{40,64}) commit$/.exec(lines[i] ?? '');
    return m?.[1];
  });
}

export async function isAncestor(git: GitRunner, ancestor: string, descendant: string): Promise<boolean> {
  const { exitCode } = await git.run(['merge-base', '--is-ancestor', ancestor, descendant], { okExitCodes: [1] });
  return exitCode === 0;
}

/** Sets `refs/heads/<branch>` to `sha` only if it still has `expected` (null: must not exist). */
export async function updateBranch(
  git: GitRunner,
  branch: string,
  sha: string,
  expected: string | null,
): Promise<void> {
  const zero = '0'.repeat(sha.length);
  await git.run(['update-ref', '-m', 'upstream-ingest apply', `refs/heads/${branch}`, sha, expected ?? zero]);
}

/** Checks the branch out (the work tree is already at its commit or clean). */
export async function checkoutBranch(git: GitRunner, branch: string): Promise<void> {
  await git.run(['checkout', '-q', branch, '--']);
}

/**
 * Attaches HEAD to `branch` when the work tree and index already hold its commit (HEAD detached there): what
 * `git checkout` would do, without its work-tree scan.
 */
export async function attachHead(git: GitRunner, branch: string): Promise<void> {
  await git.run(['symbolic-ref', '-m', 'upstream-ingest apply: attach', 'HEAD', `refs/heads/${branch}`]);
}
