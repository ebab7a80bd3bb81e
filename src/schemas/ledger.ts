import { z } from 'zod';

const ShaOrPrefix = z
  .string()
  .regex(/^[0-9a-fA-F]{7,64}$/, 'expected a commit SHA or a unique prefix of at least 7 hex characters');

export const DispositionSchema = z.enum(['wont-port', 'skip', 'defer']);

export const LedgerEntrySchema = z
  .object({
    commit: ShaOrPrefix,
    disposition: DispositionSchema,
    reason: z.string().trim().min(1, 'expected a reason'),
    blockedBy: ShaOrPrefix.optional(),
  })
  .strict();

/**
 * The fork's declared dispositions of upstream commits: `wont-port` and `skip` count as reached (they leave the
 * backlog), `defer` stays in the backlog with its reason, optionally until `blockedBy` is reached.
 */
export const LedgerFileSchema = z.object({ entries: z.array(LedgerEntrySchema).max(100_000) }).strict();

export type Disposition = z.infer<typeof DispositionSchema>;
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
export type LedgerFile = z.infer<typeof LedgerFileSchema>;
