import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import { readCommitChecks } from '../../adapters/github/commit-checks.js';
import {
  enableAutoMerge,
  listBundlePulls,
  mergePull,
  pullCommitMessages,
  pullFiles,
  retargetPull,
  wasMerged,
  type OpenPull,
} from '../../adapters/github/merge.js';
import { listOpenIssuesWithLabel } from '../../adapters/github/issues.js';
import { BRANCH_PREFIX } from '../../domain/apply/branch.js';
import {
  ACK_LABEL,
  REGRESSION_LABEL,
  regressionsHolding,
  type OpenRegression,
} from '../../domain/bench/regression-issues.js';
import { decideLanding, squashMessage, type MergeMethod } from '../../domain/land/decide.js';
import type { LandResult } from '../../schemas/loop.js';
import type { Logger } from '../../shared/logger.js';

export interface LandSettings {
  repo: RepoRef;
  trunk: string;
  method: MergeMethod;
  /** Enable GitHub auto-merge on PRs whose checks are still running (else they wait for the next run). */
  autoMerge: boolean;
  requiredChecks: readonly string[];
  reviewLabel?: string;
  branchPrefix?: string;
}

/**
 * Land on green: every open bundle PR into trunk whose required checks all passed is merged with the configured
 * method (a squash carries every provenance line); a stacked PR whose dependency landed is retargeted to trunk
 * first. Runs no fork code: it belongs in the privileged job. Safe to re-run: a merged PR is no longer open.
 */
export async function runLand(
  settings: LandSettings,
  deps: { client: GitHubClient; logger: Logger },
): Promise<LandResult> {
  const { client, logger } = deps;
  const result: LandResult = {
    merged: [],
    autoMerge: [],
    waiting: [],
    review: [],
    failing: [],
    unmergeable: [],
    retargeted: [],
    blocked: [],
  };
  // The change points gate: open, unacknowledged benchmark regressions that opted in hold bundles on their paths.
  const regressions = await openRegressions(client, settings.repo);
  const pulls = await listBundlePulls(client, settings.repo, settings.branchPrefix ?? BRANCH_PREFIX);
  const landed = new Set<string>();
  for (const pull of pulls) {
    const ref = (reason: string) => ({ number: pull.number, branch: pull.branch, reason });
    if (pull.base !== settings.trunk) {
      const dependencyLanded =
        landed.has(pull.base) ||
        (pull.base.startsWith(settings.branchPrefix ?? BRANCH_PREFIX) &&
          (await wasMerged(client, settings.repo, pull.base)));
      if (!dependencyLanded) {
        result.waiting.push(ref(`stacked on ${pull.base}, which has not landed yet`));
        continue;
      }
      await retargetPull(client, settings.repo, pull.number, settings.trunk);
      result.retargeted.push({ number: pull.number, from: pull.base, to: settings.trunk });
      logger.info(`#${pull.number}: ${pull.base} landed; retargeted to ${settings.trunk}`);
      // Its checks ran against the old base: they run again on the new one before it can land.
      result.waiting.push(ref(`retargeted to ${settings.trunk}; lands on a later run once its checks pass there`));
      continue;
    }
    const checks = await readCommitChecks(client, settings.repo, pull.headSha);
    const decision = decideLanding(
      { number: pull.number, branch: pull.branch, base: pull.base, draft: pull.draft, labels: pull.labels, checks },
      {
        requiredChecks: settings.requiredChecks,
        autoMerge: settings.autoMerge,
        ...(settings.reviewLabel ? { reviewLabel: settings.reviewLabel } : {}),
      },
    );
    const holding =
      decision.kind === 'merge' || decision.kind === 'auto-merge'
        ? await heldBy(client, settings.repo, regressions, pull.number)
        : [];
    if (holding.length) {
      const reason = holdReason(holding);
      result.blocked!.push({ ...ref(reason), issues: holding.map((h) => h.number) });
      // Shown on the dashboard with the PRs that wait.
      result.waiting.push(ref(reason));
      logger.warning(`#${pull.number} not landed: ${reason}`);
      continue;
    }
    if (decision.kind === 'review') result.review.push(ref(decision.reason));
    else if (decision.kind === 'failing') result.failing.push(ref(decision.reason));
    else if (decision.kind === 'waiting') result.waiting.push(ref(decision.reason));
    else {
      const text = await mergeText(client, settings, pull);
      if (decision.kind === 'auto-merge') {
        const outcome = await enableAutoMerge(client, settings.repo, {
          nodeId: pull.nodeId,
          method: settings.method,
          ...text,
        });
        if (outcome.ok) result.autoMerge.push(ref(decision.reason));
        else result.waiting.push(ref(outcome.reason));
      } else {
        const outcome = await mergePull(client, settings.repo, {
          number: pull.number,
          sha: pull.headSha,
          method: settings.method,
          ...text,
        });
        if (outcome.status === 'merged') {
          landed.add(pull.branch);
          result.merged.push({ ...ref('every required check passed'), method: settings.method, sha: outcome.sha });
          logger.info(`#${pull.number} merged (${settings.method}): ${pull.url}`);
        } else {
          result.unmergeable.push(ref(`${outcome.reason}; the next run rebases the branch and tries again`));
          logger.warning(`#${pull.number} not merged: ${outcome.reason}`);
        }
      }
    }
  }
  return result;
}

/** A squash commit gets its message from us (every provenance line); merge and rebase keep the commits themselves. */
async function mergeText(
  client: GitHubClient,
  settings: LandSettings,
  pull: OpenPull,
): Promise<{ title?: string; message?: string }> {
  if (settings.method !== 'squash') return {};
  return squashMessage(pull, await pullCommitMessages(client, settings.repo, pull.number));
}

async function openRegressions(client: GitHubClient, repo: RepoRef): Promise<OpenRegression[]> {
  return (await listOpenIssuesWithLabel(client, repo, REGRESSION_LABEL)).map((i) => ({
    number: i.number,
    url: i.url,
    title: i.title,
    labels: i.labels,
    body: i.body,
  }));
}

async function heldBy(
  client: GitHubClient,
  repo: RepoRef,
  regressions: readonly OpenRegression[],
  number: number,
): Promise<ReturnType<typeof regressionsHolding>> {
  if (!regressions.length) return [];
  return regressionsHolding(regressions, await pullFiles(client, repo, number));
}

function holdReason(holding: ReturnType<typeof regressionsHolding>): string {
  const issues = holding.map((h) => `#${h.number}`).join(', ');
  const paths = [...new Set(holding.flatMap((h) => h.paths))].slice(0, 5).join(', ');
  return `held by benchmark regression ${issues} (it touches ${paths}): label it ${ACK_LABEL} or close it to land`;
}
