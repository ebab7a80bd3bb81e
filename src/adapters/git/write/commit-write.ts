/**
 * Writing commits unattended: a fixed committer stamp (so re-runs give the same SHAs) and a config that needs no
 * signing key and no editor on the runner. Messages travel on stdin, never through a shell.
 */
import type { GitRunner } from '../run/git-runner.js';

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

/** Options that keep commits reproducible whatever the user's config says (signing, hooks' editors). */
export const UNATTENDED_COMMIT_CONFIG = ['-c', 'commit.gpgSign=false', '-c', 'core.editor=true'];

export interface ResolvedCommit {
  message: string;
  author: { name: string; email: string; date: string };
  stamp: CommitterStamp;
}

/** Author from upstream, committer from the stamp: the environment of every commit apply writes. */
export function resolvedCommitEnv(commit: ResolvedCommit): Record<string, string> {
  return {
    GIT_AUTHOR_NAME: commit.author.name,
    GIT_AUTHOR_EMAIL: commit.author.email,
    GIT_AUTHOR_DATE: commit.author.date,
    ...committerEnv(commit.stamp),
  };
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
    { input: commit.message, env: resolvedCommitEnv(commit) },
  );
  return stdout.trim();
}
