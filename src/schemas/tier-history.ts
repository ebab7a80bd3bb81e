import { z } from 'zod';

/**
 * Durable tier records on the state branch (`tier-history/<tier>/<runner class>.json`) and the record one run adds,
 * which the tier result carries from the untrusted run job to the publishing job.
 */

export const InventoryEntrySchema = z
  .object({
    updatedAt: z.string(),
    total: z.number().int().min(0),
    skipped: z.number().int().min(0),
    ids: z.array(z.string()),
  })
  .strict();

export const TIER_HISTORY_VERSION = 1;

export const HistoryRunSchema = z
  .object({
    at: z.string(),
    sha: z.string().nullable(),
    runId: z.string().nullable(),
    verdict: z.enum(['pass', 'fail', 'infra-fail']),
    /** No blocking anomaly: this run's inventory became the baseline. */
    trusted: z.boolean(),
    /** Failing test keys (`harness` NUL `id`), capped at 1,000. */
    failed: z.array(z.string()),
    /** Passing keys of tests that failed in an earlier kept run (so flips stay visible), capped. */
    passed: z.array(z.string()),
    /** Failing keys judged flaky across runs (flipped in the kept runs, or passed on this commit before). */
    flaky: z.array(z.string()).optional(),
    /**
     * The automatic quarantine after this run (carried from run to run, so it outlives the kept window): each key,
     * when it was judged flaky, and how many runs it passed since.
     */
    quarantine: z
      .array(z.object({ key: z.string(), since: z.string(), passedSince: z.number().int().min(0) }).strict())
      .optional(),
  })
  .strict();

export const TierHistorySchema = z
  .object({
    schemaVersion: z.literal(TIER_HISTORY_VERSION),
    tier: z.string(),
    runnerClass: z.string(),
    /** Newest first, the last `history-runs`. */
    runs: z.array(HistoryRunSchema),
    /** Per harness: the inventory of the last trusted run, and its commit. */
    inventory: z.record(z.string(), InventoryEntrySchema.extend({ sha: z.string().nullable() })),
  })
  .strict();

export const HistoryRecordSchema = z
  .object({
    tier: z.string(),
    runnerClass: z.string(),
    file: z.string(),
    run: HistoryRunSchema,
    inventory: z.record(z.string(), InventoryEntrySchema),
  })
  .strict();
