import type { Command } from 'commander';
import { writePlanOutputFile } from '../../adapters/files/plan-output-file.js';
import { PlanCacheFile } from '../../adapters/cache/plan-cache.js';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { renderPlanText } from '../../domain/plan/plan-render.js';
import { cliOptionFace } from '../../shared/options-face.js';
import { parsePlanOptions, PLAN_OPTION_KEYS, type PlanOptions } from '../../services/plan/options.js';
import { runPlan } from '../../services/plan/plan.js';
import { collect, type CliContext } from '../context.js';
import { rawFromFlags } from '../raw-options.js';

/** The flag of each plan option whose flag is not the kebab-case of its key. */
const FLAGS = { trailers: 'trailer' } as const;

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
    .option(
      '--retry <sha>',
      'plan this upstream commit again although the fork reverted its pick (the dashboard\'s "retry"; repeatable)',
      collect,
      [],
    )
    .option('--max-bundle-size <n>', 'most commits per low-risk bundle (default 20)')
    .option('--out <file>', 'write the plan JSON to this file')
    .option('--json', 'print the plan JSON on stdout instead of a table')
    .option(
      '--cache <file>',
      'cross-run cache of hunks and pick verdicts (default: <git dir>/upstream-ingest/plan-cache.json)',
      // The CLI asks for the git dir's cache unless --no-cache (the parser's own default is none: the actions).
      true,
    )
    .option('--no-cache', 'compute every verdict again and keep no cache')
    .option(
      '--upstream-ci <owner/name>',
      'hold commits whose CI failed or is still running in this upstream GitHub repository (token in GITHUB_TOKEN)',
    )
    .action(async (flags: Record<string, unknown>) => {
      const face = cliOptionFace('plan', FLAGS, ctx.cwd);
      const o = await parsePlanOptions(rawFromFlags(flags, PLAN_OPTION_KEYS, FLAGS) as PlanOptions, { face });
      // The GitHub client (a third of a cold plan's module loading) only when upstream CI is asked for.
      const ci = o.upstreamCi ? await upstreamCiSource(o.upstreamCi, ctx) : undefined;
      const cache = o.cachePath ? await PlanCacheFile.load(o.cachePath, ctx.logger) : undefined;
      const plan = await runPlan(o.settings, {
        git: createGitRunner(o.repo),
        logger: ctx.logger,
        ...(cache ? { cache } : {}),
        ...(ci ? { ci } : {}),
        ...(ctx.progress ? { progress: ctx.progress } : {}),
      });
      const json = `${JSON.stringify(plan, null, 2)}\n`;
      if (o.out) await writePlanOutputFile(o.out, json, face.where('out'));
      ctx.stdout(flags.json === true ? json : renderPlanText(plan, ctx.columns ? { width: ctx.columns } : {}));
    });
}

async function upstreamCiSource(repo: { owner: string; repo: string }, ctx: CliContext) {
  const [{ GitHubUpstreamCiSource }, { githubClientFromEnv }] = await Promise.all([
    import('../../adapters/github/upstream-ci-source.js'),
    import('./github-env.js'),
  ]);
  return new GitHubUpstreamCiSource(githubClientFromEnv(process.env, ctx.logger), repo);
}
