/**
 * The one registry of benchmark-result formats. Each entry detects its own format narrowly (a key, a header, a
 * line shape only that tool writes) so that no entry claims a foreign file; auto-detection takes the first that
 * matches, and an explicit --format that contradicts an unmistakable file is refused.
 */
import { NATIVE_BENCH_FORMAT } from '../../schemas/bench.js';
import { asRecord } from './collector.js';
import { parseCsv } from './csv.js';
import { looksLikeBenchmarkDotNet, parseBenchmarkDotNet } from './parse-benchmarkdotnet.js';
import { looksLikeBenchmarkJs, parseBenchmarkJs } from './parse-benchmarkjs.js';
import { looksLikeCargoBench, parseCargoBench } from './parse-cargo.js';
import { looksLikeCatch2, parseCatch2 } from './parse-catch2.js';
import {
  looksLikeCriterionEstimates,
  looksLikeCriterionMessages,
  looksLikeCriterionSample,
  parseCriterionEstimates,
  parseCriterionMessages,
  parseCriterionSample,
} from './parse-criterion.js';
import { parseCustomBenchmark } from './parse-custom.js';
import { looksLikeGoogleBenchmark, parseGoogleBenchmark } from './parse-gbench.js';
import { looksLikeGoBench, parseGoBench } from './parse-go.js';
import { looksLikeJmh, parseJmh } from './parse-jmh.js';
import { looksLikeJulia, parseJulia } from './parse-julia.js';
import { parseNativeBenchmark } from './parse-native.js';
import { looksLikePytestBenchmark, parsePytestBenchmark } from './parse-pytest.js';
import { parseTritonCsv } from './parse-triton-csv.js';
import type { BenchFormat, ParseOptions, ParsedBenchFile } from './types.js';

/** The file as read once: its text and, when it is one JSON document, the parsed value. */
export interface BenchInput {
  text: string;
  source: string;
  json?: unknown;
}

export interface FormatEntry {
  /** `custom` covers custom-smaller/custom-bigger (the direction is the user's choice, not the file's). */
  family: BenchFormat | 'custom';
  name: string;
  detect: (input: BenchInput) => boolean;
  /** `format` is the user's explicit choice, undefined when detected. */
  parse: (input: BenchInput, options: ParseOptions, format?: BenchFormat) => ParsedBenchFile;
}

/** A format read from text alone (never a JSON document): detected and parsed from the text and the file name. */
function textFormat(
  family: BenchFormat,
  name: string,
  looksLike: (text: string) => boolean,
  parse: (text: string, source: string) => ParsedBenchFile,
): FormatEntry {
  return {
    family,
    name,
    detect: (i) => i.json === undefined && looksLike(i.text),
    parse: (i) => parse(i.text, i.source),
  };
}

const root = (input: BenchInput): Record<string, unknown> | undefined => asRecord(input.json);
const list = (input: BenchInput): unknown[] | undefined => (Array.isArray(input.json) ? input.json : undefined);

function looksLikeCustom(data: unknown[]): boolean {
  return (
    data.length > 0 &&
    data.every((row) => {
      const r = asRecord(row);
      return r !== undefined && typeof r['name'] === 'string' && 'value' in r && typeof r['unit'] === 'string';
    })
  );
}

/** A header of ≥ 2 named columns and rows that mostly have exactly as many fields. */
function looksLikeCsv(text: string): boolean {
  const rows = parseCsv(text.slice(0, 200_000));
  const header = rows[0];
  if (!header || header.length < 2 || rows.length < 2) return false;
  if (header.some((h) => h.trim() === '' && header.indexOf(h) === 0)) return false;
  const body = rows.slice(1, 200);
  const exact = body.filter((r) => r.length === header.length).length;
  return exact * 2 >= body.length && exact > 0;
}

export const FORMATS: readonly FormatEntry[] = [
  {
    family: 'native',
    name: 'the native upstream-ingest-bench format',
    detect: (i) => root(i)?.['format'] === NATIVE_BENCH_FORMAT,
    parse: (i, o) => parseNativeBenchmark(i.json, i.source, o),
  },
  {
    family: 'pytest',
    name: 'pytest-benchmark JSON',
    detect: (i) => Boolean(root(i) && looksLikePytestBenchmark(root(i)!)),
    parse: (i) => parsePytestBenchmark(i.json, i.source),
  },
  {
    family: 'gbench',
    name: 'Google Benchmark JSON',
    detect: (i) => Boolean(root(i) && looksLikeGoogleBenchmark(root(i)!)),
    parse: (i, o) => parseGoogleBenchmark(i.json, i.source, o),
  },
  {
    family: 'benchmarkdotnet',
    name: 'BenchmarkDotNet JSON',
    detect: (i) => Boolean(root(i) && looksLikeBenchmarkDotNet(root(i)!)),
    parse: (i) => parseBenchmarkDotNet(root(i) ?? {}, i.source),
  },
  {
    family: 'criterion',
    name: 'criterion JSON (estimates.json, sample.json or --message-format=json)',
    detect: (i) =>
      i.json === undefined
        ? looksLikeCriterionMessages(i.text)
        : Boolean(root(i) && (looksLikeCriterionEstimates(root(i)!) || looksLikeCriterionSample(root(i)!))),
    parse: (i) => {
      const r = root(i);
      if (i.json === undefined || !r) return parseCriterionMessages(i.text, i.source);
      return looksLikeCriterionSample(r) ? parseCriterionSample(r, i.source) : parseCriterionEstimates(r, i.source);
    },
  },
  {
    family: 'jmh',
    name: 'JMH JSON',
    detect: (i) => Boolean(list(i) && looksLikeJmh(list(i)!)),
    parse: (i) => parseJmh(list(i) ?? [], i.source),
  },
  {
    family: 'julia',
    name: 'Julia BenchmarkTools JSON',
    detect: (i) => Boolean(list(i) && looksLikeJulia(list(i)!)),
    parse: (i) => parseJulia(list(i) ?? [], i.source),
  },
  {
    family: 'custom',
    name: 'github-action-benchmark custom JSON',
    detect: (i) => Boolean(list(i) && looksLikeCustom(list(i)!)),
    parse: (i, o, format) =>
      parseCustomBenchmark(
        i.json,
        i.source,
        format === 'custom-smaller' ? 'smaller' : format === 'custom-bigger' ? 'bigger' : undefined,
        o,
      ),
  },
  textFormat('catch2', 'Catch2 XML', looksLikeCatch2, parseCatch2),
  textFormat('cargo', 'cargo bench (libtest) text', looksLikeCargoBench, parseCargoBench),
  textFormat('go', 'go test -bench text', looksLikeGoBench, parseGoBench),
  textFormat('benchmarkjs', 'benchmark.js text', looksLikeBenchmarkJs, parseBenchmarkJs),
  {
    family: 'triton-csv',
    name: 'a Triton perf_report / TorchInductor CSV',
    detect: (i) => i.json === undefined && !i.text.trimStart().startsWith('<') && looksLikeCsv(i.text),
    parse: (i, o) => parseTritonCsv(i.text, i.source, o),
  },
];

export function familyOf(format: BenchFormat): BenchFormat | 'custom' {
  return format === 'custom-smaller' || format === 'custom-bigger' ? 'custom' : format;
}

export function entryFor(format: BenchFormat): FormatEntry {
  return FORMATS.find((f) => f.family === familyOf(format))!;
}

export function detectFormat(input: BenchInput): FormatEntry | undefined {
  return FORMATS.find((f) => f.detect(input));
}

/** What an unrecognised file looks like, for the one-line error. */
export function describeInput(input: BenchInput): string {
  const r = root(input);
  if (r) {
    const keys = Object.keys(r).slice(0, 6);
    return keys.length
      ? `a JSON object with keys ${keys.map((k) => `"${k.slice(0, 30)}"`).join(', ')}`
      : 'an empty JSON object';
  }
  const l = list(input);
  if (l) {
    if (l.length === 0) return 'an empty JSON array';
    const first = l[0];
    const what = asRecord(first)
      ? `objects with keys ${Object.keys(first as object)
          .slice(0, 5)
          .map((k) => `"${k.slice(0, 30)}"`)
          .join(', ')}`
      : Array.isArray(first)
        ? 'arrays'
        : typeof first;
    return `a JSON array of ${l.length} ${what}`;
  }
  if (input.json !== undefined) return `a JSON ${typeof input.json}`;
  const text = input.text.trimStart();
  const xml = /^(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<([A-Za-z_][\w.-]*)/.exec(text);
  if (xml) return `XML with root <${xml[1]}>`;
  const first = text.split('\n', 1)[0]!.trim();
  return `text starting with ${JSON.stringify(first.slice(0, 60))}`;
}
