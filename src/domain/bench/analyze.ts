/**
 * Per-benchmark statistics and verdicts for one baseline/candidate pair.
 *
 * ratio: oriented ratio of medians ("cost": candidate ÷ baseline for smaller-is-better, the inverse for
 * bigger-is-better), so > 1 is always worse. Interval: seeded percentile bootstrap at 1 − alpha. Test: two-sided
 * Mann–Whitney U (`utest`: exact or normal), Benjamini–Hochberg across the benchmarks that could reach significance
 * at all. Files that carry only summary statistics get a Welch test on them instead. With t = log(1 + threshold):
 *   regressed    significant after false-discovery control, and the ratio is at least 1 + threshold
 *   improved     significant after false-discovery control, and the ratio is at most 1 / (1 + threshold)
 *   unchanged    equivalent (two one-sided tests at alpha): the 1 − 2·alpha interval of the shift lies inside ±t
 *   inconclusive anything else, with the repetitions per side that would decide it
 * So a true change exactly at the minimum effect is called about half of the time; `detectable` says which change
 * would be called with 80 % probability at this noise and repetition count.
 */
import type { BenchComparison, BenchStatus, SideSummary } from '../../schemas/bench.js';
import { bootstrapRatioIntervals, medianTable } from './bootstrap.js';
import { mannWhitney, minimumPValue, type UTestMode } from './mann-whitney.js';
import type { BenchSide, SideBenchmark } from './merge.js';
import { benjaminiHochberg } from './multiple-testing.js';
import { sortAscending, sortedMedian, summarize } from './quantile.js';
import { hashString } from './rng.js';
import { shiftInterval, shiftIntervalPairInto } from './shift-interval.js';
import { normalQuantile, studentTCdf, studentTQuantile } from './special.js';
import { sameUnit, significant } from './units.js';
// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { abs, exp, expm1, log, log1p, max, sqrt } = Math;

export interface AnalysisSettings {
  minEffect: number;
  alpha: number;
  bootstrapResamples: number;
  seed: number;
  noiseMultiplier: number;
  /** Which Mann–Whitney p-value: exact where affordable (default) or the normal approximation throughout. */
  utest: UTestMode;
  /**
   * Bootstrap only near decision boundaries (EARLY_STOP_RESAMPLES): on for any value from 1 to below
   * bootstrapResamples (default EARLY_STOP_RESAMPLES), off for 0.
   */
  earlyStopResamples?: number;
}

/**
 * Bootstrap only near decision boundaries. The bootstrap interval never decides a benchmark's status where the
 * pairwise shift interval exists (the rank test and that interval do); it feeds the geometric mean's interval, the
 * attribution and the report. So a benchmark decided unchanged reports the shift interval at 1 − alpha instead
 * (`ciMethod: 'shift'`, no resampling), every other one — regressed, improved, undecided — gets all resamples (the
 * same interval as without the fast path, same seed), and when the geometric mean's status could depend on which
 * interval the unchanged ones carry, every benchmark does (`geomeanSettled`). `earlyStopResamples` 0 turns this
 * off; any other value below `bootstrapResamples` turns it on (the name and value are kept from the sequential
 * bootstrap this replaced).
 */
export const EARLY_STOP_RESAMPLES = 250;

const MAX_REPETITIONS = 10_000;
/** Aim inside the remaining room: the estimate moves as repetitions are added. */
const DECISION_MARGIN = 0.9;
/** `detectable` is the change called with this probability. */
export const DETECTION_POWER = 0.8;
/** Relative efficiency factors for normal noise: median (π/2) and Hodges–Lehmann / rank test (π/3) vs the mean. */
const MEDIAN_VARIANCE = Math.PI / 2;
const RANK_VARIANCE = Math.PI / 3;

interface Working {
  row: BenchComparison;
  /** Could this benchmark reach p < alpha at all with its sample sizes? Only those form the FDR family. */
  tested: boolean;
  /** Both sides valid: the row still needs `classify`. */
  comparable: boolean;
  n: number;
  m: number;
  /** Noise per side as a standard deviation of log values (null when unknown). */
  sb: number | null;
  sc: number | null;
  /** Standard error of the log estimate used by the test, and of the ratio of medians; for aggregates the same. */
  seTest: number | null;
  seRatio: number | null;
  /** Equivalence (1 − 2·alpha) interval of the log shift. */
  equivalence: [number, number] | null;
  /** Summary statistics (Welch) instead of ranks: the standard errors scale with 1/n from the given n. */
  aggregate: boolean;
  /** The bootstrap behind `row.ci`, to finish it when the first stage was not enough. */
  bootstrap: BootstrapJob | null;
  /** hullWidth of a bootstrap not yet run, from the log values at hand when the row was compared (NaN: none). */
  hull: number;
}

interface BootstrapJob {
  baseline: Float64Array;
  candidate: Float64Array;
  direction: 'smaller' | 'bigger';
  seed: number;
  resamples: number;
}

function summary(b: SideBenchmark): SideSummary | null {
  if (b.samples.length === 0) {
    if (!b.aggregate) return null;
    const a = b.aggregate;
    const v = a.value;
    return { n: a.n ?? 1, median: v, mean: v, min: v, max: v, stddev: a.stddev ?? null, unit: b.unit };
  }
  return sampleSummary(b.samples, b.unit);
}

/** summarize()'s object becomes the row's summary (its unit added last, as the report prints it): one object, not two. */
function sampleSummary(sorted: Float64Array, unit: string): SideSummary {
  const summary = summarize(sorted) as SideSummary;
  summary.unit = unit;
  return summary;
}

function emptyRow(name: string, status: BenchStatus, threshold: number): BenchComparison {
  return {
    name,
    status,
    direction: null,
    unit: '',
    ratio: null,
    ci: null,
    equivalence: null,
    pValue: null,
    pAdjusted: null,
    test: null,
    threshold,
    detectable: null,
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
  finishBootstraps(work, settings);
  return work.map((w) => w.row);
}

/** The fast path is on unless `earlyStopResamples` is 0 (or not below `bootstrapResamples`). */
function boundaryOnly(settings: AnalysisSettings): boolean {
  const first = settings.earlyStopResamples ?? EARLY_STOP_RESAMPLES;
  return first > 0 && first < settings.bootstrapResamples;
}

/** Each benchmark's own stream: the run's seed mixed with a hash of its name. */
function bootstrapSeed(settings: AnalysisSettings, name: string): number {
  return (settings.seed ^ hashString(name)) >>> 0;
}

function finishBootstrap(w: Working, resamples: number, settings: AnalysisSettings): void {
  const alpha = settings.alpha;
  const job = w.bootstrap!;
  if (job.seed < 0) job.seed = bootstrapSeed(settings, w.row.name);
  w.row.ci = bootstrapRatioIntervals(job.baseline, job.candidate, job.direction, resamples, [1 - alpha], job.seed)[0]!;
  job.resamples = resamples;
  w.row.resamples = resamples;
  w.row.ciMethod = 'bootstrap';
}

/**
 * Bootstrap only near decision boundaries (see EARLY_STOP_RESAMPLES): every row not decided unchanged gets all
 * resamples (the interval it had without the fast path); an unchanged row keeps its shift interval unless the
 * geometric mean's status could depend on which interval it carries, then every row gets the bootstrap.
 */
function finishBootstraps(work: readonly Working[], settings: AnalysisSettings): void {
  const full = settings.bootstrapResamples;
  const skipped: Working[] = [];
  for (const w of work) {
    if (!w.bootstrap || w.bootstrap.resamples > 0) continue;
    if (w.row.status === 'unchanged') skipped.push(w);
    else finishBootstrap(w, full, settings);
  }
  if (skipped.length === 0 || geomeanSettled(work, settings)) return;
  for (const w of skipped) finishBootstrap(w, full, settings);
}

/**
 * Is the geometric mean's status the same whichever interval each skipped row carries? Its status depends on the
 * rows' interval widths only through their summed squares, and is monotone in that sum: a status other than
 * inconclusive stays as the sum shrinks. Every replicate of a row's bootstrap is a ratio of two resample medians,
 * each between the lowest and highest order statistic its median table can pick, so that hull's width bounds the
 * bootstrap interval's; with each skipped row at max(hull, shift interval) width, a decided status is the status
 * both the shift intervals and the full bootstrap give (`geometricMean`'s rule, same rows, same z).
 */
function geomeanSettled(work: readonly Working[], settings: AnalysisSettings): boolean {
  const z = normalQuantile(1 - settings.alpha / 2);
  let n = 0;
  let sumLog = 0;
  let sumVar = 0;
  for (const w of work) {
    const r = w.row;
    if (r.ratio === null || r.status === 'errored' || !r.baseline || !r.candidate) continue;
    // A row without an interval leaves the geometric mean without one (status null), whatever the others carry.
    if (!r.ci) return true;
    n++;
    sumLog += log(r.ratio);
    let width = log(r.ci[1]) - log(r.ci[0]);
    if (w.bootstrap && w.bootstrap.resamples === 0) width = max(width, w.hull);
    sumVar += (width / (2 * z)) ** 2;
  }
  if (n === 0) return true;
  const mean = sumLog / n;
  // A hair wider than the bound: the sums run in another order than geometricMean's (rounding).
  const se = (sqrt(sumVar) / n) * (1 + 1e-9) + 1e-15;
  const lo = mean - z * se;
  const hi = mean + z * se;
  const t = log1p(settings.minEffect);
  return lo > t || hi < -t || (lo >= -t && hi <= t);
}

/**
 * Log width of the range every bootstrap replicate of the ratio of medians lies in (the median tables' support):
 * log(c_high) − log(c_low) + log(b_high) − log(b_low), from the sides' sorted log values (each is Math.log of the
 * sample: the same numbers as taking the logs here, without 40,000 more of them at 10,000 benchmarks).
 */
function hullWidth(logB: Float64Array, logC: Float64Array): number {
  const tb = medianTable(logB.length);
  const tc = medianTable(logC.length);
  return logC[tc.highest]! - logC[tc.lowest]! + logB[tb.highest]! - logB[tb.lowest]!;
}

function blankWork(row: BenchComparison, n: number, m: number): Working {
  return {
    row,
    tested: false,
    comparable: false,
    n,
    m,
    sb: null,
    sc: null,
    seTest: null,
    seRatio: null,
    equivalence: null,
    aggregate: false,
    bootstrap: null,
    hull: NaN,
  };
}

/** What makes a pair incomparable (units, directions, configuration); undefined when nothing does. */
function pairProblems(b: SideBenchmark, c: SideBenchmark): string[] | undefined {
  const out: string[] = [];
  if (!sameUnit(b.unit, c.unit)) out.push(`unit mismatch: baseline '${b.unit}' vs candidate '${c.unit}'`);
  if (b.direction && c.direction && b.direction !== c.direction) {
    out.push(`direction mismatch: baseline ${b.direction} vs candidate ${c.direction} is better`);
  }
  if (b.config !== c.config)
    out.push(`configuration differs: baseline ${b.config ?? '-'} vs candidate ${c.config ?? '-'}`);
  return out.length ? out : undefined;
}

/** Both shift intervals of the fast path (inner low, inner high, outer low, outer high), reused per benchmark. */
const intervals = new Float64Array(4);

/** An interval of the shift oriented like the ratio: for bigger-is-better a lower candidate is the cost. */
function orient(iv: [number, number], direction: 'smaller' | 'bigger'): [number, number] {
  return direction === 'smaller' ? iv : [-iv[1], -iv[0]];
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
    return blankWork(row, b?.samples.length ?? 0, c?.samples.length ?? 0);
  }
  const row = emptyRow(name, 'unchanged', threshold);
  row.direction = c.direction ?? b.direction ?? null;
  row.unit = c.unit;
  row.baseline = summary(b);
  row.candidate = summary(c);
  // The row's own empty list stays where neither side has a note (no list per row to throw away).
  if (b.notes.length + c.notes.length) row.notes = [...new Set([...b.notes, ...c.notes])];
  const work = blankWork(row, b.samples.length, c.samples.length);
  const pairErrors = pairProblems(b, c);
  if (c.errors.length || pairErrors) {
    row.status = 'errored';
    row.errors = [
      ...c.errors.map((e) => `candidate: ${e}`),
      ...(pairErrors ?? []),
      ...b.errors.map((e) => `baseline: ${e}`),
    ];
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
  if (b.samples.length === 0 || c.samples.length === 0) {
    compareAggregates(work, b, c, settings);
    return work;
  }
  compareSamples(work, b, c, direction, settings);
  return work;
}

/**
 * The rank test, the noise and the intervals of a pair with samples on both sides (the hot path of a big suite:
 * kept apart from the rows' bookkeeping above, so that the optimiser has a small function to compile early).
 */
function compareSamples(
  work: Working,
  b: SideBenchmark,
  c: SideBenchmark,
  direction: 'smaller' | 'bigger',
  settings: AnalysisSettings,
): void {
  const row = work.row;
  const mw = mannWhitney(b.samples, c.samples, settings.utest);
  row.pValue = mw.pValue;
  row.test = mw.method;
  work.tested = minimumPValue(work.n, work.m) < settings.alpha;
  const lb = logs(b.samples, 0);
  const lc = logs(c.samples, 1);
  work.sb = logSpread(lb);
  work.sc = logSpread(lc);
  const sb = work.sb ?? work.sc;
  const sc = work.sc ?? work.sb;
  if (sb !== null && sc !== null) {
    const v = (sb * sb) / work.n + (sc * sc) / work.m;
    work.seTest = sqrt(RANK_VARIANCE * v);
    work.seRatio = sqrt(MEDIAN_VARIANCE * v);
  }
  if (work.n >= 2 && work.m >= 2) {
    const spread = work.sb !== null && work.sc !== null ? sqrt(work.sb * work.sb + work.sc * work.sc) : undefined;
    // The fast path: the bootstrap interval never decides a status where the pairwise shift interval exists, so
    // until the status is known the row carries the shift interval at 1 − alpha (same ranks machinery, no
    // resampling); finishBootstraps bootstraps only the rows at or beyond a boundary (see EARLY_STOP_RESAMPLES).
    const both =
      boundaryOnly(settings) &&
      shiftIntervalPairInto(lb, lc, 1 - 2 * settings.alpha, 1 - settings.alpha, spread, intervals);
    if (both) {
      // orient(), written out: the inner interval is the equivalence interval, the outer one the row's.
      const innerLow = intervals[0]!;
      const innerHigh = intervals[1]!;
      const outerLow = intervals[2]!;
      const outerHigh = intervals[3]!;
      const smaller = direction === 'smaller';
      row.ci = smaller ? [exp(outerLow), exp(outerHigh)] : [exp(-outerHigh), exp(-outerLow)];
      row.ciMethod = 'shift';
      // The seed (a hash of the name) only when the bootstrap runs: most rows never need it.
      work.bootstrap = { baseline: b.samples, candidate: c.samples, direction, seed: -1, resamples: 0 };
      work.hull = hullWidth(lb, lc);
      work.equivalence = smaller ? [innerLow, innerHigh] : [-innerHigh, -innerLow];
      row.equivalence = [exp(work.equivalence[0]), exp(work.equivalence[1])];
      return;
    }
    const shift = shiftInterval(lb, lc, 1 - 2 * settings.alpha, spread);
    // The bootstrap's equivalence interval only where the pairwise one is unavailable (selection is the hot spot);
    // it then decides the status, so it always gets every resample.
    const levels = shift ? [1 - settings.alpha] : [1 - settings.alpha, 1 - 2 * settings.alpha];
    const resamples = settings.bootstrapResamples;
    const seed = bootstrapSeed(settings, row.name);
    const [ci, eq] = bootstrapRatioIntervals(b.samples, c.samples, direction, resamples, levels, seed);
    row.ci = ci!;
    row.ciMethod = 'bootstrap';
    row.resamples = resamples;
    work.bootstrap = { baseline: b.samples, candidate: c.samples, direction, seed, resamples };
    if (!shift) work.equivalence = [log(eq![0]), log(eq![1])];
    else work.equivalence = orient(shift, direction);
    row.equivalence = [exp(work.equivalence![0]), exp(work.equivalence![1])];
  }
}

/**
 * Reused arrays per length and slot: the log values and deviations live only while one benchmark is compared, and
 * 40,000 short-lived typed arrays (each with its own backing store) cost a 10,000-benchmark run more than the maths.
 */
const scratchByLength = new Map<number, Float64Array[]>();

function scratchOf(length: number, slot: 0 | 1 | 2): Float64Array {
  let arrays = scratchByLength.get(length);
  if (!arrays) {
    if (scratchByLength.size > 64) scratchByLength.clear();
    arrays = [new Float64Array(length), new Float64Array(length), new Float64Array(length)];
    scratchByLength.set(length, arrays);
  }
  return arrays[slot]!;
}

/** Logs of the sorted values into scratch `slot` (valid until the next benchmark). */
function logs(sorted: Float64Array, slot: 0 | 1): Float64Array {
  const out = scratchOf(sorted.length, slot);
  for (let i = 0; i < sorted.length; i++) out[i] = log(sorted[i]!);
  return out;
}

/** Robust spread of sorted log values: 1.4826 × MAD, else the standard deviation (coarse timers tie a lot). */
function logSpread(sorted: Float64Array): number | null {
  const n = sorted.length;
  if (n < 2) return null;
  const mid = sortedMedian(sorted);
  const mad = 1.4826 * medianDeviation(sorted, mid);
  if (mad > 0) return mad;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += sorted[i]!;
  mean /= n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (sorted[i]! - mean) ** 2;
  return sqrt(ss / (n - 1));
}

/**
 * Median of |sorted[i] − mid| for the median `mid`: exactly what sorting those deviations and taking their median
 * gives, without writing or sorting them (this runs twice per benchmark). Below the middle position the deviations
 * rise as i falls, from it they rise with i (rounding is monotone), so merging the two runs outwards from the middle
 * yields them in ascending order, and only the first half is walked. Values that are not finite (whose order the
 * sort defines) take the sort.
 */
function medianDeviation(sorted: Float64Array, mid: number): number {
  const n = sorted.length;
  if (!Number.isFinite(mid) || !Number.isFinite(sorted[0]!) || !Number.isFinite(sorted[n - 1]!)) {
    const dev = scratchOf(n, 2);
    for (let i = 0; i < n; i++) dev[i] = abs(sorted[i]! - mid);
    return sortedMedian(sortAscending(dev));
  }
  const half = n >> 1;
  let left = half - 1;
  let right = half;
  let previous = 0;
  let current = 0;
  // Each side's next deviation, worked out again only when that side moves. Left of the middle the values are at
  // most the median and right of it at least (so `mid − v` and `v − mid` are |v − mid|, exactly: the same rounding).
  let l = left >= 0 ? mid - sorted[left]! : Infinity;
  let r = right < n ? sorted[right]! - mid : Infinity;
  for (let k = 0; k <= half; k++) {
    previous = current;
    if (l <= r) {
      current = l;
      left--;
      l = left >= 0 ? mid - sorted[left]! : Infinity;
    } else {
      current = r;
      right++;
      r = right < n ? sorted[right]! - mid : Infinity;
    }
  }
  return n % 2 ? current : (previous + current) / 2;
}

interface AggregateSide {
  value: number;
  /** Standard error of log(value). */
  se: number | null;
  n: number | null;
  /** Per-repetition spread as a log standard deviation, when known. */
  spread: number | null;
}

function aggregateSide(b: SideBenchmark): AggregateSide {
  if (b.samples.length > 0) {
    const s = summarize(b.samples);
    const spread = s.stddev !== null ? s.stddev / s.median : null;
    return { value: s.median, se: spread !== null ? spread / sqrt(s.n) : null, n: s.n, spread };
  }
  const a = b.aggregate!;
  const spread = a.stddev !== undefined ? a.stddev / a.value : null;
  let se: number | null = a.se !== undefined ? a.se / a.value : null;
  if (se === null && spread !== null && a.n !== undefined && a.n >= 2) se = spread / sqrt(a.n);
  return { value: a.value, se, n: a.n ?? null, spread };
}

/**
 * Welch's t-test on summary statistics (location ± standard error on the log scale, Welch–Satterthwaite degrees of
 * freedom; a normal test where a tool gives only standard errors). The interval is t-based on the log ratio.
 */
function compareAggregates(work: Working, b: SideBenchmark, c: SideBenchmark, settings: AnalysisSettings): void {
  const row = work.row;
  const sb = aggregateSide(b);
  const sc = aggregateSide(c);
  row.test = 'welch-aggregates';
  work.aggregate = true;
  work.n = sb.n ?? 0;
  work.m = sc.n ?? 0;
  if (sb.se === null || sc.se === null) {
    row.status = 'errored';
    row.errors.push(
      'summary statistics without a standard deviation and repetition count (or a standard error) cannot be ' +
        'compared: rerun with repetitions (e.g. --benchmark_repetitions=10) or write every repetition',
    );
    work.comparable = false;
    return;
  }
  work.sb = sb.spread;
  work.sc = sc.spread;
  const estimate = log(row.ratio!);
  const se = max(sqrt(sb.se * sb.se + sc.se * sc.se), 1e-12);
  const df = welchDf(sb, sc);
  const t = estimate / se;
  row.pValue = 2 * (1 - studentTCdf(abs(t), df));
  work.tested = true;
  work.seTest = se;
  work.seRatio = se;
  const q1 = studentTQuantile(1 - settings.alpha / 2, df);
  const q2 = studentTQuantile(1 - settings.alpha, df);
  row.ci = [exp(estimate - q1 * se), exp(estimate + q1 * se)];
  row.ciMethod = 't';
  work.equivalence = [estimate - q2 * se, estimate + q2 * se];
  row.equivalence = [exp(work.equivalence[0]), exp(work.equivalence[1])];
}

function welchDf(b: AggregateSide, c: AggregateSide): number {
  if (b.n === null || c.n === null || b.n < 2 || c.n < 2) return Infinity;
  const vb = b.se! ** 2;
  const vc = c.se! ** 2;
  const denom = (vb * vb) / (b.n - 1) + (vc * vc) / (c.n - 1);
  return denom > 0 ? (vb + vc) ** 2 / denom : Infinity;
}

function classify(w: Working, alpha: number, family: number): void {
  const row = w.row;
  const t = log1p(row.threshold);
  const texts = reasonTexts(row.threshold, alpha);
  const pct = texts.pct;
  row.detectable = detectable(w, alpha, t);
  if (!w.tested || !row.ci || !w.equivalence) {
    row.status = 'inconclusive';
    row.reason =
      `too few repetitions (${w.n} baseline, ${w.m} candidate): ` +
      `the smallest possible p-value is ${significant(minimumPValue(w.n, w.m), 2)}, not below alpha ${alpha}`;
    row.moreRepetitions = max(repetitionsForMinimumP(w.n, w.m, alpha), equivalenceRepetitions(w, t, alpha) ?? 0);
    return;
  }
  const estimate = log(row.ratio!);
  const q = row.pAdjusted ?? 1;
  const significantNow = q < alpha;
  const [elo, ehi] = w.equivalence;
  if (significantNow && estimate >= t) {
    row.status = 'regressed';
    row.reason = `significant after false-discovery control (${qText(q)} < ${alpha}) and ×${row.ratio!.toFixed(3)} is beyond +${pct}`;
  } else if (significantNow && estimate <= -t) {
    row.status = 'improved';
    row.reason = `significant after false-discovery control (${qText(q)} < ${alpha}) and ×${row.ratio!.toFixed(3)} is beyond −${pct}`;
  } else if (elo >= -t && ehi <= t) {
    row.status = 'unchanged';
    row.reason = texts.equivalentBefore + significant(exp(elo)) + ', ' + significant(exp(ehi)) + texts.equivalentAfter;
  } else {
    row.status = 'inconclusive';
    if (abs(estimate) >= t) {
      row.reason = `×${row.ratio!.toFixed(3)} is beyond ±${pct} but not significant after false-discovery control (${qText(q)})`;
      row.moreRepetitions = significanceRepetitions(w, alpha / max(1, family));
    } else {
      row.reason =
        `the ${significant((1 - 2 * alpha) * 100, 3)} % equivalence interval ` +
        `[${significant(exp(elo))}, ${significant(exp(ehi))}] straddles the ±${pct} threshold`;
      row.moreRepetitions = equivalenceRepetitions(w, t, alpha);
      if (row.moreRepetitions === null)
        row.reason += '; the estimate sits on the threshold, more repetitions will not settle it quickly';
    }
  }
}

interface ReasonTexts {
  threshold: number;
  alpha: number;
  /** `5 %`: the threshold as every reason prints it. */
  pct: string;
  /** An unchanged row's reason is these around its interval's two ends. */
  equivalentBefore: string;
  equivalentAfter: string;
}

let lastTexts: ReasonTexts | undefined;

/**
 * The parts of the reasons that depend only on the threshold and alpha, made once per run (every row shares them
 * unless A/A noise raises a threshold), not once per row: 10,000 unchanged rows keep their reason to the end.
 */
function reasonTexts(threshold: number, alpha: number): ReasonTexts {
  if (lastTexts && Object.is(lastTexts.threshold, threshold) && Object.is(lastTexts.alpha, alpha)) return lastTexts;
  const pct = `${significant(threshold * 100, 3)} %`;
  lastTexts = {
    threshold,
    alpha,
    pct,
    equivalentBefore: `equivalent within ±${pct}: the ${significant((1 - 2 * alpha) * 100, 3)} % interval [`,
    equivalentAfter: `] lies inside the bounds (two one-sided tests at ${alpha})`,
  };
  return lastTexts;
}

/** The adjusted p-value as a reason prints it (only the rows whose reason names it). */
const qText = (q: number): string => `q = ${significant(q, 2)}`;

let lastQuantiles = { alpha: NaN, zp: 0, za: 0 };

/** The smallest relative change called `regressed` with probability DETECTION_POWER (normal noise assumed). */
function detectable(w: Working, alpha: number, t: number): number | null {
  if (!w.tested || w.seTest === null || w.seRatio === null) return null;
  // The two quantiles once per alpha (the same numbers for every row).
  if (!Object.is(lastQuantiles.alpha, alpha))
    lastQuantiles = { alpha, zp: normalQuantile(DETECTION_POWER), za: normalQuantile(1 - alpha / 2) };
  const { zp, za } = lastQuantiles;
  return expm1(max(t + zp * w.seRatio, (za + zp) * w.seTest));
}

/** The standard error after r more repetitions per side. */
function seAfter(w: Working, r: number): number | null {
  if (w.seTest === null) return null;
  if (w.aggregate || w.sb === null || w.sc === null) {
    // Only the total is known: it shrinks like 1/√n.
    const n = max(1, w.n);
    const m = max(1, w.m);
    return w.seTest * sqrt((1 / (n + r) + 1 / (m + r)) / (1 / n + 1 / m));
  }
  return sqrt(RANK_VARIANCE * ((w.sb * w.sb) / (w.n + r) + (w.sc * w.sc) / (w.m + r)));
}

/** Extra repetitions per side after which the standard error is at most `target`. */
function repetitionsFor(w: Working, target: number): number | null {
  if (!(target > 0) || w.seTest === null) return null;
  if (w.seTest <= target) return 1;
  if ((seAfter(w, MAX_REPETITIONS) ?? Infinity) > target) return null;
  let lo = 1;
  let hi = MAX_REPETITIONS;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((seAfter(w, mid) ?? Infinity) <= target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function repetitionsForMinimumP(n: number, m: number, alpha: number): number {
  for (let r = 1; r < 1000; r++) if (minimumPValue(n + r, m + r) < alpha) return r;
  return 1000;
}

/**
 * Equivalence needs the interval's far side inside ±t: its half-width shrinks like the standard error, so scale the
 * observed half-width (aiming a little inside: the estimate moves as repetitions are added). Without an interval,
 * |shift| + z(1 − alpha)·se ≤ t.
 */
function equivalenceRepetitions(w: Working, t: number, alpha: number): number | null {
  const centre = w.equivalence ? (w.equivalence[0] + w.equivalence[1]) / 2 : log(w.row.ratio ?? 1);
  const room = DECISION_MARGIN * (t - abs(centre));
  if (room <= 1e-9 || w.seTest === null) return null;
  if (!w.equivalence) return repetitionsFor(w, room / normalQuantile(1 - alpha));
  const half = (w.equivalence[1] - w.equivalence[0]) / 2;
  return half > 0 ? repetitionsFor(w, (w.seTest * room) / half) : null;
}

/**
 * The z-score grows like 1/se: how many more repetitions until the observed p would clear a Bonferroni-safe level
 * (the FDR family's strictest), judged from the p-value itself (rank tests are discrete at few repetitions).
 */
function significanceRepetitions(w: Working, level: number): number | null {
  const p = w.row.pValue;
  if (p === null || p >= 1 || w.seTest === null) return null;
  const observed = normalQuantile(1 - p / 2);
  const needed = normalQuantile(1 - level / 2);
  if (!(observed > 0)) return null;
  return repetitionsFor(w, (w.seTest * observed) / needed);
}
