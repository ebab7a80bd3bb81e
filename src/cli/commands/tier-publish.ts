import type { Command } from 'commander';
import { z } from 'zod';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { createTierIssueSink } from '../../adapters/github/tier-issues.js';
import { refuseForkCodeAncestor } from '../../services/credentials.js';
import { publishTier } from '../../services/tier/index.js';
import { collect, EXIT, type CliContext } from '../context.js';
import { parseFlags } from '../flags.js';
import { gitAuthFrom, runUrlFrom, serverUrlFrom } from './actions-env.js';
import { githubClientFromEnv, repositoryFrom } from './github-env.js';

const FlagsSchema = z.object({
  results: z.array(z.string().min(1)).min(1, 'expected at least one tier result file'),
  githubRepo: z.string().optional(),
  repo: z.string().min(1).optional(),
  lastGreen: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/, 'expected a commit SHA')
    .optional(),
  historyBranch: z.string().min(1).max(200).optional(),
  historyRemote: z.string().min(1).max(500).optional(),
  historyRuns: z.string().regex(/^\d+$/, 'expected a number').transform(Number).default(30),
  label: z.array(z.string().trim().min(1)).default([]),
  closeAfterPasses: z.string().regex(/^\d+$/).transform(Number).default(3),
  maxNewIssues: z.string().regex(/^\d+$/).transform(Number).default(10),
  noIssues: z.boolean().default(false),
  assignOwners: z.boolean().default(false),
  json: z.boolean().default(false),
});

export const DEFAULT_TIER_LABELS = ['upstream-ingest:tier-failure'];

/**
 * The privileged half of run-tier (the action's `mode: publish`): files from result files, runs no harness. The token
 * comes from GITHUB_TOKEN / UPSTREAM_INGEST_TOKEN, never a flag.
 */
export function registerTierPublishCommand(program: Command, ctx: CliContext): void {
  program
    .command('tier-publish')
    .description('File tier results: history on the state branch, one issue per failure cluster or one infra issue.')
    .requiredOption(
      '--results <file>',
      'tier result JSON written by `tier --json` / run-tier (repeatable)',
      collect,
      [],
    )
    .option('--github-repo <owner/name>', 'where issues are filed (default: GITHUB_REPOSITORY)')
    .option('--repo <dir>', "the fork's clone: suspects from its history, owners from its CODEOWNERS")
    .option('--last-green <sha>', 'start of the commit range (default: the last green run in the history)')
    .option('--history-branch <branch>', 'append each result to the durable history on this state branch')
    .option('--history-remote <remote>', 'push the history branch to this remote (default: update the local branch)')
    .option('--history-runs <n>', 'runs kept per tier and runner class', '30')
    .option('--label <name>', `issue label (repeatable; default ${DEFAULT_TIER_LABELS.join(', ')})`, collect, [])
    .option('--close-after-passes <n>', 'close an issue after this many runs without its cause', '3')
    .option('--max-new-issues <n>', 'open at most this many new issues per run', '10')
    .option('--no-issues', 'write the history only')
    .option('--assign-owners', "assign each new failure issue to its routed owners (the suspects' CODEOWNERS)")
    .option('--json', 'print the outcome as JSON')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('tier-publish', FlagsSchema, { ...raw, noIssues: raw.issues === false }, ctx, {
        paths: ['results', 'repo'],
      });
      const env = process.env;
      refuseForkCodeAncestor(env, 'tier-publish');
      const git = flags.repo ? createGitRunner(flags.repo) : undefined;
      const authEnv = gitAuthFrom(env);
      const sink = flags.noIssues
        ? undefined
        : createTierIssueSink({
            client: githubClientFromEnv(env, ctx.logger),
            repo: repositoryFrom(flags.githubRepo, env, face.where('githubRepo')),
            labels: flags.label.length ? flags.label : DEFAULT_TIER_LABELS,
            closeAfterPasses: flags.closeAfterPasses,
            maxNewIssues: flags.maxNewIssues,
            assignOwners: flags.assignOwners,
            logger: ctx.logger,
            serverUrl: serverUrlFrom(env),
          });
      const runUrl = runUrlFrom(env);
      const outcome = await publishTier(
        {
          results: flags.results,
          ...(flags.repo ? { repoDir: flags.repo } : {}),
          ...(flags.lastGreen ? { lastGreen: flags.lastGreen } : {}),
          ...(flags.historyBranch
            ? {
                history: {
                  branch: flags.historyBranch,
                  keep: flags.historyRuns,
                  ...(flags.historyRemote ? { remote: flags.historyRemote } : {}),
                  ...(flags.historyRemote && authEnv ? { authEnv } : {}),
                },
              }
            : {}),
        },
        {
          logger: ctx.logger,
          ...(git ? { git } : {}),
          ...(sink ? { sink } : {}),
          now: () => new Date(),
          run: { id: env.GITHUB_RUN_ID?.trim() || null, url: runUrl ?? null },
          serverUrl: serverUrlFrom(env),
        },
      );
      if (flags.json) ctx.stdout(`${JSON.stringify(outcome, null, 2)}\n`);
      else {
        for (const t of outcome.tiers) ctx.stdout(`tier ${t.tier}: ${t.results} result(s), ${t.verdicts.join(', ')}\n`);
        for (const i of outcome.issues)
          ctx.stdout(
            `issue ${i.action}${i.issueNumber ? ` #${i.issueNumber}` : ''}: ${i.id}${i.detail ? ` (${i.detail})` : ''}\n`,
          );
        for (const f of outcome.historyWritten) ctx.stdout(`history: ${f}\n`);
      }
      ctx.exitCode = outcome.issues.some((i) => i.action === 'failed') ? EXIT.unavailable : EXIT.ok;
    });
}
