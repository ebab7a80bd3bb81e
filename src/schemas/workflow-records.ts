import { z } from 'zod';

/**
 * Small records the suite's reusable workflows pass between jobs as artifacts: GPU jobs only run tests and write
 * these; the jobs that talk to GitHub (statuses, the green ref, summaries) read them on a GitHub-hosted runner.
 */

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');
const Verdict = z.enum(['pass', 'fail', 'infra-fail']);

/** ingest.yml, L1 job: the tier verdict on one bundle branch head (`l1-<bundle>.json`). */
export const TierRecordSchema = z
  .object({
    bundle: z.string().regex(/^[0-9a-f]{12}$/, 'expected a 12-hex bundle id'),
    head: Sha,
    verdict: Verdict,
    failures: z.number().int().nonnegative().optional(),
    /** The pool (index into ingest.yml's l1-pools) that ran it; absent with one pool. */
    pool: z.number().int().nonnegative().max(50).optional(),
  })
  .strict();

/** validate.yml, tier job: one runner label set's outcome (`tier-<job index>.json`). */
export const TierJobRecordSchema = z
  .object({
    index: z.number().int().nonnegative().describe('strategy.job-index: the position in the runner-labels input'),
    sha: Sha,
    verdict: Verdict,
    failures: z.number().int().nonnegative(),
    anomalies: z.number().int().nonnegative(),
    bench: z
      .enum(['', 'regressed', 'improved', 'no-change', 'inconclusive', 'incomparable'])
      .describe("compare-bench verdict; '' when no benchmarks ran"),
    benchGateFailed: z.boolean(),
  })
  .strict();

/** `upstream-ingest tier-aggregate --json`: the tier verdict over every runner label set. */
export const TierAggregateSchema = z
  .object({
    tier: z.string(),
    sha: Sha,
    verdict: Verdict,
    runners: z.array(
      z
        .object({
          labels: z.array(z.string()),
          verdict: Verdict.nullable().describe('null: the job left no record (failed, cancelled or skipped)'),
          failures: z.number().int().nullable(),
          anomalies: z.number().int().nullable(),
          bench: z.string().nullable(),
          benchGateFailed: z.boolean(),
        })
        .strict(),
    ),
  })
  .strict();

/** `upstream-ingest ingest-summary --json`: the outcome of one ingestion run. */
export const IngestReportSchema = z
  .object({
    landed: z.array(z.string()).describe('bundles with at least one commit landed (outcome landed or partial)'),
    failed: z.array(z.string()),
    deferredCommits: z.array(z.object({ bundle: z.string(), sha: z.string(), subject: z.string(), reason: z.string() }).strict()),
    bundles: z.array(
      z
        .object({
          bundle: z.string(),
          outcome: z.enum(['landed', 'partial', 'deferred', 'failed', 'not-run']),
          status: z.string(),
          landed: z.number().int(),
          total: z.number().int(),
          deferred: z.number().int(),
          tier: z.enum(['pass', 'fail', 'infra-fail']).nullable(),
          pr: z.string().nullable(),
          why: z.string(),
        })
        .strict(),
    ),
  })
  .strict();
