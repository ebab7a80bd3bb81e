import type { BenchDigestRecord } from '../../schemas/bench-digest.js';
import type { LagHistoryRecord } from '../../schemas/lag-history.js';
import type { TierHistory } from '../tier/history.js';
import { buildSeries, findHistoryChanges, type HistoryChange } from '../bench/history.js';

/**
 * What the Pages dashboard shows, computed from the state branch (lag, benchmark and tier histories, bundle
 * outcomes) and the fork's history (landed picks): pure data in, pure data out.
 */

/** A fork commit carrying provenance of upstream commits, with when upstream and the fork committed them. */
export interface LandedPick {
  forkSha: string;
  forkCommittedAt: string;
  /** The upstream commits it brings, with their own commit times (when known in this clone). */
  upstream: ReadonlyArray<{ sha: string; committedAt: string | null }>;
}

/** One ingestion run's bundle outcomes (a line of `ingest/history.jsonl` on the state branch). */
export interface BundleOutcomeRecord {
  recordedAt: string;
  bundles: ReadonlyArray<{ bundle: string; outcome: string; landed?: number; pr?: string | null }>;
}

export interface SiteInputs {
  title: string;
  generatedAt: string;
  lag: readonly LagHistoryRecord[];
  bench: readonly BenchDigestRecord[];
  tiers: readonly TierHistory[];
  landed: readonly LandedPick[];
  outcomes: readonly BundleOutcomeRecord[];
  sloDays?: number;
  /** Where things link: https://github.com/owner/name of the fork and of upstream. */
  forkWebUrl?: string;
  upstreamWebUrl?: string;
  /** What was read, for the page's footer (`upstream-ingest/state @ abc123`). */
  source: string;
}

export interface WeekThroughput {
  /** Monday of the ISO week, YYYY-MM-DD (UTC). */
  week: string;
  commits: number;
  /** Median days from the upstream commit to its pick in the fork (null: no dated upstream commit). */
  medianLatencyDays: number | null;
  p90LatencyDays: number | null;
}

export interface TierHealth {
  tier: string;
  runnerClass: string;
  runs: number;
  pass: number;
  fail: number;
  infra: number;
  /** Newest first, at most 30: the cells of the health strip. */
  recent: ReadonlyArray<{ at: string; verdict: 'pass' | 'fail' | 'infra-fail'; sha: string | null }>;
  /** Tests that failed in two or more kept runs. */
  repeatFailures: number;
}

export interface OutcomeWeek {
  week: string;
  counts: Record<string, number>;
}

export interface SiteModel {
  inputs: SiteInputs;
  throughput: WeekThroughput[];
  tierHealth: TierHealth[];
  outcomeWeeks: OutcomeWeek[];
  benchChanges: HistoryChange[];
  totals: { landedCommits: number; medianLatencyDays: number | null; weeks: number };
}

const DAY = 86_400_000;

export function buildSiteModel(inputs: SiteInputs): SiteModel {
  const throughput = weeklyThroughput(inputs.landed);
  const latencies = inputs.landed.flatMap((p) => latencyDays(p));
  const series = buildSeries(inputs.bench);
  return {
    inputs,
    throughput,
    tierHealth: inputs.tiers
      .map(tierHealth)
      .sort((a, b) => a.tier.localeCompare(b.tier) || a.runnerClass.localeCompare(b.runnerClass)),
    outcomeWeeks: outcomeWeeks(inputs.outcomes),
    benchChanges: findHistoryChanges(series).sort((a, b) => a.recordedAt.localeCompare(b.recordedAt)),
    totals: {
      landedCommits: inputs.landed.reduce((n, p) => n + Math.max(1, p.upstream.length), 0),
      medianLatencyDays: quantile(latencies, 0.5),
      weeks: throughput.length,
    },
  };
}

/** Monday 00:00 UTC of the week holding `iso`, as YYYY-MM-DD. */
export function weekOf(iso: string): string {
  const t = Date.parse(iso);
  const day = Math.floor(t / DAY) * DAY;
  const dow = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return new Date(day - dow * DAY).toISOString().slice(0, 10);
}

function latencyDays(pick: LandedPick): number[] {
  const landed = Date.parse(pick.forkCommittedAt);
  return pick.upstream
    .filter((u) => u.committedAt && Number.isFinite(Date.parse(u.committedAt)))
    .map((u) => Math.max(0, (landed - Date.parse(u.committedAt!)) / DAY));
}

/** Upstream commits landed per week (a squashed bundle commit counts each upstream commit it names). */
export function weeklyThroughput(landed: readonly LandedPick[]): WeekThroughput[] {
  const weeks = new Map<string, { commits: number; latencies: number[] }>();
  for (const p of landed) {
    if (!Number.isFinite(Date.parse(p.forkCommittedAt))) continue;
    const w = weekOf(p.forkCommittedAt);
    const entry = weeks.get(w) ?? { commits: 0, latencies: [] };
    entry.commits += Math.max(1, p.upstream.length);
    entry.latencies.push(...latencyDays(p));
    weeks.set(w, entry);
  }
  return fillWeeks([...weeks.keys()]).map((week) => {
    const e = weeks.get(week);
    return {
      week,
      commits: e?.commits ?? 0,
      medianLatencyDays: e ? quantile(e.latencies, 0.5) : null,
      p90LatencyDays: e ? quantile(e.latencies, 0.9) : null,
    };
  });
}

/** Every week from the first to the last, so a week with nothing landed shows as a gap, not a missing bar. */
function fillWeeks(weeks: readonly string[]): string[] {
  if (!weeks.length) return [];
  const sorted = [...weeks].sort();
  const out: string[] = [];
  for (let t = Date.parse(sorted[0]!); t <= Date.parse(sorted[sorted.length - 1]!); t += 7 * DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export function quantile(values: readonly number[], q: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return Math.round((sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)) * 10) / 10;
}

function tierHealth(h: TierHistory): TierHealth {
  const count = (v: string) => h.runs.filter((r) => r.verdict === v).length;
  const failures = new Map<string, number>();
  for (const r of h.runs) for (const k of r.failed) failures.set(k, (failures.get(k) ?? 0) + 1);
  return {
    tier: h.tier,
    runnerClass: h.runnerClass,
    runs: h.runs.length,
    pass: count('pass'),
    fail: count('fail'),
    infra: count('infra-fail'),
    recent: h.runs.slice(0, 30).map((r) => ({ at: r.at, verdict: r.verdict, sha: r.sha })),
    repeatFailures: [...failures.values()].filter((n) => n >= 2).length,
  };
}

function outcomeWeeks(records: readonly BundleOutcomeRecord[]): OutcomeWeek[] {
  const weeks = new Map<string, Record<string, number>>();
  for (const r of records) {
    if (!Number.isFinite(Date.parse(r.recordedAt))) continue;
    const w = weekOf(r.recordedAt);
    const counts = weeks.get(w) ?? {};
    for (const b of r.bundles) counts[b.outcome] = (counts[b.outcome] ?? 0) + 1;
    weeks.set(w, counts);
  }
  return fillWeeks([...weeks.keys()]).map((week) => ({ week, counts: weeks.get(week) ?? {} }));
}
