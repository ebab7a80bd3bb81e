import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildIngestReport, type IngestReport } from '../../domain/ingest/ingest-report.js';
import {
  combinePools,
  poolName,
  type CombinedTierRecord,
  type Pool,
  type PoolRecord,
} from '../../domain/ingest/pools.js';
import { ApplyResultSchema, type ApplyResult } from '../../schemas/apply-result.js';
import { TierRecordSchema } from '../../schemas/workflow-records.js';
import { PlanSchema, type Plan } from '../../schemas/plan.js';
import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import type { Logger } from '../../shared/logger.js';
import { parseJsonFirst } from '../../shared/json-first.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { postCommitStatus } from '../loop/commit-status.js';
import { readUserFile } from '../../adapters/files/user-file.js';

export async function loadPlan(path: string): Promise<Plan> {
  return parseOrThrow(PlanSchema, await parseJsonFirst(await readUserFile(path, '--plan'), path), path);
}

/**
 * Per-bundle results as the ingest jobs upload them: `apply-<bundle>.json` (apply-bundle's json output) and
 * `l1-<bundle>.json`. A file that does not parse is reported and left out: that bundle then shows as failed.
 */
export async function loadBundleResults(
  dir: string,
  logger: Logger,
  pools: readonly Pool[] = [],
): Promise<{ results: Map<string, ApplyResult>; tiers: Map<string, CombinedTierRecord> }> {
  const results = new Map<string, ApplyResult>();
  const perBundle = new Map<string, PoolRecord[]>();
  let names: string[] = [];
  try {
    names = (await readdir(dir)).sort();
  } catch {
    logger.warning(`no bundle results in ${dir}`);
  }
  for (const name of names) {
    const match = /^(apply|l1)-([0-9a-f]{12})(?:-(\d{1,2}))?\.json$/.exec(name);
    if (!match || (match[1] === 'apply' && match[3] !== undefined)) continue;
    const path = join(dir, name);
    try {
      const data = await parseJsonFirst(await readUserFile(path, 'result'), path);
      if (match[1] === 'apply') results.set(match[2]!, parseOrThrow(ApplyResultSchema, data, path));
      else {
        const record = parseOrThrow(TierRecordSchema, data, path);
        // The file name and the record must agree on bundle and pool: a record cannot speak for another pool.
        const pool = match[3] === undefined ? undefined : Number(match[3]);
        if (record.bundle !== match[2] || record.pool !== pool)
          throw new Error(`names bundle ${record.bundle} pool ${record.pool ?? '-'}, not its file's`);
        perBundle.set(record.bundle, [...(perBundle.get(record.bundle) ?? []), record]);
      }
    } catch (error) {
      logger.warning(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const tiers = new Map<string, CombinedTierRecord>();
  for (const [bundle, records] of perBundle) {
    const combined = combinePools(records, pools);
    if (!combined) continue;
    for (const p of combined.pools.filter((x) => x.verdict === 'missing'))
      logger.warning(`bundle ${bundle}: no L1 result from pool ${p.pool}: not a pass`);
    tiers.set(bundle, combined);
  }
  return { results, tiers };
}

export interface IngestSummarySettings {
  planFile: string;
  resultsDir: string;
  /** The bundles the run applied; default: every low-risk bundle that left a result. */
  selected?: string[];
  /** Set this commit status on each bundle head that has an L1 record (the bundle PR shows it). */
  status?: { repo: RepoRef; context: string; targetUrl?: string };
  /** The L1 pools (runner label sets) every bundle must pass on; empty: one pool, whatever it was. */
  pools?: readonly Pool[];
}

export async function summarizeIngestion(
  settings: IngestSummarySettings,
  deps: { logger: Logger; client?: GitHubClient },
): Promise<IngestReport> {
  const plan = await loadPlan(settings.planFile);
  const pools = settings.pools ?? [];
  const { results, tiers } = await loadBundleResults(settings.resultsDir, deps.logger, pools);
  const lowRisk = plan.bundles.filter((b) => b.kind === 'low-risk').map((b) => b.id);
  const selected = settings.selected ?? lowRisk.filter((id) => results.has(id) || tiers.has(id));
  // With pools expected, a bundle that was applied but left no L1 record from any pool did not pass L1.
  if (pools.length > 1) {
    for (const bundle of selected) {
      if (tiers.has(bundle) || !results.get(bundle)?.counts.landed) continue;
      deps.logger.warning(`bundle ${bundle}: no L1 result from any pool: not a pass`);
      tiers.set(bundle, {
        bundle,
        head: '',
        verdict: 'infra-fail',
        pools: pools.map((p) => ({ pool: poolName(p), verdict: 'missing' as const })),
      });
    }
  }
  if (settings.status && deps.client) {
    for (const tier of [...tiers.values()].filter((t) => t.head)) {
      await postCommitStatus(
        {
          repo: settings.status.repo,
          sha: tier.head,
          context: settings.status.context,
          verdict: tier.verdict,
          ...(settings.status.targetUrl ? { targetUrl: settings.status.targetUrl } : {}),
        },
        { client: deps.client, logger: deps.logger },
      );
    }
  }
  return buildIngestReport(selected, results, tiers);
}
