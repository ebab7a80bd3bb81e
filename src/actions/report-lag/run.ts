import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGitRunner, tokenAuthEnv } from '../../adapters/git/run/git-runner.js';
import { renderLagSummary } from '../../domain/ledger/lag-summary.js';
import type { LagReport } from '../../schemas/lag-report.js';
import { LAG_OPTION_KEYS, parseLagOptions, type LagOptions } from '../../services/lag/options.js';
import { actionOptionFace } from '../../shared/options-face.js';
import { runReportLag } from '../../services/lag/report-lag.js';
import { ConfigurationError } from '../../shared/errors.js';
import { inputs, readActionInputs, runAction, type ActionIO } from '../runtime.js';
import { outputJson } from '../json-output.js';
import { readRawOptions } from '../raw-options.js';

/** The input of each lag option whose input is not the kebab-case of its key; the rest is the parser's. */
const NAMES = { repo: 'path', upstream: 'upstream-ref', fork: 'fork-ref' } as const;
/** No cross-run cache here: it is trusted input, and a self-hosted runner's checkout may be shared with other jobs. */
const ACTION_KEYS = LAG_OPTION_KEYS.filter((key) => key !== 'cache');

export async function run(io?: ActionIO): Promise<void> {
  await runAction(async (io) => {
    const { token, 'upstream-token': upstreamToken } = readActionInputs(io, {
      token: inputs.optionalString(),
      'upstream-token': inputs.optionalString(),
    });
    for (const t of [token, upstreamToken]) if (t) io.setSecret(t);
    const serverUrl = io.env.GITHUB_SERVER_URL ?? 'https://github.com';
    const raw: LagOptions = { upstream: '', fork: '', ...readRawOptions(io, ACTION_KEYS, NAMES) };
    const { repo, settings, upstream } = await parseLagOptions(raw, {
      face: actionOptionFace(NAMES, io.env),
      serverUrl,
    });
    if (!upstream)
      throw new ConfigurationError("input 'upstream-repository': expected owner/name, an https URL or a path");
    const git = createGitRunner(repo);
    const result = await runReportLag(settings, {
      git,
      logger: io.logger,
      ...(upstreamToken && upstream.url.startsWith('https://')
        ? { fetchAuthEnv: tokenAuthEnv(upstreamToken, new URL(upstream.url).origin) }
        : {}),
      ...(token ? { pushAuthEnv: tokenAuthEnv(token, serverUrl) } : {}),
    });
    const { report } = result;
    io.setOutput('days-behind', String(report.daysBehind));
    io.setOutput('days-behind-tip', String(report.daysBehindTip));
    io.setOutput('unblocked', String(report.counts.unblocked));
    io.setOutput('frontier-days-behind', String(report.frontierDaysBehind));
    io.setOutput('backlog', String(report.backlog));
    io.setOutput('holes', String(report.holes));
    io.setOutput('contiguous-sha', report.contiguous?.sha ?? '');
    io.setOutput('frontier-sha', report.frontier?.sha ?? '');
    io.setOutput('slo-exceeded', String(result.sloExceeded));
    io.setOutput('history-commit', result.history?.commit ?? '');
    const jsonFile = await writeReportFile(io, report);
    io.setOutput('json-file', jsonFile);
    io.setOutput(
      'json',
      outputJson(report, (r) => ({ ...r, pending: r.pending.slice(0, 100), commits: [] })),
    );
    if (result.sloExceeded)
      io.logger.warning(`Lag SLO exceeded: ${report.daysBehind} days behind (SLO ${settings.sloDays} days)`);
    const fork = io.env.GITHUB_REPOSITORY;
    const chartUrl =
      settings.history && fork
        ? `${serverUrl}/${fork}/blob/${encodeURI(settings.history.branch)}/${encodeURI(settings.history.chart)}`
        : undefined;
    await io.appendSummary(
      renderLagSummary(report, {
        ...(upstream.webUrl ? { upstreamWebUrl: upstream.webUrl } : {}),
        ...(upstream.repository ? { upstreamRepo: upstream.repository } : {}),
        ...(settings.sloDays !== undefined ? { sloDays: settings.sloDays } : {}),
        ...(chartUrl ? { chartUrl } : {}),
        ...(result.history
          ? {
              historyNote: result.history.appended
                ? `History: ${result.history.records} records on \`${settings.history!.branch}\`.`
                : 'History: already recorded for this upstream/fork pair.',
            }
          : {}),
      }),
    );
  }, io);
}

/** The full report goes to a file; the output carries it whole unless it would crowd GITHUB_OUTPUT. */
async function writeReportFile(io: ActionIO, report: LagReport): Promise<string> {
  const dir = join(io.env.RUNNER_TEMP ?? io.env.TMPDIR ?? '/tmp', 'upstream-ingest');
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'lag-report.json');
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
