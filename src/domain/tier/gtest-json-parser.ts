import { z } from 'zod';
import { parseJsonReport, setLocation } from './case-builder.js';
import {
  cap,
  MAX_DETAILS,
  MAX_MESSAGE,
  ReportParseError,
  type CountSet,
  type ParsedCase,
  type ParsedReport,
} from './model.js';
import { testIdFromParts } from './test-id.js';

/** Google Test's `--gtest_output=json:FILE`: suites of tests with status/result and failure texts. */

const CaseSchema = z.looseObject({
  name: z.string(),
  classname: z.string().optional(),
  status: z.string().optional(),
  result: z.string().optional(),
  file: z.string().optional(),
  line: z.number().optional(),
  failures: z.array(z.looseObject({ failure: z.string().optional(), type: z.string().optional() })).optional(),
});
const SuiteSchema = z.looseObject({
  name: z.string(),
  tests: z.number().optional(),
  failures: z.number().optional(),
  disabled: z.number().optional(),
  errors: z.number().optional(),
  testsuite: z.array(CaseSchema).default([]),
});
const ReportSchema = z.looseObject({
  tests: z.number().optional(),
  failures: z.number().optional(),
  disabled: z.number().optional(),
  errors: z.number().optional(),
  testsuites: z.array(SuiteSchema),
});

export function parseGTestJson(text: string, source: string): ParsedReport {
  const raw = parseJsonReport(text, source);
  const parsed = ReportSchema.safeParse(raw);
  if (!parsed.success)
    throw new ReportParseError(`${source}: not a Google Test JSON report (expected a "testsuites" array)`);
  const report = parsed.data;
  const cases: ParsedCase[] = [];
  const inconsistencies: string[] = [];
  const totals: CountSet = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const suite of report.testsuites) {
    const counted: CountSet = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    for (const test of suite.testsuite) {
      const entry = toCase(suite.name, test);
      cases.push(entry);
      counted.tests++;
      if (entry.state === 'failed') counted.failures++;
      if (entry.state === 'skipped') counted.skipped++;
    }
    compare(`suite '${suite.name}'`, suite, counted, inconsistencies);
    totals.tests += suite.tests ?? counted.tests;
    totals.failures += suite.failures ?? counted.failures;
    totals.errors += suite.errors ?? 0;
    totals.skipped += counted.skipped;
  }
  if (report.tests !== undefined && report.tests !== totals.tests) {
    inconsistencies.push(`the report declares ${report.tests} tests but its suites add up to ${totals.tests}`);
  }
  if (report.failures !== undefined && report.failures !== totals.failures) {
    inconsistencies.push(`the report declares ${report.failures} failures but its suites add up to ${totals.failures}`);
  }
  return { format: 'gtest-json', cases, inconsistencies, declared: totals };
}

function compare(where: string, suite: z.infer<typeof SuiteSchema>, counted: CountSet, out: string[]): void {
  if (suite.tests !== undefined && suite.tests !== counted.tests) {
    out.push(`${where} declares ${suite.tests} tests but lists ${counted.tests}`);
  }
  if (suite.failures !== undefined && suite.failures !== counted.failures) {
    out.push(`${where} declares ${suite.failures} failures but ${counted.failures} of its tests failed`);
  }
}

function toCase(suiteName: string, test: z.infer<typeof CaseSchema>): ParsedCase {
  const failures = (test.failures ?? []).map((f) => f.failure ?? '').filter(Boolean);
  const skipped = test.status === 'NOTRUN' || test.result === 'SKIPPED' || test.result === 'SUPPRESSED';
  const entry: ParsedCase = {
    id: testIdFromParts(test.classname ?? suiteName, test.name),
    classname: test.classname ?? suiteName,
    name: test.name,
    state: failures.length ? 'failed' : skipped ? 'skipped' : 'passed',
    flaky: false,
  };
  setLocation(entry, test.file, test.line);
  if (failures.length) {
    const details = failures.join('\n\n');
    // Each failure text starts with its `file:line` location; the message is what follows.
    const lines = details
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const message = lines.find((l) => !/^\S+:\d+$/.test(l)) ?? lines[0];
    if (message) entry.message = cap(message, MAX_MESSAGE);
    entry.details = cap(details, MAX_DETAILS);
  }
  return entry;
}
