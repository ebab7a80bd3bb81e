import { z } from 'zod';
import { ApplyResultSchema } from './apply-result.js';
import { ApplyTaskSchema } from './apply-task.js';
import { BenchDigestRecordSchema } from './bench-digest.js';
import { CompareBenchResultSchema, NativeBenchFileSchema } from './bench.js';
import { LagHistoryRecordSchema } from './lag-history.js';
import { LagReportSchema } from './lag-report.js';
import { LedgerFileSchema } from './ledger.js';
import { PlanConfigSchema } from './plan-config.js';
import { PlanSchema } from './plan.js';
import { TierConfigSchema } from './tier-config.js';
import { TierResultSchema } from './tier-result.js';
import { IngestReportSchema, TierAggregateSchema, TierJobRecordSchema, TierRecordSchema } from './workflow-records.js';

/** Every published schema: `schemas/<name>.schema.json` is generated from these and checked in sync by a test. */
export const PUBLISHED_SCHEMAS: ReadonlyArray<{ name: string; schema: z.ZodType; io: 'input' | 'output'; title: string }> = [
  { name: 'lag-report', schema: LagReportSchema, io: 'output', title: 'upstream-ingest lag report' },
  { name: 'lag-history-record', schema: LagHistoryRecordSchema, io: 'output', title: 'upstream-ingest lag history record (one JSON Lines entry)' },
  { name: 'ledger', schema: LedgerFileSchema, io: 'input', title: 'upstream-ingest ledger of dispositions' },
  { name: 'plan', schema: PlanSchema, io: 'output', title: 'upstream-ingest bundle plan' },
  { name: 'plan-config', schema: PlanConfigSchema, io: 'input', title: 'upstream-ingest plan configuration' },
  { name: 'tier-config', schema: TierConfigSchema, io: 'input', title: 'upstream-ingest tier configuration' },
  { name: 'tier-result', schema: TierResultSchema, io: 'output', title: 'upstream-ingest run-tier result' },
  { name: 'compare-bench-result', schema: CompareBenchResultSchema, io: 'output', title: 'upstream-ingest compare-bench result' },
  { name: 'native-bench', schema: NativeBenchFileSchema, io: 'output', title: 'upstream-ingest native benchmark result file' },
  { name: 'apply-result', schema: ApplyResultSchema, io: 'output', title: 'upstream-ingest apply-bundle result' },
  { name: 'apply-task', schema: ApplyTaskSchema, io: 'output', title: 'upstream-ingest conflict-resolution task (the agent\'s input)' },
  { name: 'bench-history-record', schema: BenchDigestRecordSchema, io: 'output', title: 'upstream-ingest benchmark history record (digest input)' },
  { name: 'tier-record', schema: TierRecordSchema, io: 'output', title: 'upstream-ingest tier record (workflow artifact)' },
  { name: 'tier-job-record', schema: TierJobRecordSchema, io: 'output', title: 'upstream-ingest tier job record (workflow artifact)' },
  { name: 'tier-aggregate', schema: TierAggregateSchema, io: 'output', title: 'upstream-ingest aggregated tier verdicts' },
  { name: 'ingest-report', schema: IngestReportSchema, io: 'output', title: 'upstream-ingest ingestion run report' },
];

export function jsonSchemaText(entry: (typeof PUBLISHED_SCHEMAS)[number]): string {
  const json = z.toJSONSchema(entry.schema, { io: entry.io, target: 'draft-2020-12' }) as Record<string, unknown>;
  return `${JSON.stringify({ $id: `https://upstream-ingest.dev/schemas/${entry.name}.schema.json`, title: entry.title, ...json }, null, 2)}\n`;
}
