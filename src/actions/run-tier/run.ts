import * as core from '@actions/core';
import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { createGitHubClient, parseRepo } from '../../adapters/github/client.js';
import { stripControl } from '../../domain/neutralize.js';
import { renderTierMarkdown } from '../../domain/tier/summary-markdown.js';
import { TierNameSchema } from '../../schemas/tier-config.js';
import type { TierResult } from '../../schemas/tier-result.js';
import { createGitHubIssueSink, defaultTierDeps, loadTierConfig, runTier, type TierDeps } from '../../services/tier.js';
import { ConfigurationError } from '../../shared/errors.js';
import { inputs, readActionInputs, runAction, type ActionIO } from '../runtime.js';

/**
 * The run-tier action: the `tier` CLI command as a step, plus the job summary, annotations on failing tests and, in
 * trunk mode (`file-issues`), one issue per failing test.
 */

export const runTierInputs = {
  config: inputs.string(),
  tier: TierNameSchema,
  repo: inputs.string(),
  'changed-from': inputs.optionalString(),
  'runner-label': inputs.optionalString(),
  inventory: inputs.optionalString(),
  'junit-out': inputs.optionalString(),
  'file-issues': inputs.boolean(false),
  token: inputs.optionalString(),
  repository: inputs.optionalString(),
  'issue-labels': inputs.lines(),
  'close-after-passes': inputs.number({ min: 1, int: true }).optional(),
  'max-new-issues': inputs.number({ min: 0, int: true }).optional(),
  'fail-on-verdict': inputs.boolean(true),
};

/** Where annotations go (the runner log's ::error commands); tests record them instead. */
export interface Annotator {
  error(message: string, properties: { title: string; file?: string; startLine?: number }): void;
}

const coreAnnotator: Annotator = { error: (message, properties) => core.error(message, properties) };

const MAX_JSON_OUTPUT = 512 * 1024;
const MAX_ANNOTATIONS = 10;

export async function run(
  io?: ActionIO,
  annotator: Annotator = coreAnnotator,
  depsOverride?: Partial<TierDeps>,
): Promise<void> {
  await runAction(async (io) => {
    const i = readActionInputs(io, runTierInputs);
    if (i.token) io.setSecret(i.token);
    // No runner variable lists the job's labels, so the label comes from the input or from an env the workflow sets.
    const runnerLabel = i['runner-label'] || io.env.UPSTREAM_INGEST_RUNNER_LABEL?.trim() || null;
    if (!runnerLabel)
      io.logger.info('no runner-label: the inventory is kept under "(no label)" and no GPU is expected');
    const config = await loadTierConfig(resolve(i.repo, i.config));
    const deps: TierDeps = { ...defaultTierDeps(io.logger, io.env), ...runIdentity(io.env), ...depsOverride };
    if (i['file-issues'] && !deps.issueSink) deps.issueSink = issueSink(io, i);
    const result = await runTier(
      {
        configPath: resolve(i.repo, i.config),
        config,
        tier: i.tier,
        repoDir: i.repo,
        runnerLabel,
        ...(i['changed-from'] ? { changedFrom: i['changed-from'] } : {}),
        ...(i.inventory ? { inventoryPath: resolve(i.repo, i.inventory) } : {}),
        ...(i['junit-out'] ? { junitOut: resolve(i.repo, i['junit-out']) } : {}),
      },
      deps,
    );
    io.setOutput('verdict', result.verdict);
    io.setOutput('json', outputJson(result));
    io.setOutput('json-file', await writeResultFile(io, result));
    io.setOutput('failures', String(result.failures.length + result.failuresOmitted));
    io.setOutput('anomalies', String(result.anomalies.filter((a) => a.severity === 'error').length));
    annotate(result, i.repo, io.env.GITHUB_WORKSPACE, annotator);
    await io.appendSummary(renderTierMarkdown(result));
    if (result.verdict !== 'pass' && i['fail-on-verdict'])
      io.fail(`tier ${result.tier}: ${result.verdict} — ${result.verdictReason}`);
  }, io);
}

function runIdentity(env: NodeJS.ProcessEnv): Pick<TierDeps, 'run'> {
  const id = env.GITHUB_RUN_ID?.trim() || null;
  const server = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  const url = id && env.GITHUB_REPOSITORY ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${id}` : null;
  return { run: { id, url } };
}

function issueSink(io: ActionIO, i: ReturnType<typeof readActionInputs<typeof runTierInputs>>): TierDeps['issueSink'] {
  const repository = i.repository || io.env.GITHUB_REPOSITORY;
  if (!repository) throw new ConfigurationError("input 'repository': required with file-issues (or GITHUB_REPOSITORY)");
  const client = createGitHubClient({
    token: i.token ?? '',
    logger: io.logger,
    baseUrl: io.env.GITHUB_API_URL || undefined,
  });
  return createGitHubIssueSink({
    client,
    repo: parseRepo(repository),
    labels: i['issue-labels'].length ? i['issue-labels'] : ['upstream-ingest:tier-failure'],
    closeAfterPasses: i['close-after-passes'] ?? 3,
    maxNewIssues: i['max-new-issues'] ?? 10,
    logger: io.logger,
  });
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

/** The whole result in a file; the output carries it unless it would crowd GITHUB_OUTPUT (then a trimmed copy). */
function outputJson(result: TierResult): string {
  const full = JSON.stringify(result);
  if (full.length <= MAX_JSON_OUTPUT) return full;
  return JSON.stringify({
    ...result,
    harnesses: result.harnesses.map((h) => ({ ...h, outputTail: h.outputTail.slice(-2000) })),
    failures: result.failures.slice(0, 100),
    failuresOmitted: result.failuresOmitted + Math.max(0, result.failures.length - 100),
    clusters: result.clusters
      .slice(0, 50)
      .map((c) => ({ ...c, tests: c.tests.slice(0, 10), example: c.example.slice(0, 500) })),
    flaky: result.flaky.slice(0, 100),
  });
}

async function writeResultFile(io: ActionIO, result: TierResult): Promise<string> {
  const dir = join(io.env.RUNNER_TEMP ?? io.env.TMPDIR ?? '/tmp', 'upstream-ingest');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `tier-${result.tier}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
