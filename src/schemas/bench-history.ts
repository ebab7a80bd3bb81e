import { z } from 'zod';

export const BENCH_HISTORY_SCHEMA_VERSION = 1;

const CommitSchema = z
  .object({
    sha: z.string(),
    subject: z.string(),
    kind: z.enum(['upstream', 'fork']).describe('upstream: carries provenance of upstream commits (a pick/bundle)'),
    upstream: z.array(z.string()).describe('upstream commits named by its provenance lines'),
  })
  .strict();

export const BenchHistoryChangeSchema = z
  .object({
    suite: z.string(),
    runnerLabel: z.string(),
    name: z.string(),
    kind: z.enum(['regression', 'improvement']),
    ratio: z.number().describe('new level ÷ old level of the cost (> 1 worse)'),
    before: z.number(),
    after: z.number(),
    pValue: z.number(),
    sha: z.string().describe('best estimate: the first measured commit at the new level'),
    recordedAt: z.string(),
    fromSha: z.string().describe('the change began after this measured commit …'),
    toSha: z.string().describe('… and at or before this one'),
    measuredCommits: z.number().int().describe('measured commits inside the range'),
    commits: z.array(CommitSchema).describe('fork commits in fromSha..toSha (at most 100), newest first'),
    upstreamCommits: z.number().int().describe('commits in the range that brought upstream changes'),
    forkCommits: z.number().int().describe('commits in the range that are the fork’s own'),
    attribution: z
      .enum(['upstream', 'fork', 'mixed', 'unknown'])
      .describe('whose commits the range holds (unknown: the commits are not in this clone)'),
  })
  .strict();

export const BenchHistoryResultSchema = z
  .object({
    schemaVersion: z.literal(BENCH_HISTORY_SCHEMA_VERSION),
    records: z.number().int(),
    series: z.number().int(),
    skippedLines: z.number().int(),
    settings: z
      .object({
        method: z.literal('e-divisive-means'),
        minSize: z.number().int(),
        pValue: z.number(),
        minMagnitude: z.number(),
      })
      .strict(),
    changes: z.array(BenchHistoryChangeSchema).describe('worst first'),
    notes: z.array(z.string()),
  })
  .strict();

export type BenchHistoryResult = z.infer<typeof BenchHistoryResultSchema>;
export type BenchHistoryChange = z.infer<typeof BenchHistoryChangeSchema>;
