import { ConfigurationError } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import { GitError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';
import { TreeObjects, writeLooseObject, type TreeChange } from '../write/tree-objects.js';
import { fetchStateTipAndStore, type ObjectStore } from './state-file.js';

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
    const { tip: parent, store } = await fetchStateTipAndStore(git, options, TRACKING_REF);
    // One cat-file process reads the branch's files and the trees a write edits; the new blobs and trees are
    // written as loose objects here, as git would write them (a write was six processes more: an index, hashing,
    // staging, write-tree).
    const objects = new TreeObjects(git.cwd, {}, store.objects, store.hash);
    let commit: string | undefined;
    try {
      const current = await loadFiles(objects, parent);
      const change = update((path) => current.get(path));
      if (!change) return { changed: false, attempts: attempt };
      for (const path of Object.keys(change.files)) assertSafePath(path);
      commit = await writeCommit(git, objects, store, parent, change);
    } finally {
      await objects.close();
    }
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

const TREE_MODE = '40000';
const SUBMODULE_MODE = '160000';

/** Every file of the branch's tip by path, read through the one cat-file process (each level's reads at once). */
async function loadFiles(objects: TreeObjects, parent: string | undefined): Promise<Map<string, string>> {
  const into = new Map<string, string>();
  if (!parent) return into;
  const walk = async (tree: string, prefix: string): Promise<void> => {
    const entries = await objects.entries(tree);
    await Promise.all(
      [...entries].map(async ([name, entry]) => {
        const path = `${prefix}${name}`;
        if (entry.mode === TREE_MODE) return walk(entry.id, `${path}/`);
        if (entry.mode === SUBMODULE_MODE)
          throw new Error(`state branch: ${path} (${entry.id}) is not a readable blob`);
        const body = await objects.blob(entry.id).catch(() => {
          throw new Error(`state branch: ${path} (${entry.id}) is not a readable blob`);
        });
        into.set(path, body.toString('utf8'));
      }),
    );
  };
  await walk(await objects.treeOf(parent), '');
  return into;
}

async function writeCommit(
  git: GitRunner,
  objects: TreeObjects,
  store: ObjectStore,
  parent: string | undefined,
  change: StateUpdate,
): Promise<string> {
  // The bytes as given (no filters), each file a regular file, the parent's other files as they are.
  const changes: TreeChange[] = Object.entries(change.files).map(([path, content]) => [
    path,
    { mode: '100644', id: writeLooseObject(store.objects, store.hash, 'blob', Buffer.from(content, 'utf8')) },
  ]);
  // No parent: the edit starts from no tree at all ('' reads as empty).
  const tree = await objects.edit(parent ? await objects.treeOf(parent) : '', changes);
  objects.persist(tree);
  const args = ['commit-tree', tree, ...(parent ? ['-p', parent] : [])];
  const { stdout: commit } = await git.run(args, { env: IDENTITY, input: change.message });
  return commit.trim();
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
