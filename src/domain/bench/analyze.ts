/**
 * Per-benchmark statistics and verdicts for one baseline/candidate pair.
 *
 * ratio: oriented ratio of medians ("cost": candidate ÷ baseline for smaller-is-better, the inverse for
 * bigger-is-better), so > 1 is always worse. Interval: seeded percentile bootstrap. Test: two-sided Mann–Whitney U,
 * Benjamini–Hochberg across the benchmarks that could reach significance at all. Verdict, with t = log(1 + threshold):
 *   regressed    interval entirely above +t and significant after FDR control
 *   improved     interval entirely below −t and significant
 *   unchanged    interval inside [−t, +t] (the change, if any, is smaller than the minimum effect)
 *   inconclusive anything else: too few repetitions, the interval straddles a threshold, or not significant
 */
import type { BenchComparison, BenchStatus, SideSummary } from '../../schemas/bench.js';
import { bootstrapRatioInterval } from './bootstrap.js';
import { mannWhitney, minimumPValue } from './mann-whitney.js';
import type { BenchSide, SideBenchmark } from './merge.js';
import { benjaminiHochberg } from './multiple-testing.js';
import { summarize } from './quantile.js';
import { hashString } from './rng.js';
import { normalQuantile } from './special.js';
import { sameUnit, significant } from './units.js';
// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { abs, expm1, log, log1p, max } = Math;

export interface AnalysisSettings {
  minEffect: number;
  alpha: number;
  bootstrapResamples: number;
  seed: number;
  noiseMultiplier: number;
}

const MAX_REPETITIONS = 10_000;
const DECISION_MARGIN = 0.9;

interface Working {
  row: BenchComparison;
  /** Could this benchmark reach p < alpha at all with its sample sizes? Only those form the FDR family. */
  tested: boolean;
  /** Both sides valid: the row still needs `classify`. */
  comparable: boolean;
  n: number;
  m: number;
}

function summary(b: SideBenchmark): SideSummary | null {
  if (b.samples.length === 0) return null;
  return { ...summarize(b.samples), unit: b.unit };
}

function emptyRow(name: string, status: BenchStatus, threshold: number): BenchComparison {
  return {
    name,
    status,
    direction: null,
    unit: '',
    ratio: null,
    ci: null,
    pValue: null,
    pAdjusted: null,
    test: null,
    threshold,
    noise: null,
    baseline: null,
    candidate: null,
    moreRepetitions: null,
    reason: null,
    attribution: null,
    upstreamRatio: null,
    errors: [],
    notes: [],
  };
}

/** Relative noise per benchmark from an A/A pair: |baseline ÷ second baseline − 1| in log terms. */
export function noiseFromAA(baseline: BenchSide, aa: BenchSide): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, b] of baseline.benchmarks) {
    const a = aa.benchmarks.get(name);
    if (!a || b.errors.length || a.errors.length || !b.samples.length || !a.samples.length) continue;
    if (!sameUnit(a.unit, b.unit)) continue;
    const rb = summarize(b.samples).median;
    const ra = summarize(a.samples).median;
    out.set(name, expm1(abs(log(ra / rb))));
  }
  return out;
}

export function analyzePair(
  baseline: BenchSide,
  candidate: BenchSide,
  settings: AnalysisSettings,
  noise: Map<string, number> = new Map(),
): BenchComparison[] {
  const names = [...baseline.benchmarks.keys()];
  for (const name of candidate.benchmarks.keys()) if (!baseline.benchmarks.has(name)) names.push(name);
  const work: Working[] = names.map((name) => {
    const threshold = max(settings.minEffect, settings.noiseMultiplier * (noise.get(name) ?? 0));
    const w = compareOne(name, baseline.benchmarks.get(name), candidate.benchmarks.get(name), threshold, settings);
    const observed = noise.get(name);
    if (observed !== undefined) w.row.noise = observed;
    return w;
  });
  const adjusted = benjaminiHochberg(work.map((w) => (w.tested ? w.row.pValue : null)));
  const family = adjusted.filter((p) => p !== null).length;
  work.forEach((w, i) => {
    w.row.pAdjusted = adjusted[i] ?? null;
    if (w.comparable) classify(w, settings.alpha, family);
  });
  return work.map((w) => w.row);
}

/** Builds the row; for a comparable pair the status is decided later by `classify` (after FDR control). */
function compareOne(
  name: string,
  b: SideBenchmark | undefined,
  c: SideBenchmark | undefined,
  threshold: number,
  settings: AnalysisSettings,
): Working {
  if (!b && !c) throw new Error(`compareOne: ${name} on neither side`);
  if (!b || !c) {
    const only = (b ?? c)!;
    const status: BenchStatus = c && c.errors.length ? 'errored' : c ? 'added' : 'removed';
    const row = emptyRow(name, status, threshold);
    row.direction = only.direction ?? null;
    row.unit = only.unit;
    row[b ? 'baseline' : 'candidate'] = summary(only);
    row.errors = only.errors.map((e) => `${b ? 'baseline' : 'candidate'}: ${e}`);
    row.notes = [...only.notes];
    row.reason = b ? 'not in the candidate results' : 'not in the baseline results';
    return { row, tested: false, comparable: false, n: b?.samples.length ?? 0, m: c?.samples.length ?? 0 };
  }
  const row = emptyRow(name, 'unchanged', threshold);
  row.direction = c.direction ?? b.direction ?? null;
  row.unit = c.unit;
  row.baseline = summary(b);
  row.candidate = summary(c);
  row.notes = [...new Set([...b.notes, ...c.notes])];
  const work: Working = { row, tested: false, comparable: false, n: b.samples.length, m: c.samples.length };
  const candidateErrors = c.errors.map((e) => `candidate: ${e}`);
  const pairErrors: string[] = [];
  if (!sameUnit(b.unit, c.unit)) pairErrors.push(`unit mismatch: baseline '${b.unit}' vs candidate '${c.unit}'`);
  if (b.direction && c.direction && b.direction !== c.direction) {
    pairErrors.push(`direction mismatch: baseline ${b.direction} vs candidate ${c.direction} is better`);
  }
  if (b.config !== c.config)
    pairErrors.push(`configuration differs: baseline ${b.config ?? '-'} vs candidate ${c.config ?? '-'}`);
  if (candidateErrors.length || pairErrors.length) {
    row.status = 'errored';
    row.errors = [...candidateErrors, ...pairErrors, ...b.errors.map((e) => `baseline: ${e}`)];
    return work;
  }
  if (b.errors.length) {
    // A broken baseline is nothing to compare against, but the candidate working is no failure.
    row.status = 'inconclusive';
    row.errors = b.errors.map((e) => `baseline: ${e}`);
    row.reason = 'the baseline errored; nothing to compare against';
    return work;
  }
  const direction = row.direction ?? 'smaller';
  const mb = row.baseline!.median;
  const mc = row.candidate!.median;
  row.ratio = direction === 'smaller' ? mc / mb : mb / mc;
  work.comparable = true;
  const mw = mannWhitney(b.samples, c.samples);
  row.pValue = mw.pValue;
  row.test = mw.method;
  work.tested = minimumPValue(work.n, work.m) < settings.alpha;
  if (work.n >= 2 && work.m >= 2) {
    const seed = (settings.seed ^ hashString(name)) >>> 0;
    row.ci = bootstrapRatioInterval(
      b.samples,
      c.samples,
      direction,
      settings.bootstrapResamples,
      1 - settings.alpha,
      seed,
    );
  }
  return work;
}

function classify(w: Working, alpha: number, family: number): void {
  const row = w.row;
  const t = log1p(row.threshold);
  const pct = `${significant(row.threshold * 100, 3)} %`;
  if (!w.tested || !row.ci) {
    row.status = 'inconclusive';
    row.reason =
      `too few repetitions (${w.n} baseline, ${w.m} candidate): ` +
      `the smallest possible p-value is ${significant(minimumPValue(w.n, w.m), 2)}, not below alpha ${alpha}`;
    row.moreRepetitions = max(repetitionsForMinimumP(w.n, w.m, alpha), row.ci ? (intervalRepetitions(w, t) ?? 0) : 0);
    return;
  }
  const lo = log(row.ci[0]);
  const hi = log(row.ci[1]);
  const significantNow = row.pAdjusted !== null && row.pAdjusted < alpha;
  if (lo > t && significantNow) row.status = 'regressed';
  else if (hi < -t && significantNow) row.status = 'improved';
  else if (lo >= -t && hi <= t) row.status = 'unchanged';
  else {
    row.status = 'inconclusive';
    if (lo > t || hi < -t) {
      row.reason = `beyond ±${pct} but not significant after false-discovery control (q = ${significant(row.pAdjusted ?? 1, 2)})`;
      row.moreRepetitions = pValueRepetitions(w, alpha / max(1, family));
    } else {
      row.reason = `the interval [${significant(row.ci[0])}, ${significant(row.ci[1])}] straddles the ±${pct} threshold`;
      row.moreRepetitions = intervalRepetitions(w, t);
      if (row.moreRepetitions === null)
        row.reason += '; the estimate sits on the threshold, more repetitions will not settle it quickly';
    }
  }
}

/** Extra repetitions per side after which the variance factor 1/n + 1/m has shrunk by `factor`. */
function repetitionsToShrink(n: number, m: number, factor: number): number | null {
  if (!Number.isFinite(factor)) return null;
  if (factor <= 1) return 1;
  const target = (1 / n + 1 / m) / factor;
  let lo = 1;
  let hi = MAX_REPETITIONS;
  if (1 / (n + hi) + 1 / (m + hi) > target) return null;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (1 / (n + mid) + 1 / (m + mid) <= target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function repetitionsForMinimumP(n: number, m: number, alpha: number): number {
  for (let r = 1; r < 1000; r++) if (minimumPValue(n + r, m + r) < alpha) return r;
  return 1000;
}

/**
 * Each side of the interval shrinks roughly like √(1/n + 1/m) around the estimate: how many more repetitions until
 * the side that crosses a threshold clears it (sides are treated separately: an outlier makes intervals lopsided).
 */
function intervalRepetitions(w: Working, t: number): number | null {
  const row = w.row;
  if (!row.ci || row.ratio === null) return null;
  const lo = log(row.ci[0]);
  const hi = log(row.ci[1]);
  const centre = log(row.ratio);
  let factor = 0;
  for (const bound of [t, -t]) {
    if (!(lo < bound && bound < hi)) continue;
    const gap = abs(centre - bound);
    // Aim a little inside the gap: the estimate moves as repetitions are added, and small-sample intervals are wide.
    if (gap < 1e-9) return null;
    const reach = centre > bound ? centre - lo : hi - centre;
    factor = max(factor, (reach / (DECISION_MARGIN * gap)) ** 2);
  }
  return factor > 0 ? repetitionsToShrink(w.n, w.m, factor) : null;
}

/** The z-score grows like 1/√(1/n + 1/m): how many more until p clears a Bonferroni-safe level. */
function pValueRepetitions(w: Working, target: number): number | null {
  const p = w.row.pValue;
  if (p === null || p >= 1) return null;
  const z = normalQuantile(1 - p / 2);
  const needed = normalQuantile(1 - target / 2);
  return z > 0 ? repetitionsToShrink(w.n, w.m, (needed / z) ** 2) : null;
}
