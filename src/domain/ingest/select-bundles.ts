import { defaultBranchName } from '../apply/branch.js';
import type { Bundle, BundleKind, Plan } from '../../schemas/plan.js';

/** The three lanes of the daily loop; a plan bundle's kind decides its lane. */
export type Lane = 'low-risk' | 'risky' | 'toolchain';

export const LANES: readonly Lane[] = ['low-risk', 'risky', 'toolchain'];

export function laneOf(kind: BundleKind): Lane {
  return kind === 'risky-chain' ? 'risky' : kind;
}

/** A person's request from the dashboard issue, acted on by the next run. */
export interface BundleRequest {
  action: 'retry' | 'agent' | 'defer';
  bundle: string;
}

export interface MatrixEntry {
  bundle: string;
  kind: string;
  lane: Lane;
  /** 0: applied on the trunk base; k: applied on top of its dependency of order k-1 (`stackOn`). */
  order: number;
  /** The dependency's bundle branch this bundle is applied on (the PR's base), or null for the trunk base. */
  stackOn: string | null;
  branch: string;
  commits: number;
  onConflict: 'defer' | 'agent';
}

export interface SelectedBundles {
  /** For strategy.matrix: the bundles this run applies, in plan order (every dependency before its dependents). */
  matrix: { include: MatrixEntry[] };
  /** One matrix per order: the jobs of wave k need wave k-1's branches pushed. */
  waves: Array<{ include: MatrixEntry[] }>;
  /** Bundles left for a later run, with why. */
  skipped: Array<{ bundle: string; reason: string }>;
}

export interface SelectOptions {
  /** Most bundles per run (all lanes together). */
  max: number;
  /** Default: low-risk only. */
  lanes?: readonly Lane[];
  /** Deepest stack level applied in one run; a deeper bundle waits for its dependency to land. Default 2. */
  maxOrder?: number;
  requests?: readonly BundleRequest[];
}

/**
 * The bundles of a plan this run applies: at most `max`, in plan order, in the selected lanes. A bundle whose
 * dependencies are still pending never applies alone from the trunk base (its picks would conflict or drop what
 * it builds on): it is stacked on the branch of the dependency that carries all the others, or it waits. A plan
 * only lists pending bundles, so a dependency named by the plan has not landed yet.
 */
export function selectBundles(plan: Plan, maxOrOptions: number | SelectOptions): SelectedBundles {
  const options = typeof maxOrOptions === 'number' ? { max: maxOrOptions } : maxOrOptions;
  const lanes = new Set(options.lanes ?? ['low-risk']);
  const maxOrder = options.maxOrder ?? 2;
  const requested = new Map((options.requests ?? []).map((r) => [r.bundle, r.action]));
  const chosen = new Map<string, MatrixEntry>();
  /** Every bundle whose commits a chosen bundle's branch carries (itself and what it stacks on). */
  const carries = new Map<string, Set<string>>();
  const include: MatrixEntry[] = [];
  const skipped: SelectedBundles['skipped'] = [];
  const byId = new Map(plan.bundles.map((b) => [b.id, b]));

  for (const bundle of plan.bundles) {
    const lane = laneOf(bundle.kind);
    const request = requested.get(bundle.id);
    if (request === 'defer') {
      skipped.push({ bundle: bundle.id, reason: 'deferred from the dashboard' });
      continue;
    }
    if (!lanes.has(lane) && request === undefined) continue;
    const placed = placement(bundle, chosen, carries, byId);
    if (include.length >= options.max) {
      skipped.push({ bundle: bundle.id, reason: `over the limit of ${options.max} bundles per run` });
    } else if ('wait' in placed) {
      skipped.push({ bundle: bundle.id, reason: placed.wait });
    } else if (placed.order > maxOrder) {
      skipped.push({
        bundle: bundle.id,
        reason: `stacks ${placed.order} deep (over --max-order ${maxOrder}); waits for bundle ${placed.on} to land`,
      });
    } else {
      const entry: MatrixEntry = {
        bundle: bundle.id,
        kind: bundle.kind,
        lane,
        order: placed.order,
        stackOn: placed.on ? defaultBranchName(placed.on) : null,
        branch: defaultBranchName(bundle.id),
        commits: bundle.commits.length,
        onConflict: lane === 'risky' || request === 'agent' ? 'agent' : 'defer',
      };
      chosen.set(bundle.id, entry);
      carries.set(bundle.id, new Set([bundle.id, ...(placed.on ? carries.get(placed.on)! : [])]));
      include.push(entry);
    }
  }
  const depth = include.reduce((n, e) => Math.max(n, e.order + 1), 0);
  const waves = Array.from({ length: depth }, (_, k) => ({ include: include.filter((e) => e.order === k) }));
  return { matrix: { include }, waves, skipped };
}

type Placement = { order: number; on: string | null } | { wait: string };

/** Where a bundle applies: on the trunk base, on one chosen dependency's branch that carries every other, or not yet. */
function placement(
  bundle: Bundle,
  chosen: ReadonlyMap<string, MatrixEntry>,
  carries: ReadonlyMap<string, ReadonlySet<string>>,
  byId: ReadonlyMap<string, Bundle>,
): Placement {
  const deps = bundle.dependsOn.filter((d) => byId.has(d));
  if (deps.length === 0) return { order: 0, on: null };
  const waiting = deps.filter((d) => !chosen.has(d));
  if (waiting.length) return { wait: `depends on bundle ${waiting.join(', ')}` };
  const top = deps.find((d) => deps.every((other) => carries.get(d)!.has(other)));
  if (!top) return { wait: `depends on bundles ${deps.join(', ')} on separate branches; waits until all but one land` };
  return { order: chosen.get(top)!.order + 1, on: top };
}
