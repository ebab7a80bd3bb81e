import { LagHistoryRecordSchema, type LagHistoryRecord } from '../../schemas/lag-history.js';
import type { LagReport } from '../../schemas/lag-report.js';
import { parseJsonLines } from '../../shared/json-lines.js';

export function historyRecord(report: LagReport): LagHistoryRecord {
  return {
    recordedAt: report.generatedAt,
    upstreamSha: report.upstream.sha,
    forkSha: report.fork.sha,
    daysBehind: report.daysBehind,
    daysBehindTip: report.daysBehindTip,
    frontierDaysBehind: report.frontierDaysBehind,
    backlog: report.backlog,
    holes: report.holes,
    ingestedOutOfOrder: report.ingestedOutOfOrder,
    contiguousSha: report.contiguous?.sha ?? null,
    frontierSha: report.frontier?.sha ?? null,
  };
}

/** Parses JSON Lines; a line that is not a valid record is skipped and counted, never fatal (the history is append-only). */
export function parseHistory(text: string): { records: LagHistoryRecord[]; skipped: number } {
  return parseJsonLines(text, LagHistoryRecordSchema);
}

/**
 * Appends a record unless one for the same upstream/fork SHA pair exists (re-runs and concurrent runs
 * on the same state converge to one record). Existing lines are kept byte for byte.
 */
export function appendHistory(existing: string, record: LagHistoryRecord): { text: string; appended: boolean } {
  const { records } = parseHistory(existing);
  if (records.some((r) => r.upstreamSha === record.upstreamSha && r.forkSha === record.forkSha)) {
    return { text: existing, appended: false };
  }
  const prefix = existing === '' || existing.endsWith('\n') ? existing : `${existing}\n`;
  return { text: `${prefix}${JSON.stringify(record)}\n`, appended: true };
}
