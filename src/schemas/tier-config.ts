import { z } from 'zod';

/**
 * The tier configuration file kept in the fork (YAML or JSON): which harnesses make up L1/L2/L3, how each is run,
 * where it writes its reports and which cross-checks apply. The `run` commands come from this file only — the fork's
 * own, reviewed configuration — and are run by bash; nothing from upstream text ever reaches a command line.
 */

export const TIER_NAMES = ['L1', 'L2', 'L3'] as const;
export const TierNameSchema = z.enum(TIER_NAMES);
export type TierName = z.infer<typeof TierNameSchema>;

export const ANOMALY_KINDS = [
  'missing-report',
  'no-tests',
  'exit-code-mismatch',
  'count-mismatch',
  'inventory-drop',
  'skip-rate',
  'hardware-mismatch',
  'cross-harness-mismatch',
  // The harness changed the runner's command files (GITHUB_ENV, GITHUB_PATH, …) found through its parent's
  // /proc/<pid>/environ: put back, and always an error (a `warn` entry does not soften it).
  'runner-files-touched',
  // Entries of one test ID inside one suite were folded into one test (`repeated-ids: attempts`): a warning, so a
  // merge by ID is never silent.
  'merged-by-id',
] as const;
export const AnomalyKindSchema = z.enum(ANOMALY_KINDS);
export type AnomalyKind = z.infer<typeof AnomalyKindSchema>;

/**
 * `lit-xunit` is lit's `--xunit-xml-output` (JUnit with lit's IDs), `lit-json` lit's `-o FILE` results, `ctest-junit`
 * CTest's `--output-junit` (the test name is the ID).
 */
export const REPORT_FORMATS = ['junit', 'pytest-json', 'gtest-json', 'lit-xunit', 'lit-json', 'ctest-junit'] as const;
export const ReportFormatSchema = z.enum(REPORT_FORMATS);
export type ReportFormat = z.infer<typeof ReportFormatSchema>;

function isValidRegExp(source: string): boolean {
  try {
    new RegExp(source, 'i');
    return true;
  } catch {
    return false;
  }
}

const RegExpSource = z
  .string()
  .min(1)
  .max(500)
  .refine(isValidRegExp, { message: 'expected a valid regular expression' });

/** A path relative to the repository root; never absolute, never climbing out with `..`. */
const RelativePath = z
  .string()
  .min(1)
  .max(1000)
  .refine((p) => !p.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(p), { message: 'expected a path relative to the repository' })
  .refine((p) => !p.split(/[\\/]/).includes('..'), { message: "expected a path inside the repository (no '..')" });

export const ResultFileSchema = z
  .object({
    format: ReportFormatSchema,
    /** Relative to the repository root; may contain glob characters (`out/**\/*.xml`). */
    path: RelativePath,
  })
  .strict();

/** `12` tolerates 12 missing test IDs; `"2%"` tolerates 2 % of the previous inventory. */
const Tolerance = z.union([z.number().int().min(0), z.string().regex(/^\d+(\.\d+)?%$/, 'expected a count or a percentage like "2%"')]);

export const RetrySchema = z
  .object({
    /** Re-runs the failed tests; their IDs are given in the files named by UPSTREAM_INGEST_RETRY_IDS / _RETRY_JSON. */
    run: z.string().min(1).max(10_000),
    /** Where the retry writes its reports; default: the harness's own `results`. */
    results: z.array(ResultFileSchema).min(1).optional(),
    /** More failures than this are not retried: a broken build is not flaky. */
    'max-failures': z.number().int().min(1).default(50),
    'timeout-minutes': z.number().positive().max(1440).default(30),
  })
  .strict();

const HarnessName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'expected 1–64 letters, digits, dot, dash or underscore');

export const HarnessSchema = z
  .object({
    name: HarnessName,
    /** A bash script run from the repository root (or `working-directory`). */
    run: z.string().min(1).max(10_000),
    'working-directory': RelativePath.optional(),
    'timeout-minutes': z.number().positive().max(1440).default(60),
    env: z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name'), z.string()).default({}),
    /** Runner variables this harness may see although they are scrubbed (GITHUB_TOKEN, GH_TOKEN, INPUT_*, …). */
    'pass-env': z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name')).default([]),
    results: z.array(ResultFileSchema).min(1),
    /** L1 only: run when a changed path matches one of these globs (`!glob` excludes). Omitted = always. */
    select: z.array(z.string().min(1).max(500)).min(1).optional(),
    /** Fewer executed tests than this is a `no-tests` anomaly. */
    'min-tests': z.number().int().min(0).default(1),
    /** Reconcile the report with the runner's own count line in the output. */
    'log-count': z.enum(['pytest', 'lit', 'gtest']).optional(),
    /** How test IDs are normalised; `lit` turns lit's JUnit `Suite.dir` + `name` into `Suite::dir/name`. */
    'test-ids': z.enum(['plain', 'lit']).optional(),
    /**
     * Entries of one test ID inside one suite element: separate tests (`tests`, the default: jest repeats titles), or
     * attempts of one test (`attempts`: runners that write retries as repeated entries, such as pytest-rerunfailures
     * 16.6.1+ or TestNG's retry analyzer).
     */
    'repeated-ids': z.enum(['tests', 'attempts']).default('tests'),
    retry: RetrySchema.optional(),
    /** Anomaly kinds that only warn for this harness. */
    warn: z.array(AnomalyKindSchema).default([]),
    'inventory-tolerance': Tolerance.default(0),
    /** A skip fraction higher than the inventory's by more than this is a `skip-rate` anomaly. */
    'skip-rate-increase': z.number().min(0).max(1).default(0.1),
  })
  .strict();

export const TierSchema = z
  .object({
    harnesses: z.array(HarnessSchema).min(1),
    /** The runner label sets this tier runs on (for the workflow matrix; informational here). */
    runners: z.array(z.array(z.string().min(1)).min(1)).optional(),
    /** Anomaly kinds that only warn for every harness of this tier. */
    warn: z.array(AnomalyKindSchema).default([]),
    /**
     * Pairs of harnesses (of this tier) that must agree: every test one of them ran, the other ran too, with the same
     * outcome (IDs compared across formats). A disagreement is a `cross-harness-mismatch` anomaly naming a sample of
     * the tests and their count.
     */
    crossCheck: z.array(z.tuple([HarnessName, HarnessName])).default([]),
    /**
     * Tests (IDs or globs) that keep running and reporting but do not gate the verdict (known flaky); each still gets
     * its issue in publish mode.
     */
    quarantine: z.array(z.string().min(1).max(500)).default([]),
  })
  .strict()
  .superRefine((tier, ctx) => {
    const names = new Set(tier.harnesses.map((h) => h.name));
    tier.crossCheck.forEach((pair, i) => {
      for (const [j, name] of pair.entries()) {
        if (!names.has(name))
          ctx.addIssue({ code: 'custom', path: ['crossCheck', i, j], message: `no harness '${name}' in this tier` });
      }
      if (pair[0] === pair[1])
        ctx.addIssue({ code: 'custom', path: ['crossCheck', i], message: 'a harness cannot be checked against itself' });
    });
  });

export const HardwareRuleSchema = z
  .object({
    /** Glob matched (case-insensitively) against each runner label. */
    label: z.string().min(1).max(200),
    vendor: z.enum(['nvidia', 'amd']),
    /** The GPU model names the probe lists must match this pattern (case-insensitive). */
    model: RegExpSource.optional(),
    'min-gpus': z.number().int().min(1).default(1),
  })
  .strict();

export const TierConfigSchema = z
  .object({
    version: z.literal(1).optional(),
    tiers: z
      .object({ L1: TierSchema.optional(), L2: TierSchema.optional(), L3: TierSchema.optional() })
      .strict()
      .refine((t) => t.L1 || t.L2 || t.L3, { message: 'expected at least one of L1, L2, L3' }),
    /** L1: a change to a path matching these (besides the config file itself) runs every harness. */
    'run-all-on': z.array(z.string().min(1).max(500)).default(['.github/workflows/**', '.github/actions/**']),
    /** Expected GPUs per runner label. Omitted: the label implies vendor and model (see `models`). */
    hardware: z.array(HardwareRuleSchema).optional(),
    /**
     * Label token → accelerator model, on top of the built-in mapping (`h100` → H100, `b200` → B200, `mi300` → MI300,
     * `a100` → A100, …): `{ "gfx942": "MI300" }`. The value is matched case-insensitively against the probed GPU names.
     */
    models: z.record(z.string().regex(/^[a-z0-9]+$/i, 'expected one label token (letters and digits)'), z.string().min(1).max(100)).default({}),
    /** How many runs per tier and runner class the history on the state branch keeps. */
    'history-runs': z.number().int().min(1).max(500).default(30),
    /**
     * A test flaky across runs (it flipped between pass and fail in the history, or failed on a commit it passed on) is
     * quarantined: listed, its failures do not fail the verdict, released after `release-after` runs that it passed.
     * `enabled: false` keeps flaky-across-runs failures gating (they are still listed).
     */
    'auto-quarantine': z
      .object({
        enabled: z.boolean().default(true),
        'release-after': z.number().int().min(1).max(100).default(5),
      })
      .strict()
      .default({ enabled: true, 'release-after': 5 }),
    /** Extra failure-classification patterns: `infra` marks infrastructure, `code` vetoes infra (always code). */
    classification: z
      .object({
        infra: z.array(RegExpSource).default([]),
        code: z.array(RegExpSource).default([]),
      })
      .strict()
      .optional(),
    /**
     * A command, or an agent preset (`preset: preset:openai` with `model`, `endpoint`), that rewrites the failure
     * clusters and the failing harnesses' log tails into prose; output is capped, sanitised and citation-checked.
     */
    summarizer: z
      .object({
        run: z.string().min(1).max(10_000).optional(),
        preset: z
          .enum(['preset:claude-code', 'preset:codex', 'preset:openai', 'preset:anthropic'], {
            message: 'expected preset:claude-code, preset:codex, preset:openai or preset:anthropic',
          })
          .optional(),
        model: z.string().min(1).max(200).optional(),
        endpoint: z.string().url().optional(),
        'max-chars': z.number().int().min(100).max(20_000).default(3000),
        'timeout-minutes': z.number().positive().max(60).default(5),
      })
      .strict()
      .refine((s) => Boolean(s.run) !== Boolean(s.preset), { message: 'give either run (a command) or preset' })
      .refine((s) => !['preset:openai', 'preset:anthropic'].includes(s.preset ?? '') || Boolean(s.model), {
        message: 'preset:openai and preset:anthropic need model',
      })
      .optional(),
  })
  .strict()
  .superRefine((config, ctx) => {
    for (const tier of TIER_NAMES) {
      const seen = new Set<string>();
      config.tiers[tier]?.harnesses.forEach((h, i) => {
        if (seen.has(h.name)) {
          ctx.addIssue({
            code: 'custom',
            path: ['tiers', tier, 'harnesses', i, 'name'],
            message: `duplicate harness name '${h.name}'`,
          });
        }
        seen.add(h.name);
      });
    }
  });

export type TierConfig = z.output<typeof TierConfigSchema>;
export type TierDefinition = z.output<typeof TierSchema>;
export type HarnessConfig = z.output<typeof HarnessSchema>;
export type ResultFileConfig = z.output<typeof ResultFileSchema>;
export type HardwareRule = z.output<typeof HardwareRuleSchema>;
