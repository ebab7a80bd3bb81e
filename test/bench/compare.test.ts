import { z } from 'zod';
import {
  compareBench,
  DEFAULT_COMPARE_SETTINGS,
  gateFails,
  type CompareBenchInputs,
  type CompareBenchSettings,
} from '../../src/domain/bench/compare.js';
import { generateDemoBenchResults } from '../../src/demo/demo-bench-data.js';
import { parseBenchText } from '../../src/domain/bench/detect.js';
import { mergeSide, type BenchSide } from '../../src/domain/bench/merge.js';
import { createRng } from '../../src/domain/bench/rng.js';
import { normalQuantile } from '../../src/domain/bench/special.js';
import { CompareBenchResultSchema, NativeBenchFileSchema, type NativeBenchFile } from '../../src/schemas/bench.js';
import { noisy, side } from './helpers.js';

const settings = (o: Partial<CompareBenchSettings> = {}): CompareBenchSettings => ({
  ...DEFAULT_COMPARE_SETTINGS,
  ...o,
});
const fromNative = (label: string, file: NativeBenchFile): BenchSide =>
  mergeSide(label, [parseBenchText(JSON.stringify(file), `${label}.json`)]);

function demoInputs(seed: number): {
  inputs: CompareBenchInputs;
  expected: ReturnType<typeof generateDemoBenchResults>['expected'];
} {
  const demo = generateDemoBenchResults(seed);
  return {
    inputs: {
      baseline: fromNative('baseline', demo.baseline),
      candidate: fromNative('candidate', demo.candidate),
      upstreamBaseline: fromNative('upstream baseline', demo.upstreamBaseline),
      upstreamCandidate: fromNative('upstream candidate', demo.upstreamCandidate),
    },
    expected: demo.expected,
  };
}

describe('the demo data', () => {
  it('is valid native JSON and catches the fork-local and the inherited regression, and the improvement', () => {
    const demo = generateDemoBenchResults(7);
    for (const f of [demo.baseline, demo.candidate, demo.upstreamBaseline, demo.upstreamCandidate])
      NativeBenchFileSchema.parse(f);
    const { inputs, expected } = demoInputs(7);
    const r = compareBench(inputs, settings());
    expect(r.verdict).toBe('regressed');
    expect(r.gateFailed).toBe(true);
    const row = (name: string) => r.benchmarks.find((b) => b.name === name)!;
    expect(row(expected.forkLocalRegression)).toEqual(
      expect.objectContaining({ status: 'regressed', attribution: 'fork-local' }),
    );
    expect(row(expected.inheritedRegression)).toEqual(
      expect.objectContaining({ status: 'regressed', attribution: 'inherited' }),
    );
    expect(row(expected.improvement).status).toBe('improved');
    expect(r.counts.regressed).toBe(2);
    expect(r.attribution).toEqual({ upstreamVerdict: 'regressed', inherited: 1, forkLocal: 1 });
    // Worst first: the 18 % fork-local regression leads.
    expect(r.benchmarks[0]!.name).toBe(expected.forkLocalRegression);
    expect(r.geomeanRatio).toBeGreaterThan(1);
    expect(r.geomean.ci![0]).toBeLessThan(r.geomean.ratio!);
    expect(r.env.comparable).toBe(true);
  });

  it('is deterministic: the same seed gives the same files and the same result', () => {
    expect(generateDemoBenchResults(3)).toEqual(generateDemoBenchResults(3));
    expect(generateDemoBenchResults(3)).not.toEqual(generateDemoBenchResults(4));
    expect(compareBench(demoInputs(3).inputs, settings())).toEqual(compareBench(demoInputs(3).inputs, settings()));
  });
});

describe('verdicts', () => {
  const rng = createRng(11);
  const steady = (mean: number, n = 12): number[] => noisy(rng, mean, 0.01, n);

  it('added, removed and errored benchmarks are reported; an error is never neutral', () => {
    const base = side('baseline', { kept: steady(1), gone: steady(2) });
    const candFile = parseBenchText(
      JSON.stringify({
        format: 'upstream-ingest-bench',
        version: 1,
        benchmarks: [
          { name: 'kept', unit: 's', samples: steady(1) },
          { name: 'new', unit: 's', samples: steady(3) },
          { name: 'gone-wrong', unit: 's', samples: [], error: 'device-side assert' },
        ],
      }),
      'c.json',
    );
    const r = compareBench({ baseline: base, candidate: mergeSide('candidate', [candFile]) }, settings());
    const status = Object.fromEntries(r.benchmarks.map((b) => [b.name, b.status]));
    expect(status).toEqual({ kept: 'unchanged', gone: 'removed', new: 'added', 'gone-wrong': 'errored' });
    expect(r.verdict).toBe('regressed');
    expect(r.benchmarks[0]!.name).toBe('gone-wrong');
    expect(r.benchmarks[0]!.errors).toEqual(['candidate: error: device-side assert']);
  });

  it('a removed benchmark keeps the verdict from being a clean pass; a broken baseline is no failure', () => {
    const r = compareBench(
      { baseline: side('baseline', { a: steady(1), b: steady(1) }), candidate: side('candidate', { a: steady(1) }) },
      settings(),
    );
    expect(r.verdict).toBe('inconclusive');
    expect(gateFails(r.verdict, 'regressed')).toBe(false);
    expect(gateFails(r.verdict, 'inconclusive')).toBe(true);

    const brokenFile = parseBenchText(
      JSON.stringify({
        format: 'upstream-ingest-bench',
        version: 1,
        benchmarks: [{ name: 'a', unit: 's', samples: [1, 'NaN'] }],
      }),
      'b.json',
    );
    const fixed = compareBench(
      { baseline: mergeSide('baseline', [brokenFile]), candidate: side('candidate', { a: steady(1) }) },
      settings(),
    );
    expect(fixed.benchmarks[0]).toEqual(
      expect.objectContaining({ status: 'inconclusive', reason: 'the baseline errored; nothing to compare against' }),
    );
  });

  it('too few repetitions is inconclusive, with how many more would decide it', () => {
    const r = compareBench(
      { baseline: side('baseline', { k: [1.0] }), candidate: side('candidate', { k: [1.5] }) },
      settings(),
    );
    const row = r.benchmarks[0]!;
    expect(row.status).toBe('inconclusive');
    expect(row.reason).toMatch(/too few repetitions \(1 baseline, 1 candidate\)/);
    expect(row.moreRepetitions).toBe(3); // 4 per side is the least that can reach p < 0.05
    expect(row.ci).toBeNull();
    expect(r.verdict).toBe('inconclusive');
  });

  it('an equivalence interval straddling the threshold is inconclusive; the suggested repetitions then decide it', () => {
    // Contract change (issue 15): "unchanged" is now an equivalence test (the 90 % interval inside ±5 %) and
    // "regressed" needs significance plus a ratio beyond +5 %. Evenly spread measurements (normal quantiles, 2.5 %
    // spread) and a true 3 % slowdown: too few repetitions to show it is within ±5 %, enough more do.
    const spread = (n: number, mean: number): number[] =>
      Array.from({ length: n }, (_, i) => mean * (1 + 0.025 * normalQuantile((i + 0.5) / n)));
    const run = (n: number) =>
      compareBench(
        { baseline: side('baseline', { k: spread(n, 1) }), candidate: side('candidate', { k: spread(n, 1.03) }) },
        settings(),
      );
    const row = run(6).benchmarks[0]!;
    expect(row.status).toBe('inconclusive');
    expect(row.reason).toMatch(/equivalence interval .* straddles the ±5 % threshold/);
    expect(row.moreRepetitions).toBeGreaterThan(0);
    const decided = run(6 + row.moreRepetitions!).benchmarks[0]!;
    expect(decided.status).toBe('unchanged');
    expect(decided.reason).toMatch(
      /equivalent within ±5 %: the 90 % interval .* lies inside the bounds \(two one-sided tests at 0.05\)/,
    );
    expect(decided.equivalence![1]).toBeLessThanOrEqual(1.05);
  });

  it('a true 7 % slowdown with 6 repetitions is regressed: significant and beyond +5 %, the rule in the reason', () => {
    const spread = (n: number, mean: number): number[] =>
      Array.from({ length: n }, (_, i) => mean * (1 + 0.025 * normalQuantile((i + 0.5) / n)));
    const r = compareBench(
      { baseline: side('baseline', { k: spread(6, 1) }), candidate: side('candidate', { k: spread(6, 1.07) }) },
      settings(),
    );
    const row = r.benchmarks[0]!;
    expect(row.status).toBe('regressed');
    expect(row.reason).toMatch(
      /significant after false-discovery control \(q = .* < 0.05\) and ×1.07\d is beyond \+5 %/,
    );
    expect(row.detectable).toBeGreaterThan(0.05);
    expect(r.verdictReason).toMatch(/1 benchmark\(s\) regressed: significant after false-discovery control/);
  });

  it('bigger-is-better metrics are oriented: a throughput drop is a regression with ratio > 1', () => {
    const r = compareBench(
      {
        baseline: side('baseline', { tflops: steady(800) }, { unit: 'TFLOPS', direction: 'bigger' }),
        candidate: side('candidate', { tflops: steady(640) }, { unit: 'TFLOPS', direction: 'bigger' }),
      },
      settings(),
    );
    expect(r.benchmarks[0]!.status).toBe('regressed');
    expect(r.benchmarks[0]!.ratio).toBeCloseTo(1.25, 1);
    expect(r.benchmarks[0]!.ci![0]).toBeGreaterThan(1.05);
  });

  it('units that do not convert are an error; time units convert', () => {
    const r = compareBench(
      {
        baseline: side('baseline', { x: steady(1) }, { unit: 'GB/s', direction: 'bigger' }),
        candidate: side('candidate', { x: steady(1) }, { unit: 'ms' }),
      },
      settings(),
    );
    expect(r.benchmarks[0]!.status).toBe('errored');
    expect(r.benchmarks[0]!.errors.join()).toMatch(/unit mismatch: baseline 'GB\/s' vs candidate 's'/);
  });

  it('a broad slowdown no single benchmark proves is caught by the geometric mean', () => {
    const r1 = createRng(5);
    const base: Record<string, number[]> = {};
    const cand: Record<string, number[]> = {};
    for (let i = 0; i < 60; i++) {
      base[`k${i}`] = noisy(r1, 1 + i, 0.04, 5);
      cand[`k${i}`] = noisy(r1, (1 + i) * 1.08, 0.04, 5);
    }
    const r = compareBench({ baseline: side('baseline', base), candidate: side('candidate', cand) }, settings());
    expect(r.geomean.status).toBe('regressed');
    expect(r.geomean.ci![0]).toBeGreaterThan(1.05);
    expect(r.verdict).toBe('regressed');
  });
});

describe('environment, calibration, attribution and self-test', () => {
  const rng = createRng(23);
  const data = (mean: number): number[] => noisy(rng, mean, 0.01, 10);

  it('a different GPU or driver makes the comparison incomparable unless allowed (all, or by key)', () => {
    const base = side('baseline', { k: data(1) }, { env: { gpu: 'NVIDIA H100', driver: '550.54', host: 'a' } });
    const cand = side('candidate', { k: data(1) }, { env: { gpu: 'NVIDIA A100', driver: '535.10', cuda: '12.4' } });
    const refused = compareBench({ baseline: base, candidate: cand }, settings());
    expect(refused.verdict).toBe('incomparable');
    expect(refused.gateFailed).toBe(true);
    expect(refused.env.mismatches.map((m) => m.key)).toEqual(['driver', 'gpu']);
    expect(refused.notes.join()).toMatch(/environments differ \(driver, gpu\)/);
    expect(compareBench({ baseline: base, candidate: cand }, settings({ allowEnvMismatch: true })).verdict).toBe(
      'no-change',
    );
    expect(compareBench({ baseline: base, candidate: cand }, settings({ allowEnvMismatch: ['driver'] })).verdict).toBe(
      'incomparable',
    );
    expect(
      compareBench({ baseline: base, candidate: cand }, settings({ allowEnvMismatch: ['driver', 'gpu'] })).verdict,
    ).toBe('no-change');
  });

  it('A/A calibration raises a noisy benchmark’s threshold to k × its observed noise', () => {
    const base = side('baseline', { noisy: data(1), quiet: data(1) });
    // The second baseline run differs by 8 % on `noisy` (a shared runner's mood), by nothing on `quiet`.
    const aa = side('aa', { noisy: data(1.08), quiet: data(1) });
    const cand = side('candidate', { noisy: data(1.1), quiet: data(1.1) });
    const plain = compareBench({ baseline: base, candidate: cand }, settings());
    expect(plain.benchmarks.map((b) => b.status)).toEqual(['regressed', 'regressed']);
    const calibrated = compareBench({ baseline: base, candidate: cand, aaBaseline: aa }, settings());
    const noisyRow = calibrated.benchmarks.find((b) => b.name === 'noisy')!;
    expect(noisyRow.noise).toBeGreaterThan(0.06);
    expect(noisyRow.threshold).toBeCloseTo(2 * noisyRow.noise!, 12);
    expect(noisyRow.status).not.toBe('regressed');
    expect(calibrated.benchmarks.find((b) => b.name === 'quiet')!.status).toBe('regressed');
    expect(calibrated.settings.aaCalibrated).toBe(true);
  });

  it('self-test: a 2× regression turns the gate red with repetitions, and is reported as not caught without', () => {
    const ok = compareBench(
      {
        baseline: side('baseline', { a: data(1), b: data(2) }),
        candidate: side('candidate', { a: data(1), b: data(2) }),
      },
      settings({ selfTest: true }),
    );
    expect(ok.verdict).toBe('no-change');
    expect(ok.selfTest).toEqual({
      factor: 2,
      verdict: 'regressed',
      passed: true,
      detected: 2,
      total: 2,
      undetected: [],
    });
    const single = compareBench(
      { baseline: side('baseline', { a: [1], b: [2] }), candidate: side('candidate', { a: [1], b: [2] }) },
      settings({ selfTest: true }),
    );
    expect(single.selfTest).toEqual(
      expect.objectContaining({ passed: false, detected: 0, total: 2, undetected: ['a', 'b'] }),
    );
  });

  it('warns when both sides were measured on the same commit', () => {
    const sha = 'a'.repeat(40);
    const r = compareBench(
      {
        baseline: side('baseline', { k: data(1) }, { commit: sha }),
        candidate: side('candidate', { k: data(1) }, { commit: sha }),
      },
      settings(),
    );
    expect(r.notes.join()).toMatch(/both measured on commit aaaaaaaaaaaa: this A\/B compares nothing/);
  });
});

describe('the result schema', () => {
  it('describes every result, and converts to JSON Schema', () => {
    const { inputs } = demoInputs(1);
    const result = compareBench(inputs, settings({ selfTest: true }));
    expect(CompareBenchResultSchema.parse(JSON.parse(JSON.stringify(result)))).toEqual(result);
    const json = z.toJSONSchema(CompareBenchResultSchema, { io: 'output' }) as { properties: Record<string, unknown> };
    expect(Object.keys(json.properties)).toEqual(expect.arrayContaining(['verdict', 'geomeanRatio', 'benchmarks']));
    const native = z.toJSONSchema(NativeBenchFileSchema, { io: 'output' }) as { properties: Record<string, unknown> };
    expect(Object.keys(native.properties)).toEqual(expect.arrayContaining(['format', 'env', 'benchmarks']));
  });

  it('fail-on: regressed fails on regressed and incomparable; inconclusive also when undecided; never never', () => {
    const verdicts = ['regressed', 'improved', 'no-change', 'inconclusive', 'incomparable'] as const;
    expect(verdicts.filter((v) => gateFails(v, 'regressed'))).toEqual(['regressed', 'incomparable']);
    expect(verdicts.filter((v) => gateFails(v, 'inconclusive'))).toEqual(['regressed', 'inconclusive', 'incomparable']);
    expect(verdicts.filter((v) => gateFails(v, 'never'))).toEqual([]);
  });
});
