/**
 * The guards on a resolution already committed (a fork commit picking an upstream commit), read from objects only: no
 * work tree, nothing of the fork's run. publish's re-check and audit-guards both judge through here, and build the very
 * input apply builds on a stopped pick (resolution-guards.ts): every path of the pick in its four versions, renames
 * followed, the resolution's and upstream's sizes, the conflicted paths — so the three give the same verdict on the
 * same resolution.
 */
import { readBlobs } from '../../adapters/git/read/blob-read.js';
import { commitNumstat } from '../../adapters/git/read/commit-diffs.js';
import { pickRenames } from '../../adapters/git/read/rename-pairs.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import type { DiffBound, GuardInput } from '../../domain/apply/guards.js';
import { changedLines } from '../../domain/apply/judge-resolution.js';
import { renameFamily } from '../../domain/apply/renames.js';
import type { TestFileVersions } from '../../domain/apply/test-files.js';
import type { ResolverRung } from '../../schemas/apply-result.js';

export interface CommittedPick {
  /** The fork before the pick. */
  parent: string;
  /** The fork commit holding the resolution. */
  sha: string;
  /** The upstream commit it picks. */
  upstream: string;
  /** The paths the pick conflicted on (the Conflict-Resolution block's, or git's merge of the replay). */
  conflicted: readonly string[];
  resolver?: ResolverRung;
  reason?: string;
}

/** Past this many paths the file versions are not read (a vendored drop); the size guards still see every line. */
const MAX_PATHS = 500;

export async function committedGuardInput(
  git: GitRunner,
  pick: CommittedPick,
  settings: { allowPaths: readonly string[]; bound: DiffBound },
): Promise<GuardInput> {
  const [own, upstream, renames] = await Promise.all([
    commitNumstat(git, pick.sha),
    commitNumstat(git, pick.upstream),
    pickRenames(git, pick.upstream, pick.parent),
  ]);
  const changed = own.map((e) => e.path);
  const upstreamPaths = upstream.map((e) => e.path);
  const family = new Set<string>();
  for (const p of [...pick.conflicted, ...changed, ...upstreamPaths])
    for (const n of renameFamily(p, renames)) family.add(n);
  const paths = [...family].slice(0, MAX_PATHS);
  const spec = (rev: string, p: string) => `${rev}:${p}`;
  const blobs = await readBlobs(
    git,
    paths.flatMap((p) => [
      spec(pick.parent, p),
      spec(pick.sha, p),
      // A root commit has no parent: the spec reads as absent.
      spec(`${pick.upstream}^`, p),
      spec(pick.upstream, p),
    ]),
  );
  const get = (s: string) => blobs.get(s) ?? null;
  const files: TestFileVersions[] = paths
    .map((p) => ({
      path: p,
      ours: get(spec(pick.parent, p)),
      resolved: get(spec(pick.sha, p)),
      upstreamBefore: get(spec(`${pick.upstream}^`, p)),
      upstreamAfter: get(spec(pick.upstream, p)),
    }))
    .filter((f) => f.ours !== null || f.resolved !== null || f.upstreamBefore !== null || f.upstreamAfter !== null);
  const conflicted = new Set(pick.conflicted);
  const byPath = new Map(files.map((f) => [f.path, f]));
  const perFile: Record<string, number> = {};
  for (const e of own) if (!conflicted.has(e.path)) perFile[e.path] = e.added + e.deleted;
  // The conflicted paths counted as apply counts them (its own line diff), changed or not.
  for (const p of pick.conflicted) {
    const f = byPath.get(p);
    if (f && f.ours !== f.resolved) perFile[p] = changedLines(f.ours, f.resolved);
  }
  const upstreamSet = new Set(upstreamPaths);
  const resolutionPaths = Object.keys(perFile);
  const unexpected = resolutionPaths.filter((p) => !upstreamSet.has(p) && !conflicted.has(p));
  return {
    conflictedPaths: [...pick.conflicted],
    allowedGlobs: settings.allowPaths,
    agentChangedPaths: [...new Set([...pick.conflicted, ...unexpected])],
    resolutionPaths,
    upstreamPaths,
    files,
    resolutionLines: Object.values(perFile).reduce((n, v) => n + v, 0),
    resolutionFileLines: perFile,
    untouchedPaths: [],
    ...(pick.reason ? { agentReason: pick.reason } : {}),
    upstreamLines: upstream.reduce((n, e) => n + e.added + e.deleted, 0),
    bound: settings.bound,
    ...(pick.resolver ? { resolver: pick.resolver } : {}),
    renames,
  };
}
