import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import { REGRESSION_LABEL } from '../../domain/bench/regression-issues.js';
import {
  listOpenIssuesWithLabel,
  marker,
  upsertCommentByMarker,
  upsertIssueByMarker,
} from '../../adapters/github/issues.js';
import {
  ownersLine,
  renderOwnerDigests,
  type OwnerDigest,
  type RoutedIssue,
} from '../../domain/digest/owner-digest.js';
import type { Period } from '../../domain/digest/period.js';
import { readIssueState } from '../../domain/tier/failure-issues.js';
import { QUARANTINE_LABEL, readQuarantineState } from '../../domain/tier/quarantine-issues.js';
import type { Plan } from '../../schemas/plan.js';
import type { Logger } from '../../shared/logger.js';
import { commitsImpact, planImpact } from '../impact/impact.js';
import { readLanded } from './digest.js';

/** The issues the per-owner digest reads by default: tier failures, quarantines, bench regressions. */
export const ROUTED_ISSUE_LABELS = ['upstream-ingest:tier-failure', QUARANTINE_LABEL, REGRESSION_LABEL];
export const OWNER_DIGEST_LABELS = ['upstream-ingest:digest'];

export interface OwnerDigestSettings {
  period: Period;
  /** The workloads file, and the flag that named it; without it only the routed issues are digested. */
  workloads?: { path: string; where: string };
  /** What is coming (a plan of this run). */
  plan?: Plan;
  /** The fork ref whose commits with provenance landed in the period. */
  forkRef: string;
  trailerKeys: string[];
  /** Where the routed issues are read; absent: none (a printed digest without GitHub). */
  issuesFrom?: RepoRef;
  issueLabels: string[];
  mention: boolean;
}

/**
 * One digest per owner: the workload impact of the plan (coming) and of the period's landed picks, and the open issues
 * routed to them (owners and suspects from the state tier-publish keeps in each issue, or its `**Owners:**` line).
 */
export async function buildOwnerDigests(
  settings: OwnerDigestSettings,
  deps: { git: GitRunner; client?: GitHubClient; logger: Logger },
): Promise<OwnerDigest[]> {
  const w = settings.workloads;
  const incoming = w && settings.plan ? await planImpact(deps.git, w.path, w.where, settings.plan, 'plan') : undefined;
  let landed;
  if (w) {
    const picks = await readLanded(deps.git, settings.forkRef, settings.period, settings.trailerKeys);
    landed = await commitsImpact(
      deps.git,
      w.path,
      w.where,
      picks.map((p) => ({ sha: p.forkSha, subject: p.subject })),
    );
  }
  const issues =
    settings.issuesFrom && deps.client
      ? await routedIssues(deps.client, settings.issuesFrom, settings.issueLabels)
      : [];
  deps.logger.info(
    `owner digest ${settings.period.key}: ${incoming?.commits ?? 0} planned, ${landed?.commits ?? 0} landed, ${issues.length} routed issue(s)`,
  );
  return renderOwnerDigests({
    period: settings.period,
    ...(incoming ? { incoming } : {}),
    ...(landed ? { landed } : {}),
    issues,
    mention: settings.mention,
  });
}

async function routedIssues(client: GitHubClient, repo: RepoRef, labels: readonly string[]): Promise<RoutedIssue[]> {
  const seen = new Map<number, RoutedIssue>();
  for (const label of labels) {
    for (const issue of await listOpenIssuesWithLabel(client, repo, label)) {
      if (seen.has(issue.number)) continue;
      const tier = readIssueState(issue.body);
      const quarantine = tier ? undefined : readQuarantineState(issue.body);
      const owners = tier?.owners ?? quarantine?.owners ?? ownersLine(issue.body);
      if (!owners.length) continue;
      seen.set(issue.number, {
        number: issue.number,
        title: issue.title,
        url: issue.url,
        kind: tier ? 'failure' : quarantine ? 'quarantine' : /regression/i.test(label) ? 'regression' : 'other',
        owners,
        suspects: (tier?.suspects ?? []).map((s) => ({ sha: s.sha, subject: s.subject })),
      });
    }
  }
  return [...seen.values()].sort((a, b) => a.number - b.number);
}

/** One tracking issue per id, one comment per owner and period on it, each updated in place (a re-run adds nothing). */
export async function publishOwnerDigests(
  digests: readonly OwnerDigest[],
  settings: { repo: RepoRef; id: string; title: string; labels: string[]; period: Period },
  deps: { client: GitHubClient; logger: Logger },
): Promise<{ issue: number; comments: { owner: string; action: string; url: string }[] }> {
  const { issue } = await upsertIssueByMarker(deps.client, settings.repo, {
    marker: marker('owner-digest', settings.id),
    title: settings.title,
    body:
      `One comment per owner per ${settings.period.kind}: the upstream commits coming and landed that touch what they ` +
      'own (workloads file), and the open failure, quarantine and regression issues routed to them (CODEOWNERS of the ' +
      "failing tests' and suspects' paths). Written by upstream-ingest; each comment is updated in place until its " +
      'period ends.',
    labels: settings.labels,
    findLabels: settings.labels.slice(0, 1),
  });
  const comments = [];
  for (const d of digests) {
    const c = await upsertCommentByMarker(
      deps.client,
      settings.repo,
      issue.number,
      marker('owner-digest-period', `${settings.id}:${d.owner}:${settings.period.key}`),
      d.body,
    );
    comments.push({ owner: d.owner, action: c.action, url: c.url });
  }
  deps.logger.info(`owner digest ${settings.period.key}: ${comments.length} comment(s) on #${issue.number}`);
  return { issue: issue.number, comments };
}
