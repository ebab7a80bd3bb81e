import { z } from 'zod';
import { SummaryBySchema } from './machine-summary.js';
import { AnomalyKindSchema, ReportFormatSchema, TierNameSchema } from './tier-config.js';
import { HistoryRecordSchema } from './tier-history.js';

/** The JSON printed by `upstream-ingest tier --json` and set as the run-tier action's `json` output. */
export const TIER_RESULT_SCHEMA_VERSION = 1;

export const VerdictSchema = z.enum(['pass', 'fail', 'infra-fail']);
export type Verdict = z.infer<typeof VerdictSchema>;

export const FailureClassSchema = z.enum(['infra', 'code']);
export type FailureClass = z.infer<typeof FailureClassSchema>;

export const TestCountsSchema = z
  .object({
    /** Distinct test IDs seen: passed + failed + skipped + errors + flaky. */
    total: z.number().int().min(0),
    passed: z.number().int().min(0),
    failed: z.number().int().min(0),
    skipped: z.number().int().min(0),
    errors: z.number().int().min(0),
    /** Failed, then passed on a retry (or a rerun inside the report): shown, never counted as passed. */
    flaky: z.number().int().min(0),
  })
  .strict();
export type TestCounts = z.infer<typeof TestCountsSchema>;

export const AnomalySchema = z
  .object({
    kind: AnomalyKindSchema,
    detail: z.string(),
    /** `error` makes the verdict infra-fail; `warning` was configured to only warn. */
    severity: z.enum(['error', 'warning']),
    /** The harness it concerns; absent for tier-wide anomalies (hardware). */
    harness: z.string().optional(),
    /** inventory-drop: the test IDs that disappeared (capped). */
    missing: z.array(z.string()).optional(),
    /** cross-harness-mismatch: how many tests disagree, and a sample of them. */
    count: z.number().int().min(0).optional(),
    sample: z.array(z.string()).optional(),
  })
  .strict();
export type Anomaly = z.infer<typeof AnomalySchema>;

export const ReportStatusSchema = z.enum(['ok', 'missing', 'empty', 'invalid', 'stale', 'refused']);

export const ReportSummarySchema = z
  .object({
    path: z.string(),
    format: ReportFormatSchema,
    status: ReportStatusSchema,
    detail: z.string().optional(),
    /** Test cases read from the file. */
    cases: z.number().int().min(0),
  })
  .strict();
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const CountLineSchema = z
  .object({
    tool: z.enum(['pytest', 'lit', 'gtest']),
    line: z.string(),
    total: z.number().int().min(0),
    passed: z.number().int().min(0),
    failed: z.number().int().min(0),
    skipped: z.number().int().min(0),
    errors: z.number().int().min(0),
  })
  .strict();
export type CountLine = z.infer<typeof CountLineSchema>;

export const HarnessResultSchema = z
  .object({
    name: z.string(),
    /** null when the process did not exit normally (timeout, signal, could not start). */
    exitCode: z.number().int().nullable(),
    signal: z.string().nullable(),
    timedOut: z.boolean(),
    durationMs: z.number().min(0),
    tests: TestCountsSchema,
    anomalies: z.array(AnomalySchema),
    reports: z.array(ReportSummarySchema),
    countLine: CountLineSchema.nullable(),
    retry: z
      .object({
        exitCode: z.number().int().nullable(),
        rerun: z.number().int().min(0),
        flaky: z.number().int().min(0),
        stillFailing: z.number().int().min(0),
        note: z.string().optional(),
      })
      .strict()
      .nullable(),
    /** The end of the harness's combined output (capped), for the summary. */
    outputTail: z.string(),
    outputBytes: z.number().int().min(0),
    /** The harness's whole output, as written (upload it as an artifact); null when not kept. */
    logFile: z.string().nullable().optional(),
    /** Declared-vs-parsed differences a known producer writes on purpose, and other things worth knowing. */
    notes: z.array(z.string()).optional(),
    /** Failing tests on the quarantine list: reported, not gating. */
    quarantined: z.array(z.string()).optional(),
  })
  .strict();
export type HarnessResult = z.infer<typeof HarnessResultSchema>;

/** A test in the automatic quarantine: since when (the run that found it flaky), and how many runs it passed since. */
export const QuarantinedTestSchema = z
  .object({
    id: z.string(),
    harness: z.string(),
    since: z.string(),
    passedSince: z.number().int().min(0),
    /** It failed in this run (the failure is listed, quarantined, and does not gate). */
    failedNow: z.boolean(),
  })
  .strict();

export const FailureSchema = z
  .object({
    id: z.string(),
    harness: z.string(),
    class: FailureClassSchema,
    /** What decided the class: the signature-pack or veto entry, or `default`. */
    classReason: z.string(),
    state: z.enum(['failed', 'error']),
    message: z.string(),
    cluster: z.string(),
    file: z.string().optional(),
    line: z.number().int().optional(),
    /** On the tier's quarantine list: reported (and filed), never gating the verdict. */
    quarantined: z.boolean().optional(),
  })
  .strict();
export type Failure = z.infer<typeof FailureSchema>;

export const ClusterSchema = z
  .object({
    id: z.string(),
    signature: z.string(),
    class: FailureClassSchema,
    classReason: z.string(),
    count: z.number().int().min(1),
    harnesses: z.array(z.string()),
    /** Member test IDs (capped at 50; `count` is the full number). */
    tests: z.array(z.string()),
    example: z.string(),
  })
  .strict();
export type Cluster = z.infer<typeof ClusterSchema>;

export const SelectionEntrySchema = z
  .object({
    name: z.string(),
    reason: z.string(),
    /** Changed paths that matched its `select` globs (capped at 10). */
    matchedPaths: z.array(z.string()),
  })
  .strict();
export type SelectionEntry = z.infer<typeof SelectionEntrySchema>;

export const SelectionSchema = z
  .object({
    mode: z.enum(['all', 'diff', 'fallback-all']),
    reason: z.string(),
    changedFrom: z.string().nullable(),
    changedPaths: z.number().int().min(0),
  })
  .strict();
export type Selection = z.infer<typeof SelectionSchema>;

/** One vendor's GPUs on the machine, from the probes (also kept in benchmark history records). */
export const GpuIdentitySchema = z
  .object({
    vendor: z.enum(['nvidia', 'amd']),
    model: z.string(),
    count: z.number().int().min(0),
    driver: z.string().nullable(),
    /** CUDA version (NVIDIA) or ROCm runtime version (AMD). */
    runtime: z.string().nullable(),
    tool: z.string(),
  })
  .strict();
export type GpuIdentity = z.infer<typeof GpuIdentitySchema>;

export const HardwareReportSchema = z
  .object({
    expected: z.array(z.object({ vendor: z.enum(['nvidia', 'amd']), model: z.string().nullable(), minGpus: z.number() }).strict()),
    found: z.array(
      z
        .object({
          vendor: z.enum(['nvidia', 'amd']),
          tool: z.string(),
          available: z.boolean(),
          gpus: z.array(z.string()),
          error: z.string().optional(),
          driver: z.string().optional(),
          runtime: z.string().optional(),
        })
        .strict(),
    ),
    /** The GPUs the machine really has (from the probes), per vendor: goes into issues and bench records. */
    identity: z.array(GpuIdentitySchema).optional(),
  })
  .strict();
export type HardwareReport = z.infer<typeof HardwareReportSchema>;

export const IssueActionSchema = z
  .object({
    fingerprint: z.string(),
    id: z.string(),
    harness: z.string(),
    action: z.enum(['created', 'updated', 'pass-recorded', 'closed', 'skipped', 'failed']),
    issueNumber: z.number().int().nullable(),
    detail: z.string().optional(),
  })
  .strict();
export type IssueAction = z.infer<typeof IssueActionSchema>;

export const TierResultSchema = z
  .object({
    schemaVersion: z.literal(TIER_RESULT_SCHEMA_VERSION),
    generatedAt: z.string(),
    tier: TierNameSchema,
    runnerLabel: z.string().nullable(),
    verdict: VerdictSchema,
    /** One sentence: why this verdict. */
    verdictReason: z.string(),
    selection: SelectionSchema,
    selected: z.array(SelectionEntrySchema),
    notSelected: z.array(SelectionEntrySchema),
    harnesses: z.array(HarnessResultSchema),
    /** Every anomaly of the run (tier-wide and per harness), errors first. */
    anomalies: z.array(AnomalySchema),
    failures: z.array(FailureSchema),
    /** Failures left out of `failures` to keep the output bounded. */
    failuresOmitted: z.number().int().min(0),
    flaky: z.array(z.object({ id: z.string(), harness: z.string(), message: z.string() }).strict()),
    clusters: z.array(ClusterSchema),
    hardware: HardwareReportSchema.nullable(),
    inventory: z.object({ path: z.string().nullable(), updated: z.array(z.string()) }).strict(),
    /** Prose from the configured summariser (sanitised, length-capped, citations checked), or null. */
    summary: z.string().nullable(),
    issues: z.array(IssueActionSchema).optional(),
    /** The commit tested (HEAD of the repository), when it is a git repository. */
    commit: z.string().nullable().optional(),
    /** The durable history this run was judged against, and the record it adds (written by `tier-publish`). */
    history: z
      .object({
        branch: z.string(),
        runnerClass: z.string(),
        file: z.string(),
        /** The last trusted green run of this runner class: the start of the commit range for triage. */
        lastGreen: z.object({ sha: z.string().nullable(), at: z.string() }).strict().nullable(),
        record: HistoryRecordSchema,
      })
      .strict()
      .nullable()
      .optional(),
    /** Failing tests that flipped between pass and fail across the kept runs (or passed on this commit before). */
    flakyAcrossRuns: z.array(z.object({ id: z.string(), harness: z.string() }).strict()).optional(),
    /** Tests quarantined because they are flaky across runs: never silent, released after `releaseAfter` passing runs. */
    autoQuarantine: z
      .object({
        releaseAfter: z.number().int(),
        active: z.array(QuarantinedTestSchema),
        released: z.array(QuarantinedTestSchema),
      })
      .strict()
      .optional(),
    /** The agent preset that wrote `summary` (machine-written advice, never the verdict), when a preset did. */
    summaryBy: SummaryBySchema.optional(),
  })
  .strict();
export type TierResult = z.infer<typeof TierResultSchema>;
