import type { UpstreamCiSource, UpstreamCiState } from '../../domain/plan/upstream-ci.js';
import type { GitHubClient, RepoRef } from './client.js';
import { getUpstreamCiState } from './statuses.js';

/**
 * The planner's upstream CI gate on GitHub: check runs and commit statuses of the upstream repository, combined.
 * One look-up per pending commit, a few at a time so a long backlog does not trip the secondary rate limit.
 */
export class GitHubUpstreamCiSource implements UpstreamCiSource {
  constructor(
    private readonly client: GitHubClient,
    private readonly repo: RepoRef,
  ) {}

  async state(sha: string): Promise<UpstreamCiState> {
    return (await getUpstreamCiState(this.client, this.repo, sha)).state;
  }
}
