import { readCommits } from '../../adapters/git/read/commit-log.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { resolveCommit } from '../../adapters/git/read/refs.js';
import { lastCommitBefore } from '../../adapters/git/read/rev-list.js';
import { openStateBranch, type StateSource } from '../../adapters/git/state/state-file.js';
import { updateStateBranch } from '../../adapters/git/state/state-branch.js';
import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import {
  marker,
  upsertCommentByMarker,
  upsertIssueByMarker,
  type CommentResult,
} from '../../adapters/github/issues.js';
import { inPeriod, type Period } from '../../domain/digest/period.js';
import { renderDigest, type DigestSummary, type LandedCommit } from '../../domain/digest/render-digest.js';
import { parseHistory } from '../../domain/ledger/lag-history.js';
import { DEFAULT_TRAILER_KEYS, provenanceParser } from '../../domain/ledger/provenance.js';
import { subjectOf } from '../../domain/commit.js';
import { renderHistoryMarkdown } from '../../domain/bench/render-history.js';
import { changePointsOf, DEFAULT_CHANGE_POINT_OPTIONS } from '../bench/history.js';
import { BenchDigestRecordSchema, type BenchDigestRecord } from '../../schemas/bench-digest.js';
import type { GpuIdentity } from '../../schemas/tier-result.js';
import type { CompareBenchResult } from '../../schemas/bench.js';
import type { LagReport } from '../../schemas/lag-report.js';
import type { Logger } from '../../shared/logger.js';
import { parseBenchRecords } from '../../domain/bench/records.js';

export const DIGEST_ISSUE_LABELS = ['upstream-ingest:digest'];
const MAX_CHANGES = 50;

/** Fork commits of the period that carry provenance of upstream commits (picks and bundle commits). */
export async function readLanded(
  git: GitRunner,
  forkRef: string,
  period: Period,
  trailerKeys: readonly string[],
): Promise<LandedCommit[]> {
  const fork = await resolveCommit(git, forkRef, 'fork ref');
  // Start below the last commit made before the period, so a long fork history is not read every time.
  const boundary = await lastCommitBefore(git, fork, period.start);
  const commits = await readCommits(git, { revisions: [fork, ...(boundary ? [`^${boundary}`] : [])], noMerges: true });
  const provenance = provenanceParser([...DEFAULT_TRAILER_KEYS, ...trailerKeys]);
  const landed: LandedCommit[] = [];
  for (const c of commits) {
    if (!inPeriod(c.committedAt, period)) continue;
    const refs = new Set(provenance(c.message).map((r) => r.ref));
    if (refs.size)
      landed.push({
        forkSha: c.sha,
        subject: subjectOf(c.message),
        committedAt: c.committedAt,
        upstreamCommits: refs.size,
      });
  }
  return landed.sort((a, b) => b.committedAt.localeCompare(a.committedAt));
}

export interface DigestSettings {
  period: Period;
  report?: LagReport;
  state: StateSource;
  historyFile: string;
  benchFile: string;
  forkRef: string;
  trailerKeys: string[];
  upstreamRepo?: string;
  forkRepo?: string;
  serverUrl?: string;
  runUrl?: string;
  limit?: number;
}

export interface DigestPublishSettings {
  repo: RepoRef;
  /** One tracking issue per id (e.g. per upstream), one comment per period on it. */
  id: string;
  issueTitle: string;
  labels: string[];
}

export interface DigestResult {
  period: string;
  body: string;
  summary: DigestSummary;
  skippedLines: number;
  issue?: { number: number; url: string };
  comment?: CommentResult;
}

/** Builds the period's digest from the state branch, the fork's history and the latest lag report. */
export async function buildDigest(
  settings: DigestSettings,
  deps: { git: GitRunner; logger: Logger },
): Promise<DigestResult> {
  const { git } = deps;
  // One fetch: both histories come from the same commit of the state branch.
  const state = await openStateBranch(git, settings.state);
  const history = parseHistory((await state.read(settings.historyFile)) ?? '');
  const bench = parseBenchRecords((await state.read(settings.benchFile)) ?? '');
  const skippedLines = history.skipped + bench.skipped;
  if (skippedLines) deps.logger.warning(`digest: skipped ${skippedLines} unreadable history lines`);
  const landed = await readLanded(git, settings.forkRef, settings.period, settings.trailerKeys);
  const { body, summary } = renderDigest({
    period: settings.period,
    history: history.records,
    bench: bench.records,
    landed,
    ...(settings.report ? { report: settings.report } : {}),
    ...(settings.upstreamRepo ? { upstreamRepo: settings.upstreamRepo } : {}),
    ...(settings.forkRepo ? { forkRepo: settings.forkRepo } : {}),
    ...(settings.serverUrl ? { serverUrl: settings.serverUrl } : {}),
    ...(settings.runUrl ? { runUrl: settings.runUrl } : {}),
    ...(settings.limit !== undefined ? { limit: settings.limit } : {}),
  });
  // Change points of the benchmark history that began in this period, with their commit ranges.
  const benchHistory = await changePointsOf(
    bench.records,
    { filter: {}, changePoints: DEFAULT_CHANGE_POINT_OPTIONS, trailerKeys: settings.trailerKeys },
    git,
  );
  const inThisPeriod = benchHistory.changes.filter((c) => inPeriod(c.recordedAt, settings.period));
  return { period: settings.period.key, body: body + renderHistoryMarkdown(inThisPeriod), summary, skippedLines };
}

/** Posts the digest: the tracking issue (created once), then the period's comment, created or updated in place. */
export async function publishDigest(
  digest: DigestResult,
  settings: DigestPublishSettings & { periodKind: Period['kind'] },
  deps: { client: GitHubClient; logger: Logger },
): Promise<DigestResult> {
  const { issue } = await upsertIssueByMarker(deps.client, settings.repo, {
    marker: marker('digest', settings.id),
    title: settings.issueTitle,
    body:
      `One comment per ${settings.periodKind}: the upstream commits that landed, the ones deferred and why, the lag ` +
      'and backlog trend, and benchmark changes attributed to upstream or to the fork. Written by upstream-ingest; ' +
      'each comment is updated in place until its period ends.',
    labels: settings.labels,
    findLabels: settings.labels.slice(0, 1),
  });
  const comment = await upsertCommentByMarker(
    deps.client,
    settings.repo,
    issue.number,
    marker('digest-period', `${settings.id}:${digest.period}`),
    digest.body,
  );
  deps.logger.info(`digest ${digest.period}: comment ${comment.action} on #${issue.number}`);
  return { ...digest, issue: { number: issue.number, url: issue.url }, comment };
}

/** The compact record of one compare-bench run kept for the digest. */
export function benchRecord(
  result: CompareBenchResult,
  runnerLabel: string,
  sha: string,
  now: Date,
  /** The GPUs the run had (the tier result's hardware.identity); omitted when unknown or empty. */
  hardware?: readonly GpuIdentity[] | null,
): BenchDigestRecord {
  const changes = result.benchmarks
    .filter(
      (b): b is typeof b & { status: 'regressed' | 'improved' } => b.status === 'regressed' || b.status === 'improved',
    )
    .slice(0, MAX_CHANGES)
    .map((b) => ({ name: b.name, status: b.status, ratio: b.ratio, attribution: b.attribution }));
  return BenchDigestRecordSchema.parse({
    recordedAt: now.toISOString(),
    suite: result.suite,
    runnerLabel,
    sha,
    verdict: result.verdict,
    geomeanRatio: result.geomeanRatio,
    changes,
    values: benchValues(result),
    ...(hardware?.length ? { hardware } : {}),
  });
}

/** Each compared benchmark's candidate median as a cost (up is worse), for `compare-bench history`. */
function benchValues(result: CompareBenchResult): Record<string, number> {
  const values: Record<string, number> = {};
  for (const b of result.benchmarks.slice(0, 5000)) {
    const median = b.candidate?.median;
    if (median === undefined || !(median > 0) || b.status === 'errored') continue;
    values[b.name] = b.direction === 'bigger' ? 1 / median : median;
  }
  return values;
}

/** Appends the record to the benchmark history on the state branch (once per suite, runner and commit). */
export async function recordBench(
  record: BenchDigestRecord,
  settings: { state: StateSource; file: string },
  deps: { git: GitRunner; logger: Logger },
): Promise<{ appended: boolean; commit?: string }> {
  let appended = false;
  const outcome = await updateStateBranch(
    deps.git,
    {
      branch: settings.state.branch,
      logger: deps.logger,
      ...(settings.state.remote ? { remote: settings.state.remote } : {}),
      ...(settings.state.authEnv ? { authEnv: settings.state.authEnv } : {}),
    },
    (read) => {
      const existing = read(settings.file) ?? '';
      const { records } = parseBenchRecords(existing);
      if (
        records.some((r) => r.suite === record.suite && r.runnerLabel === record.runnerLabel && r.sha === record.sha)
      ) {
        appended = false;
        return undefined;
      }
      appended = true;
      const prefix = existing === '' || existing.endsWith('\n') ? existing : `${existing}\n`;
      return {
        files: { [settings.file]: `${prefix}${JSON.stringify(record)}\n` },
        message: `upstream-ingest: bench ${record.suite} on ${record.runnerLabel}: ${record.verdict}\n\ncommit ${record.sha}\n`,
      };
    },
  );
  return { appended, ...(outcome.commit ? { commit: outcome.commit } : {}) };
}
