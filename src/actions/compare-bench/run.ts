import * as actionsCache from '@actions/cache';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeTextFile } from '../../adapters/files/text-file.js';
import {
  ancestorCommits,
  restoreBaseline,
  saveBaseline,
  type RestoredBaseline,
} from '../../adapters/cache/bench-baseline.js';
import type { CacheModule } from '../../adapters/cache/cache-module.js';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { apiUrlFromEnv, createGitHubClient, parseRepo, type GitHubClient } from '../../adapters/github/client.js';
import { upsertCheckRun } from '../../adapters/github/check-runs.js';
import { marker, upsertCommentByMarker } from '../../adapters/github/issues.js';
import { renderBenchMarkdown, safeSuiteName } from '../../domain/bench/render-markdown.js';
import { renderBenchSvg } from '../../domain/bench/render-svg.js';
import type { CompareBenchResult } from '../../schemas/bench.js';
import { runCompareBench } from '../../services/bench/compare.js';
import {
  parseCompareBenchOptions,
  type CompareBenchOptions,
  type CompareBenchParsedOptions,
} from '../../services/bench/options.js';
import { actionOptionFace, type OptionFace } from '../../shared/options-face.js';
import { ConfigurationError, errorMessage } from '../../shared/errors.js';
import { outputJson } from '../json-output.js';
import { inputs, readActionInputs, runAction, type ActionIO } from '../runtime.js';

/**
 * The compare-bench action: the CLI's comparison, plus the baseline from the Actions cache (saved per suite, runner
 * label and commit; restored for the nearest ancestor), the job summary, one PR comment per suite updated in place,
 * an SVG chart file, and the `verdict`/`json` outputs. The step fails when the verdict meets `fail-on`.
 */

/** The options module's keys, read as the runner gives them (text); parseCompareBenchOptions holds every rule. */
const shared = {
  baseline: inputs.lines(),
  candidate: inputs.lines(),
  format: inputs.optionalString(),
  direction: inputs.optionalString(),
  'min-effect': inputs.optionalString(),
  alpha: inputs.optionalString(),
  'fail-on': inputs.optionalString(),
  'aa-baseline': inputs.lines(),
  'noise-multiplier': inputs.optionalString(),
  'upstream-baseline': inputs.lines(),
  'upstream-candidate': inputs.lines(),
  'allow-env-mismatch': inputs.optionalString(),
  'self-test': inputs.optionalString(),
  'allow-underpowered': inputs.optionalString(),
  metric: inputs.optionalString(),
  utest: inputs.optionalString(),
  'max-undecided': inputs.optionalString(),
  'on-missing': inputs.optionalString(),
  suite: inputs.optionalString(),
  svg: inputs.optionalString(),
  markdown: inputs.optionalString(),
};

export const compareBenchInputs = {
  ...shared,
  'baseline-cache': z.enum(['none', 'restore', 'save', 'restore-and-save']).default('none'),
  'runner-label': inputs.optionalString(),
  'base-sha': inputs.optionalString(),
  comment: inputs.boolean(true),
  'check-run': inputs.boolean(false),
  'pr-number': inputs.number({ min: 1, int: true }).optional(),
  'github-token': inputs.optionalString(),
};

/** The action's face, its relative paths and globs starting in the workspace (`workdir`: the runner's, or a test's). */
function actionFace(workdir: string): OptionFace {
  return actionOptionFace({}, { GITHUB_WORKSPACE: workdir });
}

/** Inputs → the options module's raw object: the input names are the kebab-case of its keys. */
function rawOptions(i: Inputs): CompareBenchOptions {
  const raw: Record<string, unknown> = { noBaseline: 'skip' };
  for (const key of Object.keys(shared) as (keyof typeof shared)[]) {
    const value = i[key];
    if (value === undefined) continue;
    raw[key.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return raw as CompareBenchOptions;
}

type Inputs = ReturnType<typeof readActionInputs<typeof compareBenchInputs>>;

export interface CompareBenchActionDeps {
  cache: CacheModule;
  /** Where cache paths are relative to; the runner's working directory. */
  workdir: string;
  createClient: (token: string, io: ActionIO) => GitHubClient;
}

function defaultDeps(): CompareBenchActionDeps {
  return {
    cache: actionsCache,
    workdir: process.cwd(),
    createClient: (token, io) => createGitHubClient({ token, baseUrl: apiUrlFromEnv(io.env), logger: io.logger }),
  };
}

export async function run(io?: ActionIO, overrides: Partial<CompareBenchActionDeps> = {}): Promise<void> {
  await runAction((io) => compareBenchAction(io, { ...defaultDeps(), ...overrides }), io);
}

interface EventInfo {
  prNumber?: number;
  baseSha?: string;
  headSha?: string;
}

async function readEvent(io: ActionIO): Promise<EventInfo> {
  const path = io.env.GITHUB_EVENT_PATH;
  if (!path) return {};
  try {
    const payload = JSON.parse(await readFile(path, 'utf8')) as {
      pull_request?: { number?: unknown; base?: { sha?: unknown }; head?: { sha?: unknown } };
    };
    const pr = payload.pull_request;
    return {
      ...(typeof pr?.number === 'number' ? { prNumber: pr.number } : {}),
      ...(typeof pr?.base?.sha === 'string' ? { baseSha: pr.base.sha } : {}),
      ...(typeof pr?.head?.sha === 'string' ? { headSha: pr.head.sha } : {}),
    };
  } catch {
    return {};
  }
}

function runnerLabel(i: Inputs, io: ActionIO): string {
  const explicit = i['runner-label'] || io.env.UPSTREAM_INGEST_RUNNER_LABEL?.trim();
  if (explicit) return explicit;
  const os = io.env.RUNNER_OS?.trim();
  const arch = io.env.RUNNER_ARCH?.trim();
  return os && arch ? `${os}-${arch}`.toLowerCase() : 'default';
}

/** The commits whose baseline would do, nearest first: the PR base (or the pushed commit's parents) and its ancestors. */
async function baselineCommits(i: Inputs, io: ActionIO, event: EventInfo, workdir: string): Promise<string[]> {
  const git = createGitRunner(workdir);
  const base = i['base-sha'] || event.baseSha;
  if (base) return ancestorCommits(git, base);
  const head = io.env.GITHUB_SHA;
  if (!head) return [];
  return (await ancestorCommits(git, head, 10)).filter((c) => c !== head);
}

export async function compareBenchAction(io: ActionIO, deps: CompareBenchActionDeps): Promise<void> {
  const i = readActionInputs(io, compareBenchInputs);
  if (i['github-token']) io.setSecret(i['github-token']);
  const options = await parseCompareBenchOptions(rawOptions(i), actionFace(deps.workdir));
  const { settings } = options;
  const event = await readEvent(io);
  const label = runnerLabel(i, io);
  const suite = settings.suite;
  const cacheOptions = { workdir: deps.workdir, suite, runnerLabel: label, logger: io.logger };

  let baselineFiles = settings.files.baseline;
  let restored: RestoredBaseline | undefined;
  const wantsRestore = i['baseline-cache'] === 'restore' || i['baseline-cache'] === 'restore-and-save';
  if (baselineFiles.length === 0 && wantsRestore) {
    const ancestors = await baselineCommits(i, io, event, deps.workdir);
    restored = await restoreBaseline(deps.cache, { ...cacheOptions, ancestors });
    if (restored) {
      baselineFiles = restored.files;
      const where =
        restored.distance >= 0
          ? `${restored.distance} commit(s) before the base`
          : 'the newest of this suite and runner';
      io.logger.info(`baseline restored from the cache: ${restored.key} (${where})`);
    }
  }
  io.setOutput('baseline-source', restored ? `cache:${restored.commit}` : baselineFiles.length ? 'files' : 'none');

  if (baselineFiles.length === 0) {
    io.logger.warning(`no baseline for suite '${suite}' on runner '${label}': nothing compared`);
    io.setOutput('verdict', 'inconclusive');
    io.setOutput('gate-failed', 'false');
    io.setOutput('json', '');
    await io.appendSummary(`### Benchmarks \`${safeSuiteName(suite)}\`: no baseline yet\n\nNothing was compared.\n`);
  } else {
    const result = await runCompareBench(
      { ...settings, files: { ...settings.files, baseline: baselineFiles } },
      { logger: io.logger },
    );
    await publish(io, deps, i, options, result, event);
  }

  if (i['baseline-cache'] === 'save' || i['baseline-cache'] === 'restore-and-save') {
    const commit = io.env.GITHUB_SHA;
    if (!commit)
      throw new ConfigurationError('baseline-cache: saving needs GITHUB_SHA (the commit the results belong to)');
    const saved = await saveBaseline(deps.cache, { ...cacheOptions, commit, files: settings.files.candidate });
    io.setOutput('baseline-cache-key', saved.key);
    if (saved.saved) io.logger.info(`candidate results saved as the baseline for ${commit} (${saved.key})`);
  }
}

async function publish(
  io: ActionIO,
  deps: CompareBenchActionDeps,
  i: Inputs,
  options: CompareBenchParsedOptions,
  result: CompareBenchResult,
  event: EventInfo,
): Promise<void> {
  const temp = join(io.env.RUNNER_TEMP ?? io.env.TMPDIR ?? '/tmp', 'upstream-ingest');
  const safe = safeSuiteName(result.suite);
  const jsonFile = join(temp, `compare-bench-${safe}.json`);
  await writeTextFile(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
  const svgFile = options.svg ?? join(temp, `compare-bench-${safe}.svg`);
  await writeTextFile(svgFile, renderBenchSvg(result));
  const markdown = renderBenchMarkdown(result);
  if (options.markdown) await writeTextFile(options.markdown, markdown);

  io.setOutput('verdict', result.verdict);
  io.setOutput('gate-failed', String(result.gateFailed));
  io.setOutput('geomean-ratio', result.geomeanRatio === null ? '' : String(result.geomeanRatio));
  io.setOutput('json-file', jsonFile);
  io.setOutput('svg-file', svgFile);
  io.setOutput('json', outputJson(result, trimmedResult));
  await io.appendSummary(markdown);

  const prNumber = i['pr-number'] ?? event.prNumber;
  if (i.comment && prNumber !== undefined) await comment(io, deps, i, result.suite, prNumber, markdown);
  if (i['check-run']) await checkRun(io, deps, i, result, markdown, event);

  const selfTestFailed = result.selfTest !== null && !result.selfTest.passed;
  if (selfTestFailed) io.logger.warning('self-test failed: a synthetic 2× regression did not turn every benchmark red');
  if (result.gateFailed || selfTestFailed) {
    io.fail(
      result.gateFailed
        ? `benchmarks ${safe}: ${result.gateReasons.join('; ')}`
        : `benchmarks ${safe}: self-test failed (${result.selfTest!.detected}/${result.selfTest!.total} caught a 2× regression)`,
    );
  }
}

async function comment(
  io: ActionIO,
  deps: CompareBenchActionDeps,
  i: Inputs,
  suite: string,
  prNumber: number,
  markdown: string,
): Promise<void> {
  const token = i['github-token'] || io.env.GITHUB_TOKEN;
  const repository = io.env.GITHUB_REPOSITORY;
  if (!token || !repository) {
    io.logger.info('no github-token or GITHUB_REPOSITORY: PR comment skipped');
    return;
  }
  try {
    const client = deps.createClient(token, io);
    const done = await upsertCommentByMarker(
      client,
      parseRepo(repository, 'GITHUB_REPOSITORY'),
      prNumber,
      marker('compare-bench', safeSuiteName(suite)),
      markdown,
    );
    io.setOutput('comment-url', done.url);
    io.logger.info(`PR #${prNumber} comment ${done.action}: ${done.url}`);
  } catch (error) {
    // A fork's PR gets a read-only token: the comparison still stands, only the comment is missing.
    io.logger.warning(`PR comment not written: ${errorMessage(error)}`);
  }
}

/** The comparison as a check run on the PR head (or the pushed commit), so branch protection can require it. */
async function checkRun(
  io: ActionIO,
  deps: CompareBenchActionDeps,
  i: Inputs,
  result: CompareBenchResult,
  markdown: string,
  event: EventInfo,
): Promise<void> {
  const token = i['github-token'] || io.env.GITHUB_TOKEN;
  const repository = io.env.GITHUB_REPOSITORY;
  const headSha = event.headSha ?? io.env.GITHUB_SHA;
  if (!token || !repository || !headSha) {
    io.logger.warning('check-run: needs a github-token, GITHUB_REPOSITORY and the commit (GITHUB_SHA): not written');
    return;
  }
  const server = (io.env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  const runId = io.env.GITHUB_RUN_ID?.trim();
  const safe = safeSuiteName(result.suite);
  try {
    const done = await upsertCheckRun(deps.createClient(token, io), parseRepo(repository, 'GITHUB_REPOSITORY'), {
      name: `upstream-ingest / bench ${safe}`,
      headSha,
      conclusion: result.gateFailed ? 'failure' : 'success',
      title: `benchmarks ${safe}: ${result.verdict}${result.gateFailed ? ' (gate failed)' : ''}`,
      summary: markdown,
      externalId: `compare-bench:${safe}`,
      ...(runId ? { detailsUrl: `${server}/${repository}/actions/runs/${runId}` } : {}),
    });
    io.setOutput('check-run-url', done.url);
  } catch (error) {
    // Like the comment: a read-only token (a fork's PR) loses the check run, not the comparison.
    io.logger.warning(`check run not written (needs checks: write): ${errorMessage(error)}`);
  }
}

/** What the `json` output carries when the whole result would crowd GITHUB_OUTPUT: the benchmarks that changed. */
function trimmedResult(result: CompareBenchResult): CompareBenchResult {
  return {
    ...result,
    benchmarks: result.benchmarks.filter((b) => b.status !== 'unchanged').slice(0, 500),
    notes: [...result.notes, 'benchmarks truncated in this output; see json-file'],
  };
}
