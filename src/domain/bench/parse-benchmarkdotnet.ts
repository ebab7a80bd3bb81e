/**
 * BenchmarkDotNet JSON (`--exporters json`, `*-report-full.json` or `*-report-brief.json`): `{ Title,
 * HostEnvironmentInfo, Benchmarks: [{ FullName, Method, Parameters, Statistics: { OriginalValues, N, Median,
 * StandardDeviation, … }, Measurements?: [{ IterationMode, IterationStage, Operations, Nanoseconds }] }] }`.
 * Samples: `Statistics.OriginalValues` (ns per operation), else the Workload/Result measurements; without either the
 * statistics are compared as summary statistics.
 */
import { ConfigurationError } from '../../shared/errors.js';
import { BenchmarkCollector, asRecord, asString, putEnv } from './collector.js';
import { toNumber } from './numbers.js';
import type { ParsedBenchFile } from './types.js';

export function looksLikeBenchmarkDotNet(root: Record<string, unknown>): boolean {
  return (
    Array.isArray(root['Benchmarks']) &&
    (asRecord(root['HostEnvironmentInfo']) !== undefined ||
      root['Benchmarks'].some((b) => asRecord(asRecord(b)?.['Statistics']) !== undefined))
  );
}

export function parseBenchmarkDotNet(root: Record<string, unknown>, source: string): ParsedBenchFile {
  const collector = new BenchmarkCollector();
  const notes: string[] = [];
  // --format benchmarkdotnet skips detection: a file of another shape is refused in one line.
  if (!Array.isArray(root['Benchmarks']))
    throw new ConfigurationError(`${source}: not BenchmarkDotNet JSON: expected an object with a "Benchmarks" array`);
  for (const row of root['Benchmarks'] as unknown[]) {
    const r = asRecord(row);
    if (!r) continue;
    const parameters = asString(r['Parameters']);
    const name =
      asString(r['FullName']) ??
      `${[r['Namespace'], r['Type'], r['Method']]
        .map((x) => asString(x))
        .filter(Boolean)
        .join('.')}` + (parameters ? `(${parameters})` : '');
    const stats = asRecord(r['Statistics']);
    const original = stats?.['OriginalValues'];
    if (Array.isArray(original) && original.length > 0) {
      original.forEach((v, i) => collector.addValue(name, v, 'ns', 'smaller', `OriginalValues[${i}]`));
      continue;
    }
    const measurements = Array.isArray(r['Measurements']) ? r['Measurements'].map(asRecord) : [];
    const result = measurements.filter((m) => m?.['IterationMode'] === 'Workload' && m['IterationStage'] === 'Result');
    if (result.length > 0) {
      result.forEach((m, i) => {
        const ops = toNumber(m!['Operations']);
        const ns = toNumber(m!['Nanoseconds']);
        if (ops && ns !== undefined) collector.addValue(name, ns / ops, 'ns', 'smaller', `measurement ${i + 1}`);
        else collector.addError(name, `measurement ${i + 1}: no Operations/Nanoseconds`, 'ns', 'smaller');
      });
      continue;
    }
    const b = collector.ensure(name, 'ns', 'smaller');
    const median = toNumber(stats?.['Median']) ?? toNumber(stats?.['Mean']);
    if (median === undefined || !(median > 0)) {
      b.errors.push('no OriginalValues, no measurements and no Median/Mean in Statistics');
      continue;
    }
    const sd = toNumber(stats?.['StandardDeviation']);
    const n = toNumber(stats?.['N']);
    b.aggregate = {
      value: median * 1e-9,
      center: toNumber(stats?.['Median']) !== undefined ? 'median' : 'mean',
      ...(sd !== undefined ? { stddev: sd * 1e-9 } : {}),
      ...(n !== undefined ? { n } : {}),
    };
    b.rawValues.push(median);
    notes.push(`${name}: summary statistics only (no OriginalValues): compared with Welch’s t-test`);
  }
  const env: Record<string, string> = {};
  const host = asRecord(root['HostEnvironmentInfo']);
  if (host) {
    putEnv(env, 'cpu', host['ProcessorName']);
    putEnv(env, 'os', host['OsVersion']);
    putEnv(env, 'runtime', host['RuntimeVersion']);
    putEnv(env, 'libraries.BenchmarkDotNet', host['BenchmarkDotNetVersion']);
  }
  return { source, format: 'benchmarkdotnet', benchmarks: collector.list(), env, skippedAggregates: 0, notes };
}
