import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import { findIssueByMarker, marker, upsertIssueByMarker, type UpsertAction } from '../../adapters/github/issues.js';
import { collaboratorPermission } from '../../adapters/github/permissions.js';
import {
  DASHBOARD_LABEL,
  DASHBOARD_TITLE,
  emptyFacts,
  refreshBody,
  renderDashboard,
  type DashboardFacts,
} from '../../domain/dashboard/render.js';
import {
  applyTicks,
  consume,
  readMemory,
  readTicks,
  type DashboardMemory,
  type PendingRequest,
} from '../../domain/dashboard/state.js';
import type { Logger } from '../../shared/logger.js';

export interface DashboardSettings {
  repo: RepoRef;
  /** This run's facts; absent on an `issues: edited` run, which only reads the boxes. */
  facts?: DashboardFacts;
  /** Who edited the issue (the event's sender): their ticks count only with write access. */
  actor?: string;
  /** Hand the pending requests to this run (recorded as taken by `by`). */
  consume?: { by: string };
  now: Date;
  upstreamRepo?: string;
  serverUrl?: string;
  runUrl?: string;
}

export interface DashboardOutcome {
  issue: { number: number; url: string };
  action: UpsertAction;
  taken: PendingRequest[];
  memory: DashboardMemory;
}

/** One dashboard per fork: found by its hidden marker before anything is created, so a re-run never duplicates it. */
export const DASHBOARD_MARKER = marker('dashboard', 'fork');

export async function runDashboard(
  settings: DashboardSettings,
  deps: { client: GitHubClient; logger: Logger },
): Promise<DashboardOutcome> {
  const { client, logger } = deps;
  const at = settings.now.toISOString();
  const existing = await findIssueByMarker(client, settings.repo, DASHBOARD_MARKER, { labels: [DASHBOARD_LABEL] });
  let memory = readMemory(existing?.body ?? '');
  const ticks = readTicks(existing?.body ?? '');
  const changed = ticks.some(
    (t) => t.ticked !== memory.requests.some((r) => r.action === t.action && r.bundle === t.bundle),
  );
  if (changed) {
    const actor = settings.actor
      ? { login: settings.actor, permission: await collaboratorPermission(client, settings.repo, settings.actor) }
      : undefined;
    if (actor) logger.info(`dashboard edited by ${actor.login} (${actor.permission} access)`);
    memory = applyTicks(memory, ticks, actor, at);
  }
  let taken: PendingRequest[] = [];
  if (settings.consume) ({ memory, taken } = consume(memory, at, settings.consume.by));
  const options = {
    generatedAt: at,
    ...(settings.upstreamRepo ? { upstreamRepo: settings.upstreamRepo } : {}),
    ...(settings.serverUrl ? { serverUrl: settings.serverUrl } : {}),
    ...(settings.runUrl ? { runUrl: settings.runUrl } : {}),
  };
  const body = settings.facts
    ? renderDashboard(settings.facts, memory, options)
    : existing
      ? refreshBody(existing.body, memory)
      : renderDashboard(emptyFacts(), memory, options);
  const { issue, action } = await upsertIssueByMarker(client, settings.repo, {
    marker: DASHBOARD_MARKER,
    title: DASHBOARD_TITLE,
    body,
    labels: [DASHBOARD_LABEL],
    findLabels: [DASHBOARD_LABEL],
  });
  logger.info(
    `dashboard #${issue.number} ${action}; ${memory.requests.length} request(s) pending, ${taken.length} taken`,
  );
  return { issue: { number: issue.number, url: issue.url }, action, taken, memory };
}
