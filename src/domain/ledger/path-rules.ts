/**
 * Path rules (config `notApplicable`): an upstream commit whose every changed path matches one rule's globs is
 * declared wont-port with the rule's reason — how forks declare upstream changes to files they do not carry
 * (upstream CI workflows, other backends). A commit that changes no path is never covered.
 */
import type { CommitRecord } from '../commit.js';
import type { NotApplicableRule } from '../../schemas/ledger.js';
import { pathMatcher } from '../../shared/glob.js';

export interface PathRuleMatch {
  rule: string;
  reason: string;
}

export function compilePathRules(rules: readonly NotApplicableRule[]): (c: CommitRecord) => PathRuleMatch | undefined {
  const compiled = rules.map((r, i) => ({
    match: pathMatcher(r.paths),
    rule: `notApplicable[${i}]`,
    reason: r.reason,
  }));
  if (!compiled.length) return () => undefined;
  return (c) => {
    const paths = (c.paths ?? []).map((p) => p.path);
    if (!paths.length) return undefined;
    const hit = compiled.find((r) => paths.every((p) => r.match(p)));
    return hit ? { rule: hit.rule, reason: hit.reason } : undefined;
  };
}
