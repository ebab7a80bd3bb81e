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
import {
  chainCommits,
  chainWithChanges,
  changedPathsOfPairs,
  cleanPickTree,
  resolveObjects,
  unbundle,
  type ChainCommit,
  type ChangePair,
} from '../../adapters/git/remote/bundle.js';
import { isAncestor } from '../../adapters/git/read/ancestry.js';
import { readBlobs } from '../../adapters/git/read/blob-read.js';
import { PickMerger } from '../../adapters/git/pick/worktree-free-picks.js';
import { tmpdir } from 'node:os';
import { pushWithLease, readRemoteHeads } from '../../adapters/git/remote/push.js';
import { listRemotes, localRemoteDefault, type RemoteList } from '../../adapters/git/remote/remote-default.js';
import { checkTransport } from '../../adapters/git/remote/transport.js';
import { ambiguousBranchProblem } from '../../adapters/git/worktree/branch-name.js';
import { assertSafeRevision, printable } from '../../adapters/git/read/refs.js';
import { branchNameProblem } from '../../domain/apply/branch.js';
import { trunkBranchProblem, type TrunkFacts } from '../../domain/apply/trunk-branch.js';
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
import type { ApplyDeps } from './settings.js';
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
  const trunk = await refuseTrunkLocally(git, settings, branch, baseRef, settings.pullRequest ? prBase : undefined);
  const chain = artifact.artifact.chain;
  const known = await resolveKnown(git, artifact, baseRef, chain);
  await checkBase(git, artifact, baseRef, known);
  const { result } = splitArtifact(artifact);
  const review = chain.length > 0 ? await checkBundle(git, settings, artifact, style, known) : [];
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

  const push = await pushChecked(deps, settings, result, chain.length, trunk);
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

/** What the trunk check read before the bundle was looked at, for the remote's word on its default just before the push. */
interface TrunkCheck {
  facts: TrunkFacts;
  /** `git remote -v`, read once: the names for the trunk check, the push URLs for the transport check. */
  remotes: RemoteList | undefined;
}

/**
 * The trunk check of `refuseTrunkBranch` (settings.ts) before anything is touched, on the local record of the
 * remote's default; the remote's own word comes just before the push (`pushChecked`). The remotes, the name clash and
 * the local default are read once: nothing in between changes a ref or the config.
 */
async function refuseTrunkLocally(
  git: ApplyDeps['git'],
  settings: PublishSettings,
  branch: string,
  base: string,
  prBase: string | undefined,
): Promise<TrunkCheck> {
  const remotes = await listRemotes(git).catch(() => undefined);
  const facts: TrunkFacts = { branch, base, remotes: remotes?.names ?? [], prBase };
  let problem = trunkBranchProblem(facts) ?? (await ambiguousBranchProblem(git, branch));
  if (!problem)
    problem = trunkBranchProblem({ ...facts, remoteDefault: await localRemoteDefault(git, settings.push.remote) });
  refuseTrunk(problem);
  return { facts, remotes };
}

function refuseTrunk(problem: string | undefined): void {
  if (problem)
    throw new ConfigurationError(
      `branch: ${problem}; give the bundle its own branch (default upstream-ingest/<bundle id>)`,
    );
}

/** The revisions publish resolves, read in one process before the bundle is unpacked. */
interface Known {
  base: string | undefined;
  recorded: string | undefined;
  /** The recorded base's tree: the first clean pick is re-derived onto it. */
  recordedTree: string | undefined;
  /** Per chain entry: the upstream commit, if this checkout has it, and its parent (undefined: a root commit). */
  upstream: Array<string | undefined>;
  parents: Array<string | undefined>;
}

async function resolveKnown(
  git: ApplyDeps['git'],
  artifact: ApplyArtifact,
  baseRef: string,
  chain: readonly ChainEntry[],
): Promise<Known> {
  const sha = artifact.base.sha;
  const found = await resolveObjects(git, [
    `${baseRef}^{commit}`,
    `${sha}^{commit}`,
    `${sha}^{tree}`,
    ...chain.flatMap((e) => [`${e.upstream}^{commit}`, `${e.upstream}^^{commit}`]),
  ]);
  const commit = (o: (typeof found)[number]) => (o?.type === 'commit' ? o.oid : undefined);
  return {
    base: commit(found[0]),
    recorded: commit(found[1]),
    recordedTree: found[2]?.type === 'tree' ? found[2].oid : undefined,
    upstream: chain.map((_, i) => commit(found[3 + 2 * i])),
    parents: chain.map((_, i) => commit(found[4 + 2 * i])),
  };
}

/** The recorded base must be a commit the publishing checkout's base already contains (not one the bundle brings). */
async function checkBase(git: ApplyDeps['git'], artifact: ApplyArtifact, baseRef: string, known: Known): Promise<void> {
  const baseSha = known.base;
  if (!baseSha)
    throw new ConfigurationError(`base: unknown revision '${printable(baseRef)}'`, 'fetch it first or check the name');
  const recorded = known.recorded;
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
  known: Known,
): Promise<string[]> {
  const refs = await unbundle(git, join(settings.from, artifact.artifact.bundle ?? ARTIFACT_FILES.bundle));
  const tip = refs.get(`refs/heads/${artifact.branch}`);
  const problems: string[] = [];
  const review: string[] = [];
  if (tip !== artifact.head)
    problems.push(`the bundle's ${artifact.branch} is ${tip ? short(tip) : 'absent'}, not the recorded head`);
  else {
    const chain = artifact.artifact.chain;
    const read = await readChain(git, artifact, known);
    const commits = read?.commits ?? (await chainCommits(git, artifact.base.sha, artifact.head));
    problems.push(...chainProblems(artifact, chain, commits, style));
    if (problems.length === 0) {
      const picks = await pickProblems(git, chain, commits, settings, known, read);
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

/** Both sides' changes of every pick: the fork commit against its parent, the upstream commit against its own. */
interface ChainRead {
  commits: ChainCommit[];
  /** Per chain entry: [fork commit's paths, upstream commit's paths]. */
  changes: Array<[string[], string[]]>;
}

/**
 * The chain's commits and both sides' changed paths in one process, where the chain's log and the diffs took two.
 * Only when the answer proves base..head is exactly the recorded chain (each commit's one parent is the one before
 * it, the first's is the base, the last is the bundle's tip): then it is what the log would list. Otherwise, or when
 * an upstream commit is missing, undefined: the chain is read the long way and its problems are reported as before.
 */
async function readChain(git: ApplyDeps['git'], artifact: ApplyArtifact, known: Known): Promise<ChainRead | undefined> {
  const chain = artifact.artifact.chain;
  if (known.upstream.some((u) => !u)) return undefined;
  const pairs: ChangePair[] = chain.map((e, i) =>
    known.parents[i] ? { to: e.upstream, from: known.parents[i] } : { to: e.upstream },
  );
  const read = await chainWithChanges(
    git,
    chain.map((e) => e.sha),
    pairs,
  );
  if (!read) return undefined;
  let parent = artifact.base.sha;
  for (const c of read.commits) {
    if (c.parents.length !== 1 || c.parents[0] !== parent) return undefined;
    parent = c.sha;
  }
  if (parent !== artifact.head) return undefined;
  return { commits: read.commits, changes: read.commits.map((_, i) => [read.changed[i]!, read.pairs[i]!]) };
}

async function pickProblems(
  git: ApplyDeps['git'],
  chain: readonly ChainEntry[],
  commits: readonly ChainCommit[],
  settings: PublishSettings,
  known: Known,
  read: ChainRead | undefined,
): Promise<{ problems: string[]; review: string[] }> {
  const allowPaths = settings.allowPaths;
  if (known.upstream.some((u) => !u)) known = await resolveUpstreamAgain(git, chain, known);
  const missing = chain.filter((_, i) => !known.upstream[i]).map((e) => short(e.upstream));
  if (missing.length > 0) {
    throw new ConfigurationError(
      `publish: upstream commit(s) ${missing.slice(0, 5).join(', ')} are not in this checkout, so the picks cannot be re-checked`,
      'fetch upstream in the publishing job first (git fetch <upstream url> <ref>: a fetch runs no code)',
    );
  }
  // The whole chain's objects are read in a few processes, not a handful per pick: a 20-commit bundle took ~180.
  const resolutions = chain.map((_, i) => parseConflictResolution(commits[i]!.message));
  const parents = known.parents;
  const roots = chain.map((_, i) => !parents[i]);
  // The recorded parents' trees (the chain checked out: the base, then each commit before): what each clean pick is
  // re-derived onto.
  const parentTrees = chain.map((_, i) => (i === 0 ? known.recordedTree : commits[i - 1]!.tree));
  const trees = await rederivedTrees(git, chain, resolutions, roots, parentTrees, parents);
  const changes = read?.changes ?? (await changesOfChain(git, chain, roots, parents));
  const files = await pickedFilesOfChain(git, chain, resolutions, roots, parents, changes);
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

/** The upstream commits and parents resolved again after the bundle was stored, as the check always read them. */
async function resolveUpstreamAgain(git: ApplyDeps['git'], chain: readonly ChainEntry[], known: Known): Promise<Known> {
  const found = await resolveObjects(
    git,
    chain.flatMap((e) => [`${e.upstream}^{commit}`, `${e.upstream}^^{commit}`]),
  );
  const commit = (o: (typeof found)[number]) => (o?.type === 'commit' ? o.oid : undefined);
  return {
    ...known,
    upstream: chain.map((_, i) => commit(found[2 * i])),
    parents: chain.map((_, i) => commit(found[2 * i + 1])),
  };
}

/**
 * For each pick that says it is clean (no resolution, not a root), the tree its cherry-pick gives (undefined: it
 * conflicts); null for the others. One merge process for the chain.
 */
async function rederivedTrees(
  git: ApplyDeps['git'],
  chain: readonly ChainEntry[],
  resolutions: ReadonlyArray<ReturnType<typeof parseConflictResolution>>,
  roots: readonly boolean[],
  parentTrees: ReadonlyArray<string | undefined>,
  parents: ReadonlyArray<string | undefined>,
): Promise<Array<string | undefined | null>> {
  const trees: Array<string | undefined | null> = chain.map(() => null);
  const todo = chain.flatMap((e, i) => (!resolutions[i] && !roots[i] ? [i] : []));
  if (todo.length === 0) return trees;
  const merger = await PickMerger.start(git, tmpdir());
  try {
    for (const i of todo) {
      const entry = chain[i]!;
      const parentTree = parentTrees[i];
      trees[i] = parentTree
        ? await merger.mergeOnto(parentTree, { sha: entry.upstream, parent: parents[i]!, date: 1_700_000_000 })
        : await cleanPickTree(git, entry.parent, entry.upstream);
    }
  } finally {
    await merger.close();
  }
  return trees;
}

/** Both sides' changed paths of every pick, in one `diff-tree --stdin` (when the chain was read the long way). */
async function changesOfChain(
  git: ApplyDeps['git'],
  chain: readonly ChainEntry[],
  roots: readonly boolean[],
  parents: ReadonlyArray<string | undefined>,
): Promise<Array<[string[], string[]]>> {
  const pairs = chain.flatMap((e, i) => [
    { to: e.sha, from: e.parent },
    roots[i] ? { to: e.upstream } : { to: e.upstream, from: parents[i]! },
  ]);
  const changes = await changedPathsOfPairs(git, pairs);
  return chain.map((_, i) => [changes[2 * i]!, changes[2 * i + 1]!]);
}

/** What the cheap guards read of each pick: changed paths of both sides and four versions of each path. */
async function pickedFilesOfChain(
  git: ApplyDeps['git'],
  chain: readonly ChainEntry[],
  resolutions: ReadonlyArray<ReturnType<typeof parseConflictResolution>>,
  roots: readonly boolean[],
  parents: ReadonlyArray<string | undefined>,
  changes: ReadonlyArray<[string[], string[]]>,
): Promise<PickedFiles[]> {
  const picks = chain.map((entry, i) => {
    const conflicted = resolutions[i]?.files ?? [];
    const [changed, upstream] = changes[i]!;
    // The conflicted files too: a resolution that kept one side exactly does not change them, and that is the
    // finding.
    const paths = [...new Set([...conflicted, ...changed])].slice(0, 500);
    const revs = {
      ours: entry.parent,
      resolved: entry.sha,
      before: roots[i] ? null : parents[i]!,
      after: entry.upstream,
    };
    return { conflicted, changed, upstream, paths, revs };
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

/**
 * Pushes the checked head under the lease of the remote's current value; a failed or empty result pushes nothing.
 * The remote's URLs are checked once for the read and the push, and one `ls-remote` gives both the remote's default
 * branch (the trunk check's last word) and the lease.
 */
async function pushChecked(
  deps: ApplyDeps,
  settings: PublishSettings,
  result: ApplyResult,
  landed: number,
  trunk: TrunkCheck,
): Promise<PushResult> {
  const { remote, authEnv } = settings.push;
  const checked = await checkTransport(deps.git, remote, 'push', trunk.remotes?.pushUrls(remote));
  const heads = await readRemoteHeads(deps.git, checked, result.branch, authEnv);
  refuseTrunk(trunkBranchProblem({ ...trunk.facts, remoteDefault: heads.defaultBranch }));
  const expected = heads.branch;
  if (!isSuccessStatus(result.status) || result.status === 'already-applied' || landed === 0) {
    return { remote, status: 'skipped', expected, reason: `nothing to publish (status ${result.status})` };
  }
  const outcome = await pushWithLease(deps.git, {
    remote,
    branch: result.branch,
    sha: result.head,
    expected,
    env: authEnv ?? {},
    checked,
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
