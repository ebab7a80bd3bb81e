import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { parseUpstreamLocation } from '../../adapters/git/fetch-upstream.js';
import { createGitRunner, tokenAuthEnv } from '../../adapters/git/git-runner.js';
import { renderLagSummary } from '../../domain/ledger/lag-summary.js';
import type { LagReport } from '../../schemas/lag-report.js';
import { runReportLag } from '../../services/report-lag.js';
import { inputs, readActionInputs, runAction, type ActionIO } from '../runtime.js';
import { outputJson } from '../json-output.js';

export const reportLagInputs = {
  'upstream-repository': inputs.string(),
  'upstream-ref': inputs.string(),
  'fork-ref': inputs.string(),
  trailers: inputs.lines(),
  config: inputs.optionalString(),
  ledger: inputs.optionalString(),
  'slo-days': inputs.number({ min: 0 }).optional(),
  token: inputs.optionalString(),
  'upstream-token': inputs.optionalString(),
  history: inputs.boolean(true),
  'state-branch': inputs.string(),
  'history-file': inputs.string(),
  'chart-file': inputs.string(),
  remote: inputs.string(),
  path: inputs.string(),
  now: z.iso.datetime({ offset: true, message: 'expected an ISO 8601 date-time' }).optional(),
};

export async function run(io?: ActionIO): Promise<void> {
  await runAction(async (io) => {
    const i = readActionInputs(io, reportLagInputs);
    for (const t of [i.token, i['upstream-token']]) if (t) io.setSecret(t);
    const serverUrl = io.env.GITHUB_SERVER_URL ?? 'https://github.com';
    const upstream = parseUpstreamLocation(i['upstream-repository'], serverUrl);
    const git = createGitRunner(i.path);
    const result = await runReportLag(
      {
        upstream,
        upstreamRef: i['upstream-ref'],
        fetch: true,
        forkRef: i['fork-ref'],
        extraTrailerKeys: i.trailers,
        now: i.now ? new Date(i.now) : new Date(),
        ...(i.ledger ? { ledgerPath: i.ledger } : {}),
        ...(i.config ? { configPath: i.config } : {}),
        ...(i['slo-days'] !== undefined ? { sloDays: i['slo-days'] } : {}),
        ...(i.history
          ? {
              history: { branch: i['state-branch'], remote: i.remote, file: i['history-file'], chart: i['chart-file'] },
            }
          : {}),
      },
      {
        git,
        logger: io.logger,
        ...(i['upstream-token'] && upstream.url.startsWith('https://')
          ? { fetchAuthEnv: tokenAuthEnv(i['upstream-token'], new URL(upstream.url).origin) }
          : {}),
        ...(i.token ? { pushAuthEnv: tokenAuthEnv(i.token, serverUrl) } : {}),
      },
    );
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
      io.logger.warning(`Lag SLO exceeded: ${report.daysBehind} days behind (SLO ${i['slo-days']} days)`);
    const repo = io.env.GITHUB_REPOSITORY;
    const chartUrl =
      i.history && repo
        ? `${serverUrl}/${repo}/blob/${encodeURI(i['state-branch'])}/${encodeURI(i['chart-file'])}`
        : undefined;
    await io.appendSummary(
      renderLagSummary(report, {
        ...(upstream.webUrl ? { upstreamWebUrl: upstream.webUrl } : {}),
        ...(upstream.repository ? { upstreamRepo: upstream.repository } : {}),
        ...(i['slo-days'] !== undefined ? { sloDays: i['slo-days'] } : {}),
        ...(chartUrl ? { chartUrl } : {}),
        ...(result.history
          ? {
              historyNote: result.history.appended
                ? `History: ${result.history.records} records on \`${i['state-branch']}\`.`
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
