/**
 * Suspicious precision truncation: when every value of a benchmark sits on a coarse grid (a tool printing "%.2f ms"
 * for kernels that take 0.03 ms, or hand-rounded numbers), differences smaller than the grid step are invisible and
 * ties dominate. We find the coarsest grid {1, 2, 5}×10^k that every raw value lies on and report its step relative to
 * the median.
 */
import { median } from './quantile.js';
// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { abs, max, round } = Math;

const STEPS: number[] = [];
for (let k = 9; k >= -12; k--) for (const m of [5, 2, 1]) STEPS.push(m * 10 ** k);

/**
 * The coarsest grid step every value is a multiple of, or undefined when the values are finer than 1e-12 of their
 * size (or than `minStep`, when only coarse grids matter).
 */
export function gridStep(values: readonly number[], minStep = 0): number | undefined {
  let largest = 0;
  for (const v of values) if (Number.isFinite(v) && v !== 0) largest = max(largest, abs(v));
  return largest === 0 ? undefined : gridStepBelow(values, largest, minStep);
}

/** gridStep given the largest finite nonzero |value| (> 0). */
function gridStepBelow(values: readonly number[], largest: number, minStep: number): number | undefined {
  // Above twice the largest value every value is under half a step: no grid there (and nothing to check). The
  // steps descend, so those are a prefix, found by bisection rather than walked (this runs per benchmark and side).
  for (let i = firstStepAtMost(2 * largest); i < STEPS.length; i++) {
    const step = STEPS[i]!;
    // Beyond 1e12 grid steps per value, double rounding hides any grid: the values are full precision.
    if (largest / step > 1e12 || step < minStep) return undefined;
    if (onGrid(values, step)) return step;
  }
  return undefined;
}

/** Index of the first (largest) step ≤ limit, STEPS.length when none is. */
function firstStepAtMost(limit: number): number {
  let lo = 0;
  let hi = STEPS.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (STEPS[mid]! > limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function onGrid(values: readonly number[], step: number): boolean {
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v) || v === 0) continue;
    const q = abs(v) / step;
    if (q < 0.5 || abs(q - round(q)) > 1e-9 + q * 4e-15) return false;
  }
  return true;
}

/** Grid step ÷ |median|: 0.1 means the values can only move in 10 % steps. */
export function relativeResolution(values: readonly number[], step = gridStep(values)): number | undefined {
  if (step === undefined) return undefined;
  const mid = abs(median(values.filter((v) => Number.isFinite(v))));
  return mid > 0 ? step / mid : undefined;
}

/** Above this relative resolution the values are flagged: a 5 % effect is then only a few grid steps. */
export const COARSE_RESOLUTION = 0.01;

export function precisionNote(values: readonly number[], rawUnit: string): string | undefined {
  // Only grids coarser than 1 % of the smallest value can be 1 % of the median: finer ones need not be searched.
  // One pass for both ends (this runs once per benchmark and side).
  let smallest = Infinity;
  let largest = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v) || v === 0) continue;
    const a = abs(v);
    if (a < smallest) smallest = a;
    if (a > largest) largest = a;
  }
  if (smallest === Infinity) return undefined;
  const step = gridStepBelow(values, largest, COARSE_RESOLUTION * smallest);
  // Before relativeResolution: given undefined, its default would search every grid again.
  if (step === undefined) return undefined;
  const resolution = relativeResolution(values, step);
  if (resolution === undefined || resolution <= COARSE_RESOLUTION) return undefined;
  const unit = rawUnit ? ` ${rawUnit}` : '';
  return (
    `suspicious precision: every value is a multiple of ${step}${unit} ` +
    `(${Number((resolution * 100).toPrecision(2))} % of the median), so smaller changes cannot be seen`
  );
}
