import { z } from 'zod';

/**
 * `upstream-ingest audit-resolvers --json`: how each rung of the resolver ladder, and the ladder as apply runs it,
 * would have resolved the fork's own past conflicting picks, against what the fork committed.
 */
export const AUDIT_RESOLVERS_SCHEMA_VERSION = 1;

const Verdict = z.enum(['accept', 'review', 'reject']);

const Counts = {
  /** Picks with a proposal. */
  proposals: z.number().int(),
  /** Proposals that would land unattended (guards accept and the rung may accept). */
  accepted: z.number().int(),
  /** Identical to the commit on every conflicted path. */
  exact: z.number().int(),
  /** Equal to the commit once whitespace is ignored (not exact). */
  whitespace: z.number().int(),
  /** Wrong, yet accepted: would land wrong unattended. */
  wrongAccepted: z.number().int(),
  /** Wrong, and held for review or rejected. */
  wrongCaught: z.number().int(),
};

export const AuditResolverRungSchema = z
  .object({
    rung: z.string(),
    ...Counts,
    skipped: z.number().int(),
    failed: z.number().int(),
    /** The rung's maximum verdict on this run (the ladder's default or the config's `resolvers.<rung>.maxVerdict`). */
    maxVerdict: Verdict,
    /** Whatever the cap: proposals the guards accept, and the wrong ones among them. */
    guardsAccept: z.number().int(),
    guardsAcceptWrong: z.number().int(),
    /** The maximum verdict the fork's own history supports for this rung, and why. */
    advice: z.object({ maxVerdict: Verdict, why: z.string() }).strict(),
    wrongExamples: z.array(z.string()),
    /** The agent rung: its attempts, model calls, tokens and cost (USD) over the audit, as the API reported them. */
    usage: z
      .object({
        attempts: z.number().int(),
        calls: z.number().int(),
        inputTokens: z.number().nullable(),
        outputTokens: z.number().nullable(),
        costUsd: z.number().nullable(),
        models: z.array(z.string()),
      })
      .strict()
      .optional(),
  })
  .strict();

export const AuditResolversReportSchema = z
  .object({
    schemaVersion: z.literal(AUDIT_RESOLVERS_SCHEMA_VERSION),
    upstream: z.string(),
    fork: z.string(),
    /** Fork commits with a provenance line that were looked at. */
    picksScanned: z.number().int(),
    /** Of those, the picks whose replay conflicts. */
    conflictingPicks: z.number().int(),
    rungs: z.array(AuditResolverRungSchema),
    overall: z.object({ picks: z.number().int(), none: z.number().int(), ...Counts }).strict(),
  })
  .strict();

export type AuditResolversReport = z.infer<typeof AuditResolversReportSchema>;
