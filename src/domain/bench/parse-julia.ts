/**
 * Julia BenchmarkTools `BenchmarkTools.save("results.json", results)`: `[{"Julia": v, "BenchmarkTools": v},
 * [value, …]]` where each value is a tagged pair `["BenchmarkGroup", {"data": {key: value}, "tags": []}]` or
 * `["Trial", {"times": [ns…], "gctimes", "memory", "allocs", "params": ["Parameters", {…}]}]`. Every entry of
 * `times` (ns per evaluation) is a repetition; nested group keys are joined with `/`.
 */
import { ConfigurationError } from '../../shared/errors.js';
import { BenchmarkCollector, asRecord, asString } from './collector.js';
import type { ParsedBenchFile } from './types.js';

export function looksLikeJulia(data: unknown[]): boolean {
  const header = asRecord(data[0]);
  return data.length === 2 && header !== undefined && 'BenchmarkTools' in header && Array.isArray(data[1]);
}

export function parseJulia(data: unknown[], source: string): ParsedBenchFile {
  // --format julia skips detection: a file of another shape is refused in one line, never read as one.
  if (!looksLikeJulia(data))
    throw new ConfigurationError(`${source}: not BenchmarkTools JSON: expected [{"BenchmarkTools": …}, [results]]`);
  const collector = new BenchmarkCollector();
  const header = asRecord(data[0])!;
  const env: Record<string, string> = {};
  const julia = asString(header['Julia']);
  if (julia) env['julia'] = julia;
  const values = data[1] as unknown[];
  values.forEach((value, i) => walk(collector, value, values.length > 1 ? [String(i + 1)] : [], source));
  return { source, format: 'julia', benchmarks: collector.list(), env, skippedAggregates: 0, notes: [] };
}

function walk(collector: BenchmarkCollector, value: unknown, path: string[], source: string): void {
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string') {
    throw new ConfigurationError(
      `${source}: BenchmarkTools JSON: expected a ["Type", {…}] pair at ${path.join('/') || 'the top'}`,
    );
  }
  const [type, body] = value as [string, unknown];
  const fields = asRecord(body) ?? {};
  if (type === 'BenchmarkGroup') {
    const entries = asRecord(fields['data']) ?? {};
    for (const [key, child] of Object.entries(entries)) walk(collector, child, [...path, unquote(key)], source);
    return;
  }
  const name = path.join('/') || 'trial';
  if (type === 'Trial') {
    const times = fields['times'];
    if (!Array.isArray(times) || times.length === 0) {
      collector.addError(name, 'Trial without times', 'ns', 'smaller');
      return;
    }
    times.forEach((t, i) => collector.addValue(name, t, 'ns', 'smaller', `times[${i}]`));
    return;
  }
  // TrialEstimate/TrialRatio/TrialJudgement: derived, not measurements.
  collector.addError(
    name,
    `${type} holds a derived estimate, not measurements: save the Trial results`,
    'ns',
    'smaller',
  );
}

/** Keys that were Julia strings are written as-is; keys of other types (tuples) keep their printed form. */
function unquote(key: string): string {
  return key.replace(/^"(.*)"$/, '$1');
}
