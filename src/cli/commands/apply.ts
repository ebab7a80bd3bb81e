import { resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { createGitHubClient, parseRepo } from '../../adapters/github/client.js';
import { createGitRunner } from '../../adapters/git/git-runner.js';
import {
  branchOfRef,
  CommitListSchema,
  IdentitySchema,
  OnConflictSchema,
  OnReviewSchema,
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
import { resolveStackBase, stackedSettings, waitingMessage } from '../../services/stack-on.js';
import { writeArtifact } from '../../services/apply/artifact.js';
import { ledgerOptions } from '../../services/apply/ledger-options.js';
import { ConfigurationError } from '../../shared/errors.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { collect, EXIT, type CliContext } from '../context.js';
import { readBodyTemplate } from '../../adapters/files/body-template-file.js';

const ApplyFlagsSchema = z.object({
  repo: z.string().min(1),
  plan: z.string().min(1).optional(),
  bundle: z.string().min(1).optional(),
  commits: CommitListSchema.optional(),
  base: z.string().min(1, 'expected a ref'),
  branch: z.string().min(1).optional(),
  onConflict: OnConflictSchema.default('defer'),
  onReview: OnReviewSchema.default('land'),
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
  config: z.string().min(1).optional(),
  upstreamRepo: RepoNameSchema.optional(),
  prRepo: z.string().min(1).optional(),
  prBase: z.string().min(1).optional(),
  prDraft: z.boolean().default(false),
  prLabel: z.array(z.string().trim().min(1)).default([]),
  prReviewer: z.array(z.string().trim().min(1)).default([]),
  prTeamReviewer: z.array(z.string().trim().min(1)).default([]),
  prAssignee: z.array(z.string().trim().min(1)).default([]),
  prBodyTemplate: z.string().min(1).optional(),
  stackOn: z.string().min(1).optional(),
  json: z.boolean().default(false),
  prepareOut: z.string().min(1).optional(),
  allowUntrustedWithToken: z.boolean().default(false),
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
      '--on-review <policy>',
      'a resolution the guards send to review: land (default; the PR is labelled upstream-ingest:review and is not auto-merged) or defer (leave it out)',
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
    .option(
      '--config <file>',
      'plan config whose trailers and ledger rules (provenanceRules, notApplicable) the ledger reads',
    )
    .option('--upstream-repo <owner/name>', 'upstream repository on GitHub, for links in the PR and the task')
    .option('--pr-repo <owner/name>', 'open or update the bundle PR in this repository (token from GITHUB_TOKEN)')
    .option('--pr-base <branch>', 'base branch of the PR (default: --base without its remote prefix)')
    .option('--pr-draft', 'open the PR as a draft')
    .option('--pr-label <name>', 'label added to the PR (repeatable)', collect, [])
    .option('--pr-reviewer <login>', 'asked to review when the PR is opened (repeatable)', collect, [])
    .option('--pr-team-reviewer <slug>', 'team asked to review when the PR is opened (repeatable)', collect, [])
    .option('--pr-assignee <login>', 'assigned to the PR (repeatable)', collect, [])
    .option(
      '--pr-body-template <text|@file>',
      'frame around the PR description: {{ body }}, {{ title }}, {{ branch }}, {{ base }}',
    )
    .option('--stack-on <branch>', 'apply on top of this bundle branch (a dependency); the PR targets that branch')
    .option('--json', 'print the result as one JSON object')
    .option(
      '--prepare-out <dir>',
      'the untrusted half of a two-job run: write bundle.git and result.json there (no push, no PR; see publish-bundle)',
    )
    .option(
      '--allow-untrusted-with-token',
      'run --agent/--verify although --pr-repo puts GITHUB_TOKEN in this process (they could read it)',
    )
    .action(async (raw: Record<string, unknown>) => {
      const flags = parseOrThrow(ApplyFlagsSchema, raw, 'apply');
      refuseUntrustedWithToken(flags);
      let settings = await settingsFromFlags(flags);
      const git = createGitRunner(flags.repo);
      if (flags.stackOn) {
        const stack = await resolveStackBase(
          git,
          { stackOn: flags.stackOn, ...(flags.push ? { remote: flags.push } : {}) },
          ctx.logger,
        );
        if (!stack) {
          ctx.logger.warning(waitingMessage(flags.stackOn));
          ctx.stdout(flags.json ? `${JSON.stringify({ status: 'waiting', stackOn: flags.stackOn })}\n` : 'waiting\n');
          return;
        }
        settings = stackedSettings(settings, stack);
      }
      const pullRequests = flags.prRepo
        ? githubPullRequests(githubClient(ctx), parseRepo(flags.prRepo, 'pr-repo'), {
            labels: flags.prLabel,
            reviewers: flags.prReviewer,
            teamReviewers: flags.prTeamReviewer,
            assignees: flags.prAssignee,
            ...(flags.prBodyTemplate
              ? { bodyTemplate: readBodyTemplate(flags.prBodyTemplate, '--pr-body-template') }
              : {}),
            logger: ctx.logger,
          })
        : undefined;
      const result = await runApply(settings, {
        git,
        logger: ctx.logger,
        ...(pullRequests ? { pullRequests } : {}),
        ...(ctx.progress ? { progress: ctx.progress } : {}),
      });
      if (flags.prepareOut) await writeArtifact(git, resolve(flags.prepareOut), result);
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
    onReview: flags.onReview,
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
    ...(await ledgerOptions(flags.config, flags.trailer)),
    ...(flags.upstreamRepo ? { upstreamRepo: flags.upstreamRepo } : {}),
    ...(flags.prRepo
      ? { pullRequest: { base: flags.prBase ?? branchOfRef(flags.base, flags.push), draft: flags.prDraft } }
      : {}),
  };
}

/** The CLI's side of the split (issue 13): a token in this process and fork code run by it, only when asked for. */
function refuseUntrustedWithToken(flags: ApplyFlags): void {
  if (flags.prepareOut && (flags.push || flags.prRepo)) {
    throw new ConfigurationError(
      'prepare-out: the prepare half pushes nothing; drop --push/--pr-repo and run publish-bundle --from DIR with the token',
    );
  }
  const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN;
  if (flags.prepareOut && token && (flags.agent || flags.verify) && !flags.allowUntrustedWithToken) {
    throw new ConfigurationError(
      'prepare-out: GITHUB_TOKEN/GH_TOKEN is set in the environment, where --agent/--verify could read it; unset it for the prepare half',
    );
  }
  if (flags.prRepo && token && (flags.agent || flags.verify) && !flags.allowUntrustedWithToken) {
    throw new ConfigurationError(
      'apply: --agent/--verify with --pr-repo and GITHUB_TOKEN in the environment: the commands could read the token; run apply --prepare-out DIR without the token, then publish-bundle --from DIR (or add --allow-untrusted-with-token)',
    );
  }
}

function githubClient(ctx: CliContext) {
  const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN;
  if (!token) throw new ConfigurationError('pr-repo: set GITHUB_TOKEN (or GH_TOKEN) to open the pull request');
  return createGitHubClient({ token, logger: ctx.logger });
}
