import type { z } from 'zod';
import {
  HistoryRecordSchema,
  HistoryRunSchema,
  TierHistorySchema,
  TIER_HISTORY_VERSION,
} from '../../schemas/tier-history.js';
import type { InventoryEntry } from './inventory.js';
import { splitLabels } from './hardware.js';

/**
 * The durable record of a tier on one runner class, kept on the state branch (`tier-history/<tier>/<class>.json`):
 * the last N runs (verdict, commit, failing and flaky tests) and, per harness, the inventory of the last *trusted*
 * run (no blocking anomaly). Inventory drops and skip-rate drift are judged against that run of the same runner
 * class, whatever happened to any cache; flakiness across runs is read from the recent runs.
 */

const MAX_IDS_PER_RUN = 1000;

export { HistoryRecordSchema, TierHistorySchema, TIER_HISTORY_VERSION };
export type HistoryRun = z.infer<typeof HistoryRunSchema>;
export type TierHistory = z.infer<typeof TierHistorySchema>;
export type HistoryRecord = z.infer<typeof HistoryRecordSchema>;

/** Labels in a stable order: `nvidia-h100,self-hosted` and `self-hosted, nvidia-h100` are one runner class. */
export function runnerClassOf(runnerLabel: string | null): string {
  const labels = splitLabels(runnerLabel).map((l) => l.toLowerCase());
  return labels.length ? [...new Set(labels)].sort().join(',') : '(no label)';
}

export function historyFile(tier: string, runnerClass: string): string {
  const safe = runnerClass.replace(/[^A-Za-z0-9._,-]+/g, '_').replace(/^\.+/, '_') || '_';
  return `tier-history/${tier}/${safe}.json`;
}

export function emptyHistory(tier: string, runnerClass: string): TierHistory {
  return { schemaVersion: TIER_HISTORY_VERSION, tier, runnerClass, runs: [], inventory: {} };
}

export function testKey(harness: string, id: string): string {
  return `${harness}\u0000${id}`;
}

/** The history after one more run: the last `keep` runs, and the run's inventory as the baseline when it is trusted. */
export function appendRun(history: TierHistory, record: HistoryRecord, keep: number): TierHistory {
  if (record.run.runId && history.runs.some((r) => r.runId === record.run.runId && r.sha === record.run.sha)) {
    return history; // a re-run of the publishing job
  }
  const runs = [record.run, ...history.runs].slice(0, keep);
  const inventory = { ...history.inventory };
  if (record.run.trusted) {
    for (const [harness, entry] of Object.entries(record.inventory))
      inventory[harness] = { ...entry, sha: record.run.sha };
  }
  return { ...history, runs, inventory };
}

/** The previous baseline of a harness (an InventoryEntry without the sha). */
export function baselineOf(history: TierHistory | undefined, harness: string): InventoryEntry | undefined {
  const entry = history?.inventory[harness];
  if (!entry) return undefined;
  const { sha: _sha, ...rest } = entry;
  return rest;
}

/** The newest run that passed and was trusted: the start of the commit range for triage. */
export function lastGreen(history: TierHistory | undefined): HistoryRun | undefined {
  return history?.runs.find((r) => r.verdict === 'pass' && r.trusted);
}

/**
 * Tests flaky across runs: failing now, and within the kept runs they passed on this very commit, or they flipped
 * between pass and fail at least `flips` times.
 */
export function flakyAcrossRuns(
  history: TierHistory | undefined,
  failingNow: readonly string[],
  sha: string | null,
  window: number,
  flips = 2,
): string[] {
  if (!history?.runs.length) return [];
  const runs = history.runs.slice(0, window);
  const out: string[] = [];
  for (const key of failingNow) {
    const outcomes = runs.map((r) => (r.failed.includes(key) ? 'fail' : r.passed.includes(key) ? 'pass' : null));
    const passedSameCommit = sha !== null && runs.some((r, i) => r.sha === sha && outcomes[i] === 'pass');
    let changes = 0;
    let last: string = 'fail';
    for (const o of outcomes) {
      if (!o) continue;
      if (o !== last) changes++;
      last = o;
    }
    if (passedSameCommit || changes >= flips) out.push(key);
  }
  return out;
}

export interface QuarantineState {
  key: string;
  /** When the newest run that judged it flaky ran. */
  since: string;
  /** Runs newer than that one in which it passed. */
  passedSince: number;
}

/**
 * The automatic quarantine as the newest kept run left it (each run writes the whole list, so a test stays quarantined
 * however few runs the history keeps, until it is released).
 */
export function quarantineFromHistory(history: TierHistory | undefined): QuarantineState[] {
  return history?.runs[0]?.quarantine?.map((q) => ({ ...q })) ?? [];
}

export function cappedKeys(keys: readonly string[]): string[] {
  return keys.slice(0, MAX_IDS_PER_RUN);
}
