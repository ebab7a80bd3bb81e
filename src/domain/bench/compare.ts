/** The whole comparison: per-benchmark verdicts, summary, environment check, attribution and self-test. */
import type { BenchComparison, CompareBenchResult, FailOn, OverallVerdict } from '../../schemas/bench.js';
import { COMPARE_BENCH_SCHEMA_VERSION } from '../../schemas/bench-format.js';
import { analyzePair, EARLY_STOP_RESAMPLES, noiseFromAA, type AnalysisSettings } from './analyze.js';
import { envMismatches, isAllowed } from './env.js';
import { geometricMean } from './geomean.js';
import type { BenchSide } from './merge.js';
import { injectRegression, SELF_TEST_FACTOR } from './self-test.js';

export interface CompareBenchSettings extends AnalysisSettings {
  suite: string;
  failOn: FailOn;
  /** true: any difference allowed; a list: those keys allowed. */
  allowEnvMismatch: boolean | string[];
  selfTest: boolean;
  /** Recorded in the result; the parsers read it (Google Benchmark real_time or cpu_time). */
  metric: 'real' | 'cpu';
  /** Above this share of undecided compared benchmarks the run is `inconclusive` (default 0.2). */
  maxUndecided: number;
  /** `fail`: baseline benchmarks missing from the candidate fail the gate (a crash looks like that). */
  onMissing: 'fail' | 'warn';
  /**
   * true: a slowdown beyond the threshold on too few repetitions to decide stays `inconclusive` and passes a
   * `--fail-on regressed` gate (the old behaviour). Default false: such a benchmark fails the gate.
   */
  allowUnderpowered?: boolean;
}

export const DEFAULT_COMPARE_SETTINGS: CompareBenchSettings = {
  suite: 'default',
  minEffect: 0.05,
  alpha: 0.05,
  bootstrapResamples: 2000,
  earlyStopResamples: EARLY_STOP_RESAMPLES,
  seed: 1,
  noiseMultiplier: 2,
  failOn: 'regressed',
  allowEnvMismatch: false,
  selfTest: false,
  utest: 'exact',
  metric: 'real',
  maxUndecided: 0.2,
  onMissing: 'fail',
};

export interface CompareBenchInputs {
  baseline: BenchSide;
  candidate: BenchSide;
  aaBaseline?: BenchSide;
  upstreamBaseline?: BenchSide;
  upstreamCandidate?: BenchSide;
}

const STATUS_ORDER: Record<BenchComparison['status'], number> = {
  errored: 0,
  regressed: 1,
  inconclusive: 2,
  improved: 2,
  unchanged: 2,
  removed: 3,
  added: 4,
};

const byName = (a: BenchComparison, b: BenchComparison): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Errors first (a correctness failure), then regressions, then everything by ratio, worst first. */
export function sortRows(rows: BenchComparison[]): BenchComparison[] {
  if (sortedByKeys(rows)) return rows;
  return rows.sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || (b.ratio ?? 0) - (a.ratio ?? 0) || byName(a, b),
  );
}

/**
 * The same order without a comparator call per pair (10,000 rows: ~130,000 calls in a cold process): the rows in
 * status bands (stable), each band's distinct ratios sorted as numbers, highest first, the rows of one ratio by
 * name (stable). Where no ratio is NaN the comparator above is a strict weak order (a missing ratio counts as 0,
 * −0 as 0, infinite ones tie with each other and go by name), so a stable sort has one result, and this is it. With
 * a NaN ratio it is not: false, and the rows are left to the comparator.
 */
function sortedByKeys(rows: BenchComparison[]): boolean {
  const bands: BenchComparison[][] = [[], [], [], [], []];
  for (const row of rows) {
    if (row.ratio !== null && row.ratio !== row.ratio) return false;
    bands[STATUS_ORDER[row.status]]!.push(row);
  }
  let at = 0;
  for (const band of bands) {
    if (band.length === 0) continue;
    const ratios = new Float64Array(band.length);
    const withRatio = new Map<number, BenchComparison[]>();
    band.forEach((row, i) => {
      const ratio = (row.ratio ?? 0) + 0; // + 0: −0 is 0
      ratios[i] = ratio;
      const same = withRatio.get(ratio);
      if (same) same.push(row);
      else withRatio.set(ratio, [row]);
    });
    ratios.sort();
    for (let i = ratios.length - 1; i >= 0; i--) {
      if (i < ratios.length - 1 && ratios[i] === ratios[i + 1]) continue;
      const same = withRatio.get(ratios[i]!)!;
      if (same.length > 1) same.sort(byName);
      for (const row of same) rows[at++] = row;
    }
  }
  return true;
}

export function countStatuses(rows: readonly BenchComparison[]): CompareBenchResult['counts'] {
  const counts = {
    regressed: 0,
    improved: 0,
    unchanged: 0,
    inconclusive: 0,
    added: 0,
    removed: 0,
    errored: 0,
    compared: 0,
  };
  for (const r of rows) counts[r.status]++;
  counts.compared = counts.regressed + counts.improved + counts.unchanged + counts.inconclusive;
  return counts;
}

export interface VerdictRules {
  maxUndecided: number;
  onMissing: 'fail' | 'warn';
}

const DEFAULT_RULES: VerdictRules = { maxUndecided: 0.2, onMissing: 'fail' };

/**
 * The run's verdict and the rule that gave it. An error is never neutral (it counts as a regression); a few
 * undecided benchmarks do not make a large suite undecided, only a share above `maxUndecided` (or nothing compared)
 * does; a baseline benchmark missing from the candidate may be a crash, so by default it keeps the run from passing.
 */
export function decideVerdict(
  counts: CompareBenchResult['counts'],
  geomeanStatus: CompareBenchResult['geomean']['status'],
  comparable: boolean,
  rules: VerdictRules = DEFAULT_RULES,
): { verdict: OverallVerdict; reason: string } {
  const pct = (x: number): string => `${Math.round(x * 1000) / 10} %`;
  if (!comparable) return { verdict: 'incomparable', reason: 'the environments differ: the comparison is refused' };
  if (counts.errored > 0 || counts.regressed > 0) {
    const parts = [
      ...(counts.regressed ? [`${counts.regressed} benchmark(s) regressed`] : []),
      ...(counts.errored ? [`${counts.errored} errored (an error is never neutral)`] : []),
    ];
    return {
      verdict: 'regressed',
      reason: `${parts.join(' and ')}: significant after false-discovery control and beyond the minimum effect`,
    };
  }
  if (geomeanStatus === 'regressed')
    return {
      verdict: 'regressed',
      reason: 'the geometric mean regressed beyond the minimum effect (a broad slowdown)',
    };
  if (counts.compared === 0)
    return { verdict: 'inconclusive', reason: 'nothing was compared: no benchmark has valid results on both sides' };
  if (counts.removed > 0 && rules.onMissing === 'fail') {
    return {
      verdict: 'inconclusive',
      reason: `${counts.removed} baseline benchmark(s) are missing from the candidate (a crash or a rename?)`,
    };
  }
  const share = counts.inconclusive / counts.compared;
  if (share > rules.maxUndecided) {
    return {
      verdict: 'inconclusive',
      reason:
        `${counts.inconclusive} of ${counts.compared} compared benchmarks (${pct(share)}) are undecided, ` +
        `more than the ${pct(rules.maxUndecided)} allowed`,
    };
  }
  const undecided =
    counts.inconclusive > 0
      ? `; ${counts.inconclusive} undecided (${pct(share)}, at most ${pct(rules.maxUndecided)} allowed; listed with the repetitions they need)`
      : '';
  if (counts.improved > 0 || geomeanStatus === 'improved') {
    return { verdict: 'improved', reason: `none regressed, ${counts.improved} improved${undecided}` };
  }
  return {
    verdict: 'no-change',
    reason: `none regressed: ${counts.unchanged} equivalent within the minimum effect${undecided}`,
  };
}

export function overallVerdict(
  counts: CompareBenchResult['counts'],
  geomeanStatus: CompareBenchResult['geomean']['status'],
  comparable: boolean,
  rules: VerdictRules = DEFAULT_RULES,
): OverallVerdict {
  return decideVerdict(counts, geomeanStatus, comparable, rules).verdict;
}

/**
 * Undecided benchmarks whose point estimate is a slowdown beyond their threshold and whose repetitions can reach no
 * significance at all (`detectable` null): one repetition per side reports a 2× slowdown as `inconclusive`, and a
 * `--fail-on regressed` gate would pass it. (A benchmark with enough repetitions that stays undecided is noise, not
 * a lack of power: the undecided share rule judges those.)
 */
export function underpoweredSlowdowns(rows: readonly BenchComparison[]): BenchComparison[] {
  return rows.filter(
    (r) => r.status === 'inconclusive' && r.ratio !== null && r.ratio > 1 + r.threshold && r.detectable === null,
  );
}

/** `regressed` fails on a regression or a refused comparison; `inconclusive` also on an undecided one. */
export function gateFails(verdict: OverallVerdict, failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  if (verdict === 'regressed' || verdict === 'incomparable') return true;
  return failOn === 'inconclusive' && verdict === 'inconclusive';
}

/** Why the gate fails: the verdict, or — whatever --fail-on says, except never — nothing compared or missing ones. */
export function gateReasons(
  verdict: OverallVerdict,
  counts: CompareBenchResult['counts'],
  failOn: FailOn,
  onMissing: 'fail' | 'warn',
): string[] {
  if (failOn === 'never') return [];
  const reasons: string[] = [];
  if (gateFails(verdict, failOn)) reasons.push(`verdict ${verdict} (fails on ${failOn})`);
  if (counts.compared === 0) reasons.push('nothing was compared (an empty or foreign candidate never passes)');
  if (counts.removed > 0 && onMissing === 'fail') {
    reasons.push(
      `${counts.removed} baseline benchmark(s) missing from the candidate (pass --on-missing warn to allow)`,
    );
  }
  return reasons;
}

function fileInfo(side: BenchSide | undefined): CompareBenchResult['inputs']['baseline'] {
  return (side?.files ?? []).map((f) => ({
    file: f.source,
    format: f.variant ? `${f.format}:${f.variant}` : f.format,
    benchmarks: f.benchmarkCount,
  }));
}

interface PairOutcome {
  rows: BenchComparison[];
  counts: CompareBenchResult['counts'];
  geomean: ReturnType<typeof geometricMean>;
}

function comparePair(
  base: BenchSide,
  cand: BenchSide,
  settings: CompareBenchSettings,
  noise?: Map<string, number>,
): PairOutcome {
  const rows = sortRows(analyzePair(base, cand, settings, noise));
  return { rows, counts: countStatuses(rows), geomean: geometricMean(rows, settings.alpha, settings.minEffect) };
}

export function compareBench(inputs: CompareBenchInputs, settings: CompareBenchSettings): CompareBenchResult {
  const notes: string[] = [];
  const noise = inputs.aaBaseline ? noiseFromAA(inputs.baseline, inputs.aaBaseline) : undefined;
  const main = comparePair(inputs.baseline, inputs.candidate, settings, noise);

  const mismatches = envMismatches(inputs.baseline, inputs.candidate);
  if (inputs.aaBaseline) mismatches.push(...envMismatches(inputs.baseline, inputs.aaBaseline));
  const blocking = mismatches.filter((m) => !isAllowed(m, settings.allowEnvMismatch));
  const comparable = blocking.length === 0;
  if (!comparable) {
    notes.push(
      `environments differ (${[...new Set(blocking.map((m) => m.key))].join(', ')}): the comparison is refused; ` +
        'pass --allow-env-mismatch (or --allow-env-mismatch KEY,…) if that is intended',
    );
  }
  const rules = { maxUndecided: settings.maxUndecided, onMissing: settings.onMissing };
  const decided = decideVerdict(main.counts, main.geomean.status, comparable, rules);
  const verdict = decided.verdict;
  const reasons = gateReasons(verdict, main.counts, settings.failOn, settings.onMissing);
  const underpowered = underpoweredSlowdowns(main.rows);
  if (underpowered.length > 0 && settings.failOn !== 'never') {
    const listed = underpowered
      .slice(0, 5)
      .map((r) => `${r.name} ×${r.ratio!.toFixed(2)} on ${r.baseline?.n ?? 0}+${r.candidate?.n ?? 0} repetitions`)
      .join(', ');
    if (settings.allowUnderpowered)
      notes.push(
        `${underpowered.length} slowdown(s) beyond the threshold left undecided by --allow-underpowered: ${listed}`,
      );
    else
      reasons.push(
        `${underpowered.length} benchmark(s) slowed beyond the threshold with too few repetitions to decide (${listed}): ` +
          'run more repetitions, or pass --allow-underpowered to let them pass as inconclusive',
      );
  }
  if (main.counts.removed > 0 && settings.onMissing === 'warn') {
    notes.push(
      `${main.counts.removed} baseline benchmark(s) missing from the candidate (allowed by --on-missing warn)`,
    );
  }

  addSideNotes(notes, inputs, main);
  if (settings.metric === 'cpu') {
    const other = [...inputs.baseline.files, ...inputs.candidate.files].filter((f) => f.format !== 'gbench');
    if (other.length > 0)
      notes.push(`--metric cpu applies to Google Benchmark files only; ${other.length} other file(s) read as usual`);
  }
  if (main.geomean.missingIntervals > 0) {
    notes.push(`geomean interval unavailable: ${main.geomean.missingIntervals} benchmark(s) have a single repetition`);
  }
  if (main.geomean.status === 'regressed' && main.counts.regressed === 0) {
    notes.push('no single benchmark regressed decisively, but the geometric mean did: a broad slowdown');
  }

  let attribution: CompareBenchResult['attribution'] = null;
  if (inputs.upstreamBaseline && inputs.upstreamCandidate) {
    const upstreamEnv = envMismatches(inputs.upstreamBaseline, inputs.upstreamCandidate);
    if (upstreamEnv.length > 0) {
      notes.push(
        `upstream results differ in ${[...new Set(upstreamEnv.map((m) => m.key))].join(', ')}: the attribution may be wrong`,
      );
    }
    attribution = attribute(main.rows, comparePair(inputs.upstreamBaseline, inputs.upstreamCandidate, settings), notes);
  }
  const selfTest = settings.selfTest ? runSelfTest(inputs, settings, noise) : null;
  const { missingIntervals: _missing, ...geomean } = main.geomean;
  return {
    schemaVersion: COMPARE_BENCH_SCHEMA_VERSION,
    suite: settings.suite,
    verdict,
    verdictReason: decided.reason,
    failOn: settings.failOn,
    gateFailed: reasons.length > 0,
    gateReasons: reasons,
    undecided: main.rows
      .filter((r) => r.status === 'inconclusive')
      .slice(0, 200)
      .map((r) => ({ name: r.name, moreRepetitions: r.moreRepetitions })),
    geomeanRatio: geomean.ratio,
    geomean,
    counts: main.counts,
    settings: {
      minEffect: settings.minEffect,
      alpha: settings.alpha,
      confidence: 1 - settings.alpha,
      bootstrapResamples: settings.bootstrapResamples,
      earlyStopResamples: settings.earlyStopResamples ?? EARLY_STOP_RESAMPLES,
      seed: settings.seed,
      noiseMultiplier: settings.noiseMultiplier,
      aaCalibrated: Boolean(inputs.aaBaseline),
      allowEnvMismatch: settings.allowEnvMismatch,
      utest: settings.utest,
      metric: settings.metric,
      maxUndecided: settings.maxUndecided,
      onMissing: settings.onMissing,
    },
    env: { baseline: inputs.baseline.env, candidate: inputs.candidate.env, mismatches, comparable },
    inputs: {
      baseline: fileInfo(inputs.baseline),
      candidate: fileInfo(inputs.candidate),
      aaBaseline: fileInfo(inputs.aaBaseline),
      upstreamBaseline: fileInfo(inputs.upstreamBaseline),
      upstreamCandidate: fileInfo(inputs.upstreamCandidate),
    },
    benchmarks: main.rows,
    attribution,
    selfTest,
    notes,
  };
}

function addSideNotes(notes: string[], inputs: CompareBenchInputs, main: PairOutcome): void {
  for (const side of [inputs.baseline, inputs.candidate]) {
    for (const f of side.files) for (const n of f.notes) notes.push(`${side.label} ${f.source}: ${n}`);
  }
  const shared = inputs.baseline.commits.filter((c) => inputs.candidate.commits.includes(c));
  if (shared.length > 0 && inputs.baseline.commits.length === 1 && inputs.candidate.commits.length === 1) {
    notes.push(
      `baseline and candidate were both measured on commit ${shared[0]!.slice(0, 12)}: this A/B compares nothing`,
    );
  }
  const coarse = main.rows.filter((r) => r.notes.some((n) => n.startsWith('suspicious precision'))).length;
  if (coarse > 0) notes.push(`${coarse} benchmark(s) have suspiciously coarse precision (see their notes)`);
  if (main.rows.length > 0 && main.counts.added + main.counts.removed === main.rows.length) {
    notes.push('no benchmark appears on both sides: check the names and the --format');
  }
}

/** A regression upstream shows too is inherited — unless the fork's is clearly worse than upstream's. */
function attribute(rows: BenchComparison[], upstream: PairOutcome, notes: string[]): CompareBenchResult['attribution'] {
  const byName = new Map(upstream.rows.map((r) => [r.name, r]));
  let inherited = 0;
  let forkLocal = 0;
  for (const row of rows) {
    if (row.status !== 'regressed' && row.status !== 'errored') continue;
    const up = byName.get(row.name);
    row.upstreamRatio = up?.ratio ?? null;
    let label: 'inherited' | 'fork-local' = 'fork-local';
    if (up && up.status === row.status) {
      label = 'inherited';
      if (row.status === 'regressed' && row.ci && up.ci && row.ci[0] > up.ci[1]) {
        label = 'fork-local';
        row.notes.push(`upstream regressed too, but less (×${up.ratio!.toFixed(3)} vs ×${row.ratio!.toFixed(3)})`);
      }
    } else if (!up) row.notes.push('not in the upstream results');
    row.attribution = label;
    if (label === 'inherited') inherited++;
    else forkLocal++;
  }
  const upstreamVerdict = overallVerdict(upstream.counts, upstream.geomean.status, true, {
    maxUndecided: 0.2,
    onMissing: 'warn',
  });
  if (inherited + forkLocal > 0)
    notes.push(`attribution: ${inherited} inherited from upstream, ${forkLocal} fork-local`);
  return { upstreamVerdict, inherited, forkLocal };
}

/** Does the gate turn red when every benchmark of the candidate is made 2× worse? */
function runSelfTest(
  inputs: CompareBenchInputs,
  settings: CompareBenchSettings,
  noise: Map<string, number> | undefined,
): CompareBenchResult['selfTest'] {
  const injected = injectRegression(inputs.candidate, SELF_TEST_FACTOR);
  const outcome = comparePair(inputs.baseline, injected, settings, noise);
  const verdict = overallVerdict(outcome.counts, outcome.geomean.status, true, {
    maxUndecided: settings.maxUndecided,
    onMissing: 'warn',
  });
  const valid = outcome.rows.filter((r) => r.ratio !== null && r.status !== 'errored');
  const undetected = valid.filter((r) => r.status !== 'regressed').map((r) => r.name);
  return {
    factor: SELF_TEST_FACTOR,
    verdict,
    passed: verdict === 'regressed' && valid.length > 0 && undetected.length === 0,
    detected: valid.length - undetected.length,
    total: valid.length,
    undetected: undetected.slice(0, 50),
  };
}
