/**
 * Google Benchmark `--benchmark_format=json`. Iteration rows (explicit `run_type: "iteration"` or, in old files, no
 * run_type) are repetitions of the benchmark with that name; aggregate rows (mean/median/stddev/cv — including
 * `aggregate_unit: "percentage"` — and complexity BigO/RMS rows) are never samples, whatever their timings say.
 * The measured value is `real_time` in `time_unit` (what github-action-benchmark and compare.py report), or
 * `cpu_time` with `metric: 'cpu'`. A benchmark that has only aggregate rows (`--benchmark_report_aggregates_only`)
 * is compared on them: its median (else mean), stddev and repetition count, with a Welch test downstream.
 */
import { ConfigurationError } from '../../shared/errors.js';
import { BenchmarkCollector, asRecord, asString, putEnv } from './collector.js';
import { normalizeUnit } from './units.js';
import { toNumber } from './numbers.js';
import type { AggregateSummary, ParseOptions, ParsedBenchFile } from './types.js';

export function looksLikeGoogleBenchmark(root: Record<string, unknown>): boolean {
  if (!Array.isArray(root['benchmarks'])) return false;
  if (asRecord(root['context'])) return true;
  const keys = ['run_type', 'real_time', 'cpu_time', 'time_unit', 'iterations', 'family_index', 'aggregate_name'];
  return root['benchmarks'].some((b) => {
    const r = asRecord(b);
    return r !== undefined && keys.some((k) => k in r);
  });
}

function aggregateKind(row: Record<string, unknown>): string | undefined {
  if (row['run_type'] === 'aggregate') return asString(row['aggregate_name']) ?? 'aggregate';
  if (row['aggregate_name'] !== undefined) return asString(row['aggregate_name']) ?? 'aggregate';
  if (row['aggregate_unit'] !== undefined) return 'aggregate';
  if (row['big_o'] !== undefined) return 'BigO';
  if (row['rms'] !== undefined) return 'RMS';
  return undefined;
}

interface AggregateGroup {
  unit: string;
  values: Map<string, number>;
  repetitions?: number;
}

export function parseGoogleBenchmark(data: unknown, source: string, options: ParseOptions = {}): ParsedBenchFile {
  const field = options.metric === 'cpu' ? 'cpu_time' : 'real_time';
  const groups = new Map<string, AggregateGroup>();
  const iterationNames = new Set<string>();
  const root = asRecord(data);
  const rows = root?.['benchmarks'];
  if (!root || !Array.isArray(rows)) {
    throw new ConfigurationError(`${source}: not Google Benchmark JSON: expected an object with a "benchmarks" array`);
  }
  const collector = new BenchmarkCollector();
  const notes: string[] = [];
  const aggregateKinds = new Map<string, number>();
  rows.forEach((row, index) => {
    const r = asRecord(row);
    const name = r ? asString(r['name']) : undefined;
    if (!r || !name) {
      notes.push(`benchmarks[${index}]: no name; ignored`);
      return;
    }
    const kind = aggregateKind(r);
    if (kind !== undefined) {
      aggregateKinds.set(kind, (aggregateKinds.get(kind) ?? 0) + 1);
      // An aggregate's timings are never samples (whatever they say), but its repetition count weighs the test.
      impossibleRepetitions(r, index, name, source, 1);
      collectAggregate(groups, r, kind, name, field);
      return;
    }
    const unit = asString(r['time_unit']) ?? 'ns';
    const repetition = asString(r['repetition_index']);
    const what = repetition !== undefined ? `${field} of repetition ${repetition}` : field;
    iterationNames.add(name);
    if (r['error_occurred'] === true || r['error_occurred'] === 'true') {
      collector.addError(
        name,
        `error_occurred: ${asString(r['error_message']) ?? '(no error_message)'}`,
        unit,
        'smaller',
      );
      return;
    }
    if (normalizeUnit(unit).kind !== 'time') {
      collector.addError(name, `unknown time_unit '${unit}'`, unit, 'smaller');
      return;
    }
    impossibleRow(r, index, name, source, field);
    if (r[field] === undefined) {
      collector.addError(name, `${what} is missing`, unit, 'smaller');
      return;
    }
    collector.addValue(name, r[field], unit, 'smaller', what);
  });
  let fromAggregates = 0;
  for (const [name, g] of groups) {
    if (iterationNames.has(name)) continue;
    const center = g.values.has('median') ? 'median' : g.values.has('mean') ? 'mean' : undefined;
    if (!center) continue;
    const unit = normalizeUnit(g.unit);
    if (unit.kind !== 'time') {
      collector.addError(name, `unknown time_unit '${g.unit}'`, g.unit, 'smaller');
      continue;
    }
    const value = g.values.get(center)!;
    const b = collector.ensure(name, g.unit, 'smaller');
    if (!(value > 0) || !Number.isFinite(value)) {
      b.errors.push(`aggregate ${center} ${field} is not a positive number`);
      continue;
    }
    const stddev = g.values.get('stddev');
    const aggregate: AggregateSummary = { value: value * unit.factor, center };
    if (stddev !== undefined && Number.isFinite(stddev) && stddev >= 0) aggregate.stddev = stddev * unit.factor;
    if (g.repetitions !== undefined) aggregate.n = g.repetitions;
    b.aggregate = aggregate;
    b.rawValues.push(value);
    fromAggregates++;
  }
  if (fromAggregates > 0) {
    notes.push(
      `${fromAggregates} benchmark(s) have only aggregate rows: compared on their ${field} median (or mean), stddev ` +
        'and repetition count with Welch’s t-test',
    );
  }
  const skippedAggregates = [...aggregateKinds.values()].reduce((s, n) => s + n, 0);
  if (skippedAggregates > 0) {
    const kinds = [...aggregateKinds.entries()].map(([k, n]) => `${k} ×${n}`).join(', ');
    notes.push(`${skippedAggregates} aggregate row(s) not used as samples (${kinds})`);
  }
  const env: Record<string, string> = {};
  const context = asRecord(root['context']);
  if (context) {
    putEnv(env, 'host', context['host_name']);
    putEnv(env, 'cpus', context['num_cpus']);
    putEnv(env, 'build', context['library_build_type']);
    putEnv(env, 'libraries.benchmark', context['library_version']);
    if (context['library_build_type'] === 'debug')
      notes.push('the benchmark library is a debug build: timings are unreliable');
  }
  return { source, format: 'gbench', benchmarks: collector.list(), env, skippedAggregates, notes };
}

/**
 * Values Google Benchmark never writes: a time per iteration over zero (or fewer, or fractional) iterations, a
 * negative or NaN time, a negative repetition count (or an aggregate of fewer than one). Such a file was damaged or made by hand; comparing it would gate on
 * nonsense (issue 31), so the whole file is refused in one line naming the file and the row.
 */
function impossibleRow(r: Record<string, unknown>, index: number, name: string, source: string, field: string): void {
  if (!wholeAtLeast(r['iterations'], 1))
    refuseRow(source, index, name, `iterations ${shown(r['iterations'])} is not a positive whole number`);
  // Google Benchmark writes `repetitions: 0` on the rows of a run without --benchmark_repetitions.
  impossibleRepetitions(r, index, name, source, 0);
  for (const key of new Set([field, 'real_time', 'cpu_time'])) {
    const value = toNumber(r[key]);
    if (value !== undefined && (Number.isNaN(value) || value < 0))
      refuseRow(source, index, name, `${key} ${shown(r[key])} is impossible (a time is never negative or NaN)`);
  }
}

function impossibleRepetitions(
  r: Record<string, unknown>,
  index: number,
  name: string,
  source: string,
  least: number,
): void {
  if (!wholeAtLeast(r['repetitions'], least))
    refuseRow(source, index, name, `repetitions ${shown(r['repetitions'])} is not a whole number of at least ${least}`);
}

/** Absent, or a whole number of at least `least`. */
function wholeAtLeast(raw: unknown, least: number): boolean {
  if (raw === undefined) return true;
  const n = toNumber(raw);
  return n !== undefined && Number.isInteger(n) && n >= least;
}

function shown(raw: unknown): string {
  return String(raw).slice(0, 40);
}

function refuseRow(source: string, index: number, name: string, why: string): never {
  throw new ConfigurationError(`${source}: benchmarks[${index}] (${name.slice(0, 80)}): ${why}`);
}

/** Keeps the mean/median/stddev of each run for benchmarks that turn out to have no iteration rows. */
function collectAggregate(
  groups: Map<string, AggregateGroup>,
  r: Record<string, unknown>,
  kind: string,
  name: string,
  field: string,
): void {
  if (kind !== 'mean' && kind !== 'median' && kind !== 'stddev') return;
  const base = asString(r['run_name']) ?? (name.endsWith(`_${kind}`) ? name.slice(0, -kind.length - 1) : name);
  const unit = asString(r['time_unit']) ?? 'ns';
  let g = groups.get(base);
  if (!g) {
    g = { unit, values: new Map() };
    groups.set(base, g);
  }
  const value = toNumber(r[field]);
  if (value !== undefined) g.values.set(kind, value);
  const reps = toNumber(r['repetitions']) ?? toNumber(r['iterations']);
  if (reps !== undefined && Number.isInteger(reps) && reps > 0) g.repetitions ??= reps;
}
