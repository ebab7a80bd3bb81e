import type { IngestReport } from './ingest-report.js';

/** One line of `ingest/history.jsonl` (schema: IngestHistoryRecordSchema): what one ingestion run did per bundle. */
export interface IngestHistoryRecord {
  recordedAt: string;
  /** The workflow run (id and attempt): a re-run after a crash finds its line and appends nothing. */
  run?: string;
  bundles: Array<{ bundle: string; outcome: string; landed: number; pr: string | null }>;
}

export function ingestHistoryRecord(report: IngestReport, recordedAt: Date, run?: string): IngestHistoryRecord {
  return {
    recordedAt: recordedAt.toISOString(),
    ...(run ? { run } : {}),
    bundles: report.bundles.map((b) => ({ bundle: b.bundle, outcome: b.outcome, landed: b.landed, pr: b.pr })),
  };
}

/** The history with `record` appended, unless a line of the same run is already there. */
export function appendIngestRecord(text: string, record: IngestHistoryRecord): { text: string; appended: boolean } {
  if (record.run) {
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        if ((JSON.parse(line) as { run?: string }).run === record.run) return { text, appended: false };
      } catch {
        /* a damaged line is kept as it is and never matches */
      }
    }
  }
  const base = text && !text.endsWith('\n') ? `${text}\n` : text;
  return { text: `${base}${JSON.stringify(record)}\n`, appended: true };
}
