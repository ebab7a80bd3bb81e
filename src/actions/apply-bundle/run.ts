import { readdir } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { apiUrlFromEnv, createGitHubClient, parseRepo } from '../../adapters/github/client.js';
import { createGitRunner, tokenAuthEnv, type GitRunner } from '../../adapters/git/git-runner.js';
import { DEFAULT_DIFF_BOUND } from '../../domain/apply/guards.js';
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
import { renderPrBody } from '../../domain/apply/pr-text.js';
import { isSuccessStatus } from '../../domain/apply/status.js';
import type { ApplyResult } from '../../schemas/apply-result.js';
import {
  DEFAULT_COMMITTER,
  githubPullRequests,
  applySourceFrom,
  runApply,
  type ApplySettings,
} from '../../services/apply.js';
import { ConfigurationError } from '../../shared/errors.js';
import { inputs, readActionInputs, runAction, type ActionIO } from '../runtime.js';

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
  'upstream-repo': RepoNameSchema.optional(),
  token: inputs.optionalString(),
  'create-pr': inputs.boolean(true),
  repository: inputs.optionalString(),
  'pr-base': inputs.optionalString(),
  'pr-draft': inputs.boolean(false),
  'fail-on-conflict': inputs.boolean(true),
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

const MAX_JSON_OUTPUT = 512 * 1024;

export async function run(io?: ActionIO, deps: ApplyActionDeps = {}): Promise<void> {
  await runAction(async (io) => {
    const i = readActionInputs(io, applyBundleInputs);
    if (i.token) io.setSecret(i.token);
    const repo = resolve(i.repo);
    const git = createGitRunner(repo);
    const settings = await settingsFromInputs(io, i, git, repo);
    const cache = i['cache-rerere'] ? (deps.cache ?? (await import('@actions/cache'))) : undefined;
    const cacheKey = rerereKey(io.env, settings);
    if (cache && settings.rerereCache) await restoreRerere(io, cache, settings.rerereCache, cacheKey);
    const pullRequests = pullRequestPort(io, i);
    const result = await runApply(settings, { git, logger: io.logger, ...(pullRequests ? { pullRequests } : {}) });
    if (cache && settings.rerereCache) await saveRerere(io, cache, settings.rerereCache, cacheKey.primary);
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
  const remote = i.push;
  const authEnv = remote && i.token ? await pushAuthEnv(git, io, i.token) : undefined;
  const runnerTemp = io.env.RUNNER_TEMP || repo;
  const wantsPr = i['create-pr'] && Boolean(remote);
  return {
    source,
    base: i.base,
    ...(i.branch ? { branch: i.branch } : {}),
    onConflict: i['on-conflict'],
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
    extraTrailerKeys: i.trailers,
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
  const { stdout } = await git.run(['config', '--get-all', `http.${server}/.extraheader`], { okExitCodes: [1] });
  if (stdout.trim()) return undefined;
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
  return githubPullRequests(client, parseRepo(repository, 'repository'));
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
  const json = JSON.stringify(result);
  io.setOutput('status', result.status);
  io.setOutput('head', result.head);
  io.setOutput('branch', result.branch);
  io.setOutput('pr-number', result.pr ? String(result.pr.number) : '');
  io.setOutput('pr-url', result.pr?.url ?? '');
  io.setOutput(
    'json',
    json.length <= MAX_JSON_OUTPUT ? json : JSON.stringify({ ...result, commits: [], truncated: true }),
  );
  const body = renderPrBody(result, {
    ...(i['upstream-repo'] ? { upstreamRepo: i['upstream-repo'] } : {}),
    ...(io.env.GITHUB_SERVER_URL ? { serverUrl: io.env.GITHUB_SERVER_URL } : {}),
  });
  const pr = result.pr ? `\n\nPull request: [#${result.pr.number}](${result.pr.url})` : '';
  await io.appendSummary(`## upstream-ingest apply-bundle: ${result.status}\n\n${body}${pr}\n`);
  if (!isSuccessStatus(result.status) && i['fail-on-conflict']) {
    const why =
      result.push?.status === 'rejected'
        ? `the push was rejected: ${result.push.reason ?? ''}`
        : `${result.counts.rejected} rejected, ${result.counts.conflict + (result.counts.landed ? 0 : result.counts.deferred)} conflicting`;
    io.fail(`apply-bundle: ${result.status} (${why}); see the job summary`);
  }
}
