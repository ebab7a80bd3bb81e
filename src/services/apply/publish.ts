import { pushWithLease } from '../../adapters/git/remote/push.js';
import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import { marker } from '../../adapters/github/issues.js';
import { applyPullOptions, hasPullOptions, type PullOptions } from '../../adapters/github/pull-options.js';
import { upsertPullRequest } from '../../adapters/github/pulls.js';
import { renderBodyTemplate } from '../../domain/report/pr-body-template.js';
import { renderPrBody, renderPrTitle } from '../../domain/apply/pr-text.js';
import { isSuccessStatus } from '../../domain/apply/status.js';
import type { ApplyResult, PushResult } from '../../schemas/apply-result.js';
import type { ApplyRun } from './apply-run.js';
import { landed } from './commit-results.js';
import type { Logger } from '../../shared/logger.js';
import type { PullRequestPort } from './settings.js';
import { workloadTouches, type WorkloadTouch } from '../../domain/impact/impact.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { commitsImpact } from '../impact/impact.js';

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
  const impact = await bundleImpact(run.git, run.settings.workloads, 'apply --workloads', result);
  return upsertBundlePullRequest(port, run.logger, result, {
    ...(impact ? { impact } : {}),
    branch: run.branch,
    base: pr.base,
    ...(pr.draft !== undefined ? { draft: pr.draft } : {}),
    bundleId: run.bundle.id,
    predictedConflicts: run.bundle.predictedConflicts,
    ...(run.settings.upstreamRepo ? { upstreamRepo: run.settings.upstreamRepo } : {}),
    ...(run.settings.serverUrl ? { serverUrl: run.settings.serverUrl } : {}),
  });
}

/** The workloads the bundle's commits touch, when a workloads file is configured (`where` names its flag or input). */
export async function bundleImpact(
  git: GitRunner,
  workloads: string | undefined,
  where: string,
  result: ApplyResult,
): Promise<WorkloadTouch[] | undefined> {
  if (!workloads) return undefined;
  const risky = result.bundle?.kind === 'risky-chain';
  const commits = result.commits.filter((c) => c.forkSha).map((c) => ({ sha: c.sha, subject: c.subject, risky }));
  return workloadTouches(await commitsImpact(git, workloads, where, commits));
}

export interface BundlePullRequest {
  branch: string;
  base: string;
  draft?: boolean;
  bundleId: string;
  predictedConflicts: string[];
  upstreamRepo?: string;
  serverUrl?: string;
  /** The workloads the bundle touches (from a workloads file), shown in the PR body. */
  impact?: readonly WorkloadTouch[];
}

/** The one PR of a bundle, for a one-step run and for the publishing job of a two-job run alike. */
export async function upsertBundlePullRequest(
  port: PullRequestPort,
  logger: Logger,
  result: ApplyResult,
  pr: BundlePullRequest,
): Promise<ApplyResult['pr']> {
  const options = {
    ...(pr.upstreamRepo ? { upstreamRepo: pr.upstreamRepo } : {}),
    ...(pr.serverUrl ? { serverUrl: pr.serverUrl } : {}),
    predictedConflicts: pr.predictedConflicts,
    ...(pr.impact ? { impact: pr.impact } : {}),
  };
  const out = await port.upsert({
    head: pr.branch,
    base: pr.base,
    title: renderPrTitle(result),
    body: renderPrBody(result, options),
    marker: port.marker('apply-bundle', pr.bundleId),
    ...(pr.draft !== undefined ? { draft: pr.draft } : {}),
    // A resolution that needs review: the label keeps auto-merge (land) off until a person approves.
    ...(result.review?.needed ? { labels: [result.review.label] } : {}),
  });
  logger.info(`pull request #${out.number} ${out.action}: ${out.url}`);
  return { number: out.number, url: out.url, created: out.action === 'created' };
}

/** The PR port over the GitHub adapter: exactly one PR per bundle, found by head branch and hidden marker. */
export function githubPullRequests(
  client: GitHubClient,
  repo: RepoRef,
  options: BundlePullOptions = {},
): PullRequestPort {
  return {
    upsert: async (input) => {
      const body = options.bodyTemplate
        ? renderBodyTemplate(options.bodyTemplate, {
            body: input.body,
            title: input.title,
            branch: input.head,
            base: input.base,
          })
        : input.body;
      const { labels: resultLabels, ...rest } = input;
      const out = await upsertPullRequest(client, repo, { ...rest, body });
      const withLabels = resultLabels?.length
        ? { ...options, labels: [...(options.labels ?? []), ...resultLabels] }
        : options;
      if (hasPullOptions(withLabels)) {
        const applied = await applyPullOptions(
          client,
          repo,
          { number: out.number, created: out.action === 'created' },
          withLabels,
        );
        for (const w of applied.warnings) options.logger?.warning(`pull request #${out.number}: ${w}`);
      }
      return out;
    },
    marker,
  };
}

/** A fork's settings for every bundle PR: labels, reviewers, assignees, a body template (see pull-options.ts). */
export interface BundlePullOptions extends PullOptions {
  bodyTemplate?: string;
  logger?: Logger;
}
