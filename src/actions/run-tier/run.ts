import * as core from '@actions/core';
import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { createGitRunner, tokenAuthEnv } from '../../adapters/git/run/git-runner.js';
import { createGitHubClient, parseRepo } from '../../adapters/github/client.js';
import { upsertCheckRun, type UpsertCheckRunInput } from '../../adapters/github/check-runs.js';
import { createTierIssueSink } from '../../adapters/github/tier-issues.js';
import { stripControl } from '../../domain/neutralize.js';
import { renderTierMarkdown } from '../../domain/tier/summary-markdown.js';
import type { TierResult } from '../../schemas/tier-result.js';
import { defaultTierDeps, publishTier, runTier, type TierDeps } from '../../services/tier/index.js';
import { parseTierOptions, TIER_OPTION_KEYS, type TierOptions } from '../../services/tier/options.js';
import { refuseCredentials } from '../../services/credentials.js';
import { ConfigurationError } from '../../shared/errors.js';
import { actionOptionFace } from '../../shared/options-face.js';
import { readRawOptions } from '../raw-options.js';
import { inputs, readActionInputs, runAction, type ActionIO } from '../runtime.js';
import { outputJson } from '../json-output.js';

/**
 * The run-tier action, in two modes for two jobs. `mode: run` (default): the `tier` CLI command as a step — harness
 * output streamed live, full logs in `log-dir`, the job summary, annotations on failing tests, the result file; it
 * needs no token and files nothing. `mode: publish` (a separate, privileged job that runs no harness): the history on
 * the state branch and one issue per failure cluster (or one infra issue) from the run jobs' result files — the
 * `tier-publish` CLI command as a step.
 */

/** The input of each run option whose input is not the kebab-case of its key; the rest is the parser's. */
const NAMES = { repo: 'path' } as const;
// The run step streams its harness output to the job log always; it is no input.
const RUN_KEYS = TIER_OPTION_KEYS.filter((key) => key !== 'streamLogs');

/** The inputs the options parser does not read: the mode, and the publish step's. */
export const runTierInputs = {
  mode: z.enum(['run', 'publish']).default('run'),
  path: inputs.string(),
  'history-branch': inputs.optionalString(),
  'history-remote': inputs.optionalString(),
  'file-issues': inputs.boolean(false),
  results: inputs.files(),
  'last-green': inputs.optionalString(),
  token: inputs.optionalString(),
  repository: inputs.optionalString(),
  'issue-labels': inputs.lines(),
  'close-after-passes': inputs.number({ min: 1, int: true }).optional(),
  'max-new-issues': inputs.number({ min: 0, int: true }).optional(),
  'history-runs': inputs.number({ min: 1, int: true }).optional(),
  'check-runs': inputs.boolean(true),
  'fail-on-verdict': inputs.boolean(true),
};

type Inputs = ReturnType<typeof readActionInputs<typeof runTierInputs>>;

/** Where annotations go (the runner log's ::error commands); tests record them instead. */
export interface Annotator {
  error(message: string, properties: { title: string; file?: string; startLine?: number }): void;
}

const coreAnnotator: Annotator = { error: (message, properties) => core.error(message, properties) };

const MAX_ANNOTATIONS = 10;

export async function run(
  io?: ActionIO,
  annotator: Annotator = coreAnnotator,
  depsOverride?: Partial<TierDeps>,
): Promise<void> {
  await runAction(async (io) => {
    const i = readActionInputs(io, runTierInputs);
    if (i.token) io.setSecret(i.token);
    if (i.mode === 'publish') return publish(io, i);
    const raw = readRawOptions(io, RUN_KEYS, NAMES) as TierOptions;
    // No runner variable lists the job's labels, so the label comes from the input or from an env the workflow sets.
    const runnerLabel = raw.runnerLabel || io.env.UPSTREAM_INGEST_RUNNER_LABEL?.trim() || undefined;
    if (!runnerLabel)
      io.logger.info('no runner-label: the inventory is kept under "(no label)" and no GPU is expected');
    const settings = await parseTierOptions(
      { ...raw, streamLogs: true, ...(runnerLabel ? { runnerLabel } : {}) },
      {
        face: actionOptionFace(NAMES, io.env),
        defaultLogDir: join(io.env.RUNNER_TEMP ?? io.env.TMPDIR ?? '/tmp', 'upstream-ingest-tier-logs'),
      },
    );
    // A harness can read this process's environment (/proc/<pid>/environ), the clone's git config and the HOME's
    // credential helpers whatever its own environment says: none may hold a credential when it starts.
    await refuseCredentials(
      {
        env: io.env,
        inputs: { token: i.token },
        git: createGitRunner(settings.repoDir),
        ...(io.env.GITHUB_SERVER_URL ? { serverUrl: io.env.GITHUB_SERVER_URL } : {}),
      },
      'mode run: the harnesses',
      "give a token only to the mode: publish step (set token: '' here, keep GITHUB_TOKEN/GH_TOKEN out of this job's env, check out with persist-credentials: false)",
    );
    const deps: TierDeps = { ...defaultTierDeps(io.logger, io.env), ...runIdentity(io.env), ...depsOverride };
    const result = await runTier(settings, deps);
    io.setOutput('verdict', result.verdict);
    io.setOutput('json', outputJson(result, trimmedResult));
    io.setOutput('json-file', await writeResultFile(io, result));
    io.setOutput('log-dir', settings.logDir ?? '');
    io.setOutput('failures', String(result.failures.length + result.failuresOmitted));
    io.setOutput('anomalies', String(result.anomalies.filter((a) => a.severity === 'error').length));
    annotate(result, settings.repoDir, io.env.GITHUB_WORKSPACE, annotator);
    await io.appendSummary(renderTierMarkdown(result, { serverUrl: io.env.GITHUB_SERVER_URL || 'https://github.com' }));
    if (result.verdict !== 'pass' && i['fail-on-verdict'])
      io.fail(`tier ${result.tier}: ${result.verdict} — ${result.verdictReason}`);
  }, io);
}

/** mode: publish — the privileged step: history and issues from the run steps' result files; runs no harness. */
async function publish(io: ActionIO, i: Inputs): Promise<void> {
  const files = await i.results.expand();
  if (!files.length)
    throw new ConfigurationError("input 'results': required with mode: publish (the run steps' json-file results)");
  const repository = i.repository || io.env.GITHUB_REPOSITORY;
  if (!repository)
    throw new ConfigurationError("input 'repository': required with mode: publish (or GITHUB_REPOSITORY)");
  if (!i.token)
    throw new ConfigurationError(
      "input 'token': required with mode: publish (issues: write, contents: write for the history)",
    );
  const client = createGitHubClient({ token: i.token, logger: io.logger, baseUrl: io.env.GITHUB_API_URL || undefined });
  const repo = parseRepo(repository);
  const server = (io.env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  const historyRemote = i['history-remote'] || 'origin';
  const outcome = await publishTier(
    {
      results: files,
      repoDir: i.path,
      ...(i['last-green'] ? { lastGreen: i['last-green'] } : {}),
      ...(i['history-branch']
        ? {
            history: {
              branch: i['history-branch'],
              remote: historyRemote,
              authEnv: tokenAuthEnv(i.token, server),
              keep: i['history-runs'] ?? 30,
            },
          }
        : {}),
    },
    {
      logger: io.logger,
      git: createGitRunner(i.path),
      // Issues in trunk mode (`file-issues`); check runs always (checks: write).
      ...(i['file-issues']
        ? {
            sink: createTierIssueSink({
              client,
              repo,
              labels: i['issue-labels'].length ? i['issue-labels'] : ['upstream-ingest:tier-failure'],
              closeAfterPasses: i['close-after-passes'] ?? 3,
              maxNewIssues: i['max-new-issues'] ?? 10,
              logger: io.logger,
              serverUrl: io.env.GITHUB_SERVER_URL || 'https://github.com',
            }),
          }
        : {}),
      ...(i['check-runs'] ? { checkRun: (input: UpsertCheckRunInput) => upsertCheckRun(client, repo, input) } : {}),
      now: () => new Date(),
      ...runIdentity(io.env),
      serverUrl: io.env.GITHUB_SERVER_URL || 'https://github.com',
    },
  );
  io.setOutput(
    'json',
    outputJson(outcome, (o) => ({ ...o, issues: o.issues.slice(0, 50), truncated: true })),
  );
  io.setOutput('issues', String(outcome.issues.filter((a) => a.action === 'created' || a.action === 'updated').length));
  io.setOutput('check-runs', String(outcome.checkRuns.length));
  const failed = outcome.issues.filter((a) => a.action === 'failed');
  if (failed.length)
    io.fail(
      `${failed.length} issue update(s) failed: ${failed
        .map((f) => f.detail ?? f.id)
        .join('; ')
        .slice(0, 500)}`,
    );
}

function runIdentity(env: NodeJS.ProcessEnv): Pick<TierDeps, 'run'> {
  const id = env.GITHUB_RUN_ID?.trim() || null;
  const server = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  const url = id && env.GITHUB_REPOSITORY ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${id}` : null;
  return { run: { id, url } };
}

/** Error annotations on failing tests whose report gave a file (and line) inside the workspace. */
function annotate(result: TierResult, repo: string, workspace: string | undefined, annotator: Annotator): void {
  const root = resolve(workspace ?? process.cwd());
  let count = 0;
  for (const f of result.failures) {
    if (!f.file || count >= MAX_ANNOTATIONS) continue;
    const full = isAbsolute(f.file) ? f.file : resolve(repo, f.file);
    const rel = relative(root, full);
    if (rel.startsWith('..') || isAbsolute(rel)) continue;
    annotator.error(stripControl(f.message).slice(0, 1000), {
      title: stripControl(`${f.harness}: ${f.id}`).slice(0, 200),
      file: rel,
      ...(f.line ? { startLine: f.line } : {}),
    });
    count++;
  }
}

/** The part of a big result the output keeps (the whole result is the json-file output). */
function trimmedResult(result: TierResult): unknown {
  return {
    ...result,
    // The history record's inventories are the bulk of a big run: the publish step reads json-file.
    ...(result.history ? { history: { ...result.history, record: { ...result.history.record, inventory: {} } } } : {}),
    harnesses: result.harnesses.map((h) => ({ ...h, outputTail: h.outputTail.slice(-2000) })),
    failures: result.failures.slice(0, 100),
    failuresOmitted: result.failuresOmitted + Math.max(0, result.failures.length - 100),
    clusters: result.clusters
      .slice(0, 50)
      .map((c) => ({ ...c, tests: c.tests.slice(0, 10), example: c.example.slice(0, 500) })),
    flaky: result.flaky.slice(0, 100),
  };
}

async function writeResultFile(io: ActionIO, result: TierResult): Promise<string> {
  const dir = join(io.env.RUNNER_TEMP ?? io.env.TMPDIR ?? '/tmp', 'upstream-ingest');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `tier-${result.tier}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
