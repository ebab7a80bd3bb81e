/**
 * Split-on-failure: the bundle's landed commits are in dependency order, so every prefix is closed under
 * dependencies and can be verified on its own. Binary search finds the first failing prefix; its last commit is
 * the culprit. Stateless over the probe results so far, so the service (and tests) drive it step by step.
 */
export type BisectStep =
  | { kind: 'probe'; prefix: number }
  | { kind: 'culprit'; index: number }
  /** Even the base (prefix 0) fails verification: no commit of the bundle is to blame. */
  | { kind: 'base-fails' };

/**
 * @param total number of landed commits; prefix `total` is known to fail.
 * @param results verification outcome by prefix length (0 = the base alone).
 * @param knownGood a prefix already known to pass (e.g. from an earlier round), default 0 unverified.
 */
export function nextBisectStep(total: number, results: ReadonlyMap<number, boolean>, knownGood = 0): BisectStep {
  if (total < 1) return { kind: 'base-fails' };
  let lo = knownGood;
  let hi = total;
  for (const [prefix, ok] of results) {
    if (ok) lo = Math.max(lo, prefix);
    else hi = Math.min(hi, prefix);
  }
  if (hi <= 0) return { kind: 'base-fails' };
  // A flaky command can pass a longer prefix than one that failed: trust the failure.
  if (lo >= hi) lo = hi - 1;
  if (hi - lo > 1) return { kind: 'probe', prefix: Math.floor((lo + hi) / 2) };
  // The culprit is commit hi-1, provided the prefix before it really passes.
  if (lo === 0 && knownGood === 0 && !results.has(0)) return { kind: 'probe', prefix: 0 };
  return { kind: 'culprit', index: hi - 1 };
}
