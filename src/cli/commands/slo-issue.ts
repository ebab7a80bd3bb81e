import type { Command } from 'commander';
import { z } from 'zod';
import { parseRepo } from '../../adapters/github/client.js';
import { DEFAULT_SLO_LABELS, syncSloIssue } from '../../services/report/slo-issue.js';
import { collect, type CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { runUrlFrom, serverUrlFrom } from './actions-env.js';
import { githubClientFromEnv, loadLagReport, repositoryFrom } from './github-env.js';

const FlagsSchema = z.object({
  report: z.string().min(1),
  sloDays: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'expected a number of days')
    .transform(Number),
  repository: z.string().optional(),
  upstreamRepository: z.string().optional(),
  id: z.string().trim().min(1).max(200).optional(),
  label: z.array(z.string().trim().min(1)).default([]),
  json: z.boolean().default(false),
});

export function registerSloIssueCommand(program: Command, ctx: CliContext): void {
  program
    .command('slo-issue')
    .description('Open or update the lag SLO issue while the SLO is exceeded; close it with a comment on recovery.')
    .requiredOption('--report <file>', 'lag report JSON (report-lag json-file, or `upstream-ingest lag --json`)')
    .requiredOption('--slo-days <n>', 'the lag SLO in days')
    .option('--repository <owner/name>', 'where the issue lives (default: GITHUB_REPOSITORY)')
    .option('--upstream-repository <owner/name>', 'upstream repository, for commit links')
    .option('--id <id>', 'which lag the issue tracks (default: the upstream repository and ref)')
    .option('--label <name>', `issue label (repeatable; default ${DEFAULT_SLO_LABELS.join(', ')})`, collect, [])
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('slo-issue', FlagsSchema, raw, ctx, { paths: ['report'] });
      const report = await loadLagReport(flags.report, face.where('report'));
      const upstreamRepo = flags.upstreamRepository
        ? (({ owner, repo }) => `${owner}/${repo}`)(
            parseRepo(flags.upstreamRepository, face.where('upstreamRepository')),
          )
        : undefined;
      const runUrl = runUrlFrom(process.env);
      const result = await syncSloIssue(
        {
          repo: repositoryFrom(flags.repository, process.env, face.where('repository')),
          report,
          sloDays: flags.sloDays,
          id: flags.id ?? `${upstreamRepo ?? 'upstream'}@${report.upstream.ref}`,
          labels: flags.label.length ? flags.label : DEFAULT_SLO_LABELS,
          serverUrl: serverUrlFrom(process.env),
          ...(upstreamRepo ? { upstreamRepo } : {}),
          ...(runUrl ? { runUrl } : {}),
        },
        { client: githubClientFromEnv(process.env, ctx.logger), logger: ctx.logger },
      );
      ctx.stdout(
        flags.json
          ? `${JSON.stringify(result)}\n`
          : `${result.exceeded ? 'exceeded' : 'met'} ${result.action}${result.issue ? ` ${result.issue.url}` : ''}\n`,
      );
    });
}
