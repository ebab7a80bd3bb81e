import { readdir } from 'node:fs/promises';
import { readUserFile } from '../../adapters/files/user-file.js';
import { join } from 'node:path';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import type { GitHubClient, RepoRef } from '../../adapters/github/client.js';
import { readGpuIdentity } from '../../adapters/files/tier-hardware-file.js';
import { aggregateTier, type TierAggregate, type TierJobRecord } from '../../domain/ingest/tier-aggregate.js';
import { CompareBenchResultSchema } from '../../schemas/bench.js';
import type { GpuIdentity } from '../../schemas/tier-result.js';
import { TierJobRecordSchema } from '../../schemas/workflow-records.js';
import type { Logger } from '../../shared/logger.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { postCommitStatus } from '../loop/commit-status.js';
import type { StateSource } from '../../adapters/git/state/state-file.js';
import { benchRecord, recordBench } from '../report/digest.js';

export interface TierAggregateSettings {
  tier: string;
  sha: string;
  labelSets: string[][];
  /**
   * Directory of tier-<index>.json records and bench-<index>.json compare-bench results; result-<index>.json (the
   * run-tier result) gives the GPUs kept with that runner's benchmark record.
   */
  recordsDir: string;
  /** Set this commit status with the verdict, on `sha` unless another commit is named (a PR head, not its merge). */
  status?: { repo: RepoRef; context: string; targetUrl?: string; sha?: string };
  /** Keep every compare-bench result in the benchmark history on the state branch (trunk mode). */
  benchHistory?: { state: StateSource; file: string; now: Date };
}

export interface TierAggregateDeps {
  logger: Logger;
  client?: GitHubClient;
  git?: GitRunner;
}

async function readJson(path: string): Promise<unknown> {
  return parseStructuredText(await readUserFile(path, 'record', 'it'), path);
}

async function loadRecords(
  dir: string,
  logger: Logger,
): Promise<{ records: Map<number, TierJobRecord>; bench: Map<number, string>; results: Map<number, string> }> {
  const records = new Map<number, TierJobRecord>();
  const bench = new Map<number, string>();
  const results = new Map<number, string>();
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.sort()) {
    const match = /^(tier|bench|result)-(\d+)\.json$/.exec(name);
    if (!match) continue;
    const index = Number(match[2]);
    const path = join(dir, name);
    if (match[1] === 'bench' || match[1] === 'result') {
      (match[1] === 'bench' ? bench : results).set(index, path);
      continue;
    }
    try {
      records.set(index, parseOrThrow(TierJobRecordSchema, await readJson(path), path));
    } catch (error) {
      logger.warning(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { records, bench, results };
}

/** The tier verdict over every runner, its commit status, and (trunk mode) the benchmark history for the digest. */
export async function runTierAggregate(
  settings: TierAggregateSettings,
  deps: TierAggregateDeps,
): Promise<TierAggregate> {
  const { records, bench, results } = await loadRecords(settings.recordsDir, deps.logger);
  for (const [index, record] of records) {
    if (record.sha !== settings.sha)
      deps.logger.warning(
        `tier-${index}.json was measured on ${record.sha.slice(0, 12)}, not ${settings.sha.slice(0, 12)}`,
      );
  }
  const aggregate = aggregateTier(settings.tier, settings.sha, settings.labelSets, records);
  if (settings.status && deps.client) {
    await postCommitStatus(
      {
        repo: settings.status.repo,
        sha: settings.status.sha ?? settings.sha,
        context: settings.status.context,
        verdict: aggregate.verdict,
        description: `${settings.tier} ${aggregate.verdict} on ${aggregate.runners.length} runner label sets`,
        ...(settings.status.targetUrl ? { targetUrl: settings.status.targetUrl } : {}),
      },
      { client: deps.client, logger: deps.logger },
    );
  }
  if (settings.benchHistory && deps.git) {
    for (const [index, path] of bench) {
      const labels = settings.labelSets[index];
      if (!labels) continue;
      const result = parseOrThrow(CompareBenchResultSchema, await readJson(path), path);
      const hardware = await hardwareOf(results.get(index), deps.logger);
      const record = benchRecord(result, labels.join(','), settings.sha, settings.benchHistory.now, hardware);
      await recordBench(
        record,
        { state: settings.benchHistory.state, file: settings.benchHistory.file },
        { git: deps.git, logger: deps.logger },
      );
    }
  }
  return aggregate;
}

/** The GPUs of one runner's tier result; a result that is missing or unreadable only costs the record its hardware. */
async function hardwareOf(path: string | undefined, logger: Logger): Promise<GpuIdentity[] | undefined> {
  if (!path) return undefined;
  try {
    return await readGpuIdentity(path, 'tier result');
  } catch (error) {
    logger.warning(`${error instanceof Error ? error.message : String(error)}: benchmark record kept without hardware`);
    return undefined;
  }
}
