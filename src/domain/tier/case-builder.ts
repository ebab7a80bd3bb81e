/**
 * What every report parser does the same way once it has found a test case's parts: its state from the result
 * elements, the case entry, the message and details, the location, the declared counters and their checks. The two
 * JUnit readers (document tree and stream) differ only in how they find the parts; the JSON formats share the
 * reading of their file.
 */
import {
  cap,
  MAX_DETAILS,
  MAX_MESSAGE,
  ReportParseError,
  type CountSet,
  type ParsedCase,
  type TestState,
} from './model.js';
import { explainSuite, type SuiteShape } from './producer-quirks.js';
import { testIdFromParts, type IdStyle } from './test-id.js';

/** A JSON report's text parsed, or a ReportParseError naming the file (empty, or not JSON). */
export function parseJsonReport(text: string, source: string): unknown {
  if (text.trim() === '') throw new ReportParseError(`${source}: the file is empty`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ReportParseError(`${source}: not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Details capped to their end (a traceback's last lines say what failed). */
export function capDetails(text: string): string | undefined {
  return cap(text.length > MAX_DETAILS ? text.slice(-MAX_DETAILS) : text, MAX_DETAILS);
}

export function firstLine(text: string | undefined): string | undefined {
  return text
    ?.split('\n')
    .map((l) => l.trim())
    .find(Boolean);
}

/** The result elements of one JUnit case: how many of each, and the first of each kind. */
export interface CaseResults<R> {
  failures: number;
  errors: number;
  skips: number;
  firstFailure: R | undefined;
  firstError: R | undefined;
  firstSkip: R | undefined;
  /** The first flakyFailure/flakyError, else the first rerunFailure/rerunError. */
  firstFlaky: R | undefined;
}

/**
 * error > failure > skipped element > disabled/notrun/skipped status > passed; a passed case with flaky or rerun
 * elements is flaky, and that element carries its message.
 */
export function caseOutcome<R>(
  r: CaseResults<R>,
  statusAttr: string | undefined,
): { state: TestState; disabled: boolean; flaky: boolean; result: R | undefined } {
  const status = statusAttr?.toLowerCase();
  const disabled = !r.failures && !r.errors && !r.skips && (status === 'disabled' || status === 'notrun');
  let state: TestState = 'passed';
  let result: R | undefined;
  if (r.errors) {
    state = 'error';
    result = r.firstError;
  } else if (r.failures) {
    state = 'failed';
    result = r.firstFailure;
  } else if (r.skips) {
    state = 'skipped';
    result = r.firstSkip;
  } else if (disabled || status === 'skipped') state = 'skipped';
  const flaky = state === 'passed' && r.firstFlaky !== undefined;
  if (flaky) result = r.firstFlaky;
  return { state, disabled, flaky, result };
}

export interface CaseParts {
  classname: string | undefined;
  name: string | undefined;
  state: TestState;
  flaky: boolean;
  suiteIndex: number;
  /** The enclosing suites' names, outermost first. */
  suitePath: readonly string[];
  /** `suitePath` joined with ' / ', when the caller has it already. */
  suiteLabel?: string;
  /** Position among the suite's cases (names an unnamed case). */
  index: number;
  /** Failure plus error elements. */
  results: number;
  idStyle: IdStyle;
}

/** The entry of a JUnit case, with its properties in the order every reader writes them. */
export function newCase(p: CaseParts): ParsedCase {
  const id =
    p.classname === undefined && p.name === undefined
      ? `${p.suitePath.join('::') || '(root)'}::(unnamed test case ${p.index + 1})`
      : testIdFromParts(p.classname, p.name, p.idStyle);
  const entry: ParsedCase = { id, state: p.state, flaky: p.flaky, suiteIndex: p.suiteIndex };
  const label = p.suiteLabel ?? (p.suitePath.length ? p.suitePath.join(' / ') : undefined);
  if (label) entry.suite = label;
  if (p.results > 1) entry.results = p.results;
  if (p.classname !== undefined) entry.classname = p.classname;
  if (p.name !== undefined) entry.name = p.name;
  return entry;
}

/** The message (the attribute, else the details' first line, else the type) and the details of the result. */
export function setResultText(
  entry: ParsedCase,
  message: string | undefined,
  details: string,
  type: string | undefined,
): void {
  entry.message = cap(message ?? firstLine(details) ?? type, MAX_MESSAGE);
  if (details) entry.details = capDetails(details);
  else delete entry.details;
}

/** `file` when given, `line` when a positive whole number. */
export function setLocation(entry: ParsedCase, file: string | undefined, line: number | undefined): void {
  if (file) entry.file = file;
  if (line !== undefined && Number.isInteger(line) && line > 0) entry.line = line;
}

/** A counter attribute's number (`1,234` too), or undefined when absent, blank or not a number. */
export function countAttr(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** Counter attributes; `disabled` (Google Test, tst) is counted with `skipped` when either is present. */
export function declaredCounts(read: (attr: string) => number | undefined): Partial<CountSet> {
  const skipped = read('skipped');
  const disabled = read('disabled');
  const out: Partial<CountSet> = {};
  const tests = read('tests');
  const failures = read('failures');
  const errors = read('errors');
  if (tests !== undefined) out.tests = tests;
  if (failures !== undefined) out.failures = failures;
  if (errors !== undefined) out.errors = errors;
  if (skipped !== undefined || disabled !== undefined) out.skipped = (skipped ?? 0) + (disabled ?? 0);
  return out;
}

export interface CountFindings {
  inconsistencies: string[];
  explained: string[];
}

/**
 * A suite's declared counters against its cases: each difference is explained (a known producer's habit, see
 * explainSuite; `shape` is asked only then) or an inconsistency.
 */
export function checkSuiteCounts(
  path: readonly string[],
  declared: Partial<CountSet>,
  counted: CountSet,
  shape: () => SuiteShape,
  out: CountFindings,
): void {
  const where = `suite '${path.join(' / ') || '(unnamed)'}'`;
  const diffs: { key: keyof CountSet; text: string }[] = [];
  if (declared.tests !== undefined && declared.tests !== counted.tests) {
    diffs.push({
      key: 'tests',
      text: `${where} declares ${declared.tests} tests but contains ${counted.tests} test cases`,
    });
  }
  for (const key of ['failures', 'errors', 'skipped'] as const) {
    const value = declared[key];
    if (value !== undefined && value !== counted[key]) {
      diffs.push({ key, text: `${where} declares ${value} ${key} but its test cases have ${counted[key]}` });
    }
  }
  if (!diffs.length) return;
  const why = explainSuite(shape(), declared, counted);
  for (const d of diffs) {
    const reason = why?.(d.key);
    if (reason) out.explained.push(`${d.text}: ${reason}`);
    else out.inconsistencies.push(d.text);
  }
}

/** The `<testsuites>` root's counters against the sums of its suites. */
export function checkRootCounts(declared: Partial<CountSet>, sums: CountSet, inconsistencies: string[]): void {
  for (const key of ['tests', 'failures', 'errors', 'skipped'] as const) {
    const value = declared[key];
    if (value !== undefined && value !== sums[key]) {
      inconsistencies.push(`the <testsuites> root declares ${value} ${key} but its suites add up to ${sums[key]}`);
    }
  }
}
