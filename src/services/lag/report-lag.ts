import { isAbsolute, resolve } from 'node:path';
import { loadLedgerFile } from '../../adapters/files/ledger-file.js';
import { loadPlanConfigFile } from '../../adapters/files/plan-config-file.js';
import { fetchUpstream, type UpstreamLocation } from '../../adapters/git/remote/fetch-upstream.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { updateStateBranch } from '../../adapters/git/state/state-branch.js';
import { renderLagChart } from '../../domain/charts/lag-chart.js';
import { appendHistory, historyRecord, parseHistory } from '../../domain/ledger/lag-history.js';
import type { LagReport } from '../../schemas/lag-report.js';
import type { Logger } from '../../shared/logger.js';
import { inFolderOf } from '../../shared/options-face.js';
import type { HistoryCache } from '../ledger/history-read.js';
import { runLag } from './lag.js';

export interface HistorySettings {
  branch: string;
  /** Remote to push the state branch to; local branch only when absent. */
  remote?: string;
  file: string;
  chart: string;
}

export interface ReportLagSettings {
  /** Where to fetch from; needed only with `fetch`. */
  upstream?: UpstreamLocation;
  upstreamRef: string;
  /** Fetch upstream first (the action does; the CLI works on refs already present). */
  fetch: boolean;
  forkRef: string;
  extraTrailerKeys: string[];
  /** A ledger path given directly (absolute from the options parser; a relative one is in the repository). */
  ledgerPath?: string;
  /**
   * The config file plan reads (trailers, ledger, provenanceRules, notApplicable), absolute from the options parser.
   * Its own `ledger` is relative to the config file's folder; `ledgerPath` overrides it.
   */
  configPath?: string;
  sloDays?: number;
  history?: HistorySettings;
  now: Date;
}

export interface ReportLagDeps {
  git: GitRunner;
  logger: Logger;
  /** Commit records and patch-ids kept across runs (e.g. `PlanCacheFile.history`); all read from git without. */
  history?: HistoryCache;
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
  if (settings.fetch && !settings.upstream) throw new Error('report-lag: fetch needs an upstream location');
  const upstreamRef = settings.fetch
    ? await fetchUpstream(git, {
        url: settings.upstream!.url,
        ref: settings.upstreamRef,
        logger,
        ...(deps.fetchAuthEnv ? { authEnv: deps.fetchAuthEnv } : {}),
      })
    : settings.upstreamRef;
  const inRepo = (p: string) => (isAbsolute(p) ? p : resolve(git.cwd, p));
  const config = settings.configPath ? await loadPlanConfigFile(inRepo(settings.configPath)) : undefined;
  const ledgerPath = settings.ledgerPath
    ? inRepo(settings.ledgerPath)
    : config?.ledger && inFolderOf(inRepo(settings.configPath!), config.ledger);
  const ledger = ledgerPath ? await loadLedgerFile(ledgerPath) : undefined;
  const report = await runLag(
    {
      upstream: upstreamRef,
      fork: settings.forkRef,
      now: settings.now,
      extraTrailerKeys: [...(config?.trailers ?? []), ...settings.extraTrailerKeys],
      ...(ledger ? { ledger, ledgerSource: settings.ledgerPath ?? config?.ledger } : {}),
      ...(config ? { provenanceRules: config.provenanceRules, notApplicable: config.notApplicable } : {}),
    },
    { git, logger, ...(deps.history ? { history: deps.history } : {}) },
  );
  const sloExceeded = settings.sloDays !== undefined && report.daysBehind > settings.sloDays;
  const result: ReportLagResult = { report, sloExceeded };
  if (settings.history) result.history = await recordHistory(git, settings.history, report, deps, settings.sloDays);
  return result;
}

async function recordHistory(
  git: GitRunner,
  history: HistorySettings,
  report: LagReport,
  deps: ReportLagDeps,
  sloDays?: number,
) {
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
        parsed.map((r) => ({
          at: r.recordedAt,
          daysBehind: r.daysBehind,
          frontierDaysBehind: r.frontierDaysBehind,
          backlog: r.backlog,
        })),
        { ...(sloDays !== undefined ? { sloDays } : {}) },
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
