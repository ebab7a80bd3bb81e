/** Commits of a branch, read for reuse on re-runs, and revisions resolved to commits in bulk. */
import type { GitRunner } from '../run/git-runner.js';

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
