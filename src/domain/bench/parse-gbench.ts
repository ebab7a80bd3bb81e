/**
 * Google Benchmark `--benchmark_format=json`. Iteration rows (explicit `run_type: "iteration"` or, in old files, no
 * run_type) are repetitions of the benchmark with that name; aggregate rows (mean/median/stddev/cv — including
 * `aggregate_unit: "percentage"` — and complexity BigO/RMS rows) are never samples, whatever their timings say.
 * The measured value is `real_time` in `time_unit` (what github-action-benchmark and compare.py report).
 */
import { ConfigurationError } from '../../shared/errors.js';
import { BenchmarkCollector, asRecord, asString, putEnv } from './collector.js';
import { normalizeUnit } from './units.js';
import type { ParsedBenchFile } from './types.js';

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

export function parseGoogleBenchmark(data: unknown, source: string): ParsedBenchFile {
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
      return;
    }
    const unit = asString(r['time_unit']) ?? 'ns';
    const repetition = asString(r['repetition_index']);
    const what = repetition !== undefined ? `real_time of repetition ${repetition}` : 'real_time';
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
    if (r['real_time'] === undefined) {
      collector.addError(name, `${what} is missing`, unit, 'smaller');
      return;
    }
    collector.addValue(name, r['real_time'], unit, 'smaller', what);
  });
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
