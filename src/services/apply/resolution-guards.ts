import { commitNumstat, stagedNumstat } from '../../adapters/git/read/commit-diffs.js';
import { readBlobs } from '../../adapters/git/read/blob-read.js';
import { pickRenames } from '../../adapters/git/read/rename-pairs.js';
import type { GuardInput } from '../../domain/apply/guards.js';
import { changedLines } from '../../domain/apply/judge-resolution.js';
import { renameFamily, type RenamePair } from '../../domain/apply/renames.js';
import type { TestFileVersions } from '../../domain/apply/test-files.js';
import type { ResolverRung } from '../../schemas/apply-result.js';
import type { ApplyRun, ConflictStop } from './apply-run.js';

/** A resolution to judge: the text of each path the resolver wrote (null: deleted), not staged yet. */
export interface Candidate {
  files: ReadonlyMap<string, string | null>;
  reason?: string;
  rung: ResolverRung;
  /** Conflicted paths the resolver left exactly as git left them (default: those it wrote nothing for). */
  untouched?: readonly string[];
}

/** The pick's facts every candidate of one stop shares: read once, judged many times. */
export interface StopFacts {
  /** Staged (HEAD → index) per path, for the paths git merged itself. */
  staged: Map<string, number>;
  upstream: { path: string; lines: number }[];
  renames: RenamePair[];
  /** Every path's versions at HEAD, in the index (stage 0), upstream's parent and upstream. */
  blobs: Map<string, string | null>;
  hasParent: boolean;
}

export async function stopFacts(
  run: ApplyRun,
  stop: ConflictStop,
  extraPaths: readonly string[] = [],
): Promise<StopFacts> {
  const [staged, upstream, renames] = await Promise.all([
    stagedNumstat(run.git),
    commitNumstat(run.git, stop.sha),
    pickRenames(run.git, stop.sha, 'HEAD'),
  ]);
  const hasParent = (run.records.get(stop.sha)?.parents.length ?? 0) > 0;
  const facts: StopFacts = {
    staged: new Map(staged.map((e) => [e.path, e.added + e.deleted])),
    upstream: upstream.map((e) => ({ path: e.path, lines: e.added + e.deleted })),
    renames,
    blobs: new Map(),
    hasParent,
  };
  await readVersions(run, stop, facts, [...stop.conflictedPaths, ...facts.staged.keys(), ...extraPaths]);
  return facts;
}

function specsOf(stop: ConflictStop, hasParent: boolean, p: string): string[] {
  return [`HEAD:${p}`, `:${p}`, ...(hasParent ? [`${stop.sha}^:${p}`] : []), `${stop.sha}:${p}`];
}

async function readVersions(run: ApplyRun, stop: ConflictStop, facts: StopFacts, paths: readonly string[]) {
  const family = new Set<string>();
  for (const p of [...paths, ...facts.upstream.map((e) => e.path)])
    for (const n of renameFamily(p, facts.renames)) family.add(n);
  const missing = [...family].filter((p) => !facts.blobs.has(`HEAD:${p}`));
  if (missing.length === 0) return;
  const blobs = await readBlobs(
    run.git,
    missing.flatMap((p) => specsOf(stop, facts.hasParent, p)),
  );
  for (const [k, v] of blobs) facts.blobs.set(k, v);
}

/**
 * What the guards judge a candidate resolution by: the pick's paths and size against the upstream commit, and every
 * touched file in its four versions (fork, resolved, upstream before and after), renames followed. The same shape as
 * publish's re-check and audit-guards build from commits (judge-commit.ts), so all three give the same verdicts.
 */
export async function candidateGuardInput(
  run: ApplyRun,
  stop: ConflictStop,
  facts: StopFacts,
  candidate: Candidate,
): Promise<GuardInput> {
  const written = [...candidate.files.keys()];
  await readVersions(run, stop, facts, written);
  const conflicted = new Set(stop.conflictedPaths);
  const get = (spec: string) => facts.blobs.get(spec) ?? null;
  const upstreamPaths = facts.upstream.map((e) => e.path);
  const upstreamSet = new Set(upstreamPaths);
  const family = new Set<string>();
  for (const p of [...stop.conflictedPaths, ...written, ...facts.staged.keys(), ...upstreamPaths])
    for (const n of renameFamily(p, facts.renames)) family.add(n);
  const files: TestFileVersions[] = [...family].map((p) => ({
    path: p,
    ours: get(`HEAD:${p}`),
    resolved: candidate.files.has(p) ? candidate.files.get(p)! : conflicted.has(p) ? get(`HEAD:${p}`) : get(`:${p}`),
    upstreamBefore: facts.hasParent ? get(`${stop.sha}^:${p}`) : null,
    upstreamAfter: get(`${stop.sha}:${p}`),
  }));
  const perFile: Record<string, number> = {};
  for (const [p, n] of facts.staged) if (!conflicted.has(p) && !candidate.files.has(p)) perFile[p] = n;
  for (const p of new Set([...written, ...stop.conflictedPaths])) {
    const f = files.find((x) => x.path === p)!;
    const n = changedLines(f.ours, f.resolved);
    if (n > 0 || f.ours !== f.resolved) perFile[p] = n;
  }
  const resolutionPaths = Object.keys(perFile).filter((p) => {
    const f = files.find((x) => x.path === p);
    return !f || f.ours !== f.resolved;
  });
  const unexpected = resolutionPaths.filter((p) => !upstreamSet.has(p) && !conflicted.has(p));
  return {
    conflictedPaths: stop.conflictedPaths,
    allowedGlobs: run.settings.allowPaths,
    agentChangedPaths: [...new Set([...written, ...unexpected])],
    resolutionPaths,
    upstreamPaths,
    files: files.filter(
      (f) => f.ours !== null || f.resolved !== null || f.upstreamBefore !== null || f.upstreamAfter !== null,
    ),
    resolutionLines: Object.values(perFile).reduce((n, v) => n + v, 0),
    resolutionFileLines: perFile,
    untouchedPaths: candidate.untouched ?? stop.conflictedPaths.filter((p) => !candidate.files.has(p)),
    ...(candidate.reason ? { agentReason: candidate.reason } : {}),
    upstreamLines: facts.upstream.reduce((n, e) => n + e.lines, 0),
    bound: run.settings.diffBound,
    resolver: candidate.rung,
    renames: facts.renames,
  };
}
