/**
 * The native format (src/schemas/bench.ts) read without zod: a file that NativeBenchFileSchema accepts as it is gets
 * the same result here by hand, so a cold `compare-bench` of native files never loads the schemas (~40 ms of a cold
 * process). Anything the hand check does not take (an unknown key, a value too long, a wrong type) is undefined, and
 * the caller goes through the schema, which reads it the same way or says what is wrong with it.
 */
import { NATIVE_BENCH_FORMAT, NATIVE_BENCH_VERSION } from '../../schemas/bench-format.js';
import type { EnvFingerprintInput, NativeBenchFile, NativeBenchmark } from '../../schemas/bench.js';
import { BenchmarkCollector } from './collector.js';
import { directionFromUnit } from './units.js';
import type { EnvFingerprint, ParseOptions, ParsedBenchFile } from './types.js';

const FILE_KEYS = new Set(['format', 'version', 'suite', 'commit', 'env', 'benchmarks']);
/** EnvFingerprintSchema's keys in its order: the schema's output lists them so (flattenEnv keeps that order). */
const ENV_TEXT_KEYS = ['gpu', 'driver', 'cuda', 'rocm', 'compiler', 'host', 'os', 'cpu', 'python'] as const;
const ENV_RECORD_KEYS = ['libraries', 'extra'] as const;
const ENV_KEYS = new Set<string>([...ENV_TEXT_KEYS, ...ENV_RECORD_KEYS]);
const BENCHMARK_KEYS = new Set(['name', 'unit', 'direction', 'samples', 'error']);
const SAMPLE_WORDS = new Set(['NaN', 'Infinity', '-Infinity']);
/** EnvFingerprintSchema's `Text`. */
const TEXT_MAX = 500;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const optionalText = (v: unknown, max: number): boolean =>
  v === undefined || (typeof v === 'string' && v.length <= max);

/**
 * Exactly what NativeBenchmarkSchema accepts, checked by hand: zod walks 600,000 samples of a 10,000-benchmark file
 * pair in ~0.2 s of a cold process. The benchmark is used as it is (the schema's output has the same fields).
 * Without `samples` its samples are left to plainSamples (a caller that reads every sample anyway checks them then).
 */
function plainBenchmark(value: unknown, samples: boolean): value is NativeBenchmark {
  if (!isObject(value)) return false;
  const b = value;
  // for…in, not Object.keys: no array per benchmark (a JSON object has no inherited enumerable keys).
  for (const key in b) if (!BENCHMARK_KEYS.has(key)) return false;
  const { name, unit, direction, error } = b;
  if (typeof name !== 'string' || name.length < 1 || name.length > 1000) return false;
  if (typeof unit !== 'string' || unit.length > 50) return false;
  if ('direction' in b && direction !== undefined && direction !== 'smaller' && direction !== 'bigger') return false;
  if ('error' in b && !optionalText(error, 4000)) return false;
  if (!Array.isArray(b.samples)) return false;
  return !samples || plainSampleList(b.samples as unknown[]);
}

/** NativeBenchmarkSchema's rule for samples: finite numbers, or the words NaN, Infinity and -Infinity. */
function plainSampleList(samples: readonly unknown[]): boolean {
  for (const v of samples) {
    if (typeof v === 'number' ? !Number.isFinite(v) : typeof v !== 'string' || !SAMPLE_WORDS.has(v)) return false;
  }
  return true;
}

/** The samples of a file that plainNativeFile took without them (`samples: false`): does the schema take them? */
export function plainSamples(file: NativeBenchFile): boolean {
  for (const b of file.benchmarks) if (!plainSampleList(b.samples)) return false;
  return true;
}

/** A record of texts as the schema outputs it (its own keys in order); undefined where the schema may differ. */
function plainRecord(value: unknown): Record<string, string> | undefined {
  if (!isObject(value) || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const out: Record<string, string> = {};
  for (const key of Object.keys(value)) {
    // The schema drops a `__proto__` key of a parsed JSON object: left to it.
    if (key === '__proto__') return undefined;
    const v = value[key];
    if (typeof v !== 'string' || v.length > TEXT_MAX) return undefined;
    out[key] = v;
  }
  return out;
}

/** The environment as EnvFingerprintSchema outputs it: its keys in the schema's order. */
function plainEnv(value: unknown): EnvFingerprintInput | undefined {
  if (!isObject(value)) return undefined;
  for (const key in value) if (!ENV_KEYS.has(key)) return undefined;
  const out: Record<string, unknown> = {};
  for (const key of ENV_TEXT_KEYS) {
    if (!(key in value)) continue;
    const v = value[key];
    if (!optionalText(v, TEXT_MAX)) return undefined;
    out[key] = v;
  }
  for (const key of ENV_RECORD_KEYS) {
    if (!(key in value) || value[key] === undefined) {
      if (key in value) out[key] = undefined;
      continue;
    }
    const record = plainRecord(value[key]);
    if (!record) return undefined;
    out[key] = record;
  }
  return out as EnvFingerprintInput;
}

/**
 * The file as NativeBenchFileSchema outputs it (the fields the reader uses: env, commit, suite, benchmarks), when
 * the schema accepts it as it is; undefined otherwise (the caller then asks the schema). `samples: false` leaves
 * the samples unchecked: the caller checks them (plainSamples) before it takes the file as the schema's output.
 */
export function plainNativeFile(
  data: unknown,
  { samples = true }: { samples?: boolean } = {},
): NativeBenchFile | undefined {
  if (!isObject(data)) return undefined;
  for (const key in data) if (!FILE_KEYS.has(key)) return undefined;
  const { format, version, suite, commit, env, benchmarks } = data;
  if (format !== NATIVE_BENCH_FORMAT || version !== NATIVE_BENCH_VERSION) return undefined;
  if (!optionalText(suite, 200) || !optionalText(commit, 100)) return undefined;
  if (!Array.isArray(benchmarks)) return undefined;
  for (const b of benchmarks as unknown[]) if (!plainBenchmark(b, samples)) return undefined;
  const file: NativeBenchFile = { format, version, benchmarks };
  if (suite !== undefined) file.suite = suite as string;
  if (commit !== undefined) file.commit = commit as string;
  if (env !== undefined) {
    const plain = plainEnv(env);
    if (!plain) return undefined;
    file.env = plain;
  }
  return file;
}

/** A native file the schema (or plainNativeFile) accepted → the parsed benchmarks. */
export function readNativeBenchmarks(
  file: NativeBenchFile,
  source: string,
  options: ParseOptions = {},
): ParsedBenchFile {
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
