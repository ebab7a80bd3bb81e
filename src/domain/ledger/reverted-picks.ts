/**
 * Reverts and reapplies in the ledger. A picked reapply (or reland) of X handles X and `Revert "X"`: the net change
 * is the reapply's. A fork pick that the fork reverted (the loop's revert PR from `open-revert`, or a person's
 * `git revert`) becomes a deferral whose reason is the revert's (failing tier, run link, culprit evidence): it stays
 * out until upstream changes the same lines again (a later commit touching them, a revert of it, a reland) or a
 * person asks for a retry on the dashboard.
 */
import { subjectOf, type CommitRecord } from '../commit.js';
import { revertLinks, type RevertLink } from '../plan/dependencies.js';
import { short } from '../../shared/short-sha.js';

/** Upstream commit → the picked reapply/reland that handles it (it and its revert). */
export function reapplyCredits(
  upstream: readonly CommitRecord[],
  links: readonly RevertLink[],
  picked: (sha: string) => boolean,
): Map<string, string> {
  const position = new Map(upstream.map((c, i) => [c.sha, i]));
  const out = new Map<string, string>();
  for (const l of links) {
    if (l.kind !== 'reland' || !picked(l.sha)) continue;
    for (const t of l.targets) if ((position.get(t) ?? Infinity) < (position.get(l.sha) ?? -1)) out.set(t, l.sha);
  }
  return out;
}

/** The links of every non-merge upstream commit missing by ancestry (messages only: no paths needed). */
export function upstreamRevertLinks(upstream: readonly CommitRecord[]): RevertLink[] {
  const history = upstream
    .filter((c) => c.parents.length <= 1)
    .map((c) => ({ sha: c.sha, subject: subjectOf(c.message), message: c.message }));
  return revertLinks(history);
}

export interface RevertDeferral {
  /** The fork commit that reverted the pick. */
  revertCommit: string;
  /** Its position among fork-only commits: a later declaration in a message beats it. */
  forkIndex: number;
  subject: string;
  reason: string;
  /** Why it is tried again (upstream changed the same lines, or a person asked); absent: it stays deferred. */
  retry?: string;
}

/**
 * The deferral reason from the reverting commit's message: the loop's revert says which tier failed, the run and
 * the bisect evidence (`Tier:`, `Run:` lines and the sentence after `This reverts commit`); a person's revert says
 * at least its subject.
 */
export function revertReason(revert: CommitRecord): string {
  const lines = revert.message.split('\n');
  // One regex per key, tried line by line: the first line that has the key.
  const field = (key: string) => {
    const re = new RegExp(`^${key}:[ \\t]*(\\S.*)$`, 'i');
    for (const l of lines) {
      const v = re.exec(l.trim())?.[1];
      if (v !== undefined) return v;
    }
    return undefined;
  };
  const tier = field('Tier');
  const run = field('Run');
  const at = lines.findIndex((l) => l.includes('This reverts commit'));
  const evidence = lines
    .slice(at + 1)
    .map((l) => l.trim())
    .find((l) => l && !/^(?:Tier|Run|Culprit):/i.test(l));
  const parts = [`reverted by ${short(revert.sha)}`];
  if (tier) parts.push(`tier ${tier} failed`);
  if (run) parts.push(`run ${run}`);
  const head = parts.join(', ');
  return evidence ? `${head}: ${evidence.slice(0, 300)}` : `${head}: "${subjectOf(revert.message).slice(0, 200)}"`;
}

/**
 * Why a reverted pick is tried again, from upstream's own history: a later upstream commit reverts or relands it,
 * or (`touchedBy`) changes lines it changed.
 */
export function retryReason(
  sha: string,
  links: readonly RevertLink[],
  touchedBy: string | undefined,
  requested: boolean,
): string | undefined {
  if (requested) return 'a person ticked "retry" on the dashboard';
  for (const l of links)
    if (l.targets.includes(sha))
      return l.kind === 'revert'
        ? `upstream reverted it in ${short(l.sha)}`
        : `upstream relanded it in ${short(l.sha)}`;
  return touchedBy ? `upstream ${short(touchedBy)} changes the lines the revert took out` : undefined;
}
