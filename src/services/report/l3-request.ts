import { branchHead, repositoryDispatch } from '../../adapters/github/dispatch.js';
import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import { findCommentByMarker, hasMarker, marker, upsertCommentByMarker } from '../../adapters/github/issues.js';
import { collaboratorPermission } from '../../adapters/github/permissions.js';
import { defaultBranchName } from '../../domain/apply/branch.js';
import {
  L3_EVENT_TYPE,
  parseL3Command,
  trustedAssociation,
  type IssueCommentEvent,
} from '../../domain/dashboard/l3-request.js';
import { canAct } from '../../domain/dashboard/state.js';
import type { Logger } from '../../shared/logger.js';
import { DASHBOARD_MARKER } from './dashboard.js';

export type L3Outcome =
  | { action: 'ignored'; reason: string }
  | { action: 'refused'; reason: string; comment: string }
  | { action: 'dispatched' | 'already-handled'; bundle: string; ref: string; sha: string; comment: string };

/**
 * Handles one `issue_comment` event: only `/l3 <bundle-id>` on the dashboard issue, by a user whose association is
 * trusted and whose permission is write or more, for a bundle whose branch exists. The answer is one comment per
 * request (marked with the comment's id): a re-run of the workflow finds it and dispatches nothing twice.
 */
export async function handleL3Request(
  event: IssueCommentEvent,
  settings: { repo: RepoRef },
  deps: { client: GitHubClient; logger: Logger },
): Promise<L3Outcome> {
  const { client, logger } = deps;
  const { repo } = settings;
  if (event.action !== 'created') return { action: 'ignored', reason: `comment ${event.action}, not created` };
  if (event.issue.pull_request) return { action: 'ignored', reason: 'a pull request comment' };
  if (!hasMarker(event.issue.body, DASHBOARD_MARKER)) return { action: 'ignored', reason: 'not the dashboard issue' };
  const asked = parseL3Command(event.comment.body);
  if (asked === undefined) return { action: 'ignored', reason: 'no /l3 command' };
  const login = event.comment.user.login;
  const mark = marker('l3-request', String(event.comment.id));
  const answer = async (text: string) =>
    (await upsertCommentByMarker(client, repo, event.issue.number, mark, text)).url;
  if (asked === 'invalid') {
    const reason = 'expected `/l3 <bundle-id>` with the 12-hex bundle id the dashboard shows';
    return { action: 'refused', reason, comment: await answer(`@${login}: ${reason}.`) };
  }
  if (!trustedAssociation(event.comment.author_association) || event.comment.user.type === 'Bot') {
    const reason = `${login} (${event.comment.author_association}) may not ask for L3 runs`;
    logger.warning(`l3 request refused: ${reason}`);
    return { action: 'refused', reason, comment: await answer(`An L3 run needs write access to this repository.`) };
  }
  const permission = await collaboratorPermission(client, repo, login);
  if (!canAct(permission)) {
    const reason = `${login} has ${permission} access, write needed`;
    logger.warning(`l3 request refused: ${reason}`);
    return { action: 'refused', reason, comment: await answer(`An L3 run needs write access to this repository.`) };
  }
  const ref = defaultBranchName(asked);
  const sha = await branchHead(client, repo, ref);
  if (!sha) {
    const reason = `bundle ${asked} has no branch ${ref}`;
    return { action: 'refused', reason, comment: await answer(`No branch \`${ref}\`: is \`${asked}\` a bundle id?`) };
  }
  const existing = await findCommentByMarker(client, repo, event.issue.number, mark);
  if (existing) return { action: 'already-handled', bundle: asked, ref, sha, comment: existing };
  await repositoryDispatch(client, repo, L3_EVENT_TYPE, { bundle: asked, ref, sha, requested_by: login });
  logger.info(`l3 requested by ${login} for bundle ${asked} (${ref} at ${sha.slice(0, 12)})`);
  const comment = await answer(
    `L3 requested by ${login} for bundle \`${asked}\`: \`${ref}\` at \`${sha.slice(0, 12)}\` (repository_dispatch \`${L3_EVENT_TYPE}\`).`,
  );
  return { action: 'dispatched', bundle: asked, ref, sha, comment };
}
