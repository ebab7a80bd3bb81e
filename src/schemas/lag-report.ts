import { z } from 'zod';

export const LAG_SCHEMA_VERSION = 1;

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const Pin = z.object({ sha: Sha, committedAt: z.string() }).strict();
const RefPin = z.object({ ref: z.string(), sha: Sha }).strict();

export const LagReportSchema = z
  .object({
    schemaVersion: z.literal(LAG_SCHEMA_VERSION),
    generatedAt: z.string(),
    upstream: RefPin,
    fork: RefPin,
    mergeBase: Pin,
    /** Unreached upstream commits (pending and deferred). */
    backlog: z.number().int().nonnegative(),
    /** Unreached commits older than the frontier. */
    holes: z.number().int().nonnegative(),
    /** Upstream commits reached by provenance or patch-id rather than ancestry. */
    ingestedOutOfOrder: z.number().int().nonnegative(),
    daysBehind: z.number().nonnegative(),
    frontierDaysBehind: z.number().nonnegative(),
    oldestPending: Pin.nullable(),
    contiguous: Pin.nullable(),
    frontier: Pin.nullable(),
    counts: z
      .object({
        missingByAncestry: z.number().int(),
        ingested: z.number().int(),
        ingestedByTrailer: z.number().int(),
        ingestedByPatchId: z.number().int(),
        declared: z.number().int(),
      })
      .strict(),
    deferred: z.array(
      z
        .object({ sha: Sha, subject: z.string(), committedAt: z.string(), reason: z.string(), blockedBy: z.string().optional() })
        .strict(),
    ),
    pending: z.array(
      z
        .object({ sha: Sha, subject: z.string(), committedAt: z.string(), hole: z.boolean(), deferred: z.boolean() })
        .strict(),
    ),
    provenance: z
      .object({
        trailerKeys: z.array(z.string()),
        prefixResolved: z.array(z.object({ forkCommit: Sha, key: z.string(), ref: z.string(), resolvedTo: Sha }).strict()),
        unresolved: z.number().int(),
        ambiguous: z.number().int(),
        revertedPicks: z.array(z.object({ upstream: Sha, forkCommits: z.array(Sha) }).strict()),
      })
      .strict(),
    ledgerWarnings: z.array(z.string()),
  })
  .strict();

export type LagReport = z.infer<typeof LagReportSchema>;
