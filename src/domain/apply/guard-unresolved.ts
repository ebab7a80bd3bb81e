import type { GuardResult } from '../../schemas/apply-result.js';
import { evidence, guardResult, type ConflictedFile, type Finding } from './conflicted-file.js';

/**
 * Every conflicted path must have been resolved: changed or deleted relative to the conflicted state git left.
 * A content conflict left as it was is `reject`. A modify/delete conflict may end with the file deleted or kept, but
 * keeping a file the fork deleted, or deleting (or keeping) one the fork changed and upstream deleted, throws a side's
 * decision away: `review`.
 */
export function unresolvedGuard(files: readonly ConflictedFile[]): GuardResult {
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
