/**
 * Benchmark history → change points: one series per (suite, runner label, benchmark) from the records compare-bench
 * runs append to the state branch (oldest first, the last record per commit wins), and the change points of each
 * series with the commit range they fall in. Attribution to upstream/fork commits needs git and is the service's.
 */
import type { BenchDigestRecord } from '../../schemas/bench-digest.js';
import { detectChangePoints, type ChangePointOptions } from './change-points.js';

export interface HistoryPoint {
  sha: string;
  recordedAt: string;
  /** The benchmark's candidate median as a cost (time, or 1/throughput): up is always worse. */
  value: number;
}

export interface HistorySeries {
  suite: string;
  runnerLabel: string;
  name: string;
  points: HistoryPoint[];
}

export interface HistoryChange {
  suite: string;
  runnerLabel: string;
  name: string;
  kind: 'regression' | 'improvement';
  /** New level ÷ old level of the cost (> 1 worse). */
  ratio: number;
  before: number;
  after: number;
  pValue: number;
  /** Best estimate: the first commit measured at the new level. */
  sha: string;
  recordedAt: string;
  /** The change began after `fromSha` and at or before `toSha` (the likely range, ~95 % coverage). */
  fromSha: string;
  toSha: string;
  /** Measured commits inside the range. */
  measuredCommits: number;
}

export interface HistoryFilter {
  suite?: string;
  runnerLabel?: string;
  /** Only these benchmark names (exact). */
  names?: readonly string[];
}

export function buildSeries(records: readonly BenchDigestRecord[], filter: HistoryFilter = {}): HistorySeries[] {
  const ordered = [...records]
    .filter((r) => r.values && (!filter.suite || r.suite === filter.suite))
    .filter((r) => !filter.runnerLabel || r.runnerLabel === filter.runnerLabel)
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  const wanted = filter.names ? new Set(filter.names) : undefined;
  const series = new Map<string, HistorySeries>();
  for (const record of ordered) {
    for (const [name, value] of Object.entries(record.values ?? {})) {
      if (wanted && !wanted.has(name)) continue;
      if (!(value > 0) || !Number.isFinite(value)) continue;
      const key = `${record.suite}\u0000${record.runnerLabel}\u0000${name}`;
      let s = series.get(key);
      if (!s) {
        s = { suite: record.suite, runnerLabel: record.runnerLabel, name, points: [] };
        series.set(key, s);
      }
      const point = { sha: record.sha, recordedAt: record.recordedAt, value };
      // A re-run on the same commit replaces its measurement rather than adding a second point.
      const last = s.points[s.points.length - 1];
      if (last?.sha === record.sha) s.points[s.points.length - 1] = point;
      else s.points.push(point);
    }
  }
  return [...series.values()];
}

export function findHistoryChanges(
  series: readonly HistorySeries[],
  options: ChangePointOptions = {},
): HistoryChange[] {
  const out: HistoryChange[] = [];
  for (const s of series) {
    const minSize = options.minSize ?? 5;
    if (s.points.length < 2 * minSize) continue;
    for (const cp of detectChangePoints(
      s.points.map((p) => p.value),
      options,
    )) {
      const at = s.points[cp.index]!;
      out.push({
        suite: s.suite,
        runnerLabel: s.runnerLabel,
        name: s.name,
        kind: cp.ratio > 1 ? 'regression' : 'improvement',
        ratio: cp.ratio,
        before: cp.before,
        after: cp.after,
        pValue: cp.pValue,
        sha: at.sha,
        recordedAt: at.recordedAt,
        fromSha: s.points[cp.range[0] - 1]!.sha,
        toSha: s.points[cp.range[1]]!.sha,
        measuredCommits: cp.range[1] - cp.range[0] + 1,
      });
    }
  }
  // Worst first: regressions by size, then improvements.
  return out.sort((a, b) => b.ratio - a.ratio || a.name.localeCompare(b.name));
}
