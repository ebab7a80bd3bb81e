import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { forkLineAuthorsOfPaths, readCodeownersAt } from '../../adapters/git/read/line-authors.js';
import { BRANCH_PREFIX } from '../../domain/apply/branch.js';
import { ownersOf, parseCodeowners } from '../../domain/dashboard/codeowners.js';
import type { DashboardFacts, RevertLine, UnresolvedChain } from '../../domain/dashboard/render.js';
import type { ApplyResult } from '../../schemas/apply-result.js';
import type { LagReport } from '../../schemas/lag-report.js';
import type { LandResult } from '../../schemas/loop.js';
import type { Plan } from '../../schemas/plan.js';
import { touchesByBundle } from '../../domain/impact/impact.js';
import { planImpact } from '../impact/impact.js';

export interface FactSources {
  lag?: LagReport;
  plan?: Plan;
  results: ApplyResult[];
  land?: LandResult;
  reverts: RevertLine[];
  /** A clone with the fork and upstream history: conflict authors (blame) and CODEOWNERS. */
  git?: GitRunner;
  forkRef?: string;
  /** A workloads file: per planned bundle, the owned workloads it touches (needs `plan` and `git`). */
  workloads?: { path: string; where: string };
}

const bundleOf = (branch: string) => (branch.startsWith(BRANCH_PREFIX) ? branch.slice(BRANCH_PREFIX.length) : branch);

/** What the dashboard shows, gathered from this run's files (lag report, plan, apply results, land result). */
export async function gatherFacts(sources: FactSources): Promise<DashboardFacts> {
  const land = sources.land;
  const facts: DashboardFacts = {
    ...(sources.lag
      ? {
          lag: {
            contiguousDaysBehind: sources.lag.daysBehind,
            frontierDaysBehind: sources.lag.frontierDaysBehind,
            backlog: sources.lag.backlog,
            contiguous: sources.lag.contiguous,
            frontier: sources.lag.frontier,
            upstreamSha: sources.lag.upstream.sha,
            forkSha: sources.lag.fork.sha,
          },
        }
      : {}),
    open: land?.waiting ?? [],
    landing: [...(land?.merged ?? []), ...(land?.autoMerge ?? [])],
    review: land?.review ?? [],
    unmergeable: land?.unmergeable ?? [],
    failed: (land?.failing ?? []).map((p) => ({
      bundle: bundleOf(p.branch),
      kind: 'bundle PR',
      status: 'checks failed',
      why: p.reason,
    })),
    chains: [],
    deferred: [],
    reverts: sources.reverts,
  };
  // CODEOWNERS names the owners of an unresolved chain's files: read once, and only on a day that has such a chain.
  let rules: Promise<ReturnType<typeof parseCodeowners>> | undefined;
  const codeownerRules = () =>
    (rules ??= (async () => {
      const codeowners =
        sources.git && sources.forkRef ? await readCodeownersAt(sources.git, sources.forkRef) : undefined;
      return codeowners ? parseCodeowners(codeowners) : [];
    })());
  for (const result of sources.results) {
    const id = result.bundle?.id;
    if (!id) continue;
    const stuck = result.commits.find(
      (c) => ['conflict', 'rejected'].includes(c.status) || (c.status === 'deferred' && c.conflictPaths.length),
    );
    const failed = ['conflict', 'rejected'].includes(result.status) || result.push?.status === 'rejected';
    if (result.bundle?.kind === 'risky-chain' && stuck) {
      facts.chains.push(await chainFacts(sources, id, stuck, await codeownerRules()));
    } else if (failed) {
      facts.failed.push({
        bundle: id,
        kind: result.bundle?.kind ?? 'bundle',
        status: result.status,
        why:
          result.push?.status === 'rejected'
            ? `push rejected: ${result.push.reason ?? ''}`
            : (stuck?.reasons.join('; ') ?? result.status),
      });
    }
  }
  const seen = new Set<string>();
  for (const d of sources.lag?.deferred ?? []) {
    seen.add(d.sha);
    facts.deferred.push({
      sha: d.sha,
      subject: d.subject,
      reason: d.reason,
      ...(d.blockedBy ? { blockedBy: d.blockedBy } : {}),
      ...(d.via === 'revert' ? { reverted: true } : {}),
    });
  }
  for (const h of sources.plan?.held ?? []) {
    if (seen.has(h.sha)) continue;
    seen.add(h.sha);
    facts.deferred.push({
      sha: h.sha,
      subject: h.subject,
      reason: h.reason,
      ...(h.kind === 'blocked-by' || h.kind === 'depends-on-held' ? { blockedBy: h.kind } : {}),
    });
  }
  if (sources.workloads && sources.plan && sources.git) {
    const report = await planImpact(sources.git, sources.workloads.path, sources.workloads.where, sources.plan, 'plan');
    const touches = touchesByBundle(report);
    facts.impact = sources.plan.bundles.map((b) => ({
      bundle: b.id,
      kind: b.kind,
      commits: b.commits.length,
      touches: touches.get(b.id) ?? [],
    }));
  }
  return facts;
}

async function chainFacts(
  sources: FactSources,
  bundle: string,
  commit: ApplyResult['commits'][number],
  rules: ReturnType<typeof parseCodeowners>,
): Promise<UnresolvedChain> {
  const files = commit.conflictPaths;
  const forkCommits: UnresolvedChain['forkCommits'] = [];
  if (sources.git && sources.forkRef) {
    const paths = files.slice(0, 3);
    const byPath = await forkLineAuthorsOfPaths(sources.git, {
      upstreamSha: commit.sha,
      forkRef: sources.forkRef,
      paths,
    });
    for (const authors of byPath)
      for (const a of authors) if (!forkCommits.some((f) => f.sha === a.sha)) forkCommits.push(a);
  }
  return {
    bundle,
    commit: { sha: commit.sha, subject: commit.subject },
    conflictFiles: files,
    forkCommits,
    owners: [...new Set(files.flatMap((f) => ownersOf(rules, f)))],
    why: commit.reasons.join('; ') || commit.status,
  };
}
