import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { loadLedgerFile } from '../../adapters/files/ledger-file.js';
import { loadPlanConfigFile } from '../../adapters/files/plan-config-file.js';
import { fetchUpstream, parseUpstreamLocation } from '../../adapters/git/fetch-upstream.js';
import { createGitRunner, tokenAuthEnv } from '../../adapters/git/git-runner.js';
import { createGitHubClient } from '../../adapters/github/client.js';
import { GitHubUpstreamCiSource } from '../../adapters/github/upstream-ci-source.js';
import { ConfigurationError } from '../../shared/errors.js';
import { planMatrix, renderPlanSummary } from '../../domain/plan/plan-render.js';
import { DEFAULT_PLAN_CONFIG } from '../../schemas/plan-config.js';
import { PlanCacheFile } from '../../adapters/cache/plan-cache.js';
import { runPlan } from '../../services/plan.js';
import { inputs, readActionInputs, runAction, type ActionIO } from '../runtime.js';

export const planBundlesInputs = {
  'upstream-repository': inputs.optionalString(),
  'upstream-ref': inputs.string(),
  'fork-ref': inputs.string(),
  config: inputs.optionalString(),
  ledger: inputs.optionalString(),
  trailers: inputs.lines(),
  limit: inputs.number({ min: 1, int: true }).optional(),
  'max-bundle-size': inputs.number({ min: 1, int: true }).optional(),
  'plan-file': inputs.optionalString(),
  'cache-file': inputs.optionalString(),
  'upstream-token': inputs.optionalString(),
  'upstream-ci': inputs.boolean(false),
  token: inputs.optionalString(),
  path: inputs.string(),
};

export async function run(io?: ActionIO): Promise<void> {
  await runAction(async (io) => {
    const i = readActionInputs(io, planBundlesInputs);
    for (const t of [i['upstream-token'], i.token]) if (t) io.setSecret(t);
    const git = createGitRunner(i.path);
    const inRepo = (p: string) => (isAbsolute(p) ? p : resolve(i.path, p));
    const serverUrl = io.env.GITHUB_SERVER_URL ?? 'https://github.com';
    const upstream = i['upstream-repository'] ? parseUpstreamLocation(i['upstream-repository'], serverUrl) : undefined;
    // merge-tree reads file contents, so upstream is fetched with its blobs.
    const upstreamRef = upstream
      ? await fetchUpstream(git, {
          url: upstream.url,
          ref: i['upstream-ref'],
          blobless: false,
          logger: io.logger,
          ...(i['upstream-token'] && upstream.url.startsWith('https://')
            ? { authEnv: tokenAuthEnv(i['upstream-token'], new URL(upstream.url).origin) }
            : {}),
        })
      : i['upstream-ref'];
    const config = i.config ? await loadPlanConfigFile(inRepo(i.config)) : DEFAULT_PLAN_CONFIG;
    const ledgerPath = i.ledger ?? config.ledger;
    const ledger = ledgerPath ? await loadLedgerFile(inRepo(ledgerPath)) : undefined;
    const ci = upstreamCiSource(i, upstream?.repository, io);
    const plan = await runPlan(
      {
        upstream: upstreamRef,
        fork: i['fork-ref'],
        extraTrailerKeys: [...config.trailers, ...i.trailers],
        provenanceRules: config.provenanceRules,
        notApplicable: config.notApplicable,
        ...(ledger ? { ledger, ledgerSource: ledgerPath } : {}),
        config: { ...config, maxBundleSize: i['max-bundle-size'] ?? config.maxBundleSize },
        ...(i.limit !== undefined ? { limit: i.limit } : {}),
        now: new Date(),
      },
      {
        git,
        logger: io.logger,
        ...(ci ? { ci } : {}),
        ...(i['cache-file'] ? { cache: await PlanCacheFile.load(inRepo(i['cache-file']), io.logger) } : {}),
      },
    );
    const file = i['plan-file']
      ? inRepo(i['plan-file'])
      : join(io.env.RUNNER_TEMP ?? io.env.TMPDIR ?? '/tmp', 'upstream-ingest', 'plan.json');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(plan, null, 2)}\n`);
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
  i: { 'upstream-ci': boolean; 'upstream-token'?: string | undefined; token?: string | undefined },
  repository: string | undefined,
  io: ActionIO,
): GitHubUpstreamCiSource | undefined {
  if (!i['upstream-ci']) return undefined;
  if (!repository) {
    throw new ConfigurationError(
      "input 'upstream-ci': needs 'upstream-repository' as owner/name on this GitHub server",
    );
  }
  const token = i['upstream-token'] || i.token;
  if (!token)
    throw new ConfigurationError("input 'upstream-ci': needs 'token' (or 'upstream-token') to read upstream CI");
  const [owner = '', repo = ''] = repository.split('/');
  return new GitHubUpstreamCiSource(createGitHubClient({ token, logger: io.logger }), { owner, repo });
}
