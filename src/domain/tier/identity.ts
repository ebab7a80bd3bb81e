import { STATE_SEVERITY, type ParsedCase } from './model.js';

/**
 * Test identity: a test is its report file + suite + class name + name (parameters are part of the name). Two cases
 * that differ in any of these are two tests, even when their plain IDs (`classname::name`) are equal — jest writes
 * same-titled tests of different files with identical names, in suites of identical names. Entries of one identity
 * inside one suite element are attempts of one test (a retry, a rerun): flaky when they disagree.
 */

/** (The ID is the normalised class name and name, so names differing only in whitespace are one identity.) */
export interface ReportCases {
  path: string;
  cases: readonly ParsedCase[];
}

/**
 * One case per distinct test, attempts merged, every ID unique (qualified where plain IDs collide), keyed by ID. One pass and one Map for the common case (no ID seen twice), so a 1,000,000-case report
 * costs no more than its cases; only IDs seen twice are sorted into attempts (same report and suite element) and
 * distinct tests (qualified).
 */
export function identifyById(reports: readonly ReportCases[]): Map<string, ParsedCase> {
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
    // Entries of one report and suite element are attempts of one test; each other (report, suite) is another test.
    const tests = new Map<string, ParsedCase[]>();
    for (const c of entry) {
      const key = `${reportOf.get(c) ?? 0}:${c.suiteIndex ?? -1}`;
      const list = tests.get(key);
      if (list) list.push(c);
      else tests.set(key, [c]);
    }
    const distinct = [...tests.values()].map((attempts) => {
      const one = mergeAttempts(attempts);
      if (one !== attempts[0] && reportOf.has(attempts[0]!)) reportOf.set(one, reportOf.get(attempts[0]!)!);
      return one;
    });
    if (distinct.length === 1) {
      out.set(id, distinct[0]!);
      continue;
    }
    const qualifiers: ((c: ParsedCase) => string | undefined)[] = [(c) => c.file, (c) => c.suite, path];
    const qualifier = qualifiers.find(
      (q) => new Set(distinct.map(q)).size === distinct.length && distinct.every((m) => q(m)),
    );
    distinct.forEach((m, i) => {
      let next = qualifier ? `${qualifier(m)}::${id}` : i === 0 ? id : `${id} #${i + 1}`;
      while (next !== id && (byId.has(next) || out.has(next))) next = `${next}#`;
      out.set(next, next === id ? m : { ...m, id: next });
    });
  }
  return out;
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
