import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { updateStateBranch } from '../../adapters/git/state/state-branch.js';
import { appendIngestRecord, ingestHistoryRecord } from '../../domain/ingest/ingest-history.js';
import type { IngestReport } from '../../domain/ingest/ingest-report.js';
import type { Logger } from '../../shared/logger.js';
import { STATE_FILES } from '../../domain/state-layout.js';

export const INGEST_HISTORY_FILE = STATE_FILES.ingest;

export interface IngestHistorySettings {
  branch: string;
  remote?: string;
  /** Workflow run id and attempt, e.g. `123456-1`: makes the append idempotent across re-runs. */
  run?: string;
  now: Date;
}

/** Appends the run's bundle outcomes to ingest/history.jsonl on the state branch (the dashboard site reads it). */
export async function recordIngestRun(
  report: IngestReport,
  settings: IngestHistorySettings,
  deps: { git: GitRunner; logger: Logger; authEnv?: Record<string, string> },
): Promise<{ appended: boolean; commit?: string }> {
  const record = ingestHistoryRecord(report, settings.now, settings.run);
  let appended = false;
  const result = await updateStateBranch(
    deps.git,
    {
      branch: settings.branch,
      logger: deps.logger,
      ...(settings.remote ? { remote: settings.remote } : {}),
      ...(deps.authEnv ? { authEnv: deps.authEnv } : {}),
    },
    (read) => {
      const next = appendIngestRecord(read(INGEST_HISTORY_FILE) ?? '', record);
      appended = next.appended;
      if (!next.appended) return undefined;
      return {
        files: { [INGEST_HISTORY_FILE]: next.text },
        message: `upstream-ingest: ingest run${settings.run ? ` ${settings.run}` : ''} (${report.bundles.length} bundles)`,
      };
    },
  );
  return { appended, ...(result.commit ? { commit: result.commit } : {}) };
}
