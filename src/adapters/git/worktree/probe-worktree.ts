import { createGitRunner, type GitRunner } from '../run/git-runner.js';

/**
 * A detached work tree beside the clone for trunk bisect probes and revert commits, so the user's checkout (and its
 * HEAD) is never moved. Removed by `remove`, also after a failure.
 */
export interface ProbeWorktree {
  dir: string;
  git: GitRunner;
  moveTo(sha: string): Promise<void>;
  remove(): Promise<void>;
}

export async function addProbeWorktree(git: GitRunner, dir: string, sha: string): Promise<ProbeWorktree> {
  await git.run(['worktree', 'add', '-q', '--detach', '--force', '--end-of-options', dir, sha]);
  const wt = createGitRunner(dir);
  return {
    dir,
    git: wt,
    moveTo: async (target) => {
      await wt.run(['reset', '-q', '--hard']);
      await wt.run(['clean', '-q', '-fdx']);
      await wt.run(['checkout', '-q', '--detach', '--force', target]);
    },
    remove: async () => {
      await git.run(['worktree', 'remove', '--force', dir], { okExitCodes: [128] });
      await git.run(['worktree', 'prune']);
    },
  };
}

/** Forgets the work trees whose folders are gone (a killed run's, removed with its temp folder). */
export async function pruneWorktrees(git: GitRunner): Promise<void> {
  await git.run(['worktree', 'prune']);
}

export interface LandedCommit {
  sha: string;
  subject: string;
  message: string;
}

/** The non-merge commits of `good..bad`, oldest first: what a landing brought to trunk, in the order it applied them. */
export async function landedCommits(git: GitRunner, good: string, bad: string): Promise<LandedCommit[]> {
  const { stdout } = await git.run([
    'log',
    '-z',
    '--reverse',
    '--topo-order',
    '--no-merges',
    '--format=%H%x1f%B',
    `${good}..${bad}`,
  ]);
  return stdout
    .split('\0')
    .filter(Boolean)
    .map((record) => {
      const [sha = '', message = ''] = record.replace(/^\n/, '').split('\x1f');
      return { sha: sha.trim(), subject: message.split('\n')[0] ?? '', message };
    });
}

export interface TrunkStep {
  sha: string;
  parents: string[];
  subject: string;
  message: string;
}

/** The first-parent commits of `good..bad`, oldest first: one per landing on trunk (merges included). */
export async function firstParentSteps(git: GitRunner, good: string, bad: string): Promise<TrunkStep[]> {
  const { stdout } = await git.run([
    'log',
    '-z',
    '--reverse',
    '--first-parent',
    '--format=%H%x1f%P%x1f%B',
    `${good}..${bad}`,
  ]);
  return stdout
    .split('\0')
    .filter(Boolean)
    .map((record) => {
      const [sha = '', parents = '', message = ''] = record.replace(/^\n/, '').split('\x1f');
      return {
        sha: sha.trim(),
        parents: parents.split(' ').filter(Boolean),
        subject: message.split('\n')[0] ?? '',
        message,
      };
    });
}

/**
 * A commit on top of `onto` that reverts `culprit`, made in a throw-away work tree with a fixed identity and date
 * (the same inputs give the same SHA, so a re-run after a crash pushes the same commit). Null when it conflicts.
 */
export async function revertCommit(
  git: GitRunner,
  options: {
    dir: string;
    onto: string;
    culprit: string;
    message: string;
    identity: { name: string; email: string };
    date: string;
  },
): Promise<string | null> {
  const wt = await addProbeWorktree(git, options.dir, options.onto);
  try {
    const env = {
      GIT_AUTHOR_NAME: options.identity.name,
      GIT_AUTHOR_EMAIL: options.identity.email,
      GIT_AUTHOR_DATE: options.date,
      GIT_COMMITTER_NAME: options.identity.name,
      GIT_COMMITTER_EMAIL: options.identity.email,
      GIT_COMMITTER_DATE: options.date,
    };
    const r = await wt.git.run(['-c', 'commit.gpgSign=false', 'revert', '--no-commit', options.culprit], {
      okExitCodes: [1],
    });
    if (r.exitCode !== 0) return null;
    await wt.git.run(['-c', 'commit.gpgSign=false', 'commit', '-q', '--no-verify', '--allow-empty', '-F', '-'], {
      input: options.message,
      env,
    });
    return (await wt.git.run(['rev-parse', 'HEAD'])).stdout.trim();
  } finally {
    await wt.remove();
  }
}
