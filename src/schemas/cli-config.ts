import { z } from 'zod';

const FlagValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
const FlagMap = z.record(z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a flag name such as max-bundle-size'), FlagValue);

/** `.github/upstream-ingest/cli.yml`: default flag values the CLI takes when a flag is not typed. */
export const CliConfigSchema = z
  .object({
    /** Flags for every command that has them (`upstream: upstream/main`, `trailer: [Upstream-Commit]`). */
    defaults: FlagMap.optional(),
    /** Per command, over the defaults. */
    commands: z.record(z.string(), FlagMap).optional(),
  })
  .strict();
export type CliConfig = z.output<typeof CliConfigSchema>;

/** One line of `ingest/history.jsonl` on the state branch: the bundle outcomes of one ingest run (the dashboard). */
export const IngestHistoryRecordSchema = z
  .object({
    recordedAt: z.string(),
    bundles: z.array(
      z
        .object({
          bundle: z.string(),
          outcome: z.enum(['landed', 'partial', 'deferred', 'failed', 'not-run']),
          landed: z.number().int().optional(),
          pr: z.string().nullable().optional(),
        })
        .passthrough(),
    ),
  })
  .passthrough();
