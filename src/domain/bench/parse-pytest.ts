/**
 * pytest-benchmark `--benchmark-json` and `.benchmarks/` storage files. Raw per-round times (`stats.data`, seconds)
 * are the samples when the file holds all of them; files that only keep summary statistics (or whose `data` was cut
 * down, with placeholders) contribute the run's `stats.median` as a single repetition, and say so.
 */
import { ConfigurationError } from '../../shared/errors.js';
import { toNumber } from './numbers.js';
import { BenchmarkCollector, asRecord, asString, putEnv } from './collector.js';
import type { ParsedBenchFile } from './types.js';

export function looksLikePytestBenchmark(root: Record<string, unknown>): boolean {
  const rows = root['benchmarks'];
  return Array.isArray(rows) && rows.some((b) => asRecord(asRecord(b)?.['stats']) !== undefined);
}

export function parsePytestBenchmark(data: unknown, source: string): ParsedBenchFile {
  const root = asRecord(data);
  const rows = root?.['benchmarks'];
  if (!root || !Array.isArray(rows)) {
    throw new ConfigurationError(`${source}: not pytest-benchmark JSON: expected an object with a "benchmarks" array`);
  }
  const collector = new BenchmarkCollector();
  const notes: string[] = [];
  rows.forEach((row, index) => {
    const r = asRecord(row);
    const name = r ? (asString(r['fullname']) ?? asString(r['name'])) : undefined;
    if (!r || !name) {
      notes.push(`benchmarks[${index}]: no name; ignored`);
      return;
    }
    const stats = asRecord(r['stats']);
    if (!stats) {
      collector.addError(name, 'stats is missing', 's', 'smaller');
      return;
    }
    readStats(collector, name, stats);
  });
  const env: Record<string, string> = {};
  const machine = asRecord(root['machine_info']);
  if (machine) {
    putEnv(env, 'host', machine['node']);
    putEnv(env, 'cpu', asRecord(machine['cpu'])?.['brand']);
    putEnv(env, 'arch', machine['machine']);
    const python = [asString(machine['python_implementation']), asString(machine['python_version'])].filter(Boolean);
    if (python.length) env['python'] = python.join(' ');
    const os = [asString(machine['system']), asString(machine['release'])].filter(Boolean);
    if (os.length) env['os'] = os.join(' ');
  }
  const commit = asString(asRecord(root['commit_info'])?.['id']);
  return {
    source,
    format: 'pytest',
    benchmarks: collector.list(),
    env,
    ...(commit ? { commit } : {}),
    skippedAggregates: 0,
    notes,
  };
}

function readStats(collector: BenchmarkCollector, name: string, stats: Record<string, unknown>): void {
  const rounds = toNumber(stats['rounds']);
  const data = stats['data'];
  const values = Array.isArray(data) ? data.map(toNumber) : [];
  const complete = Array.isArray(data) && data.length > 0 && values.every((v) => v !== undefined);
  if (complete) {
    data.forEach((raw, i) => collector.addValue(name, raw, 's', 'smaller', `stats.data[${i}]`));
    if (rounds !== undefined && rounds !== data.length) {
      collector.addNote(name, `stats.data holds ${data.length} values but stats.rounds is ${rounds}`);
    }
  } else {
    collector.addValue(name, stats['median'], 's', 'smaller', 'stats.median');
    if (Array.isArray(data)) {
      const kept = values.filter((v) => v !== undefined).length;
      collector.addNote(
        name,
        `stats.data is truncated (${kept} of ${rounds ?? '?'} rounds, with placeholders): not used as samples`,
      );
    }
    collector.addNote(name, `summary statistics only: the median of ${rounds ?? '?'} rounds counts as one repetition`);
  }
  const b = collector.get(name);
  if (b) {
    const meta: Record<string, string | number> = {};
    for (const key of ['mean', 'stddev', 'rounds', 'iterations', 'ops', 'median', 'min', 'max']) {
      const v = toNumber(stats[key]);
      if (v !== undefined && Number.isFinite(v)) meta[key] = v;
    }
    b.meta = meta;
  }
}
