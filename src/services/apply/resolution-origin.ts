import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stagedBlobIds } from '../../adapters/git/worktree/index-blobs.js';
import type { ConflictResolution } from '../../domain/apply/conflict-resolution.js';
import type { ApplyRun, ConflictStop } from './apply-run.js';

/**
 * rerere records WHAT a resolution is; this records WHO made it. Without it, a run killed after rerere recorded the
 * agent's resolution but before the branch kept it replays the resolution through rerere on the re-run, writes
 * `Resolved-By: rerere` instead of `agent`, and so a different commit (then a force-push of new SHAs). Kept next to
 * the rerere entries (rr-cache, so the actions cache carries both), keyed by the upstream commit, valid only for the
 * very same staged result (blob ids of the conflicted paths).
 */
const FILE = 'upstream-ingest-origins.json';

interface OriginRecord {
  via: ConflictResolution['via'];
  reason: string;
  blobs: Record<string, string | null>;
}

type Origins = Record<string, OriginRecord>;

function fileOf(run: ApplyRun): string {
  return join(run.paths.commonDir, 'rr-cache', FILE);
}

function keyOf(stop: ConflictStop): string {
  return `${stop.sha}:${[...stop.conflictedPaths].sort().join('\u0000')}`;
}

async function load(run: ApplyRun): Promise<Origins> {
  try {
    const data = JSON.parse(await readFile(fileOf(run), 'utf8')) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Origins) : {};
  } catch {
    return {};
  }
}

async function store(run: ApplyRun, origins: Origins): Promise<void> {
  const file = fileOf(run);
  await mkdir(join(run.paths.commonDir, 'rr-cache'), { recursive: true });
  // Written whole then renamed: a kill mid-write leaves the previous file, never half a one.
  await writeFile(`${file}.tmp`, JSON.stringify(origins));
  await rename(`${file}.tmp`, file);
}

/** Before rerere records the staged resolution: who made it. */
export async function saveOrigin(run: ApplyRun, stop: ConflictStop, resolution: ConflictResolution): Promise<void> {
  const origins = await load(run);
  const blobs = Object.fromEntries(await stagedBlobIds(run.git, stop.conflictedPaths));
  origins[keyOf(stop)] = { via: resolution.via, reason: resolution.reason, blobs };
  await store(run, origins);
}

/** The origin of the resolution rerere just replayed, when it is the one recorded; undefined otherwise. */
export async function replayedOrigin(
  run: ApplyRun,
  stop: ConflictStop,
): Promise<Pick<ConflictResolution, 'via' | 'reason'> | undefined> {
  const record = (await load(run))[keyOf(stop)];
  if (!record || record.via === 'rerere') return undefined;
  const now = await stagedBlobIds(run.git, stop.conflictedPaths);
  const same = stop.conflictedPaths.every((p) => (record.blobs[p] ?? null) === (now.get(p) ?? null));
  return same ? { via: record.via, reason: record.reason } : undefined;
}

/** A rejected resolution is forgotten by rerere; so is its origin. */
export async function forgetOrigin(run: ApplyRun, stop: ConflictStop): Promise<void> {
  const origins = await load(run);
  if (!(keyOf(stop) in origins)) return;
  delete origins[keyOf(stop)];
  await store(run, origins);
}
