/** Reads one benchmark-result file's text in the selected format, or detects the format from its content. */
import { ConfigurationError } from '../../shared/errors.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { NATIVE_BENCH_FORMAT } from '../../schemas/bench.js';
import { asRecord } from './collector.js';
import { parseCustomBenchmark } from './parse-custom.js';
import { looksLikeGoogleBenchmark, parseGoogleBenchmark } from './parse-gbench.js';
import { parseNativeBenchmark } from './parse-native.js';
import { looksLikePytestBenchmark, parsePytestBenchmark } from './parse-pytest.js';
import { parseTritonCsv } from './parse-triton-csv.js';
import type { BenchFormat, FormatOption, ParseOptions, ParsedBenchFile } from './types.js';

const MAX_CHARS = 64 * 1024 * 1024;

export function parseBenchText(
  text: string,
  source: string,
  format: FormatOption = 'auto',
  options: ParseOptions = {},
): ParsedBenchFile {
  if (text.length > MAX_CHARS) throw new ConfigurationError(`${source}: larger than ${MAX_CHARS} characters`);
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') throw new ConfigurationError(`${source}: the file is empty`);
  const isJson = body.startsWith('{') || body.startsWith('[');
  if (format === 'triton-csv' || (format === 'auto' && !isJson)) return parseTritonCsv(body, source, options);
  if (!isJson) throw new ConfigurationError(`${source}: expected JSON for --format ${format}`);
  const data = parseJson(body, source);
  if (format === 'auto') return parseJsonAs(detectJsonFormat(data, source), data, source, options);
  assertFormatMatches(format, data, source);
  return parseJsonAs(format, data, source, options);
}

/** Strict JSON first (fast); tools that write bare NaN/Infinity get the YAML reader, which keeps them as strings. */
function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return parseStructuredText(text, source);
  }
}

export function detectJsonFormat(data: unknown, source: string): BenchFormat | 'custom' {
  if (Array.isArray(data)) return 'custom';
  const root = asRecord(data);
  if (root?.['format'] === NATIVE_BENCH_FORMAT) return 'native';
  if (root && looksLikePytestBenchmark(root)) return 'pytest';
  if (root && looksLikeGoogleBenchmark(root)) return 'gbench';
  throw new ConfigurationError(
    `${source}: cannot tell the benchmark format`,
    'pass --format gbench|pytest|custom-smaller|custom-bigger|triton-csv|native',
  );
}

/** An explicit --format that contradicts an unmistakable file (pytest read as gbench) would give nonsense errors. */
function assertFormatMatches(format: BenchFormat, data: unknown, source: string): void {
  let detected: BenchFormat | 'custom';
  try {
    detected = detectJsonFormat(data, source);
  } catch {
    return;
  }
  const family = (f: BenchFormat | 'custom'): string => (f.startsWith('custom') ? 'custom' : f);
  if (family(detected) !== family(format)) {
    throw new ConfigurationError(
      `${source}: --format ${format} given, but the file looks like ${FORMAT_NAMES[family(detected)]}`,
    );
  }
}

const FORMAT_NAMES: Record<string, string> = {
  gbench: 'Google Benchmark JSON',
  pytest: 'pytest-benchmark JSON',
  custom: 'github-action-benchmark custom JSON',
  native: 'the native upstream-ingest-bench format',
  'triton-csv': 'a CSV',
};

function parseJsonAs(
  format: BenchFormat | 'custom',
  data: unknown,
  source: string,
  options: ParseOptions,
): ParsedBenchFile {
  switch (format) {
    case 'gbench':
      return parseGoogleBenchmark(data, source);
    case 'pytest':
      return parsePytestBenchmark(data, source);
    case 'custom':
      return parseCustomBenchmark(data, source, undefined, options);
    case 'custom-smaller':
      return parseCustomBenchmark(data, source, 'smaller', options);
    case 'custom-bigger':
      return parseCustomBenchmark(data, source, 'bigger', options);
    case 'native':
      return parseNativeBenchmark(data, source, options);
    case 'triton-csv':
      throw new ConfigurationError(`${source}: --format triton-csv expects a CSV file, got JSON`);
  }
}
