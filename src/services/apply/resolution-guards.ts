import { commitNumstat, stagedNumstat } from '../../adapters/git/read/commit-diffs.js';
import { readBlobs } from '../../adapters/git/read/blob-read.js';
import type { GuardInput } from '../../domain/apply/guards.js';
import type { TestFileVersions } from '../../domain/apply/test-files.js';
import type { ApplyRun, ConflictStop } from './apply-run.js';

/**
 * What the guards judge a staged resolution by: the paths and size of the resolution against the upstream commit,
 * and every touched file in its four versions (fork, resolved, upstream before and after).
 */
export async function guardInput(
  run: ApplyRun,
  stop: ConflictStop,
  agentChanged: string[],
  resolver: { byRerere: boolean; reason?: string } = { byRerere: false },
): Promise<GuardInput> {
  const [staged, upstream] = await Promise.all([stagedNumstat(run.git), commitNumstat(run.git, stop.sha)]);
  const upstreamPaths = upstream.map((e) => e.path);
  const resolutionPaths = staged.map((e) => e.path);
  const upstreamSet = new Set(upstreamPaths);
  const unexpected = resolutionPaths.filter((p) => !upstreamSet.has(p));
  const touched = [...new Set([...resolutionPaths, ...agentChanged])];
  // A root commit has no parent to read the upstream "before" version from.
  const hasParent = (run.records.get(stop.sha)?.parents.length ?? 0) > 0;
  const specs = touched.flatMap((p) => [
    `HEAD:${p}`,
    `:${p}`,
    ...(hasParent ? [`${stop.sha}^:${p}`] : []),
    `${stop.sha}:${p}`,
  ]);
  const blobs = await readBlobs(run.git, specs);
  const files: TestFileVersions[] = touched.map((p) => ({
    path: p,
    ours: blobs.get(`HEAD:${p}`) ?? null,
    resolved: blobs.get(`:${p}`) ?? null,
    upstreamBefore: hasParent ? (blobs.get(`${stop.sha}^:${p}`) ?? null) : null,
    upstreamAfter: blobs.get(`${stop.sha}:${p}`) ?? null,
  }));
  return {
    conflictedPaths: stop.conflictedPaths,
    allowedGlobs: run.settings.allowPaths,
    agentChangedPaths: [...new Set([...agentChanged, ...unexpected])],
    resolutionPaths,
    upstreamPaths,
    files,
    resolutionLines: staged.reduce((n, e) => n + e.added + e.deleted, 0),
    resolutionFileLines: Object.fromEntries(staged.map((e) => [e.path, e.added + e.deleted])),
    // The agent's snapshot diff names every path it wrote; a conflicted path missing from it was left as git left it.
    untouchedPaths: resolver.byRerere ? [] : stop.conflictedPaths.filter((p) => !agentChanged.includes(p)),
    ...(resolver.reason ? { agentReason: resolver.reason } : {}),
    upstreamLines: upstream.reduce((n, e) => n + e.added + e.deleted, 0),
    bound: run.settings.diffBound,
  };
}
