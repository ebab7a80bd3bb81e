/**
 * Catch2 XML reporter output (`-r xml`, Catch2 v2 `<Catch>` or v3 `<Catch2TestRun>`) with `BENCHMARK` results:
 * `<BenchmarkResults name samples iterations …><mean value lowerBound upperBound/><standardDeviation value …/>`,
 * all in nanoseconds. Catch2 writes only its bootstrap summary, so the mean, the standard deviation and the sample
 * count are compared with a Welch test.
 */
import { XMLParser } from 'fast-xml-parser';
import { ConfigurationError } from '../../shared/errors.js';
import { BenchmarkCollector, asRecord, asString } from './collector.js';
import { toNumber } from './numbers.js';
import type { ParsedBenchFile } from './types.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  isArray: (name) => name === 'BenchmarkResults' || name === 'TestCase' || name === 'Group' || name === 'Section',
});

export function looksLikeCatch2(text: string): boolean {
  return /<(Catch2TestRun|Catch)[\s>]/.test(text.slice(0, 4000));
}

export function parseCatch2(text: string, source: string): ParsedBenchFile {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new ConfigurationError(`${source}: not well-formed Catch2 XML (${String(error).slice(0, 200)})`);
  }
  const root = asRecord(doc['Catch2TestRun']) ?? asRecord(doc['Catch']);
  if (!root) throw new ConfigurationError(`${source}: not Catch2 XML: expected a <Catch2TestRun> or <Catch> root`);
  const collector = new BenchmarkCollector();
  const env: Record<string, string> = {};
  const version = asString(root['@_catch2-version']);
  if (version) env['libraries.catch2'] = version;
  walk(root, collector);
  const notes = collector.list().length
    ? ['Catch2 writes summary statistics only: mean, standard deviation and samples compared with Welch’s t-test']
    : [];
  return { source, format: 'catch2', benchmarks: collector.list(), env, skippedAggregates: 0, notes };
}

function walk(node: unknown, collector: BenchmarkCollector): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, collector);
    return;
  }
  const r = asRecord(node);
  if (!r) return;
  for (const result of (r['BenchmarkResults'] as unknown[] | undefined) ?? []) addResult(asRecord(result), collector);
  for (const key of ['Group', 'TestCase', 'Section']) if (r[key]) walk(r[key], collector);
}

function addResult(r: Record<string, unknown> | undefined, collector: BenchmarkCollector): void {
  const name = r ? asString(r['@_name']) : undefined;
  if (!r || !name) return;
  const b = collector.ensure(name, 'ns', 'smaller');
  if (b.aggregate) {
    b.errors.push('reported twice in one file (give benchmarks unique names)');
    return;
  }
  const mean = toNumber(asRecord(r['mean'])?.['@_value']);
  const sd = toNumber(asRecord(r['standardDeviation'])?.['@_value']);
  const samples = toNumber(r['@_samples']);
  if (mean === undefined || !(mean > 0)) {
    b.errors.push('<mean value> is missing or not positive');
    return;
  }
  b.aggregate = {
    value: mean * 1e-9,
    center: 'mean',
    ...(sd !== undefined && sd >= 0 ? { stddev: sd * 1e-9 } : {}),
    ...(samples !== undefined ? { n: samples } : {}),
  };
  b.rawValues.push(mean);
}
