import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildIngestReport, type IngestReport, type TierRecord } from '../../domain/ingest/ingest-report.js';
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
): Promise<{ results: Map<string, ApplyResult>; tiers: Map<string, TierRecord> }> {
  const results = new Map<string, ApplyResult>();
  const tiers = new Map<string, TierRecord>();
  let names: string[] = [];
  try {
    names = (await readdir(dir)).sort();
  } catch {
    logger.warning(`no bundle results in ${dir}`);
  }
  for (const name of names) {
    const match = /^(apply|l1)-([0-9a-f]{12})\.json$/.exec(name);
    if (!match) continue;
    const path = join(dir, name);
    try {
      const data = await parseJsonFirst(await readUserFile(path, 'result'), path);
      if (match[1] === 'apply') results.set(match[2]!, parseOrThrow(ApplyResultSchema, data, path));
      else tiers.set(match[2]!, parseOrThrow(TierRecordSchema, data, path));
    } catch (error) {
      logger.warning(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
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
}

export async function summarizeIngestion(
  settings: IngestSummarySettings,
  deps: { logger: Logger; client?: GitHubClient },
): Promise<IngestReport> {
  const plan = await loadPlan(settings.planFile);
  const { results, tiers } = await loadBundleResults(settings.resultsDir, deps.logger);
  const lowRisk = plan.bundles.filter((b) => b.kind === 'low-risk').map((b) => b.id);
  const selected = settings.selected ?? lowRisk.filter((id) => results.has(id) || tiers.has(id));
  if (settings.status && deps.client) {
    for (const tier of tiers.values()) {
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
