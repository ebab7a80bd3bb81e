import type { AnomalyKind, HarnessConfig, ReportFormat } from '../../schemas/tier-config.js';
import type { Anomaly, Failure, HarnessResult, ReportSummary, TestCounts } from '../../schemas/tier-result.js';
import { classifyFailure, infraHint, type ClassificationRules } from './classify.js';
import { compareCountLine, findCountLine } from './count-lines.js';
import { crossCheck, describeCrossResult, disagrees } from './cross-check.js';
import { identifyById, type IdentityStats, type RepeatedIds } from './identity.js';
import { compareWithInventory, inventoryEntry, type InventoryEntry } from './inventory.js';
import type { ParsedCase, ParsedReport } from './model.js';
import { isQuarantined } from './quarantine.js';
import { signatureOf } from './signature.js';

/**
 * Turns one harness run (process outcome + report files, and the retry if there was one) into its result: merged
 * test counts, the cross-check anomalies, classified failures and flaky tests. Pure: every input is data.
 */

export interface ProcessOutcome {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  durationMs: number;
  /** The end of the combined stdout/stderr (capped by the adapter). */
  outputTail: string;
  outputBytes: number;
  /** stdout alone (capped), for commands whose output is their answer (the summariser). */
  stdout?: string;
  /** Set when the process could not be started at all. */
  spawnError?: string;
  /** The runner's command files (GITHUB_ENV, …) the process changed; they were put back. */
  runnerFilesTouched?: string[];
}

export interface ReportRead {
  path: string;
  format: ReportFormat;
  status: ReportSummary['status'];
  detail?: string;
  report?: ParsedReport;
  /** When the file was last written (for telling a retry's report from the first run's). */
  mtimeMs?: number;
}

export interface RetryRun {
  run: ProcessOutcome;
  reports: ReportRead[];
  rerun: number;
}

export interface HarnessEvaluationInput {
  harness: HarnessConfig;
  tierWarn: readonly AnomalyKind[];
  run: ProcessOutcome;
  reports: readonly ReportRead[];
  retry?: RetryRun;
  /** Why a configured retry did not run (too many failures, nothing failed). */
  retryNote?: string;
  inventory: { enabled: boolean; previous?: InventoryEntry };
  rules: ClassificationRules;
  now: Date;
  /** Test IDs/globs whose failures are reported but do not gate (the tier's `quarantine`). */
  quarantine?: readonly string[];
  /** Where the harness's whole output was written, if it was. */
  logFile?: string;
}

export interface FailureDraft extends Failure {
  signature: string;
  example: string;
}

export interface HarnessEvaluation {
  result: HarnessResult;
  failures: FailureDraft[];
  flaky: { id: string; harness: string; message: string }[];
  /** Every test case, merged by ID (for --junit-out). */
  cases: ParsedCase[];
  /** The inventory entry to store; absent when the run must not become the new baseline. */
  inventoryUpdate?: InventoryEntry;
}

const MAX_EXAMPLE = 1500;
/** Characters of output kept in the result (the adapter keeps more, for finding the count line). */
const MAX_OUTPUT_TAIL = 16 * 1024;

/**
 * The harness's tests from its reports, by ID: the reports of its first format (the one listed first in `results`)
 * are the count; every test identity in them is one test (see identity.ts), attempts merged. Reports in another
 * format describe the same run again (JUnit and pytest-json of one pytest run): they are reconciled against the
 * first, never added to it (formatGroups).
 */
export function mergeCases(reports: readonly ReportRead[], repeated: RepeatedIds = 'tests'): Map<string, ParsedCase> {
  const [primary] = formatGroups(reports);
  return casesOf(primary ?? [], repeated);
}

function casesOf(
  reports: readonly ReportRead[],
  repeated: RepeatedIds,
  stats?: IdentityStats,
): Map<string, ParsedCase> {
  return identifyById(
    reports.map((r) => ({ path: r.path, cases: r.report?.cases ?? [] })),
    repeated,
    stats,
  );
}

/** Usable reports grouped by format, in the order their formats first appear. */
export function formatGroups(reports: readonly ReportRead[]): ReportRead[][] {
  const groups = new Map<string, ReportRead[]>();
  for (const r of reports) {
    if (!r.report) continue;
    const group = groups.get(r.format);
    if (group) group.push(r);
    else groups.set(r.format, [r]);
  }
  return [...groups.values()];
}

/** A failure as the result lists it (the signature and example stay with the cluster). */
export function stripDraft(d: FailureDraft): Failure {
  const { signature: _signature, example: _example, ...failure } = d;
  return failure;
}

export function isFailing(c: ParsedCase): boolean {
  return (c.state === 'failed' || c.state === 'error') && !c.flaky;
}

/** The failing cases a retry command should re-run. */
export function retryCandidates(reports: readonly ReportRead[], repeated: RepeatedIds = 'tests'): ParsedCase[] {
  return [...mergeCases(reports, repeated).values()].filter(isFailing);
}

export function countCases(cases: Iterable<ParsedCase>): TestCounts {
  const counts: TestCounts = { total: 0, passed: 0, failed: 0, skipped: 0, errors: 0, flaky: 0 };
  for (const c of cases) {
    counts.total++;
    if (c.flaky && c.state === 'passed') counts.flaky++;
    else if (c.state === 'passed') counts.passed++;
    else if (c.state === 'failed') counts.failed++;
    else if (c.state === 'error') counts.errors++;
    else counts.skipped++;
  }
  return counts;
}

export function evaluateHarness(input: HarnessEvaluationInput): HarnessEvaluation {
  const { harness, run } = input;
  const anomalies: Anomaly[] = [];
  const warnKinds = new Set<AnomalyKind>([...input.tierWarn, ...harness.warn]);
  const raise = (kind: AnomalyKind, detail: string, extra: Partial<Anomaly> = {}): void => {
    anomalies.push({
      kind,
      detail,
      severity: warnKinds.has(kind) ? 'warning' : 'error',
      harness: harness.name,
      ...extra,
    });
  };

  checkRunnerFiles(input, anomalies);
  const okReports = input.reports.filter((r) => r.status === 'ok' && r.report);
  const [primary = [], ...others] = formatGroups(okReports);
  const repeated = harness['repeated-ids'] ?? 'tests';
  const identity: IdentityStats = { repeatedIds: 0, mergedEntries: 0 };
  const firstRun = casesOf(primary, repeated, identity);
  for (const other of others) {
    const check = crossCheck(
      { name: primary.map((r) => r.path).join('+'), cases: firstRun.values() },
      { name: other.map((r) => r.path).join('+'), cases: casesOf(other, repeated).values() },
    );
    if (disagrees(check)) {
      const count = check.missingFromA + check.missingFromB + check.outcomeDiffers;
      raise('cross-harness-mismatch', `two reports of one run: ${describeCrossResult(check)}`, {
        count,
        sample: check.sample.map((d) => d.id),
      });
    }
  }
  const notes = okReports.flatMap((r) => (r.report!.explained ?? []).map((e) => `${r.path}: ${e}`));
  reportRepeatedIds(identity, repeated, notes, raise);
  let firstCounts = countCases(firstRun.values());
  // A report that lists no cases but states its counts (a truncated writer) still tells what it ran.
  if (firstRun.size === 0) firstCounts = declaredOnly(okReports) ?? firstCounts;

  for (const r of input.reports) {
    if (r.status !== 'ok') raise('missing-report', `${r.path}: ${r.detail ?? r.status}`);
  }
  const executed = firstCounts.total - firstCounts.skipped;
  if (okReports.length > 0 && executed < harness['min-tests']) {
    raise(
      'no-tests',
      executed === 0
        ? `no test was executed (${firstCounts.total} listed, all skipped or none)`
        : `${executed} tests executed, fewer than min-tests ${harness['min-tests']}`,
    );
  }
  checkExitCode(run, okReports.length > 0, firstCounts, input.rules, raise);
  checkCounts(harness, run, okReports, firstCounts, raise);

  // Retry: a failing test that passes when re-run is flaky — shown as such, never counted as passed.
  const final = new Map(firstRun);
  let retrySummary: HarnessResult['retry'] = null;
  if (input.retry) {
    const again = mergeCases(
      input.retry.reports.filter((r) => r.status === 'ok'),
      repeated,
    );
    let flaky = 0;
    let still = 0;
    for (const [id, c] of final) {
      if (!isFailing(c)) continue;
      const second = again.get(id);
      if (second && second.state === 'passed') {
        final.set(id, { ...c, state: 'passed', flaky: true });
        flaky++;
      } else still++;
    }
    const missing = input.retry.reports.filter((r) => r.status !== 'ok');
    retrySummary = {
      exitCode: input.retry.run.exitCode,
      rerun: input.retry.rerun,
      flaky,
      stillFailing: still,
      ...(missing.length
        ? { note: `retry report unusable: ${missing.map((r) => `${r.path}: ${r.detail ?? r.status}`).join('; ')}` }
        : {}),
    };
  } else if (input.retryNote) {
    retrySummary = { exitCode: null, rerun: 0, flaky: 0, stillFailing: 0, note: input.retryNote };
  }

  const counts = firstRun.size === 0 ? firstCounts : countCases(final.values());
  const cases = [...final.values()];
  const failures: FailureDraft[] = [];
  const quarantined: string[] = [];
  const flaky: HarnessEvaluation['flaky'] = [];
  for (const c of cases) {
    if (c.flaky && c.state === 'passed') flaky.push({ id: c.id, harness: harness.name, message: c.message ?? '' });
    if (!isFailing(c)) continue;
    const { signature, cluster } = signatureOf(c.message, c.details);
    const classification = classifyFailure(`${c.message ?? ''}\n${c.details ?? ''}`, input.rules);
    failures.push({
      id: c.id,
      harness: harness.name,
      class: classification.class,
      classReason: classification.reason,
      state: c.state === 'error' ? 'error' : 'failed',
      message: c.message ?? signature,
      cluster,
      signature,
      example: (c.details ?? c.message ?? '').slice(0, MAX_EXAMPLE),
      ...(c.file ? { file: c.file } : {}),
      ...(c.line ? { line: c.line } : {}),
    });
    if (input.quarantine?.length && isQuarantined(c.id, input.quarantine)) {
      failures.at(-1)!.quarantined = true;
      quarantined.push(c.id);
    }
  }

  let inventoryUpdate: InventoryEntry | undefined;
  if (input.inventory.enabled && okReports.length > 0) {
    const current = { ids: new Set(firstRun.keys()), total: firstCounts.total, skipped: firstCounts.skipped };
    for (const f of compareWithInventory(input.inventory.previous, current, {
      tolerance: harness['inventory-tolerance'],
      skipRateIncrease: harness['skip-rate-increase'],
    })) {
      raise(f.kind, f.detail, f.missing ? { missing: f.missing } : {});
    }
    // Only a run without blocking anomalies becomes the new baseline; otherwise a drop would be accepted silently
    // by the very next run. (A drop configured as a warning is accepted.)
    if (!anomalies.some((a) => a.severity === 'error')) inventoryUpdate = inventoryEntry(current, input.now);
  } else if (
    !input.inventory.enabled &&
    okReports.length > 0 &&
    firstCounts.total > 0 &&
    firstCounts.skipped === firstCounts.total
  ) {
    raise('skip-rate', `every one of the ${firstCounts.total} tests was skipped`);
  }

  const countLine = harness['log-count'] ? (findCountLine(harness['log-count'], run.outputTail) ?? null) : null;
  return {
    result: {
      name: harness.name,
      exitCode: run.exitCode,
      signal: run.signal,
      timedOut: run.timedOut,
      durationMs: run.durationMs + (input.retry?.run.durationMs ?? 0),
      tests: counts,
      anomalies,
      reports: input.reports.map((r) => ({
        path: r.path,
        format: r.format,
        status: r.status,
        ...(r.detail ? { detail: r.detail } : {}),
        cases: r.report?.cases.length ?? 0,
      })),
      countLine,
      retry: retrySummary,
      outputTail: run.outputTail.slice(-MAX_OUTPUT_TAIL),
      outputBytes: run.outputBytes,
      logFile: input.logFile ?? null,
      ...(notes.length ? { notes } : {}),
      ...(quarantined.length ? { quarantined } : {}),
    },
    failures,
    flaky,
    cases,
    ...(inventoryUpdate ? { inventoryUpdate } : {}),
  };
}

function declaredOnly(reports: readonly ReportRead[]): TestCounts | undefined {
  let any = false;
  const counts: TestCounts = { total: 0, passed: 0, failed: 0, skipped: 0, errors: 0, flaky: 0 };
  for (const r of reports) {
    const d = r.report?.declared;
    if (!d || d.tests === 0) continue;
    any = true;
    counts.total += d.tests;
    counts.failed += d.failures;
    counts.errors += d.errors;
    counts.skipped += d.skipped;
    counts.passed += Math.max(0, d.tests - d.failures - d.errors - d.skipped);
  }
  return any ? counts : undefined;
}

/**
 * Repeated test IDs inside one suite are never folded silently: counted as separate tests, a note says so (and how to
 * read them as retries); folded as attempts (configured), a warning says how many entries were merged.
 */
function reportRepeatedIds(
  identity: IdentityStats,
  repeated: RepeatedIds,
  notes: string[],
  raise: (kind: AnomalyKind, detail: string, extra?: Partial<Anomaly>) => void,
): void {
  if (identity.repeatedIds === 0) return;
  if (repeated === 'tests') {
    notes.push(
      `${identity.repeatedIds} test ID(s) repeat inside one suite: counted as separate tests ` +
        `(set repeated-ids: attempts if the runner writes retries as repeated entries)`,
    );
    return;
  }
  raise(
    'merged-by-id',
    `${identity.mergedEntries} repeated entries of ${identity.repeatedIds} test ID(s) merged as attempts (repeated-ids: attempts)`,
    { severity: 'warning', count: identity.mergedEntries },
  );
}

/**
 * A harness that wrote to the runner's command files tried to reach the later steps of the job (`NODE_OPTIONS=…` in
 * GITHUB_ENV). The files were put back, but the run is not to be trusted: an error whatever the `warn` lists say.
 */
function checkRunnerFiles(input: HarnessEvaluationInput, anomalies: Anomaly[]): void {
  const runs: [string, ProcessOutcome][] = [['', input.run]];
  if (input.retry) runs.push([' (retry)', input.retry.run]);
  for (const [which, run] of runs) {
    const touched = run.runnerFilesTouched ?? [];
    if (!touched.length) continue;
    anomalies.push({
      kind: 'runner-files-touched',
      detail: `the harness${which} changed the runner's ${touched.join(', ')} (put back): its results cannot be trusted`,
      severity: 'error',
      harness: input.harness.name,
    });
  }
}

function describeExit(run: ProcessOutcome): string {
  if (run.spawnError) return `could not start: ${run.spawnError}`;
  if (run.timedOut) return 'timed out and was killed';
  if (run.signal) return `was killed by ${run.signal}`;
  return `exited with ${run.exitCode}`;
}

function checkExitCode(
  run: ProcessOutcome,
  haveReport: boolean,
  counts: TestCounts,
  rules: ClassificationRules,
  raise: (kind: AnomalyKind, detail: string) => void,
): void {
  if (!haveReport) {
    // Without a report there is nothing to reconcile; still say why the process ended, if it did not end well.
    if (run.exitCode !== 0) {
      const hint = infraHint(run.outputTail, rules);
      if (run.spawnError || run.timedOut || run.signal || hint) {
        raise(
          'exit-code-mismatch',
          `the harness ${describeExit(run)} and wrote no report${hint ? ` (output shows ${hint})` : ''}`,
        );
      }
    }
    return;
  }
  const failing = counts.failed + counts.errors;
  if (run.exitCode === 0 && failing > 0) {
    raise(
      'exit-code-mismatch',
      `the harness exited with 0 but its report has ${failing} failing test${failing === 1 ? '' : 's'}`,
    );
  } else if (run.exitCode !== 0 && failing === 0 && counts.total > 0) {
    const hint = infraHint(run.outputTail, rules);
    raise(
      'exit-code-mismatch',
      `the harness ${describeExit(run)} but every test in its report passed or was skipped${hint ? ` (output shows ${hint})` : ''}`,
    );
  }
}

function checkCounts(
  harness: HarnessConfig,
  run: ProcessOutcome,
  okReports: readonly ReportRead[],
  counts: TestCounts,
  raise: (kind: AnomalyKind, detail: string) => void,
): void {
  for (const r of okReports)
    for (const problem of r.report!.inconsistencies) raise('count-mismatch', `${r.path}: ${problem}`);
  const tool = harness['log-count'];
  if (!tool || okReports.length === 0) return;
  const line = findCountLine(tool, run.outputTail);
  if (!line) {
    raise('count-mismatch', `no ${tool} count line in the harness output: the runner may not have run at all`);
    return;
  }
  const reportCounts = {
    passed: counts.passed + counts.flaky,
    failed: counts.failed,
    skipped: counts.skipped,
    errors: counts.errors,
  };
  for (const problem of compareCountLine(line, reportCounts)) raise('count-mismatch', problem);
}
