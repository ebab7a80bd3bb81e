import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import { parseRepo } from '../../adapters/github/client.js';
import { REVIEW_LABEL } from '../../domain/land/decide.js';
import { runLand } from '../../services/loop/land.js';
import { EXIT, type CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { appendOutputs } from '../step-files.js';
import { githubClientFromEnv } from './github-env.js';

const FlagsSchema = z.object({
  githubRepo: z.string().min(1).optional(),
  trunk: z.string().min(1),
  method: z.enum(['merge', 'squash', 'rebase'], { message: 'expected merge, squash or rebase' }),
  autoMerge: z.boolean().default(false),
  requiredChecks: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(255)).min(1, 'expected at least one check name')),
  reviewLabel: z.string().min(1).max(50),
  out: z.string().min(1).optional(),
  githubOutput: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

export function registerLandCommand(program: Command, ctx: CliContext): void {
  program
    .command('land')
    .description(
      'Land on green: merge every open bundle PR into trunk whose required checks all passed (or enable GitHub ' +
        'auto-merge), retarget stacked PRs whose dependency landed; PRs labelled for review are never merged, nor ' +
        'PRs touching the paths of an open benchmark regression issue that holds landing (exit 1 then). ' +
        'Token from GITHUB_TOKEN; runs no fork code.',
    )
    .option('--github-repo <owner/name>', 'the fork (default GITHUB_REPOSITORY)')
    .requiredOption('--trunk <branch>', 'the branch bundle PRs merge into')
    .option('--method <method>', 'merge, squash (the message keeps every provenance line) or rebase', 'merge')
    .option('--auto-merge', 'enable GitHub auto-merge on PRs whose checks are still running')
    .option(
      '--required-checks <names>',
      'status contexts / check runs that must pass (comma-separated)',
      'upstream-ingest/L1',
    )
    .option('--review-label <name>', 'PRs with this label wait for a person', REVIEW_LABEL)
    .option('--out <file>', 'write the result JSON here (for the dashboard)')
    .option('--github-output <file>', 'append merged=…, unmergeable=… and blocked=… ($GITHUB_OUTPUT)')
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('land', FlagsSchema, raw, ctx, { paths: ['out'] });
      const repo = parseRepo(flags.githubRepo ?? process.env['GITHUB_REPOSITORY'] ?? '', face.where('githubRepo'));
      const result = await runLand(
        {
          repo,
          trunk: flags.trunk,
          method: flags.method,
          autoMerge: flags.autoMerge,
          requiredChecks: flags.requiredChecks,
          reviewLabel: flags.reviewLabel,
        },
        { client: githubClientFromEnv(process.env, ctx.logger), logger: ctx.logger },
      );
      const json = JSON.stringify(result, null, 2);
      if (flags.out) await writeFile(flags.out, `${json}\n`);
      await appendOutputs(flags.githubOutput, {
        merged: JSON.stringify(result.merged.map((m) => m.number)),
        unmergeable: JSON.stringify(result.unmergeable.map((m) => m.number)),
        blocked: JSON.stringify((result.blocked ?? []).map((m) => m.number)),
      });
      if (flags.json) ctx.stdout(`${json}\n`);
      else
        ctx.stdout(
          `${result.merged.length} merged, ${result.autoMerge.length} auto-merge, ${result.waiting.length} waiting, ` +
            `${result.review.length} for review, ${result.failing.length} failing, ${result.unmergeable.length} unmergeable` +
            `${result.blocked?.length ? `, ${result.blocked.length} held by benchmark regressions` : ''}\n`,
        );
      // A held landing is a refusal the run shows (red), with its reason in land.json and on the dashboard.
      if (result.blocked?.length) ctx.exitCode = EXIT.verdict;
    });
}
