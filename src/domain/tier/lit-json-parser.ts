import { z } from 'zod';
import { capDetails, parseJsonReport } from './case-builder.js';
import { cap, MAX_MESSAGE, ReportParseError, type ParsedCase, type ParsedReport, type TestState } from './model.js';
import { normalizeTestId } from './test-id.js';

/**
 * lit's JSON results (`lit -o results.json`): `{"__version__": [..], "elapsed": s, "tests": [{name: "Suite :: path",
 * code: "PASS", elapsed, output}]}`. lit counts an expected failure (XFAIL) as a success and an unexpected pass (XPASS)
 * as a failure, and so does this parser; UNSUPPORTED/SKIPPED/EXCLUDED are skips, UNRESOLVED an error.
 */

const TestSchema = z.looseObject({
  name: z.string(),
  code: z.string(),
  output: z.string().optional(),
  elapsed: z.number().nullable().optional(),
});
const LitSchema = z.looseObject({ __version__: z.array(z.number()).optional(), tests: z.array(TestSchema) });

const CODES: Record<string, { state: TestState; flaky?: boolean }> = {
  PASS: { state: 'passed' },
  XFAIL: { state: 'passed' },
  FLAKYPASS: { state: 'passed', flaky: true },
  FAIL: { state: 'failed' },
  XPASS: { state: 'failed' },
  TIMEOUT: { state: 'failed' },
  UNRESOLVED: { state: 'error' },
  UNSUPPORTED: { state: 'skipped' },
  SKIPPED: { state: 'skipped' },
  EXCLUDED: { state: 'skipped' },
};

export function parseLitJson(text: string, source: string): ParsedReport {
  const raw = parseJsonReport(text, source);
  const parsed = LitSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ReportParseError(`${source}: not a lit JSON results file (expected a "tests" array of {name, code})`);
  }
  const cases: ParsedCase[] = [];
  const inconsistencies: string[] = [];
  for (const t of parsed.data.tests) {
    const code = CODES[t.code.toUpperCase()];
    if (!code) {
      inconsistencies.push(`test '${t.name}' has an unknown lit result code '${t.code}'`);
      continue;
    }
    const entry: ParsedCase = {
      id: normalizeTestId(t.name),
      name: t.name,
      state: code.state,
      flaky: code.flaky ?? false,
    };
    if (code.state !== 'passed' && t.output) {
      entry.message = cap(errorLine(t.output) ?? t.code, MAX_MESSAGE);
      entry.details = capDetails(t.output);
    }
    cases.push(entry);
  }
  return { format: 'lit-json', cases, inconsistencies };
}

/** The first line of a lit output that says what went wrong (the command's own error), else the first line. */
function errorLine(output: string): string | undefined {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && l !== '--' && !/^Script:$|^Exit Code:|^: 'RUN: at line|^Command Output/.test(l));
  return lines.find((l) => /error|assert|fail/i.test(l)) ?? lines[0];
}
