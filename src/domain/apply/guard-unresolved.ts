import type { GuardResult, ResolverRung } from '../../schemas/apply-result.js';
import { evidence, guardResult, type ConflictedFile, type Finding } from './conflicted-file.js';

/**
 * Every conflicted path must have been resolved: changed or deleted relative to the conflicted state git left.
 * A content conflict left as it was is `reject`. A modify/delete conflict may end with the file deleted or kept, but
 * keeping a file the fork deleted, or deleting (or keeping) one the fork changed and upstream deleted, throws a side's
 * decision away: `review`. The one exception is the fork-decision rung keeping exactly the fork's file that upstream
 * deleted: the fork's decision is what that rung stands for (never wrong on a real fork's history, issue 32). No other
 * resolver brings a deleted path back unreviewed.
 */
export function unresolvedGuard(files: readonly ConflictedFile[], resolver?: ResolverRung): GuardResult {
  const findings: Finding[] = [];
  for (const f of files) {
    const modifyDelete = (f.ours === null) !== (f.theirs === null) && f.base !== null;
    if (!modifyDelete) {
      if (f.untouched) {
        findings.push({
          verdict: 'reject',
          detail: `${f.path}: left exactly as git left the conflict (not resolved)`,
          evidence: evidence(f.path),
        });
      }
      continue;
    }
    // The fork deleted the file and it stays deleted: the fork's decision stands, upstream's edit has no home.
    if (f.ours === null && f.resolved === null) continue;
    // Upstream deleted it, the fork changed it, and the fork-decision rung kept the fork's file as it is.
    if (resolver === 'fork-decision' && f.theirs === null && f.resolved !== null && f.resolved === f.ours) continue;
    const deleter = f.ours === null ? 'the fork' : 'upstream';
    const changer = f.ours === null ? 'upstream' : 'the fork';
    const how = f.untouched ? 'left as git left it: ' : '';
    findings.push({
      verdict: 'review',
      detail:
        f.resolved === null
          ? `${f.path}: ${how}deleted as ${deleter} did; ${changer}'s change to it is dropped`
          : `${f.path}: ${how}kept although ${deleter} deleted it (${changer} changed it)`,
      evidence: evidence(f.path),
    });
  }
  return guardResult('unresolved', findings);
}
