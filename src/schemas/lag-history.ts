import { z } from 'zod';

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);

/** One line of the lag history (JSON Lines on the state branch): one record per upstream/fork SHA pair. */
export const LagHistoryRecordSchema = z
  .object({
    recordedAt: z.string(),
    upstreamSha: Sha,
    forkSha: Sha,
    daysBehind: z.number(),
    /** Days from the oldest pending commit to the upstream tip (absent in records written before it existed). */
    daysBehindTip: z.number().optional(),
    frontierDaysBehind: z.number(),
    backlog: z.number().int(),
    holes: z.number().int(),
    ingestedOutOfOrder: z.number().int(),
    contiguousSha: Sha.nullable(),
    frontierSha: Sha.nullable(),
  })
  .strict();

export type LagHistoryRecord = z.infer<typeof LagHistoryRecordSchema>;
