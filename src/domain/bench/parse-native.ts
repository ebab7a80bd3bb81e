/** The native format (src/schemas/bench.ts): explicit unit, direction, samples and an environment fingerprint. */
import {
  NativeBenchFileSchema,
  type EnvFingerprintInput,
  type NativeBenchFile,
  type NativeBenchmark,
} from '../../schemas/bench.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { BenchmarkCollector } from './collector.js';
import { directionFromUnit } from './units.js';
import type { EnvFingerprint, ParseOptions, ParsedBenchFile } from './types.js';

const BENCHMARK_KEYS = new Set(['name', 'unit', 'direction', 'samples', 'error']);
const SAMPLE_WORDS = new Set(['NaN', 'Infinity', '-Infinity']);

/**
 * Exactly what NativeBenchmarkSchema accepts, checked by hand: zod walks 600,000 samples of a 10,000-benchmark file
 * pair in ~0.2 s of a cold process. Anything this does not accept goes through zod, which gives the message.
 */
function plainBenchmark(value: unknown): value is NativeBenchmark {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const b = value as Record<string, unknown>;
  // for…in, not Object.keys: no array per benchmark (a JSON object has no inherited enumerable keys).
  for (const key in b) if (!BENCHMARK_KEYS.has(key)) return false;
  const { name, unit, direction, samples, error } = b;
  if (typeof name !== 'string' || name.length < 1 || name.length > 1000) return false;
  if (typeof unit !== 'string' || unit.length > 50) return false;
  if ('direction' in b && direction !== 'smaller' && direction !== 'bigger') return false;
  if ('error' in b && (typeof error !== 'string' || error.length > 4000)) return false;
  if (!Array.isArray(samples)) return false;
  for (const v of samples) {
    if (typeof v === 'number' ? !Number.isFinite(v) : typeof v !== 'string' || !SAMPLE_WORDS.has(v)) return false;
  }
  return true;
}

/** The file through zod, but its benchmarks through the hand check where they pass it (the same result). */
function readNativeFile(data: unknown, source: string): NativeBenchFile {
  const benchmarks = (data as { benchmarks?: unknown } | null)?.benchmarks;
  if (Array.isArray(benchmarks) && benchmarks.every(plainBenchmark)) {
    const head = parseOrThrow(NativeBenchFileSchema, { ...(data as object), benchmarks: [] }, source);
    return { ...head, benchmarks };
  }
  return parseOrThrow(NativeBenchFileSchema, data, source);
}

export function parseNativeBenchmark(data: unknown, source: string, options: ParseOptions = {}): ParsedBenchFile {
  const file = readNativeFile(data, source);
  const collector = new BenchmarkCollector();
  for (const b of file.benchmarks) {
    const direction = b.direction ?? directionFromUnit(b.unit) ?? options.direction;
    const entry = collector.ensure(b.name, b.unit, direction);
    if (!direction)
      entry.errors.push(`unit '${b.unit}' does not say whether smaller or bigger is better: set "direction"`);
    if (b.error !== undefined) entry.errors.push(`error: ${b.error}`);
    else if (b.samples.length === 0) entry.errors.push('no samples');
    collector.addValues(b.name, b.samples, b.unit, direction, 'samples');
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
