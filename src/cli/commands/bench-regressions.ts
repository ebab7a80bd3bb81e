import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import { readUserFile } from '../../adapters/files/user-file.js';
import { loadWorkloadsFile } from '../../adapters/files/workloads-file.js';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { REGRESSION_LABEL } from '../../domain/bench/regression-issues.js';
import { BenchHistoryResultSchema } from '../../schemas/bench-history.js';
import { fileRegressionIssues } from '../../services/bench/regression-issues.js';
import { parseJsonFirst } from '../../shared/json-first.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { collect, type CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { appendOutputs } from '../step-files.js';
import { runUrlFrom } from './actions-env.js';
import { githubClientFromEnv, repositoryFrom } from './github-env.js';

const FlagsSchema = z.object({
  history: z.string().min(1),
  workloads: z.string().min(1).optional(),
  repo: z.string().min(1),
  codeownersRef: z.string().min(1).max(255).optional(),
  repository: z.string().optional(),
  label: z.array(z.string().trim().min(1).max(50)).default([]),
  out: z.string().min(1).optional(),
  githubOutput: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

export function registerBenchRegressionsCommand(program: Command, ctx: CliContext): void {
  program
    .command('bench-regressions')
    .description(
      'The change points gate: file one issue per benchmark regression whose range brought upstream commits (found ' +
        'again by a hidden marker: never twice), with the range, the suspect upstream commits and the bench owners; ' +
        'with changePoints.blockLanding in the workloads file, `land` holds bundles on its paths until the issue is ' +
        `labelled regression-acknowledged or closed. Token from GITHUB_TOKEN (issues: write).`,
    )
    .requiredOption('--history <file>', '`compare-bench history --json` output')
    .option(
      '--workloads <file>',
      'workloads file (as `impact --config`): bench owners, paths, changePoints.blockLanding',
    )
    .option('--repo <dir>', 'the fork clone (suspect paths, CODEOWNERS)', '.')
    .option('--codeowners-ref <rev>', 'read CODEOWNERS at this revision (default HEAD)', 'HEAD')
    .option('--repository <owner/name>', 'where the issues live (default: GITHUB_REPOSITORY)')
    .option('--label <name>', `extra issue label (repeatable; ${REGRESSION_LABEL} is always set)`, collect, [])
    .option('--out <file>', 'write the result JSON here')
    .option('--github-output <file>', 'append filed=… and blocking=… ($GITHUB_OUTPUT)')
    .option('--json', 'print the result as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('bench-regressions', FlagsSchema, raw, ctx, {
        paths: ['history', 'workloads', 'repo', 'out'],
      });
      const where = face.where('history');
      const text = await readUserFile(flags.history, where, 'the compare-bench history result');
      const history = parseOrThrow(BenchHistoryResultSchema, await parseJsonFirst(text, where), where);
      const workloads = flags.workloads ? await loadWorkloadsFile(flags.workloads, face.where('workloads')) : undefined;
      const runUrl = runUrlFrom(process.env);
      const result = await fileRegressionIssues(
        {
          repo: repositoryFrom(flags.repository, process.env, face.where('repository')),
          history,
          ...(workloads ? { workloads } : {}),
          ...(flags.codeownersRef ? { codeownersRef: flags.codeownersRef } : {}),
          labels: flags.label,
          ...(runUrl ? { runUrl } : {}),
        },
        { client: githubClientFromEnv(process.env, ctx.logger), git: createGitRunner(flags.repo), logger: ctx.logger },
      );
      const json = JSON.stringify(result, null, 2);
      if (flags.out) await writeFile(flags.out, `${json}\n`);
      await appendOutputs(flags.githubOutput, {
        filed: JSON.stringify(result.filter((r) => r.action === 'created').map((r) => r.issue.number)),
        blocking: JSON.stringify(result.filter((r) => r.blocksLanding).map((r) => r.issue.number)),
      });
      ctx.stdout(
        flags.json
          ? `${json}\n`
          : result.length
            ? result
                .map((r) => `${r.action} #${r.issue.number} ${r.id}${r.blocksLanding ? ' (holds landing)' : ''}`)
                .join('\n') + '\n'
            : 'no regression attributed to upstream commits\n',
      );
    });
}
