/**
 * `bench-regressions`: the change points gate's first half. Each regression in the benchmark history whose range
 * brought upstream commits gets exactly one issue (found again by its hidden marker, never written twice: a person's
 * edits, labels and closing stay), naming the range, the suspect upstream commits and the bench's owners. Whether it
 * holds landings (`changePoints.blockLanding` in the workloads file) is written into the issue, which `land` reads.
 */
import { readCommits } from '../../adapters/git/read/commit-log.js';
import { readCodeownersAt } from '../../adapters/git/read/line-authors.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import {
  hasMarker,
  listOpenIssuesWithLabel,
  marker,
  upsertIssueByMarker,
  type IssueSummary,
} from '../../adapters/github/issues.js';
import {
  benchOwnership,
  gatingRegressions,
  parseGateState,
  REGRESSION_LABEL,
  regressionId,
  renderRegressionIssue,
  sameRegression,
} from '../../domain/bench/regression-issues.js';
import { ownersOf, parseCodeowners } from '../../domain/dashboard/codeowners.js';
import type { BenchHistoryChange, BenchHistoryResult } from '../../schemas/bench-history.js';
import type { WorkloadsConfig } from '../../schemas/workloads.js';
import { pathMatcher } from '../../shared/glob.js';
import type { Logger } from '../../shared/logger.js';

export const REGRESSION_MARKER_KIND = 'bench-regression';

export interface RegressionIssueSettings {
  repo: RepoRef;
  history: BenchHistoryResult;
  workloads?: WorkloadsConfig;
  /** The revision CODEOWNERS is read at (the fork's trunk); none: owners come from the workloads file only. */
  codeownersRef?: string;
  labels?: string[];
  runUrl?: string;
}

export interface RegressionIssueOutcome {
  id: string;
  action: 'created' | 'exists';
  blocksLanding: boolean;
  issue: { number: number; url: string; state: 'open' | 'closed' };
}

export async function fileRegressionIssues(
  settings: RegressionIssueSettings,
  deps: { client: GitHubClient; git?: GitRunner; logger: Logger },
): Promise<RegressionIssueOutcome[]> {
  const changes = gatingRegressions(settings.history.changes);
  const workloads = settings.workloads?.workloads ?? [];
  const blockLanding = settings.workloads?.changePoints?.blockLanding ?? false;
  const rules =
    deps.git && settings.codeownersRef
      ? parseCodeowners((await readCodeownersAt(deps.git, settings.codeownersRef)) ?? '')
      : [];
  const labels = [REGRESSION_LABEL, ...(settings.labels ?? [])];
  const out: RegressionIssueOutcome[] = [];
  // Every regression issue, open or closed, read once: each change is looked up in it.
  const known: IssueSummary[] = changes.length
    ? await listOpenIssuesWithLabel(deps.client, settings.repo, REGRESSION_LABEL, 'all')
    : [];
  for (const change of changes) {
    const id = regressionId(change);
    const mark = marker(REGRESSION_MARKER_KIND, id);
    // Found again (open or closed, acknowledged or not; its range moved a little as history grew): never re-filed,
    // never reopened, never rewritten.
    const existing = known.find((i) => hasMarker(i.body, mark) || sameRegression(parseGateState(i.body), change));
    if (existing) {
      out.push({ id, action: 'exists', blocksLanding: false, issue: pick(existing) });
      continue;
    }
    const ownership = benchOwnership(change.name, workloads);
    const codeOwners = rules.length && deps.git ? await suspectOwners(deps.git, change, rules, ownership.paths) : [];
    const { title, body } = renderRegressionIssue({
      change,
      ownership,
      codeOwners,
      blockLanding,
      ...(settings.runUrl ? { runUrl: settings.runUrl } : {}),
    });
    const { issue } = await upsertIssueByMarker(deps.client, settings.repo, {
      marker: mark,
      title,
      body,
      labels,
      findLabels: [REGRESSION_LABEL],
    });
    known.push(issue);
    deps.logger.info(`bench-regressions: ${id} filed as #${issue.number}`);
    out.push({ id, action: 'created', blocksLanding: blockLanding && ownership.paths.length > 0, issue: pick(issue) });
  }
  return out;
}

function pick(issue: { number: number; url: string; state: 'open' | 'closed' }): RegressionIssueOutcome['issue'] {
  return { number: issue.number, url: issue.url, state: issue.state };
}

/** CODEOWNERS owners of the paths the suspect upstream commits changed (inside the bench's paths, when it has any). */
async function suspectOwners(
  git: GitRunner,
  change: BenchHistoryChange,
  rules: ReturnType<typeof parseCodeowners>,
  benchPaths: readonly string[],
): Promise<string[]> {
  const shas = change.commits.filter((c) => c.kind === 'upstream').map((c) => c.sha);
  if (!shas.length) return [];
  // A shallow clone may not hold them: the owners then come from the workloads file alone.
  const records = await readCommits(git, { revisions: shas, noWalk: true, stdin: true, paths: true }).catch(() => []);
  const inBench = benchPaths.length ? pathMatcher(benchPaths) : () => true;
  const paths = new Set(records.flatMap((r) => (r.paths ?? []).map((p) => p.path)).filter(inBench));
  return [...new Set([...paths].flatMap((p) => ownersOf(rules, p)))];
}
