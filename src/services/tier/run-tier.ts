import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tryResolveCommit } from '../../adapters/git/read/refs.js';
import { isRepository } from '../../adapters/git/read/refs.js';
import { writeTextFile } from '../../adapters/files/text-file.js';
import { createRunTempDir, removeRunTempDir, tempRoot } from '../../adapters/process/run-temp.js';
import { readInventory, writeInventory } from '../../adapters/files/tier-inventory.js';
import { classificationRules } from '../../domain/tier/classify.js';
import { stripDraft, type HarnessEvaluation } from '../../domain/tier/evaluate-harness.js';
import {
  baselineOf,
  flakyAcrossRuns,
  lastGreen,
  quarantineFromHistory,
  testKey,
  type QuarantineState,
  type TierHistory,
} from '../../domain/tier/history.js';
import { inventoryKey, type Inventory } from '../../domain/tier/inventory.js';
import { renderJUnitXml } from '../../domain/tier/junit-writer.js';
import type { SelectionOutcome } from '../../domain/tier/selection.js';
import { clusterFailures } from '../../domain/tier/signature.js';
import { decideVerdict, sumCounts } from '../../domain/tier/verdict.js';
import { TIER_RESULT_SCHEMA_VERSION, type Anomaly, type TierResult } from '../../schemas/tier-result.js';
import type { TierConfig } from '../../schemas/tier-config.js';
import { ConfigurationError } from '../../shared/errors.js';
import { existingDir, type TierSettings } from './config.js';
import { crossCheckHarnesses } from './cross-harness.js';
import type { TierDeps } from './deps.js';
import { runOneHarness } from './harness.js';
import { historyRecord, loadHistory } from './history.js';
import { checkMachine } from './machine.js';
import { selectFor } from './select.js';
import { summarize } from './summarize.js';

/**
 * run-tier (`mode: run`): select the tier's harnesses (L1 from the diff), run each as a real process with its output
 * streamed and kept whole, read its reports, cross-check everything against everything (exit code, declared counts,
 * the runner's own count line, other formats of the same run, the harnesses that must agree, the last trusted
 * inventory of this runner class, the machine's GPUs), retry failures to expose flaky tests, cluster and classify what
 * failed, and decide a verdict. It holds no token and files nothing: `tier-publish` does that from the result.
 */

const MAX_FAILURES_LISTED = 1000;

const keyParts = (key: string) => {
  const at = key.indexOf('\u0000');
  return { harness: key.slice(0, at), id: key.slice(at + 1) };
};

/**
 * Flaky across runs, acted on: failing tests that flipped in the kept runs (or failed on a commit they passed on) join
 * the automatic quarantine derived from the history; every quarantined test's failure is marked so the verdict skips
 * it; a quarantined test that passed its `release-after`-th run since is released. Both lists go in the result.
 */
function applyAutoQuarantine(
  evaluations: readonly HarnessEvaluation[],
  history: TierHistory,
  commit: string | null,
  config: TierConfig,
  now: Date,
): { flakyNow: string[]; state?: QuarantineState[]; summary?: NonNullable<TierResult['autoQuarantine']> } {
  const drafts = evaluations.flatMap((e) => e.failures);
  const failing = new Set(drafts.map((f) => testKey(f.harness, f.id)));
  const window = config['history-runs'];
  const flakyNow = flakyAcrossRuns(history, [...failing], commit, window);
  const settings = config['auto-quarantine'];
  if (!settings.enabled) return { flakyNow };
  const releaseAfter = settings['release-after'];
  const passedNow = new Set(
    evaluations.flatMap((e) => e.cases.filter((c) => c.state === 'passed').map((c) => testKey(e.result.name, c.id))),
  );
  const active = quarantineFromHistory(history);
  const entry = (key: string, since: string, passedSince: number) => ({
    ...keyParts(key),
    since,
    passedSince,
    failedNow: failing.has(key),
  });
  const stays: NonNullable<TierResult['autoQuarantine']>['active'] = [];
  const released: NonNullable<TierResult['autoQuarantine']>['released'] = [];
  for (const q of active) {
    const passedSince = q.passedSince + (passedNow.has(q.key) ? 1 : 0);
    (passedSince >= releaseAfter && !failing.has(q.key) ? released : stays).push(entry(q.key, q.since, passedSince));
  }
  const known = new Set(active.map((q) => q.key));
  for (const key of flakyNow) if (!known.has(key)) stays.push(entry(key, now.toISOString(), 0));
  const quarantined = new Set(stays.map((q) => testKey(q.harness, q.id)));
  for (const d of drafts) if (quarantined.has(testKey(d.harness, d.id))) d.quarantined = true;
  const state = stays.map((q) => ({ key: testKey(q.harness, q.id), since: q.since, passedSince: q.passedSince }));
  if (!stays.length && !released.length) return { flakyNow, state };
  return { flakyNow, state, summary: { releaseAfter, active: stays, released } };
}

export async function runTier(settings: TierSettings, deps: TierDeps): Promise<TierResult> {
  // The harnesses' TMPDIR and the files handed to them live in the run's own folder under RUNNER_TEMP: removed when
  // the run ends (or is cancelled), swept by the next run after a kill -9.
  const runTemp = await createRunTempDir(deps.tempRoot ?? tempRoot());
  try {
    return await runTierIn(settings, deps, runTemp);
  } finally {
    await removeRunTempDir(runTemp);
  }
}

async function runTierIn(settings: TierSettings, deps: TierDeps, runTemp: string): Promise<TierResult> {
  const { config, tier } = settings;
  const definition = config.tiers[tier];
  if (!definition) {
    const defined = (['L1', 'L2', 'L3'] as const).filter((t) => config.tiers[t]).join(', ');
    throw new ConfigurationError(`--tier ${tier}: not defined in ${settings.configPath} (it defines ${defined})`);
  }
  const repoDir = await existingDir(settings.repoDir, '--repo');
  const git = deps.git(repoDir);
  const commit = (await isRepository(git)) ? ((await tryResolveCommit(git, 'HEAD')) ?? null) : null;
  const selection = await selectFor(settings, definition.harnesses, repoDir, deps);
  const hardware = await checkMachine(settings, definition.warn, deps);
  const inventory = settings.inventoryPath ? await readInventory(settings.inventoryPath) : undefined;
  const durable = settings.history
    ? await loadHistory(git, settings.history, tier, settings.runnerLabel, deps.logger)
    : undefined;

  const evaluations: HarnessEvaluation[] = [];
  const selectedNames = new Set(selection.selected.map((s) => s.name));
  const rules = classificationRules(config.classification);
  const logDir = settings.logDir ?? join(tmpdir(), `upstream-ingest-logs-${process.pid}`);
  for (const harness of definition.harnesses.filter((h) => selectedNames.has(h.name))) {
    const previous = baseline(durable?.history, inventory, tier, settings.runnerLabel, harness.name);
    const evaluation = await runOneHarness(harness, {
      repoDir,
      tier,
      runnerLabel: settings.runnerLabel,
      tierWarn: definition.warn,
      quarantine: definition.quarantine,
      rules,
      deps,
      logDir,
      runTemp,
      ...(settings.streamLogs && deps.liveLog ? { live: deps.liveLog } : {}),
      inventory: { enabled: inventory !== undefined || durable !== undefined, ...(previous ? { previous } : {}) },
    });
    evaluations.push(evaluation);
  }
  const updatedInventory = await saveInventoryFile(settings, inventory, evaluations);
  // Before the verdict: a test flaky across runs is quarantined, so its failure is listed but does not gate.
  const quarantine = durable
    ? applyAutoQuarantine(evaluations, durable.history, commit, config, deps.now())
    : undefined;

  const crossAnomalies = crossCheckHarnesses(definition, evaluations, deps.logger);
  const result = buildResult(
    settings,
    selection,
    hardware,
    [...hardware.anomalies, ...crossAnomalies],
    evaluations,
    updatedInventory,
    deps.now(),
  );
  result.commit = commit;
  if (durable && settings.history) {
    const green = lastGreen(durable.history);
    result.history = {
      branch: settings.history.branch,
      runnerClass: durable.runnerClass,
      file: durable.file,
      lastGreen: green ? { sha: green.sha, at: green.at } : null,
      record: historyRecord(
        durable.file,
        durable.runnerClass,
        result,
        evaluations,
        deps.run?.id ?? null,
        durable.history,
      ),
    };
    const keys = new Set(quarantine?.flakyNow ?? []);
    if (keys.size) result.history.record.run.flaky = [...keys];
    result.flakyAcrossRuns = result.failures
      .filter((f) => keys.has(testKey(f.harness, f.id)))
      .map((f) => ({ id: f.id, harness: f.harness }));
    if (quarantine?.state?.length) result.history.record.run.quarantine = quarantine.state;
    if (quarantine?.summary) result.autoQuarantine = quarantine.summary;
  }
  if (config.summarizer && result.clusters.length) {
    const known = new Set([
      ...evaluations.flatMap((e) => e.cases.map((c) => c.id)),
      ...result.clusters.map((c) => c.id),
    ]);
    const failingLogs = result.harnesses.flatMap((h) =>
      h.logFile && (h.tests.failed > 0 || h.tests.errors > 0 || h.exitCode !== 0) ? [h.logFile] : [],
    );
    result.summary = await summarize(
      config.summarizer,
      tier,
      result.clusters,
      known,
      repoDir,
      deps,
      runTemp,
      failingLogs,
      (by) => {
        result.summaryBy = by;
      },
    );
  }
  if (settings.junitOut) {
    const harnesses = evaluations.map((e) => ({ result: e.result, cases: e.cases }));
    await writeTextFile(
      settings.junitOut,
      renderJUnitXml(
        tier,
        harnesses,
        result.anomalies.filter((a) => !a.harness || a.harness.includes('+')),
      ),
    );
  }
  deps.logger.info(`tier ${tier}: ${result.verdict} — ${result.verdictReason}`);
  return result;
}

/** The durable history's baseline wins; the inventory file (cache-kept, evictable) is the fallback. */
function baseline(
  history: TierHistory | undefined,
  inventory: Inventory | undefined,
  tier: string,
  runnerLabel: string | null,
  harness: string,
): Inventory['entries'][string] | undefined {
  return baselineOf(history, harness) ?? inventory?.entries[inventoryKey(tier, runnerLabel, harness)];
}

async function saveInventoryFile(
  settings: TierSettings,
  inventory: Inventory | undefined,
  evaluations: readonly HarnessEvaluation[],
): Promise<string[]> {
  const updated = evaluations.filter((e) => e.inventoryUpdate).map((e) => e.result.name);
  if (!inventory || !settings.inventoryPath) return updated;
  for (const e of evaluations) {
    if (e.inventoryUpdate)
      inventory.entries[inventoryKey(settings.tier, settings.runnerLabel, e.result.name)] = e.inventoryUpdate;
  }
  if (updated.length) await writeInventory(settings.inventoryPath, inventory);
  return updated;
}

function buildResult(
  settings: TierSettings,
  selection: SelectionOutcome,
  hardware: { report: TierResult['hardware'] },
  tierAnomalies: readonly Anomaly[],
  evaluations: readonly HarnessEvaluation[],
  updatedInventory: string[],
  now: Date,
): TierResult {
  const drafts = evaluations.flatMap((e) => e.failures);
  const failures = drafts.map(stripDraft);
  const anomalies = [...tierAnomalies, ...evaluations.flatMap((e) => e.result.anomalies)].sort(
    (a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'),
  );
  const counts = sumCounts(evaluations.map((e) => e.result.tests));
  const { verdict, reason } = decideVerdict(anomalies, failures, counts, evaluations.length);
  return {
    schemaVersion: TIER_RESULT_SCHEMA_VERSION,
    generatedAt: now.toISOString(),
    tier: settings.tier,
    runnerLabel: settings.runnerLabel,
    verdict,
    verdictReason: reason,
    selection: selection.selection,
    selected: selection.selected,
    notSelected: selection.notSelected,
    harnesses: evaluations.map((e) => e.result),
    anomalies,
    failures: failures.slice(0, MAX_FAILURES_LISTED),
    failuresOmitted: Math.max(0, failures.length - MAX_FAILURES_LISTED),
    flaky: evaluations.flatMap((e) => e.flaky),
    clusters: clusterFailures(drafts),
    hardware: hardware.report,
    inventory: { path: settings.inventoryPath ?? null, updated: updatedInventory },
    summary: null,
  };
}
