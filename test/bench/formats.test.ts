/**
 * The parser registry (issue 15 item 5): one module per format, detection specific enough never to claim a foreign
 * file, real files from the tools where they install here (see fixtures/formats/MANIFEST.md for which are real).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareBench, DEFAULT_COMPARE_SETTINGS } from '../../src/domain/bench/compare.js';
import { parseBenchText } from '../../src/domain/bench/detect.js';
import { mergeSide } from '../../src/domain/bench/merge.js';
import type { FormatOption, ParsedBenchFile } from '../../src/domain/bench/types.js';
import { ConfigurationError } from '../../src/shared/errors.js';
import { describeWithShared, sharedPath } from '../helpers/shared-data.js';

const dir = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures', 'formats');
const text = (name: string): Promise<string> => readFile(join(dir, name), 'utf8');
const parse = async (name: string, format: FormatOption = 'auto'): Promise<ParsedBenchFile> =>
  parseBenchText(await text(name), join(dir, name), format);
const names = (f: ParsedBenchFile): string[] => f.benchmarks.map((b) => b.name);

function compareFiles(base: ParsedBenchFile[], cand: ParsedBenchFile[]) {
  return compareBench(
    { baseline: mergeSide('baseline', base), candidate: mergeSide('candidate', cand) },
    { ...DEFAULT_COMPARE_SETTINGS, allowEnvMismatch: true },
  );
}

describe('real files written by the tools', () => {
  it('go test -bench -count 5 (go1.19): each line a repetition, GOMAXPROCS as configuration, env from the header', async () => {
    const f = await parse('go-bench.txt');
    expect(f.format).toBe('go');
    expect(names(f)).toEqual(['BenchmarkFib10', 'BenchmarkFib20', 'BenchmarkSortInts']);
    for (const b of f.benchmarks) {
      expect(b.samples).toHaveLength(5);
      expect(b.config).toBe('GOMAXPROCS=2');
      expect(b.direction).toBe('smaller');
    }
    expect(f.benchmarks[0]!.rawValues[0]).toBe(515.4);
    expect(f.benchmarks[0]!.samples[0]).toBeCloseTo(515.4e-9, 18);
    expect(f.env).toEqual({ goos: 'linux', goarch: 'amd64', cpu: 'AMD EPYC' });
    const r = compareFiles([f], [await parse('go-bench-2.txt')]);
    expect(r.counts.compared).toBe(3);
  });

  it('cargo bench (libtest): the median per run, commas and decimals; one repetition per file, pooled across runs', async () => {
    const f = await parse('cargo-bench.txt');
    expect(f.format).toBe('cargo');
    expect(names(f)).toEqual(['benches::bench_fib_10', 'benches::bench_fib_20', 'benches::bench_sort_1000']);
    expect(f.benchmarks[1]!.rawValues).toEqual([39260.56]);
    expect(f.benchmarks[1]!.meta).toEqual({ range: '23904.98' });
    expect(f.notes.join()).toMatch(/each file is one repetition/);
    const two = await parse('cargo-bench-2.txt');
    const side = mergeSide('b', [f, two]);
    expect(side.benchmarks.get('benches::bench_fib_10')!.samples).toHaveLength(2);
  });

  it('benchmark.js: ops/sec ± rme with runs sampled, bigger is better, compared with Welch', async () => {
    const f = await parse('benchmarkjs.txt');
    expect(f.format).toBe('benchmarkjs');
    expect(names(f)).toEqual(['fib(10)', 'fib(15)', 'Array#sort 1000']);
    const b = f.benchmarks[0]!;
    expect(b.direction).toBe('bigger');
    expect(b.aggregate).toEqual(expect.objectContaining({ value: 672316, n: 11, center: 'mean' }));
    // rme is the 95 % margin: t(0.975, 10) = 2.228.
    expect(b.aggregate!.se).toBeCloseTo((672316 * 0.1495) / 2.228139, 0);
    const r = compareFiles([f], [await parse('benchmarkjs-2.txt')]);
    expect(r.counts.compared).toBe(3);
    expect(r.benchmarks.every((x) => x.test === 'welch-aggregates')).toBe(true);
  });

  it('Catch2 2.13 XML: mean, standard deviation and samples per BENCHMARK', async () => {
    const f = await parse('catch2.xml');
    expect(f.format).toBe('catch2');
    expect(names(f)).toEqual(['fib 10', 'fib 20', 'sort 1000']);
    const sort = f.benchmarks[2]!;
    expect(sort.aggregate).toEqual({
      value: expect.closeTo(8104.29e-9, 15),
      center: 'mean',
      stddev: expect.closeTo(1687.33e-9, 15),
      n: 20,
    });
    expect(compareFiles([f], [await parse('catch2-2.xml')]).counts.compared).toBe(3);
  });

  it('Google Benchmark (libbenchmark 1.7.1) with repetitions: iterations are samples, aggregates skipped', async () => {
    const f = await parse('gbench-repetitions.json');
    expect(f.format).toBe('gbench');
    expect(f.benchmarks.every((b) => b.samples.length === 5 && !b.aggregate)).toBe(true);
    expect(f.skippedAggregates).toBe(12);
    expect(f.notes.join()).toMatch(/debug build/);
  });
});

describe('files in the documented shape (tool not installable here)', () => {
  it('criterion estimates.json: the id from the path, the median with its standard error (z-test)', async () => {
    const base = await parse('criterion/fib_20/base/estimates.json');
    const next = await parse('criterion/fib_20/new/estimates.json');
    expect(base.format).toBe('criterion');
    expect(names(base)).toEqual(['fib_20']);
    expect(base.benchmarks[0]!.aggregate).toEqual(
      expect.objectContaining({ value: expect.closeTo(25012.4e-9, 15), center: 'median', se: expect.any(Number) }),
    );
    const r = compareFiles([base], [next]);
    expect(r.benchmarks[0]).toEqual(expect.objectContaining({ status: 'regressed', test: 'welch-aggregates' }));
    expect(r.benchmarks[0]!.ratio).toBeCloseTo(27620.9 / 25012.4, 6);
  });

  it('criterion sample.json and cargo-criterion --message-format=json: every sample as time ÷ iterations', async () => {
    const sample = await parse('criterion/fib_20/base/sample.json');
    expect(sample.variant).toBe('sample');
    expect(sample.benchmarks[0]!.samples).toHaveLength(100);
    const messages = await parse('criterion-messages.jsonl');
    expect(messages).toEqual(expect.objectContaining({ format: 'criterion', variant: 'messages' }));
    expect(names(messages)).toEqual(['fib 10', 'fib 20']);
    const raw = (await text('criterion-messages.jsonl')).split('\n')[0]!;
    const first = JSON.parse(raw) as { iteration_count: number[]; measured_values: number[] };
    expect(messages.benchmarks[0]!.rawValues[0]).toBeCloseTo(first.measured_values[0]! / first.iteration_count[0]!, 9);
  });

  it('JMH JSON: rawData of every fork are repetitions; thrpt is bigger-is-better, avgt a time per op', async () => {
    const f = await parse('jmh.json');
    expect(f.format).toBe('jmh');
    expect(names(f)).toEqual(['org.sample.FibBenchmark.fib:n=20', 'org.sample.SortBenchmark.sortInts']);
    expect(f.benchmarks[0]).toEqual(expect.objectContaining({ direction: 'bigger', unit: 'ops/s' }));
    expect(f.benchmarks[0]!.samples).toHaveLength(10);
    expect(f.benchmarks[1]).toEqual(expect.objectContaining({ direction: 'smaller', unit: 's' }));
    expect(f.benchmarks[1]!.samples[0]).toBeLessThan(1e-4);
  });

  it('Julia BenchmarkTools JSON: nested groups joined with /, every time a repetition (no longer "custom", 0 benchmarks)', async () => {
    const f = await parse('julia-benchmarktools.json');
    expect(f.format).toBe('julia');
    expect(names(f)).toEqual(['fib/10', 'fib/20', 'sort']);
    expect(f.benchmarks.every((b) => b.samples.length === 50)).toBe(true);
    expect(f.env).toEqual({ julia: '1.10.4' });
  });

  it('BenchmarkDotNet full JSON: Statistics.OriginalValues as samples, host info as environment', async () => {
    const f = await parse('benchmarkdotnet-report-full.json');
    expect(f.format).toBe('benchmarkdotnet');
    expect(names(f)).toEqual([
      'Bench.FibBenchmarks.Fib(N: 10)',
      'Bench.FibBenchmarks.Fib(N: 20)',
      'Bench.FibBenchmarks.SortInts',
    ]);
    expect(f.benchmarks.every((b) => b.samples.length === 15)).toBe(true);
    expect(f.env['libraries.BenchmarkDotNet']).toBe('0.13.12');
  });
});

describe('shape variants', () => {
  it('Catch2 v3 (<Catch2TestRun>, documented shape) and a duplicate name', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Catch2TestRun name="bench" rng-seed="1" xml-format-version="2" catch2-version="3.4.0">' +
      '<TestCase name="Fib" tags="[!benchmark]"><BenchmarkResults name="fib 20" samples="100" resamples="100000" iterations="1" clockResolution="20" estimatedDuration="3e6">' +
      '<mean value="25100" lowerBound="25000" upperBound="25200" ci="0.95"/><standardDeviation value="400" lowerBound="300" upperBound="500" ci="0.95"/>' +
      '<outliers variance="0.01" lowMild="0" lowSevere="0" highMild="1" highSevere="0"/></BenchmarkResults>' +
      '<BenchmarkResults name="fib 20" samples="100"><mean value="25000"/></BenchmarkResults><OverallResult success="true"/></TestCase></Catch2TestRun>';
    const f = parseBenchText(xml, 'c3.xml');
    expect(f.format).toBe('catch2');
    expect(f.env).toEqual({ 'libraries.catch2': '3.4.0' });
    expect(f.benchmarks[0]!.aggregate).toEqual(expect.objectContaining({ n: 100, center: 'mean' }));
    expect(f.benchmarks[0]!.errors).toEqual(['reported twice in one file (give benchmarks unique names)']);
  });

  it('BenchmarkDotNet brief JSON without OriginalValues: Median, StandardDeviation and N as summary statistics', () => {
    const doc = {
      Title: 'x',
      HostEnvironmentInfo: { BenchmarkDotNetVersion: '0.13.12' },
      Benchmarks: [{ FullName: 'A.B.C', Statistics: { N: 15, Median: 200, Mean: 201, StandardDeviation: 4 } }],
    };
    const f = parseBenchText(JSON.stringify(doc), 'brief.json');
    expect(f.format).toBe('benchmarkdotnet');
    expect(f.benchmarks[0]!.aggregate).toEqual({
      value: expect.closeTo(200e-9, 15),
      center: 'median',
      stddev: expect.closeTo(4e-9, 15),
      n: 15,
    });
  });
});

describe('detection never claims a foreign file', () => {
  it('every fixture is detected as its own format and refused under another', async () => {
    const own: [string, FormatOption, FormatOption][] = [
      ['go-bench.txt', 'go', 'triton-csv'],
      ['cargo-bench.txt', 'cargo', 'triton-csv'],
      ['benchmarkjs.txt', 'benchmarkjs', 'triton-csv'],
      ['jmh.json', 'jmh', 'custom-smaller'],
      ['julia-benchmarktools.json', 'julia', 'custom-smaller'],
      ['benchmarkdotnet-report-full.json', 'benchmarkdotnet', 'gbench'],
      ['catch2.xml', 'catch2', 'go'],
      ['criterion-messages.jsonl', 'criterion', 'go'],
    ];
    for (const [file, format, wrong] of own) {
      expect((await parse(file)).format).toBe(format);
      expect((await parse(file, format)).format).toBe(format);
      await expect(parse(file, wrong)).rejects.toThrow(new RegExp(`--format ${wrong} given, but .*looks like`));
    }
  });

  it('an unrecognised file is a one-line user error naming what it looks like', () => {
    const cases: [string, RegExp][] = [
      ['<testsuites><testsuite name="x"/></testsuites>', /it looks like XML with root <testsuites>/],
      ['hello benchmark world\nno numbers here', /it looks like text starting with "hello benchmark world"/],
      ['[1, 2, 3]', /it looks like a JSON array of 3 number/],
      ['[{"benchmark": "x", "score": 1}]', /a JSON array of 1 objects with keys "benchmark", "score"/],
    ];
    for (const [body, message] of cases) {
      let error: unknown;
      try {
        parseBenchText(body, 'f');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as Error).message).toMatch(/^f: cannot tell the benchmark format/);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message.split('\n')).toHaveLength(1);
    }
  });
});

describeWithShared('the shared corpus keeps its formats under the registry', () => {
  it('Google Benchmark, pytest-benchmark, custom JSON and the TorchInductor CSV are still detected', async () => {
    const files: [string, string][] = [
      ['google-benchmark/test1_run1.json', 'gbench'],
      ['github-action-benchmark/pytest_output.json', 'pytest'],
      ['github-action-benchmark/customSmallerIsBetter_output2.json', 'custom-smaller'],
      ['triton-torchinductor/huggingface.csv', 'triton-csv'],
    ];
    for (const [file, format] of files) {
      const path = sharedPath('corpus', 'bench', file);
      expect(parseBenchText(await readFile(path, 'utf8'), path).format).toBe(format);
    }
  });
});
