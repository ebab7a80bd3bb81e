import { readdir } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { apiUrlFromEnv, createGitHubClient, parseRepo } from '../../adapters/github/client.js';
import { createGitRunner, tokenAuthEnv, type GitRunner } from '../../adapters/git/git-runner.js';
import { configuredAuthHeaders } from '../../adapters/git/credentials.js';
import { ledgerOptions } from '../../services/apply/ledger-options.js';
import { DEFAULT_DIFF_BOUND } from '../../domain/apply/guards.js';
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
import { safeLink } from '../../domain/neutralize.js';
import { renderPrBody } from '../../domain/apply/pr-text.js';
import { readBodyTemplate } from '../../adapters/files/body-template-file.js';
import { isSuccessStatus } from '../../domain/apply/status.js';
import type { ApplyResult } from '../../schemas/apply-result.js';
import {
  DEFAULT_COMMITTER,
  githubPullRequests,
  applySourceFrom,
  runApply,
  type ApplySettings,
} from '../../services/apply.js';
import { resolveStackBase, stackedSettings, waitingMessage } from '../../services/stack-on.js';
import { ConfigurationError } from '../../shared/errors.js';
import { inputs, readActionInputs, runAction, type ActionIO } from '../runtime.js';
import { outputJson } from '../json-output.js';
import { artifactDir, ModeSchema, publishPrepared, refuseUnsafeMode, writePrepared } from './modes.js';

/**
 * The apply-bundle action: the `apply` CLI command as a step, plus the rerere cache kept with @actions/cache, the
 * push authenticated with the token (through the environment), one PR per bundle, outputs and the job summary.
 */

export const applyBundleInputs = {
  repo: inputs.string(),
  plan: inputs.optionalString(),
  bundle: inputs.optionalString(),
  commits: CommitListSchema.optional(),
  base: inputs.string(),
  branch: inputs.optionalString(),
  'on-conflict': OnConflictSchema.optional().transform((v) => v ?? 'defer'),
  'on-review': OnReviewSchema.optional().transform((v) => v ?? 'land'),
  agent: inputs.optionalString(),
  'agent-timeout': SecondsSchema.optional().transform((v) => v ?? 900_000),
  verify: inputs.optionalString(),
  'verify-timeout': SecondsSchema.optional().transform((v) => v ?? 3_600_000),
  'split-on-failure': inputs.boolean(false),
  push: inputs.optionalString(),
  provenance: ProvenanceSchema.optional().transform((v) => v ?? { kind: 'x' as const }),
  'rerere-cache': inputs.optionalString(),
  'cache-rerere': inputs.boolean(true),
  'allow-paths': inputs.lines(),
  'diff-bound': PositiveNumberSchema.optional().transform((v) => v ?? DEFAULT_DIFF_BOUND.factor),
  'diff-slack': PositiveNumberSchema.optional().transform((v) => v ?? DEFAULT_DIFF_BOUND.slack),
  committer: IdentitySchema.optional(),
  upstream: inputs.optionalString(),
  trailers: inputs.lines(),
  config: inputs.optionalString(),
  'upstream-repo': RepoNameSchema.optional(),
  token: inputs.optionalString(),
  'create-pr': inputs.boolean(true),
  repository: inputs.optionalString(),
  'pr-base': inputs.optionalString(),
  'pr-draft': inputs.boolean(false),
  'pr-labels': inputs.lines(),
  'pr-reviewers': inputs.lines(),
  'pr-team-reviewers': inputs.lines(),
  'pr-assignees': inputs.lines(),
  'pr-body-template': inputs.optionalString(),
  'stack-on': inputs.optionalString(),
  'fail-on-conflict': inputs.boolean(true),
  mode: ModeSchema.optional().transform((v) => v ?? 'all'),
  'artifact-dir': inputs.optionalString(),
  'allow-untrusted-with-token': inputs.boolean(false),
};

type Inputs = { [K in keyof typeof applyBundleInputs]: z.output<(typeof applyBundleInputs)[K]> };

/** The part of @actions/cache this action uses; tests pass a directory-backed stand-in. */
export interface CacheModule {
  restoreCache(paths: string[], primaryKey: string, restoreKeys?: string[]): Promise<string | undefined>;
  saveCache(paths: string[], key: string): Promise<number>;
}

export interface ApplyActionDeps {
  cache?: CacheModule;
}

export async function run(io?: ActionIO, deps: ApplyActionDeps = {}): Promise<void> {
  await runAction(async (io) => {
    const i = readActionInputs(io, applyBundleInputs);
    if (i.token) io.setSecret(i.token);
    const repo = resolve(i.repo);
    const git = createGitRunner(repo);
    await refuseUnsafeMode(io, i, git);
    if (i.mode === 'publish') return publishStep(io, i, git, repo);
    let settings = await settingsFromInputs(io, i, git, repo);
    const stackOn = i['stack-on'];
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
    const cache = i['cache-rerere'] ? (deps.cache ?? (await import('@actions/cache'))) : undefined;
    const cacheKey = rerereKey(io.env, settings);
    if (cache && settings.rerereCache) await restoreRerere(io, cache, settings.rerereCache, cacheKey);
    const pullRequests = i.mode === 'prepare' ? undefined : pullRequestPort(io, i);
    const result = await runApply(settings, { git, logger: io.logger, ...(pullRequests ? { pullRequests } : {}) });
    if (cache && settings.rerereCache) await saveRerere(io, cache, settings.rerereCache, cacheKey.primary);
    if (i.mode === 'prepare') await writePrepared(io, git, artifactDir(io, i, repo), result);
    await report(io, result, i);
  }, io);
}

async function settingsFromInputs(io: ActionIO, i: Inputs, git: GitRunner, repo: string): Promise<ApplySettings> {
  const source = await applySourceFrom(
    { plan: i.plan, bundle: i.bundle, commits: i.commits },
    {
      both: "inputs: give either 'plan' with 'bundle', or 'commits', not both",
      neither: "inputs: give 'plan' with 'bundle', or 'commits'",
    },
    (path) => (isAbsolute(path) ? path : resolve(repo, path)),
  );
  // prepare pushes nothing: the publish step does, with the token.
  const remote = i.mode === 'prepare' ? undefined : i.push;
  const authEnv = remote && i.token ? await pushAuthEnv(git, io, i.token) : undefined;
  const runnerTemp = io.env.RUNNER_TEMP || repo;
  const wantsPr = i['create-pr'] && Boolean(remote);
  return {
    source,
    base: i.base,
    ...(i.branch ? { branch: i.branch } : {}),
    onConflict: i['on-conflict'],
    onReview: i['on-review'],
    ...(i.agent ? { agent: i.agent } : {}),
    agentTimeoutMs: i['agent-timeout'],
    ...(i.verify ? { verify: i.verify } : {}),
    verifyTimeoutMs: i['verify-timeout'],
    splitOnFailure: i['split-on-failure'],
    ...(remote ? { push: { remote, ...(authEnv ? { authEnv } : {}) } } : {}),
    provenance: i.provenance,
    rerereCache: i['rerere-cache'] ? resolve(repo, i['rerere-cache']) : join(runnerTemp, 'upstream-ingest-rerere'),
    allowPaths: i['allow-paths'],
    diffBound: { factor: i['diff-bound'], slack: i['diff-slack'] },
    committer: i.committer ?? DEFAULT_COMMITTER,
    ...(i.upstream ? { upstream: i.upstream } : {}),
    ...(await ledgerOptions(i.config ? resolve(repo, i.config) : undefined, i.trailers)),
    ...(i['upstream-repo'] ? { upstreamRepo: i['upstream-repo'] } : {}),
    ...(io.env.GITHUB_SERVER_URL ? { serverUrl: io.env.GITHUB_SERVER_URL } : {}),
    ...(wantsPr ? { pullRequest: { base: i['pr-base'] ?? branchOfRef(i.base, remote), draft: i['pr-draft'] } } : {}),
  };
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

function pullRequestPort(io: ActionIO, i: Inputs) {
  if (!i['create-pr'] || !i.push) return undefined;
  if (!i.token)
    throw new ConfigurationError("input 'token': needed to open the pull request (or set create-pr: false)");
  const repository = i.repository || io.env.GITHUB_REPOSITORY;
  if (!repository)
    throw new ConfigurationError("input 'repository': expected owner/name of the fork (GITHUB_REPOSITORY is not set)");
  const client = createGitHubClient({ token: i.token, logger: io.logger, baseUrl: apiUrlFromEnv(io.env) });
  return githubPullRequests(client, parseRepo(repository, 'repository'), {
    labels: i['pr-labels'],
    reviewers: i['pr-reviewers'],
    teamReviewers: i['pr-team-reviewers'],
    assignees: i['pr-assignees'],
    ...(i['pr-body-template']
      ? { bodyTemplate: readBodyTemplate(i['pr-body-template'], "input 'pr-body-template'") }
      : {}),
    logger: io.logger,
  });
}

/** mode publish: the prepare step's artifact re-checked, pushed and its PR opened; no agent, verify or cache. */
async function publishStep(io: ActionIO, i: Inputs, git: GitRunner, repo: string): Promise<void> {
  if (!i.token) throw new ConfigurationError("input 'token': mode publish pushes and opens the PR with it");
  const remote = i.push;
  if (!remote) throw new ConfigurationError("input 'push': mode publish needs the remote to push to");
  const authEnv = await pushAuthEnv(git, io, i.token);
  const pullRequests = pullRequestPort(io, i);
  // A stacked bundle was prepared on its dependency's branch: that branch is its base and its PR's base.
  const stackOn = i['stack-on'];
  const stack = stackOn
    ? await resolveStackBase(git, { stackOn, remote, ...(authEnv ? { authEnv } : {}) }, io.logger)
    : undefined;
  if (stackOn && !stack) {
    io.logger.warning(waitingMessage(stackOn));
    io.setOutput('status', 'waiting');
    return;
  }
  const prBase = stack?.prBase ?? i['pr-base'];
  const result = await publishPrepared(
    io,
    {
      from: artifactDir(io, i, repo),
      base: stack?.sha ?? i.base,
      push: { remote, ...(authEnv ? { authEnv } : {}) },
      ...(pullRequests ? { pullRequest: { ...(prBase ? { base: prBase } : {}), draft: i['pr-draft'] } } : {}),
      allowPaths: i['allow-paths'],
      diffBound: { factor: i['diff-bound'], slack: i['diff-slack'] },
      ...(i['upstream-repo'] ? { upstreamRepo: i['upstream-repo'] } : {}),
      ...(io.env.GITHUB_SERVER_URL ? { serverUrl: io.env.GITHUB_SERVER_URL } : {}),
    },
    { git, logger: io.logger, ...(pullRequests ? { pullRequests } : {}) },
  );
  await report(io, result, i);
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

async function report(io: ActionIO, result: ApplyResult, i: Inputs): Promise<void> {
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
    ...(i['upstream-repo'] ? { upstreamRepo: i['upstream-repo'] } : {}),
    ...(io.env.GITHUB_SERVER_URL ? { serverUrl: io.env.GITHUB_SERVER_URL } : {}),
  });
  const prLink = safeLink(result.pr?.url, io.env.GITHUB_SERVER_URL || 'https://github.com');
  const pr = result.pr
    ? `\n\nPull request: ${prLink ? `[#${result.pr.number}](${prLink})` : `#${result.pr.number}`}`
    : '';
  await io.appendSummary(`## upstream-ingest apply-bundle: ${result.status}\n\n${body}${pr}\n`);
  if (!isSuccessStatus(result.status) && i['fail-on-conflict']) {
    const why =
      result.push?.status === 'rejected'
        ? `the push was rejected: ${result.push.reason ?? ''}`
        : `${result.counts.rejected} rejected, ${result.counts.conflict + (result.counts.landed ? 0 : result.counts.deferred)} conflicting`;
    io.fail(`apply-bundle: ${result.status} (${why}); see the job summary`);
  }
}
