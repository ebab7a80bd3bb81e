import type { GitHubClient, RepoRef } from './client.js';
import { OPERATIONS, withGitHubErrors } from './errors.js';

export type CommitStatusState = 'error' | 'failure' | 'pending' | 'success';

export interface CommitStatusInput {
  /** The status name shown on the PR, e.g. `upstream-ingest/L1`. */
  context: string;
  state: CommitStatusState;
  /** Cut to GitHub's 140-character limit. */
  description?: string;
  targetUrl?: string;
}

const MAX_DESCRIPTION = 140;

function fitDescription(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= MAX_DESCRIPTION ? oneLine : `${oneLine.slice(0, MAX_DESCRIPTION - 1)}…`;
}

/**
 * Sets a commit status. Safe to retry: GitHub keeps the latest status per context, so a duplicate changes nothing.
 */
export async function setCommitStatus(
  client: GitHubClient,
  repo: RepoRef,
  sha: string,
  input: CommitStatusInput,
): Promise<{ id: number }> {
  return withGitHubErrors(OPERATIONS.setStatus, repo, async () => {
    const { data } = await client.rest.repos.createCommitStatus({
      ...repo,
      sha,
      state: input.state,
      context: input.context,
      ...(input.description !== undefined ? { description: fitDescription(input.description) } : {}),
      ...(input.targetUrl ? { target_url: input.targetUrl } : {}),
    });
    return { id: data.id };
  });
}

export type CiState = 'success' | 'failure' | 'pending' | 'none';

export interface UpstreamCiState {
  state: CiState;
  /** One line: what was found and which contexts/checks fail or are pending. */
  details: string;
}

const CHECK_FAILURE = new Set(['failure', 'timed_out', 'cancelled', 'startup_failure']);
const CHECK_SUCCESS = new Set(['success', 'neutral', 'skipped']);

interface Signal {
  name: string;
  state: Exclude<CiState, 'none'>;
}

/** Combined status of a commit: latest status per context (GitHub already reduces them). */
async function statusSignals(client: GitHubClient, repo: RepoRef, sha: string): Promise<Signal[]> {
  const { data } = await withGitHubErrors(OPERATIONS.readStatus, repo, () =>
    client.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha, per_page: 100 }),
  );
  return data.statuses.map((s) => ({
    name: s.context,
    state: s.state === 'success' ? 'success' : s.state === 'pending' ? 'pending' : 'failure',
  }));
}

/** Check runs of a commit, the latest run per name (a re-run replaces the earlier result). */
async function checkSignals(client: GitHubClient, repo: RepoRef, sha: string): Promise<Signal[]> {
  const runs = await withGitHubErrors(OPERATIONS.readChecks, repo, () =>
    client.paginate(client.rest.checks.listForRef, { ...repo, ref: sha, per_page: 100, filter: 'latest' }),
  );
  const latest = new Map<string, (typeof runs)[number]>();
  for (const run of runs) {
    const seen = latest.get(run.name);
    if (!seen || run.id > seen.id) latest.set(run.name, run);
  }
  return [...latest.values()].map((run) => ({
    name: run.name,
    state:
      run.status !== 'completed' || !run.conclusion
        ? 'pending'
        : CHECK_SUCCESS.has(run.conclusion)
          ? 'success'
          : CHECK_FAILURE.has(run.conclusion)
            ? 'failure'
            : 'pending',
  }));
}

/** Folds statuses and check runs into one verdict: any failure fails, else anything pending is pending. */
export function combineCiSignals(statuses: Signal[], checks: Signal[]): UpstreamCiState {
  const all = [...statuses, ...checks];
  if (all.length === 0) return { state: 'none', details: 'no commit statuses or check runs' };
  const failing = all.filter((s) => s.state === 'failure').map((s) => s.name);
  const pending = all.filter((s) => s.state === 'pending').map((s) => s.name);
  const state: CiState = failing.length ? 'failure' : pending.length ? 'pending' : 'success';
  const names = (list: string[]) =>
    `${list.slice(0, 5).join(', ')}${list.length > 5 ? ` and ${list.length - 5} more` : ''}`;
  const parts = [
    `${statuses.length} status${statuses.length === 1 ? '' : 'es'}, ${checks.length} check run${checks.length === 1 ? '' : 's'}`,
  ];
  if (failing.length) parts.push(`failing: ${names(failing)}`);
  if (pending.length) parts.push(`pending: ${names(pending)}`);
  if (!failing.length && !pending.length) parts.push('all passed');
  return { state, details: parts.join('; ') };
}

/**
 * The upstream CI verdict for a commit (plan-bundles' gate), from its combined status and its check runs. A commit
 * without any is `none` (GitHub reports such a combined status as `pending` with no statuses, which is not the same).
 */
export async function getUpstreamCiState(client: GitHubClient, repo: RepoRef, sha: string): Promise<UpstreamCiState> {
  const [statuses, checks] = await Promise.all([statusSignals(client, repo, sha), checkSignals(client, repo, sha)]);
  return combineCiSignals(statuses, checks);
}
