import { describeProvenance } from '../../domain/apply/provenance.js';
import { countCommits, overallStatus } from '../../domain/apply/status.js';
import { reviewOf } from '../../domain/apply/review.js';
import { agentRunTotals } from '../../domain/apply/agent-text.js';
import type { ApplyResult, PushResult } from '../../schemas/apply-result.js';
import { APPLY_SCHEMA_VERSION } from '../../schemas/apply-result-version.js';
import type { ApplyRun } from './apply-run.js';
import { short } from '../../shared/short-sha.js';

/**
 * The run's result. Publishing happens here because it depends on the outcome: the push only for a successful run
 * (a rejected push turns the status to `rejected`), the PR only once the branch is on the remote.
 */
export async function report(run: ApplyRun, head: string, verify: ApplyResult['verify']): Promise<ApplyResult> {
  const commits = run.order.map((s) => run.results.get(s)!);
  let status = overallStatus(commits, { verifyFailed: verify ? !verify.ok : false });
  let push: PushResult | null = null;
  // Publishing (the push, the GitHub client's PR port) is loaded only for a run that pushes.
  const publish = run.settings.push ? await import('./publish.js') : undefined;
  if (run.settings.push && publish) {
    push = await publish.pushBranch(run, head, status);
    if (push.status === 'rejected') status = 'rejected';
  }
  const result: ApplyResult = {
    schemaVersion: APPLY_SCHEMA_VERSION,
    status,
    bundle: { id: run.bundle.id, kind: run.bundle.kind },
    branch: run.branch,
    base: { ref: run.settings.base, sha: run.baseSha },
    head,
    previousHead: run.previousLocal,
    provenance: describeProvenance(run.settings.provenance),
    onConflict: run.settings.onConflict,
    commits,
    deferred: commits
      .filter((c) => c.status === 'deferred' || c.status === 'rejected' || c.status === 'conflict')
      .map((c) => ({ sha: c.sha, subject: c.subject, reason: c.reasons.join('; '), paths: c.conflictPaths })),
    verify,
    push,
    pr: null,
    counts: countCommits(commits),
    review: reviewOf(commits),
    ...agentTotals(run, commits),
  };
  if (publish && push && (push.status === 'pushed' || push.status === 'up-to-date'))
    result.pr = await publish.openPullRequest(run, result);
  run.logger.info(`apply: ${status}; ${run.branch} at ${short(head)}`);
  return result;
}

function agentTotals(run: ApplyRun, commits: ApplyResult['commits']): Pick<ApplyResult, 'agent'> {
  const totals = agentRunTotals(commits, run.settings.agentMaxCalls ?? null);
  return totals ? { agent: totals } : {};
}
