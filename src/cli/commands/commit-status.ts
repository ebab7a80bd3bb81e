import { readUserFile } from '../../adapters/files/user-file.js';
import type { Command } from 'commander';
import { ConfigurationError } from '../../shared/errors.js';
import { z } from 'zod';
import { PIPELINE_VERDICTS, postCommitStatus, type PipelineVerdict } from '../../services/loop/commit-status.js';
import type { CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { runUrlFrom } from './actions-env.js';
import { githubClientFromEnv, repositoryFrom } from './github-env.js';

async function readSummary(path: string, flag: string): Promise<string> {
  try {
    return await readUserFile(path, '--summary-file', 'it');
  } catch (error) {
    const why = /\(([^()]*)\)$/.exec((error as Error).message)?.[1] ?? 'error';
    throw new ConfigurationError(`${flag}: cannot read ${path} (${why})`);
  }
}

const FlagsSchema = z.object({
  repository: z.string().optional(),
  sha: z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA'),
  context: z.string().trim().min(1).max(255),
  verdict: z.enum(PIPELINE_VERDICTS as [PipelineVerdict, ...PipelineVerdict[]], {
    message: `expected one of ${PIPELINE_VERDICTS.join(', ')}`,
  }),
  description: z.string().optional(),
  targetUrl: z.url({ protocol: /^https?$/ }).optional(),
  checkRun: z.boolean().default(false),
  summaryFile: z.string().min(1).optional(),
});

export function registerCommitStatusCommand(program: Command, ctx: CliContext): void {
  program
    .command('commit-status')
    .description('Set a commit status from a verdict (pass → success, fail → failure, anything undecided → error).')
    .option('--repository <owner/name>', 'repository of the commit (default: GITHUB_REPOSITORY)')
    .requiredOption('--sha <sha>', 'the commit, e.g. the head of a bundle PR')
    .requiredOption('--context <name>', 'status name shown on the PR, e.g. upstream-ingest/L1')
    .requiredOption('--verdict <verdict>', PIPELINE_VERDICTS.join('|'))
    .option('--description <text>', 'one line (cut to 140 characters)')
    .option('--target-url <url>', 'link of the status (default: this workflow run)')
    .option('--check-run', 'also create or update a check run of the same name (needs checks: write)')
    .option('--summary-file <file>', 'markdown shown in the check run (e.g. the tier summary)')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('commit-status', FlagsSchema, raw, ctx, { paths: ['summaryFile'] });
      const targetUrl = flags.targetUrl ?? runUrlFrom(process.env);
      const { state } = await postCommitStatus(
        {
          repo: repositoryFrom(flags.repository, process.env, face.where('repository')),
          sha: flags.sha,
          context: flags.context,
          verdict: flags.verdict,
          ...(flags.description ? { description: flags.description } : {}),
          ...(targetUrl ? { targetUrl } : {}),
          ...(flags.checkRun
            ? {
                checkRun: {
                  summary: flags.summaryFile ? await readSummary(flags.summaryFile, face.where('summaryFile')) : '',
                },
              }
            : {}),
        },
        { client: githubClientFromEnv(process.env, ctx.logger), logger: ctx.logger },
      );
      ctx.stdout(`${state}\n`);
    });
}
