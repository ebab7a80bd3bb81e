/**
 * What the privileged publishing job checks in the untrusted job's hand-over before it pushes anything. All pure:
 * the service reads the bundle's commits, the upstream commits and the blobs, and these functions judge them.
 * Every problem is one line; any problem stops the publish.
 */
import type { ChainEntry } from '../../schemas/apply-artifact.js';
import type { ApplyResult } from '../../schemas/apply-result.js';
import { pathMatcher } from '../../shared/glob.js';
import { countConflictMarkers } from './markers.js';
import { provenanceOf, type ProvenanceStyle } from './provenance.js';

export interface BundleCommit {
  sha: string;
  parents: string[];
  tree: string;
  message: string;
}

/**
 * The bundle holds exactly the recorded chain: a straight line of single-parent commits from the recorded base to
 * the recorded head, each with the recorded tree and provenance line, and the chain matches the result's commits.
 */
export function chainProblems(
  result: ApplyResult,
  chain: readonly ChainEntry[],
  commits: readonly BundleCommit[],
  style: ProvenanceStyle,
): string[] {
  const problems: string[] = [];
  if (commits.length !== chain.length)
    problems.push(
      `the bundle holds ${commits.length} commit(s) on top of the base, result.json records ${chain.length}`,
    );
  let parent = result.base.sha;
  for (const [i, entry] of chain.entries()) {
    const c = commits[i];
    const at = `commit ${i + 1} (${entry.sha.slice(0, 12)})`;
    if (!c) break;
    if (c.sha !== entry.sha) problems.push(`${at}: the bundle has ${c.sha.slice(0, 12)} at this place`);
    if (c.parents.length !== 1 || c.parents[0] !== parent || entry.parent !== parent)
      problems.push(`${at}: does not descend in one line from the recorded base ${result.base.sha.slice(0, 12)}`);
    if (c.tree !== entry.tree) problems.push(`${at}: its tree is not the recorded one`);
    if (!c.message.split('\n').includes(entry.provenance) || provenanceOf(c.message, style) !== entry.upstream)
      problems.push(`${at}: its provenance line does not name upstream ${entry.upstream.slice(0, 12)} as recorded`);
    parent = c.sha;
  }
  const head = chain.length ? chain[chain.length - 1]!.sha : result.base.sha;
  if (result.head !== head)
    problems.push(`result.json's head ${result.head.slice(0, 12)} is not the chain's last commit`);
  const landed = result.commits.filter((c) => c.status === 'clean' || c.status === 'resolved');
  const byUpstream = new Map(chain.map((e) => [e.upstream, e.sha]));
  if (landed.length !== chain.length)
    problems.push(`result.json lists ${landed.length} landed commit(s), the chain ${chain.length}`);
  for (const c of landed) {
    if (byUpstream.get(c.sha) !== c.forkSha)
      problems.push(`upstream ${c.sha.slice(0, 12)}: not where result.json says it landed`);
  }
  return problems;
}

/** One picked commit as the cheap guards see it, versions read by the service. */
export interface PickedFiles {
  /** Paths the fork commit changes (parent → commit). */
  changed: readonly string[];
  /** Paths the upstream commit changes. */
  upstream: readonly string[];
  /** The recorded conflicted files (a resolution's `files`), empty for a clean pick. */
  conflicted: readonly string[];
  /** Text of each changed path: in the parent, the commit, upstream's parent and upstream (null: absent/binary). */
  texts: ReadonlyMap<
    string,
    { ours: string | null; resolved: string | null; before: string | null; after: string | null }
  >;
}

/** Markers, scope and .github/ for one commit, re-derived from the objects (never from what result.json says). */
export function pickedProblems(
  at: string,
  files: PickedFiles,
  allowedGlobs: readonly string[],
  /** The tree was re-derived as a clean cherry-pick: scope holds by construction (renames may move paths). */
  rederived = false,
): string[] {
  const problems: string[] = [];
  const upstream = new Set(files.upstream);
  const conflicted = new Set(files.conflicted);
  const allowed = pathMatcher(allowedGlobs);
  for (const p of files.changed) {
    if ((p === '.github' || p.startsWith('.github/')) && !upstream.has(p))
      problems.push(`${at}: ${p} is under .github/ and not changed by the upstream commit`);
    else if (!rederived && !upstream.has(p) && !conflicted.has(p) && !allowed(p))
      problems.push(`${at}: ${p} is changed but the upstream commit does not change it (scope)`);
  }
  for (const [path, t] of files.texts) {
    if (t.resolved === null) continue;
    const now = countConflictMarkers(t.resolved);
    if (now === 0) continue;
    const had = t.ours === null ? 0 : countConflictMarkers(t.ours);
    const adds = Math.max(
      0,
      (t.after ? countConflictMarkers(t.after) : 0) - (t.before ? countConflictMarkers(t.before) : 0),
    );
    if (now > had + adds) problems.push(`${at}: ${path} has conflict markers`);
  }
  return problems;
}
