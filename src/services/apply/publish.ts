import { pushWithLease } from '../../adapters/git/push.js';
import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import { marker } from '../../adapters/github/issues.js';
import { upsertPullRequest } from '../../adapters/github/pulls.js';
import { renderPrBody, renderPrTitle } from '../../domain/apply/pr-text.js';
import { isSuccessStatus } from '../../domain/apply/status.js';
import type { ApplyResult, PushResult } from '../../schemas/apply-result.js';
import type { ApplyRun } from './apply-run.js';
import { landed } from './commit-results.js';
import type { PullRequestPort } from './settings.js';

/** Pushes the branch under the lease read at the start; a failed or empty run publishes nothing. */
export async function pushBranch(run: ApplyRun, head: string, status: ApplyResult['status']): Promise<PushResult> {
  const { remote, authEnv } = run.settings.push!;
  const expected = run.remotePrevious;
  if (!isSuccessStatus(status) || status === 'already-applied' || landed(run).length === 0) {
    return { remote, status: 'skipped', expected, reason: `nothing to publish (status ${status})` };
  }
  const outcome = await pushWithLease(run.git, {
    remote,
    branch: run.branch,
    sha: head,
    expected,
    env: authEnv ?? {},
  });
  if (outcome.status === 'rejected') {
    run.logger.warning(`push of ${run.branch} to ${remote} rejected: ${outcome.reason}`);
    return { remote, status: 'rejected', expected, reason: outcome.reason };
  }
  run.logger.info(
    `push: ${run.branch} ${outcome.status === 'pushed' ? 'pushed to' : 'already up to date on'} ${remote}`,
  );
  return { remote, status: outcome.status, expected, reason: null };
}

/** Opens or updates the bundle's one PR; its text is rendered from the finished result. */
export async function openPullRequest(run: ApplyRun, result: ApplyResult): Promise<ApplyResult['pr']> {
  const port = run.ports.pullRequests;
  const pr = run.settings.pullRequest;
  if (!port || !pr) return null;
  const options = {
    ...(run.settings.upstreamRepo ? { upstreamRepo: run.settings.upstreamRepo } : {}),
    ...(run.settings.serverUrl ? { serverUrl: run.settings.serverUrl } : {}),
    predictedConflicts: run.bundle.predictedConflicts,
  };
  const out = await port.upsert({
    head: run.branch,
    base: pr.base,
    title: renderPrTitle(result),
    body: renderPrBody(result, options),
    marker: port.marker('apply-bundle', run.bundle.id),
    ...(pr.draft !== undefined ? { draft: pr.draft } : {}),
  });
  run.logger.info(`pull request #${out.number} ${out.action}: ${out.url}`);
  return { number: out.number, url: out.url, created: out.action === 'created' };
}

/** The PR port over the GitHub adapter: exactly one PR per bundle, found by head branch and hidden marker. */
export function githubPullRequests(client: GitHubClient, repo: RepoRef): PullRequestPort {
  return {
    upsert: (input) => upsertPullRequest(client, repo, input),
    marker,
  };
}
