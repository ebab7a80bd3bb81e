import type { Command } from 'commander';
import { z } from 'zod';
import { renderIngestSummary } from '../../domain/ingest/ingest-report.js';
import { LANES, selectBundles, type Lane } from '../../domain/ingest/select-bundles.js';
import { ConfigurationError } from '../../shared/errors.js';
import { RequestsFileSchema } from '../../schemas/loop.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { INGEST_HISTORY_FILE, recordIngestRun } from '../../services/report/ingest-history.js';
import { loadPlan, summarizeIngestion } from '../../services/report/ingest-report.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import type { CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { appendOutputs, appendSummary } from '../step-files.js';
import { gitAuthFrom } from './actions-env.js';
import { githubClientFromEnv, statusTargetFrom } from './github-env.js';
import { readUserFile } from '../../adapters/files/user-file.js';

const BUNDLE_LIST = /^\[("[0-9a-f]{12}"(,"[0-9a-f]{12}")*)?\]$/;

const MatrixFlagsSchema = z.object({
  plan: z.string().min(1),
  maxBundles: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'expected a whole number from 1 to 9999')
    .transform(Number),
  lanes: z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.enum(LANES as [Lane, ...Lane[]], { message: 'expected low-risk, risky or toolchain' })).min(1)),
  maxOrder: z
    .string()
    .regex(/^\d{1,2}$/, 'expected a whole number from 0 to 99')
    .transform(Number),
  requests: z.string().min(1).optional(),
  githubOutput: z.string().min(1).optional(),
});

/** `--pools`: a JSON list of runner label sets (the L1 pools), e.g. [["self-hosted","nvidia-h100"],["self-hosted","mi300"]]. */
const PoolsSchema = z
  .array(z.array(z.string().trim().min(1).max(100)).min(1).max(20))
  .min(1, 'expected at least one label set')
  .max(20);

function parsePools(text: string | undefined, command: string): string[][] {
  if (text === undefined || text.trim() === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ConfigurationError(`${command} --pools: not JSON (expected a list of runner label sets)`);
  }
  return parseOrThrow(PoolsSchema, data, `${command} --pools`);
}

/** Stack levels with their own $GITHUB_OUTPUT keys (matrix-0 …), one job each in the workflow. */
const WAVE_OUTPUTS = 3;

async function loadRequests(path: string | undefined, flag: string) {
  if (!path) return [];
  const text = await readUserFile(path, flag);
  return parseOrThrow(RequestsFileSchema, parseStructuredText(text, `${flag} ${path}`), `${flag} ${path}`).requests;
}

const SummaryFlagsSchema = z.object({
  plan: z.string().min(1),
  results: z.string().min(1),
  selected: z.string().regex(BUNDLE_LIST, 'expected a JSON list of bundle ids').optional(),
  upstreamRepository: z.string().optional(),
  dryRun: z.boolean().default(false),
  summaryFile: z.string().min(1).optional(),
  githubOutput: z.string().min(1).optional(),
  json: z.boolean().default(false),
  failOnFailed: z.boolean().default(false),
  statusContext: z.string().trim().min(1).max(255).optional(),
  repository: z.string().optional(),
  historyBranch: z.string().min(1).max(200).optional(),
  historyRemote: z.string().min(1).max(500).optional(),
  repo: z.string().min(1).default('.'),
  pools: z.string().optional(),
});

/** Registers `ingest-matrix` (which bundles this run applies) and `ingest-summary` (what landed, deferred, failed). */
export function registerIngestReportCommand(program: Command, ctx: CliContext): void {
  program
    .command('ingest-matrix')
    .description(
      'The bundles of a plan to apply in this run (at most --max-bundles), in dependency order, as strategy.matrix ' +
        'JSON: a bundle that depends on another is stacked on its branch (order, stackOn) or waits.',
    )
    .requiredOption('--plan <file>', 'plan file (plan-bundles output)')
    .option('--max-bundles <n>', 'most bundles per run', '5')
    .option('--lanes <list>', 'lanes to apply: low-risk, risky, toolchain (comma-separated)', 'low-risk')
    .option('--max-order <n>', 'deepest stack level applied in one run; deeper bundles wait', '2')
    .option('--requests <file>', 'dashboard requests (dashboard --requests-out): retry, apply with agent, defer')
    .option('--github-output <file>', 'also append matrix=… and count=… to this file ($GITHUB_OUTPUT)')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('ingest-matrix', MatrixFlagsSchema, raw, ctx, { paths: ['plan', 'requests'] });
      const selection = selectBundles(await loadPlan(flags.plan), {
        max: flags.maxBundles,
        lanes: flags.lanes,
        maxOrder: flags.maxOrder,
        requests: await loadRequests(flags.requests, face.where('requests')),
      });
      for (const s of selection.skipped) ctx.logger.info(`bundle ${s.bundle} waits: ${s.reason}`);
      for (const e of selection.matrix.include.filter((x) => x.stackOn))
        ctx.logger.info(`bundle ${e.bundle} is stacked on ${e.stackOn} (order ${e.order})`);
      const matrix = JSON.stringify(selection.matrix);
      const bundles = JSON.stringify(selection.matrix.include.map((b) => b.bundle));
      if (flags.githubOutput) {
        const waves: Record<string, string> = { waves: String(selection.waves.length) };
        for (let k = 0; k < WAVE_OUTPUTS; k++) {
          const wave = selection.waves[k] ?? { include: [] };
          waves[`matrix-${k}`] = JSON.stringify(wave);
          waves[`count-${k}`] = String(wave.include.length);
        }
        await appendOutputs(flags.githubOutput, {
          matrix,
          bundles,
          count: String(selection.matrix.include.length),
          ...waves,
        });
      }
      ctx.stdout(`${matrix}\n`);
    });

  program
    .command('ingest-summary')
    .description('What an ingestion run did: bundles landed, deferred commits with reasons, failed bundles.')
    .requiredOption('--plan <file>', 'plan file of the run')
    .requiredOption('--results <dir>', 'directory of apply-<bundle>.json and l1-<bundle>.json files')
    .option('--selected <json>', 'JSON list of the bundles the run applied (ingest-matrix bundles output)')
    .option('--upstream-repository <owner/name>', 'for links in subjects')
    .option('--dry-run', 'say that nothing was pushed')
    .option('--summary-file <file>', 'append the markdown here ($GITHUB_STEP_SUMMARY) instead of printing it')
    .option('--github-output <file>', 'append landed=…, failed=…, deferred=… to this file ($GITHUB_OUTPUT)')
    .option('--json', 'print the report as JSON')
    .option('--fail-on-failed', 'exit 1 when a bundle failed')
    .option('--status-context <name>', 'set this commit status on each bundle head from its L1 record (GITHUB_TOKEN)')
    .option('--repository <owner/name>', 'repository of the bundle branches (default: GITHUB_REPOSITORY)')
    .option(
      '--history-branch <branch>',
      'append the run to ingest/history.jsonl on this state branch (the dashboard site)',
    )
    .option('--history-remote <remote>', 'push the history branch to this remote (default: update the local branch)')
    .option('--repo <dir>', 'clone holding the state branch', '.')
    .option('--pools <json>', 'L1 pools (JSON list of runner label sets): a bundle passes L1 only on every one')
    .action(async (raw: Record<string, unknown>) => {
      const { flags } = parseFlags('ingest-summary', SummaryFlagsSchema, raw, ctx, {
        paths: ['plan', 'results', 'summaryFile', 'repo'],
      });
      const pools = parsePools(flags.pools, 'ingest-summary');
      const status = statusTargetFrom(flags, process.env);
      const report = await summarizeIngestion(
        {
          planFile: flags.plan,
          resultsDir: flags.results,
          ...(flags.selected ? { selected: JSON.parse(flags.selected) as string[] } : {}),
          ...(status ? { status } : {}),
          ...(pools.length ? { pools } : {}),
        },
        {
          logger: ctx.logger,
          ...(status ? { client: githubClientFromEnv(process.env, ctx.logger) } : {}),
        },
      );
      const markdown = renderIngestSummary(report, {
        dryRun: flags.dryRun,
        ...(flags.upstreamRepository ? { upstreamRepo: flags.upstreamRepository } : {}),
      });
      await appendSummary(flags.summaryFile, markdown);
      await appendOutputs(flags.githubOutput, {
        landed: JSON.stringify(report.landed),
        failed: JSON.stringify(report.failed),
        deferred: String(report.deferredCommits.length),
      });
      if (flags.historyBranch) {
        const env = process.env;
        const authEnv = gitAuthFrom(env);
        const run = env.GITHUB_RUN_ID ? `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT ?? '1'}` : undefined;
        const recorded = await recordIngestRun(
          report,
          {
            branch: flags.historyBranch,
            ...(flags.historyRemote ? { remote: flags.historyRemote } : {}),
            ...(run ? { run } : {}),
            now: new Date(),
          },
          {
            git: createGitRunner(flags.repo),
            logger: ctx.logger,
            ...(flags.historyRemote && authEnv ? { authEnv } : {}),
          },
        );
        ctx.logger.info(
          recorded.appended
            ? `ingest run recorded in ${INGEST_HISTORY_FILE} on ${flags.historyBranch}`
            : `ingest run ${run ?? ''} was already recorded on ${flags.historyBranch}`,
        );
      }
      if (flags.json) ctx.stdout(`${JSON.stringify(report, null, 2)}\n`);
      else if (!flags.summaryFile) ctx.stdout(`${markdown}\n`);
      if (flags.failOnFailed && report.failed.length) ctx.exitCode = 1;
    });
}
