import { z } from 'zod';
import { parseJsonReport } from './case-builder.js';
import {
  cap,
  MAX_DETAILS,
  MAX_MESSAGE,
  ReportParseError,
  type ParsedCase,
  type ParsedReport,
  type TestState,
} from './model.js';
import { normalizeTestId } from './test-id.js';

/** pytest-json-report (`pytest --json-report --json-report-file=FILE`): one entry per test with its phases. */

const CrashSchema = z.looseObject({
  path: z.string().optional(),
  lineno: z.number().optional(),
  message: z.string().optional(),
});
const StageSchema = z.looseObject({
  outcome: z.string().optional(),
  crash: CrashSchema.optional(),
  longrepr: z.unknown().optional(),
});
const TestSchema = z.looseObject({
  nodeid: z.string(),
  outcome: z.string(),
  lineno: z.number().optional(),
  setup: StageSchema.optional(),
  call: StageSchema.optional(),
  teardown: StageSchema.optional(),
});
const CollectorSchema = z.looseObject({ nodeid: z.string(), outcome: z.string(), longrepr: z.unknown().optional() });
const ReportSchema = z.looseObject({
  summary: z.record(z.string(), z.unknown()).optional(),
  tests: z.array(TestSchema),
  collectors: z.array(CollectorSchema).optional(),
});

const OUTCOMES: Record<string, TestState> = {
  passed: 'passed',
  xpassed: 'passed',
  failed: 'failed',
  error: 'error',
  skipped: 'skipped',
  // An expected failure did not run to a pass: it is reported with the skips, as pytest's JUnit output does.
  xfailed: 'skipped',
};

export function parsePytestJson(text: string, source: string): ParsedReport {
  const raw = parseJsonReport(text, source);
  const parsed = ReportSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ReportParseError(
      `${source}: not a pytest-json-report file (expected a "tests" array of {nodeid, outcome})`,
    );
  }
  const report = parsed.data;
  const cases: ParsedCase[] = [];
  const inconsistencies: string[] = [];
  const byOutcome = new Map<string, number>();
  for (const test of report.tests) {
    byOutcome.set(test.outcome, (byOutcome.get(test.outcome) ?? 0) + 1);
    const state = OUTCOMES[test.outcome];
    if (!state) {
      inconsistencies.push(`test '${test.nodeid}' has an unknown outcome '${test.outcome}'`);
      continue;
    }
    cases.push(toCase(test, state));
  }
  // Collection errors never become tests, yet they mean tests did not run.
  for (const collector of report.collectors ?? []) {
    if (collector.outcome !== 'failed') continue;
    const details = longrepr(collector.longrepr);
    cases.push({
      id: normalizeTestId(collector.nodeid || '(collection)'),
      name: collector.nodeid,
      state: 'error',
      flaky: false,
      message: cap(lastMeaningfulLine(details) ?? 'collection error', MAX_MESSAGE),
      ...(details ? { details: cap(details, MAX_DETAILS) } : {}),
    });
  }
  const declared = report.summary
    ? summaryCounts(report.summary, byOutcome, inconsistencies, report.tests.length)
    : undefined;
  return { format: 'pytest-json', cases, inconsistencies, ...(declared ? { declared } : {}) };
}

function toCase(test: z.infer<typeof TestSchema>, state: TestState): ParsedCase {
  const file = test.nodeid.split('::')[0];
  const entry: ParsedCase = { id: normalizeTestId(test.nodeid), name: test.nodeid, state, flaky: false };
  if (file && /\.py$/.test(file)) entry.file = file;
  if (test.lineno !== undefined && Number.isInteger(test.lineno)) entry.line = test.lineno + 1;
  if (state === 'passed') return entry;
  // The failing phase: the call for failures; setup or teardown for errors and skips.
  const stage = [test.call, test.setup, test.teardown].find((s) => s && s.outcome && s.outcome !== 'passed');
  const details = longrepr(stage?.longrepr);
  const message = stage?.crash?.message ?? lastMeaningfulLine(details);
  if (message) entry.message = cap(message, MAX_MESSAGE);
  if (details) entry.details = cap(details, MAX_DETAILS);
  return entry;
}

function summaryCounts(
  summary: Record<string, unknown>,
  byOutcome: Map<string, number>,
  inconsistencies: string[],
  listed: number,
): ParsedReport['declared'] {
  const n = (key: string): number => (typeof summary[key] === 'number' ? (summary[key] as number) : 0);
  if (typeof summary.total === 'number' && summary.total !== listed) {
    inconsistencies.push(`the summary says ${summary.total} tests but ${listed} are listed`);
  }
  for (const key of ['passed', 'failed', 'skipped', 'xfailed', 'xpassed']) {
    if (typeof summary[key] === 'number' && summary[key] !== (byOutcome.get(key) ?? 0)) {
      inconsistencies.push(
        `the summary says ${String(summary[key])} ${key} but ${byOutcome.get(key) ?? 0} tests have that outcome`,
      );
    }
  }
  return {
    tests: typeof summary.total === 'number' ? summary.total : listed,
    failures: n('failed'),
    errors: n('error'),
    skipped: n('skipped') + n('xfailed'),
  };
}

function longrepr(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.map(String).join('\n').trim() || undefined;
  return undefined;
}

/** pytest's long representation ends with the `E   …` / `file:line: Error` lines that say what went wrong. */
function lastMeaningfulLine(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const errorLines = lines.filter((l) => l.startsWith('E '));
  return (errorLines[0]?.replace(/^E\s+/, '') ?? lines[lines.length - 1]) || undefined;
}
