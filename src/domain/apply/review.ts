import type { ApplyResult, CommitResult } from '../../schemas/apply-result.js';
import { reviewReasons } from './guards.js';

/** The label a bundle PR carries while a landed resolution needs a human approval; auto-merge skips such PRs. */
export const REVIEW_LABEL = 'upstream-ingest:review';

/** Whether any landed resolution needs review, and why (commit, guard, file and lines). */
export function reviewOf(commits: readonly CommitResult[]): NonNullable<ApplyResult['review']> {
  const landed = commits.filter((c) => c.status === 'resolved' && c.verdict === 'review');
  const reasons = landed.flatMap((c) => {
    const why = reviewReasons(c.guards);
    const at = c.sha.slice(0, 12);
    return why.length ? why.map((w) => `${at}: ${w}`) : [`${at}: recorded as needing review by an earlier run`];
  });
  return { needed: landed.length > 0, label: REVIEW_LABEL, reasons };
}
