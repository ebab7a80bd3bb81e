import type { RiskyGlob } from '../../schemas/plan-config.js';
import { pathMatcher, type PathMatcher } from '../../shared/glob.js';
import { short } from '../../shared/short-sha.js';

/**
 * Points of the risk model (docs/plan-bundles.md). Conflict evidence is decisive; the rest follow the resolve rates
 * measured on a real Triton fork: 10% of picks under 20 changed lines needed a resolution, 15% at 20–99, 22% at
 * 100–499, 39% at 500+, so a size bucket adds its rate above the small-change base.
 */
export const RISK_POINTS = {
  conflict: 100,
  unknown: 100,
  size: [
    { min: 500, points: 29 },
    { min: 100, points: 12 },
    { min: 20, points: 5 },
  ],
  binary: 5,
  /** The fork's own commits changed the path since the merge-base: first path, each further path, cap. */
  forkPathFirst: 15,
  forkPathEach: 5,
  forkPathCap: 25,
  revert: 15,
  reland: 10,
} as const;

export type Prediction = 'clean' | 'conflict' | 'empty' | 'unknown';

export interface RiskEvidence {
  sha: string;
  prediction: Prediction;
  conflictPaths: readonly string[];
  /** Why prediction is unknown. */
  unknownReason?: string;
  paths: readonly string[];
  /** Added + removed lines; undefined when the patch could not be read. */
  changedLines?: number;
  binaryPaths: readonly string[];
  /** Changed paths that fork-only commits (not picks) changed since the merge-base, with those commits. */
  forkTouched: ReadonlyArray<{ path: string; forkCommits: readonly string[] }>;
  revert?: { kind: 'revert' | 'reland'; named: string; targets: ReadonlyArray<{ sha: string; pending: boolean }> };
}

export interface Risk {
  score: number;
  reasons: string[];
}

export interface RiskRules {
  threshold: number;
  risky: ReadonlyArray<{ rule: RiskyGlob; match: PathMatcher }>;
  toolchain: PathMatcher;
}

export function compileRiskRules(config: {
  riskThreshold: number;
  risky: readonly RiskyGlob[];
  toolchain: readonly string[];
}): RiskRules {
  return {
    threshold: config.riskThreshold,
    risky: config.risky.map((rule) => ({ rule, match: pathMatcher([rule.glob]) })),
    toolchain: pathMatcher(config.toolchain),
  };
}

const list = (items: readonly string[], max = 3): string =>
  items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;

/** Scores one commit from its evidence; every point comes with a reason that names paths and commits. */
export function scoreCommit(e: RiskEvidence, rules: RiskRules): Risk {
  let score = 0;
  const reasons: string[] = [];
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(points > 0 ? `${reason} (+${points})` : reason);
  };
  if (e.prediction === 'conflict') {
    add(RISK_POINTS.conflict, `predicted conflict picking onto the fork tip in ${list(e.conflictPaths, 5)}`);
  } else if (e.prediction === 'unknown') {
    add(RISK_POINTS.unknown, `could not be evaluated: ${e.unknownReason ?? 'unknown reason'}`);
  }
  if (e.changedLines !== undefined) {
    const bucket = RISK_POINTS.size.find((b) => e.changedLines! >= b.min);
    if (bucket) add(bucket.points, `large change: ${e.changedLines} changed lines (resolve rates grow with size)`);
  }
  if (e.binaryPaths.length) add(RISK_POINTS.binary, `changes binary files: ${list(e.binaryPaths)}`);
  if (e.forkTouched.length) {
    const points = Math.min(
      RISK_POINTS.forkPathCap,
      RISK_POINTS.forkPathFirst + RISK_POINTS.forkPathEach * (e.forkTouched.length - 1),
    );
    const named = e.forkTouched.map(
      (t) =>
        `${t.path} (fork ${t.forkCommits
          .slice(-2)
          .map((f) => short(f))
          .join(', ')})`,
    );
    const what = e.forkTouched.length === 1 ? 'a path' : `${e.forkTouched.length} paths`;
    add(points, `touches ${what} the fork's own commits changed since the merge-base: ${list(named)}`);
  }
  for (const { rule, match } of rules.risky) {
    const hits = e.paths.filter(match);
    if (hits.length) add(rule.weight, `${rule.reason ?? `matches risky glob ${rule.glob}`}: ${list(hits)}`);
  }
  if (e.revert) {
    const t = e.revert.targets;
    const names = t.length
      ? t.map((x) => `${short(x.sha)}${x.pending ? '' : ' (already in the fork)'}`).join(', ')
      : `"${e.revert.named}"`;
    if (e.revert.kind === 'revert') add(RISK_POINTS.revert, `reverts ${names}`);
    else add(RISK_POINTS.reland, `relands ${names}`);
  }
  const toolchain = e.paths.filter(rules.toolchain);
  if (toolchain.length) reasons.push(`toolchain lane: changes ${list(toolchain)}`);
  return { score, reasons };
}

export function isToolchain(paths: readonly string[], rules: RiskRules): boolean {
  return paths.some(rules.toolchain);
}

/** Risky commits start risky chains: a predicted conflict, an unevaluated pick, or a score at the threshold. */
export function isRisky(prediction: Prediction, risk: Risk, rules: RiskRules): boolean {
  return prediction === 'conflict' || prediction === 'unknown' || risk.score >= rules.threshold;
}
