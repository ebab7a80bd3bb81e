/**
 * The hand-over between the untrusted job (picks, agent, verify) and the privileged one (push, PR): a git bundle of
 * the apply branch, and the reads the privileged job re-checks it with. Nothing here checks out or runs anything from
 * the bundle: objects are written, refs are read, trees are computed.
 */
import { ConfigurationError } from '../../../shared/errors.js';
import { GitError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';

/** Writes `file` holding refs/heads/<branch>, with `base` as its one prerequisite. */
export async function createBranchBundle(git: GitRunner, file: string, branch: string, base: string): Promise<void> {
  await git.run(['bundle', 'create', '-q', file, `refs/heads/${branch}`, `^${base}`]);
}

/** Stores the bundle's objects (no ref is changed) and returns its refs. Missing prerequisites: a user error. */
export async function unbundle(git: GitRunner, file: string): Promise<Map<string, string>> {
  try {
    const { stdout } = await git.run(['bundle', 'unbundle', file]);
    const refs = new Map<string, string>();
    for (const line of stdout.split('\n')) {
      const m = /^([0-9a-f]{40,64}) (\S+)$/.exec(line.trim());
      if (m) refs.set(m[2]!, m[1]!);
    }
    return refs;
  } catch (error) {
    if (error instanceof GitError && /prerequisite|lacks/i.test(error.stderr)) {
      throw new ConfigurationError(
        `artifact ${file}: this repository lacks the base commit the bundle was made on`,
        'check out the fork with its full history (fetch-depth: 0) in the publishing job',
      );
    }
    if (error instanceof GitError) {
      throw new ConfigurationError(
        `artifact ${file}: not a readable git bundle (${error.stderr.trim().split('\n')[0]})`,
      );
    }
    throw error;
  }
}

export interface ChainCommit {
  sha: string;
  parents: string[];
  tree: string;
  message: string;
}

/** Every commit in base..head, oldest first (topological), with parents, tree and message. */
export async function chainCommits(git: GitRunner, base: string, head: string): Promise<ChainCommit[]> {
  const { stdout } = await git.run([
    'log',
    '-z',
    '--reverse',
    '--topo-order',
    '--format=%H%x00%P%x00%T%x00%B',
    '--end-of-options',
    head,
    `^${base}`,
    '--',
  ]);
  const fields = stdout.split('\0');
  const out: ChainCommit[] = [];
  // -z ends each record with a NUL: four fields per record, the message last.
  for (let i = 0; i + 3 < fields.length; i += 4) {
    const sha = fields[i]!.replace(/^\n/, '');
    if (!sha) break;
    out.push({
      sha,
      parents: fields[i + 1]!.split(' ').filter(Boolean),
      tree: fields[i + 2]!,
      message: fields[i + 3]!,
    });
  }
  return out;
}

/** Paths that differ between two trees or commits (no rename detection: every path by its own name). */
export async function changedPaths(git: GitRunner, from: string, to: string): Promise<string[]> {
  const { stdout } = await git.run(['diff-tree', '-r', '-z', '--no-renames', '--name-only', from, to, '--']);
  return stdout.split('\0').filter(Boolean);
}

/**
 * The tree a cherry-pick of `upstream` onto `parent` gives when it is clean, or undefined when it conflicts: the
 * same three-way merge (base = upstream's parent) as the sequencer, with no work tree. git 2.39 has no
 * `merge-tree --merge-base`, so a scratch commit with the fork tree and upstream's parent as its parent gives the
 * merge its base.
 */
export async function cleanPickTree(git: GitRunner, parent: string, upstream: string): Promise<string | undefined> {
  const env = {
    GIT_AUTHOR_NAME: 'upstream-ingest',
    GIT_AUTHOR_EMAIL: 'upstream-ingest@localhost',
    GIT_AUTHOR_DATE: '1700000000 +0000',
    GIT_COMMITTER_NAME: 'upstream-ingest',
    GIT_COMMITTER_EMAIL: 'upstream-ingest@localhost',
    GIT_COMMITTER_DATE: '1700000000 +0000',
  };
  const scratch = (
    await git.run(
      ['-c', 'commit.gpgSign=false', 'commit-tree', `${parent}^{tree}`, '-p', `${upstream}^`, '-m', 'scratch'],
      {
        env,
      },
    )
  ).stdout.trim();
  const merged = await git.run(['merge-tree', '--write-tree', '--no-messages', scratch, upstream], {
    okExitCodes: [1],
  });
  if (merged.exitCode !== 0) return undefined;
  return merged.stdout.split('\n')[0]!.trim();
}

/** The text of `rev:path`, or null when absent or binary (NUL byte). */
export async function blobText(git: GitRunner, rev: string, path: string): Promise<string | null> {
  const result = await git.run(['cat-file', '-p', `${rev}:${path}`], { okExitCodes: [128] });
  if (result.exitCode !== 0) return null;
  return result.stdout.includes('\0') ? null : result.stdout;
}

/** Every path of a commit's tree (what a root commit "changes"). */
export async function treePaths(git: GitRunner, rev: string): Promise<string[]> {
  const { stdout } = await git.run(['ls-tree', '-r', '-z', '--name-only', rev]);
  return stdout.split('\0').filter(Boolean);
}
