import * as actionsCache from '@actions/cache';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeTextFile } from '../../adapters/bench-files.js';
import {
  ancestorCommits,
  restoreBaseline,
  saveBaseline,
  type CacheModule,
  type RestoredBaseline,
} from '../../adapters/cache/bench-baseline.js';
import { createGitRunner } from '../../adapters/git/git-runner.js';
import { apiUrlFromEnv, createGitHubClient, parseRepo, type GitHubClient } from '../../adapters/github/client.js';
import { marker, upsertCommentByMarker } from '../../adapters/github/issues.js';
import { DEFAULT_COMPARE_SETTINGS } from '../../domain/bench/compare.js';
import { renderBenchMarkdown, safeSuiteName } from '../../domain/bench/render-markdown.js';
import { renderBenchSvg } from '../../domain/bench/render-svg.js';
import { BENCH_FORMATS } from '../../domain/bench/types.js';
import { FailOnSchema, type CompareBenchResult } from '../../schemas/bench.js';
import { runCompareBench } from '../../services/compare-bench.js';
import { ConfigurationError, errorMessage } from '../../shared/errors.js';
import { inputs, readActionInputs, runAction, type ActionIO } from '../runtime.js';

/**
 * The compare-bench action: the CLI's comparison, plus the baseline from the Actions cache (saved per suite, runner
 * label and commit; restored for the nearest ancestor), the job summary, one PR comment per suite updated in place,
 * an SVG chart file, and the `verdict`/`json` outputs. The step fails when the verdict meets `fail-on`.
 */

const decimal = (check: (n: number) => boolean, message: string) =>
  inputs.number({ min: 0 }).refine(check, message).optional();

export const compareBenchInputs = {
  baseline: inputs.lines(),
  candidate: inputs.lines().refine((l) => l.length > 0, 'expected at least one result file'),
  format: z.enum(['auto', ...BENCH_FORMATS]).default('auto'),
  direction: z.enum(['smaller', 'bigger']).optional(),
  'min-effect': decimal((n) => n < 1, 'expected a number between 0 and 1'),
  alpha: decimal((n) => n > 0 && n <= 0.5, 'expected a number in (0, 0.5]'),
  'fail-on': FailOnSchema.default('regressed'),
  'aa-baseline': inputs.lines(),
  'noise-multiplier': decimal((n) => n > 0, 'expected a positive number'),
  'upstream-baseline': inputs.lines(),
  'upstream-candidate': inputs.lines(),
  'allow-env-mismatch': z
    .string()
    .regex(/^(true|false|[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*)$/, "expected 'true', 'false' or KEY[,KEY…]")
    .default('false'),
  'self-test': inputs.boolean(false),
  suite: z.string().min(1).max(100).default('default'),
  'baseline-cache': z.enum(['none', 'restore', 'save', 'restore-and-save']).default('none'),
  'runner-label': inputs.optionalString(),
  'base-sha': inputs.optionalString(),
  svg: inputs.optionalString(),
  markdown: inputs.optionalString(),
  comment: inputs.boolean(true),
  'pr-number': inputs.number({ min: 1, int: true }).optional(),
  'github-token': inputs.optionalString(),
};

type Inputs = ReturnType<typeof readActionInputs<typeof compareBenchInputs>>;

export interface CompareBenchActionDeps {
  cache: CacheModule;
  /** Where cache paths are relative to; the runner's working directory. */
  workdir: string;
  createClient: (token: string, io: ActionIO) => GitHubClient;
}

const MAX_JSON_OUTPUT = 512 * 1024;

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
}

async function readEvent(io: ActionIO): Promise<EventInfo> {
  const path = io.env.GITHUB_EVENT_PATH;
  if (!path) return {};
  try {
    const payload = JSON.parse(await readFile(path, 'utf8')) as {
      pull_request?: { number?: unknown; base?: { sha?: unknown } };
    };
    const pr = payload.pull_request;
    return {
      ...(typeof pr?.number === 'number' ? { prNumber: pr.number } : {}),
      ...(typeof pr?.base?.sha === 'string' ? { baseSha: pr.base.sha } : {}),
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
  const event = await readEvent(io);
  const label = runnerLabel(i, io);
  const suite = i.suite;
  const cacheOptions = { workdir: deps.workdir, suite, runnerLabel: label, logger: io.logger };

  let baselineFiles = i.baseline;
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
      {
        ...DEFAULT_COMPARE_SETTINGS,
        suite,
        ...(i['min-effect'] !== undefined ? { minEffect: i['min-effect'] } : {}),
        ...(i.alpha !== undefined ? { alpha: i.alpha } : {}),
        ...(i['noise-multiplier'] !== undefined ? { noiseMultiplier: i['noise-multiplier'] } : {}),
        failOn: i['fail-on'],
        allowEnvMismatch: allowList(i['allow-env-mismatch']),
        selfTest: i['self-test'],
        format: i.format,
        ...(i.direction ? { direction: i.direction } : {}),
        files: {
          baseline: baselineFiles,
          candidate: i.candidate,
          aaBaseline: i['aa-baseline'],
          upstreamBaseline: i['upstream-baseline'],
          upstreamCandidate: i['upstream-candidate'],
        },
      },
      { logger: io.logger },
    );
    await publish(io, deps, i, result, event);
  }

  if (i['baseline-cache'] === 'save' || i['baseline-cache'] === 'restore-and-save') {
    const commit = io.env.GITHUB_SHA;
    if (!commit)
      throw new ConfigurationError('baseline-cache: saving needs GITHUB_SHA (the commit the results belong to)');
    const saved = await saveBaseline(deps.cache, { ...cacheOptions, commit, files: i.candidate });
    io.setOutput('baseline-cache-key', saved.key);
    if (saved.saved) io.logger.info(`candidate results saved as the baseline for ${commit} (${saved.key})`);
  }
}

function allowList(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',');
}

async function publish(
  io: ActionIO,
  deps: CompareBenchActionDeps,
  i: Inputs,
  result: CompareBenchResult,
  event: EventInfo,
): Promise<void> {
  const temp = join(io.env.RUNNER_TEMP ?? io.env.TMPDIR ?? '/tmp', 'upstream-ingest');
  const safe = safeSuiteName(result.suite);
  const jsonFile = join(temp, `compare-bench-${safe}.json`);
  await writeTextFile(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
  const svgFile = i.svg || join(temp, `compare-bench-${safe}.svg`);
  await writeTextFile(svgFile, renderBenchSvg(result));
  const markdown = renderBenchMarkdown(result);
  if (i.markdown) await writeTextFile(i.markdown, markdown);

  io.setOutput('verdict', result.verdict);
  io.setOutput('gate-failed', String(result.gateFailed));
  io.setOutput('geomean-ratio', result.geomeanRatio === null ? '' : String(result.geomeanRatio));
  io.setOutput('json-file', jsonFile);
  io.setOutput('svg-file', svgFile);
  io.setOutput('json', outputJson(result));
  await io.appendSummary(markdown);

  const prNumber = i['pr-number'] ?? event.prNumber;
  if (i.comment && prNumber !== undefined) await comment(io, deps, i, result.suite, prNumber, markdown);

  const selfTestFailed = result.selfTest !== null && !result.selfTest.passed;
  if (selfTestFailed) io.logger.warning('self-test failed: a synthetic 2× regression did not turn every benchmark red');
  if (result.gateFailed || selfTestFailed) {
    io.fail(
      result.gateFailed
        ? `benchmarks ${safe}: verdict ${result.verdict} (fails on ${result.failOn})`
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

function outputJson(result: CompareBenchResult): string {
  const full = JSON.stringify(result);
  if (full.length <= MAX_JSON_OUTPUT) return full;
  const interesting = result.benchmarks.filter((b) => b.status !== 'unchanged').slice(0, 500);
  return JSON.stringify({
    ...result,
    benchmarks: interesting,
    notes: [...result.notes, 'benchmarks truncated in this output; see json-file'],
  });
}
