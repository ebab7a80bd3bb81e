/** Reads one benchmark-result file's text in the selected format, or detects the format from its content. */
import { ConfigurationError } from '../../shared/errors.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import {
  BENCH_FORMATS,
  MAX_BENCH_TEXT_CHARS,
  type BenchFormat,
  type FormatOption,
  type ParseOptions,
  type ParsedBenchFile,
} from './types.js';
import { describeInput, detectFormat, entryFor, familyOf, type BenchInput } from './registry.js';

const MAX_CHARS = MAX_BENCH_TEXT_CHARS;
/** Formats read from text, not from one JSON document (criterion is either). */
const TEXT_FAMILIES = new Set<string>(['triton-csv', 'cargo', 'go', 'benchmarkjs', 'catch2']);

export function parseBenchText(
  text: string,
  source: string,
  format: FormatOption = 'auto',
  options: ParseOptions = {},
): ParsedBenchFile {
  if (text.length > MAX_CHARS) throw new ConfigurationError(`${source}: larger than ${MAX_CHARS} characters`);
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') throw new ConfigurationError(`${source}: the file is empty`);
  const input = readInput(body, source);
  const detected = detectFormat(input);
  if (format === 'auto') {
    if (!detected) {
      throw new ConfigurationError(
        `${source}: cannot tell the benchmark format: it looks like ${describeInput(input)}`,
        `pass --format ${BENCH_FORMATS.join('|')}`,
      );
    }
    return detected.parse(input, options);
  }
  const wanted = entryFor(format);
  if (detected && detected.family !== familyOf(format)) {
    throw new ConfigurationError(`${source}: --format ${format} given, but the file looks like ${detected.name}`);
  }
  const textFormat = TEXT_FAMILIES.has(familyOf(format));
  if (!detected && textFormat === (input.json !== undefined)) {
    throw new ConfigurationError(
      `${source}: --format ${format} given, but this is not ${wanted.name}: it looks like ${describeInput(input)}`,
    );
  }
  return wanted.parse(input, options, format);
}

/** JSON is parsed once (strict first; tools that write bare NaN/Infinity get the YAML reader, which keeps them). */
function readInput(body: string, source: string): BenchInput {
  if (!(body.startsWith('{') || body.startsWith('['))) return { text: body, source };
  try {
    return { text: body, source, json: JSON.parse(body) };
  } catch {
    // JSON Lines (cargo-criterion) are no single document.
    if (body.startsWith('{') && body.includes('\n') && /^\{[^\n]*\}\s*\n\s*\{/.test(body))
      return { text: body, source };
    return { text: body, source, json: parseStructuredText(body, source) };
  }
}

export type { BenchFormat };
