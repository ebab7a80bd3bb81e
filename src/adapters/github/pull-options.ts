import type { GitHubClient, RepoRef } from './client.js';
import { githubMessage, OPERATIONS, requestStatus, translateGitHubError, withGitHubErrors } from './errors.js';

/** What a fork team sets on every bundle PR (apply-bundle `pr-*` inputs, CLI `--pr-*` flags). */
export interface PullOptions {
  labels?: readonly string[];
  /** User logins asked for a review. */
  reviewers?: readonly string[];
  /** Team slugs (`org/team` or `team`) asked for a review. */
  teamReviewers?: readonly string[];
  assignees?: readonly string[];
}

export interface AppliedPullOptions {
  labels: string[];
  reviewers: string[];
  teamReviewers: string[];
  assignees: string[];
  /** Why a part was not applied (a reviewer who is not a collaborator, the PR's author). */
  warnings: string[];
}

export function hasPullOptions(o: PullOptions): boolean {
  return Boolean(o.labels?.length || o.reviewers?.length || o.teamReviewers?.length || o.assignees?.length);
}

/**
 * Labels, assignees and review requests on a bundle PR. Labels and assignees are added on every run (adding what is
 * already there changes nothing); reviewers are asked only when the PR was just created, so a re-run does not ask a
 * reviewer again after they reviewed. A review request GitHub refuses (the author, not a collaborator) is a warning:
 * the bundle's PR exists and its result stands.
 */
export async function applyPullOptions(
  client: GitHubClient,
  repo: RepoRef,
  pull: { number: number; created: boolean },
  options: PullOptions,
): Promise<AppliedPullOptions> {
  const out: AppliedPullOptions = { labels: [], reviewers: [], teamReviewers: [], assignees: [], warnings: [] };
  const labels = unique(options.labels);
  if (labels.length) {
    await withGitHubErrors(OPERATIONS.addLabels, repo, () =>
      client.rest.issues.addLabels({ ...repo, issue_number: pull.number, labels }),
    );
    out.labels = labels;
  }
  const assignees = unique(options.assignees);
  if (assignees.length) {
    const { data } = await withGitHubErrors(OPERATIONS.updateIssue, repo, () =>
      client.rest.issues.addAssignees({ ...repo, issue_number: pull.number, assignees }),
    );
    out.assignees = (data.assignees ?? []).map((a) => a.login).filter((l) => assignees.includes(l));
    const missing = assignees.filter((a) => !out.assignees.includes(a));
    if (missing.length) out.warnings.push(`not assignable in ${repo.owner}/${repo.repo}: ${missing.join(', ')}`);
  }
  const reviewers = unique(options.reviewers);
  const teams = unique(options.teamReviewers).map((t) => t.replace(/^@?[^/]+\//, ''));
  if (pull.created && (reviewers.length || teams.length)) {
    try {
      await client.rest.pulls.requestReviewers({ ...repo, pull_number: pull.number, reviewers, team_reviewers: teams });
      out.reviewers = reviewers;
      out.teamReviewers = teams;
    } catch (error) {
      if (requestStatus(error) !== 422) throw translateGitHubError(error, { ...OPERATIONS.updatePull, repo });
      out.warnings.push(`review request refused by GitHub: ${githubMessage(error)}`);
    }
  }
  return out;
}

function unique(list: readonly string[] | undefined): string[] {
  return [...new Set((list ?? []).map((s) => s.trim().replace(/^@/, '')).filter(Boolean))];
}
