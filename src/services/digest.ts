import { readCommits } from '../adapters/git/commit-log.js';
import type { GitRunner } from '../adapters/git/git-runner.js';
import { assertSafeRemote } from '../adapters/git/push.js';
import { resolveCommit } from '../adapters/git/refs.js';
import { updateStateBranch } from '../adapters/git/state-branch.js';
import type { GitHubClient, RepoRef } from '../adapters/github/client.js';
import { marker, upsertCommentByMarker, upsertIssueByMarker, type CommentResult } from '../adapters/github/issues.js';
import { inPeriod, type Period } from '../domain/digest/period.js';
import { renderDigest, type DigestSummary, type LandedCommit } from '../domain/digest/render-digest.js';
import { parseHistory } from '../domain/ledger/lag-history.js';
import { DEFAULT_TRAILER_KEYS, provenanceParser } from '../domain/ledger/provenance.js';
import { subjectOf } from '../domain/commit.js';
import { BenchDigestRecordSchema, type BenchDigestRecord } from '../schemas/bench-digest.js';
import type { CompareBenchResult } from '../schemas/bench.js';
import type { LagReport } from '../schemas/lag-report.js';
import { ConfigurationError } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';

export const DIGEST_ISSUE_LABELS = ['upstream-ingest:digest'];
const STATE_TRACKING_REF = 'refs/upstream-ingest/tracking/digest-state';
const MAX_CHANGES = 50;

/** Where the lag and benchmark histories live: the state branch report-lag writes. */
export interface StateSource {
  branch: string;
  /** Fetch the branch from this remote first; without it the local branch is read. */
  remote?: string;
  authEnv?: Record<string, string>;
}

/** The text of `path` on the state branch, or undefined when the branch or the file does not exist. */
export async function readStateFile(git: GitRunner, source: StateSource, path: string): Promise<string | undefined> {
  const ref = await stateRef(git, source);
  if (!ref) return undefined;
  const spec = `${ref}:${path}`;
  const exists = await git.run(['cat-file', '-e', spec], { okExitCodes: [1, 128] });
  if (exists.exitCode !== 0) return undefined;
  return (await git.run(['cat-file', 'blob', spec])).stdout;
}

const fetchedRefs = new WeakMap<GitRunner, Map<string, string | null>>();

/** Fetches the state branch once per runner (both files come from the same commit). */
async function stateRef(git: GitRunner, source: StateSource): Promise<string | null> {
  if (!source.remote) {
    const r = await git.run(['rev-parse', '--verify', '--quiet', `refs/heads/${source.branch}^{commit}`], {
      okExitCodes: [1],
    });
    return r.stdout.trim() || null;
  }
  const key = `${source.remote}\u0000${source.branch}`;
  const seen = fetchedRefs.get(git) ?? new Map<string, string | null>();
  fetchedRefs.set(git, seen);
  if (seen.has(key)) return seen.get(key) ?? null;
  assertSafeRemote(source.remote);
  const r = await git.run(
    [
      'fetch',
      '-q',
      '--no-tags',
      '--end-of-options',
      source.remote,
      `+refs/heads/${source.branch}:${STATE_TRACKING_REF}`,
    ],
    { env: source.authEnv ?? {}, okExitCodes: [1, 128] },
  );
  let ref: string | null = STATE_TRACKING_REF;
  if (r.exitCode !== 0) {
    if (!/couldn't find remote ref/i.test(r.stderr))
      throw new ConfigurationError(
        `fetching ${source.branch} from ${source.remote} failed: ${r.stderr.trim().split('\n')[0]?.slice(0, 300)}`,
      );
    ref = null;
  }
  seen.set(key, ref);
  return ref;
}

/** JSON Lines of benchmark records; a bad line is skipped (the file is append-only and shared). */
export function parseBenchRecords(text: string): { records: BenchDigestRecord[]; skipped: number } {
  const records: BenchDigestRecord[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = BenchDigestRecordSchema.safeParse(JSON.parse(line));
      if (parsed.success) records.push(parsed.data);
      else skipped++;
    } catch {
      skipped++;
    }
  }
  return { records, skipped };
}

/** Fork commits of the period that carry provenance of upstream commits (picks and bundle commits). */
export async function readLanded(
  git: GitRunner,
  forkRef: string,
  period: Period,
  trailerKeys: readonly string[],
): Promise<LandedCommit[]> {
  const fork = await resolveCommit(git, forkRef, 'fork ref');
  // Start below the last commit made before the period, so a long fork history is not read every time.
  const boundary = (await git.run(['rev-list', '-1', `--before=${period.start.toISOString()}`, fork])).stdout.trim();
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
  const history = parseHistory((await readStateFile(git, settings.state, settings.historyFile)) ?? '');
  const bench = parseBenchRecords((await readStateFile(git, settings.state, settings.benchFile)) ?? '');
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
  return { period: settings.period.key, body, summary, skippedLines };
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
  });
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
