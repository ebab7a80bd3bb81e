import type { GuardResult } from '../../schemas/apply-result.js';
import {
  addedLines,
  conflictHunks,
  contentView,
  evidence,
  guardResult,
  resolvedRegion,
  SIDE_NAME,
  significant,
  type ConflictedFile,
  type Finding,
} from './conflicted-file.js';
import type { MergeHunk, MergeView } from './merge-hunks.js';

const IDENT = /[A-Za-z_][A-Za-z0-9_]{2,}/g;

export function identifiers(line: string): string[] {
  return line.match(IDENT) ?? [];
}

/**
 * One side thrown away: a conflicted file equal to one side exactly, or a conflict hunk that keeps none of the lines
 * one side wrote there (neither the lines nor the names it brought in survive). Real resolutions are sometimes
 * one-sided, so this is `review` (a person decides), never `reject`. In a hunk, a side whose change is only a
 * deletion has written nothing to lose, and a side that only edited lines the other side deleted loses nothing the
 * other side kept (see rewritesDeletedLines); a whole file equal to the other side drops that deletion too, and is
 * judged by it.
 */
export function oneSidedGuard(files: readonly ConflictedFile[], agentReason?: string): GuardResult {
  const because = agentReason ? ` (the resolver's reason: ${JSON.stringify(agentReason)})` : '';
  const findings: Finding[] = [];
  for (const f of files) {
    if (f.untouched) continue;
    const view = contentView(f);
    if (!view) continue;
    const equal = f.resolved === f.ours ? 'ours' : f.resolved === f.theirs ? 'theirs' : undefined;
    if (equal) {
      const dropped = equal === 'ours' ? 'theirs' : 'ours';
      const lost = sideAdds(view, dropped);
      if (lost > 0) {
        findings.push({
          verdict: 'review',
          detail: `${f.path}: equals ${SIDE_NAME[equal]} exactly; ${lost} line(s) of ${SIDE_NAME[dropped]}'s change (added or deleted) are dropped${because}`,
          evidence: evidence(f.path),
        });
      }
      continue;
    }
    const anywhere = new Set((view.resolved ?? []).map((l) => l.trim()));
    for (const h of conflictHunks(view)) {
      const region = resolvedRegion(view, h);
      const names = new Set([...region].flatMap(identifiers));
      for (const side of ['ours', 'theirs'] as const) {
        const added = addedLines(view, h, side);
        // Kept where the hunk stood, or moved elsewhere in the file (the window around a hunk is an estimate).
        if (added.length === 0 || added.some((l) => region.has(l) || anywhere.has(l))) continue;
        // Rewritten rather than dropped: a name from this side's lines still stands in the hunk's resolution.
        // (Counting only names the side brought in catches more dropped hunks — 80 % instead of 39 % of the
        // hunk-ours mutation — but sends half the real resolutions to review; measured on the corpus.)
        if (added.flatMap(identifiers).some((n) => names.has(n))) continue;
        // Edited what the other side deleted (a modify/delete): the resolution honours the deletion.
        if (rewritesDeletedLines(view, h, side, region)) continue;
        findings.push({
          verdict: 'review',
          detail: `${f.path}: the conflict at ${side === 'ours' ? 'fork' : 'upstream'} lines ${h[side][0] + 1}-${h[side][1]} keeps none of the ${added.length} line(s) ${SIDE_NAME[side]} wrote${because}`,
          evidence: evidence(f.path, h.resolved),
        });
      }
    }
  }
  return guardResult('one-sided', findings);
}

/**
 * Every line `side` wrote in the hunk is its edit of a base line there that the other side deleted (and the
 * resolution does not keep): `side` changed code the other side removed, and dropping the edit with the code is
 * the resolution git's own modify/delete leaves to make. An edit is told by names: the two lines share at least half
 * of each one's identifiers (`torch.cuda.current_device()` → `torch.xpu.current_device()`). Lines `side` inserted
 * beside the deleted code are not edits of it and stay the guard's to report. Measured on the corpus: 12 of 309 real
 * resolutions go from review to accept (a fork's `cuda` → `xpu` edit of a line upstream removed); no mutation with a
 * target moves, and hunk-ours (no target) is accepted 4 times more (171 → 175 of 274).
 */
function rewritesDeletedLines(
  view: MergeView,
  h: MergeHunk,
  side: 'ours' | 'theirs',
  region: ReadonlySet<string>,
): boolean {
  const trimmed = (lines: readonly string[], [s, e]: readonly [number, number]) =>
    lines.slice(s, e).map((l) => l.trim());
  const other = new Set(trimmed(side === 'ours' ? view.theirs : view.ours, h[side === 'ours' ? 'theirs' : 'ours']));
  const mine = new Set(trimmed(side === 'ours' ? view.ours : view.theirs, h[side]));
  const deleted = trimmed(view.base, h.base)
    .filter((l) => significant(l) && !other.has(l) && !mine.has(l) && !region.has(l))
    .map((l) => new Set(identifiers(l)));
  const added = addedLines(view, h, side);
  return added.length > 0 && added.every((l) => deleted.some((d) => sharesNames(identifiers(l), d)));
}

/** At least half of each line's identifiers stand in the other one. */
function sharesNames(ids: readonly string[], other: ReadonlySet<string>): boolean {
  if (ids.length === 0 || other.size === 0) return false;
  const common = new Set(ids.filter((i) => other.has(i)));
  return common.size * 2 >= new Set(ids).size && common.size * 2 >= other.size;
}

/**
 * What a resolution equal to the other side loses of `side`: the significant lines it wrote, and the base lines it
 * deleted that the other side still has (a deletion dropped is a change dropped too).
 */
function sideAdds(view: MergeView, side: 'ours' | 'theirs'): number {
  const other = side === 'ours' ? 'theirs' : 'ours';
  return view.hunks
    .filter((h) => h.kind === 'conflict' || h.kind === side)
    .reduce((n, h) => {
      const kept = new Set((other === 'ours' ? view.ours : view.theirs).slice(...h[other]).map((l) => l.trim()));
      const mine = new Set((side === 'ours' ? view.ours : view.theirs).slice(...h[side]).map((l) => l.trim()));
      const deleted = view.base
        .slice(...h.base)
        .map((l) => l.trim())
        .filter((l) => significant(l) && !mine.has(l) && kept.has(l)).length;
      return n + addedLines(view, h, side).length + deleted;
    }, 0);
}
