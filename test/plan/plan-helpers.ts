import { createGitRunner } from '../../src/adapters/git/run/git-runner.js';
import type { UpstreamCiSource } from '../../src/domain/plan/upstream-ci.js';
import { DEFAULT_PLAN_CONFIG, type PlanConfig } from '../../src/schemas/plan-config.js';
import type { LedgerFile } from '../../src/schemas/ledger.js';
import type { Plan } from '../../src/schemas/plan.js';
import { runPlan, type PlanSettings } from '../../src/services/plan/plan.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import type { BuiltScenario } from '../helpers/scenario.js';
import type { ConventionFork } from '../../src/demo/fork-conventions.js';
import { PlanConfigSchema } from '../../src/schemas/plan-config.js';

/** A file of `count` numbered lines, with some lines replaced: `text(10, { 5: 'changed' })`. */
export function text(count: number, replace: Record<number, string> = {}, name = 'line'): string {
  const out: string[] = [];
  for (let i = 1; i <= count; i++) out.push(replace[i] ?? `${name} ${i}`);
  return `${out.join('\n')}\n`;
}

export interface PlanOptions {
  config?: Partial<PlanConfig>;
  ledger?: LedgerFile;
  limit?: number;
  ci?: UpstreamCiSource;
  predictMode?: PlanSettings['predictMode'];
  trailers?: string[];
}

export async function planOf(
  s: BuiltScenario,
  options: PlanOptions = {},
): Promise<{ plan: Plan; logger: RecordingLogger }> {
  const logger = new RecordingLogger();
  const plan = await runPlan(
    {
      upstream: s.upstream,
      fork: s.fork,
      extraTrailerKeys: options.trailers ?? [],
      ...(options.ledger ? { ledger: options.ledger, ledgerSource: 'test-ledger' } : {}),
      config: { ...DEFAULT_PLAN_CONFIG, ...options.config },
      ...(options.limit !== undefined ? { limit: options.limit } : {}),
      ...(options.predictMode ? { predictMode: options.predictMode } : {}),
      now: new Date('2026-03-01T00:00:00Z'),
    },
    { git: createGitRunner(s.dir), logger, ...(options.ci ? { ci: options.ci } : {}) },
  );
  return { plan, logger };
}

/** Plan settings for a convention fork (its config's trailers, rules and ledger), at `now`. */
export function conventionPlanSettings(f: ConventionFork, now: Date): PlanSettings {
  const config = PlanConfigSchema.parse({ ...f.config });
  return {
    upstream: 'upstream',
    fork: 'fork',
    extraTrailerKeys: config.trailers,
    provenanceRules: config.provenanceRules,
    notApplicable: config.notApplicable,
    ledger: f.ledger,
    config,
    now,
  };
}

/** Maps SHAs in a plan back to scenario ids for readable assertions. */
export function namer(s: BuiltScenario): (sha: string) => string {
  const names = new Map([...s.ids.entries()].map(([id, sha]) => [sha, id]));
  return (sha) => names.get(sha) ?? sha.slice(0, 10);
}

export function bundleOf(plan: Plan, sha: string) {
  return plan.bundles.find((b) => b.commits.includes(sha));
}

/** Every pending commit is in exactly one bundle or held, and no bundle lands before one it depends on. */
export function checkPlanInvariants(plan: Plan): void {
  const seen = new Map<string, number>();
  for (const b of plan.bundles) for (const c of b.commits) seen.set(c, (seen.get(c) ?? 0) + 1);
  for (const h of plan.held) seen.set(h.sha, (seen.get(h.sha) ?? 0) + 1);
  for (const p of plan.pending) expect([p.sha, seen.get(p.sha)]).toEqual([p.sha, 1]);
  expect(seen.size).toBe(plan.pending.length);
  const position = new Map<string, [number, number]>();
  plan.bundles.forEach((b, bi) => b.commits.forEach((c, ci) => position.set(c, [bi, ci])));
  const ids = new Map(plan.bundles.map((b, i) => [b.id, i]));
  for (const p of plan.pending) {
    const at = position.get(p.sha);
    if (!at) continue;
    for (const d of p.dependsOn) {
      const dep = position.get(d.sha);
      if (!dep) {
        // A bundled commit may only depend on a commit that is held as an empty pick (already in the fork).
        expect(plan.held.find((h) => h.sha === d.sha)?.kind).toBe('empty');
        continue;
      }
      const ok = dep[0] < at[0] || (dep[0] === at[0] && dep[1] < at[1]);
      expect([p.sha, d.sha, ok]).toEqual([p.sha, d.sha, true]);
      if (dep[0] !== at[0]) expect(plan.bundles[at[0]]!.dependsOn).toContain(plan.bundles[dep[0]]!.id);
    }
  }
  plan.bundles.forEach((b, i) => {
    for (const d of b.dependsOn) expect(ids.get(d)!).toBeLessThan(i);
  });
}
