/**
 * criterion.rs, three shapes:
 * - `target/criterion/<id>/new/estimates.json`: bootstrap estimates (`mean`, `median`, `std_dev`, … each with
 *   `point_estimate`, `standard_error`, `confidence_interval`), in ns. Summary only: the median with its standard
 *   error (a z-test downstream). The benchmark id comes from the path.
 * - `…/new/sample.json`: `{ sampling_mode, iters: [...], times: [...] }`: every sample as time ÷ iterations.
 * - `cargo criterion --message-format=json`: JSON Lines; `reason: "benchmark-complete"` lines carry `id`,
 *   `iteration_count`, `measured_values` and `unit`: every sample as value ÷ count.
 */
import { ConfigurationError } from '../../shared/errors.js';
import { BenchmarkCollector, asRecord, asString } from './collector.js';
import { toNumber } from './numbers.js';
import { normalizeUnit } from './units.js';
import type { ParsedBenchFile } from './types.js';

const ESTIMATE_KEYS = ['mean', 'median', 'std_dev'];

export function looksLikeCriterionEstimates(root: Record<string, unknown>): boolean {
  return ESTIMATE_KEYS.every((k) => asRecord(root[k])?.['point_estimate'] !== undefined);
}

export function looksLikeCriterionSample(root: Record<string, unknown>): boolean {
  return Array.isArray(root['iters']) && Array.isArray(root['times']) && 'sampling_mode' in root;
}

/** The first non-empty line is a JSON object with a criterion `reason`. */
export function looksLikeCriterionMessages(text: string): boolean {
  const first = text.split('\n', 50).find((l) => l.trim() !== '');
  if (!first?.trim().startsWith('{')) return false;
  try {
    const r = asRecord(JSON.parse(first));
    return typeof r?.['reason'] === 'string' && /^(benchmark-complete|group-complete)$/.test(r['reason']);
  } catch {
    return false;
  }
}

/** `…/criterion/fib/20/new/estimates.json` → `fib/20`. */
export function criterionIdFromPath(source: string): string {
  const parts = source.replace(/\\/g, '/').split('/');
  parts.pop();
  if (['new', 'base', 'change'].includes(parts[parts.length - 1] ?? '')) parts.pop();
  const at = parts.lastIndexOf('criterion');
  const id = (at >= 0 ? parts.slice(at + 1) : parts.slice(-1)).join('/');
  return id || source;
}

export function parseCriterionEstimates(root: Record<string, unknown>, source: string): ParsedBenchFile {
  const name = criterionIdFromPath(source);
  const collector = new BenchmarkCollector();
  const b = collector.ensure(name, 'ns', 'smaller');
  const median = asRecord(root['median']);
  const value = toNumber(median?.['point_estimate']);
  const se = toNumber(median?.['standard_error']);
  const sd = toNumber(asRecord(root['std_dev'])?.['point_estimate']);
  if (value === undefined || !(value > 0)) b.errors.push('median.point_estimate is not a positive number');
  else {
    b.aggregate = {
      value: value * 1e-9,
      center: 'median',
      ...(se !== undefined && se >= 0 ? { se: se * 1e-9 } : {}),
      ...(sd !== undefined && sd >= 0 ? { stddev: sd * 1e-9 } : {}),
    };
    b.rawValues.push(value);
  }
  return {
    source,
    format: 'criterion',
    variant: 'estimates',
    benchmarks: collector.list(),
    env: {},
    skippedAggregates: 0,
    notes: ['criterion estimates.json: the median and its bootstrap standard error are compared (a z-test)'],
  };
}

export function parseCriterionSample(root: Record<string, unknown>, source: string): ParsedBenchFile {
  const collector = new BenchmarkCollector();
  addSamples(collector, criterionIdFromPath(source), root['iters'], root['times'], 'ns');
  return {
    source,
    format: 'criterion',
    variant: 'sample',
    benchmarks: collector.list(),
    env: {},
    skippedAggregates: 0,
    notes: [],
  };
}

export function parseCriterionMessages(text: string, source: string): ParsedBenchFile {
  const collector = new BenchmarkCollector();
  const notes: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let r: Record<string, unknown> | undefined;
    try {
      r = asRecord(JSON.parse(line));
    } catch {
      notes.push(`line ${index + 1}: not JSON; ignored`);
      return;
    }
    if (r?.['reason'] !== 'benchmark-complete') return;
    const id = asString(r['id']);
    if (!id) {
      notes.push(`line ${index + 1}: benchmark-complete without an id; ignored`);
      return;
    }
    addSamples(collector, id, r['iteration_count'], r['measured_values'], asString(r['unit']) ?? 'ns');
  });
  return {
    source,
    format: 'criterion',
    variant: 'messages',
    benchmarks: collector.list(),
    env: {},
    skippedAggregates: 0,
    notes,
  };
}

function addSamples(collector: BenchmarkCollector, name: string, iters: unknown, times: unknown, unit: string): void {
  if (!Array.isArray(iters) || !Array.isArray(times) || iters.length !== times.length) {
    collector.addError(name, 'iteration counts and measured values do not pair up', unit, 'smaller');
    return;
  }
  if (normalizeUnit(unit).kind !== 'time') {
    // cargo-criterion reports bytes or custom measurements too; only times have a known direction.
    throw new ConfigurationError(`${name}: criterion unit '${unit}' is not a time unit`);
  }
  iters.forEach((count, i) => {
    const n = toNumber(count);
    const t = toNumber(times[i]);
    if (n === undefined || t === undefined || !(n > 0)) {
      collector.addError(name, `sample ${i}: unusable iteration count or value`, unit, 'smaller');
      return;
    }
    collector.addValue(name, t / n, unit, 'smaller', `sample ${i}`);
  });
}
