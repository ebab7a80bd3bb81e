import { PLAN_SCHEMA_VERSION, type Bundle, type HeldCommit, type Plan, type PlanCommit } from '../../schemas/plan.js';
import { formBundles, type FormedBundle } from './bundling.js';
import { type DependencyEdge, type RevertLink } from './dependencies.js';
import type { Hold } from './holds.js';
import { isRisky, isToolchain, scoreCommit, type Prediction, type Risk, type RiskRules } from './risk.js';
import { short } from '../../shared/short-sha.js';

export interface PlannerCommit {
  sha: string;
  subject: string;
  committedAt: string;
  paths: readonly string[];
  /** Undefined when the patch could not be read. */
  changedLines?: number;
  binaryPaths: readonly string[];
}

export interface PredictionInput {
  verdict: Prediction;
  conflictPaths: readonly string[];
  reason?: string;
}

export interface PlannerInput {
  generatedAt: string;
  upstream: { ref: string; sha: string };
  fork: { ref: string; sha: string };
  mergeBase: string;
  /** The backlog being planned, in upstream order. */
  commits: readonly PlannerCommit[];
  /** Every dependency among those commits. */
  edges: readonly DependencyEdge[];
  /** Holds before prediction (ledger, upstream CI, and what depends on those). */
  holds: ReadonlyMap<string, Hold>;
  /** Predictions for the commits that are not held. */
  predictions: ReadonlyMap<string, PredictionInput>;
  /** Predictions for the held commits, each on the fork tip (with the held commits before it): never a bundle's. */
  heldPredictions?: ReadonlyMap<string, PredictionInput>;
  /** Path → fork-only commits (not picks) that changed it since the merge-base, oldest first. */
  forkTouched: ReadonlyMap<string, readonly string[]>;
  revertLinks: readonly RevertLink[];
  rules: RiskRules;
  maxBundleSize: number;
}

const MAX_BUNDLE_REASONS = 12;

/** Turns the evidence into the plan: predictions, risk, holds (including empty picks) and ordered bundles. */
export function assemblePlan(input: PlannerInput): Plan {
  const backlog = new Set(input.commits.map((c) => c.sha));
  const subjects = new Map(input.commits.map((c) => [c.sha, c.subject]));
  const links = new Map(input.revertLinks.map((l) => [l.sha, l]));
  const holds = new Map(input.holds);
  const planCommits: PlanCommit[] = [];
  const risks = new Map<string, Risk>();
  const predictions = new Map<string, PredictionInput>();

  for (const c of input.commits) {
    const held = holds.get(c.sha);
    const p: PredictionInput = held
      ? (input.heldPredictions?.get(c.sha) ?? { verdict: 'unknown', conflictPaths: [] })
      : (input.predictions.get(c.sha) ?? missing());
    const link = links.get(c.sha);
    const risk = scoreCommit(
      {
        sha: c.sha,
        // A held commit is not evaluated; its risk shows the other evidence only.
        prediction: held ? 'clean' : p.verdict,
        conflictPaths: held ? [] : p.conflictPaths,
        ...(p.reason && !held ? { unknownReason: p.reason } : {}),
        paths: c.paths,
        ...(c.changedLines !== undefined ? { changedLines: c.changedLines } : {}),
        binaryPaths: c.binaryPaths,
        forkTouched: c.paths.flatMap((path) => {
          const forkCommits = input.forkTouched.get(path);
          return forkCommits?.length ? [{ path, forkCommits }] : [];
        }),
        ...(link
          ? {
              revert: {
                kind: link.kind,
                named: link.named,
                targets: link.targets.map((t) => ({ sha: t, pending: backlog.has(t) })),
              },
            }
          : {}),
      },
      input.rules,
    );
    if (held) risk.reasons.unshift(`not evaluated: held (${held.kind}), predicted ${p.verdict} on the fork tip`);
    if (!held && p.verdict === 'empty') {
      holds.set(c.sha, { kind: 'empty', reason: 'the pick would be empty: the fork already has this change' });
    }
    risks.set(c.sha, risk);
    predictions.set(c.sha, p);
  }

  const edgesFrom = new Map<string, Map<string, string[]>>();
  for (const e of input.edges) {
    if (!backlog.has(e.from) || !backlog.has(e.to)) continue;
    const m = edgesFrom.get(e.from) ?? new Map<string, string[]>();
    m.set(e.to, [...(m.get(e.to) ?? []), e.reason]);
    edgesFrom.set(e.from, m);
  }
  const position = new Map(input.commits.map((c, i) => [c.sha, i]));
  for (const c of input.commits) {
    const p = predictions.get(c.sha)!;
    const deps = [...(edgesFrom.get(c.sha) ?? new Map<string, string[]>()).entries()]
      .sort(([a], [b]) => position.get(a)! - position.get(b)!)
      .map(([sha, reasons]) => ({ sha, reason: [...new Set(reasons)].join('; ') }));
    planCommits.push({
      sha: c.sha,
      subject: c.subject,
      committedAt: c.committedAt,
      prediction: p.verdict,
      conflictPaths: [...p.conflictPaths],
      risk: risks.get(c.sha)!,
      dependsOn: deps,
    });
  }

  const plannable = input.commits.map((c) => c.sha).filter((s) => !holds.has(s));
  const plannableSet = new Set(plannable);
  const byCommit = new Map(input.commits.map((c) => [c.sha, c]));
  const risky = new Set(plannable.filter((s) => isRisky(predictions.get(s)!.verdict, risks.get(s)!, input.rules)));
  const toolchain = new Set(plannable.filter((s) => isToolchain(byCommit.get(s)!.paths, input.rules)));
  const together: Array<[string, string]> = input.revertLinks.flatMap((l) =>
    plannableSet.has(l.sha)
      ? l.targets.filter((t) => plannableSet.has(t)).map((t): [string, string] => [l.sha, t])
      : [],
  );
  const formed = formBundles({
    order: plannable,
    edges: input.edges.filter((e) => plannableSet.has(e.from) && plannableSet.has(e.to)),
    together,
    risky,
    toolchain,
    maxBundleSize: input.maxBundleSize,
  });
  const bundles = formed.map((b) =>
    describeBundle(b, { risks, predictions, subjects, threshold: input.rules.threshold }),
  );

  const held: HeldCommit[] = input.commits.flatMap((c) => {
    const h = holds.get(c.sha);
    if (!h) return [];
    // Held for a reason of its own: what its pick would do on the fork tip is said all the same.
    const p = input.heldPredictions?.get(c.sha);
    return [
      {
        sha: c.sha,
        subject: c.subject,
        reason: h.reason,
        kind: h.kind,
        ...(p && h.kind !== 'empty' ? { prediction: p.verdict, conflictPaths: [...p.conflictPaths] } : {}),
      },
    ];
  });
  return {
    schemaVersion: PLAN_SCHEMA_VERSION,
    generatedAt: input.generatedAt,
    upstream: input.upstream,
    fork: input.fork,
    mergeBase: input.mergeBase,
    pending: planCommits,
    bundles,
    held,
  };
}

function missing(): never {
  throw new Error('internal: a commit that is not held has no prediction');
}

interface Described {
  risks: ReadonlyMap<string, Risk>;
  predictions: ReadonlyMap<string, PredictionInput>;
  subjects: ReadonlyMap<string, string>;
  threshold: number;
}

function describeBundle(b: FormedBundle, d: Described): Bundle {
  const score = Math.max(0, ...b.commits.map((s) => d.risks.get(s)!.score));
  const conflicts = [...new Set(b.commits.flatMap((s) => d.predictions.get(s)!.conflictPaths))].sort();
  const reasons: string[] = [];
  const n = b.commits.length;
  if (b.kind === 'low-risk') {
    reasons.push(`${n} commit${n === 1 ? '' : 's'} predicted clean, each scoring below ${d.threshold}`);
  } else {
    const seed = b.seed!;
    const rest = n - 1;
    const what = b.kind === 'toolchain' ? 'toolchain commit' : 'risky commit';
    reasons.push(
      `starts at ${what} ${short(seed)} (${d.subjects.get(seed) ?? ''}), score ${d.risks.get(seed)!.score}` +
        (rest ? `; ${rest} more commit${rest === 1 ? '' : 's'} in this chain` : ''),
    );
  }
  const ranked = [...b.commits]
    .filter((s) => d.risks.get(s)!.score > 0 || d.risks.get(s)!.reasons.length)
    .sort((x, y) => d.risks.get(y)!.score - d.risks.get(x)!.score);
  const detail = ranked.flatMap((s) => d.risks.get(s)!.reasons.map((r) => `${short(s)}: ${r}`));
  reasons.push(...detail.slice(0, MAX_BUNDLE_REASONS - 1));
  if (detail.length > MAX_BUNDLE_REASONS - 1)
    reasons.push(`… and ${detail.length - (MAX_BUNDLE_REASONS - 1)} more reasons`);
  return {
    id: b.id,
    kind: b.kind,
    commits: b.commits,
    risk: { score, reasons },
    predictedConflicts: conflicts,
    dependsOn: b.dependsOn,
  };
}
