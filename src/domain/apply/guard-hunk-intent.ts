import type { GuardResult } from '../../schemas/apply-result.js';
import {
  addedLines,
  conflictHunks,
  contentView,
  evidence,
  guardResult,
  SIDE_NAME,
  type ConflictedFile,
  type Finding,
} from './conflicted-file.js';
import { identifiers } from './guard-one-sided.js';

/** Share of a side's lines in one hunk that may go missing (neither kept nor rewritten) before a person looks. */
export const MAX_LOST_SHARE = 0.5;

/**
 * Per-hunk intent: in every conflict hunk, the lines each side wrote survive in the resolution, or are replaced by
 * lines that share their identifiers (a renamed call keeps its arguments, a merged test keeps its name). A hunk that
 * loses most of one side's lines this way is `review`. A hunk that loses all of them is one-sided's to report.
 */
export function hunkIntentGuard(files: readonly ConflictedFile[]): GuardResult {
  const findings: Finding[] = [];
  for (const f of files) {
    if (f.untouched || f.resolved === f.ours || f.resolved === f.theirs) continue;
    const view = contentView(f);
    if (!view) continue;
    for (const h of conflictHunks(view)) {
      const [start, end] = h.resolved ?? [0, 0];
      const regionLines = (view.resolved ?? []).slice(start, end).map((l) => l.trim());
      const region = new Set(regionLines);
      const names = new Set(regionLines.flatMap(identifiers));
      for (const side of ['ours', 'theirs'] as const) {
        const added = addedLines(view, h, side);
        const kept = added.filter((l) => region.has(l)).length;
        if (kept === 0) continue;
        const lost = added.filter((l) => !region.has(l) && !rewritten(l, names));
        if (lost.length === 0 || lost.length / added.length <= MAX_LOST_SHARE) continue;
        findings.push({
          verdict: 'review',
          detail: `${f.path}: the conflict at ${side === 'ours' ? 'fork' : 'upstream'} lines ${h[side][0] + 1}-${h[side][1]} loses ${lost.length} of the ${added.length} line(s) ${SIDE_NAME[side]} wrote, e.g. ${JSON.stringify(lost[0]!.slice(0, 80))}`,
          evidence: evidence(f.path, h.resolved),
        });
      }
    }
  }
  return guardResult('hunk-intent', findings);
}

/** Most of the line's identifiers stand in the resolution's hunk: the line was rewritten, not dropped. */
function rewritten(line: string, names: ReadonlySet<string>): boolean {
  const ids = identifiers(line);
  if (ids.length === 0) return false;
  return ids.filter((i) => names.has(i)).length * 2 >= ids.length;
}
