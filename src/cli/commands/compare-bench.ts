import type { Command } from 'commander';
import { z } from 'zod';
import { writeTextFile } from '../../adapters/bench-files.js';
import { DEFAULT_COMPARE_SETTINGS } from '../../domain/bench/compare.js';
import { renderBenchMarkdown } from '../../domain/bench/render-markdown.js';
import { renderBenchSvg } from '../../domain/bench/render-svg.js';
import { renderBenchText } from '../../domain/bench/render-text.js';
import { BENCH_FORMATS } from '../../domain/bench/types.js';
import { FailOnSchema } from '../../schemas/bench.js';
import { runCompareBench, type CompareBenchServiceSettings } from '../../services/compare-bench.js';
import { ConfigurationError } from '../../shared/errors.js';
import { EXIT, type CliContext } from '../context.js';

const decimal = (what: string, check: (n: number) => boolean) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?([eE]-?\d+)?$/, `expected ${what}`)
    .transform(Number)
    .refine(check, `expected ${what}`);

const files = z.array(z.string().min(1)).default([]);

/** Parsed once: every flag → typed settings; an error names the flag. */
const FlagsSchema = z.object({
  baseline: z.array(z.string().min(1), { error: 'expected at least one file' }).min(1, 'expected at least one file'),
  candidate: z.array(z.string().min(1), { error: 'expected at least one file' }).min(1, 'expected at least one file'),
  format: z.enum(['auto', ...BENCH_FORMATS], { message: `expected auto|${BENCH_FORMATS.join('|')}` }).default('auto'),
  direction: z.enum(['smaller', 'bigger'], { message: 'expected smaller|bigger' }).optional(),
  minEffect: decimal('a number between 0 and 1 (0.05 = 5 %)', (n) => n >= 0 && n < 1).default(0.05),
  alpha: decimal('a number in (0, 0.5]', (n) => n > 0 && n <= 0.5).default(0.05),
  failOn: FailOnSchema.default('regressed'),
  json: z.boolean().default(false),
  markdown: z.string().min(1).optional(),
  svg: z.string().min(1).optional(),
  upstreamBaseline: files,
  upstreamCandidate: files,
  aaBaseline: files,
  noiseMultiplier: decimal('a positive number', (n) => n > 0).default(DEFAULT_COMPARE_SETTINGS.noiseMultiplier),
  allowEnvMismatch: z
    .union([z.boolean(), z.string().regex(/^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$/, 'expected KEY[,KEY…]')])
    .default(false),
  selfTest: z.boolean().default(false),
  suite: z.string().min(1).max(100).default('default'),
  seed: z
    .string()
    .regex(/^\d{1,9}$/, 'expected a whole number')
    .transform(Number)
    .default(DEFAULT_COMPARE_SETTINGS.seed),
  resamples: z
    .string()
    .regex(/^\d+$/, 'expected a whole number')
    .transform(Number)
    .refine((n) => n >= 200 && n <= 100_000, 'expected 200 … 100000')
    .default(DEFAULT_COMPARE_SETTINGS.bootstrapResamples),
});

type Flags = z.output<typeof FlagsSchema>;

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function parseCompareBenchFlags(raw: Record<string, unknown>): Flags {
  const result = FlagsSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const flag = typeof issue.path[0] === 'string' ? `--${kebab(issue.path[0])}` : 'compare-bench';
  throw new ConfigurationError(`compare-bench ${flag}: ${issue.message}`);
}

export function settingsFromFlags(flags: Flags): CompareBenchServiceSettings {
  return {
    suite: flags.suite,
    minEffect: flags.minEffect,
    alpha: flags.alpha,
    bootstrapResamples: flags.resamples,
    seed: flags.seed,
    noiseMultiplier: flags.noiseMultiplier,
    failOn: flags.failOn,
    allowEnvMismatch:
      typeof flags.allowEnvMismatch === 'string' ? flags.allowEnvMismatch.split(',') : flags.allowEnvMismatch,
    selfTest: flags.selfTest,
    format: flags.format,
    ...(flags.direction ? { direction: flags.direction } : {}),
    files: {
      baseline: flags.baseline,
      candidate: flags.candidate,
      aaBaseline: flags.aaBaseline,
      upstreamBaseline: flags.upstreamBaseline,
      upstreamCandidate: flags.upstreamCandidate,
    },
  };
}

export function registerCompareBenchCommand(program: Command, ctx: CliContext): void {
  program
    .command('compare-bench')
    .description(
      'Compare benchmark results (baseline vs candidate) with noise-aware statistics: per-benchmark verdicts, ' +
        'false-discovery control, environment check. Exit 1 when the verdict meets --fail-on.',
    )
    .option('--baseline <file...>', 'baseline result file(s); several files are several runs (repetitions)')
    .option('--candidate <file...>', 'candidate result file(s)')
    .option('--format <format>', `auto|${BENCH_FORMATS.join('|')}`, 'auto')
    .option(
      '--direction <smaller|bigger>',
      'which way is better, where the format and unit do not say (Triton perf_report CSV)',
    )
    .option('--min-effect <fraction>', 'smallest relative change that counts', '0.05')
    .option('--alpha <p>', 'significance level, with Benjamini–Hochberg across benchmarks', '0.05')
    .option('--fail-on <verdict>', 'regressed|inconclusive|never', 'regressed')
    .option('--json', 'print the result as JSON')
    .option('--markdown <file>', 'write the markdown summary to a file')
    .option('--svg <file>', 'write an SVG chart (ratio and interval per benchmark)')
    .option('--upstream-baseline <file...>', 'upstream results before, for inherited/fork-local attribution')
    .option('--upstream-candidate <file...>', 'upstream results after')
    .option('--aa-baseline <file...>', 'a second baseline run (A/A): raises each threshold to k × its observed noise')
    .option(
      '--noise-multiplier <k>',
      'k for the A/A noise calibration',
      String(DEFAULT_COMPARE_SETTINGS.noiseMultiplier),
    )
    .option(
      '--allow-env-mismatch [keys]',
      'compare despite environment differences (all, or only these comma-separated keys)',
    )
    .option('--self-test', 'also check that a synthetic 2× regression of the candidate turns the gate red')
    .option('--suite <name>', 'suite name (report title, PR comment and cache key)', 'default')
    .option('--seed <n>', 'bootstrap seed', String(DEFAULT_COMPARE_SETTINGS.seed))
    .option('--resamples <n>', 'bootstrap resamples', String(DEFAULT_COMPARE_SETTINGS.bootstrapResamples))
    .action(async (raw: Record<string, unknown>) => {
      const flags = parseCompareBenchFlags(raw);
      const result = await runCompareBench(settingsFromFlags(flags), { logger: ctx.logger });
      if (flags.markdown) await writeTextFile(flags.markdown, renderBenchMarkdown(result));
      if (flags.svg) await writeTextFile(flags.svg, renderBenchSvg(result));
      ctx.stdout(flags.json ? `${JSON.stringify(result, null, 2)}\n` : renderBenchText(result));
      if (result.selfTest && !result.selfTest.passed) {
        ctx.logger.warning(
          `self-test failed: a ×${result.selfTest.factor} regression was caught by ${result.selfTest.detected} of ` +
            `${result.selfTest.total} benchmarks`,
        );
      }
      if (result.gateFailed || (result.selfTest && !result.selfTest.passed)) ctx.exitCode = EXIT.verdict;
    });
}
