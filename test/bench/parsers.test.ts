import { readFile } from 'node:fs/promises';
import { parseBenchText } from '../../src/domain/bench/detect.js';
import { mergeSide } from '../../src/domain/bench/merge.js';
import type { FormatOption, ParsedBenchFile, ParsedBenchmark } from '../../src/domain/bench/types.js';
import { ConfigurationError } from '../../src/shared/errors.js';
import { describeWithShared, sharedPath } from '../helpers/shared-data.js';

const corpus = (...parts: string[]): string => sharedPath('corpus', 'bench', ...parts);

async function parseFile(
  path: string,
  format: FormatOption = 'auto',
  direction?: 'smaller' | 'bigger',
): Promise<ParsedBenchFile> {
  return parseBenchText(await readFile(path, 'utf8'), path, format, direction ? { direction } : {});
}

function bench(file: ParsedBenchFile, name: string): ParsedBenchmark {
  const b = file.benchmarks.find((x) => x.name === name);
  if (!b) throw new Error(`${name} not in ${file.source}: ${file.benchmarks.map((x) => x.name).join(', ')}`);
  return b;
}

describeWithShared('Google Benchmark corpus (google/benchmark tools/gbench/Inputs)', () => {
  it('test1_run1: 14 iteration rows become benchmarks; the BigO/RMS aggregates are never samples', async () => {
    const f = await parseFile(corpus('google-benchmark', 'test1_run1.json'));
    expect(f.format).toBe('gbench');
    expect(f.benchmarks).toHaveLength(14);
    expect(f.skippedAggregates).toBe(2);
    expect(f.benchmarks.map((b) => b.name)).not.toEqual(expect.arrayContaining(['MyComplexityTest_BigO']));
    expect(f.notes.join()).toMatch(/BigO ×1, RMS ×1/);
    expect(bench(f, 'BM_NotBadTimeUnit').samples).toEqual([0.4]);
    expect(bench(f, 'BM_2xSlower').samples[0]).toBeCloseTo(50e-9, 20);
    expect(bench(f, 'BM_SameTimes').unit).toBe('s');
    expect(f.env).toEqual({ cpus: '4', build: 'release' });
  });

  it('test1 run1 vs run2: a time-unit change is converted, not mistaken for a 10⁹× change', async () => {
    const base = mergeSide('baseline', [await parseFile(corpus('google-benchmark', 'test1_run1.json'))]);
    const cand = mergeSide('candidate', [await parseFile(corpus('google-benchmark', 'test1_run2.json'))]);
    expect(base.benchmarks.get('BM_DifferentTimeUnit')!.samples[0]).toBe(1);
    expect(cand.benchmarks.get('BM_DifferentTimeUnit')!.samples[0]).toBeCloseTo(1e-9, 20);
    // Hand-written round numbers: the precision check flags them.
    expect(base.benchmarks.get('BM_SameTimes')!.notes.join()).toMatch(
      /suspicious precision: every value is a multiple of 10 ns/,
    );
    expect(base.benchmarks.get('BM_ThirdFaster')!.notes.join()).toMatch(/suspicious precision/);
    expect(cand.benchmarks.get('BM_1PercentSlower')!.notes).toEqual([]);
  });

  it('test3: aggregate rows without aggregate_name are skipped; repeated iteration rows are repetitions', async () => {
    const r0 = await parseFile(corpus('google-benchmark', 'test3_run0.json'));
    expect(r0.skippedAggregates).toBe(3);
    expect(r0.benchmarks.map((b) => b.name)).toEqual(['BM_Two', 'medium']);
    expect(bench(r0, 'BM_Two').rawValues).toEqual([9, 8]);
    const r1 = await parseFile(corpus('google-benchmark', 'test3_run1.json'));
    expect(r1.skippedAggregates).toBe(3);
    expect(bench(r1, 'short').samples.map((s) => Math.round(s * 1e9))).toEqual([800]);
    expect(bench(r1, 'BM_Two').samples.map((s) => Math.round(s * 1e9))).toEqual([7]);
  });

  it('test4: out-of-order repetitions without timings are errors; "9 aggregate" and percentage rows are not samples', async () => {
    const f = await parseFile(corpus('google-benchmark', 'test4_run.json'));
    expect(f.format).toBe('gbench');
    expect(f.skippedAggregates).toBe(4);
    expect(f.benchmarks).toHaveLength(8);
    for (const b of f.benchmarks) {
      expect(b.samples).toEqual([]);
      expect(b.errors.join()).toMatch(/real_time of repetition \d is missing/);
    }
    for (const name of ['test4_run0.json', 'test4_run1.json']) {
      const p = await parseFile(corpus('google-benchmark', name));
      expect(p.benchmarks).toEqual([]);
      expect(p.skippedAggregates).toBe(1);
    }
  });

  it('parses every file of the folder by auto-detection', async () => {
    for (const name of ['test2_run.json', 'test5_run0.json', 'test5_run1.json']) {
      const f = await parseFile(corpus('google-benchmark', name));
      expect(f.format).toBe('gbench');
      expect(f.benchmarks.length).toBeGreaterThan(0);
      for (const b of f.benchmarks) expect(b.errors).toEqual([]);
    }
  });
});

interface Oracle {
  tool: string;
  benches: { name: string; value: number; unit: string; range?: string; extra?: string }[];
}

describeWithShared('github-action-benchmark corpus against its parse oracles (expected/)', () => {
  const formatOf: Record<string, FormatOption> = {
    googlecpp: 'gbench',
    pytest: 'pytest',
    customSmallerIsBetter: 'custom-smaller',
    customBiggerIsBetter: 'custom-bigger',
  };
  it.each([
    'googlecpp_output',
    'pytest_output',
    'pytest_several_units',
    'customSmallerIsBetter_output',
    'customSmallerIsBetter_output2',
    'customBiggerIsBetter_output',
  ])('%s', async (stem) => {
    const oracle = JSON.parse(
      await readFile(corpus('github-action-benchmark', 'expected', `${stem}.expected.json`), 'utf8'),
    ) as Oracle;
    const explicit = await parseFile(corpus('github-action-benchmark', `${stem}.json`), formatOf[oracle.tool]);
    expect(explicit.benchmarks.map((b) => b.name)).toEqual(oracle.benches.map((b) => b.name));
    oracle.benches.forEach((want) => {
      const got = bench(explicit, want.name);
      expect(got.errors).toEqual([]);
      if (oracle.tool === 'googlecpp') {
        // value = real_time, unit = "<time_unit>/iter"
        expect(got.rawValues).toEqual([want.value]);
        expect(`${got.rawUnit}/iter`).toBe(want.unit);
        expect(want.extra).toContain(`iterations: `);
      } else if (oracle.tool === 'pytest') {
        // value = stats.ops (iter/sec), range = "stddev: <stats.stddev>", extra ends with "rounds: N"
        expect(got.meta?.['ops']).toBe(want.value);
        expect(want.range).toBe(`stddev: ${got.meta?.['stddev']}`);
        expect(want.extra).toMatch(new RegExp(`rounds: ${got.meta?.['rounds']}$`));
        expect(1 / Number(got.meta?.['mean'])).toBeCloseTo(want.value, 6);
      } else {
        expect(got.rawValues).toEqual([want.value]);
        expect(got.rawUnit).toBe(want.unit);
        expect(got.meta?.['range']).toBe(want.range);
        expect(got.meta?.['extra']).toBe(want.extra);
        expect(got.direction).toBe(oracle.tool === 'customBiggerIsBetter' ? 'bigger' : 'smaller');
      }
    });
    if (oracle.tool === 'googlecpp' || oracle.tool === 'pytest') {
      const auto = await parseFile(corpus('github-action-benchmark', `${stem}.json`));
      expect(auto.format).toBe(formatOf[oracle.tool]);
    }
  });

  it('pytest: data cut down with placeholders is not used; a complete data array is', async () => {
    const f = await parseFile(corpus('github-action-benchmark', 'pytest_several_units.json'));
    const cut = bench(f, 'bench.py::test_fib_10');
    expect(cut.samples).toEqual([0.000028052999999861328]); // stats.median, one repetition
    expect(cut.notes.join()).toMatch(/truncated \(4 of 20025 rounds/);
    const full = bench(f, 'bench.py::test_sleep_2');
    expect(full.samples).toEqual([2.005173128, 2.0051284989999996, 2.005124842999999, 2.0027438879999995, 2.001044877]);
    expect(f.commit).toBe('b8e9e2af2493a1ee2f3fa758a9572cd9972e6db7');
    expect(f.env['host']).toBe('Corgi.local');
    expect(f.env['python']).toBe('CPython 3.7.5');
  });

  it('custom JSON without --format: time units decide, ambiguous units are a user error', async () => {
    const ns = await parseFile(corpus('github-action-benchmark', 'customSmallerIsBetter_output2.json'));
    expect(ns.format).toBe('custom-smaller');
    await expect(parseFile(corpus('github-action-benchmark', 'customSmallerIsBetter_output.json'))).rejects.toThrow(
      /unit 'Percent' does not say whether smaller or bigger is better.*--format custom-smaller/,
    );
  });
});

describeWithShared('pytest-benchmark storage corpus (summary statistics only)', () => {
  it('each run contributes its median as one repetition; six runs are a short series', async () => {
    const names = [
      '0001_b87b9aae14ff14a7887a6bbaa9731b9a8760555d_20150814_190343_uncommitted-changes.json',
      '0002_b87b9aae14ff14a7887a6bbaa9731b9a8760555d_20150814_190348_uncommitted-changes.json',
      '0003_5b78858eb718649a31fb93d8dc96ca2cee41a4cd_20150815_030157_uncommitted-changes.json',
    ];
    const files = await Promise.all(names.map((n) => parseFile(corpus('pytest-benchmark', n))));
    for (const f of files) {
      expect(f.format).toBe('pytest');
      expect(f.benchmarks).toHaveLength(1);
      expect(f.benchmarks[0]!.notes.join()).toMatch(/summary statistics only/);
      expect(f.commit).toBe('5b78858eb718649a31fb93d8dc96ca2cee41a4cd'); // from commit_info, not the file name
    }
    const merged = mergeSide('baseline', files).benchmarks.get('tests/test_normal.py::test_xfast_parametrized[0]')!;
    expect(merged.samples).toHaveLength(3);
    expect(merged.errors).toEqual([]);
  });
});

describeWithShared('TorchInductor CSV corpus (Triton inductor perf CI baselines)', () => {
  it.each([
    ['huggingface.csv', 36, 0],
    ['timm_models.csv', 53, 0],
    ['torchbench.csv', 52, 4],
  ])('%s: %i models, %i short rows errored', async (name, models, short) => {
    const f = await parseFile(corpus('triton-torchinductor', name));
    expect(f.format).toBe('triton-csv');
    expect(f.variant).toBe('torchinductor');
    expect(f.benchmarks).toHaveLength(models);
    const errored = f.benchmarks.filter((b) => b.errors.length);
    expect(errored).toHaveLength(short);
    for (const b of errored)
      expect(b.errors.join()).toMatch(/short row \(4 fields, batch_size 0\): the model did not run/);
    for (const b of f.benchmarks.filter((x) => !x.errors.length)) {
      expect(b.samples).toHaveLength(1);
      expect(b.unit).toBe('s');
      expect(b.direction).toBe('smaller');
      expect(b.config).toMatch(/^batch_size=\d+$/);
    }
  });

  it('BERT_pytorch abs_latency 24.2741 ms', async () => {
    const f = await parseFile(corpus('triton-torchinductor', 'torchbench.csv'), 'triton-csv');
    const b = bench(f, 'BERT_pytorch');
    expect(b.samples[0]).toBeCloseTo(0.0242741, 12);
    expect(b.meta?.['speedup']).toBe(1.7111);
  });
});

describe('malformed input', () => {
  const gbench = (rows: string): string => `{"context": {"host_name": "h"}, "benchmarks": [${rows}]}`;
  const row = (name: string, value: string, extra = ''): string =>
    `{"name": "${name}", "run_type": "iteration", "real_time": ${value}, "cpu_time": 1, "time_unit": "ns"${extra}}`;

  it('Infinity and zero values are errors of that benchmark (bare Infinity as tools write it)', () => {
    const f = parseBenchText(gbench([row('inf', 'Infinity'), row('zero', '0'), row('ok', '12.5')].join(',')), 'x.json');
    const err = (n: string): string => bench(f, n).errors.join();
    expect(err('inf')).toMatch(/real_time is Infinity/);
    expect(err('zero')).toMatch(/real_time is zero/);
    expect(bench(f, 'ok').errors).toEqual([]);
    for (const n of ['inf', 'zero']) expect(bench(f, n).samples).toEqual([]);
  });

  it('impossible values (NaN or negative time, iterations or repetitions below 1) refuse the file in one line', () => {
    const impossible: Array<[string, RegExp]> = [
      [row('nan', 'NaN'), /^x\.json: benchmarks\[1\] \(nan\): real_time NaN is impossible/],
      [row('ninf', '-Infinity'), /benchmarks\[1\] \(ninf\): real_time -Infinity is impossible/],
      [row('neg', '-3'), /benchmarks\[1\] \(neg\): real_time -3 is impossible/],
      [row('cpu', '3').replace('"cpu_time": 1', '"cpu_time": -1'), /\(cpu\): cpu_time -1 is impossible/],
      [row('it0', '3', ', "iterations": 0'), /\(it0\): iterations 0 is not a positive whole number/],
      [row('itneg', '3', ', "iterations": -5'), /\(itneg\): iterations -5 is not a positive whole number/],
      [row('itfrac', '3', ', "iterations": 0.5'), /iterations 0\.5 is not a positive whole number/],
      [row('rep0', '3', ', "repetitions": -1'), /\(rep0\): repetitions -1 is not a whole number of at least 0/],
      [
        `{"name": "agg_median", "run_type": "aggregate", "aggregate_name": "median", "real_time": 3, "repetitions": 0}`,
        /\(agg_median\): repetitions 0 is not a whole number of at least 1/,
      ],
    ];
    for (const [bad, says] of impossible) {
      let error: unknown;
      try {
        parseBenchText(gbench([row('ok', '12.5'), bad].join(',')), 'x.json');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as Error).message).toMatch(says);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('one bad repetition makes the benchmark errored; error_occurred is an error with its message', () => {
    const f = parseBenchText(
      gbench(
        [
          row('rep', '10', ', "repetition_index": 0'),
          row('rep', 'Infinity', ', "repetition_index": 1'),
          `{"name": "boom", "run_type": "iteration", "error_occurred": true, "error_message": "CUDA OOM", "time_unit": "ns"}`,
        ].join(','),
      ),
      'x.json',
    );
    expect(bench(f, 'rep').errors).toEqual(['real_time of repetition 1 is Infinity']);
    expect(bench(f, 'boom').errors).toEqual(['error_occurred: CUDA OOM']);
  });

  it('aggregate rows between repetitions are never samples, even with absurd values', () => {
    const rows = [
      row('BM_x/8', '10.1', ', "repetition_index": 0, "run_name": "BM_x/8"'),
      row('BM_x/8', '10.3', ', "repetition_index": 1, "run_name": "BM_x/8"'),
      row('BM_x/8', '10.2', ', "repetition_index": 2, "run_name": "BM_x/8"'),
      `{"name": "BM_x/8_mean", "run_name": "BM_x/8", "run_type": "aggregate", "aggregate_name": "mean", "real_time": 999, "time_unit": "ns"}`,
      `{"name": "BM_x/8_median", "run_name": "BM_x/8", "run_type": "aggregate", "aggregate_name": "median", "real_time": 999, "time_unit": "ns"}`,
      `{"name": "BM_x/8_cv", "run_name": "BM_x/8", "run_type": "aggregate", "aggregate_name": "cv", "aggregate_unit": "percentage", "real_time": 0.01, "time_unit": "ns"}`,
    ];
    const f = parseBenchText(gbench(rows.join(',')), 'x.json');
    expect(f.benchmarks).toHaveLength(1);
    expect(bench(f, 'BM_x/8').rawValues).toEqual([10.1, 10.3, 10.2]);
    expect(f.skippedAggregates).toBe(3);
  });

  it('unit mismatches: between repetitions, between files of one side, and between the sides', () => {
    const custom = (unit: string, value: number): string =>
      JSON.stringify([
        { name: 'mem', unit, value },
        { name: 't', unit: 'ms', value: 2 },
      ]);
    const within = parseBenchText(
      JSON.stringify([
        { name: 'x', unit: 'ms', value: 1 },
        { name: 'x', unit: 'GB/s', value: 1 },
      ]),
      'w.json',
      'custom-smaller',
    );
    expect(bench(within, 'x').errors.join()).toMatch(/unit mismatch between repetitions: 'ms' and 'GB\/s'/);
    const a = parseBenchText(custom('MB', 5), 'a.json', 'custom-smaller');
    const b = parseBenchText(custom('GB', 5), 'b.json', 'custom-smaller');
    const merged = mergeSide('baseline', [a, b]);
    expect(merged.benchmarks.get('mem')!.errors.join()).toMatch(/b.json: unit 'GB' differs from 'MB'/);
    // Time units convert across files instead.
    expect(merged.benchmarks.get('t')!.errors).toEqual([]);
  });

  it('a coarse grid of values is flagged as suspicious precision', () => {
    const values = [0.01, 0.02, 0.01, 0.01, 0.02];
    const f = parseBenchText(
      JSON.stringify(values.map((value) => ({ name: 'tiny', unit: 'ms', value }))),
      'p.json',
      'custom-smaller',
    );
    const side = mergeSide('candidate', [f]);
    expect(side.benchmarks.get('tiny')!.notes.join()).toMatch(/multiple of 0.01 ms \(100 % of the median\)/);
  });

  it('Triton perf_report CSV: x columns, providers, -min/-max ignored, direction required', () => {
    const csv =
      'N,Triton,Torch,Triton-min,Triton-max\n256.0,12.500000,10.100000,11,13\n1024,45.250000,40.000000,44,46\n';
    expect(() => parseBenchText(csv, 'out/softmax-performance.csv')).toThrow(/--direction bigger/);
    const f = parseBenchText(csv, 'out/softmax-performance.csv', 'auto', { direction: 'bigger' });
    expect(f.variant).toBe('perf_report');
    expect(f.benchmarks.map((b) => b.name)).toEqual([
      'softmax-performance/Triton/N=256',
      'softmax-performance/Torch/N=256',
      'softmax-performance/Triton/N=1024',
      'softmax-performance/Torch/N=1024',
    ]);
    expect(bench(f, 'softmax-performance/Triton/N=1024').samples).toEqual([45.25]);
    const multi = parseBenchText('M,N,K,cuBLAS,Triton\n512,512,512,10.5,11.25\n', 'matmul.csv', 'triton-csv', {
      direction: 'bigger',
    });
    expect(multi.benchmarks.map((b) => b.name)).toEqual([
      'matmul/cuBLAS/M=512,N=512,K=512',
      'matmul/Triton/M=512,N=512,K=512',
    ]);
    const empty = parseBenchText('N,Triton\n256,\n512,nan\n', 'e.csv', 'triton-csv', { direction: 'smaller' });
    expect(bench(empty, 'e/Triton/N=256').errors).toEqual(['Triton is empty']);
    expect(bench(empty, 'e/Triton/N=512').errors).toEqual(['Triton is NaN']);
  });

  it('native format: validated with its schema; errors, empty samples and NaN strings are benchmark errors', () => {
    const file = {
      format: 'upstream-ingest-bench',
      version: 1,
      env: { gpu: 'H100', libraries: { triton: '3.2' }, extra: { clocks: 'locked' } },
      benchmarks: [
        { name: 'ok', unit: 'ms', samples: [1, 2] },
        { name: 'failed', unit: 'ms', samples: [], error: 'illegal memory access' },
        { name: 'empty', unit: 'ms', samples: [] },
        { name: 'nan', unit: 'ms', samples: [1, 'NaN'] },
        { name: 'what', unit: 'bytes', samples: [1] },
      ],
    };
    const f = parseBenchText(JSON.stringify(file), 'n.json');
    expect(f.format).toBe('native');
    expect(f.env).toEqual({ gpu: 'H100', 'libraries.triton': '3.2', clocks: 'locked' });
    expect(bench(f, 'ok').samples).toEqual([0.001, 0.002]);
    expect(bench(f, 'failed').errors).toEqual(['error: illegal memory access']);
    expect(bench(f, 'empty').errors).toEqual(['no samples']);
    expect(bench(f, 'nan').errors).toEqual(['samples[1] is NaN']);
    expect(bench(f, 'what').errors.join()).toMatch(/set "direction"/);
    expect(() => parseBenchText(JSON.stringify({ ...file, version: 2 }), 'n.json')).toThrow(/n.json: version/);
    expect(() => parseBenchText(JSON.stringify({ ...file, bogus: 1 }), 'n.json')).toThrow(ConfigurationError);
  });

  it('unknown, empty, or contradicting input is a user error naming the file', () => {
    expect(() => parseBenchText('', 'e.json')).toThrow(/e.json: the file is empty/);
    expect(() => parseBenchText('{"hello": 1}', 'h.json')).toThrow(/h.json: cannot tell the benchmark format/);
    expect(() => parseBenchText('{"benchmarks": [{"name": "x", "stats": {"median": 1}}]}', 'p.json', 'gbench')).toThrow(
      /--format gbench given, but the file looks like pytest-benchmark JSON/,
    );
    expect(() => parseBenchText('{"benchmarks": [', 'bad.json')).toThrow(/bad.json:\d+:\d+: not valid YAML\/JSON/);
    expect(() => parseBenchText('[1]', 'c.json', 'triton-csv')).toThrow(ConfigurationError);
  });
});
