/**
 * `compare-bench history`: change points in the benchmark history kept on the state branch (E-divisive means per
 * benchmark), each attributed to its commit range on the fork and to the upstream or fork commits inside it.
 */
import { readCommits } from '../../adapters/git/read/commit-log.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import type { ChangePointOptions } from '../../domain/bench/change-points.js';
import { buildSeries, findHistoryChanges, type HistoryChange, type HistoryFilter } from '../../domain/bench/history.js';
import { subjectOf } from '../../domain/commit.js';
import { DEFAULT_TRAILER_KEYS, provenanceParser } from '../../domain/ledger/provenance.js';
import {
  BENCH_HISTORY_SCHEMA_VERSION,
  type BenchHistoryChange,
  type BenchHistoryResult,
} from '../../schemas/bench-history.js';
import type { BenchDigestRecord } from '../../schemas/bench-digest.js';
import type { Logger } from '../../shared/logger.js';
import { readStateFile, type StateSource } from '../../adapters/git/state/state-file.js';
import { parseBenchRecords } from '../../domain/bench/records.js';

const MAX_COMMITS = 100;

export interface BenchHistorySettings {
  state: StateSource;
  file: string;
  filter: HistoryFilter;
  changePoints: Required<Pick<ChangePointOptions, 'minSize' | 'pValue' | 'minMagnitude'>>;
  trailerKeys: readonly string[];
}

export { DEFAULT_CHANGE_POINT_OPTIONS } from '../../domain/bench/change-points.js';

export async function runBenchHistory(
  settings: BenchHistorySettings,
  deps: { git: GitRunner; logger: Logger },
): Promise<BenchHistoryResult> {
  const text = (await readStateFile(deps.git, settings.state, settings.file)) ?? '';
  const { records, skipped } = parseBenchRecords(text);
  const notes: string[] = [];
  if (text === '') notes.push(`no benchmark history at ${settings.state.branch}:${settings.file}`);
  if (skipped) deps.logger.warning(`compare-bench history: skipped ${skipped} unreadable lines`);
  const result = await changePointsOf(records, settings, deps.git, notes);
  deps.logger.info(`compare-bench history: ${result.series} series, ${result.changes.length} change point(s)`);
  return { ...result, skippedLines: skipped };
}

/** Change points of these records, attributed; shared with the digest. */
export async function changePointsOf(
  records: readonly BenchDigestRecord[],
  settings: Pick<BenchHistorySettings, 'filter' | 'changePoints' | 'trailerKeys'>,
  git: GitRunner,
  notes: string[] = [],
): Promise<BenchHistoryResult> {
  const withValues = records.filter((r) => r.values);
  if (records.length > withValues.length) {
    notes.push(
      `${records.length - withValues.length} record(s) carry no per-benchmark values (written by an older version)`,
    );
  }
  const series = buildSeries(withValues, settings.filter);
  const changes = findHistoryChanges(series, settings.changePoints);
  const attribute = attributor(git, settings.trailerKeys);
  const attributed: BenchHistoryChange[] = [];
  for (const change of changes) attributed.push(await attribute(change));
  return {
    schemaVersion: BENCH_HISTORY_SCHEMA_VERSION,
    records: withValues.length,
    series: series.length,
    skippedLines: 0,
    settings: { method: 'e-divisive-means', ...settings.changePoints },
    changes: attributed,
    notes,
  };
}

/** Commits of one range are read once, however many benchmarks changed there. */
function attributor(git: GitRunner, trailerKeys: readonly string[]) {
  const provenance = provenanceParser([...DEFAULT_TRAILER_KEYS, ...trailerKeys]);
  const cache = new Map<string, Promise<BenchHistoryChange['commits'] | null>>();
  const read = (from: string, to: string): Promise<BenchHistoryChange['commits'] | null> => {
    const key = `${from}..${to}`;
    let p = cache.get(key);
    if (!p) {
      p = readCommits(git, { revisions: [to, `^${from}`] })
        .then((commits) =>
          commits.map((c) => {
            const upstream = [...new Set(provenance(c.message).map((r) => r.ref))];
            return {
              sha: c.sha,
              subject: subjectOf(c.message).slice(0, 200),
              kind: upstream.length ? ('upstream' as const) : ('fork' as const),
              upstream,
            };
          }),
        )
        // The measured commits may not be in this clone (a shallow checkout): the range stays, unattributed.
        .catch(() => null);
      cache.set(key, p);
    }
    return p;
  };
  return async (change: HistoryChange): Promise<BenchHistoryChange> => {
    const commits = await read(change.fromSha, change.toSha);
    const upstreamCommits = commits?.filter((c) => c.kind === 'upstream').length ?? 0;
    const forkCommits = (commits?.length ?? 0) - upstreamCommits;
    const attribution =
      commits === null || commits.length === 0
        ? 'unknown'
        : upstreamCommits && forkCommits
          ? 'mixed'
          : upstreamCommits
            ? 'upstream'
            : 'fork';
    return {
      ...change,
      commits: (commits ?? []).slice(0, MAX_COMMITS),
      upstreamCommits,
      forkCommits,
      attribution,
    };
  };
}
