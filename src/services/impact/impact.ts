import { readUserFile } from '../../adapters/files/user-file.js';
import { loadWorkloadsFile } from '../../adapters/files/workloads-file.js';
import { readCommits } from '../../adapters/git/read/commit-log.js';
import { assertSafeRevision, resolveCommit } from '../../adapters/git/read/refs.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { subjectOf } from '../../domain/commit.js';
import { computeImpact, type ImpactCommit } from '../../domain/impact/impact.js';
import { BenchHistoryResultSchema, type BenchHistoryChange } from '../../schemas/bench-history.js';
import { PlanSchema, type Plan } from '../../schemas/plan.js';
import type { ImpactReport } from '../../schemas/workloads.js';
import { parseJsonFirst } from '../../shared/json-first.js';
import type { Logger } from '../../shared/logger.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import type { ImpactSettings } from './options.js';

export interface ImpactDeps {
  git: GitRunner;
  logger: Logger;
}

/** Which configured workloads the incoming (plan) or landed (range) upstream commits touch, and what to tell owners. */
export async function runImpact(settings: ImpactSettings, deps: ImpactDeps): Promise<ImpactReport> {
  const workloads = await loadWorkloadsFile(settings.config, 'impact --config');
  const changes = settings.benchChanges ? await readBenchChanges(settings.benchChanges) : [];
  if ('plan' in settings.source) {
    const plan = await readPlan(settings.source.plan);
    const commits = await planCommits(deps.git, plan);
    deps.logger.info(`impact: ${commits.length} planned commits against ${workloads.workloads.length} workloads`);
    return computeImpact(commits, workloads.workloads, { plan: settings.source.plan }, changes);
  }
  const { from, to, text } = settings.source.range;
  const commits = await rangeCommits(deps.git, from, to);
  deps.logger.info(`impact: ${commits.length} landed commits in ${text}`);
  return computeImpact(commits, workloads.workloads, { range: text }, changes);
}

async function readBenchChanges(path: string): Promise<BenchHistoryChange[]> {
  const where = `impact --bench-changes ${path}`;
  const text = await readUserFile(path, 'impact --bench-changes', 'the compare-bench history result');
  return parseOrThrow(BenchHistoryResultSchema, await parseJsonFirst(text, where), where).changes;
}

async function readPlan(path: string): Promise<Plan> {
  const text = await readUserFile(path, 'impact --plan', 'the plan');
  return parseOrThrow(PlanSchema, await parseJsonFirst(text, `impact --plan ${path}`), `impact --plan ${path}`);
}

/** Every bundled and held commit of the plan, with the paths it changes (one `git log --no-walk`). */
async function planCommits(git: GitRunner, plan: Plan): Promise<ImpactCommit[]> {
  const bundleOf = new Map<string, Plan['bundles'][number]>();
  for (const b of plan.bundles) for (const sha of b.commits) bundleOf.set(sha, b);
  const heldOf = new Map(plan.held.map((h) => [h.sha, h]));
  const wanted = plan.pending.filter((c) => bundleOf.has(c.sha) || heldOf.has(c.sha));
  if (!wanted.length) return [];
  const records = await readCommits(git, {
    revisions: wanted.map((c) => c.sha),
    noWalk: true,
    stdin: true,
    paths: true,
  });
  const pathsOf = new Map(records.map((r) => [r.sha, (r.paths ?? []).map((p) => p.path)]));
  return wanted.map((c) => {
    const bundle = bundleOf.get(c.sha);
    const held = heldOf.get(c.sha);
    return {
      sha: c.sha,
      subject: c.subject,
      paths: pathsOf.get(c.sha) ?? [],
      ...(bundle ? { bundle: bundle.id } : {}),
      risky: bundle?.kind === 'risky-chain',
      ...(held ? { held: held.reason } : {}),
    };
  });
}

/** The commits of a landed range A..B (no merges), with their paths. */
async function rangeCommits(git: GitRunner, from: string, to: string): Promise<ImpactCommit[]> {
  assertSafeRevision(from, 'impact --range');
  assertSafeRevision(to, 'impact --range');
  const [a, b] = await Promise.all([
    resolveCommit(git, from, 'impact --range'),
    resolveCommit(git, to, 'impact --range'),
  ]);
  const records = await readCommits(git, { revisions: [b, `^${a}`], paths: true, noMerges: true, oldestFirst: true });
  return records.map((r) => ({
    sha: r.sha,
    subject: subjectOf(r.message),
    paths: (r.paths ?? []).map((p) => p.path),
    risky: false,
  }));
}

/**
 * The impact of a given set of commits (a bundle's, for its PR body): their paths read in one `git log --no-walk`, the
 * workloads from `workloadsFile` (`where` names the flag or input that gave it).
 */
export async function commitsImpact(
  git: GitRunner,
  workloadsFile: string,
  where: string,
  commits: readonly { sha: string; subject: string; bundle?: string; risky?: boolean }[],
): Promise<ImpactReport> {
  const workloads = await loadWorkloadsFile(workloadsFile, where);
  const records = commits.length
    ? await readCommits(git, { revisions: commits.map((c) => c.sha), noWalk: true, stdin: true, paths: true })
    : [];
  const pathsOf = new Map(records.map((r) => [r.sha, (r.paths ?? []).map((p) => p.path)]));
  const list = commits.map((c) => ({
    sha: c.sha,
    subject: c.subject,
    paths: pathsOf.get(c.sha) ?? [],
    ...(c.bundle ? { bundle: c.bundle } : {}),
    risky: c.risky ?? false,
  }));
  return computeImpact(list, workloads.workloads, { range: `${commits.length} commits` });
}

/** The impact of a plan file (what is coming), for the dashboard and the per-owner digest. */
export async function planImpact(
  git: GitRunner,
  workloadsFile: string,
  where: string,
  plan: Plan,
  planName: string,
): Promise<ImpactReport> {
  const workloads = await loadWorkloadsFile(workloadsFile, where);
  return computeImpact(await planCommits(git, plan), workloads.workloads, { plan: planName });
}
