import type { Anomaly, Failure, TestCounts, Verdict } from '../../schemas/tier-result.js';

/**
 * The verdict, in this order: an anomaly (unless configured as a warning) means the results cannot be trusted →
 * infra-fail, whatever they say; then any code failure → fail; failures that are all infrastructure → infra-fail;
 * otherwise pass (flaky tests are reported but do not fail the tier).
 */
export function decideVerdict(
  anomalies: readonly Anomaly[],
  allFailures: readonly Pick<Failure, 'class' | 'quarantined'>[],
  counts: TestCounts,
  selectedHarnesses: number,
): { verdict: Verdict; reason: string } {
  // Quarantined tests are known flaky: reported and filed, never gating.
  const failures = allFailures.filter((f) => !f.quarantined);
  const blocking = anomalies.filter((a) => a.severity === 'error');
  if (blocking.length) {
    const kinds = [...new Set(blocking.map((a) => a.kind))].join(', ');
    return {
      verdict: 'infra-fail',
      reason: `${blocking.length} anomal${blocking.length === 1 ? 'y' : 'ies'} (${kinds}): the results cannot be trusted`,
    };
  }
  const code = failures.filter((f) => f.class === 'code').length;
  if (code) {
    const infra = failures.length - code;
    return {
      verdict: 'fail',
      reason: `${code} failing test${code === 1 ? '' : 's'}${infra ? ` (and ${infra} infrastructure failure${infra === 1 ? '' : 's'})` : ''}`,
    };
  }
  if (failures.length) {
    return {
      verdict: 'infra-fail',
      reason: `${failures.length} failure${failures.length === 1 ? '' : 's'}, all classified as infrastructure`,
    };
  }
  if (selectedHarnesses === 0) return { verdict: 'pass', reason: 'no harness was selected by the diff' };
  const flaky = counts.flaky ? ` (${counts.flaky} flaky)` : '';
  return { verdict: 'pass', reason: `${counts.passed} passed, ${counts.skipped} skipped${flaky}` };
}

export function sumCounts(all: readonly TestCounts[]): TestCounts {
  const out: TestCounts = { total: 0, passed: 0, failed: 0, skipped: 0, errors: 0, flaky: 0 };
  for (const c of all) for (const k of Object.keys(out) as (keyof TestCounts)[]) out[k] += c[k];
  return out;
}
