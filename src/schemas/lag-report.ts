import { z } from 'zod';

export const LAG_SCHEMA_VERSION = 1;

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const Pin = z.object({ sha: Sha, committedAt: z.string() }).strict();
const RefPin = z.object({ ref: z.string(), sha: Sha }).strict();
export const ViaSchema = z.enum([
  'trailer',
  'pr-number',
  'section',
  'patch-id',
  'content',
  'reapply',
  'path-rule',
  'revert',
  'ledger',
]);
const Count = z.number().int();
const ViaCounts = z
  .object({
    trailer: Count,
    'pr-number': Count,
    section: Count,
    'patch-id': Count,
    content: Count,
    /** Handled by a picked reapply/reland (the commit and its revert). */
    reapply: Count.default(0),
    'path-rule': Count,
    /** Deferred because the fork reverted its pick (sticky until upstream changes those lines again). */
    revert: Count.default(0),
    ledger: Count,
  })
  .strict();

export const LagReportSchema = z
  .object({
    schemaVersion: z.literal(LAG_SCHEMA_VERSION),
    generatedAt: z.string(),
    upstream: RefPin,
    /** Objects were missing (no promisor to fetch them): some matching was skipped, the counts may be high. */
    incomplete: z.literal(true).optional(),
    incompleteReasons: z.array(z.string()).optional(),
    fork: RefPin,
    mergeBase: Pin,
    /** Unreached upstream commits (pending and deferred). */
    backlog: z.number().int().nonnegative(),
    /** Unreached commits older than the frontier. */
    holes: z.number().int().nonnegative(),
    /** Upstream commits reached by provenance or patch-id rather than ancestry. */
    ingestedOutOfOrder: z.number().int().nonnegative(),
    /** Days from the oldest pending commit to now. */
    daysBehind: z.number().nonnegative(),
    /** Days from the oldest pending commit to the upstream tip's commit time (does not grow on an old snapshot). Fields added in the same release default when a report from before them is read. */
    daysBehindTip: z.number().nonnegative().default(0),
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
        /** Commits whose evidence includes each kind (a commit may count under several). */
        via: ViaCounts.default({ trailer: 0, 'pr-number': 0, section: 0, 'patch-id': 0, content: 0, reapply: 0, 'path-rule': 0, revert: 0, ledger: 0 }),
        /** Deferred commits whose blocker has landed: ready to pick. */
        unblocked: z.number().int().default(0),
      })
      .strict(),
    /** Every upstream commit missing by ancestry, oldest first: its class and the evidence kinds behind it. */
    commits: z.array(
      z
        .object({
          sha: Sha,
          status: z.enum(['ingested', 'declared', 'pending']),
          via: z.array(ViaSchema),
          forkCommits: z.array(Sha),
          disposition: z.enum(['wont-port', 'skip', 'defer']).optional(),
        })
        .strict(),
    )
      .default([]),
    /** Contradictory evidence about one commit, and how the precedence resolved it. */
    contradictions: z.array(z.object({ sha: Sha, note: z.string() }).strict()).default([]),
    deferred: z.array(
      z
        .object({
          sha: Sha,
          subject: z.string(),
          committedAt: z.string(),
          reason: z.string(),
          blockedBy: z.string().optional(),
          /** `ledger`, or the fork commit whose message deferred it (for `via: revert`, the reverting commit). */
          source: z.string().optional(),
          /** `revert`: the fork reverted its pick (the reason names the tier, run and culprit evidence). */
          via: ViaSchema.optional(),
          /** The blocker has landed (reached by the fork): ready to pick. */
          unblocked: z.boolean().optional(),
        })
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
        /** Refs (SHAs or upstream PR numbers) that name no upstream commit missing by ancestry, with who wrote them. */
        unresolvedRefs: z.array(
          z.object({ forkCommit: Sha, key: z.string(), ref: z.string(), line: z.string().optional() }).strict(),
        )
          .default([]),
        ambiguous: z.number().int(),
        revertedPicks: z.array(z.object({ upstream: Sha, forkCommits: z.array(Sha) }).strict()),
      })
      .strict(),
    ledgerWarnings: z.array(z.string()),
  })
  .strict();

export type LagReport = z.infer<typeof LagReportSchema>;
