/**
 * run-tier, by concern: config.ts (settings, config file), select.ts (L1 diff selection), machine.ts (GPU identity and
 * hardware check), harness.ts (one harness: process, live log, reports, retry), cross-harness.ts (harnesses that must
 * agree), history.ts (durable inventory and history on the state branch), summarize.ts, run-tier.ts (the run mode)
 * and publish.ts (the privileged publish mode: history writes and triage issues). The GitHub issue sink is
 * adapters/github/tier-issues.ts.
 */
export { loadTierConfig, type TierSettings } from './config.js';
export { defaultTierDeps, type TierDeps } from './deps.js';
export { runTier } from './run-tier.js';
export { publishTier } from './publish.js';
