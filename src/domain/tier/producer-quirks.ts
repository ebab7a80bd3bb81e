import type { CountSet } from './model.js';

/**
 * Real JUnit producers whose counters legitimately differ from their `<testcase>` elements. A difference explained
 * here is noted on the harness, not raised as a count-mismatch: the tests are all there, the producer just counts
 * differently. Anything not explained stays an anomaly (fewer cases than declared = tests lost).
 *
 * - pytest with subtests (pytest ≥ 9 `subtests` fixture, pytest-subtests): `tests=` counts every subtest report, but a
 *   test and its subtests share one `<testcase>`; a failing subtest adds a `<failure>` to it ("contains N failed
 *   subtest"). Evidence: a case with several results, that message, or the count line's "N subtests passed".
 * - Nette Tester (`tester -o junit`): writes failures as `<failure>` elements but counts them in `errors=` and writes
 *   no `failures=` attribute.
 * - jest-junit with `reportTestSuiteErrors`: a test file that failed to load becomes a suite with `tests="0"` holding
 *   `classname="Test suite failed to run"` cases (one `<error>`, sometimes a `<failure>` with the error object). Those
 *   cases are one test (the file), an error.
 */

export interface SuiteShape {
  name: string | undefined;
  classnames: readonly (string | undefined)[];
  /** Cases with more than one failure/error element. */
  multiResultCases: number;
  /** Cases whose result says "contains N failed subtest(s)". */
  subtestMessages: number;
  hasFailuresAttr: boolean;
  subtestsRan: boolean;
}

export const JEST_SUITE_FAILED = 'Test suite failed to run';

export function explainSuite(
  suite: SuiteShape,
  declared: Partial<CountSet>,
  counted: CountSet,
): ((key: keyof CountSet) => string | undefined) | undefined {
  if (suite.classnames.length > 0 && suite.classnames.every((c) => c === JEST_SUITE_FAILED)) {
    return () =>
      'jest-junit reports a test file that failed to load as "Test suite failed to run" (counted as one error)';
  }
  const pytest = suite.name === 'pytest';
  if (pytest && (suite.multiResultCases > 0 || suite.subtestMessages > 0 || suite.subtestsRan)) {
    return (key) =>
      (key === 'tests' && (declared.tests ?? 0) > counted.tests) || key === 'failures' || key === 'errors'
        ? 'pytest counts each subtest in the suite counters, while a test and its subtests share one test case'
        : undefined;
  }
  if (
    !suite.hasFailuresAttr &&
    declared.errors !== undefined &&
    declared.errors === counted.failures + counted.errors &&
    counted.failures > 0
  ) {
    return (key) =>
      key === 'errors' ? 'Nette Tester counts its <failure> elements in errors= (it writes no failures=)' : undefined;
  }
  return undefined;
}
