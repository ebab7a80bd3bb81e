import { z } from 'zod';

/**
 * Who owns what downstream of the compiler: kernels, benchmarks and production (L3) workloads, each a set of path
 * globs in the fork and the people or teams who own it. `benches` names benchmark IDs (globs) whose history belongs to
 * the workload, so a change point in them is that workload's news too.
 */
export const WorkloadSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    kind: z.enum(['kernel', 'benchmark', 'workload']).default('workload'),
    paths: z.array(z.string().min(1).max(500)).min(1).max(500),
    owners: z
      .array(z.string().regex(/^@?[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'expected a GitHub login or @org/team'))
      .min(1)
      .max(50),
    benches: z.array(z.string().min(1).max(500)).max(500).default([]),
  })
  .strict();

export const WorkloadsConfigSchema = z
  .object({
    workloads: z.array(WorkloadSchema).min(1).max(1000),
    /** The change points gate (`bench-regressions`): opt in to holding landings on a regressed bench's paths. */
    changePoints: z
      .object({
        blockLanding: z
          .boolean()
          .default(false)
          .describe('hold bundles touching a regressed bench paths until its issue is acknowledged or closed'),
      })
      .strict()
      .optional(),
  })
  .strict();

export type Workload = z.infer<typeof WorkloadSchema>;
export type WorkloadsConfig = z.infer<typeof WorkloadsConfigSchema>;

/** What `impact --json` prints: per workload the commits that touch it, and per owner what to tell them. */
export const ImpactReportSchema = z
  .object({
    source: z.union([
      z.object({ plan: z.string() }).strict(),
      z.object({ range: z.string() }).strict(),
    ]),
    commits: z.number().int().min(0),
    workloads: z.array(
      z
        .object({
          name: z.string(),
          kind: z.enum(['kernel', 'benchmark', 'workload']),
          owners: z.array(z.string()),
          commits: z.array(
            z
              .object({
                sha: z.string(),
                subject: z.string(),
                paths: z.array(z.string()),
                bundle: z.string().optional(),
                risky: z.boolean(),
                held: z.string().optional(),
              })
              .strict(),
          ),
          bundles: z.array(z.string()),
          riskyCommits: z.number().int().min(0),
          changePoints: z
            .array(
              z
                .object({
                  name: z.string(),
                  kind: z.enum(['regression', 'improvement']),
                  ratio: z.number(),
                  fromSha: z.string(),
                  toSha: z.string(),
                  attribution: z.enum(['upstream', 'fork', 'mixed', 'unknown']),
                })
                .strict(),
            )
            .describe('change points of the workload benches (--bench-changes), within the range when one is given'),
        })
        .strict(),
    ),
    owners: z.array(
      z.object({ owner: z.string(), workloads: z.array(z.string()), commits: z.number().int(), message: z.string() }).strict(),
    ),
  })
  .strict();

export type ImpactReport = z.infer<typeof ImpactReportSchema>;
