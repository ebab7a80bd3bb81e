/** The native format (src/schemas/bench.ts): explicit unit, direction, samples and an environment fingerprint. */
import { NativeBenchFileSchema, type EnvFingerprintInput } from '../../schemas/bench.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { BenchmarkCollector } from './collector.js';
import { directionFromUnit } from './units.js';
import type { EnvFingerprint, ParseOptions, ParsedBenchFile } from './types.js';

export function parseNativeBenchmark(data: unknown, source: string, options: ParseOptions = {}): ParsedBenchFile {
  const file = parseOrThrow(NativeBenchFileSchema, data, source);
  const collector = new BenchmarkCollector();
  for (const b of file.benchmarks) {
    const direction = b.direction ?? directionFromUnit(b.unit) ?? options.direction;
    const entry = collector.ensure(b.name, b.unit, direction);
    if (!direction)
      entry.errors.push(`unit '${b.unit}' does not say whether smaller or bigger is better: set "direction"`);
    if (b.error !== undefined) entry.errors.push(`error: ${b.error}`);
    else if (b.samples.length === 0) entry.errors.push('no samples');
    b.samples.forEach((v, i) => collector.addValue(b.name, v, b.unit, direction, `samples[${i}]`));
  }
  return {
    source,
    format: 'native',
    benchmarks: collector.list(),
    env: flattenEnv(file.env ?? {}),
    ...(file.commit ? { commit: file.commit } : {}),
    ...(file.suite ? { suite: file.suite } : {}),
    skippedAggregates: 0,
    notes: [],
  };
}

export function flattenEnv(env: EnvFingerprintInput): EnvFingerprint {
  const out: EnvFingerprint = {};
  for (const [key, value] of Object.entries(env)) {
    if (typeof value === 'string') out[key] = value;
    else if (value && typeof value === 'object') {
      const prefix = key === 'extra' ? '' : `${key}.`;
      for (const [k, v] of Object.entries(value)) out[`${prefix}${k}`] = v;
    }
  }
  return out;
}
