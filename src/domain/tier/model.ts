import type { ReportFormat } from '../../schemas/tier-config.js';

/**
 * The common model every report format is read into: one entry per executed test case, plus what the file itself
 * declares about its counts (so the cross-checks can compare the two).
 */

export type TestState = 'passed' | 'failed' | 'error' | 'skipped';

export interface ParsedCase {
  /** The stable test ID (see test-id.ts). */
  id: string;
  /** Raw names as the report gave them, for a retry command that needs to select tests. */
  classname?: string;
  name?: string;
  state: TestState;
  /** Passed after failing inside the same report (surefire `flakyFailure`, a rerun element). */
  flaky: boolean;
  /** First line-ish of the failure/error/skip message (capped). */
  message?: string;
  /** Failure body / traceback (capped). */
  details?: string;
  file?: string;
  line?: number;
  /** The suite path it was listed under (`outer / inner`), when the format has suites. */
  suite?: string;
  /** Which suite element of the report (document order): entries of one identity in one suite are attempts. */
  suiteIndex?: number;
  /** Failure/error elements of the case, when more than one (subtests, reruns). */
  results?: number;
  /** How many entries of this identity were merged (attempts); set by identifyById. */
  attempts?: number;
}

export interface CountSet {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

/** The JUnit statistics the publish-unit-test-result-action computes; the shared corpus's oracles are in these terms. */
export interface JUnitStats {
  suites: number;
  duration: number;
  tests: number;
  tests_succ: number;
  tests_skip: number;
  tests_fail: number;
  tests_error: number;
  runs: number;
  runs_succ: number;
  runs_skip: number;
  runs_fail: number;
  runs_error: number;
}

export interface ParsedReport {
  format: ReportFormat;
  cases: ParsedCase[];
  /** Counts the report states about itself (root/suite attributes, a summary block), when it states any. */
  declared?: CountSet;
  /** Internal disagreements (root vs suites vs elements); each becomes a count-mismatch anomaly. */
  inconsistencies: string[];
  /** Declared-vs-parsed differences a known producer writes on purpose (noted, not anomalies). */
  explained?: string[];
  junitStats?: JUnitStats;
}

/** A report that could not be read as its format: the reason becomes a missing-report anomaly. */
export class ReportParseError extends Error {
  override readonly name = 'ReportParseError';
}

export const STATE_SEVERITY: Record<TestState, number> = { skipped: 0, passed: 1, failed: 2, error: 3 };

export const MAX_MESSAGE = 1000;
export const MAX_DETAILS = 4000;

export function cap(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
