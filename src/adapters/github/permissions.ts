import type { Permission } from '../../domain/dashboard/state.js';
import type { GitHubClient, RepoRef } from './client.js';
import { requestStatus, withGitHubErrors } from './errors.js';

const READ_PERMISSION = { action: "reading a user's permission on the repository", permission: 'metadata: read' };

/** A user's permission on the repository; someone who is not a collaborator (404) has none. */
export async function collaboratorPermission(client: GitHubClient, repo: RepoRef, login: string): Promise<Permission> {
  try {
    const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login });
    const p = (data.role_name ?? data.permission) as string;
    return (['admin', 'maintain', 'write', 'triage', 'read'] as const).find((x) => x === p) ?? 'none';
  } catch (error) {
    if (requestStatus(error) === 404) return 'none';
    return withGitHubErrors(READ_PERMISSION, repo, () => Promise.reject(error));
  }
}
