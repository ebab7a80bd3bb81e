import {
  closeComment,
  fingerprintOf,
  INFRA_MARKER_KIND,
  ISSUE_MARKER_KIND,
  issueBody,
  issueTitle,
  readIssueState,
  recordFailure,
  recordPass,
  type IssueState,
} from '../../domain/tier/failure-issues.js';
import {
  flipComment,
  newFailures,
  QUARANTINE_FLIP_MARKER_KIND,
  QUARANTINE_LABEL,
  QUARANTINE_MARKER_KIND,
  quarantineBody,
  quarantineFingerprint,
  quarantineTitle,
  readQuarantineState,
  recordQuarantine,
  releaseComment,
  type QuarantineObservation,
} from '../../domain/tier/quarantine-issues.js';
import type { TriagePlan } from '../../domain/tier/triage.js';
import type { IssueAction } from '../../schemas/tier-result.js';
import { errorMessage } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import type { GitHubClient, RepoRef } from './client.js';
import { OPERATIONS, withGitHubErrors } from './errors.js';
import {
  assignIssue,
  closeIssueByMarker,
  findIssueByMarker,
  marker,
  upsertCommentByMarker,
  upsertIssueByMarker,
} from './issues.js';

/**
 * The GitHub side of tier triage: one issue per fingerprint (a failure cluster, or the tier's infra issue), found again
 * by its hidden marker. `upsertIssueByMarker` looks the marker up before creating (and recovers a create whose answer
 * was lost), so a retried step or a re-run job never duplicates an issue; the run id in the state keeps a re-run from
 * counting an occurrence or a clean run twice.
 */

export interface TierIssueSinkOptions {
  client: GitHubClient;
  repo: RepoRef;
  /** Labels every filed issue carries; the first also narrows every look-up. */
  labels: string[];
  /** Close an issue after this many consecutive runs without its cause. */
  closeAfterPasses: number;
  /** At most this many new issues per run (a broken build must not open hundreds); existing ones are always updated. */
  maxNewIssues: number;
  logger: Logger;
  /** GITHUB_SERVER_URL: run links in issue bodies must point at this server (safeLink). Default https://github.com. */
  serverUrl?: string;
  /** Assign a newly filed failure issue to its routed owners (user logins among them; teams cannot be assignees). */
  assignOwners?: boolean;
}

export interface TierIssueSink {
  record(plan: TriagePlan): Promise<IssueAction[]>;
  /** One quarantine issue per quarantined test: opened, updated with its flips, closed when it is released. */
  quarantine(observations: readonly QuarantineObservation[], now: Date): Promise<IssueAction[]>;
}

const markerKind = (kind: IssueState['kind']) => (kind === 'infra' ? INFRA_MARKER_KIND : ISSUE_MARKER_KIND);

export function createTierIssueSink(options: TierIssueSinkOptions): TierIssueSink {
  const { client, repo, labels } = options;
  const findLabels = labels.slice(0, 1);
  const upsert = (mark: string, state: IssueState) =>
    upsertIssueByMarker(client, repo, {
      marker: mark,
      title: issueTitle(state),
      body: issueBody(state, options.closeAfterPasses, options.serverUrl),
      labels,
      findLabels,
    });
  return {
    async record(plan) {
      const actions: IssueAction[] = [];
      const ctx = plan.context;
      const open = await openTrackedIssues(client, repo, findLabels);
      const failingNow = new Set<string>();
      let opened = 0;
      for (const entry of plan.failing) {
        if (failingNow.has(entry.fingerprint)) continue;
        failingNow.add(entry.fingerprint);
        const mark = marker(markerKind(entry.occurrence.kind), entry.fingerprint);
        const base = { fingerprint: entry.fingerprint, id: entry.id, harness: entry.harness };
        try {
          let previous = open.get(entry.fingerprint)?.state;
          if (!previous) {
            if (opened >= options.maxNewIssues) {
              actions.push({
                ...base,
                action: 'skipped',
                issueNumber: null,
                detail: `max-new-issues ${options.maxNewIssues} reached`,
              });
              continue;
            }
            const closed = await findIssueByMarker(client, repo, mark, { labels: findLabels });
            previous = closed ? readIssueState(closed.body) : undefined;
          }
          const state = recordFailure(previous, entry.occurrence, ctx);
          const result = await upsert(mark, state);
          if (result.action === 'created' || result.action === 'reopened') opened++;
          // Only a new issue is assigned: a person who unassigned themselves from an open one is not re-added.
          const assigned =
            options.assignOwners && result.action === 'created'
              ? await assignOwners(options, result.issue.number, entry.occurrence.owners)
              : undefined;
          actions.push({
            ...base,
            action: result.action === 'created' ? 'created' : 'updated',
            issueNumber: result.issue.number,
            ...(assigned ? { detail: assigned } : {}),
          });
        } catch (error) {
          options.logger.warning(`issue for ${entry.id}: ${errorMessage(error)}`);
          actions.push({ ...base, action: 'failed', issueNumber: null, detail: errorMessage(error).slice(0, 300) });
        }
      }
      for (const [fingerprint, { state, number }] of open) {
        if (failingNow.has(fingerprint) || state.tier !== ctx.tier || !plan.gone(state)) continue;
        const base = { fingerprint, id: state.cluster, harness: state.kind === 'infra' ? '(infra)' : '' };
        const mark = marker(markerKind(state.kind), fingerprint);
        try {
          const next = recordPass(state, ctx);
          if (next.consecutivePasses >= options.closeAfterPasses) {
            await upsert(mark, next);
            await closeIssueByMarker(client, repo, mark, closeComment(next, ctx.runUrl, options.serverUrl), {
              labels: findLabels,
            });
            actions.push({ ...base, action: 'closed', issueNumber: number });
          } else {
            if (next !== state) await upsert(mark, next);
            actions.push({
              ...base,
              action: 'pass-recorded',
              issueNumber: number,
              detail: `${next.consecutivePasses} of ${options.closeAfterPasses} clean runs`,
            });
          }
        } catch (error) {
          options.logger.warning(`issue #${number}: ${errorMessage(error)}`);
          actions.push({ ...base, action: 'failed', issueNumber: number, detail: errorMessage(error).slice(0, 300) });
        }
      }
      return actions;
    },
    quarantine: (observations, now) => recordQuarantines(options, observations, now),
  };
}

/**
 * The quarantine issues: labelled `upstream-ingest:quarantine` (plus the sink's other labels, not its failure label,
 * so the failure-issue bookkeeping never reads them), found by marker whether open or closed, so a re-run or a test
 * quarantined again never opens a second one.
 */
async function recordQuarantines(
  options: TierIssueSinkOptions,
  observations: readonly QuarantineObservation[],
  now: Date,
): Promise<IssueAction[]> {
  const { client, repo } = options;
  const labels = [QUARANTINE_LABEL, ...options.labels.slice(1)];
  const findLabels = [QUARANTINE_LABEL];
  const actions: IssueAction[] = [];
  let opened = 0;
  for (const seen of observations) {
    const fingerprint = quarantineFingerprint(seen.tier, seen.harness, seen.id);
    const mark = marker(QUARANTINE_MARKER_KIND, fingerprint);
    const base = { fingerprint, id: seen.id, harness: seen.harness };
    try {
      const existing = await findIssueByMarker(client, repo, mark, { labels: findLabels });
      const previous = existing ? readQuarantineState(existing.body) : undefined;
      // A released test that never came back has nothing to say: its closed issue stays closed.
      if (seen.released && (!existing || existing.state === 'closed')) continue;
      // Many tests flipping at once (a flaky machine) must not flood the tracker: the rest are opened on later runs.
      if (!existing || existing.state === 'closed') {
        if (opened >= options.maxNewIssues) {
          actions.push({
            ...base,
            action: 'skipped',
            issueNumber: null,
            detail: `quarantined; max-new-issues ${options.maxNewIssues} reached`,
          });
          continue;
        }
        opened++;
      }
      const state = recordQuarantine(previous, seen, now);
      const body = quarantineBody(state, options.serverUrl);
      const { issue, action } = await upsertIssueByMarker(client, repo, {
        marker: mark,
        title: quarantineTitle(state),
        body,
        labels,
        findLabels,
      });
      if (!seen.released && previous && !previous.released)
        for (const flip of newFailures(previous, state))
          await upsertCommentByMarker(
            client,
            repo,
            issue.number,
            marker(QUARANTINE_FLIP_MARKER_KIND, `${fingerprint}:${flip.runId ?? flip.at}:${flip.runner ?? ''}`),
            flipComment(state, flip, options.serverUrl),
          );
      if (seen.released) {
        await closeIssueByMarker(client, repo, mark, releaseComment(state), { labels: findLabels });
        actions.push({ ...base, action: 'closed', issueNumber: issue.number, detail: 'released from quarantine' });
        continue;
      }
      const assigned =
        options.assignOwners && action === 'created'
          ? await assignOwners(options, issue.number, state.owners)
          : undefined;
      actions.push({
        ...base,
        action: action === 'created' ? 'created' : 'updated',
        issueNumber: issue.number,
        detail: assigned ?? `quarantined (${action})`,
      });
    } catch (error) {
      options.logger.warning(`quarantine issue for ${seen.id}: ${errorMessage(error)}`);
      actions.push({ ...base, action: 'failed', issueNumber: null, detail: errorMessage(error).slice(0, 300) });
    }
  }
  return actions;
}

async function assignOwners(
  options: TierIssueSinkOptions,
  issueNumber: number,
  owners: readonly string[],
): Promise<string | undefined> {
  const { assigned, notAssigned } = await assignIssue(options.client, options.repo, issueNumber, owners);
  if (notAssigned.length)
    options.logger.warning(`issue #${issueNumber}: not assignable: ${notAssigned.join(', ')} (not collaborators?)`);
  return assigned.length ? `assigned ${assigned.join(', ')}` : undefined;
}

/** The open issues this feature filed (by label, then by their state comment), keyed by fingerprint. */
async function openTrackedIssues(
  client: GitHubClient,
  repo: RepoRef,
  labels: string[],
): Promise<Map<string, { state: IssueState; number: number }>> {
  const issues = await withGitHubErrors(OPERATIONS.listIssues, repo, () =>
    client.paginate(client.rest.issues.listForRepo, {
      ...repo,
      state: 'open',
      per_page: 100,
      ...(labels.length ? { labels: labels.join(',') } : {}),
    }),
  );
  const out = new Map<string, { state: IssueState; number: number }>();
  for (const issue of issues) {
    if ('pull_request' in issue && issue.pull_request) continue;
    const state = readIssueState(issue.body);
    if (!state) continue;
    const fingerprint = fingerprintOf(state);
    if (!(issue.body ?? '').includes(marker(markerKind(state.kind), fingerprint))) continue;
    if (!out.has(fingerprint)) out.set(fingerprint, { state, number: issue.number });
  }
  return out;
}
