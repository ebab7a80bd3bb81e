import { z } from 'zod';
import { COMPARE_BENCH_SCHEMA_VERSION, FAIL_ON_VALUES, NATIVE_BENCH_FORMAT, NATIVE_BENCH_VERSION } from './bench-format.js';

/** The native benchmark-result file's format and version (bench-format.ts: zod-free, for compare-bench's cold path). */
export { NATIVE_BENCH_FORMAT, NATIVE_BENCH_VERSION };

const Text = z.string().max(500);

/** Where the numbers were measured. Every key present on both sides must match, or the comparison is refused. */
export const EnvFingerprintSchema = z
  .object({
    gpu: Text.optional().describe('GPU model, e.g. "NVIDIA H100 80GB HBM3"'),
    driver: Text.optional().describe('GPU driver version'),
    cuda: Text.optional().describe('CUDA runtime/toolkit version'),
    rocm: Text.optional().describe('ROCm version'),
    compiler: Text.optional().describe('host compiler, e.g. "clang 18.1.8"'),
    host: Text.optional().describe('machine or runner class'),
    os: Text.optional(),
    cpu: Text.optional(),
    python: Text.optional(),
    libraries: z.record(z.string(), Text).optional().describe('library → version, e.g. { "triton": "3.2.0" }'),
    extra: z.record(z.string(), Text).optional().describe('any other key that must match between sides'),
  })
  .strict();

/** JSON has no NaN/Infinity; Python and C++ writers emit them anyway, and they are kept so they can be reported. */
const SampleSchema = z.union([z.number(), z.enum(['NaN', 'Infinity', '-Infinity'])]);

export const NativeBenchmarkSchema = z
  .object({
    name: z.string().min(1).max(1000),
    unit: z.string().max(50).describe('e.g. "ms", "ns", "GB/s", "TFLOPS"; time units are converted to seconds'),
    direction: z.enum(['smaller', 'bigger']).optional().describe('default: from the unit (time → smaller, x/s → bigger)'),
    samples: z.array(SampleSchema).describe('one value per repetition; never aggregates'),
    error: z.string().max(4000).optional().describe('set when the benchmark failed; an error is never neutral'),
  })
  .strict();

export const NativeBenchFileSchema = z
  .object({
    format: z.literal(NATIVE_BENCH_FORMAT),
    version: z.literal(NATIVE_BENCH_VERSION),
    suite: z.string().max(200).optional(),
    commit: z.string().max(100).optional().describe('commit the numbers were measured on'),
    env: EnvFingerprintSchema.optional(),
    benchmarks: z.array(NativeBenchmarkSchema),
  })
  .strict();

export type NativeBenchFile = z.infer<typeof NativeBenchFileSchema>;
export type NativeBenchmark = z.infer<typeof NativeBenchmarkSchema>;
export type EnvFingerprintInput = z.infer<typeof EnvFingerprintSchema>;

// ---------------------------------------------------------------------------------------------------------------
// compare-bench output

export const BenchStatusSchema = z.enum(['regressed', 'improved', 'unchanged', 'inconclusive', 'added', 'removed', 'errored']);
export const OverallVerdictSchema = z.enum(['regressed', 'improved', 'no-change', 'inconclusive', 'incomparable']);
export const FailOnSchema = z.enum(FAIL_ON_VALUES);

const Interval = z.tuple([z.number(), z.number()]);

export const SideSummarySchema = z
  .object({
    n: z.number().int().describe('valid repetitions'),
    median: z.number(),
    mean: z.number(),
    min: z.number(),
    max: z.number(),
    stddev: z.number().nullable(),
    unit: z.string().describe('canonical unit: "s" for every time unit'),
  })
  .strict();

export const BenchComparisonSchema = z
  .object({
    name: z.string(),
    status: BenchStatusSchema,
    direction: z.enum(['smaller', 'bigger']).nullable(),
    unit: z.string(),
    ratio: z
      .number()
      .nullable()
      .describe('candidate ÷ baseline median as a cost: for bigger-is-better metrics the inverse, so > 1 is always worse'),
    ci: Interval.nullable().describe('interval of `ratio` at 1 − alpha; `ciMethod` says which'),
    ciMethod: z
      .enum(['bootstrap', 'shift', 't'])
      .optional()
      .describe(
        'how `ci` was computed: `bootstrap` (percentile bootstrap of the ratio of medians), `shift` (the ' +
          'Hodges–Lehmann/Moses interval of the shift at 1 − alpha: a benchmark decided unchanged, far from any ' +
          'boundary, whose bootstrap could change no verdict) or `t` (Welch, summary statistics)',
      ),
    resamples: z
      .number()
      .int()
      .optional()
      .describe('bootstrap resamples behind `ci` (absent when `ci` is no bootstrap interval)'),
    equivalence: Interval.nullable().describe(
      'interval of the ratio at 1 − 2·alpha (Hodges–Lehmann/Moses for repetitions, Welch for aggregates): unchanged ' +
        'when it lies inside ±threshold (two one-sided tests)',
    ),
    pValue: z
      .number()
      .nullable()
      .describe('two-sided p-value: Mann–Whitney U on repetitions, Welch t on summary statistics (see `test`)'),
    pAdjusted: z.number().nullable().describe('Benjamini–Hochberg adjusted p-value across the compared benchmarks'),
    test: z
      .enum(['exact', 'exact-ties', 'normal', 'welch-aggregates'])
      .nullable()
      .describe(
        'which test ran: Mann–Whitney exact, exact given ties, normal approximation (tie and continuity corrected), ' +
          'or Welch t on aggregates (median, stddev, repetitions)',
      ),
    threshold: z.number().describe('relative change that counts (min-effect, raised by A/A noise calibration)'),
    detectable: z
      .number()
      .nullable()
      .describe(
        'smallest relative change this benchmark would call regressed with 80 % probability at its noise and ' +
          'repetition count (null: it cannot reach significance at all)',
      ),
    noise: z.number().nullable().describe('relative baseline-vs-A/A difference when calibrated'),
    baseline: SideSummarySchema.nullable(),
    candidate: SideSummarySchema.nullable(),
    moreRepetitions: z.number().int().nullable().describe('estimated extra repetitions per side that would decide it'),
    reason: z.string().nullable(),
    attribution: z.enum(['inherited', 'fork-local']).nullable(),
    upstreamRatio: z.number().nullable(),
    errors: z.array(z.string()),
    notes: z.array(z.string()),
  })
  .strict();

export const EnvMismatchSchema = z
  .object({
    key: z.string(),
    baseline: z.string(),
    candidate: z.string(),
    where: z.string().describe('which files were compared, e.g. "baseline vs candidate"'),
  })
  .strict();

const InputFileSchema = z.object({ file: z.string(), format: z.string(), benchmarks: z.number().int() }).strict();

export const CompareBenchResultSchema = z
  .object({
    schemaVersion: z.literal(COMPARE_BENCH_SCHEMA_VERSION),
    suite: z.string(),
    verdict: OverallVerdictSchema,
    verdictReason: z.string().describe('the rule that gave the verdict, in words'),
    failOn: FailOnSchema,
    gateFailed: z.boolean().describe('the verdict meets --fail-on, or nothing was compared, or benchmarks went missing'),
    gateReasons: z.array(z.string()).describe('why the gate failed (empty when it passed)'),
    undecided: z
      .array(z.object({ name: z.string(), moreRepetitions: z.number().int().nullable() }).strict())
      .describe('inconclusive benchmarks with the extra repetitions per side that would decide them (at most 200)'),
    geomeanRatio: z.number().nullable().describe('geometric mean of the cost ratios (> 1 worse)'),
    geomean: z
      .object({
        ratio: z.number().nullable(),
        ci: Interval.nullable(),
        status: z.enum(['regressed', 'improved', 'unchanged', 'inconclusive']).nullable(),
        benchmarks: z.number().int(),
      })
      .strict(),
    counts: z
      .object({
        regressed: z.number().int(),
        improved: z.number().int(),
        unchanged: z.number().int(),
        inconclusive: z.number().int(),
        added: z.number().int(),
        removed: z.number().int(),
        errored: z.number().int(),
        compared: z.number().int().describe('benchmarks on both sides that were compared (not errored)'),
      })
      .strict(),
    settings: z
      .object({
        minEffect: z.number(),
        alpha: z.number(),
        confidence: z.number(),
        bootstrapResamples: z.number().int(),
        earlyStopResamples: z
          .number()
          .int()
          .optional()
          .describe(
            '0: every benchmark gets the bootstrap interval; otherwise only benchmarks not decided unchanged do (the others: ciMethod shift)',
          ),
        seed: z.number().int(),
        noiseMultiplier: z.number(),
        aaCalibrated: z.boolean(),
        allowEnvMismatch: z.union([z.boolean(), z.array(z.string())]),
        utest: z.enum(['exact', 'normal']).describe('Mann–Whitney p-values: exact where affordable, or normal'),
        metric: z.enum(['real', 'cpu']).describe('Google Benchmark time read: real_time or cpu_time'),
        maxUndecided: z.number().describe('share of compared benchmarks left undecided above which the run is inconclusive'),
        onMissing: z.enum(['fail', 'warn']).describe('what baseline benchmarks missing from the candidate do to the gate'),
      })
      .strict(),
    env: z
      .object({
        baseline: z.record(z.string(), z.string()),
        candidate: z.record(z.string(), z.string()),
        mismatches: z.array(EnvMismatchSchema),
        comparable: z.boolean(),
      })
      .strict(),
    inputs: z
      .object({
        baseline: z.array(InputFileSchema),
        candidate: z.array(InputFileSchema),
        aaBaseline: z.array(InputFileSchema),
        upstreamBaseline: z.array(InputFileSchema),
        upstreamCandidate: z.array(InputFileSchema),
      })
      .strict(),
    benchmarks: z.array(BenchComparisonSchema).describe('errored first, then regressed, then by ratio, worst first'),
    attribution: z
      .object({ upstreamVerdict: OverallVerdictSchema, inherited: z.number().int(), forkLocal: z.number().int() })
      .strict()
      .nullable(),
    selfTest: z
      .object({
        factor: z.number(),
        verdict: OverallVerdictSchema,
        passed: z.boolean(),
        detected: z.number().int(),
        total: z.number().int(),
        undetected: z.array(z.string()),
      })
      .strict()
      .nullable(),
    notes: z.array(z.string()),
  })
  .strict();

export type CompareBenchResult = z.infer<typeof CompareBenchResultSchema>;
export type BenchComparison = z.infer<typeof BenchComparisonSchema>;
export type BenchStatus = z.infer<typeof BenchStatusSchema>;
export type OverallVerdict = z.infer<typeof OverallVerdictSchema>;
export type FailOn = z.infer<typeof FailOnSchema>;
export type SideSummary = z.infer<typeof SideSummarySchema>;
export type EnvMismatch = z.infer<typeof EnvMismatchSchema>;
