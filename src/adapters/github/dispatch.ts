import type { GitHubClient, RepoRef } from './client.js';
import { requestStatus, withGitHubErrors } from './errors.js';

const DISPATCH = { action: 'dispatching a workflow (repository_dispatch)', permission: 'contents: write' };
const READ_BRANCH = { action: 'reading a branch', permission: 'contents: read' };

/** Starts the workflows listening to `on: repository_dispatch: types: [eventType]` with this payload. */
export async function repositoryDispatch(
  client: GitHubClient,
  repo: RepoRef,
  eventType: string,
  payload: Record<string, string>,
): Promise<void> {
  await withGitHubErrors(DISPATCH, repo, () =>
    client.rest.repos.createDispatchEvent({ ...repo, event_type: eventType, client_payload: payload }),
  );
}

/** The commit a branch points at, or undefined when the branch does not exist. */
export async function branchHead(client: GitHubClient, repo: RepoRef, branch: string): Promise<string | undefined> {
  try {
    const { data } = await client.rest.repos.getBranch({ ...repo, branch });
    return data.commit.sha;
  } catch (error) {
    if (requestStatus(error) === 404) return undefined;
    return withGitHubErrors(READ_BRANCH, repo, () => Promise.reject(error));
  }
}
