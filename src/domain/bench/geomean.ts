/**
 * Geometric mean of the per-benchmark cost ratios, with an interval from the per-benchmark intervals
 * (delta method on the logs: se_i from each bootstrap interval's width, independent benchmarks). When a benchmark has
 * no interval (a single repetition) the summary interval would hide that, so it is left out.
 */
import type { BenchComparison, CompareBenchResult } from '../../schemas/bench.js';
import { normalQuantile } from './special.js';
// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { exp, log, log1p, sqrt } = Math;

export function geometricMean(
  rows: readonly BenchComparison[],
  alpha: number,
  minEffect: number,
): CompareBenchResult['geomean'] & { missingIntervals: number } {
  const used = rows.filter((r) => r.ratio !== null && r.status !== 'errored' && r.baseline && r.candidate);
  if (used.length === 0) return { ratio: null, ci: null, status: null, benchmarks: 0, missingIntervals: 0 };
  let sumLog = 0;
  let sumVar = 0;
  let missing = 0;
  const z = normalQuantile(1 - alpha / 2);
  for (const r of used) {
    sumLog += log(r.ratio!);
    if (r.ci) sumVar += ((log(r.ci[1]) - log(r.ci[0])) / (2 * z)) ** 2;
    else missing++;
  }
  const n = used.length;
  const mean = sumLog / n;
  const ratio = exp(mean);
  if (missing > 0) return { ratio, ci: null, status: null, benchmarks: n, missingIntervals: missing };
  const se = sqrt(sumVar) / n;
  const lo = mean - z * se;
  const hi = mean + z * se;
  const t = log1p(minEffect);
  const status = lo > t ? 'regressed' : hi < -t ? 'improved' : lo >= -t && hi <= t ? 'unchanged' : 'inconclusive';
  return { ratio, ci: [exp(lo), exp(hi)], status, benchmarks: n, missingIntervals: 0 };
}
