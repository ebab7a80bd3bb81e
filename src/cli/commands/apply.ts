import type { Command } from 'commander';
import { createGitRunner, tokenAuthEnv } from '../../adapters/git/run/git-runner.js';
import { refuseCredentials } from '../../services/credentials.js';
import { serverUrlFrom, tokenFromEnv } from './actions-env.js';
import { isSuccessStatus } from '../../domain/apply/status.js';
import type { githubPullRequests } from '../../services/apply/publish.js';
import { runApply } from '../../services/apply/run-apply.js';
import { DEFAULT_COMMITTER } from '../../services/apply/settings.js';
import {
  APPLY_OPTION_KEYS,
  parseApplyOptions,
  type ApplyOptions,
  type ParsedApplyOptions,
} from '../../services/apply/options.js';
import { cliOptionFace } from '../../shared/options-face.js';
import { ConfigurationError } from '../../shared/errors.js';
import { collect, EXIT, type CliContext } from '../context.js';
import { rawFromFlags } from '../raw-options.js';

/** The flag of each apply option whose flag is not the kebab-case of its key (repeatable flags are singular). */
const FLAGS = {
  allowPaths: 'allow-path',
  trailers: 'trailer',
  prLabels: 'pr-label',
  prReviewers: 'pr-reviewer',
  prTeamReviewers: 'pr-team-reviewer',
  prAssignees: 'pr-assignee',
  // The CLI asks for a PR by naming where it goes.
  createPr: 'pr-repo',
} as const;
// createPr is not a flag of its own: `--pr-repo` asks for the PR (below).
const KEYS = APPLY_OPTION_KEYS.filter((key) => key !== 'createPr');

/** The raw apply options of the CLI's flags: names only; `--pr-repo X` is the ask for a PR (createPr) and its place. */
export function applyOptionsFromFlags(flags: Record<string, unknown>): ApplyOptions {
  const raw = rawFromFlags(flags, KEYS, FLAGS) as ApplyOptions;
  return { ...raw, ...(flags.prRepo !== undefined ? { createPr: true } : {}) };
}

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
      'defer (default): leave conflicting commits and their dependents out; resolve: the resolver ladder (--resolvers); agent: rerere then --agent; stop: stop at the first conflict',
    )
    .option(
      '--resolvers <list>',
      'with --on-conflict resolve: the rungs in order, from rerere,fork-decision,replay,agent (default: all, agent only with --agent)',
    )
    .option(
      '--on-review <policy>',
      'a resolution the guards send to review: land (default; the PR is labelled upstream-ingest:review and is not auto-merged) or defer (leave it out)',
    )
    .option(
      '--agent <cmd>',
      'preset:claude-code, preset:codex, preset:openai or preset:anthropic, or a trusted command that resolves a conflict (bash -c; the task file path is its first argument)',
    )
    .option(
      '--agent-timeout <seconds>',
      'kill the agent (or give up on the model) after this long, per attempt (default 900)',
    )
    .option(
      '--agent-endpoint <url>',
      'preset:openai: an OpenAI-compatible base URL (default https://api.openai.com/v1; vLLM, Ollama, llama.cpp); preset:anthropic: the Messages API base URL',
    )
    .option('--agent-model <name>', 'the model of an agent preset (needed by preset:openai and preset:anthropic)')
    .option('--agent-attempts <n>', 'attempts per conflict, each told the guards’ verdicts on the last (default 2)')
    .option('--agent-max-calls <n>', 'model calls (or agent runs) the whole run may make (default: no limit)')
    .option(
      '--agent-transcripts <dir>',
      'write one transcript file per agent attempt there (default .git/upstream-ingest/agent-transcripts)',
    )
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
    .option('--workloads <file>', 'workloads file (see impact): a "Workload impact" section in the PR body')
    .option('--stack-on <branch>', 'apply on top of this bundle branch (a dependency); the PR targets that branch')
    .option('--json', 'print the result as one JSON object')
    .option(
      '--prepare-out <dir>',
      'the untrusted half of a two-job run: write bundle.git and result.json there (no push, no PR; see publish-bundle)',
    )
    .option(
      '--allow-untrusted-with-token',
      'run --agent/--verify although a credential is within their reach (GITHUB_TOKEN, a persisted header, a credential helper)',
    )
    .action(async (flags: Record<string, unknown>) => {
      const o = await parseApplyOptions(applyOptionsFromFlags(flags), { face: cliOptionFace('apply', FLAGS, ctx.cwd) });
      await refuseUntrustedWithToken(o);
      let settings = withPushToken(o.settings);
      const stackOn = o.values.stackOn;
      const json = flags.json === true;
      const git = createGitRunner(o.repo);
      if (stackOn) {
        const { resolveStackBase, stackedSettings, waitingMessage } = await import('../../services/loop/stack-on.js');
        const stack = await resolveStackBase(
          git,
          { stackOn, ...(o.values.push ? { remote: o.values.push } : {}) },
          ctx.logger,
        );
        if (!stack) {
          ctx.logger.warning(waitingMessage(stackOn));
          ctx.stdout(json ? `${JSON.stringify({ status: 'waiting', stackOn })}\n` : 'waiting\n');
          return;
        }
        settings = stackedSettings(settings, stack);
      }
      const pullRequests = o.pr
        ? await githubPullRequestPort(ctx, o.pr.repo, { ...o.pr, logger: ctx.logger })
        : undefined;
      const result = await runApply(settings, {
        git,
        logger: ctx.logger,
        ...(pullRequests ? { pullRequests } : {}),
        ...(ctx.progress ? { progress: ctx.progress } : {}),
      });
      // What only some runs need is loaded then (a cold `apply --json` is mostly module loading otherwise).
      if (o.prepareOut)
        await (await import('../../services/apply/artifact.js')).writeArtifact(git, o.prepareOut, result);
      ctx.stdout(
        json
          ? `${JSON.stringify(result, null, 2)}\n`
          : (await import('../../domain/apply/pr-text.js')).renderApplyText(result),
      );
      ctx.exitCode = isSuccessStatus(result.status) ? EXIT.ok : EXIT.verdict;
    });
}

/**
 * The CLI's side of the split (issues 13 and 31): an agent or verify command runs only where no credential is within
 * its reach — this process's environment (GITHUB_TOKEN, GH_TOKEN, …), the clone's git config at every level, a
 * credential helper — whatever else the run does (a plain --push, --pr-repo, --prepare-out or nothing), unless asked.
 */
async function refuseUntrustedWithToken({ values: flags, repo }: ParsedApplyOptions): Promise<void> {
  if (!(flags.agent || flags.verify) || flags.allowUntrustedWithToken) return;
  await refuseCredentials(
    { env: process.env, git: createGitRunner(repo), serverUrl: serverUrlFrom(process.env) },
    `apply: --${flags.agent ? 'agent' : 'verify'}`,
    'run apply --prepare-out DIR with no credential in reach (unset GITHUB_TOKEN/GH_TOKEN, no persisted header or credential helper), then publish-bundle --from DIR with the token (or add --allow-untrusted-with-token)',
  );
}

/** The push authenticated with GITHUB_TOKEN (or UPSTREAM_INGEST_TOKEN) when one is set: pushes read no user config. */
function withPushToken(settings: ParsedApplyOptions['settings']): ParsedApplyOptions['settings'] {
  const token = tokenFromEnv(process.env) ?? process.env.GH_TOKEN?.trim();
  if (!settings.push || !token) return settings;
  return { ...settings, push: { ...settings.push, authEnv: tokenAuthEnv(token, serverUrlFrom(process.env)) } };
}

/**
 * The GitHub client (Octokit and undici, 1.2 MB of bundle) is loaded only when a PR is asked for: a cold apply
 * without one does not pay for it.
 */
async function githubPullRequestPort(
  ctx: CliContext,
  repo: string,
  options: Parameters<typeof githubPullRequests>[2],
): Promise<ReturnType<typeof githubPullRequests>> {
  const [{ createGitHubClient, parseRepo }, { githubPullRequests }] = await Promise.all([
    import('../../adapters/github/client.js'),
    import('../../services/apply/publish.js'),
  ]);
  const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN;
  if (!token) throw new ConfigurationError('apply --pr-repo: set GITHUB_TOKEN (or GH_TOKEN) to open the pull request');
  return githubPullRequests(
    createGitHubClient({ token, logger: ctx.logger }),
    parseRepo(repo, 'apply --pr-repo'),
    options,
  );
}
