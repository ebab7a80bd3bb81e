import { mkdtemp, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { createGitRunner, type GitRunner } from '../adapters/git/git-runner.js';
import { assertSafeRevision } from '../adapters/git/refs.js';
import type { GitHubClient, RepoRef } from '../adapters/github/client.js';
import { OPERATIONS, withGitHubErrors } from '../adapters/github/errors.js';
import { closeIssueByMarker, findIssueByMarker, marker, upsertIssueByMarker } from '../adapters/github/issues.js';
import { createGpuProber, type GpuProber } from '../adapters/process/hardware-probe.js';
import { runHarnessScript, type HarnessProcessSpec } from '../adapters/process/harness-runner.js';
import { readReports, writeTextFile } from '../adapters/process/report-files.js';
import { readInventory, writeInventory } from '../adapters/tier-inventory.js';
import { classificationRules } from '../domain/tier/classify.js';
import {
  evaluateHarness,
  retryCandidates,
  type FailureDraft,
  type HarnessEvaluation,
  type ProcessOutcome,
  type RetryRun,
} from '../domain/tier/evaluate-harness.js';
import {
  closeComment,
  failureFingerprint,
  ISSUE_MARKER_KIND,
  issueBody,
  issueTitle,
  readIssueState,
  recordFailure,
  recordPass,
  type IssueState,
  type RunContext,
} from '../domain/tier/failure-issues.js';
import { checkHardware, expectedHardware, hardwareReport, type GpuProbe } from '../domain/tier/hardware.js';
import { inventoryKey, type Inventory } from '../domain/tier/inventory.js';
import { renderJUnitXml } from '../domain/tier/junit-writer.js';
import { selectHarnesses, type DiffInput, type SelectionOutcome } from '../domain/tier/selection.js';
import { clusterFailures } from '../domain/tier/signature.js';
import { sanitizeSummary, summarizerInput } from '../domain/tier/summarizer.js';
import type { IdStyle } from '../domain/tier/test-id.js';
import { decideVerdict, sumCounts } from '../domain/tier/verdict.js';
import {
  TierConfigSchema,
  type AnomalyKind,
  type HarnessConfig,
  type TierConfig,
  type TierName,
} from '../schemas/tier-config.js';
import {
  TIER_RESULT_SCHEMA_VERSION,
  type Anomaly,
  type Failure,
  type IssueAction,
  type TierResult,
} from '../schemas/tier-result.js';
import { ConfigurationError, errorMessage } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import { parseStructuredText } from '../shared/structured-text.js';
import { parseOrThrow } from '../shared/zod-errors.js';

/**
 * run-tier: select the tier's harnesses (L1 from the diff), run each as a real process, read its reports, cross-check
 * everything against everything (exit code, report counts, the runner's own count line, the last inventory, the
 * machine's GPUs), retry failures to expose flaky tests, cluster and classify what failed, and decide a verdict.
 * The CLI command and the action both call `runTier`.
 */

export interface TierSettings {
  /** Path of the config file as given (for messages and the "config changed" rule). */
  configPath: string;
  config: TierConfig;
  tier: TierName;
  /** The repository root: harnesses run here, report paths are relative to it. */
  repoDir: string;
  changedFrom?: string;
  runnerLabel: string | null;
  inventoryPath?: string;
  junitOut?: string;
}

/** Trunk mode: one issue per failure identity, updated on every run, closed after enough clean passes. */
export interface IssueFilingInput {
  context: RunContext;
  failures: readonly Failure[];
  /** Per harness that ran: the test IDs that passed cleanly (not flaky). */
  passed: ReadonlyMap<string, ReadonlySet<string>>;
  /** Extra text per failure for the issue body. */
  examples: ReadonlyMap<string, string>;
}

export interface FailureIssueSink {
  record(input: IssueFilingInput): Promise<IssueAction[]>;
}

export interface TierDeps {
  logger: Logger;
  runScript: (spec: HarnessProcessSpec) => Promise<ProcessOutcome>;
  probeGpus: GpuProber;
  git: (dir: string) => GitRunner;
  now: () => Date;
  issueSink?: FailureIssueSink;
  /** Run id and URL for issue links (the action fills them from GITHUB_RUN_ID etc.). */
  run?: { id: string | null; url: string | null };
}

export function defaultTierDeps(logger: Logger, env: NodeJS.ProcessEnv = process.env): TierDeps {
  return {
    logger,
    runScript: (spec) => runHarnessScript(spec, env),
    probeGpus: createGpuProber({ env }),
    git: (dir) => createGitRunner(dir),
    now: () => new Date(),
  };
}

/** Reads and validates the tier config (YAML or JSON). */
export async function loadTierConfig(path: string): Promise<TierConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ConfigurationError(
      `--config ${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  const data = parseStructuredText(text, `tier config ${path}`);
  return parseOrThrow(TierConfigSchema, data ?? {}, `tier config ${path}`);
}

const MAX_FAILURES_LISTED = 1000;
const MINUTE = 60_000;

export async function runTier(settings: TierSettings, deps: TierDeps): Promise<TierResult> {
  const { config, tier } = settings;
  const definition = config.tiers[tier];
  if (!definition) {
    const defined = (['L1', 'L2', 'L3'] as const).filter((t) => config.tiers[t]).join(', ');
    throw new ConfigurationError(`--tier ${tier}: not defined in ${settings.configPath} (it defines ${defined})`);
  }
  const repoDir = await existingDir(settings.repoDir, '--repo');
  const selection = await selectFor(settings, definition.harnesses, repoDir, deps);
  const hardware = await checkMachine(settings, definition.warn, deps);
  const inventory = settings.inventoryPath ? await readInventory(settings.inventoryPath) : undefined;

  const evaluations: HarnessEvaluation[] = [];
  const selectedNames = new Set(selection.selected.map((s) => s.name));
  const context = { repoDir, tier, runnerLabel: settings.runnerLabel, tierWarn: definition.warn, deps };
  const rules = classificationRules(config.classification);
  for (const harness of definition.harnesses.filter((h) => selectedNames.has(h.name))) {
    const key = inventoryKey(tier, settings.runnerLabel, harness.name);
    const previous = inventory?.entries[key];
    const evaluation = await runOneHarness(harness, {
      ...context,
      rules,
      inventory: { enabled: inventory !== undefined, ...(previous ? { previous } : {}) },
    });
    if (inventory && evaluation.inventoryUpdate) inventory.entries[key] = evaluation.inventoryUpdate;
    evaluations.push(evaluation);
  }
  const updatedInventory = evaluations.filter((e) => e.inventoryUpdate).map((e) => e.result.name);
  if (inventory && settings.inventoryPath && updatedInventory.length) {
    await writeInventory(settings.inventoryPath, inventory);
  }

  const result = buildResult(settings, selection, hardware, evaluations, updatedInventory, deps.now());
  if (config.summarizer && result.clusters.length) {
    const known = new Set([
      ...evaluations.flatMap((e) => e.cases.map((c) => c.id)),
      ...result.clusters.map((c) => c.id),
    ]);
    result.summary = await summarize(config.summarizer, tier, result.clusters, known, repoDir, deps);
  }
  if (settings.junitOut) {
    const harnesses = evaluations.map((e) => ({ result: e.result, cases: e.cases }));
    await writeTextFile(settings.junitOut, renderJUnitXml(tier, harnesses, hardware.anomalies));
  }
  if (deps.issueSink) result.issues = await deps.issueSink.record(issueFilingInput(settings, evaluations, deps));
  deps.logger.info(`tier ${tier}: ${result.verdict} — ${result.verdictReason}`);
  return result;
}

async function selectFor(
  settings: TierSettings,
  harnesses: readonly HarnessConfig[],
  repoDir: string,
  deps: TierDeps,
): Promise<SelectionOutcome> {
  const diff =
    settings.tier === 'L1' && settings.changedFrom
      ? await diffInput(deps.git(repoDir), settings.changedFrom, deps.logger)
      : noDiff(settings);
  const selection = selectHarnesses({
    tier: settings.tier,
    harnesses,
    runAllOn: settings.config['run-all-on'],
    ...(await configInside(repoDir, settings.configPath)),
    diff,
  });
  selection.warnings.forEach((w) => deps.logger.warning(w));
  deps.logger.info(`tier ${settings.tier}: ${selection.selection.reason}`);
  return selection;
}

/** The GPUs the runner label promises against what the probes find. */
async function checkMachine(
  settings: TierSettings,
  tierWarn: readonly AnomalyKind[],
  deps: TierDeps,
): Promise<{ report: TierResult['hardware']; anomalies: Anomaly[] }> {
  const expected = expectedHardware(settings.runnerLabel, settings.config.hardware);
  const probes: GpuProbe[] = [];
  for (const vendor of [...new Set(expected.map((e) => e.vendor))]) probes.push(...(await deps.probeGpus(vendor)));
  const severity = tierWarn.includes('hardware-mismatch') ? 'warning' : 'error';
  return {
    report: expected.length ? hardwareReport(expected, probes) : null,
    anomalies: checkHardware(expected, probes).map((detail) => ({ kind: 'hardware-mismatch', detail, severity })),
  };
}

function buildResult(
  settings: TierSettings,
  selection: SelectionOutcome,
  hardware: { report: TierResult['hardware']; anomalies: Anomaly[] },
  evaluations: readonly HarnessEvaluation[],
  updatedInventory: string[],
  now: Date,
): TierResult {
  const drafts = evaluations.flatMap((e) => e.failures);
  const failures = drafts.map(stripDraft);
  const anomalies = [...hardware.anomalies, ...evaluations.flatMap((e) => e.result.anomalies)].sort(
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

function issueFilingInput(
  settings: TierSettings,
  evaluations: readonly HarnessEvaluation[],
  deps: TierDeps,
): IssueFilingInput {
  const drafts = evaluations.flatMap((e) => e.failures);
  return {
    context: {
      tier: settings.tier,
      runnerLabel: settings.runnerLabel,
      now: deps.now(),
      runId: deps.run?.id ?? null,
      runUrl: deps.run?.url ?? null,
    },
    // Every failure, not the capped list of the result.
    failures: drafts.map(stripDraft),
    passed: new Map(
      evaluations.map((e) => [
        e.result.name,
        new Set(e.cases.filter((c) => c.state === 'passed' && !c.flaky).map((c) => c.id)),
      ]),
    ),
    examples: new Map(drafts.map((d) => [`${d.harness}\u0000${d.id}`, d.example])),
  };
}

interface HarnessContext {
  repoDir: string;
  tier: TierName;
  runnerLabel: string | null;
  tierWarn: readonly AnomalyKind[];
  rules: ReturnType<typeof classificationRules>;
  deps: TierDeps;
  inventory: { enabled: boolean; previous?: Inventory['entries'][string] };
}

async function runOneHarness(harness: HarnessConfig, ctx: HarnessContext): Promise<HarnessEvaluation> {
  const { deps, repoDir } = ctx;
  const cwd = await harnessCwd(repoDir, harness);
  const idStyle: IdStyle = harness['test-ids'] ?? (harness['log-count'] === 'lit' ? 'lit' : 'plain');
  const env = {
    ...harness.env,
    UPSTREAM_INGEST_TIER: ctx.tier,
    UPSTREAM_INGEST_HARNESS: harness.name,
    UPSTREAM_INGEST_RUNNER_LABEL: ctx.runnerLabel ?? '',
  };
  deps.logger.info(`harness ${harness.name}: running (timeout ${harness['timeout-minutes']} min)`);
  const startedAt = Date.now();
  const run = await deps.runScript({
    run: harness.run,
    cwd,
    env,
    passEnv: harness['pass-env'],
    timeoutMs: harness['timeout-minutes'] * MINUTE,
  });
  const reports = await readReports(harness.results, { root: repoDir, notBefore: startedAt, idStyle });
  deps.logger.info(
    `harness ${harness.name}: ${run.timedOut ? 'timed out' : `exit ${run.exitCode ?? run.signal}`}, reports: ${reports.map((r) => `${r.path} ${r.status}`).join(', ')}`,
  );

  let retry: RetryRun | undefined;
  let retryNote: string | undefined;
  if (harness.retry) {
    const failing = retryCandidates(reports.filter((r) => r.status === 'ok'));
    if (failing.length > harness.retry['max-failures']) {
      retryNote = `${failing.length} failures exceed retry max-failures ${harness.retry['max-failures']}: not retried`;
    } else if (failing.length) {
      const firstWritten = Math.max(0, ...reports.map((r) => r.mtimeMs ?? 0));
      retry = await runRetry(harness, failing, { cwd, env, repoDir, idStyle, deps, firstWritten });
    }
  }
  return evaluateHarness({
    harness,
    tierWarn: ctx.tierWarn,
    run,
    reports,
    ...(retry ? { retry } : {}),
    ...(retryNote ? { retryNote } : {}),
    inventory: ctx.inventory,
    rules: ctx.rules,
    now: deps.now(),
  });
}

/**
 * The retry command learns which tests to re-run from two files (never from its command line, since test names are
 * upstream text): UPSTREAM_INGEST_RETRY_IDS (one ID per line) and UPSTREAM_INGEST_RETRY_JSON ([{id, classname, name,
 * file}]).
 */
async function runRetry(
  harness: HarnessConfig,
  failing: ReturnType<typeof retryCandidates>,
  ctx: {
    cwd: string;
    env: Record<string, string>;
    repoDir: string;
    idStyle: IdStyle;
    deps: TierDeps;
    firstWritten: number;
  },
): Promise<RetryRun> {
  const retry = harness.retry!;
  const dir = await mkdtemp(join(tmpdir(), 'ui-retry-'));
  try {
    const idsFile = join(dir, 'ids.txt');
    const jsonFile = join(dir, 'tests.json');
    await writeFile(idsFile, `${failing.map((c) => c.id.replace(/\n/g, ' ')).join('\n')}\n`);
    await writeFile(
      jsonFile,
      JSON.stringify(
        failing.map((c) => ({ id: c.id, classname: c.classname ?? null, name: c.name ?? null, file: c.file ?? null })),
      ),
    );
    ctx.deps.logger.info(
      `harness ${harness.name}: retrying ${failing.length} failed test${failing.length === 1 ? '' : 's'}`,
    );
    const startedAt = Date.now();
    const run = await ctx.deps.runScript({
      run: retry.run,
      cwd: ctx.cwd,
      env: { ...ctx.env, UPSTREAM_INGEST_RETRY_IDS: idsFile, UPSTREAM_INGEST_RETRY_JSON: jsonFile },
      passEnv: harness['pass-env'],
      timeoutMs: retry['timeout-minutes'] * MINUTE,
    });
    // The retry usually rewrites the first run's files: a report it did not rewrite must not pass for its own, so it
    // has to be newer than every first-run report (and than the retry's start, less the usual slack).
    const notBefore = Math.max(startedAt - 1000, ctx.firstWritten + 1);
    const reports = await readReports(retry.results ?? harness.results, {
      root: ctx.repoDir,
      notBefore,
      slackMs: 0,
      idStyle: ctx.idStyle,
    });
    return { run, reports, rerun: failing.length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function summarize(
  summarizer: NonNullable<TierConfig['summarizer']>,
  tier: TierName,
  clusters: TierResult['clusters'],
  known: ReadonlySet<string>,
  repoDir: string,
  deps: TierDeps,
): Promise<string | null> {
  const dir = await mkdtemp(join(tmpdir(), 'ui-summary-'));
  try {
    const input = summarizerInput(tier, clusters);
    const file = join(dir, 'clusters.json');
    await writeFile(file, input);
    const run = await deps.runScript({
      run: summarizer.run,
      cwd: repoDir,
      env: { UPSTREAM_INGEST_CLUSTERS: file },
      timeoutMs: summarizer['timeout-minutes'] * MINUTE,
      input,
      maxOutputBytes: 256 * 1024,
    });
    if (run.exitCode !== 0) {
      const said = run.outputTail.trim().split('\n').at(-1)?.slice(0, 200);
      deps.logger.warning(
        `summarizer ${run.timedOut ? 'timed out' : `exited with ${run.exitCode ?? run.signal}`}: no summary${said ? ` (${said})` : ''}`,
      );
      return null;
    }
    const checked = sanitizeSummary(run.stdout ?? run.outputTail, known, summarizer['max-chars']);
    if (checked.removed.length) {
      deps.logger.warning(`summarizer cited ${checked.removed.length} unknown test id(s); they were removed`);
    }
    return checked.text || null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function diffInput(git: GitRunner, from: string, logger: Logger): Promise<DiffInput> {
  assertSafeRevision(from, '--changed-from');
  try {
    const { stdout } = await git.run([
      'diff',
      '--name-only',
      '-z',
      '--no-renames',
      '--end-of-options',
      `${from}...HEAD`,
    ]);
    const paths = stdout.split('\0').filter(Boolean);
    logger.debug(`changed since ${from}: ${paths.length} paths`);
    return { kind: 'paths', from, paths };
  } catch (error) {
    return { kind: 'error', from, reason: errorMessage(error).split('\n')[0]!.slice(0, 300) };
  }
}

function noDiff(settings: TierSettings): DiffInput {
  return settings.changedFrom ? { kind: 'paths', from: settings.changedFrom, paths: [] } : { kind: 'none' };
}

/** The config's path relative to the repository, when it lives inside it (its change then runs everything). */
async function configInside(repoDir: string, configPath: string): Promise<{ configPath?: string }> {
  try {
    const real = await realpath(resolve(configPath));
    const rel = relative(repoDir, real);
    if (rel && !rel.startsWith('..') && !isAbsolute(rel)) return { configPath: rel.split(sep).join('/') };
  } catch {
    /* an unreadable path was already reported when the config was loaded */
  }
  return {};
}

async function existingDir(dir: string, what: string): Promise<string> {
  try {
    const real = await realpath(resolve(dir));
    if ((await stat(real)).isDirectory()) return real;
  } catch {
    /* reported below */
  }
  throw new ConfigurationError(`${what} ${dir}: not an existing directory`);
}

async function harnessCwd(repoDir: string, harness: HarnessConfig): Promise<string> {
  const dir = harness['working-directory'];
  if (!dir) return repoDir;
  const full = resolve(repoDir, dir);
  try {
    if ((await stat(full)).isDirectory()) return full;
  } catch {
    /* reported below */
  }
  throw new ConfigurationError(`harness ${harness.name}: working-directory '${dir}' does not exist in ${repoDir}`);
}

function stripDraft(d: FailureDraft): Failure {
  const { signature: _signature, example: _example, ...failure } = d;
  return failure;
}

// ---------------------------------------------------------------------------------------------------------------
// Trunk-mode issue filing on the GitHub adapter
// ---------------------------------------------------------------------------------------------------------------

export interface GitHubIssueSinkOptions {
  client: GitHubClient;
  repo: RepoRef;
  /** Labels every filed issue carries; the first also narrows every look-up. */
  labels: string[];
  /** Close an issue after this many consecutive clean passes of its test. */
  closeAfterPasses: number;
  /** At most this many new issues per run (a broken build must not open hundreds); existing ones are always updated. */
  maxNewIssues: number;
  /** Which failure classes get issues (default: code only — infra failures are not bugs in the fork). */
  classes?: readonly Failure['class'][];
  logger: Logger;
}

/**
 * Files, updates and closes issues through the adapter's marker functions: `upsertIssueByMarker` looks the marker up
 * before creating (and recovers a create whose answer was lost), so a retried step or a re-run job never duplicates
 * an issue; the run id in the state keeps a re-run from counting an occurrence or a pass twice.
 */
export function createGitHubIssueSink(options: GitHubIssueSinkOptions): FailureIssueSink {
  const { client, repo, labels } = options;
  const findLabels = labels.slice(0, 1);
  const classes = new Set(options.classes ?? ['code']);
  return {
    async record(input) {
      const actions: IssueAction[] = [];
      const ctx = input.context;
      const open = await openTrackedIssues(client, repo, findLabels);
      const failingNow = new Set<string>();
      // Issues this run opens (created, or reopened from closed): capped, and once the cap is reached no further
      // look-ups are made for tests without an open issue (a broken build must cost neither issues nor API calls).
      let opened = 0;
      for (const failure of input.failures) {
        if (!classes.has(failure.class)) continue;
        const fingerprint = failureFingerprint({
          tier: ctx.tier,
          runnerLabel: ctx.runnerLabel,
          harness: failure.harness,
          testId: failure.id,
        });
        if (failingNow.has(fingerprint)) continue;
        failingNow.add(fingerprint);
        const mark = marker(ISSUE_MARKER_KIND, fingerprint);
        const base = { fingerprint, id: failure.id, harness: failure.harness };
        try {
          let previous = open.get(fingerprint)?.state;
          if (!previous) {
            if (opened >= options.maxNewIssues) {
              const detail = `max-new-issues ${options.maxNewIssues} reached`;
              actions.push({ ...base, action: 'skipped', issueNumber: null, detail });
              continue;
            }
            const closed = await findIssueByMarker(client, repo, mark, { labels: findLabels });
            previous = closed ? readIssueState(closed.body) : undefined;
          }
          const example = input.examples.get(`${failure.harness}\u0000${failure.id}`) ?? '';
          const state = recordFailure(previous, failure, example, ctx);
          const result = await upsertIssueByMarker(client, repo, {
            marker: mark,
            title: issueTitle(state),
            body: issueBody(state, options.closeAfterPasses),
            labels,
            findLabels,
          });
          if (result.action === 'created' || result.action === 'reopened') opened++;
          actions.push({
            ...base,
            action: result.action === 'created' ? 'created' : 'updated',
            issueNumber: result.issue.number,
          });
        } catch (error) {
          options.logger.warning(`issue for ${failure.id}: ${errorMessage(error)}`);
          actions.push({ ...base, action: 'failed', issueNumber: null, detail: errorMessage(error).slice(0, 300) });
        }
      }
      for (const [fingerprint, { state, number }] of open) {
        if (failingNow.has(fingerprint) || state.tier !== ctx.tier || state.runnerLabel !== ctx.runnerLabel) continue;
        // Only a test that ran and passed counts; a test not run this time (not selected, harness skipped) does not.
        if (!input.passed.get(state.harness)?.has(state.testId)) continue;
        const base = { fingerprint, id: state.testId, harness: state.harness };
        const mark = marker(ISSUE_MARKER_KIND, fingerprint);
        try {
          const next = recordPass(state, ctx);
          if (next.consecutivePasses >= options.closeAfterPasses) {
            await upsertIssueByMarker(client, repo, {
              marker: mark,
              title: issueTitle(next),
              body: issueBody(next, options.closeAfterPasses),
              labels,
              findLabels,
            });
            await closeIssueByMarker(client, repo, mark, closeComment(next, ctx.runUrl), { labels: findLabels });
            actions.push({ ...base, action: 'closed', issueNumber: number });
          } else {
            if (next !== state) {
              await upsertIssueByMarker(client, repo, {
                marker: mark,
                title: issueTitle(next),
                body: issueBody(next, options.closeAfterPasses),
                labels,
                findLabels,
              });
            }
            actions.push({
              ...base,
              action: 'pass-recorded',
              issueNumber: number,
              detail: `${next.consecutivePasses} of ${options.closeAfterPasses} passes`,
            });
          }
        } catch (error) {
          options.logger.warning(`issue #${number}: ${errorMessage(error)}`);
          actions.push({ ...base, action: 'failed', issueNumber: number, detail: errorMessage(error).slice(0, 300) });
        }
      }
      return actions;
    },
  };
}

/** The open issues this feature filed (by label, then by their state comment), keyed by fingerprint. */
async function openTrackedIssues(
  client: GitHubClient,
  repo: RepoRef,
  labels: string[],
): Promise<Map<string, { state: IssueState; number: number }>> {
  const issues = await withGitHubErrors(OPERATIONS.listIssues, repo, () =>
    client.paginate(client.rest.issues.listForRepo, {
      ...repo,
      state: 'open',
      per_page: 100,
      ...(labels.length ? { labels: labels.join(',') } : {}),
    }),
  );
  const out = new Map<string, { state: IssueState; number: number }>();
  for (const issue of issues) {
    if ('pull_request' in issue && issue.pull_request) continue;
    const state = readIssueState(issue.body);
    if (!state) continue;
    const fingerprint = failureFingerprint({
      tier: state.tier,
      runnerLabel: state.runnerLabel,
      harness: state.harness,
      testId: state.testId,
    });
    if (!(issue.body ?? '').includes(marker(ISSUE_MARKER_KIND, fingerprint))) continue;
    if (!out.has(fingerprint)) out.set(fingerprint, { state, number: issue.number });
  }
  return out;
}
