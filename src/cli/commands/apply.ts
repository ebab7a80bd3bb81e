import type { Command } from 'commander';
import { z } from 'zod';
import { createGitHubClient, parseRepo } from '../../adapters/github/client.js';
import { createGitRunner } from '../../adapters/git/git-runner.js';
import {
  branchOfRef,
  CommitListSchema,
  IdentitySchema,
  OnConflictSchema,
  PositiveNumberSchema,
  ProvenanceSchema,
  RepoNameSchema,
  SecondsSchema,
} from '../../domain/apply/options.js';
import { DEFAULT_DIFF_BOUND } from '../../domain/apply/guards.js';
import { renderApplyText } from '../../domain/apply/pr-text.js';
import { isSuccessStatus } from '../../domain/apply/status.js';
import {
  DEFAULT_COMMITTER,
  githubPullRequests,
  applySourceFrom,
  runApply,
  type ApplySettings,
} from '../../services/apply.js';
import { ConfigurationError } from '../../shared/errors.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { collect, EXIT, type CliContext } from '../context.js';

const ApplyFlagsSchema = z.object({
  repo: z.string().min(1),
  plan: z.string().min(1).optional(),
  bundle: z.string().min(1).optional(),
  commits: CommitListSchema.optional(),
  base: z.string().min(1, 'expected a ref'),
  branch: z.string().min(1).optional(),
  onConflict: OnConflictSchema.default('defer'),
  agent: z.string().min(1).optional(),
  agentTimeout: SecondsSchema.default(900_000),
  verify: z.string().min(1).optional(),
  verifyTimeout: SecondsSchema.default(3_600_000),
  splitOnFailure: z.boolean().default(false),
  push: z.string().min(1).optional(),
  provenance: ProvenanceSchema.default({ kind: 'x' }),
  rerereCache: z.string().min(1).optional(),
  allowPath: z.array(z.string().min(1)).default([]),
  diffBound: PositiveNumberSchema.default(DEFAULT_DIFF_BOUND.factor),
  diffSlack: PositiveNumberSchema.default(DEFAULT_DIFF_BOUND.slack),
  committer: IdentitySchema.optional(),
  upstream: z.string().min(1).optional(),
  trailer: z.array(z.string().trim().min(1)).default([]),
  upstreamRepo: RepoNameSchema.optional(),
  prRepo: z.string().min(1).optional(),
  prBase: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

type ApplyFlags = z.output<typeof ApplyFlagsSchema>;

export function registerApplyCommand(program: Command, ctx: CliContext): void {
  program
    .command('apply')
    .description(
      'Cherry-pick a plan bundle (or a list of upstream commits) onto a branch made from the base, with provenance, ' +
        'guarded conflict resolution, split on failure and a push under a lease.',
    )
    .requiredOption('--repo <dir>', 'local clone holding the fork and the upstream commits', '.')
    .option('--plan <file>', 'plan file written by `upstream-ingest plan --out` (with --bundle)')
    .option('--bundle <id>', 'the bundle of the plan to apply')
    .option('--commits <sha,...>', 'apply these upstream commits instead of a plan bundle')
    .requiredOption('--base <ref>', 'the fork ref to start from (never changed), e.g. origin/main')
    .option('--branch <name>', 'branch to (re)create from the base (default upstream-ingest/<bundle id>)')
    .option(
      '--on-conflict <policy>',
      'defer (default): leave conflicting commits and their dependents out; agent: run --agent; stop: stop at the first conflict',
    )
    .option(
      '--agent <cmd>',
      'trusted command that resolves a conflict (bash -c; the task file path is its first argument)',
    )
    .option('--agent-timeout <seconds>', 'kill the agent after this long (default 900)')
    .option('--verify <cmd>', 'trusted command that must pass on a resolution and on the branch head (bash -c)')
    .option('--verify-timeout <seconds>', 'kill the verify command after this long (default 3600)')
    .option(
      '--split-on-failure',
      'when the branch fails --verify, bisect to the culprit commits, defer them, land the rest',
    )
    .option('--push <remote>', 'push the branch there with --force-with-lease against its previous value')
    .option(
      '--provenance <style>',
      "'x' for (cherry picked from commit …) (default) or a trailer key such as Upstream-Commit",
    )
    .option('--rerere-cache <dir>', 'keep git rerere resolutions in this directory')
    .option('--allow-path <glob>', 'a path the agent may change besides the conflicted ones (repeatable)', collect, [])
    .option(
      '--diff-bound <factor>',
      'a resolution may change at most factor × the upstream patch lines + --diff-slack (default 1.5)',
    )
    .option('--diff-slack <lines>', 'see --diff-bound (default 10)')
    .option(
      '--committer <identity>',
      `"Name <email>" of the picks (default "${DEFAULT_COMMITTER.name} <${DEFAULT_COMMITTER.email}>")`,
    )
    .option('--upstream <ref>', 'upstream ref for the ledger (default: the plan’s pinned upstream, or the last commit)')
    .option('--trailer <key>', 'extra provenance trailer key the ledger reads (repeatable)', collect, [])
    .option('--upstream-repo <owner/name>', 'upstream repository on GitHub, for links in the PR and the task')
    .option('--pr-repo <owner/name>', 'open or update the bundle PR in this repository (token from GITHUB_TOKEN)')
    .option('--pr-base <branch>', 'base branch of the PR (default: --base without its remote prefix)')
    .option('--json', 'print the result as one JSON object')
    .action(async (raw: Record<string, unknown>) => {
      const flags = parseOrThrow(ApplyFlagsSchema, raw, 'apply');
      const settings = await settingsFromFlags(flags);
      const git = createGitRunner(flags.repo);
      const pullRequests = flags.prRepo
        ? githubPullRequests(githubClient(ctx), parseRepo(flags.prRepo, 'pr-repo'))
        : undefined;
      const result = await runApply(settings, { git, logger: ctx.logger, ...(pullRequests ? { pullRequests } : {}) });
      ctx.stdout(flags.json ? `${JSON.stringify(result, null, 2)}\n` : renderApplyText(result));
      ctx.exitCode = isSuccessStatus(result.status) ? EXIT.ok : EXIT.verdict;
    });
}

async function settingsFromFlags(flags: ApplyFlags): Promise<ApplySettings> {
  const source = await applySourceFrom(
    { plan: flags.plan, bundle: flags.bundle, commits: flags.commits },
    {
      both: 'apply: give either --plan FILE --bundle ID or --commits SHA,..., not both',
      neither: 'apply: give --plan FILE with --bundle ID, or --commits SHA,...',
    },
  );
  if (flags.prRepo && !flags.push)
    throw new ConfigurationError('pr-repo: a pull request needs the branch pushed: add --push REMOTE');
  return {
    source,
    base: flags.base,
    ...(flags.branch ? { branch: flags.branch } : {}),
    onConflict: flags.onConflict,
    ...(flags.agent ? { agent: flags.agent } : {}),
    agentTimeoutMs: flags.agentTimeout,
    ...(flags.verify ? { verify: flags.verify } : {}),
    verifyTimeoutMs: flags.verifyTimeout,
    splitOnFailure: flags.splitOnFailure,
    ...(flags.push ? { push: { remote: flags.push } } : {}),
    provenance: flags.provenance,
    ...(flags.rerereCache ? { rerereCache: flags.rerereCache } : {}),
    allowPaths: flags.allowPath,
    diffBound: { factor: flags.diffBound, slack: flags.diffSlack },
    committer: flags.committer ?? DEFAULT_COMMITTER,
    ...(flags.upstream ? { upstream: flags.upstream } : {}),
    extraTrailerKeys: flags.trailer,
    ...(flags.upstreamRepo ? { upstreamRepo: flags.upstreamRepo } : {}),
    ...(flags.prRepo ? { pullRequest: { base: flags.prBase ?? branchOfRef(flags.base, flags.push) } } : {}),
  };
}

function githubClient(ctx: CliContext) {
  const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN;
  if (!token) throw new ConfigurationError('pr-repo: set GITHUB_TOKEN (or GH_TOKEN) to open the pull request');
  return createGitHubClient({ token, logger: ctx.logger });
}
