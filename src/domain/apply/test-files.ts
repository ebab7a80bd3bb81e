/**
 * Test-case and skip counts of a test file, for the guard that stops a resolution from silently dropping tests or
 * disabling them. Recognised: pytest/unittest files, googletest sources, and lit tests with FileCheck directives
 * (LLVM, MLIR, Triton). Counting is textual on purpose: it must work on any revision without building anything.
 */
export type TestFramework = 'pytest' | 'gtest' | 'lit';

export interface TestMetrics {
  framework: TestFramework;
  /** pytest: test functions; gtest: TEST* macros; lit: RUN lines plus FileCheck directives. */
  cases: number;
  /** Skip/xfail decorators and calls, DISABLED_ tests and GTEST_SKIP, lit UNSUPPORTED/XFAIL/REQUIRES lines. */
  skips: number;
}

const PY_TEST_NAME = /(?:^|\/)(?:test_[^/]*|[^/]*_test)\.py$/;
const PY_TEST_DIR = /(?:^|\/)tests?\/[^/]*\.py$/;
const PY_CASE = /^[ \t]*(?:async[ \t]+)?def[ \t]+test\w*[ \t]*\(/gm;
const PY_SKIP =
  /@pytest\.mark\.(?:skip|skipif|xfail)\b|@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b|\bpytest\.(?:skip|xfail)\(|\bself\.skipTest\(|\bunittest\.SkipTest\b/g;

const CPP_EXT = /\.(?:cc|cpp|cxx|cu|hip|mm)$/;
const GTEST_CASE = /^[ \t]*(?:TEST|TEST_F|TEST_P|TYPED_TEST|TYPED_TEST_P)[ \t]*\(/gm;
const GTEST_SKIP = /\bDISABLED_\w+|\bGTEST_SKIP[ \t]*\(/g;

const LIT_RUN = /\bRUN:/g;
const FILECHECK =
  /\b(?:CHECK|[A-Z][A-Z0-9_]*-CHECK|CHECK-[A-Z0-9_]+)(?:-(?:NEXT|SAME|NOT|DAG|LABEL|EMPTY|COUNT-\d+))?:/g;
const LIT_SKIP = /\b(?:UNSUPPORTED|XFAIL|REQUIRES):/g;

function count(text: string, re: RegExp): number {
  return text.match(re)?.length ?? 0;
}

/** Which framework a path's content uses, if it is a test file at all. */
export function detectTestFramework(path: string, content: string): TestFramework | undefined {
  if (/\bRUN:/.test(content) && /(?:^|\/)(?:test|tests|unittests?)\//.test(path)) return 'lit';
  if (CPP_EXT.test(path) && count(content, GTEST_CASE) > 0) return 'gtest';
  if (path.endsWith('.py') && (PY_TEST_NAME.test(path) || PY_TEST_DIR.test(path))) return 'pytest';
  return undefined;
}

export function measureTests(framework: TestFramework, content: string): TestMetrics {
  switch (framework) {
    case 'pytest':
      return { framework, cases: count(content, PY_CASE), skips: count(content, PY_SKIP) };
    case 'gtest':
      return { framework, cases: count(content, GTEST_CASE), skips: count(content, GTEST_SKIP) };
    case 'lit':
      return { framework, cases: count(content, LIT_RUN) + count(content, FILECHECK), skips: count(content, LIT_SKIP) };
  }
}

/** The four versions of one path around a resolution; null where the file does not exist (or is binary). */
export interface TestFileVersions {
  path: string;
  /** The fork side before the pick (HEAD). */
  ours: string | null;
  /** After the resolution. */
  resolved: string | null;
  /** The upstream commit's parent and the upstream commit. */
  upstreamBefore: string | null;
  upstreamAfter: string | null;
}

export interface TestFileFinding {
  path: string;
  framework: TestFramework;
  message: string;
}

/**
 * A resolution may change a test file's case and skip counts only as the upstream commit did: fewer cases than
 * the fork had plus upstream's change means lost tests; more skips than that means newly disabled tests.
 */
export function checkTestFile(v: TestFileVersions): TestFileFinding[] {
  const framework = [v.resolved, v.ours, v.upstreamAfter, v.upstreamBefore]
    .map((c) => (c === null ? undefined : detectTestFramework(v.path, c)))
    .find((f) => f !== undefined);
  if (!framework) return [];
  const m = (c: string | null): TestMetrics =>
    c === null ? { framework, cases: 0, skips: 0 } : measureTests(framework, c);
  const ours = m(v.ours);
  const resolved = m(v.resolved);
  const upBefore = m(v.upstreamBefore);
  const upAfter = m(v.upstreamAfter);
  const expectedCases = upAfter.cases - upBefore.cases;
  const expectedSkips = upAfter.skips - upBefore.skips;
  const findings: TestFileFinding[] = [];
  const what = framework === 'lit' ? 'RUN/CHECK lines' : 'test cases';
  if (resolved.cases - ours.cases < expectedCases) {
    findings.push({
      path: v.path,
      framework,
      message: `${v.path}: ${what} went from ${ours.cases} to ${resolved.cases}; the upstream commit changes them by ${signed(expectedCases)}`,
    });
  }
  if (resolved.skips - ours.skips > Math.max(0, expectedSkips)) {
    findings.push({
      path: v.path,
      framework,
      message: `${v.path}: skips/xfails went from ${ours.skips} to ${resolved.skips}; the upstream commit changes them by ${signed(expectedSkips)}`,
    });
  }
  return findings;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}
