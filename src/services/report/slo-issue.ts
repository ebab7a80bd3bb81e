import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import { closeIssueByMarker, marker, upsertIssueByMarker, type UpsertAction } from '../../adapters/github/issues.js';
import { renderSloIssue, renderSloRecovery, type SloTextOptions } from '../../domain/digest/slo-issue-text.js';
import type { LagReport } from '../../schemas/lag-report.js';
import type { Logger } from '../../shared/logger.js';

export const SLO_MARKER_KIND = 'lag-slo';
export const DEFAULT_SLO_LABELS = ['upstream-ingest:lag-slo'];

export interface SloIssueSettings extends SloTextOptions {
  repo: RepoRef;
  report: LagReport;
  /** Which lag this issue is about (one issue per id), e.g. the upstream repository and ref. */
  id: string;
  /** Labels of the issue; the first also narrows every look-up. */
  labels: string[];
}

export type SloIssueAction = UpsertAction | 'closed' | 'already-closed' | 'none';

export interface SloIssueResult {
  exceeded: boolean;
  action: SloIssueAction;
  issue?: { number: number; url: string };
}

/** One issue while the lag SLO is exceeded: opened (or reopened), kept current, closed with a comment on recovery. */
export async function syncSloIssue(
  settings: SloIssueSettings,
  deps: { client: GitHubClient; logger: Logger },
): Promise<SloIssueResult> {
  const mark = marker(SLO_MARKER_KIND, settings.id);
  const findLabels = settings.labels.slice(0, 1);
  const exceeded = settings.report.daysBehind > settings.sloDays;
  if (exceeded) {
    const { title, body } = renderSloIssue(settings.report, settings);
    const { issue, action } = await upsertIssueByMarker(deps.client, settings.repo, {
      marker: mark,
      title,
      body,
      labels: settings.labels,
      findLabels,
    });
    deps.logger.info(`lag SLO exceeded: issue #${issue.number} ${action}`);
    return { exceeded, action, issue: { number: issue.number, url: issue.url } };
  }
  const closed = await closeIssueByMarker(
    deps.client,
    settings.repo,
    mark,
    renderSloRecovery(settings.report, settings),
    { labels: findLabels },
  );
  const action: SloIssueAction = closed.action === 'not-found' ? 'none' : closed.action;
  deps.logger.info(
    closed.issue ? `lag SLO met: issue #${closed.issue.number} ${action}` : 'lag SLO met: no open issue',
  );
  return {
    exceeded,
    action,
    ...(closed.issue ? { issue: { number: closed.issue.number, url: closed.issue.url } } : {}),
  };
}
