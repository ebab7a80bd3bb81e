import { z } from 'zod';

const Limit = z
  .object({
    /**
     * The most this rung's resolutions may earn, whatever the guards say: `accept` lands unattended, `review` only
     * with a person's approval, `reject` turns the rung off. `upstream-ingest audit-resolvers` says what the fork's
     * own history supports.
     */
    maxVerdict: z.enum(['accept', 'review', 'reject'], { message: "expected 'accept', 'review' or 'reject'" }),
  })
  .strict();

/** The config's `resolvers` section: each rung's maximum verdict, raised or lowered from the ladder's default. */
export const ResolverLimitsSchema = z
  .object({
    rerere: Limit.optional(),
    'fork-decision': Limit.optional(),
    replay: Limit.optional(),
    agent: Limit.optional(),
  })
  .strict();

export type ResolverLimits = z.output<typeof ResolverLimitsSchema>;
