import type { GitHubClient, RepoRef } from './client.js';
import { NO_RETRY } from './idempotent.js';
import { githubMessage, OPERATIONS, requestStatus, withGitHubErrors, type GitHubOperation } from './errors.js';

/** The pull-request calls of `land`: list bundle PRs, read their commits, merge, enable auto-merge, retarget. */

const OPS = {
  merge: { action: 'merging a pull request', permission: 'contents: write' },
  autoMerge: { action: 'enabling auto-merge on a pull request', permission: 'pull-requests: write' },
} as const satisfies Record<string, GitHubOperation>;

export interface OpenPull {
  number: number;
  nodeId: string;
  title: string;
  branch: string;
  headSha: string;
  base: string;
  draft: boolean;
  labels: string[];
  url: string;
}

interface RawPull {
  number: number;
  node_id: string;
  title: string;
  html_url: string;
  draft?: boolean;
  merged_at?: string | null;
  labels?: Array<{ name?: string } | string>;
  head: { ref: string; sha: string };
  base: { ref: string };
}

function toOpen(raw: RawPull): OpenPull {
  return {
    number: raw.number,
    nodeId: raw.node_id,
    title: raw.title,
    branch: raw.head.ref,
    headSha: raw.head.sha,
    base: raw.base.ref,
    draft: raw.draft ?? false,
    labels: (raw.labels ?? []).map((l) => (typeof l === 'string' ? l : (l.name ?? ''))),
    url: raw.html_url,
  };
}

/** Open PRs whose head branch starts with `prefix`, oldest first (dependencies were opened before dependents). */
export async function listBundlePulls(client: GitHubClient, repo: RepoRef, prefix: string): Promise<OpenPull[]> {
  const raws = (await withGitHubErrors(OPERATIONS.listPulls, repo, () =>
    client.paginate(client.rest.pulls.list, { ...repo, state: 'open', per_page: 100 }),
  )) as RawPull[];
  return raws
    .map(toOpen)
    .filter((p) => p.branch.startsWith(prefix))
    .sort((a, b) => a.number - b.number);
}

/** Whether the PR from `branch` was merged (the dependency of a stacked PR landed). */
export async function wasMerged(client: GitHubClient, repo: RepoRef, branch: string): Promise<boolean> {
  const raws = (await withGitHubErrors(OPERATIONS.listPulls, repo, () =>
    client.paginate(client.rest.pulls.list, {
      ...repo,
      state: 'closed',
      head: `${repo.owner}:${branch}`,
      per_page: 100,
    }),
  )) as RawPull[];
  return raws.some((r) => r.head.ref === branch && Boolean(r.merged_at));
}

export async function pullCommitMessages(client: GitHubClient, repo: RepoRef, number: number): Promise<string[]> {
  const commits = await withGitHubErrors(OPERATIONS.listPulls, repo, () =>
    client.paginate(client.rest.pulls.listCommits, { ...repo, pull_number: number, per_page: 100 }),
  );
  return commits.map((c) => c.commit.message);
}

/** The paths a pull request changes (GitHub lists at most 3000). */
export async function pullFiles(client: GitHubClient, repo: RepoRef, number: number): Promise<string[]> {
  const files = await withGitHubErrors(OPERATIONS.listPulls, repo, () =>
    client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: number, per_page: 100 }),
  );
  return files.flatMap((f) => (f.previous_filename ? [f.filename, f.previous_filename] : [f.filename]));
}

export type MergeOutcome =
  | { status: 'merged'; sha: string | null }
  /** 405: branch protection, a conflict with a newer trunk, or not mergeable yet; 409: the head moved. */
  | { status: 'unmergeable'; reason: string };

/**
 * Merges with `sha` as a guard (GitHub refuses if the head moved since the checks were read). Never forced: a
 * refusal is reported for the next run (after apply-bundle rebased the branch), not worked around.
 */
export async function mergePull(
  client: GitHubClient,
  repo: RepoRef,
  input: { number: number; sha: string; method: 'merge' | 'squash' | 'rebase'; title?: string; message?: string },
): Promise<MergeOutcome> {
  try {
    const { data } = await client.rest.pulls.merge({
      ...repo,
      pull_number: input.number,
      sha: input.sha,
      merge_method: input.method,
      ...(input.title !== undefined ? { commit_title: input.title } : {}),
      ...(input.message !== undefined ? { commit_message: input.message } : {}),
      // A refusal (405/409) is an answer, not a fault to retry; a lost answer is found by the next run's listing.
      ...NO_RETRY,
    });
    return { status: 'merged', sha: data.sha ?? null };
  } catch (error) {
    const status = requestStatus(error);
    if (status === 405 || status === 409 || status === 422)
      return { status: 'unmergeable', reason: `GitHub refused the merge (${status}): ${githubMessage(error)}` };
    return withGitHubErrors(OPS.merge, repo, () => Promise.reject(error));
  }
}

const ENABLE_AUTO_MERGE = `mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod!, $commitHeadline: String, $commitBody: String) {
  enablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId, mergeMethod: $mergeMethod, commitHeadline: $commitHeadline, commitBody: $commitBody}) {
    pullRequest { number autoMergeRequest { mergeMethod } }
  }
}`;

/** GitHub's own auto-merge (the repository must allow it): GitHub merges once the required checks pass. */
export async function enableAutoMerge(
  client: GitHubClient,
  repo: RepoRef,
  input: { nodeId: string; method: 'merge' | 'squash' | 'rebase'; title?: string; message?: string },
): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    await client.graphql(ENABLE_AUTO_MERGE, {
      pullRequestId: input.nodeId,
      mergeMethod: input.method.toUpperCase(),
      ...(input.title !== undefined ? { commitHeadline: input.title } : {}),
      ...(input.message !== undefined ? { commitBody: input.message } : {}),
    });
    return { ok: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (requestStatus(error) === undefined || requestStatus(error) === 200)
      return { ok: false, reason: `auto-merge not enabled: ${message.split('\n')[0]}` };
    return withGitHubErrors(OPS.autoMerge, repo, () => Promise.reject(error));
  }
}

/** Points a stacked PR at trunk once the PR it was stacked on has landed. */
export async function retargetPull(client: GitHubClient, repo: RepoRef, number: number, base: string): Promise<void> {
  await withGitHubErrors(OPERATIONS.updatePull, repo, () =>
    client.rest.pulls.update({ ...repo, pull_number: number, base }),
  );
}
