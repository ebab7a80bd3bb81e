import { STATE_SEVERITY, type ParsedCase } from './model.js';

/**
 * Test identity: a test is its report file + suite + class name + name (parameters are part of the name). Two cases
 * that differ in any of these are two tests, even when their plain IDs (`classname::name`) are equal — jest writes
 * same-titled tests of different files with identical names, in suites of identical names.
 *
 * Entries of one identity inside one suite element are separate tests too (a jest file with two `it('works')` in one
 * describe), unless the harness says its runner writes retries that way (`repeated-ids: attempts`: pytest-rerunfailures
 * 16.6.1+ and TestNG's retry analyzer repeat the test case with nothing marking the earlier attempts). Retries that
 * the report marks (Surefire's `rerunFailure`/`flakyFailure` inside the test case) are one entry already. Either way
 * the caller learns how many entries repeated (IdentityStats), so a merge by ID is never silent.
 */

/** (The ID is the normalised class name and name, so names differing only in whitespace are one identity.) */
export interface ReportCases {
  path: string;
  cases: readonly ParsedCase[];
}

/** How entries of one identity inside one suite element count: as separate tests (default) or as attempts. */
export type RepeatedIds = 'tests' | 'attempts';

/** What identification did with repeated entries: reported by the caller (a note, or an anomaly when merged). */
export interface IdentityStats {
  /** Identities that repeat inside one suite element. */
  repeatedIds: number;
  /** Entries folded into another entry of the same identity (only with `attempts`). */
  mergedEntries: number;
}

/**
 * One case per distinct test, attempts merged, every ID unique (qualified where plain IDs collide), keyed by ID. One pass and one Map for the common case (no ID seen twice), so a 1,000,000-case report
 * costs no more than its cases; only IDs seen twice are sorted into attempts (same report and suite element) and
 * distinct tests (qualified).
 */
export function identifyById(
  reports: readonly ReportCases[],
  repeated: RepeatedIds = 'tests',
  stats?: IdentityStats,
): Map<string, ParsedCase> {
  const byId = new Map<string, ParsedCase | ParsedCase[]>();
  const reportOf = new Map<ParsedCase, number>();
  let repeats = false;
  reports.forEach((r, ri) => {
    for (const c of r.cases) {
      if (reports.length > 1) reportOf.set(c, ri);
      const before = byId.get(c.id);
      if (before === undefined) byId.set(c.id, c);
      else {
        repeats = true;
        if (Array.isArray(before)) before.push(c);
        else byId.set(c.id, [before, c]);
      }
    }
  });
  if (!repeats) return byId as Map<string, ParsedCase>;
  const out = new Map<string, ParsedCase>();
  const path = (c: ParsedCase) => reports[reportOf.get(c) ?? 0]?.path;
  for (const [id, entry] of byId) {
    if (!Array.isArray(entry)) {
      if (!out.has(id)) out.set(id, entry);
      continue;
    }
    // Each (report, suite element) is another test; entries inside one are tests too, or attempts when configured.
    const tests = new Map<string, ParsedCase[]>();
    for (const c of entry) {
      const key = `${reportOf.get(c) ?? 0}:${c.suiteIndex ?? -1}`;
      const list = tests.get(key);
      if (list) list.push(c);
      else tests.set(key, [c]);
    }
    // One list per (report, suite element): one test, or (repeated IDs counted as tests) several.
    const groups = [...tests.values()].map((group): ParsedCase[] => {
      if (group.length === 1) return group;
      if (oneTestTwice(group)) return [mergeAttempts(group)];
      if (stats) stats.repeatedIds++;
      if (repeated === 'tests') return group;
      if (stats) stats.mergedEntries += group.length - 1;
      const one = mergeAttempts(group);
      if (one !== group[0] && reportOf.has(group[0]!)) reportOf.set(one, reportOf.get(group[0]!)!);
      return [one];
    });
    if (groups.length === 1 && groups[0]!.length === 1) {
      out.set(id, groups[0]![0]!);
      continue;
    }
    // Groups are told apart by what differs between them (file, suite, report path); entries inside one by number.
    const heads = groups.map((g) => g[0]!);
    const qualifiers: ((c: ParsedCase) => string | undefined)[] = [(c) => c.file, (c) => c.suite, path];
    const qualifier =
      heads.length > 1
        ? qualifiers.find((q) => new Set(heads.map(q)).size === heads.length && heads.every((m) => q(m)))
        : undefined;
    let n = 0;
    groups.forEach((group, gi) => {
      const base = qualifier ? `${qualifier(group[0]!)}::${id}` : id;
      group.forEach((m, i) => {
        n++;
        let next = qualifier ? (i === 0 ? base : `${base} #${i + 1}`) : gi === 0 && i === 0 ? id : `${id} #${n}`;
        while (next !== id && (byId.has(next) || out.has(next))) next = `${next}#`;
        out.set(next, next === id ? m : { ...m, id: next });
      });
    });
  }
  return out;
}

/**
 * jest-junit (JEST_JUNIT_REPORT_TEST_SUITE_ERRORS) writes a file that fails to load as two `Test suite failed to run`
 * cases of one suite, an error and a failure: one test that erred, not two tests and not a retry.
 */
function oneTestTwice(group: readonly ParsedCase[]): boolean {
  return group.every((c) => c.id.startsWith('Test suite failed to run::'));
}

/** Attempts of one test: a pass after a failure is flaky (never a plain pass); otherwise the worst state counts. */
export function mergeAttempts(entries: readonly ParsedCase[]): ParsedCase {
  if (entries.length === 1) return entries[0]!;
  let worst = entries[0]!;
  for (const e of entries) if (STATE_SEVERITY[e.state] > STATE_SEVERITY[worst.state]) worst = e;
  const passed = entries.find((e) => e.state === 'passed');
  const failing = worst.state === 'failed' || worst.state === 'error';
  if (passed && failing) {
    return { ...worst, state: 'passed', flaky: true, attempts: entries.length };
  }
  return { ...worst, flaky: entries.some((e) => e.flaky), attempts: entries.length };
}
