import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readBlobs } from '../../../adapters/git/read/blob-read.js';
import { conflictRegions } from '../../../domain/apply/agent-answer.js';
import { mergeView } from '../../../domain/apply/merge-hunks.js';
import type { ApplyTask } from '../../../schemas/apply-task.js';
import type { ApplyRun, ConflictStop } from '../apply-run.js';

/** A file too large to quote whole is still answered by hunks. */
const MAX_FILE_BYTES = 512 * 1024;

export interface ConflictPack {
  /** Each conflicted text file as git left it (with markers). */
  files: Map<string, string>;
  conflicts: NonNullable<ApplyTask['conflicts']>;
}

/**
 * Each conflicted file's conflict regions in diff3 terms: ours and theirs from git's markers, the base from the
 * markers' `|||||||` section when git wrote one, else from the three-way view of the upstream parent, HEAD and the
 * upstream commit (the conflict hunk whose sides are the region's).
 */
export async function conflictPack(run: ApplyRun, stop: ConflictStop): Promise<ConflictPack> {
  const hasParent = (run.records.get(stop.sha)?.parents.length ?? 0) > 0;
  const specs = stop.conflictedPaths.flatMap((p) => [
    `HEAD:${p}`,
    `${stop.sha}:${p}`,
    ...(hasParent ? [`${stop.sha}^:${p}`] : []),
  ]);
  const blobs = await readBlobs(run.git, specs);
  const files = new Map<string, string>();
  const conflicts: ConflictPack['conflicts'] = [];
  for (const path of stop.conflictedPaths) {
    const text = await readFile(join(run.paths.topLevel, path), 'utf8').catch(() => null);
    if (text === null || text.length > MAX_FILE_BYTES || text.includes('\u0000')) continue;
    files.set(path, text);
    const ours = blobs.get(`HEAD:${path}`) ?? null;
    const theirs = blobs.get(`${stop.sha}:${path}`) ?? null;
    const base = hasParent ? (blobs.get(`${stop.sha}^:${path}`) ?? null) : null;
    const view = ours !== null && theirs !== null ? mergeView(base ?? '', ours, theirs, null) : undefined;
    const regions = conflictRegions(text).map((r, i) => {
      let baseText = r.base ? join_(r.base) : null;
      if (baseText === null && view) {
        const hunk = view.hunks.find(
          (h) =>
            h.kind === 'conflict' &&
            same(view.ours.slice(h.ours[0], h.ours[1]), r.ours) &&
            same(view.theirs.slice(h.theirs[0], h.theirs[1]), r.theirs),
        );
        if (hunk) baseText = join_(view.base.slice(hunk.base[0], hunk.base[1]));
      }
      return { index: i + 1, startLine: r.start + 1, base: baseText, ours: join_(r.ours), theirs: join_(r.theirs) };
    });
    conflicts.push({ path, regions });
  }
  return { files, conflicts };
}

function join_(lines: readonly string[]): string {
  return lines.length ? `${lines.join('\n')}\n` : '';
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((l, i) => l === b[i]);
}
