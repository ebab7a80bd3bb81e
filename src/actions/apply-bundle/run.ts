import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { apiUrlFromEnv, createGitHubClient, parseRepo } from '../../adapters/github/client.js';
import { createGitRunner, tokenAuthEnv, type GitRunner } from '../../adapters/git/run/git-runner.js';
import { configuredAuthHeaders } from '../../adapters/git/remote/credentials.js';
import { safeLink } from '../../domain/neutralize.js';
import { renderPrBody } from '../../domain/apply/pr-text.js';
import type { CacheModule } from '../../adapters/cache/cache-module.js';
import { isSuccessStatus } from '../../domain/apply/status.js';
import type { ApplyResult } from '../../schemas/apply-result.js';
import { githubPullRequests } from '../../services/apply/publish.js';
import { runApply } from '../../services/apply/run-apply.js';
import type { ApplySettings } from '../../services/apply/settings.js';
import {
  APPLY_OPTION_KEYS,
  checkApplyOptions,
  parseApplyOptions,
  type ApplyOptions,
  type ApplyPullRequestOptions,
  type CheckedApplyOptions,
} from '../../services/apply/options.js';
import { actionOptionFace } from '../../shared/options-face.js';
import { modelKeys } from '../../services/apply/agents/secrets.js';
import { resolveStackBase, stackedSettings, waitingMessage } from '../../services/loop/stack-on.js';
import { ConfigurationError } from '../../shared/errors.js';
import { inputs, readActionInputs, runAction, type ActionIO } from '../runtime.js';
import { outputJson } from '../json-output.js';
import { readRawOptions } from '../raw-options.js';
import { artifactDir, ModeSchema, publishPrepared, refuseUnsafeMode, writePrepared, type Mode } from './modes.js';

/**
 * The apply-bundle action: the `apply` CLI command as a step, plus the rerere cache kept with @actions/cache, the
 * push authenticated with the token (through the environment), one PR per bundle, outputs and the job summary.
 */

/** The input of each apply option whose input is not the kebab-case of its key; the rest is the parser's. */
const NAMES = {
  repo: 'path',
  upstream: 'upstream-ref',
  upstreamRepo: 'upstream-repository',
  prRepo: 'repository',
  prepareOut: 'artifact-dir',
} as const;
// The artifact folder is the mode's (prepare writes it, publish reads it), not an option of every run.
const KEYS = APPLY_OPTION_KEYS.filter((key) => key !== 'prepareOut');

/** What only the action has: the token, the step mode, the rerere cache between runs, failing the step. */
const actionOnlyInputs = {
  token: inputs.optionalString(),
  mode: ModeSchema.optional().transform((v): Mode => v ?? 'all'),
  'artifact-dir': inputs.optionalString(),
  'cache-rerere': inputs.boolean(true),
  'fail-on-conflict': inputs.boolean(true),
};

/**
 * The raw apply options of the action's inputs: names only, plus what the runner supplies (the fork's repository,
 * RUNNER_TEMP for the rerere cache). In mode prepare, `push` and `create-pr` are the publish step's and stay out.
 */
export function applyOptionsFromInputs(io: ActionIO, mode: Mode): ApplyOptions {
  const raw = { base: '', ...readRawOptions(io, KEYS, NAMES) } as ApplyOptions;
  const prRepo = raw.prRepo ?? io.env.GITHUB_REPOSITORY;
  const rerereCache = raw.rerereCache ?? join(io.env.RUNNER_TEMP || raw.repo || '.', 'upstream-ingest-rerere');
  const { push: _push, createPr: _createPr, ...unpushed } = raw;
  const agentTranscripts =
    raw.agentTranscripts ??
    (raw.agent ? join(io.env.RUNNER_TEMP || raw.repo || '.', 'upstream-ingest-agent-transcripts') : undefined);
  return {
    ...(mode === 'prepare' ? unpushed : raw),
    ...(prRepo ? { prRepo } : {}),
    rerereCache,
    ...(agentTranscripts ? { agentTranscripts } : {}),
  };
}

export interface ApplyActionDeps {
  cache?: CacheModule;
}

export async function run(io?: ActionIO, deps: ApplyActionDeps = {}): Promise<void> {
  await runAction(async (io) => {
    const a = readActionInputs(io, actionOnlyInputs);
    if (a.token) io.setSecret(a.token);
    // The model's key is the one secret an agent preset needs here: masked in every log line.
    for (const key of modelKeys(io.env)) io.setSecret(key);
    const raw = applyOptionsFromInputs(io, a.mode);
    // Relative paths of the inputs start in the workspace (GITHUB_WORKSPACE): the one path rule of every action.
    const face = actionOptionFace(NAMES, io.env);
    const checked = checkApplyOptions(raw, face);
    const git = createGitRunner(checked.repo);
    const v = checked.values;
    const modeInputs = {
      mode: a.mode,
      token: a.token,
      agent: v.agent,
      verify: v.verify,
      'split-on-failure': v.splitOnFailure,
      'allow-untrusted-with-token': v.allowUntrustedWithToken,
      'artifact-dir': a['artifact-dir'],
    };
    await refuseUnsafeMode(io, modeInputs, git);
    const artifact = artifactDir(io, modeInputs, face.base);
    if (a.mode === 'publish') return publishStep(io, a, checked, git, artifact);
    const parsed = await parseApplyOptions(raw, {
      face,
      ...(io.env.GITHUB_SERVER_URL ? { serverUrl: io.env.GITHUB_SERVER_URL } : {}),
    });
    let settings = await withPushAuth(parsed.settings, git, io, a.token);
    const stackOn = v.stackOn;
    if (stackOn) {
      const { push } = settings;
      const where = push ? { remote: push.remote, ...(push.authEnv ? { authEnv: push.authEnv } : {}) } : {};
      const stack = await resolveStackBase(git, { stackOn, ...where }, io.logger);
      if (!stack) {
        io.logger.warning(waitingMessage(stackOn));
        io.setOutput('status', 'waiting');
        await io.appendSummary(`## upstream-ingest apply-bundle: waiting\n\n${waitingMessage(stackOn)}\n`);
        return;
      }
      settings = stackedSettings(settings, stack);
    }
    const cache = a['cache-rerere'] ? (deps.cache ?? (await import('@actions/cache'))) : undefined;
    const cacheKey = rerereKey(io.env, settings);
    if (cache && settings.rerereCache) await restoreRerere(io, cache, settings.rerereCache, cacheKey);
    const pullRequests = parsed.pr ? pullRequestPort(io, a.token, parsed.pr) : undefined;
    const result = await runApply(settings, { git, logger: io.logger, ...(pullRequests ? { pullRequests } : {}) });
    if (cache && settings.rerereCache) await saveRerere(io, cache, settings.rerereCache, cacheKey.primary);
    if (a.mode === 'prepare') await writePrepared(io, git, artifact, result);
    await report(io, result, { upstreamRepo: v.upstreamRepo, failOnConflict: a['fail-on-conflict'] });
  }, io);
}

/** The push authenticated with the token, when there is a push and a token. */
async function withPushAuth(
  settings: ApplySettings,
  git: GitRunner,
  io: ActionIO,
  token: string | undefined,
): Promise<ApplySettings> {
  if (!settings.push || !token) return settings;
  const authEnv = await pushAuthEnv(git, io, token);
  return authEnv ? { ...settings, push: { ...settings.push, authEnv } } : settings;
}

/**
 * The token reaches git through GIT_CONFIG_* (never argv or the URL) — unless actions/checkout already persisted
 * credentials for this server, where a second Authorization header would make GitHub refuse the push.
 */
async function pushAuthEnv(git: GitRunner, io: ActionIO, token: string): Promise<Record<string, string> | undefined> {
  const server = (io.env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  if ((await configuredAuthHeaders(git, server)).length) return undefined;
  return tokenAuthEnv(token, server);
}

function pullRequestPort(io: ActionIO, token: string | undefined, pr: ApplyPullRequestOptions) {
  if (!token) throw new ConfigurationError("input 'token': needed to open the pull request (or set create-pr: false)");
  const client = createGitHubClient({ token, logger: io.logger, baseUrl: apiUrlFromEnv(io.env) });
  return githubPullRequests(client, parseRepo(pr.repo, 'repository'), { ...pr, logger: io.logger });
}

/** mode publish: the prepare step's artifact re-checked, pushed and its PR opened; no agent, verify or cache. */
async function publishStep(
  io: ActionIO,
  a: { token?: string | undefined; 'fail-on-conflict': boolean },
  checked: CheckedApplyOptions,
  git: GitRunner,
  from: string,
): Promise<void> {
  const v = checked.values;
  if (!a.token) throw new ConfigurationError("input 'token': mode publish pushes and opens the PR with it");
  const remote = v.push;
  if (!remote) throw new ConfigurationError("input 'push': mode publish needs the remote to push to");
  const authEnv = await pushAuthEnv(git, io, a.token);
  const pullRequests = checked.pr ? pullRequestPort(io, a.token, checked.pr) : undefined;
  // A stacked bundle was prepared on its dependency's branch: that branch is its base and its PR's base.
  const stackOn = v.stackOn;
  const stack = stackOn
    ? await resolveStackBase(git, { stackOn, remote, ...(authEnv ? { authEnv } : {}) }, io.logger)
    : undefined;
  if (stackOn && !stack) {
    io.logger.warning(waitingMessage(stackOn));
    io.setOutput('status', 'waiting');
    return;
  }
  const prBase = stack?.prBase ?? v.prBase;
  const result = await publishPrepared(
    io,
    {
      from,
      base: stack?.sha ?? v.base,
      push: { remote, ...(authEnv ? { authEnv } : {}) },
      ...(pullRequests ? { pullRequest: { ...(prBase ? { base: prBase } : {}), draft: v.prDraft } } : {}),
      allowPaths: v.allowPaths,
      diffBound: { factor: v.diffBound, slack: v.diffSlack },
      ...(v.upstreamRepo ? { upstreamRepo: v.upstreamRepo } : {}),
      ...(io.env.GITHUB_SERVER_URL ? { serverUrl: io.env.GITHUB_SERVER_URL } : {}),
      ...(checked.workloads ? { workloads: { path: checked.workloads, where: "input 'workloads'" } } : {}),
    },
    { git, logger: io.logger, ...(pullRequests ? { pullRequests } : {}) },
  );
  await report(io, result, { upstreamRepo: v.upstreamRepo, failOnConflict: a['fail-on-conflict'] });
}

// ---------------------------------------------------------------------------------------------------------------
// rerere cache: restored before, saved after; a cache service outage never fails the step.

function rerereKey(env: NodeJS.ProcessEnv, settings: ApplySettings): { primary: string; restore: string[] } {
  const id = settings.source.kind === 'plan' ? settings.source.bundleId : 'commits';
  const prefix = 'upstream-ingest-rerere-';
  const run = `${env.GITHUB_RUN_ID ?? 'local'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
  return { primary: `${prefix}${id}-${run}`, restore: [`${prefix}${id}-`, prefix] };
}

async function restoreRerere(
  io: ActionIO,
  cache: CacheModule,
  dir: string,
  key: { primary: string; restore: string[] },
) {
  try {
    const hit = await cache.restoreCache([dir], key.primary, key.restore);
    io.logger.info(hit ? `rerere cache restored from ${hit}` : 'no rerere cache yet');
  } catch (error) {
    io.logger.warning(`rerere cache not restored: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function saveRerere(io: ActionIO, cache: CacheModule, dir: string, key: string) {
  const entries = await readdir(dir).catch(() => []);
  if (entries.length === 0) return;
  try {
    await cache.saveCache([dir], key);
    io.logger.info(`rerere cache saved as ${key}`);
  } catch (error) {
    io.logger.warning(`rerere cache not saved: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function report(
  io: ActionIO,
  result: ApplyResult,
  i: { upstreamRepo?: string | undefined; failOnConflict: boolean },
): Promise<void> {
  io.setOutput('status', result.status);
  io.setOutput('head', result.head);
  io.setOutput('branch', result.branch);
  io.setOutput('review', result.review?.needed ? 'true' : 'false');
  io.setOutput('pr-number', result.pr ? String(result.pr.number) : '');
  io.setOutput('pr-url', result.pr?.url ?? '');
  io.setOutput(
    'json',
    outputJson(result, (r) => ({ ...r, commits: [], truncated: true })),
  );
  const body = renderPrBody(result, {
    ...(i.upstreamRepo ? { upstreamRepo: i.upstreamRepo } : {}),
    ...(io.env.GITHUB_SERVER_URL ? { serverUrl: io.env.GITHUB_SERVER_URL } : {}),
  });
  const prLink = safeLink(result.pr?.url, io.env.GITHUB_SERVER_URL || 'https://github.com');
  const pr = result.pr
    ? `\n\nPull request: ${prLink ? `[#${result.pr.number}](${prLink})` : `#${result.pr.number}`}`
    : '';
  await io.appendSummary(`## upstream-ingest apply-bundle: ${result.status}\n\n${body}${pr}\n`);
  if (!isSuccessStatus(result.status) && i.failOnConflict) {
    const why =
      result.push?.status === 'rejected'
        ? `the push was rejected: ${result.push.reason ?? ''}`
        : `${result.counts.rejected} rejected, ${result.counts.conflict + (result.counts.landed ? 0 : result.counts.deferred)} conflicting`;
    io.fail(`apply-bundle: ${result.status} (${why}); see the job summary`);
  }
}
