import { z } from 'zod';
import { ApplyArtifactSchema } from './apply-artifact.js';
import { ApplyResultSchema } from './apply-result.js';
import { ApplyTaskSchema } from './apply-task.js';
import { AuditGuardsReportSchema } from './audit-guards.js';
import { AuditResolversReportSchema } from './audit-resolvers.js';
import { BenchDigestRecordSchema } from './bench-digest.js';
import { BenchHistoryResultSchema } from './bench-history.js';
import { CompareBenchResultSchema, NativeBenchFileSchema } from './bench.js';
import { CliConfigSchema, IngestHistoryRecordSchema } from './cli-config.js';
import { ExplainSchema } from './explain.js';
import { LagHistoryRecordSchema } from './lag-history.js';
import { LagReportSchema } from './lag-report.js';
import { LedgerFileSchema } from './ledger.js';
import { LandResultSchema, OpenRevertResultSchema, RequestsFileSchema, TrunkBisectResultSchema } from './loop.js';
import { PlanConfigSchema } from './plan-config.js';
import { PlanSchema } from './plan.js';
import { TierConfigSchema } from './tier-config.js';
import { TierHistorySchema } from './tier-history.js';
import { TierResultSchema } from './tier-result.js';
import { ImpactReportSchema, WorkloadsConfigSchema } from './workloads.js';
import { IngestReportSchema, TierAggregateSchema, TierJobRecordSchema, TierRecordSchema } from './workflow-records.js';

/** Every published schema: `schemas/<name>.schema.json` is generated from these and checked in sync by a test. */
export const PUBLISHED_SCHEMAS: ReadonlyArray<{ name: string; schema: z.ZodType; io: 'input' | 'output'; title: string }> = [
  { name: 'lag-report', schema: LagReportSchema, io: 'output', title: 'upstream-ingest lag report' },
  { name: 'lag-history-record', schema: LagHistoryRecordSchema, io: 'output', title: 'upstream-ingest lag history record (one JSON Lines entry)' },
  { name: 'ledger', schema: LedgerFileSchema, io: 'input', title: 'upstream-ingest ledger of dispositions' },
  { name: 'explain', schema: ExplainSchema, io: 'output', title: 'upstream-ingest explain: why an upstream commit is classified as it is' },
  { name: 'plan', schema: PlanSchema, io: 'output', title: 'upstream-ingest bundle plan' },
  { name: 'plan-config', schema: PlanConfigSchema, io: 'input', title: 'upstream-ingest plan configuration' },
  { name: 'tier-config', schema: TierConfigSchema, io: 'input', title: 'upstream-ingest tier configuration' },
  { name: 'tier-result', schema: TierResultSchema, io: 'output', title: 'upstream-ingest run-tier result' },
  { name: 'tier-history', schema: TierHistorySchema, io: 'output', title: 'upstream-ingest tier history (state branch)' },
  { name: 'compare-bench-result', schema: CompareBenchResultSchema, io: 'output', title: 'upstream-ingest compare-bench result' },
  { name: 'native-bench', schema: NativeBenchFileSchema, io: 'output', title: 'upstream-ingest native benchmark result file' },
  { name: 'apply-result', schema: ApplyResultSchema, io: 'output', title: 'upstream-ingest apply-bundle result' },
  { name: 'apply-artifact', schema: ApplyArtifactSchema, io: 'output', title: 'upstream-ingest apply-bundle prepare artifact (result.json)' },
  { name: 'apply-task', schema: ApplyTaskSchema, io: 'output', title: 'upstream-ingest conflict-resolution task (the agent\'s input)' },
  { name: 'audit-guards', schema: AuditGuardsReportSchema, io: 'output', title: 'upstream-ingest audit-guards: guard verdicts on the fork\'s own resolutions' },
  { name: 'audit-resolvers', schema: AuditResolversReportSchema, io: 'output', title: 'upstream-ingest audit-resolvers: the resolver ladder against the fork\'s own resolutions' },
  { name: 'bench-history-record', schema: BenchDigestRecordSchema, io: 'output', title: 'upstream-ingest benchmark history record (digest input)' },
  { name: 'bench-history-result', schema: BenchHistoryResultSchema, io: 'output', title: 'upstream-ingest compare-bench history: change points' },
  { name: 'tier-record', schema: TierRecordSchema, io: 'output', title: 'upstream-ingest tier record (workflow artifact)' },
  { name: 'tier-job-record', schema: TierJobRecordSchema, io: 'output', title: 'upstream-ingest tier job record (workflow artifact)' },
  { name: 'tier-aggregate', schema: TierAggregateSchema, io: 'output', title: 'upstream-ingest aggregated tier verdicts' },
  { name: 'ingest-report', schema: IngestReportSchema, io: 'output', title: 'upstream-ingest ingestion run report' },
  { name: 'land-result', schema: LandResultSchema, io: 'output', title: 'upstream-ingest land (merge on green) result' },
  { name: 'dashboard-requests', schema: RequestsFileSchema, io: 'output', title: 'upstream-ingest dashboard requests (ingest-matrix --requests)' },
  { name: 'trunk-bisect-result', schema: TrunkBisectResultSchema, io: 'output', title: 'upstream-ingest trunk bisect result' },
  { name: 'open-revert-result', schema: OpenRevertResultSchema, io: 'output', title: 'upstream-ingest revert PR result' },
  { name: 'cli-config', schema: CliConfigSchema, io: 'input', title: 'upstream-ingest CLI defaults (.github/upstream-ingest/cli.yml)' },
  { name: 'workloads', schema: WorkloadsConfigSchema, io: 'input', title: 'upstream-ingest workloads: what downstream owners own (impact --config)' },
  { name: 'impact', schema: ImpactReportSchema, io: 'output', title: 'upstream-ingest impact: incoming or landed upstream commits per workload and owner' },
  { name: 'ingest-history-record', schema: IngestHistoryRecordSchema, io: 'input', title: 'upstream-ingest ingest run outcomes (ingest/history.jsonl, one JSON Lines entry)' },
];

export function jsonSchemaText(entry: (typeof PUBLISHED_SCHEMAS)[number]): string {
  const json = z.toJSONSchema(entry.schema, { io: entry.io, target: 'draft-2020-12' }) as Record<string, unknown>;
  return `${JSON.stringify({ $id: `https://upstream-ingest.dev/schemas/${entry.name}.schema.json`, title: entry.title, ...json }, null, 2)}\n`;
}
