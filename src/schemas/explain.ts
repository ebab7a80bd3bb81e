import { z } from 'zod';
import { ViaSchema } from './lag-report.js';

export const EXPLAIN_SCHEMA_VERSION = 1;

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);

const EvidenceSchema = z
  .object({
    via: ViaSchema,
    meaning: z.enum(['picked', 'defer', 'wont-port', 'skip']),
    rule: z.string(),
    forkCommit: Sha.optional(),
    forkSubject: z.string().optional(),
    /** The exact line that matched. */
    line: z.string().optional(),
    reason: z.string().optional(),
    blockedBy: z.string().optional(),
    counted: z.boolean(),
    note: z.string().optional(),
  })
  .strict();

/** `upstream-ingest explain <sha|#N> --json`: why the ledger classifies an upstream commit as it does. */
export const ExplainSchema = z
  .object({
    schemaVersion: z.literal(EXPLAIN_SCHEMA_VERSION),
    query: z.string(),
    upstream: z.object({ ref: z.string(), sha: Sha }).strict(),
    fork: z.object({ ref: z.string(), sha: Sha }).strict(),
    commits: z.array(
      z
        .object({
          sha: Sha,
          subject: z.string(),
          committedAt: z.string().optional(),
          prNumber: z.number().int().optional(),
          /** `reached-by-ancestry`: the fork already contains the commit itself. */
          status: z.enum(['ingested', 'declared', 'pending', 'reached-by-ancestry']),
          reached: z.boolean(),
          via: z.array(ViaSchema),
          disposition: z.object({ disposition: z.enum(['wont-port', 'skip', 'defer']), reason: z.string(), source: z.string(), blockedBy: z.string().optional() }).strict().optional(),
          evidence: z.array(EvidenceSchema),
          /** For a commit that is not ingested: what was looked for and not found. */
          lookedFor: z.array(z.string()),
          contradiction: z.string().optional(),
        })
        .strict(),
    ),
    /** Why nothing was found for the query, when nothing was. */
    note: z.string().optional(),
  })
  .strict();

export type Explanation = z.infer<typeof ExplainSchema>;
export type ExplainedCommit = Explanation['commits'][number];
