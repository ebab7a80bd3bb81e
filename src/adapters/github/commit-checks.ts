import type { GitHubClient, RepoRef } from './client.js';
import { OPERATIONS, requestStatus, withGitHubErrors } from './errors.js';

import type { CheckState } from '../../domain/green-ref/required-tiers.js';

export type { CheckState };

const CHECK_FAILURE = new Set(['failure', 'timed_out', 'cancelled', 'startup_failure', 'action_required']);
const CHECK_SUCCESS = new Set(['success', 'neutral', 'skipped']);

/**
 * Every named signal on a commit: the latest commit status per context and the latest check run per name. When a
 * status and a check run share a name, a failure of either wins (a required check is never green by omission).
 */
export async function readCommitChecks(
  client: GitHubClient,
  repo: RepoRef,
  sha: string,
): Promise<Map<string, CheckState>> {
  const [combined, runs] = await Promise.all([
    withGitHubErrors(OPERATIONS.readStatus, repo, () =>
      client.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha, per_page: 100 }),
    ),
    // A job without `checks: read` still reads commit statuses (what validate.yml posts): no check runs then.
    client
      .paginate(client.rest.checks.listForRef, { ...repo, ref: sha, per_page: 100, filter: 'latest' })
      .catch((error: unknown) => {
        const status = requestStatus(error);
        if (status === 403 || status === 404) return [];
        return withGitHubErrors(OPERATIONS.readChecks, repo, () => Promise.reject(error));
      }),
  ]);
  const out = new Map<string, CheckState>();
  const put = (name: string, state: CheckState) => {
    const seen = out.get(name);
    if (!seen || state === 'failure' || (state === 'pending' && seen === 'success')) out.set(name, state);
  };
  for (const s of combined.data.statuses)
    put(s.context, s.state === 'success' ? 'success' : s.state === 'pending' ? 'pending' : 'failure');
  const latest = new Map<string, (typeof runs)[number]>();
  for (const run of runs) {
    const seen = latest.get(run.name);
    if (!seen || run.id > seen.id) latest.set(run.name, run);
  }
  for (const run of latest.values()) {
    const c = run.conclusion;
    put(
      run.name,
      run.status !== 'completed' || !c
        ? 'pending'
        : CHECK_SUCCESS.has(c)
          ? 'success'
          : CHECK_FAILURE.has(c)
            ? 'failure'
            : 'pending',
    );
  }
  return out;
}
