import { z } from 'zod';

/**
 * Who wrote a tier's `summary` when an agent preset wrote it (run-tier's `summarizer.preset`): the summary is
 * machine-written advice for the failure issue, marked as such wherever it is shown; the tier's verdict, counts and
 * error signatures are the deterministic evaluation's and are never changed by it.
 */
export const SummaryBySchema = z
  .object({
    machineWritten: z.literal(true),
    /** `preset:openai`, `preset:claude-code`, … */
    agent: z.string(),
    model: z.string().nullable(),
    usage: z
      .object({ inputTokens: z.number().nullable(), outputTokens: z.number().nullable(), costUsd: z.number().nullable() })
      .strict()
      .nullable(),
  })
  .strict();
export type SummaryBy = z.infer<typeof SummaryBySchema>;
