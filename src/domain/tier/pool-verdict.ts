/**
 * Pool-aware triage: a trunk failure bisected on the pool where it failed (e.g. AMD) and re-run on the others. A
 * failure that reproduces on its pool and passes elsewhere is "fails on <pool> only": its own verdict, not flaky (a
 * flaky failure does not reproduce on its own pool), and the culprit is still reverted.
 */
import type { TrunkBisectResult, TrunkConfirmResult } from '../../schemas/loop.js';

export function poolName(labels: readonly string[]): string {
  return labels.join(',');
}

/** The bisect result with its verdict over the confirm runs of the other pools (their order kept). */
export function judgePools(bisect: TrunkBisectResult, confirms: readonly TrunkConfirmResult[]): TrunkBisectResult {
  const own = bisect.pool ? poolName(bisect.pool) : undefined;
  const others = confirms.filter((c) => c.bad === bisect.bad && poolName(c.pool) !== own);
  const confirm = others.map((c) => ({ pool: [...c.pool], passed: c.passed }));
  if (bisect.status !== 'culprit') return { ...bisect, ...(confirm.length ? { confirm } : {}) };
  const where = own ?? 'the bisected pool';
  const passed = others.filter((c) => c.passed).map((c) => poolName(c.pool));
  const failed = others.filter((c) => !c.passed).map((c) => poolName(c.pool));
  if (failed.length)
    return {
      ...bisect,
      confirm,
      verdict: 'everywhere',
      reason: `${bisect.reason}; fails on ${failed.join(' and ')} too`,
    };
  if (passed.length)
    return {
      ...bisect,
      confirm,
      verdict: 'pool-only',
      reason: `fails on ${where} only (passes on ${passed.join(' and ')}; not flaky: it reproduces on ${where}): ${bisect.reason}`,
    };
  return { ...bisect, confirm, verdict: 'unconfirmed' };
}
