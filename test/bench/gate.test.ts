/**
 * The suite-level gate (issue 15 items 1–4, issue 13 item 6): decisions on big noisy suites, never passing on
 * nothing, aggregates-only files, the metric and the U-test method. Generated Google Benchmark files with fixed
 * seeds: these assert the rules; the full-size targets (1,000 kernels × 50 seeds) are in `npm run bench`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareBench, DEFAULT_COMPARE_SETTINGS, type CompareBenchSettings } from '../../src/domain/bench/compare.js';
import { parseBenchText } from '../../src/domain/bench/detect.js';
import { mannWhitney } from '../../src/domain/bench/mann-whitney.js';
import { mergeSide, type BenchSide } from '../../src/domain/bench/merge.js';
import { kernelName, syntheticGbench, type SyntheticSuite } from '../../bench/synthetic-gbench.js';
import { CompareBenchResultSchema } from '../../src/schemas/bench.js';

const fixtures = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures', 'formats');
const settings = (o: Partial<CompareBenchSettings> = {}): CompareBenchSettings => ({
  ...DEFAULT_COMPARE_SETTINGS,
  ...o,
});
const gbenchSide = (label: string, data: unknown, metric?: 'real' | 'cpu'): BenchSide =>
  mergeSide(label, [parseBenchText(JSON.stringify(data), `${label}.json`, 'auto', metric ? { metric } : {})]);

function ab(suite: Omit<SyntheticSuite, 'seed'>, seed: number, factor?: (i: number) => number) {
  return {
    baseline: gbenchSide('baseline', syntheticGbench({ ...suite, seed: seed * 2 + 1 })),
    candidate: gbenchSide(
      'candidate',
      syntheticGbench({ ...suite, seed: seed * 2 + 2, ...(factor ? { factor } : {}) }),
    ),
  };
}

describe('a big noisy suite is decided', () => {
  const big = { kernels: 300, repetitions: 10, noise: 0.03 };

  it('A/A, 300 kernels × 10 reps × 3 % noise: no-change on every seed, nothing flagged, undecided listed with reps', () => {
    for (const seed of [1, 2, 3]) {
      const r = compareBench(ab(big, seed), settings({ seed }));
      expect(r.verdict).toBe('no-change');
      expect(r.counts.regressed + r.counts.improved).toBe(0);
      expect(r.counts.compared).toBe(300);
      // Some kernels are too noisy to show equivalence within ±5 %: listed, not turning the run inconclusive.
      expect(r.counts.inconclusive).toBeGreaterThan(0);
      expect(r.counts.inconclusive / r.counts.compared).toBeLessThanOrEqual(0.2);
      expect(r.undecided).toHaveLength(r.counts.inconclusive);
      expect(r.undecided.every((u) => u.moreRepetitions === null || u.moreRepetitions > 0)).toBe(true);
      expect(r.verdictReason).toMatch(/^none regressed: \d+ equivalent within the minimum effect; \d+ undecided/);
      expect(r.gateFailed).toBe(false);
      for (const b of r.benchmarks) {
        expect(b.test).toBe('exact');
        expect(b.detectable).toBeGreaterThan(0.05);
      }
    }
  });

  it('10 of 300 kernels 10 % slower: regressed, naming (nearly) only those', () => {
    const slow = new Set(Array.from({ length: 10 }, (_, k) => kernelName(k * 29)));
    for (const seed of [4, 5]) {
      const r = compareBench(
        ab(big, seed, (i) => (slow.has(kernelName(i)) ? 1.1 : 1)),
        settings({ seed }),
      );
      expect(r.verdict).toBe('regressed');
      expect(r.gateFailed).toBe(true);
      const flagged = r.benchmarks.filter((b) => b.status === 'regressed').map((b) => b.name);
      expect(flagged.filter((n) => slow.has(n)).length).toBeGreaterThanOrEqual(8);
      expect(flagged.filter((n) => !slow.has(n)).length).toBeLessThanOrEqual(1);
      expect(r.verdictReason).toMatch(
        /benchmark\(s\) regressed: significant after false-discovery control and beyond the minimum effect/,
      );
    }
  });

  it('20 kernels × 30 reps × 2 % noise: +8 % regresses every kernel; the A/A flags none', () => {
    const suite = { kernels: 20, repetitions: 30, noise: 0.02 };
    expect(
      compareBench(
        ab(suite, 7, () => 1.08),
        settings(),
      ).counts.regressed,
    ).toBeGreaterThanOrEqual(19);
    const aa = compareBench(ab(suite, 8), settings());
    expect(aa.counts.regressed + aa.counts.improved).toBe(0);
    expect(aa.verdict).toBe('no-change');
  });

  it('inconclusive only above the documented share of undecided benchmarks', () => {
    // 3 repetitions per side can never reach p < 0.05: every benchmark is undecided.
    const few = ab({ kernels: 20, repetitions: 3, noise: 0.02 }, 9);
    const r = compareBench(few, settings());
    expect(r.verdict).toBe('inconclusive');
    expect(r.verdictReason).toBe('20 of 20 compared benchmarks (100 %) are undecided, more than the 20 % allowed');
    expect(r.gateFailed).toBe(false);
    expect(compareBench(few, settings({ failOn: 'inconclusive' })).gateFailed).toBe(true);
    expect(compareBench(few, settings({ maxUndecided: 1 })).verdict).toBe('no-change');
  });
});

describe('never pass on nothing', () => {
  const suite = { kernels: 5, repetitions: 10, noise: 0.01 };

  it('an empty candidate (no benchmarks) fails the gate, whatever --fail-on says (except never)', () => {
    const baseline = gbenchSide('baseline', syntheticGbench({ ...suite, seed: 1 }));
    const empty = gbenchSide('candidate', { context: { library_build_type: 'release' }, benchmarks: [] });
    const r = compareBench({ baseline, candidate: empty }, settings());
    expect(r.counts.compared).toBe(0);
    expect(r.verdict).toBe('inconclusive');
    expect(r.gateFailed).toBe(true);
    expect(r.gateReasons).toEqual(
      expect.arrayContaining(['nothing was compared (an empty or foreign candidate never passes)']),
    );
    expect(r.verdictReason).toMatch(/nothing was compared/);
    expect(compareBench({ baseline, candidate: empty }, settings({ failOn: 'never' })).gateFailed).toBe(false);
  });

  it('candidate benchmarks missing that the baseline has fail by default; --on-missing warn lets them pass', () => {
    const baseline = gbenchSide('baseline', syntheticGbench({ ...suite, seed: 1 }));
    const fewer = syntheticGbench({ ...suite, seed: 2 });
    const rows = (fewer['benchmarks'] as { name: string }[]).filter((b) => b.name !== kernelName(3));
    const candidate = gbenchSide('candidate', { ...fewer, benchmarks: rows });
    const r = compareBench({ baseline, candidate }, settings());
    expect(r.counts.removed).toBe(1);
    expect(r.verdict).toBe('inconclusive');
    expect(r.verdictReason).toBe('1 baseline benchmark(s) are missing from the candidate (a crash or a rename?)');
    expect(r.gateFailed).toBe(true);
    expect(r.gateReasons).toContain(
      '1 baseline benchmark(s) missing from the candidate (pass --on-missing warn to allow)',
    );
    const warned = compareBench({ baseline, candidate }, settings({ onMissing: 'warn' }));
    expect(warned.gateFailed).toBe(false);
    expect(warned.verdict).toBe('no-change');
    expect(warned.notes.join()).toMatch(
      /1 baseline benchmark\(s\) missing from the candidate \(allowed by --on-missing warn\)/,
    );
  });

  it('an empty file and a foreign file are exit-2 errors naming what they look like', () => {
    expect(() => parseBenchText('  \n', 'c.json')).toThrow(/c.json: the file is empty/);
    expect(() => parseBenchText(JSON.stringify({ results: [], version: 3 }), 'r.json')).toThrow(
      /r.json: cannot tell the benchmark format: it looks like a JSON object with keys "results", "version"/,
    );
  });
});

describe('aggregates-only Google Benchmark files', () => {
  const suite = { kernels: 12, repetitions: 10, noise: 0.02, aggregates: 'only' as const };

  it('are compared on their median, stddev and repetitions with Welch’s t-test, never 0 compared', () => {
    const slowed = (i: number): number => (i < 3 ? 1.2 : 1);
    const r = compareBench(
      {
        baseline: gbenchSide('baseline', syntheticGbench({ ...suite, seed: 11 })),
        candidate: gbenchSide('candidate', syntheticGbench({ ...suite, seed: 12, factor: slowed })),
      },
      settings(),
    );
    expect(r.counts.compared).toBe(12);
    expect(r.verdict).toBe('regressed');
    expect(
      r.benchmarks
        .filter((b) => b.status === 'regressed')
        .map((b) => b.name)
        .sort(),
    ).toEqual([0, 1, 2].map(kernelName).sort());
    for (const b of r.benchmarks) {
      expect(b.test).toBe('welch-aggregates');
      expect(b.baseline!.n).toBe(10);
    }
    expect(r.notes.join()).toMatch(
      /have only aggregate rows: compared on their real_time median \(or mean\), stddev and repetition count with Welch’s t-test/,
    );
  });

  it('the real aggregates-only file (libbenchmark 1.7.1) parses to benchmarks with aggregates', async () => {
    const f = parseBenchText(await readFile(join(fixtures, 'gbench-aggregates-only.json'), 'utf8'), 'agg.json');
    expect(f.benchmarks.map((b) => b.name)).toEqual(['BM_Fib/10', 'BM_Fib/15', 'BM_Sort']);
    for (const b of f.benchmarks) {
      expect(b.samples).toEqual([]);
      expect(b.aggregate).toEqual(expect.objectContaining({ center: 'median', n: 5 }));
      expect(b.aggregate!.stddev).toBeGreaterThan(0);
    }
    const same = mergeSide('s', [f]);
    const r = compareBench({ baseline: same, candidate: same }, settings());
    expect(r.counts.compared).toBe(3);
    expect(r.counts.regressed).toBe(0);
  });

  it('without stddev or repetitions they are an error (never neutral), not 0 compared', () => {
    const data = syntheticGbench({ ...suite, kernels: 1, seed: 13 });
    const rows = (data['benchmarks'] as Record<string, unknown>[])
      .filter((b) => b['aggregate_name'] === 'median')
      .map(({ repetitions: _r, iterations: _i, ...rest }) => rest);
    const side = gbenchSide('x', { ...data, benchmarks: rows });
    const r = compareBench({ baseline: side, candidate: side }, settings());
    expect(r.benchmarks[0]!.status).toBe('errored');
    expect(r.benchmarks[0]!.errors.join()).toMatch(/without a standard deviation and repetition count/);
    expect(r.verdict).toBe('regressed');
  });
});

describe('--metric and --utest', () => {
  it('--metric cpu reads cpu_time (real libbenchmark file with repetitions); the JSON says which', async () => {
    const text = await readFile(join(fixtures, 'gbench-repetitions.json'), 'utf8');
    const raw = JSON.parse(text) as {
      benchmarks: { name: string; run_type: string; real_time: number; cpu_time: number }[];
    };
    const first = raw.benchmarks.find((b) => b.run_type === 'iteration')!;
    const real = parseBenchText(text, 'r.json');
    const cpu = parseBenchText(text, 'r.json', 'auto', { metric: 'cpu' });
    const name = first.name;
    expect(real.benchmarks.find((b) => b.name === name)!.rawValues[0]).toBe(first.real_time);
    expect(cpu.benchmarks.find((b) => b.name === name)!.rawValues[0]).toBe(first.cpu_time);
    expect(cpu.benchmarks.find((b) => b.name === name)!.samples).toHaveLength(5);
    const side = mergeSide('s', [cpu]);
    const r = compareBench({ baseline: side, candidate: side }, settings({ metric: 'cpu', utest: 'normal' }));
    expect(r.settings).toEqual(expect.objectContaining({ metric: 'cpu', utest: 'normal' }));
    expect(r.benchmarks.every((b) => b.test === 'normal')).toBe(true);
    CompareBenchResultSchema.parse(JSON.parse(JSON.stringify(r)));
  });

  it("p-values: exact and normal agree with SciPy's mannwhitneyu (compare.py's test)", () => {
    // scipy 1.17.1: mannwhitneyu(x, y, alternative='two-sided', method='exact' | 'asymptotic').pvalue; compare.py
    // calls it with the default method, which is 'asymptotic' above 8 repetitions per side.
    const x = Float64Array.from([1.021, 0.982, 1.053, 0.974, 1.012, 1.033, 0.991, 1.044, 1.004, 0.965]).sort();
    const y = Float64Array.from([1.062, 1.016, 1.087, 1.038, 1.071, 1.027, 1.093, 1.058, 1.102, 1.045]).sort();
    const exact = mannWhitney(x, y, 'exact');
    expect(exact.method).toBe('exact');
    expect(exact.pValue).toBeCloseTo(0.0015046872632011952, 10);
    expect(mannWhitney(x, y, 'normal').pValue).toBeCloseTo(0.0028272720911168077, 6);
    // With ties the default is the exact conditional distribution (SciPy's exact ignores ties); normal matches.
    expect(mannWhitney(x, y, 'normal').method).toBe('normal');
    const x2 = Float64Array.from([1.0, 1.0, 1.1, 1.2, 1.2, 1.3, 0.9, 1.0, 1.1, 1.4, 1.5, 0.8]).sort();
    const y2 = Float64Array.from([1.2, 1.3, 1.3, 1.4, 1.5, 1.5, 1.6, 1.1, 1.2, 1.7, 1.8, 1.3]).sort();
    expect(mannWhitney(x2, y2, 'normal').pValue).toBeCloseTo(0.005739538199207885, 6);
  });
});
