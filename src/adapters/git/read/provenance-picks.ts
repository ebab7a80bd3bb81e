import { provenanceOf, type ProvenanceStyle } from '../../../domain/apply/provenance.js';
import type { GitRunner } from '../run/git-runner.js';

/** A fork commit that names the upstream commit it was picked from. */
export interface ProvenancePick {
  sha: string;
  /** Its only parent: the fork before the pick. */
  parent: string;
  upstream: string;
  subject: string;
}

/**
 * The fork's own picks of upstream commits, newest first: single-parent commits on `fork` and not on `upstream`
 * whose message carries a provenance line in one of `styles`; with `since`, only those committed since then.
 */
export async function listProvenancePicks(
  git: GitRunner,
  options: { fork: string; upstream: string; styles: readonly ProvenanceStyle[]; since?: string },
): Promise<ProvenancePick[]> {
  const { stdout } = await git.run([
    'log',
    '--no-merges',
    ...(options.since ? [`--since=${options.since}`] : []),
    '--format=%H%x1f%P%x1f%s%x1f%B%x1e',
    options.fork,
    '--not',
    options.upstream,
    '--',
  ]);
  const picks: ProvenancePick[] = [];
  for (const record of stdout.split('\x1e')) {
    const [sha = '', parents = '', subject = '', body = ''] = record.replace(/^\n/, '').split('\x1f');
    const parentList = parents.trim().split(' ').filter(Boolean);
    if (!/^[0-9a-f]{40,64}$/.test(sha) || parentList.length !== 1) continue;
    const upstream = options.styles.map((s) => provenanceOf(body, s)).find((u) => u !== undefined);
    if (upstream) picks.push({ sha, parent: parentList[0]!, upstream, subject });
  }
  return picks;
}
