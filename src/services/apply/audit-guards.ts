/**
 * audit-guards: how the resolution guards judge the fork's own history. Finds the fork's past picks that needed a
 * resolution (a provenance line, and a replay of the upstream commit onto the pick's parent that conflicts), gives
 * each real resolution and its mutations to the guards, and counts accept/review/reject per kind, with the cases
 * behind each false rejection and each missed mutation. Reads git objects only: no work tree, no checkout. The
 * replay (batches, jobs, progress, the resume state) is `audit-replay.ts`, shared with `audit-resolvers`.
 */
import { z } from 'zod';
import { sumTallies } from '../../domain/apply/audit-replay.js';
import { auditResolutions, auditTexts, type KindTally } from '../../domain/apply/guard-audit.js';
import { DEFAULT_DIFF_BOUND } from '../../domain/apply/guards.js';
import { MUTATION_KINDS } from '../../domain/apply/resolution-mutations.js';
import { AUDIT_GUARDS_SCHEMA_VERSION, AuditKindSchema, type AuditGuardsReport } from '../../schemas/audit-guards.js';
import { replayForkPicks, type ReplayDeps, type ReplaySettings } from './audit-replay.js';
import { pythonParsesFor, pythonTexts } from './python-syntax.js';

export type AuditGuardsSettings = ReplaySettings;

export async function runAuditGuards(settings: AuditGuardsSettings, deps: ReplayDeps): Promise<AuditGuardsReport> {
  const bound = settings.bound ?? DEFAULT_DIFF_BOUND;
  const outcome = await replayForkPicks({ ...settings, bound }, deps, {
    name: 'audit-guards',
    // A record holds one case's tallies: they depend on the provenance styles and the guards' bound.
    key: JSON.stringify({ styles: settings.styles, bound }),
    schema: z.array(AuditKindSchema) as z.ZodType<KindTally[]>,
    // Python's own parse of the case's Python texts, made before the guards run, as apply and publish make it.
    judge: async (c) => {
      const pythonParses = await pythonParsesFor(pythonTexts(auditTexts(c)));
      return auditResolutions([c], { bound, maxMisses: 1, ...(pythonParses ? { pythonParses } : {}) });
    },
  });
  deps.logger.info(
    `${outcome.results.length} of ${outcome.scanned} pick(s) needed a resolution` +
      (outcome.reused ? ` (${outcome.reused} replayed by an earlier run)` : ''),
  );
  return {
    schemaVersion: AUDIT_GUARDS_SCHEMA_VERSION,
    upstream: settings.upstream,
    fork: settings.fork,
    picksScanned: outcome.scanned,
    resolvedPicks: outcome.results.length,
    kinds: sumTallies(
      outcome.results.map((r) => r.result),
      ['real', ...MUTATION_KINDS],
    ),
  };
}
