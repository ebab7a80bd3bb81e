import type { Command } from 'commander';
import { PlanCacheFile } from '../../adapters/cache/plan-cache.js';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { renderLagText } from '../../domain/ledger/lag-text.js';
import { LAG_OPTION_KEYS, parseLagOptions, type LagOptions } from '../../services/lag/options.js';
import { cliOptionFace } from '../../shared/options-face.js';
import { runReportLag } from '../../services/lag/report-lag.js';
import { collect, type CliContext } from '../context.js';
import { rawFromFlags } from '../raw-options.js';

/** The flag of each lag option whose flag is not the kebab-case of its key. */
const FLAGS = { trailers: 'trailer' } as const;

export function registerLagCommand(program: Command, ctx: CliContext): void {
  program
    .command('lag')
    .description('How far the fork is behind upstream: backlog, holes, the contiguous and frontier pins, days behind.')
    .requiredOption('--repo <dir>', 'local clone holding both the upstream and the fork refs', '.')
    .requiredOption('--upstream <ref>', 'upstream ref, e.g. upstream/main')
    .requiredOption('--fork <ref>', 'fork ref, e.g. origin/main')
    .option('--now <iso8601>', 'the time to measure lag at (default: now)')
    .option('--trailer <key>', 'extra provenance trailer key (repeatable)', collect, [])
    .option(
      '--config <file>',
      'the config plan reads (YAML or JSON): trailers, ledger, provenanceRules, notApplicable path rules',
    )
    .option('--ledger <file>', 'ledger of dispositions (YAML or JSON); overrides the config’s ledger')
    .option(
      '--cache <file>',
      'cross-run cache of commit records and patch-ids (plan’s) (default: <git dir>/upstream-ingest/plan-cache.json)',
      true,
    )
    .option('--no-cache', 'read every commit record from git and keep no cache')
    .option('--json', 'print the report as one JSON object')
    .action(async (flags: Record<string, unknown>) => {
      // The same parser and service as the report-lag action; no upstream repository: the refs already present.
      const { repo, settings, cachePath } = await parseLagOptions(
        rawFromFlags(flags, LAG_OPTION_KEYS, FLAGS) as LagOptions,
        {
          face: cliOptionFace('lag', FLAGS, ctx.cwd),
        },
      );
      const cache = cachePath ? await PlanCacheFile.load(cachePath, ctx.logger) : undefined;
      const { report } = await runReportLag(settings, {
        git: createGitRunner(repo),
        logger: ctx.logger,
        ...(cache ? { history: cache.history } : {}),
        ...(ctx.progress ? { progress: ctx.progress } : {}),
      });
      await cache?.save().catch((error: unknown) => ctx.logger.warning(`history cache not saved: ${String(error)}`));
      ctx.stdout(flags.json === true ? `${JSON.stringify(report, null, 2)}\n` : renderLagText(report));
    });
}
