import { XMLParser } from 'fast-xml-parser';
import {
  caseOutcome,
  checkRootCounts,
  checkSuiteCounts,
  countAttr,
  declaredCounts as declaredFrom,
  newCase,
  setLocation,
  setResultText,
} from './case-builder.js';
import {
  ReportParseError,
  STATE_SEVERITY,
  type CountSet,
  type JUnitStats,
  type ParsedCase,
  type ParsedReport,
  type TestState,
} from './model.js';
import type { IdStyle } from './test-id.js';
import { assertNoDeclarations, checkWellFormed, decodeXmlEntities } from './xml-safety.js';

/**
 * JUnit XML as written by pytest (xunit1/xunit2), lit, Google Test, jest-junit, mocha, bazel, sbt/scalatest, xUnit.net,
 * surefire (flaky/rerun elements) and hand-made variants: a `<testsuites>` or `<testsuite>` root, suites nested at any
 * depth, counters present or absent, several result elements per case.
 */

/**
 * A node of fast-xml-parser's `preserveOrder` output: `{ <tag>: children[], ':@': { '@_attr': value } }`, text as
 * `{ '#text': … }`, CDATA as `{ '#cdata': [{ '#text': … }] }`. Read in place: this shape skips the parser's second
 * (compacting) pass, which matters for 100,000-case reports.
 */
type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  jPath: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  // Entities are decoded by decodeXmlEntities (the five predefined and numeric references only).
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  cdataPropName: '#cdata',
  maxNestedTags: 200,
});

export interface JUnitParseOptions {
  idStyle?: IdStyle;
  /** The runner said it ran subtests (pytest's count line `N subtests passed`): pytest's `tests=` then counts them. */
  subtests?: boolean;
}

export function parseJUnit(text: string, source: string, options: JUnitParseOptions = {}): ParsedReport {
  const xml = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (xml.trim() === '') throw new ReportParseError(`${source}: the file is empty`);
  assertNoDeclarations(xml, source);
  checkWellFormed(xml, source);
  let doc: XmlNode[];
  try {
    doc = parser.parse(xml) as XmlNode[];
  } catch (error) {
    throw new ReportParseError(
      `${source}: not well-formed XML: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const rootNode = doc.find((n) => !tagOf(n)?.startsWith('#') && !tagOf(n)?.startsWith('?'));
  const rootName = rootNode ? tagOf(rootNode) : undefined;
  if (!rootNode || (rootName !== 'testsuites' && rootName !== 'testsuite')) {
    throw new ReportParseError(
      `${source}: not a JUnit report: the root element is <${rootName ?? 'none'}>, expected <testsuites> or <testsuite>`,
    );
  }
  const topSuites = rootName === 'testsuites' ? children(rootNode, 'testsuite') : [rootNode];
  return new JUnitWalker(options.idStyle ?? 'plain', options.subtests ?? false).walk(
    rootName === 'testsuites' ? rootNode : undefined,
    topSuites,
  );
}

interface ElementCounts extends CountSet {
  /** `<skipped>` elements only (without disabled-status cases). */
  skippedElements: number;
  time: number;
}

class JUnitWalker {
  private readonly cases: ParsedCase[] = [];
  private readonly inconsistencies: string[] = [];
  /** Declared-vs-parsed differences that a known producer writes on purpose (see explainSuite). */
  private readonly explained: string[] = [];
  private leafSuites = 0;
  private suiteElements = 0;
  // For the oracle-compatible "tests" statistics: cases grouped by (class name, name).
  private readonly grouped = new Map<string, TestState>();

  constructor(
    private readonly idStyle: IdStyle,
    private readonly subtestsRan: boolean,
  ) {}

  walk(root: XmlNode | undefined, topSuites: XmlNode[]): ParsedReport {
    // `declared` is what the file says about itself (disabled counted as skipped); `runs` is the same in the oracle's
    // terms, where only the `skipped` attribute counts.
    const declared: CountSet = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    const runs: CountSet = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    let duration = 0;
    for (const suite of topSuites) {
      const counted = this.walkSuite(suite, []);
      const stated = declaredCounts(suite);
      declared.tests += stated.tests ?? counted.tests;
      declared.failures += stated.failures ?? counted.failures;
      declared.errors += stated.errors ?? counted.errors;
      declared.skipped += stated.skipped ?? counted.skipped;
      runs.tests += stated.tests ?? counted.tests;
      runs.failures += stated.failures ?? counted.failures;
      runs.errors += stated.errors ?? counted.errors;
      runs.skipped += numberAttr(suite, 'skipped') ?? counted.skippedElements;
      duration += numberAttr(suite, 'time') ?? counted.time;
    }
    if (root) this.checkRoot(root, topSuites);
    return {
      format: 'junit',
      cases: this.cases,
      declared,
      inconsistencies: this.inconsistencies,
      explained: this.explained,
      junitStats: this.stats(runs, duration),
    };
  }

  /** Walks a suite and returns the counts of the result elements below it (the way junitparser counts them). */
  private walkSuite(suite: XmlNode, path: string[]): ElementCounts {
    const name = stringAttr(suite, 'name');
    const suitePath = name ? [...path, name] : path;
    const cases = children(suite, 'testcase');
    const subSuites = children(suite, 'testsuite');
    if (cases.length > 0 || subSuites.length === 0) this.leafSuites++;
    const counts: ElementCounts = { tests: 0, failures: 0, errors: 0, skipped: 0, skippedElements: 0, time: 0 };
    const suiteLog = cases.length === 1 ? suiteOutput(suite) : undefined;
    const suiteIndex = this.suiteElements++;
    cases.forEach((c, i) => {
      const elements = this.readCase(c, i, suitePath, suiteLog, suiteIndex);
      counts.tests++;
      counts.failures += elements.failures;
      counts.errors += elements.errors;
      counts.skipped += elements.skipped + (elements.disabled ? 1 : 0);
      counts.skippedElements += elements.skipped;
      counts.time += numberAttr(c, 'time') ?? 0;
    });
    for (const sub of subSuites) {
      const inner = this.walkSuite(sub, suitePath);
      counts.tests += inner.tests;
      counts.failures += inner.failures;
      counts.errors += inner.errors;
      counts.skipped += inner.skipped;
      counts.skippedElements += inner.skippedElements;
      counts.time += inner.time;
    }
    this.checkSuite(suite, suitePath, counts);
    return counts;
  }

  private readCase(
    node: XmlNode,
    index: number,
    suitePath: string[],
    suiteLog: string | undefined,
    suiteIndex: number,
  ): { disabled: boolean; failures: number; errors: number; skipped: number } {
    const classname = stringAttr(node, 'classname') ?? stringAttr(node, 'class');
    const name = stringAttr(node, 'name');
    const failures = children(node, 'failure');
    const errors = children(node, 'error');
    const skips = children(node, 'skipped');
    const flakyElements = [...children(node, 'flakyFailure'), ...children(node, 'flakyError')];
    const rerunElements = [...children(node, 'rerunFailure'), ...children(node, 'rerunError')];
    const { state, disabled, flaky, result } = caseOutcome(
      {
        failures: failures.length,
        errors: errors.length,
        skips: skips.length,
        firstFailure: failures[0],
        firstError: errors[0],
        firstSkip: skips[0],
        firstFlaky: flakyElements[0] ?? rerunElements[0],
      },
      stringAttr(node, 'status'),
    );

    if (classname !== undefined || name !== undefined) {
      const key = `${classname ?? ''}\u0000${name ?? ''}`;
      const before = this.grouped.get(key);
      // The oracle's order of "worst" for a test run several times: error > failure > success > skipped.
      if (before === undefined || STATE_SEVERITY[state] > STATE_SEVERITY[before]) this.grouped.set(key, state);
    }
    const entry = newCase({
      classname,
      name,
      state,
      flaky,
      suiteIndex,
      suitePath,
      index,
      results: failures.length + errors.length,
      idStyle: this.idStyle,
    });
    if (result) this.attachResult(entry, node, result, suiteLog);
    setLocation(entry, stringAttr(node, 'file'), numberAttr(node, 'line'));
    this.cases.push(entry);
    return { disabled, failures: failures.length, errors: errors.length, skipped: skips.length };
  }

  private attachResult(entry: ParsedCase, caseNode: XmlNode, result: XmlNode, suiteLog: string | undefined): void {
    const message = stringAttr(result, 'message');
    let details = textOf(result);
    // Runners like bazel put the real error in the output, not in the <error> element.
    if (!details && entry.state !== 'skipped') details = caseOutput(caseNode) ?? suiteLog ?? '';
    setResultText(entry, message, details, stringAttr(result, 'type'));
  }

  private checkSuite(suite: XmlNode, path: string[], counted: CountSet): void {
    const shape = () => {
      const cases = children(suite, 'testcase');
      return {
        name: path.at(-1),
        classnames: cases.map((c) => stringAttr(c, 'classname') ?? stringAttr(c, 'class')),
        multiResultCases: cases.filter((c) => children(c, 'failure').length + children(c, 'error').length > 1).length,
        subtestMessages: cases.filter((c) =>
          [...children(c, 'failure'), ...children(c, 'error')].some((r) =>
            /failed subtests?\b/.test(stringAttr(r, 'message') ?? ''),
          ),
        ).length,
        hasFailuresAttr: numberAttr(suite, 'failures') !== undefined,
        subtestsRan: this.subtestsRan,
      };
    };
    checkSuiteCounts(path, declaredCounts(suite), counted, shape, {
      inconsistencies: this.inconsistencies,
      explained: this.explained,
    });
  }

  private checkRoot(root: XmlNode, topSuites: XmlNode[]): void {
    const declared = declaredCounts(root);
    const sums: CountSet = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    for (const suite of topSuites) {
      const d = declaredCounts(suite);
      const counted = countCases(suite);
      for (const key of ['tests', 'failures', 'errors', 'skipped'] as const) sums[key] += d[key] ?? counted[key];
    }
    checkRootCounts(declared, sums, this.inconsistencies);
  }

  private stats(runs: CountSet, duration: number): JUnitStats {
    const runsStats = {
      runs: runs.tests,
      runs_skip: runs.skipped,
      runs_fail: runs.failures,
      runs_error: runs.errors,
      runs_succ: runs.tests - runs.skipped - runs.failures - runs.errors,
    };
    let tests = { tests: runs.tests, tests_skip: runs.skipped, tests_fail: runs.failures, tests_error: runs.errors };
    if (this.grouped.size > 0) {
      tests = { tests: this.grouped.size, tests_skip: 0, tests_fail: 0, tests_error: 0 };
      for (const state of this.grouped.values()) {
        if (state === 'skipped') tests.tests_skip++;
        else if (state === 'failed') tests.tests_fail++;
        else if (state === 'error') tests.tests_error++;
      }
    }
    return {
      suites: this.leafSuites,
      duration: Math.floor(duration),
      ...tests,
      tests_succ: tests.tests - tests.tests_skip - tests.tests_fail - tests.tests_error,
      ...runsStats,
    };
  }
}

function countCases(suite: XmlNode): CountSet {
  const out: CountSet = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const visit = (s: XmlNode): void => {
    for (const c of children(s, 'testcase')) {
      out.tests++;
      out.failures += children(c, 'failure').length;
      out.errors += children(c, 'error').length;
      const status = stringAttr(c, 'status')?.toLowerCase();
      const noResult = !children(c, 'failure').length && !children(c, 'error').length;
      out.skipped +=
        children(c, 'skipped').length + (noResult && (status === 'disabled' || status === 'notrun') ? 1 : 0);
    }
    children(s, 'testsuite').forEach(visit);
  };
  visit(suite);
  return out;
}

function declaredCounts(node: XmlNode): Partial<CountSet> {
  return declaredFrom((name) => numberAttr(node, name));
}

function tagOf(node: XmlNode): string | undefined {
  for (const key in node) if (key !== ':@') return key;
  return undefined;
}

function kids(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  const value = tag === undefined ? undefined : node[tag];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

function children(node: XmlNode, tag: string): XmlNode[] {
  const all = kids(node);
  return all.length ? all.filter((k) => tagOf(k) === tag) : all;
}

function attribute(node: XmlNode, name: string): unknown {
  const attrs = node[':@'] as Record<string, unknown> | undefined;
  return attrs?.[`@_${name}`];
}

function stringAttr(node: XmlNode, name: string): string | undefined {
  const value = attribute(node, name);
  return typeof value === 'string' ? decodeXmlEntities(value) : undefined;
}

function numberAttr(node: XmlNode, name: string): number | undefined {
  return countAttr(attribute(node, name));
}

/** Element text with entities decoded, and CDATA sections (which are literal), in document order. */
function textOf(node: XmlNode): string {
  const parts: string[] = [];
  for (const k of kids(node)) {
    const text = k['#text'];
    if (text !== undefined) parts.push(decodeXmlEntities(String(text)));
    const cdata = k['#cdata'];
    if (Array.isArray(cdata))
      for (const c of cdata as XmlNode[]) if (c['#text'] !== undefined) parts.push(String(c['#text']));
  }
  return parts.join('\n').trim();
}

function outputOf(node: XmlNode): string | undefined {
  const parts = [...children(node, 'system-out'), ...children(node, 'system-err')].map(textOf).filter(Boolean);
  return parts.length ? parts.join('\n') : undefined;
}

function caseOutput(node: XmlNode): string | undefined {
  return outputOf(node);
}

function suiteOutput(suite: XmlNode): string | undefined {
  return outputOf(suite);
}
