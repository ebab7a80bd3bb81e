/** A named signal on a commit (status or check run), reduced. */
export type CheckState = 'success' | 'failure' | 'pending';

/** The tiers whose pass makes a trunk commit green unless the fork configures others. */
export const DEFAULT_REQUIRED_TIERS: readonly string[] = ['L1', 'L2'];
export const DEFAULT_CONTEXT_PREFIX = 'upstream-ingest/';

export interface TierSet {
  /** Every required tier passed on the commit. */
  green: boolean;
  passed: string[];
  /** Required tiers that failed, are pending, or never reported on the commit. */
  missing: Array<{ tier: string; state: CheckState | 'absent' }>;
}

/** Whether one commit passed every required tier: a partial set (L1 without L2) is never green. */
export function requiredTiersPassed(
  checks: ReadonlyMap<string, CheckState>,
  required: readonly string[],
  prefix = DEFAULT_CONTEXT_PREFIX,
): TierSet {
  const passed: string[] = [];
  const missing: TierSet['missing'] = [];
  for (const tier of required) {
    const state = checks.get(`${prefix}${tier}`) ?? 'absent';
    if (state === 'success') passed.push(tier);
    else missing.push({ tier, state });
  }
  return { green: required.length > 0 && missing.length === 0, passed, missing };
}

export function describeMissing(set: TierSet): string {
  return set.missing.map((m) => `${m.tier} ${m.state === 'absent' ? 'has not run' : m.state}`).join(', ');
}
