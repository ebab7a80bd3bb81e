/**
 * JMH `-rf json`: an array of runs `{ jmhVersion, benchmark, mode, forks, measurementIterations, params?,
 * primaryMetric: { score, scoreError, scoreUnit, rawData: [[per-iteration scores of fork 1], …] } }`. Every
 * measurement iteration of every fork is a repetition. `thrpt` is bigger-is-better (ops/time); `avgt`, `sample` and
 * `ss` are time per operation. Without rawData the score and its 99.9 % error are compared as summary statistics.
 */
import { ConfigurationError } from '../../shared/errors.js';
import { BenchmarkCollector, asRecord, asString } from './collector.js';
import { toNumber } from './numbers.js';
import { normalQuantile } from './special.js';
import { normalizeUnit } from './units.js';
import type { Direction, ParsedBenchFile } from './types.js';

export function looksLikeJmh(data: unknown[]): boolean {
  return (
    data.length > 0 &&
    data.every((row) => {
      const r = asRecord(row);
      return typeof r?.['benchmark'] === 'string' && asRecord(r['primaryMetric']) !== undefined;
    })
  );
}

export function parseJmh(data: unknown[], source: string): ParsedBenchFile {
  const collector = new BenchmarkCollector();
  const notes: string[] = [];
  const env: Record<string, string> = {};
  for (const [index, row] of data.entries()) {
    // --format jmh skips detection: a row that is not a JMH run is the file's fault, said in one line.
    if (!looksLikeJmh([row]))
      throw new ConfigurationError(
        `${source}: [${index}] is not a JMH run: expected an object with "benchmark" and "primaryMetric"`,
      );
    const r = asRecord(row)!;
    const params = asRecord(r['params']);
    const suffix = params
      ? `:${Object.entries(params)
          .map(([k, v]) => `${k}=${String(v)}`)
          .join(',')}`
      : '';
    const name = `${asString(r['benchmark'])!}${suffix}`;
    const mode = asString(r['mode']) ?? '';
    const metric = asRecord(r['primaryMetric'])!;
    const unit = asString(metric['scoreUnit']) ?? '';
    const direction: Direction = mode === 'thrpt' ? 'bigger' : 'smaller';
    for (const key of ['jvm', 'jdkVersion', 'vmName', 'vmVersion']) {
      const v = asString(r[key]);
      if (v) env[key === 'jvm' ? 'jvm' : `jvm.${key}`] = v;
    }
    const raw = metric['rawData'];
    if (Array.isArray(raw) && raw.some((fork) => Array.isArray(fork) && fork.length > 0)) {
      raw.forEach((fork, f) => {
        if (!Array.isArray(fork)) return;
        fork.forEach((v, i) => collector.addValue(name, v, unit, direction, `fork ${f + 1} iteration ${i + 1}`));
      });
      continue;
    }
    const score = toNumber(metric['score']);
    const error = toNumber(metric['scoreError']);
    const b = collector.ensure(name, unit, direction);
    const n = (toNumber(r['forks']) ?? 1) * (toNumber(r['measurementIterations']) ?? 1);
    if (score === undefined || !(score > 0)) {
      b.errors.push('primaryMetric.score is not a positive number');
      continue;
    }
    const { factor } = normalizeUnit(unit);
    b.aggregate = {
      value: score * factor,
      center: 'mean',
      n,
      ...(error !== undefined && Number.isFinite(error) ? { se: (error * factor) / normalQuantile(0.9995) } : {}),
    };
    b.rawValues.push(score);
    notes.push(`${name}: no rawData; score ± scoreError compared as summary statistics`);
  }
  return { source, format: 'jmh', benchmarks: collector.list(), env, skippedAggregates: 0, notes };
}
