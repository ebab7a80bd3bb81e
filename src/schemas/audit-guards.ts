import { z } from 'zod';

/** `upstream-ingest audit-guards --json`: the guards' verdicts on the fork's own past resolutions and mutations. */
export const AUDIT_GUARDS_SCHEMA_VERSION = 1;

const Verdict = z.enum(['accept', 'review', 'reject']);

export const AuditKindSchema = z
  .object({
    /** `real` (what the fork committed) or a mutation of it (ours, theirs, hunk-twice, markers, …). */
    kind: z.string(),
    total: z.number().int(),
    accept: z.number().int(),
    review: z.number().int(),
    reject: z.number().int(),
    /** real: the false rejections; a mutation: the cases it got less than its floor (review, or reject). */
    misses: z.array(
      z.object({ id: z.string(), label: z.string(), verdict: Verdict, why: z.array(z.string()) }).strict(),
    ),
  })
  .strict();

export const AuditGuardsReportSchema = z
  .object({
    schemaVersion: z.literal(AUDIT_GUARDS_SCHEMA_VERSION),
    upstream: z.string(),
    fork: z.string(),
    /** Fork commits with a provenance line that were looked at. */
    picksScanned: z.number().int(),
    /** Of those, the picks whose replay conflicts: each one case. */
    resolvedPicks: z.number().int(),
    kinds: z.array(AuditKindSchema),
  })
  .strict();

export type AuditGuardsReport = z.infer<typeof AuditGuardsReportSchema>;
