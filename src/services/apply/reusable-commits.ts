import { isAncestor } from '../../adapters/git/read/ancestry.js';
import { readBranchCommits, type BranchCommit } from '../../adapters/git/read/branch-commits.js';
import { provenanceOf } from '../../domain/apply/provenance.js';
import type { ApplyRun } from './apply-run.js';

/** Commits of the branch's previous values (local and remote) that a re-run can take unchanged. */
export async function indexReusableCommits(run: ApplyRun): Promise<void> {
  const tips = [...new Set([run.remotePrevious, run.previousLocal].filter((t): t is string => Boolean(t)))];
  for (const tip of tips) {
    if (!(await isAncestor(run.git, run.baseSha, tip))) continue;
    for (const commit of await readBranchCommits(run.git, run.baseSha, tip)) {
      const list = run.reusable.get(commit.parent) ?? [];
      if (!list.some((c) => c.sha === commit.sha)) list.push(commit);
      run.reusable.set(commit.parent, list);
    }
  }
}

/** Same parent and same upstream commit: taking the earlier commit keeps its SHA (and any resolution it holds). */
export function reuse(run: ApplyRun, parent: string, upstreamSha: string): BranchCommit | undefined {
  return run.reusable.get(parent)?.find((c) => provenanceOf(c.message, run.settings.provenance) === upstreamSha);
}
