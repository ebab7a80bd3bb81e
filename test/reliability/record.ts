/**
 * Every reliability test is a case of the report: what was done to the suite (a fault, an abuse), what must happen,
 * and what did happen. The test is an ordinary jest test (a failing case fails `npm test`); when
 * UPSTREAM_INGEST_RELIABILITY_RECORD names a file, each case also appends one JSON line to it, which
 * `npm run reliability-report` turns into the table.
 */
import { appendFileSync } from 'node:fs';
import { scaled } from '../helpers/time-scale.js';

/**
 * The failure a case guards against, for the per-class counts of the report (issue 31): a crash (stack trace,
 * exit 3), a hang, or an unsafe exit 0 (a success that hides a wrong or dangerous result).
 */
export type FailureClass = 'crash' | 'hang' | 'unsafe exit 0';

export interface CaseRecord {
  area: string;
  /** Absent for cases of no single class. */
  class?: FailureClass;
  name: string;
  expected: string;
  observed: string;
  pass: boolean;
}

export type Observe = (text: string) => void;

const RECORD_FILE = process.env.UPSTREAM_INGEST_RELIABILITY_RECORD;

function record(entry: CaseRecord): void {
  // One short line per write: appends from parallel jest workers do not interleave.
  if (RECORD_FILE) appendFileSync(RECORD_FILE, `${JSON.stringify(entry)}\n`);
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // jest's matcher messages carry ANSI colours and several lines; the report wants the gist.
  return (
    text
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(0, 3)
      .join(' / ')
      .slice(0, 300) || 'failed'
  );
}

/**
 * Cases of one area (`crash consistency`, `API faults`, …): `it(name, …)` that records its expected and observed
 * outcome. The body calls `observe` with what it saw (the last call wins); a body that throws records a failure.
 */
export function cases(area: string, failureClass?: FailureClass) {
  return function reliabilityCase(
    name: string,
    expected: string,
    body: (observe: Observe) => Promise<void>,
    timeoutMs?: number,
  ): void {
    it(
      name,
      async () => {
        let observed = '';
        try {
          await body((text) => (observed = text));
        } catch (error) {
          record({
            area,
            ...(failureClass ? { class: failureClass } : {}),
            name,
            expected,
            observed: `${observed ? `${observed}; ` : ''}FAILED: ${firstLine(error)}`,
            pass: false,
          });
          throw error;
        }
        record({
          area,
          ...(failureClass ? { class: failureClass } : {}),
          name,
          expected,
          observed: observed || 'as expected',
          pass: true,
        });
      },
      // A case's own timeout grows on a loaded machine like every other (UPSTREAM_INGEST_TEST_TIME_SCALE).
      timeoutMs === undefined ? undefined : scaled(timeoutMs),
    );
  };
}
