import type { Command } from 'commander';
import { z } from 'zod';
import { createGitHubClient, parseRepo } from '../../adapters/github/client.js';
import { createGitRunner, tokenAuthEnv } from '../../adapters/git/run/git-runner.js';
import { serverUrlFrom, tokenFromEnv } from './actions-env.js';
import { renderApplyText } from '../../domain/apply/pr-text.js';
import { isSuccessStatus } from '../../domain/apply/status.js';
import { githubPullRequests } from '../../services/apply/publish.js';
import { publishBundle } from '../../services/apply/publish-bundle.js';
import { refuseForkCodeAncestor } from '../../services/credentials.js';
import { optionError } from '../../shared/options-face.js';
import { collect, EXIT, type CliContext } from '../context.js';
import { parseFlags } from '../flags.js';

const PublishFlagsSchema = z.object({
  from: z.string().min(1),
  repo: z.string().min(1),
  base: z.string().min(1),
  push: z.string().min(1).default('origin'),
  prRepo: z.string().min(1).optional(),
  prBase: z.string().min(1).optional(),
  allowPath: z.array(z.string().min(1)).default([]),
  upstreamRepo: z.string().min(1).optional(),
  workloads: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

/**
 * The privileged half of a two-job apply: re-checks what `apply --prepare-out DIR` wrote (runs no agent, verify or
 * fork code), then pushes it under a lease and opens or updates the bundle's PR.
 */
export function registerPublishBundleCommand(program: Command, ctx: CliContext): void {
  program
    .command('publish-bundle')
    .description(
      'Re-check the artifact of `apply --prepare-out DIR` (commits from the recorded base, trees, provenance, clean ' +
        'picks re-derived, markers, scope, .github/) and push it with a lease; open or update its PR.',
    )
    .requiredOption('--from <dir>', 'the artifact folder (bundle.git + result.json)')
    .requiredOption('--repo <dir>', 'a clone of the fork with its full history and the upstream commits', '.')
    .requiredOption('--base <ref>', 'the fork ref the recorded base must be in, e.g. origin/main')
    .option('--push <remote>', 'remote to push the branch to (default origin)')
    .option('--pr-repo <owner/name>', 'open or update the bundle PR in this repository (token from GITHUB_TOKEN)')
    .option('--pr-base <branch>', 'base branch of the PR (default: --base without its remote prefix)')
    .option(
      '--allow-path <glob>',
      'a path a resolution may change besides the conflicted ones (repeatable)',
      collect,
      [],
    )
    .option('--upstream-repo <owner/name>', 'upstream repository on GitHub, for links in the PR')
    .option('--workloads <file>', 'workloads file (see impact): a "Workload impact" section in the PR body')
    .option('--json', 'print the result as one JSON object')
    .action(async (raw: Record<string, unknown>) => {
      const { flags, face } = parseFlags('publish-bundle', PublishFlagsSchema, raw, ctx, {
        paths: ['from', 'repo', 'workloads'],
      });
      // It pushes with the token: like the action's mode publish, never in a process tree that runs fork code.
      refuseForkCodeAncestor(process.env, 'publish-bundle');
      const git = createGitRunner(flags.repo);
      let pullRequests;
      if (flags.prRepo) {
        const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN;
        if (!token) throw optionError(face, 'prRepo', 'set GITHUB_TOKEN (or GH_TOKEN) to open the pull request');
        const client = createGitHubClient({ token, logger: ctx.logger });
        pullRequests = githubPullRequests(client, parseRepo(flags.prRepo, face.where('prRepo')));
      }
      const result = await publishBundle(
        {
          from: flags.from,
          base: flags.base,
          push: { remote: flags.push, ...pushAuth() },
          ...(flags.prRepo ? { pullRequest: { ...(flags.prBase ? { base: flags.prBase } : {}) } } : {}),
          allowPaths: flags.allowPath,
          ...(flags.upstreamRepo ? { upstreamRepo: flags.upstreamRepo } : {}),
          ...(flags.workloads ? { workloads: { path: flags.workloads, where: face.where('workloads') } } : {}),
        },
        { git, logger: ctx.logger, ...(pullRequests ? { pullRequests } : {}) },
      );
      ctx.stdout(flags.json ? `${JSON.stringify(result, null, 2)}\n` : renderApplyText(result));
      ctx.exitCode = isSuccessStatus(result.status) ? EXIT.ok : EXIT.verdict;
    });
}

/**
 * The push authenticated with GITHUB_TOKEN (or UPSTREAM_INGEST_TOKEN, GH_TOKEN) when one is set, through git's
 * environment: network git calls read no user or system config (a planted ~/.gitconfig must not steer them), so a
 * credential helper there is not used.
 */
function pushAuth(): { authEnv?: Record<string, string> } {
  const token = tokenFromEnv(process.env) ?? process.env.GH_TOKEN?.trim();
  return token ? { authEnv: tokenAuthEnv(token, serverUrlFrom(process.env)) } : {};
}
