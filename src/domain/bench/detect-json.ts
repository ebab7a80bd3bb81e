/**
 * The common case without the whole format registry: a JSON file in the native format or Google Benchmark's,
 * detected (or named with --format) exactly as parseBenchText does — the same checks on the text, the registry's
 * first matching entry, the same parser. The registry brings the XML and YAML readers (catch2, JSON with bare NaN),
 * which a cold compare-bench otherwise loads and compiles on every run; a native file is checked by hand, without
 * the zod schemas (native-file.ts). Anything else is undefined: the caller then takes parseBenchText, which reads
 * it (or says what is wrong with it).
 */
import { NATIVE_BENCH_FORMAT } from '../../schemas/bench-format.js';
import type { NativeBenchFile } from '../../schemas/bench.js';
import { asRecord } from './collector.js';
import { plainNativeFile, readNativeBenchmarks } from './native-file.js';
import { looksLikeGoogleBenchmark, parseGoogleBenchmark } from './parse-gbench.js';
import { looksLikePytestBenchmark } from './parse-pytest.js';
import { MAX_BENCH_TEXT_CHARS } from './types.js';
import type { FormatOption, ParseOptions, ParsedBenchFile } from './types.js';

/**
 * A common file, read: a native file as its schema takes it (its benchmarks not yet read), or a parsed one. A native
 * file read with `deferSamples` has `samplesChecked` false: its samples are not yet known to be what the schema
 * takes (plainSamples says), and until then the file may not be the schema's output.
 */
export type CommonBench = { native: NativeBenchFile; samplesChecked: boolean } | { parsed: ParsedBenchFile };

/**
 * `deferSamples`: leave a native file's samples unchecked, for a caller that reads every sample anyway (a side read
 * straight from one file checks each as it copies it, and checks them here only where it does not take the file).
 */
export function readCommonBench(
  text: string,
  source: string,
  format: FormatOption = 'auto',
  options: ParseOptions = {},
  { deferSamples = false }: { deferSamples?: boolean } = {},
): CommonBench | undefined {
  if (format !== 'auto' && format !== 'native' && format !== 'gbench') return undefined;
  if (text.length > MAX_BENCH_TEXT_CHARS) return undefined;
  const body = text.replace(/^\uFEFF/, '').trim();
  if (!body.startsWith('{')) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const root = asRecord(json);
  if (!root) return undefined;
  // The registry's order: native, then pytest-benchmark (left to the registry), then Google Benchmark.
  if (root['format'] === NATIVE_BENCH_FORMAT) {
    // A native file the schema would not take as it is goes to the registry, whose reader says what is wrong.
    const file = format === 'gbench' ? undefined : plainNativeFile(json, { samples: !deferSamples });
    return file && { native: file, samplesChecked: !deferSamples };
  }
  if (looksLikePytestBenchmark(root)) return undefined;
  if (looksLikeGoogleBenchmark(root))
    return format === 'native' ? undefined : { parsed: parseGoogleBenchmark(json, source, options) };
  return undefined;
}

/** The parsed file of readCommonBench (a native file's benchmarks read), or undefined where it reads none. */
export function parseCommonBenchText(
  text: string,
  source: string,
  format: FormatOption = 'auto',
  options: ParseOptions = {},
): ParsedBenchFile | undefined {
  const common = readCommonBench(text, source, format, options);
  if (!common) return undefined;
  // Read without deferSamples: a native file's samples are checked.
  return 'native' in common ? readNativeBenchmarks(common.native, source, options) : common.parsed;
}
