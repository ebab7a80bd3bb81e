import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readBlobs } from '../../../adapters/git/read/blob-read.js';
import { worktreeChanges } from '../../../adapters/git/worktree/work-tree.js';
import type { ApplyRun, ConflictStop } from '../apply-run.js';

/**
 * The conflicted state git left (the index with its unmerged entries, every changed file with its markers), kept
 * before the first agent attempt so that each further attempt starts from exactly that state, not from the last
 * attempt's edits; the stopped cherry-pick itself (CHERRY_PICK_HEAD) is never touched.
 */
export interface ConflictState {
  index: Buffer | null;
  files: Map<string, Buffer | null>;
}

export async function saveConflictState(run: ApplyRun, stop: ConflictStop): Promise<ConflictState> {
  const paths = new Set([...(await worktreeChanges(run.git)), ...stop.conflictedPaths]);
  const files = new Map<string, Buffer | null>();
  for (const path of paths) files.set(path, await readFile(join(run.paths.topLevel, path)).catch(() => null));
  const index = await readFile(join(run.paths.gitDir, 'index')).catch(() => null);
  return { index, files };
}

/** Puts the saved state back; `touched` are the paths the attempt wrote (others are as they were). */
export async function restoreConflictState(run: ApplyRun, state: ConflictState, touched: readonly string[]) {
  const unsaved = touched.filter((p) => !state.files.has(p));
  // A path the attempt wrote that was not changed before was as HEAD has it.
  const atHead = await readBlobs(
    run.git,
    unsaved.map((p) => `HEAD:${p}`),
  );
  for (const path of unsaved) await put(run, path, atHead.get(`HEAD:${path}`) ?? null);
  for (const [path, data] of state.files) await put(run, path, data);
  if (state.index) await writeFile(join(run.paths.gitDir, 'index'), state.index);
}

async function put(run: ApplyRun, path: string, data: Buffer | string | null): Promise<void> {
  const full = join(run.paths.topLevel, path);
  if (data === null) {
    await rm(full, { force: true });
    return;
  }
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, data);
}
