/**
 * The privileged half of a two-job apply (`mode: publish`, `upstream-ingest publish-bundle`): takes the untrusted
 * job's artifact, re-checks it without running anything of the fork's or upstream's (no agent, verify, harness,
 * hook, filter: git only reads objects and computes trees), then pushes under a lease and opens or updates the PR.
 *
 * Re-checked from the objects, never taken from result.json: the commits descend in one line from the recorded base,
 * which the publishing checkout's base must contain; trees and provenance lines are as recorded; a clean pick's tree
 * is the cherry-pick of its upstream commit, computed again; a resolved one passes markers, scope and .github/.
 * The syntax guard's Python parse is the one process besides git: an isolated python3 that compiles the texts to an
 * AST only (never executes them), with an empty environment and nothing of the fork's tree on its path.
 */
import { withPythonParses } from './python-syntax.js';
import { join } from 'node:path';
import { chainCommits, changedPathsOfPairs, cleanPickTree, unbundle } from '../../adapters/git/remote/bundle.js';
import { isAncestor } from '../../adapters/git/read/ancestry.js';
import { resolveCommits } from '../../adapters/git/read/branch-commits.js';
import { readBlobs } from '../../adapters/git/read/blob-read.js';
import { PickMerger, readRawCommits, type RawCommit } from '../../adapters/git/pick/worktree-free-picks.js';
import { tmpdir } from 'node:os';
import { fetchRemoteBranch, pushWithLease } from '../../adapters/git/remote/push.js';
import { assertSafeRevision, printable, resolveCommit } from '../../adapters/git/read/refs.js';
import { branchNameProblem } from '../../domain/apply/branch.js';
import { parseConflictResolution } from '../../domain/apply/conflict-resolution.js';
import {
  combinedVerdict,
  DEFAULT_DIFF_BOUND,
  evaluateGuards,
  failedReasons,
  reviewReasons,
  type DiffBound,
} from '../../domain/apply/guards.js';
import { REVIEW_LABEL } from '../../domain/apply/review.js';
import { capVerdict } from '../../domain/apply/resolver-ladder.js';
import { committedGuardInput } from './judge-commit.js';
import { branchOfRef } from '../../domain/apply/options.js';
import { parseProvenanceStyle } from '../../domain/apply/provenance.js';
import { chainProblems, pickedProblems, type PickedFiles } from '../../domain/apply/publish-checks.js';
import { isSuccessStatus } from '../../domain/apply/status.js';
import { ARTIFACT_FILES, type ApplyArtifact, type ChainEntry } from '../../schemas/apply-artifact.js';
import type { ApplyResult, PushResult } from '../../schemas/apply-result.js';
import { ConfigurationError } from '../../shared/errors.js';
import { readArtifact } from './artifact.js';
import { bundleImpact, upsertBundlePullRequest } from './publish.js';
import { loadWorkloadsFile } from '../../adapters/files/workloads-file.js';
import { refuseTrunkBranch, type ApplyDeps, type ApplySettings } from './settings.js';
import { short } from '../../shared/short-sha.js';

export interface PublishSettings {
  /** The artifact folder (bundle.git + result.json). */
  from: string;
  /** The fork ref the recorded base must be in; default the ref recorded in result.json. */
  base?: string;
  push: { remote: string; authEnv?: Record<string, string> };
  /** Open or update the PR (needs deps.pullRequests); base default: `base` without its remote prefix. */
  pullRequest?: { base?: string; draft?: boolean };
  allowPaths: readonly string[];
  /** For the content guards re-run on resolved commits; default DEFAULT_DIFF_BOUND. */
  diffBound?: DiffBound;
  upstreamRepo?: string;
  serverUrl?: string;
  /** A workloads file: the PR body says which owned workloads the bundle touches. */
  workloads?: { path: string; where: string };
}

export async function publishBundle(settings: PublishSettings, deps: ApplyDeps): Promise<ApplyResult> {
  const artifact = await readArtifact(settings.from);
  const { git, logger } = deps;
  // A broken workloads file is found before anything is pushed, not after.
  if (settings.workloads) await loadWorkloadsFile(settings.workloads.path, settings.workloads.where);
  const style = parseProvenanceStyle(artifact.provenance);
  if (!style) throw new ConfigurationError(`artifact: provenance '${printable(artifact.provenance)}' is not a style`);
  const branch = artifact.branch;
  const problem = branchNameProblem(branch);
  if (problem) throw new ConfigurationError(`artifact: branch '${printable(branch)}' is not valid: ${problem}`);
  const baseRef = settings.base ?? artifact.base.ref;
  assertSafeRevision(baseRef, 'base');
  const prBase = settings.pullRequest?.base ?? branchOfRef(baseRef, settings.push.remote);
  const asApply = {
    base: baseRef,
    push: settings.push,
    ...(settings.pullRequest ? { pullRequest: { base: prBase } } : {}),
  } as Pick<ApplySettings, 'base' | 'push' | 'pullRequest'> as ApplySettings;
  await refuseTrunkBranch(git, asApply, branch);
  await checkBase(git, artifact, baseRef);
  const { result } = splitArtifact(artifact);
  const chain = artifact.artifact.chain;
  const review = chain.length > 0 ? await checkBundle(git, settings, artifact, style) : [];
  if (review.length > 0) {
    // The prepare job's own verdict is a claim; the guards re-run here may only make it stricter.
    logger.warning(`publish: the guards ask for review: ${review.join('; ')}`);
    result.review = {
      needed: true,
      label: REVIEW_LABEL,
      reasons: [...new Set([...(result.review?.reasons ?? []), ...review])],
    };
  }
  logger.info(`publish: ${chain.length} commit(s) of ${branch} re-checked against the artifact: all as recorded`);

  await refuseTrunkBranch(git, asApply, branch, true);
  const push = await pushChecked(deps, settings, result, chain.length);
  result.push = push;
  if (push.status === 'rejected') result.status = 'rejected';
  result.pr = null;
  if ((push.status === 'pushed' || push.status === 'up-to-date') && deps.pullRequests && settings.pullRequest) {
    const w = settings.workloads;
    const impact = w ? await bundleImpact(git, w.path, w.where, result) : undefined;
    result.pr = await upsertBundlePullRequest(deps.pullRequests, logger, result, {
      ...(impact ? { impact } : {}),
      branch,
      base: prBase,
      ...(settings.pullRequest.draft !== undefined ? { draft: settings.pullRequest.draft } : {}),
      bundleId: result.bundle?.id ?? branch,
      predictedConflicts: [],
      ...(settings.upstreamRepo ? { upstreamRepo: settings.upstreamRepo } : {}),
      ...(settings.serverUrl ? { serverUrl: settings.serverUrl } : {}),
    });
  }
  logger.info(`publish: ${result.status}; ${branch} at ${short(result.head)}`);
  return result;
}

function splitArtifact(artifact: ApplyArtifact): { result: ApplyResult } {
  const { artifact: _handover, ...result } = artifact;
  return { result: result as ApplyResult };
}

/** The recorded base must be a commit the publishing checkout's base already contains (not one the bundle brings). */
async function checkBase(git: ApplyDeps['git'], artifact: ApplyArtifact, baseRef: string): Promise<void> {
  const baseSha = await resolveCommit(git, baseRef, 'base');
  const [recorded] = await resolveCommits(git, [artifact.base.sha]);
  if (!recorded || (recorded !== baseSha && !(await isAncestor(git, recorded, baseSha)))) {
    throw new ConfigurationError(
      `publish: the artifact's base ${short(artifact.base.sha)} is not in ${printable(baseRef)} (${short(baseSha)}) of this checkout`,
      'publish from a checkout of the same fork, fetched after the prepare job started',
    );
  }
}

async function checkBundle(
  git: ApplyDeps['git'],
  settings: PublishSettings,
  artifact: ApplyArtifact,
  style: NonNullable<ReturnType<typeof parseProvenanceStyle>>,
): Promise<string[]> {
  const refs = await unbundle(git, join(settings.from, artifact.artifact.bundle ?? ARTIFACT_FILES.bundle));
  const tip = refs.get(`refs/heads/${artifact.branch}`);
  const problems: string[] = [];
  const review: string[] = [];
  if (tip !== artifact.head)
    problems.push(`the bundle's ${artifact.branch} is ${tip ? short(tip) : 'absent'}, not the recorded head`);
  else {
    const commits = await chainCommits(git, artifact.base.sha, artifact.head);
    problems.push(...chainProblems(artifact, artifact.artifact.chain, commits, style));
    if (problems.length === 0) {
      const picks = await pickProblems(git, artifact.artifact.chain, commits, settings);
      problems.push(...picks.problems);
      review.push(...picks.review);
    }
  }
  if (problems.length > 0) {
    throw new ConfigurationError(
      `publish: the artifact does not check out, nothing was pushed: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`,
    );
  }
  return review;
}

async function pickProblems(
  git: ApplyDeps['git'],
  chain: readonly ChainEntry[],
  commits: readonly { sha: string; message: string }[],
  settings: PublishSettings,
): Promise<{ problems: string[]; review: string[] }> {
  const allowPaths = settings.allowPaths;
  const present = await resolveCommits(
    git,
    chain.map((e) => e.upstream),
  );
  const missing = chain.filter((_, i) => !present[i]).map((e) => short(e.upstream));
  if (missing.length > 0) {
    throw new ConfigurationError(
      `publish: upstream commit(s) ${missing.slice(0, 5).join(', ')} are not in this checkout, so the picks cannot be re-checked`,
      'fetch upstream in the publishing job first (git fetch <upstream url> <ref>: a fetch runs no code)',
    );
  }
  // The whole chain's objects are read in a few processes, not a handful per pick: a 20-commit bundle took ~180.
  const resolutions = chain.map((_, i) => parseConflictResolution(commits[i]!.message));
  // The recorded parents' trees: what each clean pick is re-derived onto.
  const raw = await readRawCommits(git, [...new Set(chain.map((e) => e.parent))]);
  const parents = await resolveCommits(
    git,
    chain.map((e) => `${e.upstream}^`),
  );
  const roots = chain.map((_, i) => !parents[i]);
  const trees = await rederivedTrees(git, chain, resolutions, roots, raw, parents);
  const files = await pickedFilesOfChain(git, chain, resolutions, roots, parents);
  const problems: string[] = [];
  const review: string[] = [];
  for (const [i, entry] of chain.entries()) {
    const at = `commit ${i + 1} (${short(entry.sha)}, upstream ${short(entry.upstream)})`;
    const resolution = resolutions[i];
    const rederived = trees[i] !== null;
    if (rederived && trees[i] !== entry.tree) {
      problems.push(`${at}: says it is a clean pick, but its tree is not the cherry-pick of the upstream commit`);
      continue;
    }
    problems.push(...pickedProblems(at, files[i]!, allowPaths, rederived));
    if (resolution) review.push(...(await contentReview(git, at, entry, resolution, settings)));
  }
  return { problems, review };
}

/**
 * For each pick that says it is clean (no resolution, not a root), the tree its cherry-pick gives (undefined: it
 * conflicts); null for the others. One merge process for the chain; a commit object that cannot be read as UTF-8
 * text is merged on its own the old way.
 */
async function rederivedTrees(
  git: ApplyDeps['git'],
  chain: readonly ChainEntry[],
  resolutions: ReadonlyArray<ReturnType<typeof parseConflictResolution>>,
  roots: readonly boolean[],
  raw: ReadonlyMap<string, RawCommit | undefined>,
  parents: ReadonlyArray<string | undefined>,
): Promise<Array<string | undefined | null>> {
  const trees: Array<string | undefined | null> = chain.map(() => null);
  const todo = chain.flatMap((e, i) => (!resolutions[i] && !roots[i] ? [i] : []));
  if (todo.length === 0) return trees;
  const merger = await PickMerger.start(git, tmpdir());
  try {
    for (const i of todo) {
      const entry = chain[i]!;
      const parentTree = raw.get(entry.parent)?.tree;
      trees[i] = parentTree
        ? await merger.mergeOnto(parentTree, { sha: entry.upstream, parent: parents[i]!, date: 1_700_000_000 })
        : await cleanPickTree(git, entry.parent, entry.upstream);
    }
  } finally {
    await merger.close();
  }
  return trees;
}

/** What the cheap guards read of each pick: changed paths of both sides and four versions of each path. */
async function pickedFilesOfChain(
  git: ApplyDeps['git'],
  chain: readonly ChainEntry[],
  resolutions: ReadonlyArray<ReturnType<typeof parseConflictResolution>>,
  roots: readonly boolean[],
  parents: ReadonlyArray<string | undefined>,
): Promise<PickedFiles[]> {
  const pairs = chain.flatMap((e, i) => [
    { to: e.sha, from: e.parent },
    roots[i] ? { to: e.upstream } : { to: e.upstream, from: parents[i]! },
  ]);
  const changes = await changedPathsOfPairs(git, pairs);
  const picks = chain.map((entry, i) => {
    const conflicted = resolutions[i]?.files ?? [];
    const changed = changes[2 * i]!;
    // The conflicted files too: a resolution that kept one side exactly does not change them, and that is the
    // finding.
    const paths = [...new Set([...conflicted, ...changed])].slice(0, 500);
    const revs = {
      ours: entry.parent,
      resolved: entry.sha,
      before: roots[i] ? null : parents[i]!,
      after: entry.upstream,
    };
    return { conflicted, changed, upstream: changes[2 * i + 1]!, paths, revs };
  });
  const specs = picks.flatMap((p) =>
    p.paths.flatMap((path) => Object.values(p.revs).flatMap((rev) => (rev ? [`${rev}:${path}`] : []))),
  );
  // A text in another encoding is kept (bad bytes replaced): the marker check reads ASCII only and must not skip it.
  const blobs = await readBlobs(git, [...new Set(specs)], { invalidUtf8: 'replace' });
  const text = (rev: string | null, path: string) => (rev ? (blobs.get(`${rev}:${path}`) ?? null) : null);
  return picks.map((p) => {
    const texts: PickedFiles['texts'] extends ReadonlyMap<string, infer V> ? Map<string, V> : never = new Map();
    for (const path of p.paths)
      texts.set(path, {
        ours: text(p.revs.ours, path),
        resolved: text(p.revs.resolved, path),
        before: text(p.revs.before, path),
        after: text(p.revs.after, path),
      });
    return { changed: p.changed, upstream: p.upstream, conflicted: p.conflicted, texts };
  });
}

/**
 * The content guards of a resolution, re-run on the objects through the input apply builds (judge-commit.ts):
 * anything but accept asks for a person, and so does a rung that may only propose (replay), whatever it claims.
 */
async function contentReview(
  git: ApplyDeps['git'],
  at: string,
  entry: ChainEntry,
  resolution: NonNullable<ReturnType<typeof parseConflictResolution>>,
  settings: PublishSettings,
): Promise<string[]> {
  const input = await committedGuardInput(
    git,
    {
      parent: entry.parent,
      sha: entry.sha,
      upstream: entry.upstream,
      conflicted: resolution.files,
      resolver: resolution.via,
      reason: resolution.reason,
    },
    { allowPaths: settings.allowPaths, bound: settings.diffBound ?? DEFAULT_DIFF_BOUND },
  );
  // Python's parser in an isolated python3 (no fork file on its path, an empty environment, no token).
  const guards = evaluateGuards(await withPythonParses(input));
  const verdict = capVerdict(resolution.via, combinedVerdict(guards));
  if (verdict === 'accept') return [];
  const capped = verdict !== combinedVerdict(guards) ? [`${resolution.via}: proposes at most review`] : [];
  return [...failedReasons(guards), ...reviewReasons(guards), ...capped].map((r) => `${at}: ${r}`);
}

/** Pushes the checked head under the lease of the remote's current value; a failed or empty result pushes nothing. */
async function pushChecked(
  deps: ApplyDeps,
  settings: PublishSettings,
  result: ApplyResult,
  landed: number,
): Promise<PushResult> {
  const { remote, authEnv } = settings.push;
  const expected = await fetchRemoteBranch(deps.git, remote, result.branch, authEnv);
  if (!isSuccessStatus(result.status) || result.status === 'already-applied' || landed === 0) {
    return { remote, status: 'skipped', expected, reason: `nothing to publish (status ${result.status})` };
  }
  const outcome = await pushWithLease(deps.git, {
    remote,
    branch: result.branch,
    sha: result.head,
    expected,
    env: authEnv ?? {},
  });
  if (outcome.status === 'rejected') {
    deps.logger.warning(`push of ${result.branch} to ${remote} rejected: ${outcome.reason}`);
    return { remote, status: 'rejected', expected, reason: outcome.reason };
  }
  deps.logger.info(
    `push: ${result.branch} ${outcome.status === 'pushed' ? 'pushed to' : 'already up to date on'} ${remote}`,
  );
  return { remote, status: outcome.status, expected, reason: null };
}
