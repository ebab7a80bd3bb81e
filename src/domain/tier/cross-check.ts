import type { ParsedCase, TestState } from './model.js';

/**
 * Harnesses (or two reports of one harness run) that must agree: every test one side ran, the other ran too, with
 * the same outcome. IDs from different formats of one test (pytest's JUnit `tests.test_mod::test_x`, pytest-json's
 * `tests/test_mod.py::test_x`, lit's `Suite::dir/file` from xunit or JSON) are compared through one comparable key.
 */

export interface CrossSide {
  name: string;
  cases: Iterable<ParsedCase>;
}

export interface CrossDifference {
  id: string;
  /** The outcome on each side; null = not run there. */
  a: Outcome | null;
  b: Outcome | null;
}

export type Outcome = 'pass' | 'fail' | 'skip';

export interface CrossResult {
  a: string;
  b: string;
  /** Tests seen on either side. */
  compared: number;
  missingFromA: number;
  missingFromB: number;
  outcomeDiffers: number;
  /** The first differences, by ID (capped). */
  sample: CrossDifference[];
}

const MAX_SAMPLE = 20;

/** `tests/test_mod.py::Cls::t` and `tests.test_mod.Cls::t` → `tests.test_mod.Cls.t`. */
export function comparableKey(id: string): string {
  // Each rewrite only when its characters occur: two 100,000-test sides are compared in one pass each.
  let key = id.includes('.py') ? id.replace(/\.py(?=::|$)/g, '') : id;
  if (key.includes('::')) key = key.replace(/\s*::\s*/g, '.');
  if (key.includes('/') || key.includes('\\')) key = key.replace(/[/\\]+/g, '.');
  return key;
}

export function outcomeOf(state: TestState, flaky: boolean): Outcome {
  if (state === 'skipped') return 'skip';
  if (state === 'passed' || flaky) return 'pass';
  return 'fail';
}

function index(cases: Iterable<ParsedCase>): Map<string, ParsedCase> {
  const out = new Map<string, ParsedCase>();
  for (const c of cases) out.set(comparableKey(c.id), c);
  return out;
}

const outcome = (c: ParsedCase): Outcome => outcomeOf(c.state, c.flaky);

export function crossCheck(a: CrossSide, b: CrossSide): CrossResult {
  const left = index(a.cases);
  const right = index(b.cases);
  const result: CrossResult = {
    a: a.name,
    b: b.name,
    compared: 0,
    missingFromA: 0,
    missingFromB: 0,
    outcomeDiffers: 0,
    sample: [],
  };
  const note = (d: CrossDifference): void => {
    if (result.sample.length < MAX_SAMPLE) result.sample.push(d);
  };
  for (const [key, l] of left) {
    result.compared++;
    const r = right.get(key);
    if (!r) {
      result.missingFromB++;
      note({ id: l.id, a: outcome(l), b: null });
    } else if (outcome(r) !== outcome(l)) {
      result.outcomeDiffers++;
      note({ id: l.id, a: outcome(l), b: outcome(r) });
    }
  }
  for (const [key, r] of right) {
    if (left.has(key)) continue;
    result.compared++;
    result.missingFromA++;
    note({ id: r.id, a: null, b: outcome(r) });
  }
  return result;
}

export function disagrees(r: CrossResult): boolean {
  return r.missingFromA + r.missingFromB + r.outcomeDiffers > 0;
}

/** One line: counts, then a sample naming tests. */
export function describeCrossResult(r: CrossResult): string {
  const parts: string[] = [];
  if (r.missingFromB) parts.push(`${r.missingFromB} ran only in ${r.a}`);
  if (r.missingFromA) parts.push(`${r.missingFromA} ran only in ${r.b}`);
  if (r.outcomeDiffers) parts.push(`${r.outcomeDiffers} with different outcomes`);
  const total = r.missingFromA + r.missingFromB + r.outcomeDiffers;
  const sample = r.sample
    .slice(0, 5)
    .map((d) => `${d.id} (${d.a ?? 'not run'} in ${r.a}, ${d.b ?? 'not run'} in ${r.b})`)
    .join('; ');
  return `${r.a} and ${r.b} disagree on ${total} of ${r.compared} tests: ${parts.join(', ')}; e.g. ${sample}${total > 5 ? `; … ${total - 5} more` : ''}`;
}
