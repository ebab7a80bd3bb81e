import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigurationError } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import { GitError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';
import { readObjectBatch } from '../read/object-batch.js';
import { fetchStateTip } from './state-file.js';

export interface StateBranchOptions {
  branch: string;
  /** Remote name or URL to fetch from and push to; without it the local branch is updated (CLI use). */
  remote?: string;
  /** Authentication through the environment (tokenAuthEnv), never argv. */
  authEnv?: Record<string, string>;
  logger: Logger;
  maxAttempts?: number;
}

export interface StateUpdate {
  files: Record<string, string>;
  message: string;
}

export interface StateBranchResult {
  commit?: string;
  /** False when `update` found nothing to change (e.g. the record was already there). */
  changed: boolean;
  attempts: number;
}

const IDENTITY = {
  GIT_AUTHOR_NAME: 'upstream-ingest',
  GIT_AUTHOR_EMAIL: 'upstream-ingest@users.noreply.github.com',
  GIT_COMMITTER_NAME: 'upstream-ingest',
  GIT_COMMITTER_EMAIL: 'upstream-ingest@users.noreply.github.com',
};
const TRACKING_REF = 'refs/upstream-ingest/state-remote';

/**
 * Adds a commit to a state branch without touching the work tree or the index: read the branch, let `update` compute
 * the new file contents from the current ones, write a commit with plumbing, and push it as a fast-forward. A push
 * rejected because another run moved the branch starts over from the new tip, so concurrent writers never rewrite
 * each other's commits.
 */
export async function updateStateBranch(
  git: GitRunner,
  options: StateBranchOptions,
  update: (read: (path: string) => string | undefined) => StateUpdate | undefined,
): Promise<StateBranchResult> {
  const attempts = options.maxAttempts ?? 4;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const parent = await readTip(git, options);
    const current = new Map<string, string>();
    const read = (path: string) => current.get(path);
    await loadFiles(git, parent, current);
    const change = update(read);
    if (!change) return { changed: false, attempts: attempt };
    for (const path of Object.keys(change.files)) assertSafePath(path);
    const commit = await writeCommit(git, parent, change);
    if (await publish(git, options, commit, parent)) return { commit, changed: true, attempts: attempt };
    options.logger.info(`state branch ${options.branch} moved while writing; retrying (${attempt}/${attempts})`);
  }
  throw new ConfigurationError(
    `state branch ${options.branch}: gave up after ${attempts} concurrent updates`,
    're-run the job',
  );
}

function assertSafePath(path: string): void {
  if (
    !path ||
    path.startsWith('/') ||
    path.split('/').some((p) => p === '..' || p === '.' || p === '' || p === '.git')
  ) {
    throw new ConfigurationError(`state file path '${path}' must be a plain relative path`);
  }
}

function readTip(git: GitRunner, options: StateBranchOptions): Promise<string | undefined> {
  return fetchStateTip(git, options, TRACKING_REF);
}

async function loadFiles(git: GitRunner, parent: string | undefined, into: Map<string, string>): Promise<void> {
  if (!parent) return;
  const { stdout } = await git.run(['ls-tree', '-r', '-z', '--full-tree', parent]);
  const blobs = stdout
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta = '', path = ''] = line.split('\t');
      return { path, oid: meta.split(' ')[2] ?? '' };
    });
  if (blobs.length === 0) return;
  const objects = await readObjectBatch(
    git,
    blobs.map((b) => b.oid),
  );
  for (const b of blobs) {
    const object = objects.get(b.oid);
    if (object?.type !== 'blob') throw new Error(`state branch: ${b.path} (${b.oid}) is not a readable blob`);
    into.set(b.path, object.content.toString('utf8'));
  }
}

async function writeCommit(git: GitRunner, parent: string | undefined, change: StateUpdate): Promise<string> {
  // A private index per write: a run killed mid-write leaves its index (and lock) behind, which must not block the
  // next run, and two runs in one clone must not share one.
  const dir = await mkdtemp(join(tmpdir(), 'upstream-ingest-state-'));
  try {
    const env = { ...IDENTITY, GIT_INDEX_FILE: join(dir, 'index') };
    await git.run(parent ? ['read-tree', parent] : ['read-tree', '--empty'], { env });
    // All files hashed in one process (written to the private folder, no filters: the bytes as given) and staged
    // in one more, NUL-separated so any path is taken as it is.
    const files = Object.entries(change.files);
    if (files.length > 0) {
      const paths = files.map(([, content], i) => {
        const file = join(dir, `blob-${i}`);
        writeFileSync(file, content);
        return file;
      });
      const { stdout } = await git.run(['hash-object', '-w', '--no-filters', '--stdin-paths'], {
        input: paths.join('\n') + '\n',
      });
      const oids = stdout.trim().split('\n');
      const info = files.map(([path], i) => `100644 blob ${oids[i]}\t${path}\0`).join('');
      await git.run(['update-index', '-z', '--add', '--index-info'], { env, input: info });
    }
    const { stdout: tree } = await git.run(['write-tree'], { env });
    const args = ['commit-tree', tree.trim(), ...(parent ? ['-p', parent] : [])];
    const { stdout: commit } = await git.run(args, { env, input: change.message });
    return commit.trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function publish(
  git: GitRunner,
  options: StateBranchOptions,
  commit: string,
  parent: string | undefined,
): Promise<boolean> {
  if (!options.remote) {
    // Compare-and-swap on the local ref: a concurrent writer makes this fail instead of being overwritten.
    const expected = parent ?? '0'.repeat(40);
    const r = await git.run(['update-ref', `refs/heads/${options.branch}`, commit, expected], {
      okExitCodes: [128, 1],
    });
    return r.exitCode === 0;
  }
  try {
    // A plain push only fast-forwards: the history branch is never rewritten.
    await git.run(['push', '--quiet', '--end-of-options', options.remote, `${commit}:refs/heads/${options.branch}`], {
      env: options.authEnv ?? {},
    });
    await git.run(['update-ref', TRACKING_REF, commit]);
    return true;
  } catch (error) {
    if (
      error instanceof GitError &&
      /\(fetch first\)|\(non-fast-forward\)|cannot lock ref|stale info/i.test(error.stderr)
    ) {
      return false;
    }
    throw error;
  }
}
