import type { GuardResult } from '../../schemas/apply-result.js';
import { evidence, guardResult, type Finding } from './conflicted-file.js';
import type { TestFileVersions } from './test-files.js';

/**
 * Renames, followed the way git follows them: the pairs `git diff -M` reports for the upstream commit (its parent →
 * it) and for the fork (the pick's base → the fork side). A guard that compared by path alone saw a file upstream
 * renamed as "deleted" under its old name and "added" under its new one, and a resolution that dropped both passed.
 */
export interface RenamePair {
  from: string;
  to: string;
  side: 'upstream' | 'fork';
}

/**
 * Each file's versions with renames followed: a version missing under a path is taken from its rename partner (the
 * new name's upstream "before" is the old name's; a fork that renamed a file has upstream's versions under the old
 * name). The entry of the old name keeps its own (absent) versions: that the old name is gone is what a rename says.
 */
export function followRenames(files: readonly TestFileVersions[], renames: readonly RenamePair[]): TestFileVersions[] {
  if (renames.length === 0) return [...files];
  const byPath = new Map(files.map((f) => [f.path, f]));
  return files.map((f) => {
    let out = f;
    for (const r of renames) {
      if (r.to !== f.path) continue;
      const old = byPath.get(r.from);
      if (!old) continue;
      out =
        r.side === 'upstream'
          ? { ...out, upstreamBefore: out.upstreamBefore ?? old.upstreamBefore, ours: out.ours ?? old.ours }
          : {
              ...out,
              upstreamBefore: out.upstreamBefore ?? old.upstreamBefore,
              upstreamAfter: out.upstreamAfter ?? old.upstreamAfter,
            };
    }
    return out;
  });
}

/** The names one file goes by across the pick: itself and every rename partner, transitively. */
export function renameFamily(path: string, renames: readonly RenamePair[]): Set<string> {
  const family = new Set([path]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of renames) {
      if (family.has(r.from) !== family.has(r.to)) {
        family.add(r.from);
        family.add(r.to);
        grew = true;
      }
    }
  }
  return family;
}

/**
 * Every renamed file the pick involves is still somewhere after the resolution when both sides keep it: a file that
 * the fork has (under some name of its family) and upstream's side has (under some name) but the resolution has under
 * none was dropped — `reject`, naming both paths. Deleting one name of a rename is what the rename is; deleting every
 * name is not, unless a side deleted the file itself (a modify/delete, the unresolved guard's to judge).
 */
export function renamesGuard(
  files: readonly TestFileVersions[],
  renames: readonly RenamePair[],
  conflictedPaths: readonly string[],
): GuardResult {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const r of renames) {
    const family = renameFamily(r.to, renames);
    const key = [...family].sort().join('\0');
    if (seen.has(key)) continue;
    seen.add(key);
    const names = [...family];
    const versions = names.map((n) => byPath.get(n));
    // Only what the pick touched: a rename nobody's resolution came near is not this resolution's doing.
    if (!names.some((n) => conflictedPaths.includes(n)) && versions.every((v) => v === undefined)) continue;
    if (versions.some((v) => v === undefined)) continue;
    const fork = versions.some((v) => v!.ours !== null);
    const upstream = versions.some((v) => v!.upstreamAfter !== null);
    const resolved = versions.some((v) => v!.resolved !== null);
    if (fork && upstream && !resolved) {
      findings.push({
        verdict: 'reject',
        detail: `${r.from} → ${r.to} (renamed by ${r.side === 'upstream' ? 'upstream' : 'the fork'}): both sides keep the file, the resolution has it under neither name`,
        evidence: evidence(r.to),
      });
    }
  }
  return guardResult('renames', findings);
}
