import type { Command } from 'commander';
import { z } from 'zod';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { renderTierAggregate, tierPools } from '../../domain/ingest/tier-aggregate.js';
import { runTierAggregate } from '../../services/tier/aggregate.js';
import { ConfigurationError } from '../../shared/errors.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import type { CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { STATE_FILES } from '../../domain/state-layout.js';
import { withStateFlags } from '../state-flags.js';
import { appendOutputs, appendSummary } from '../step-files.js';
import { gitAuthFrom } from './actions-env.js';
import { githubClientFromEnv, statusTargetFrom } from './github-env.js';

const LabelSets = z.array(z.array(z.string().min(1)).min(1)).min(1);

const FlagsSchema = z.object({
  records: z.string().min(1),
  runnerLabels: z.string().min(1),
  tier: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'expected a tier name such as L2'),
  sha: z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA'),
  statusContext: z.string().trim().min(1).max(255).optional(),
  statusSha: z
    .string()
    .regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA')
    .optional(),
  repository: z.string().optional(),
  recordBench: z.boolean().default(false),
  repo: z.string().min(1),
  stateBranch: z.string().min(1),
  remote: z.string().min(1).optional(),
  benchFile: z.string().min(1),
  summaryFile: z.string().min(1).optional(),
  githubOutput: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

function parseLabelSets(text: string, flag: string): string[][] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigurationError(
      `${flag}: expected JSON, e.g. [["self-hosted","nvidia-h100"],["self-hosted","amd-mi300"]]`,
    );
  }
  // A flat list of labels is one label set.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) value = [value];
  return parseOrThrow(LabelSets, value, flag);
}

export function registerTierAggregateCommand(program: Command, ctx: CliContext): void {
  withStateFlags(
    program
      .command('tier-aggregate')
      .description(
        'One tier verdict over every runner label set (a missing runner is never a pass); status and bench history.',
      )
      .requiredOption('--records <dir>', 'directory of tier-<index>.json (and bench-<index>.json) files')
      .requiredOption('--runner-labels <json>', 'the label sets the tier ran on, in matrix order')
      .requiredOption('--tier <name>', 'L1, L2 or L3')
      .requiredOption('--sha <sha>', 'the commit the tier ran on')
      .option('--status-context <name>', 'set this commit status with the verdict (token from GITHUB_TOKEN)')
      .option('--status-sha <sha>', 'put the status on this commit instead of --sha (the head of a pull request)')
      .option('--repository <owner/name>', 'repository of the commit (default: GITHUB_REPOSITORY)')
      .option('--record-bench', 'append every compare-bench result to the benchmark history on the state branch'),
    {
      repo: 'the fork clone (for --record-bench)',
      branch: 'state branch (for --record-bench)',
      remote: 'push the state branch to this remote (token from GITHUB_TOKEN)',
    },
  )
    .option('--bench-file <path>', 'benchmark history on the state branch', STATE_FILES.bench)
    .option('--summary-file <file>', 'append the markdown here ($GITHUB_STEP_SUMMARY)')
    .option(
      '--github-output <file>',
      'append verdict=…, failing-pools=… and passing-pools=… (JSON label sets) to this file ($GITHUB_OUTPUT)',
    )
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('tier-aggregate', FlagsSchema, raw, ctx, {
        paths: ['records', 'repo', 'summaryFile'],
      });
      const labelSets = parseLabelSets(flags.runnerLabels, face.where('runnerLabels'));
      const status = statusTargetFrom(flags, process.env);
      const authEnv = flags.remote ? gitAuthFrom(process.env) : undefined;
      const aggregate = await runTierAggregate(
        {
          tier: flags.tier,
          sha: flags.sha,
          labelSets,
          recordsDir: flags.records,
          ...(status ? { status } : {}),
          ...(flags.recordBench
            ? {
                benchHistory: {
                  state: {
                    branch: flags.stateBranch,
                    ...(flags.remote ? { remote: flags.remote } : {}),
                    ...(authEnv ? { authEnv } : {}),
                  },
                  file: flags.benchFile,
                  now: new Date(),
                },
              }
            : {}),
        },
        {
          logger: ctx.logger,
          ...(status ? { client: githubClientFromEnv(process.env, ctx.logger) } : {}),
          ...(flags.recordBench ? { git: createGitRunner(flags.repo) } : {}),
        },
      );
      const markdown = renderTierAggregate(aggregate);
      await appendSummary(flags.summaryFile, markdown);
      const pools = tierPools(aggregate);
      await appendOutputs(flags.githubOutput, {
        verdict: aggregate.verdict,
        'failing-pools': JSON.stringify(pools.failing),
        'passing-pools': JSON.stringify(pools.passing),
      });
      ctx.stdout(
        flags.json
          ? `${JSON.stringify(aggregate, null, 2)}\n`
          : flags.summaryFile
            ? `${aggregate.verdict}\n`
            : `${markdown}\n`,
      );
    });
}
