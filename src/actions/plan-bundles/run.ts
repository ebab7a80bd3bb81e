import { join } from 'node:path';
import { writePlanOutputFile } from '../../adapters/files/plan-output-file.js';
import { fetchUpstream } from '../../adapters/git/remote/fetch-upstream.js';
import { createGitRunner, tokenAuthEnv } from '../../adapters/git/run/git-runner.js';
import { createGitHubClient } from '../../adapters/github/client.js';
import { GitHubUpstreamCiSource } from '../../adapters/github/upstream-ci-source.js';
import { ConfigurationError } from '../../shared/errors.js';
import { planMatrix, renderPlanSummary } from '../../domain/plan/plan-render.js';
import { PlanCacheFile } from '../../adapters/cache/plan-cache.js';
import { actionOptionFace } from '../../shared/options-face.js';
import { parsePlanOptions, PLAN_OPTION_KEYS, type PlanOptions } from '../../services/plan/options.js';
import { runPlan } from '../../services/plan/plan.js';
import { inputs, readActionInputs, runAction, type ActionIO } from '../runtime.js';
import { readRawOptions } from '../raw-options.js';

/** The input of each plan option whose input is not the kebab-case of its key; the rest is the parser's. */
const NAMES = {
  repo: 'path',
  upstream: 'upstream-ref',
  fork: 'fork-ref',
  out: 'plan-file',
  cache: 'cache-file',
} as const;

export async function run(io?: ActionIO): Promise<void> {
  await runAction(async (io) => {
    const tokens = readActionInputs(io, { 'upstream-token': inputs.optionalString(), token: inputs.optionalString() });
    for (const t of [tokens['upstream-token'], tokens.token]) if (t) io.setSecret(t);
    const serverUrl = io.env.GITHUB_SERVER_URL ?? 'https://github.com';
    const raw: PlanOptions = { upstream: '', fork: '', ...readRawOptions(io, PLAN_OPTION_KEYS, NAMES) };
    const o = await parsePlanOptions(raw, { face: actionOptionFace(NAMES, io.env), serverUrl });
    const git = createGitRunner(o.repo);
    const { upstream } = o;
    const upstreamToken = tokens['upstream-token'];
    // merge-tree reads file contents, so upstream is fetched with its blobs.
    const upstreamRef = upstream
      ? await fetchUpstream(git, {
          url: upstream.url,
          ref: o.settings.upstream,
          blobless: false,
          logger: io.logger,
          ...(upstreamToken && upstream.url.startsWith('https://')
            ? { authEnv: tokenAuthEnv(upstreamToken, new URL(upstream.url).origin) }
            : {}),
        })
      : o.settings.upstream;
    const ci = o.upstreamCi ? upstreamCiSource(o.upstreamCi, upstreamToken || tokens.token, io) : undefined;
    const cache = o.cachePath ? await PlanCacheFile.load(o.cachePath, io.logger) : undefined;
    const plan = await runPlan(
      { ...o.settings, upstream: upstreamRef },
      { git, logger: io.logger, ...(ci ? { ci } : {}), ...(cache ? { cache } : {}) },
    );
    // The plan is the action's output: without plan-file it goes to the runner's temp folder.
    const file = o.out ?? join(io.env.RUNNER_TEMP ?? io.env.TMPDIR ?? '/tmp', 'upstream-ingest', 'plan.json');
    await writePlanOutputFile(file, `${JSON.stringify(plan, null, 2)}\n`, "input 'plan-file'");
    io.setOutput('plan', file);
    io.setOutput('matrix', JSON.stringify(planMatrix(plan)));
    io.setOutput('pending', String(plan.pending.length));
    io.setOutput('bundles', String(plan.bundles.length));
    io.setOutput('held', String(plan.held.length));
    await io.appendSummary(
      renderPlanSummary(plan, {
        ...(upstream?.webUrl ? { upstreamWebUrl: upstream.webUrl } : {}),
        ...(upstream?.repository ? { upstreamRepo: upstream.repository } : {}),
        serverUrl,
      }),
    );
  }, io);
}

/** The upstream CI gate reads the upstream repository's check runs and statuses with the upstream or the job token. */
function upstreamCiSource(
  repository: { owner: string; repo: string },
  token: string | undefined,
  io: ActionIO,
): GitHubUpstreamCiSource {
  if (!token)
    throw new ConfigurationError("input 'upstream-ci': needs 'token' (or 'upstream-token') to read upstream CI");
  return new GitHubUpstreamCiSource(createGitHubClient({ token, logger: io.logger }), repository);
}
