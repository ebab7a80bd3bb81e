import { printable } from '../../adapters/git/read/refs.js';
import { commitsBundleId } from '../../domain/apply/branch.js';
import { PlanSchema, type Plan, type PlanCommit } from '../../schemas/plan.js';
import { ConfigurationError } from '../../shared/errors.js';
import { parseJsonFirst } from '../../shared/json-first.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import type { ApplySource } from './settings.js';
import { readUserFile } from '../../adapters/files/user-file.js';

/** A plan bundle and an explicit commit list, seen the same way by the rest of the run. */
export interface BundleInfo {
  id: string;
  kind: string;
  fromPlan: boolean;
  /** As given (plan SHAs, or --commits values that may be prefixes). */
  revisions: string[];
  planCommits: Map<string, PlanCommit>;
  predictedConflicts: string[];
  upstreamRef?: string;
  /** The fork tip the plan classified the backlog at: applying onto it, the plan's classification holds as is. */
  planForkSha?: string;
}

export function describeBundle(source: ApplySource): BundleInfo {
  if (source.kind === 'commits') {
    if (source.commits.length === 0) throw new ConfigurationError('commits: expected at least one commit SHA');
    return {
      id: commitsBundleId(source.commits.map((c) => c.toLowerCase())),
      kind: 'commits',
      fromPlan: false,
      revisions: source.commits.map((c) => c.toLowerCase()),
      planCommits: new Map(),
      predictedConflicts: [],
    };
  }
  const where = source.planSource ?? 'plan';
  const bundle = source.plan.bundles.find((b) => b.id === source.bundleId);
  if (!bundle) {
    const known = source.plan.bundles.map((b) => b.id).join(', ') || 'none';
    throw new ConfigurationError(
      `bundle: ${printable(source.bundleId)} is not a bundle of ${where} (bundles: ${known})`,
    );
  }
  return {
    id: bundle.id,
    kind: bundle.kind,
    fromPlan: true,
    revisions: [...bundle.commits],
    planCommits: new Map(source.plan.pending.map((p) => [p.sha, p])),
    predictedConflicts: bundle.predictedConflicts,
    upstreamRef: source.plan.upstream.sha,
    planForkSha: source.plan.fork.sha,
  };
}

/** Reads and validates a plan file written by `upstream-ingest plan` / plan-bundles. */
export async function loadPlanFile(path: string): Promise<Plan> {
  const text = await readUserFile(path, 'plan');
  return parseOrThrow(PlanSchema, await parseJsonFirst(text, `plan ${path}`), `plan ${path}`);
}

/** The caller's messages for the two mistakes, in its own terms (CLI flags or action inputs). */
export interface SourceMessages {
  both: string;
  neither: string;
}

/**
 * The one rule for what to apply, for the CLI and the action alike: a plan file with a bundle id, or a commit list,
 * never both. `planPath` turns the given plan path into a readable one (the action resolves it in the repository).
 */
export async function applySourceFrom(
  given: { plan?: string | undefined; bundle?: string | undefined; commits?: readonly string[] | undefined },
  messages: SourceMessages,
  planPath: (path: string) => string = (path) => path,
): Promise<ApplySource> {
  if (given.commits && (given.plan || given.bundle)) {
    throw new ConfigurationError(messages.both);
  }
  if (given.commits) return { kind: 'commits', commits: given.commits };
  if (!given.plan || !given.bundle) {
    throw new ConfigurationError(messages.neither);
  }
  return {
    kind: 'plan',
    plan: await loadPlanFile(planPath(given.plan)),
    bundleId: given.bundle,
    planSource: `plan ${given.plan}`,
  };
}
