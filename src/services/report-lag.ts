import { isAbsolute, resolve } from 'node:path';
import { loadLedgerFile } from '../adapters/files/ledger-file.js';
import { fetchUpstream, type UpstreamLocation } from '../adapters/git/fetch-upstream.js';
import type { GitRunner } from '../adapters/git/git-runner.js';
import { updateStateBranch } from '../adapters/git/state-branch.js';
import { renderLagChart } from '../domain/charts/lag-chart.js';
import { appendHistory, historyRecord, parseHistory } from '../domain/ledger/lag-history.js';
import type { LagReport } from '../schemas/lag-report.js';
import type { Logger } from '../shared/logger.js';
import { runLag } from './lag.js';

export interface HistorySettings {
  branch: string;
  /** Remote to push the state branch to; local branch only when absent. */
  remote?: string;
  file: string;
  chart: string;
}

export interface ReportLagSettings {
  upstream: UpstreamLocation;
  upstreamRef: string;
  /** Fetch upstream first (the action does; the CLI works on refs already present). */
  fetch: boolean;
  forkRef: string;
  extraTrailerKeys: string[];
  ledgerPath?: string;
  sloDays?: number;
  history?: HistorySettings;
  now: Date;
}

export interface ReportLagDeps {
  git: GitRunner;
  logger: Logger;
  fetchAuthEnv?: Record<string, string>;
  pushAuthEnv?: Record<string, string>;
}

export interface ReportLagResult {
  report: LagReport;
  sloExceeded: boolean;
  history?: { appended: boolean; commit?: string; records: number };
}

export async function runReportLag(settings: ReportLagSettings, deps: ReportLagDeps): Promise<ReportLagResult> {
  const { git, logger } = deps;
  const upstreamRef = settings.fetch
    ? await fetchUpstream(git, {
        url: settings.upstream.url,
        ref: settings.upstreamRef,
        logger,
        ...(deps.fetchAuthEnv ? { authEnv: deps.fetchAuthEnv } : {}),
      })
    : settings.upstreamRef;
  const ledgerPath =
    settings.ledgerPath &&
    (isAbsolute(settings.ledgerPath) ? settings.ledgerPath : resolve(git.cwd, settings.ledgerPath));
  const ledger = ledgerPath ? await loadLedgerFile(ledgerPath) : undefined;
  const report = await runLag(
    {
      upstream: upstreamRef,
      fork: settings.forkRef,
      now: settings.now,
      extraTrailerKeys: settings.extraTrailerKeys,
      ...(ledger ? { ledger, ledgerSource: settings.ledgerPath } : {}),
    },
    { git, logger },
  );
  const sloExceeded = settings.sloDays !== undefined && report.daysBehind > settings.sloDays;
  const result: ReportLagResult = { report, sloExceeded };
  if (settings.history) result.history = await recordHistory(git, settings.history, report, deps);
  return result;
}

async function recordHistory(git: GitRunner, history: HistorySettings, report: LagReport, deps: ReportLagDeps) {
  const record = historyRecord(report);
  let appended = false;
  let records = 0;
  const outcome = await updateStateBranch(
    git,
    {
      branch: history.branch,
      logger: deps.logger,
      ...(history.remote ? { remote: history.remote } : {}),
      ...(deps.pushAuthEnv ? { authEnv: deps.pushAuthEnv } : {}),
    },
    (read) => {
      const next = appendHistory(read(history.file) ?? '', record);
      appended = next.appended;
      const parsed = parseHistory(next.text).records;
      records = parsed.length;
      if (!next.appended) return undefined;
      const chart = renderLagChart(
        parsed.map((r) => ({ at: r.recordedAt, daysBehind: r.daysBehind, backlog: r.backlog })),
      );
      return {
        files: { [history.file]: next.text, [history.chart]: chart },
        message: `upstream-ingest: lag ${report.daysBehind} days, backlog ${report.backlog}\n\nupstream ${report.upstream.sha}\nfork ${report.fork.sha}\n`,
      };
    },
  );
  deps.logger.info(
    appended
      ? `History: recorded on ${history.branch} (${records} records)`
      : `History: this upstream/fork pair is already recorded`,
  );
  return { appended, records, ...(outcome.commit ? { commit: outcome.commit } : {}) };
}
