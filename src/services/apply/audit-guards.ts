/**
 * audit-guards: how the resolution guards judge the fork's own history. Finds the fork's past picks that needed a
 * resolution (a provenance line, and a replay of the upstream commit onto the pick's parent that conflicts), gives
 * each real resolution and its mutations to the guards, and counts accept/review/reject per kind, with the cases
 * behind each false rejection and each missed mutation. Reads git objects only: no work tree, no checkout.
 */
import { resolveCommits } from '../../adapters/git/read/branch-commits.js';
import { predictCherryPicks } from '../../adapters/git/pick/merge-tree.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { listProvenancePicks, type ProvenancePick } from '../../adapters/git/read/provenance-picks.js';
import { auditResolutions, type AuditCase } from '../../domain/apply/guard-audit.js';
import { DEFAULT_DIFF_BOUND, type DiffBound } from '../../domain/apply/guards.js';
import { conflictedOf } from '../../domain/apply/judge-resolution.js';
import type { ProvenanceStyle } from '../../domain/apply/provenance.js';
import { AUDIT_GUARDS_SCHEMA_VERSION, type AuditGuardsReport } from '../../schemas/audit-guards.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import { noProgressFactory, type ProgressFactory } from '../../shared/progress.js';
import { tryResolveCommit } from '../../adapters/git/read/refs.js';
import { committedGuardInput } from './judge-commit.js';

export interface AuditGuardsSettings {
  upstream: string;
  fork: string;
  /** At most this many resolved picks (newest first); default all. */
  limit?: number;
  styles: readonly ProvenanceStyle[];
  bound?: DiffBound;
}

const CONCURRENCY = 8;

export async function runAuditGuards(
  settings: AuditGuardsSettings,
  deps: { git: GitRunner; logger: Logger; progress?: ProgressFactory },
): Promise<AuditGuardsReport> {
  for (const [name, ref] of [
    ['upstream', settings.upstream],
    ['fork', settings.fork],
  ] as const) {
    if (!(await tryResolveCommit(deps.git, ref)))
      throw new ConfigurationError(`${name}: unknown revision '${ref}'`, 'fetch it first or check the name');
  }
  const picks = await listProvenancePicks(deps.git, { ...settings, styles: settings.styles });
  deps.logger.info(`${picks.length} fork commit(s) with a provenance line; replaying them`);
  const progress = (deps.progress ?? noProgressFactory)('audit-guards', picks.length);
  const cases: AuditCase[] = [];
  let scanned = 0;
  for (let i = 0; i < picks.length; i += CONCURRENCY) {
    const bound = settings.bound ?? DEFAULT_DIFF_BOUND;
    const batch = await Promise.all(picks.slice(i, i + CONCURRENCY).map((p) => replay(deps.git, p, bound)));
    scanned += batch.length;
    progress.tick(batch.length);
    for (const c of batch) if (c) cases.push(c);
    if (settings.limit !== undefined && cases.length >= settings.limit) break;
  }
  progress.done();
  const chosen = settings.limit !== undefined ? cases.slice(0, settings.limit) : cases;
  deps.logger.info(`${chosen.length} of ${scanned} pick(s) needed a resolution; judging them and their mutations`);
  return {
    schemaVersion: AUDIT_GUARDS_SCHEMA_VERSION,
    upstream: settings.upstream,
    fork: settings.fork,
    picksScanned: scanned,
    resolvedPicks: chosen.length,
    kinds: auditResolutions(chosen, { bound: settings.bound ?? DEFAULT_DIFF_BOUND }),
  };
}

/**
 * The pick as a case when git's own merge of its upstream commit onto its parent conflicts (merge-tree: the very
 * merge a cherry-pick makes, renames followed); else undefined. Judged on the input apply builds for a stopped pick
 * (judge-commit.ts), so the audit's verdicts are apply's on the same resolution.
 */
async function replay(git: GitRunner, pick: ProvenancePick, bound: DiffBound): Promise<AuditCase | undefined> {
  // provenance naming a commit this clone does not have
  if (!(await tryResolveCommit(git, pick.upstream))) return undefined;
  const [parent] = await resolveCommits(git, [`${pick.upstream}^`]);
  if (!parent) return undefined;
  const { verdicts } = await predictCherryPicks(git, pick.parent, [{ sha: pick.upstream, parent }], {
    mode: 'per-commit',
    advance: false,
  });
  const conflicted = verdicts[0]?.verdict === 'conflict' ? verdicts[0].conflictPaths : [];
  if (conflicted.length === 0) return undefined;
  const input = await committedGuardInput(
    git,
    { parent: pick.parent, sha: pick.sha, upstream: pick.upstream, conflicted },
    { allowPaths: [], bound },
  );
  return {
    id: pick.sha.slice(0, 12),
    label: `fork ${pick.sha.slice(0, 12)} picks ${pick.upstream.slice(0, 12)}: ${pick.subject.slice(0, 80)}`,
    files: conflictedOf(input),
    input,
  };
}
