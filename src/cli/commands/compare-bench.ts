import type { Command } from 'commander';
import { writeTextFile } from '../../adapters/files/text-file.js';
import { DEFAULT_COMPARE_SETTINGS } from '../../domain/bench/compare.js';
import { renderBenchMarkdown } from '../../domain/bench/render-markdown.js';
import { renderBenchSvg } from '../../domain/bench/render-svg.js';
import { renderBenchText } from '../../domain/bench/render-text.js';
import { BENCH_FORMATS } from '../../domain/bench/types.js';
import { runCompareBench } from '../../services/bench/compare.js';
import {
  parseBenchHistoryOptions,
  parseCompareBenchOptions,
  type BenchHistoryOptions,
  type CompareBenchOptions,
  type CompareBenchParsedOptions,
} from '../../services/bench/options.js';
import { cliOptionFace } from '../../shared/options-face.js';
import { collect, EXIT, type CliContext } from '../context.js';
import { DEFAULT_CHANGE_POINT_OPTIONS } from '../../domain/bench/change-points.js';
import { STATE_FILES } from '../../domain/state-layout.js';
import { withStateFlags } from '../state-flags.js';

/** Flags → the options module's raw object: commander's camelCase keys are already its names. */
function rawOptions(flags: Record<string, unknown>): CompareBenchOptions {
  const { json: _json, ...raw } = flags;
  return raw as CompareBenchOptions;
}

export async function parseCompareBenchFlags(
  raw: Record<string, unknown>,
  cwd?: string,
): Promise<CompareBenchParsedOptions> {
  return parseCompareBenchOptions(rawOptions(raw), cliOptionFace('compare-bench', {}, cwd));
}

export function registerCompareBenchCommand(program: Command, ctx: CliContext): void {
  const command = program
    .command('compare-bench')
    .description(
      'Compare benchmark results (baseline vs candidate) with noise-aware statistics: per-benchmark verdicts, ' +
        'false-discovery control, equivalence tests, environment check. Exit 1 when the verdict meets --fail-on, ' +
        'when nothing was compared, or when baseline benchmarks are missing from the candidate.',
    )
    .option('--baseline <file...>', 'baseline result file(s); several files are several runs (repetitions)')
    .option('--candidate <file...>', 'candidate result file(s)')
    .option('--format <format>', `auto (from the file), or one of: ${BENCH_FORMATS.join(', ')}`, 'auto')
    .option(
      '--direction <smaller|bigger>',
      'which way is better, where the format and unit do not say (Triton perf_report CSV)',
    )
    .option(
      '--min-effect <fraction>',
      'relative change that counts: regressed = significant and the ratio ≥ 1 + this; unchanged = equivalent within ±this',
      '0.05',
    )
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
    .option('--metric <real|cpu>', 'Google Benchmark time to compare: real_time (default) or cpu_time', 'real')
    .option(
      '--utest <exact|normal>',
      'Mann–Whitney p-values: exact where affordable (default) or the normal approximation (compare.py/SciPy asymptotic)',
      'exact',
    )
    .option(
      '--max-undecided <share>',
      'the run is inconclusive only when more than this share of compared benchmarks is undecided',
      String(DEFAULT_COMPARE_SETTINGS.maxUndecided),
    )
    .option(
      '--on-missing <fail|warn>',
      'baseline benchmarks missing from the candidate fail the gate (default) or only warn',
      'fail',
    )
    .option('--self-test', 'also check that a synthetic 2× regression of the candidate turns the gate red')
    .option(
      '--allow-underpowered',
      'let a slowdown beyond the threshold that too few repetitions cannot decide pass as inconclusive (default: it fails the gate)',
    )
    .option('--suite <name>', 'suite name (report title, PR comment and cache key)', 'default')
    .option('--seed <n>', 'bootstrap seed', String(DEFAULT_COMPARE_SETTINGS.seed))
    .option('--resamples <n>', 'bootstrap resamples', String(DEFAULT_COMPARE_SETTINGS.bootstrapResamples))
    .option(
      '--early-stop-resamples <n>',
      '0: every benchmark gets the bootstrap interval; otherwise only those not decided unchanged do, the others ' +
        'report their shift interval (ciMethod); verdicts are the same',
      String(DEFAULT_COMPARE_SETTINGS.earlyStopResamples),
    )
    .action(async (raw: Record<string, unknown>) => {
      const options = await parseCompareBenchFlags(raw, ctx.cwd);
      const result = await runCompareBench(options.settings, { logger: ctx.logger });
      if (options.markdown) await writeTextFile(options.markdown, renderBenchMarkdown(result));
      if (options.svg) await writeTextFile(options.svg, renderBenchSvg(result));
      ctx.stdout(raw.json === true ? `${JSON.stringify(result, null, 2)}\n` : renderBenchText(result));
      if (result.selfTest && !result.selfTest.passed) {
        ctx.logger.warning(
          `self-test failed: a ×${result.selfTest.factor} regression was caught by ${result.selfTest.detected} of ` +
            `${result.selfTest.total} benchmarks`,
        );
      }
      if (result.gateFailed || (result.selfTest && !result.selfTest.passed)) ctx.exitCode = EXIT.verdict;
    });
  registerHistoryCommand(command, ctx);
}

/**
 * Without positional options on the program, commander gives flags that compare-bench also defines (`--json`,
 * `--suite`) to compare-bench even after `history`: take those the user typed from there.
 */
function sharedParentFlags(self: Command): Record<string, unknown> {
  const parent = self.parent;
  if (!parent) return {};
  const out: Record<string, unknown> = {};
  for (const key of ['json', 'suite']) {
    if (parent.getOptionValueSource(key) === 'cli') out[key] = parent.getOptionValue(key);
  }
  return out;
}

/** `compare-bench history`: change points over the benchmark history on the state branch. */
function registerHistoryCommand(parent: Command, ctx: CliContext): void {
  withStateFlags(
    parent
      .command('history')
      .description(
        'Find where benchmarks changed over the history on the state branch (E-divisive means per benchmark, as ' +
          'MongoDB and Apache Otava do) and attribute each change to its commit range and upstream or fork commits.',
      ),
    {
      branch: 'branch holding the benchmark history',
      remote: 'fetch the state branch through this remote; token from GITHUB_TOKEN',
    },
  )
    .option('--bench-file <path>', 'benchmark history on the state branch', STATE_FILES.bench)
    .option('--suite <name>', 'only this suite')
    .option('--runner-label <label>', 'only this runner label')
    .option('--benchmark <name>', 'only this benchmark (repeatable)', collect, [])
    .option('--trailer <key>', 'extra provenance trailer key (repeatable)', collect, [])
    .option(
      '--min-size <n>',
      'fewest measured commits on each side of a change',
      String(DEFAULT_CHANGE_POINT_OPTIONS.minSize),
    )
    .option(
      '--p-value <p>',
      'significance a change must reach (Student t between the sides)',
      String(DEFAULT_CHANGE_POINT_OPTIONS.pValue),
    )
    .option(
      '--min-change <fraction>',
      'smallest relative step that counts',
      String(DEFAULT_CHANGE_POINT_OPTIONS.minMagnitude),
    )
    .option('--json', 'print the result as JSON')
    .option('--fail-on-regression', 'exit 1 when a change point is a regression')
    .action(async (own: Record<string, unknown>, self: Command) => {
      const { json, failOnRegression, ...raw } = { ...sharedParentFlags(self), ...own };
      const options = parseBenchHistoryOptions(
        raw as BenchHistoryOptions,
        cliOptionFace('compare-bench history', {}, ctx.cwd),
      );
      // Loaded here: a plain compare-bench (the gate of every PR) does not pay for git and history.
      const [{ createGitRunner }, { renderHistoryText }, { runBenchHistory }, { gitAuthFrom }] = await Promise.all([
        import('../../adapters/git/run/git-runner.js'),
        import('../../domain/bench/render-history.js'),
        import('../../services/bench/history.js'),
        import('./actions-env.js'),
      ]);
      const authEnv = options.settings.state.remote ? gitAuthFrom(process.env) : undefined;
      const result = await runBenchHistory(
        { ...options.settings, state: { ...options.settings.state, ...(authEnv ? { authEnv } : {}) } },
        { git: createGitRunner(options.repo), logger: ctx.logger },
      );
      ctx.stdout(json === true ? `${JSON.stringify(result, null, 2)}\n` : renderHistoryText(result));
      if (failOnRegression === true && result.changes.some((c) => c.kind === 'regression')) ctx.exitCode = EXIT.verdict;
    });
}
