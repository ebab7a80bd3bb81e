import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { loadLedgerFile } from '../../adapters/files/ledger-file.js';
import { loadPlanConfigFile } from '../../adapters/files/plan-config-file.js';
import { PlanCacheFile } from '../../adapters/cache/plan-cache.js';
import { gitCommonDir } from '../../adapters/git/git-dir.js';
import { createGitRunner, type GitRunner } from '../../adapters/git/git-runner.js';
import { parseRepo } from '../../adapters/github/client.js';
import { GitHubUpstreamCiSource } from '../../adapters/github/upstream-ci-source.js';
import { renderPlanText } from '../../domain/plan/plan-render.js';
import { DEFAULT_PLAN_CONFIG } from '../../schemas/plan-config.js';
import { runPlan } from '../../services/plan.js';
import { ConfigurationError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { collect, type CliContext } from '../context.js';
import { githubClientFromEnv } from './github-env.js';

const count = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/, `expected a whole number from 1 to 999999 for ${what}`)
    .transform(Number)
    .optional();

const PlanFlagsSchema = z.object({
  repo: z.string().min(1),
  upstream: z.string().min(1, 'expected a ref'),
  fork: z.string().min(1, 'expected a ref'),
  config: z.string().min(1).optional(),
  ledger: z.string().min(1).optional(),
  trailer: z.array(z.string().trim().min(1)).default([]),
  limit: count('--limit'),
  maxBundleSize: count('--max-bundle-size'),
  out: z.string().min(1).optional(),
  json: z.boolean().default(false),
  upstreamCi: z.string().min(1).optional(),
  cache: z.union([z.string().min(1), z.boolean()]).default(true),
});

export function registerPlanCommand(program: Command, ctx: CliContext): void {
  program
    .command('plan')
    .description(
      'Plan the backlog as bundles: low-risk bundles that can land fast, risky chains and a toolchain lane, with ' +
        'dependencies and predicted conflicts.',
    )
    .requiredOption('--repo <dir>', 'local clone holding both the upstream and the fork refs', '.')
    .requiredOption('--upstream <ref>', 'upstream ref, e.g. upstream/main')
    .requiredOption('--fork <ref>', 'fork ref, e.g. origin/main')
    .option(
      '--config <file>',
      'plan config (YAML or JSON): risky globs, toolchain globs, bundle size, trailers, ledger',
    )
    .option('--ledger <file>', 'ledger of dispositions (YAML or JSON); overrides the config’s ledger')
    .option('--trailer <key>', 'extra provenance trailer key (repeatable)', collect, [])
    .option('--limit <n>', 'plan only the N oldest pending commits')
    .option('--max-bundle-size <n>', 'most commits per low-risk bundle (default 20)')
    .option('--out <file>', 'write the plan JSON to this file')
    .option('--json', 'print the plan JSON on stdout instead of a table')
    .option(
      '--cache <file>',
      'cross-run cache of hunks and pick verdicts (default: <git dir>/upstream-ingest/plan-cache.json)',
    )
    .option('--no-cache', 'compute every verdict again and keep no cache')
    .option(
      '--upstream-ci <owner/name>',
      'hold commits whose CI failed or is still running in this upstream GitHub repository (token in GITHUB_TOKEN)',
    )
    .action(async (raw: Record<string, unknown>) => {
      const flags = parseOrThrow(PlanFlagsSchema, raw, 'plan');
      const config = flags.config ? await loadPlanConfigFile(flags.config) : DEFAULT_PLAN_CONFIG;
      // The config's ledger path is relative to the repository; a --ledger flag to the current directory.
      const ledgerPath = flags.ledger ?? (config.ledger ? resolveIn(flags.repo, config.ledger) : undefined);
      const ledger = ledgerPath ? await loadLedgerFile(ledgerPath) : undefined;
      const ci = flags.upstreamCi
        ? new GitHubUpstreamCiSource(
            githubClientFromEnv(process.env, ctx.logger),
            parseRepo(flags.upstreamCi, '--upstream-ci'),
          )
        : undefined;
      const git = createGitRunner(flags.repo);
      const cache = flags.cache === false ? undefined : await openPlanCache(git, flags.cache, ctx.logger);
      const plan = await runPlan(
        {
          upstream: flags.upstream,
          fork: flags.fork,
          extraTrailerKeys: [...config.trailers, ...flags.trailer],
          provenanceRules: config.provenanceRules,
          notApplicable: config.notApplicable,
          ...(ledger ? { ledger, ledgerSource: ledgerPath } : {}),
          config: { ...config, maxBundleSize: flags.maxBundleSize ?? config.maxBundleSize },
          ...(flags.limit !== undefined ? { limit: flags.limit } : {}),
          now: new Date(),
        },
        {
          git,
          logger: ctx.logger,
          ...(cache ? { cache } : {}),
          ...(ci ? { ci } : {}),
          ...(ctx.progress ? { progress: ctx.progress } : {}),
        },
      );
      const json = `${JSON.stringify(plan, null, 2)}\n`;
      if (flags.out) await writePlanFile(flags.out, json);
      ctx.stdout(flags.json ? json : renderPlanText(plan, ctx.columns ? { width: ctx.columns } : {}));
    });
}

async function openPlanCache(git: GitRunner, flag: string | true, logger: Logger): Promise<PlanCacheFile> {
  const path = flag === true ? join(await gitCommonDir(git), 'upstream-ingest', 'plan-cache.json') : resolve(flag);
  return PlanCacheFile.load(path, logger);
}

function resolveIn(dir: string, path: string): string {
  return isAbsolute(path) ? path : resolve(dir, path);
}

async function writePlanFile(path: string, json: string): Promise<void> {
  try {
    await mkdir(dirname(resolve(path)), { recursive: true });
    await writeFile(path, json);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigurationError(`--out ${path}: cannot write the plan (${code ?? 'error'})`);
  }
}
