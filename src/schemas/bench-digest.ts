import { z } from 'zod';
import { OverallVerdictSchema } from './bench.js';
import { GpuIdentitySchema } from './tier-result.js';

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');

/**
 * One line of the benchmark history on the state branch (JSON Lines): the outcome of one compare-bench run on trunk,
 * kept so the periodic digest can say which benchmark changes came from upstream and which from the fork.
 */
export const BenchDigestRecordSchema = z
  .object({
    recordedAt: z.string(),
    suite: z.string(),
    runnerLabel: z.string(),
    sha: Sha,
    verdict: OverallVerdictSchema,
    geomeanRatio: z.number().nullable(),
    changes: z
      .array(
        z
          .object({
            name: z.string(),
            status: z.enum(['regressed', 'improved']),
            ratio: z.number().nullable(),
            attribution: z.enum(['inherited', 'fork-local']).nullable(),
          })
          .strict(),
      )
      .describe('regressed and improved benchmarks only, worst first, at most 50'),
    values: z
      .record(z.string(), z.number())
      .optional()
      .describe(
        'every compared benchmark’s candidate median as a cost (time; 1/value for bigger-is-better), at most 5000: ' +
          'the series `compare-bench history` searches for change points',
      ),
    hardware: z
      .array(GpuIdentitySchema)
      .optional()
      .describe(
        'the GPUs the benchmarks ran on (model, count, driver, CUDA/ROCm version), from the tier result’s ' +
          '`hardware.identity`; absent when unknown (no tier result given, a CPU runner)',
      ),
  })
  .strict();

export type BenchDigestRecord = z.infer<typeof BenchDigestRecordSchema>;
