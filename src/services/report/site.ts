import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import type { StateSource } from '../../adapters/git/state/state-file.js';
import { commitsSince, commitTimes, readStateSnapshot } from '../../adapters/git/state/state-snapshot.js';
import { STATE_FILES } from '../../domain/state-layout.js';
import { parseHistory } from '../../domain/ledger/lag-history.js';
import { DEFAULT_TRAILER_KEYS, provenanceParser } from '../../domain/ledger/provenance.js';
import { renderSite } from '../../domain/site/render-site.js';
import {
  buildSiteModel,
  type BundleOutcomeRecord,
  type LandedPick,
  type SiteModel,
} from '../../domain/site/site-model.js';
import { IngestHistoryRecordSchema } from '../../schemas/cli-config.js';
import { TierHistorySchema } from '../../schemas/tier-history.js';
import type { Logger } from '../../shared/logger.js';
import type { ProgressFactory } from '../../shared/progress.js';
import { noProgressFactory } from '../../shared/progress.js';
import { parseBenchRecords } from '../../domain/bench/records.js';
import { parseJsonLines } from '../../shared/json-lines.js';

/**
 * `upstream-ingest site`: the static GitHub Pages dashboard, from the state branch (lag/history.jsonl,
 * bench/history.jsonl, tier-history/**, ingest/history.jsonl) and the fork's picks since `sinceDays` ago.
 */
export interface SiteSettings {
  state: StateSource;
  /** The fork's trunk, whose picks give the throughput (omit to skip it). */
  forkRef?: string;
  trailerKeys: readonly string[];
  out: string;
  title: string;
  now: Date;
  sinceDays: number;
  sloDays?: number;
  forkWebUrl?: string;
  upstreamWebUrl?: string;
  files: { lag: string; bench: string; tiers: string; outcomes: string };
}

export const DEFAULT_SITE_FILES = {
  lag: STATE_FILES.lag,
  bench: STATE_FILES.bench,
  tiers: STATE_FILES.tiers,
  outcomes: STATE_FILES.ingest,
};

export interface SiteResult {
  out: string;
  files: string[];
  stateCommit: string | null;
  counts: { lagRecords: number; benchRecords: number; tierHistories: number; landedPicks: number; outcomeRuns: number };
  skippedLines: number;
}

export async function buildSite(
  settings: SiteSettings,
  deps: { git: GitRunner; logger: Logger; progress?: ProgressFactory },
): Promise<SiteResult> {
  const progress = (deps.progress ?? noProgressFactory)('building the dashboard', 4);
  const { files: names } = settings;
  const snapshot = await readStateSnapshot(deps.git, settings.state, [
    names.lag,
    names.bench,
    names.outcomes,
    names.tiers,
  ]);
  progress.tick(1, 'state branch read');
  if (!snapshot.commit) deps.logger.warning(`site: no state branch ${settings.state.branch}: the dashboard is empty`);
  const lag = parseHistory(snapshot.files.get(names.lag) ?? '');
  const bench = parseBenchRecords(snapshot.files.get(names.bench) ?? '');
  const outcomes = parseOutcomes(snapshot.files.get(names.outcomes) ?? '');
  const tiers = [...snapshot.files]
    .filter(([path]) => path.startsWith(`${names.tiers}/`) && path.endsWith('.json'))
    .flatMap(([path, text]) => {
      const parsed = TierHistorySchema.safeParse(safeJson(text));
      if (!parsed.success) deps.logger.warning(`site: ${path} is not a tier history; left out`);
      return parsed.success ? [parsed.data] : [];
    });
  const skippedLines = lag.skipped + bench.skipped + outcomes.skipped;
  if (skippedLines) deps.logger.warning(`site: skipped ${skippedLines} unreadable history lines`);
  const landed = settings.forkRef ? await landedPicks(deps.git, settings) : [];
  progress.tick(1, 'fork history read');
  const model: SiteModel = buildSiteModel({
    title: settings.title,
    generatedAt: settings.now.toISOString(),
    lag: lag.records,
    bench: bench.records,
    tiers,
    landed,
    outcomes: outcomes.records,
    ...(settings.sloDays !== undefined ? { sloDays: settings.sloDays } : {}),
    ...(settings.forkWebUrl ? { forkWebUrl: settings.forkWebUrl } : {}),
    ...(settings.upstreamWebUrl ? { upstreamWebUrl: settings.upstreamWebUrl } : {}),
    source: snapshot.commit
      ? `${settings.state.branch} @ ${snapshot.commit.slice(0, 10)}`
      : `${settings.state.branch} (absent)`,
  });
  progress.tick(1, 'computed');
  const rendered = renderSite(model);
  await mkdir(settings.out, { recursive: true });
  for (const [name, text] of Object.entries(rendered)) await writeFile(join(settings.out, name), text);
  progress.tick(1);
  progress.done();
  deps.logger.info(`site: ${Object.keys(rendered).length} files in ${settings.out}`);
  return {
    out: settings.out,
    files: Object.keys(rendered),
    stateCommit: snapshot.commit,
    counts: {
      lagRecords: lag.records.length,
      benchRecords: bench.records.length,
      tierHistories: tiers.length,
      landedPicks: landed.length,
      outcomeRuns: outcomes.records.length,
    },
    skippedLines,
  };
}

async function landedPicks(git: GitRunner, settings: SiteSettings): Promise<LandedPick[]> {
  const since = new Date(settings.now.getTime() - settings.sinceDays * 86_400_000);
  const commits = await commitsSince(git, settings.forkRef!, since);
  const provenance = provenanceParser([...DEFAULT_TRAILER_KEYS, ...settings.trailerKeys]);
  const picks = commits
    .map((c) => ({ c, refs: [...new Set(provenance(c.message).map((r) => r.ref))] }))
    .filter((p) => p.refs.length);
  const times = await commitTimes(
    git,
    picks.flatMap((p) => p.refs),
  );
  return picks.map(({ c, refs }) => ({
    forkSha: c.sha,
    forkCommittedAt: c.committedAt,
    upstream: refs.map((sha) => ({ sha, committedAt: times.get(sha) ?? null })),
  }));
}

function parseOutcomes(text: string): { records: BundleOutcomeRecord[]; skipped: number } {
  return parseJsonLines(text, IngestHistoryRecordSchema);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
