import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readCommits } from '../../adapters/git/read/commit-log.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { tryResolveCommit } from '../../adapters/git/read/refs.js';
import type { UpsertCheckRunInput, UpsertedCheckRun } from '../../adapters/github/check-runs.js';
import type { TierIssueSink } from '../../adapters/github/tier-issues.js';
import { stripControl } from '../../domain/neutralize.js';
import { renderTierMarkdown } from '../../domain/tier/summary-markdown.js';
import { quarantineObservations } from '../../domain/tier/quarantine-issues.js';
import { TierHistorySchema, type TierHistory } from '../../domain/tier/history.js';
import { readStateFile } from '../../adapters/git/state/state-file.js';
import type { CommitRecord } from '../../domain/commit.js';
import { parseCodeOwners, type CodeOwnersRule } from '../../domain/tier/suspects.js';
import { planTriage } from '../../domain/tier/triage.js';
import { changedLinesOf, type ChangedLines } from '../../domain/tier/suspects.js';
import { readHunks } from '../../adapters/git/read/diff-hunks.js';
import { TierResultSchema, type IssueAction, type TierResult } from '../../schemas/tier-result.js';
import { ConfigurationError, errorMessage } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { writeHistory, type HistoryLocation } from './history.js';
import { readUserFile } from '../../adapters/files/user-file.js';

/**
 * tier-publish (`mode: publish`, the privileged job): reads the tier results the run jobs wrote and runs nothing they
 * contain — no harness, no fork code. It appends each result's record to the durable history on the state branch,
 * then files one issue per failure cluster (with its commit range since the last green run, the suspects that landed
 * in it ranked by path overlap, and their owners), or one infra issue when a run was untrustworthy; issues update in
 * place and close when the cause is gone.
 */

export interface PublishSettings {
  results: readonly string[];
  /** The fork's clone (suspects from its history, CODEOWNERS); without it issues carry no suspects. */
  repoDir?: string;
  /** Overrides the start of the commit range (default: the last green run in the results' history). */
  lastGreen?: string;
  history?: HistoryLocation & { keep: number };
}

export interface PublishDeps {
  logger: Logger;
  git?: GitRunner;
  sink?: TierIssueSink;
  /** Creates or updates a check run (one per runner's result, on the tested commit). */
  checkRun?: (input: UpsertCheckRunInput) => Promise<UpsertedCheckRun>;
  now: () => Date;
  run?: { id: string | null; url: string | null };
  /** GITHUB_SERVER_URL (default https://github.com): links in check-run summaries must point there. */
  serverUrl?: string;
}

export interface PublishOutcome {
  tiers: { tier: string; results: number; verdicts: string[]; range: { from: string | null; to: string | null } }[];
  issues: IssueAction[];
  historyWritten: string[];
  checkRuns: { name: string; url: string; conclusion: string }[];
}

export async function readTierResults(paths: readonly string[]): Promise<TierResult[]> {
  if (!paths.length) throw new ConfigurationError('--results: expected at least one tier result file');
  const out: TierResult[] = [];
  for (const path of paths) {
    const text = await readUserFile(path, '--results');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ConfigurationError(`--results ${path}: not JSON (expected the tier result file run-tier wrote)`);
    }
    out.push(parseOrThrow(TierResultSchema, raw, `--results ${path}`));
  }
  return out;
}

export async function publishTier(settings: PublishSettings, deps: PublishDeps): Promise<PublishOutcome> {
  const results = await readTierResults(settings.results);
  const outcome: PublishOutcome = { tiers: [], issues: [], historyWritten: [], checkRuns: [] };
  if (settings.history && deps.git) {
    const records = results.flatMap((r) => (r.history ? [r.history.record] : []));
    if (records.length)
      outcome.historyWritten = await writeHistory(
        deps.git,
        settings.history,
        records,
        settings.history.keep,
        deps.logger,
      );
  }
  const codeOwners = settings.repoDir ? await readCodeOwners(settings.repoDir) : [];
  for (const tier of [...new Set(results.map((r) => r.tier))]) {
    const mine = results.filter((r) => r.tier === tier);
    const range = commitRange(mine, settings.lastGreen);
    const commits = await commitsIn(range, deps);
    const changedLines = await changedLinesIn(commits, deps);
    deps.logger.info(
      `tier ${tier}: ${mine.length} result(s), range ${range.from?.slice(0, 12) ?? '(none)'}..${range.to?.slice(0, 12) ?? '?'}: ${commits.length} commit(s)`,
    );
    outcome.tiers.push({ tier, results: mine.length, verdicts: mine.map((r) => r.verdict), range });
    if (!deps.sink) continue;
    const plan = planTriage({
      tier,
      results: mine,
      commits,
      range,
      codeOwners,
      changedLines,
      context: { tier, now: deps.now(), runId: deps.run?.id ?? null, runUrl: deps.run?.url ?? null },
    });
    outcome.issues.push(...(await deps.sink.record(plan)));
  }
  if (deps.sink) {
    const histories = await readHistories(results, settings, deps);
    const observations = quarantineObservations(results, histories, codeOwners, deps.run?.url ?? null);
    if (observations.length) outcome.issues.push(...(await deps.sink.quarantine(observations, deps.now())));
  }
  if (deps.checkRun) {
    for (const r of results) {
      if (!r.commit) {
        deps.logger.warning(
          `tier ${r.tier} on ${r.runnerLabel ?? '(no label)'}: the result names no commit: no check run`,
        );
        continue;
      }
      const input = checkRunFor(r, deps.run?.url ?? null, deps.serverUrl);
      const made = await deps.checkRun(input);
      outcome.checkRuns.push({ name: input.name, url: made.url, conclusion: input.conclusion });
    }
  }
  return outcome;
}

/** One check run per runner's result: the verdict, the job summary's markdown, annotations on failing test files. */
export function checkRunFor(r: TierResult, runUrl: string | null, serverUrl?: string): UpsertCheckRunInput {
  const label = r.runnerLabel ?? 'no label';
  return {
    name: `upstream-ingest ${r.tier} (${label})`,
    headSha: r.commit!,
    conclusion: r.verdict === 'pass' ? 'success' : 'failure',
    title: `${r.verdict}: ${stripControl(r.verdictReason)}`.slice(0, 255),
    summary: renderTierMarkdown(r, serverUrl ? { serverUrl } : {}),
    annotations: r.failures
      .filter((f) => f.file && !f.file.startsWith('/') && !f.file.split('/').includes('..'))
      .slice(0, 50)
      .map((f) => ({
        path: f.file!,
        startLine: f.line ?? 1,
        level: 'failure' as const,
        title: stripControl(`${f.harness}: ${f.id}`).slice(0, 200),
        message: stripControl(f.message).slice(0, 1000),
      })),
    ...(runUrl ? { detailsUrl: runUrl } : {}),
    externalId: `tier:${r.tier}:${label}`,
  };
}

/** From the last green run of the results' history (the oldest of them, so no suspect is missed) to the tested commit. */
function commitRange(
  results: readonly TierResult[],
  override: string | undefined,
): { from: string | null; to: string | null } {
  const to = results.find((r) => r.commit)?.commit ?? null;
  if (override) return { from: override, to };
  const greens = results.map((r) => r.history?.lastGreen?.sha).filter((s): s is string => Boolean(s));
  return { from: greens.sort().at(0) ?? null, to };
}

/** At most this many suspects' changed lines are read (one diff-tree process); a larger range ranks by paths. */
const MAX_HUNK_COMMITS = 300;

/** The new-side lines each range commit changed, so suspects rank by the failing stacks' lines; none on error. */
async function changedLinesIn(commits: readonly CommitRecord[], deps: PublishDeps): Promise<Map<string, ChangedLines>> {
  const out = new Map<string, ChangedLines>();
  if (!deps.git || !commits.length || commits.length > MAX_HUNK_COMMITS) return out;
  try {
    const { commits: read } = await readHunks(
      deps.git,
      commits.map((c) => c.sha),
    );
    for (const [sha, hunks] of read) out.set(sha, changedLinesOf(hunks));
  } catch (error) {
    deps.logger.warning(`reading the range's changed lines: ${errorMessage(error)}: suspects ranked by paths only`);
  }
  return out;
}

async function commitsIn(
  range: { from: string | null; to: string | null },
  deps: PublishDeps,
): Promise<CommitRecord[]> {
  if (!deps.git || !range.from || !range.to) return [];
  try {
    const from = await tryResolveCommit(deps.git, range.from);
    const to = await tryResolveCommit(deps.git, range.to);
    if (!from || !to) {
      deps.logger.warning(
        `commit range ${range.from.slice(0, 12)}..${range.to.slice(0, 12)} is not in this clone (fetch-depth: 0?): no suspects`,
      );
      return [];
    }
    return await readCommits(deps.git, { revisions: [to, `^${from}`], paths: true, noMerges: true });
  } catch (error) {
    deps.logger.warning(`reading the commit range: ${errorMessage(error)}: no suspects`);
    return [];
  }
}

/**
 * The durable histories of the results (as just written, so this run is in them): the quarantine issues' flip history.
 * Without a history branch, or when it cannot be read, the issues carry the runs tier-publish itself saw.
 */
async function readHistories(
  results: readonly TierResult[],
  settings: PublishSettings,
  deps: PublishDeps,
): Promise<Map<string, TierHistory>> {
  const out = new Map<string, TierHistory>();
  if (!settings.history || !deps.git) return out;
  const files = new Set(
    results.filter((r) => r.autoQuarantine).flatMap((r) => (r.history ? [r.history.record.file] : [])),
  );
  for (const file of files) {
    try {
      const text = await readStateFile(deps.git, settings.history, file);
      const parsed = text === undefined ? undefined : TierHistorySchema.safeParse(JSON.parse(text));
      if (parsed?.success) out.set(file, parsed.data);
    } catch (error) {
      deps.logger.warning(`reading ${file} for the quarantine issues: ${errorMessage(error)}`);
    }
  }
  return out;
}

async function readCodeOwners(repoDir: string): Promise<CodeOwnersRule[]> {
  for (const path of ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS']) {
    try {
      return parseCodeOwners(await readFile(join(repoDir, path), 'utf8'));
    } catch {
      /* the next place GitHub looks */
    }
  }
  return [];
}
