/**
 * compare-bench's fast paths (issue 30) give exactly what the plain computations give: the shift interval's walk
 * from the ends against every pairwise difference sorted, the bootstrap's near-end selection against a sort, a
 * one-file side against the pooling of several files, and a generated suite with benchmarks on the decision
 * boundary against intervals and verdicts computed the plain way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBenchText } from '../../src/domain/bench/detect.js';
import { parseCommonBenchText } from '../../src/domain/bench/detect-json.js';
import type { FormatOption } from '../../src/domain/bench/types.js';
import { compareBench, DEFAULT_COMPARE_SETTINGS, sortRows } from '../../src/domain/bench/compare.js';
import { exactUDistribution } from '../../src/domain/bench/mann-whitney.js';
import { benjaminiHochberg } from '../../src/domain/bench/multiple-testing.js';
import { mergeSide, type BenchSide, type SideBenchmark } from '../../src/domain/bench/merge.js';
import { plainNativeFile, readNativeBenchmarks } from '../../src/domain/bench/native-file.js';
import { nativeSide } from '../../src/domain/bench/native-side.js';
import { selectInPlace, selectNearEnd, selectPairNearEnds } from '../../src/domain/bench/quantile.js';
import { renderBenchMarkdown } from '../../src/domain/bench/render-markdown.js';
import { createRng, gaussian, type Rng } from '../../src/domain/bench/rng.js';
import { shiftInterval, shiftIntervalPair } from '../../src/domain/bench/shift-interval.js';
import { normalQuantile } from '../../src/domain/bench/special.js';
import type { BenchComparison } from '../../src/schemas/bench.js';
import { runCompareBench } from '../../src/services/bench/compare.js';

/** The Moses interval the plain way: every c[j] − b[i], sorted, read at R's qwilcox rank from each end. */
function plainShiftInterval(b: Float64Array, c: Float64Array, confidence: number): [number, number] | null {
  const n = b.length;
  const m = c.length;
  const tail = (1 - confidence) / 2;
  let q: number;
  if (n <= 50 && m <= 50) {
    const cdf = exactUDistribution(n, m).cdf;
    q = 0;
    while (q < cdf.length && cdf[q]! < tail) q++;
  } else q = Math.floor((n * m) / 2 - normalQuantile(1 - tail) * Math.sqrt((n * m * (n + m + 1)) / 12));
  const k = Math.min(Math.max(1, q), Math.floor((n * m) / 2));
  const diffs: number[] = [];
  for (const cj of c) for (const bi of b) diffs.push(cj - bi);
  diffs.sort((x, y) => x - y);
  return [diffs[k - 1]! + 0, diffs[n * m - k]! + 0];
}

function draw(rng: Rng, length: number, shift: number, coarse: boolean): Float64Array {
  return Float64Array.from({ length }, () => {
    const v = shift + 0.02 * (rng() - 0.5) + (rng() < 0.05 ? 0.3 : 0);
    return coarse ? Math.round(v * 200) / 200 : v;
  }).sort();
}

describe('shift interval: the walk from the ends and the narrowed bracket', () => {
  it('gives the order statistics of all pairwise differences sorted (ties, outliers, sizes 2–80, 3 levels)', () => {
    const rng = createRng(11);
    for (let trial = 0; trial < 300; trial++) {
      const n = 2 + Math.floor(rng() * 79);
      const m = 2 + Math.floor(rng() * 79);
      const coarse = trial % 3 === 0;
      const b = draw(rng, n, 0, coarse);
      const c = draw(rng, m, 0.01 * (rng() - 0.5), coarse);
      for (const confidence of [0.9, 0.8, 0.5]) {
        const plain = n < 2 || m < 2 ? null : plainShiftInterval(b, c, confidence);
        // Any guess of the spread (good, far too small, far too large) and none: the same values.
        for (const spread of [undefined, 0.01, 1e-7, 3]) {
          const got = shiftInterval(b, c, confidence, spread)?.map((v) => v + 0) ?? null;
          expect([n, m, confidence, spread, ...(got ?? [])]).toEqual([n, m, confidence, spread, ...plain!]);
        }
      }
    }
  });
});

describe('shift interval pair: both levels from one look', () => {
  it('is each level as shiftInterval gives it (ties, outliers, sizes 2–60, spread or none)', () => {
    const rng = createRng(21);
    for (let trial = 0; trial < 200; trial++) {
      const n = 2 + Math.floor(rng() * 59);
      const m = 2 + Math.floor(rng() * 59);
      const b = draw(rng, n, 0, trial % 4 === 0);
      const c = draw(rng, m, 0.01 * (rng() - 0.5), trial % 4 === 0);
      for (const spread of [undefined, 0.01, 1e-7]) {
        const pair = shiftIntervalPair(b, c, 0.9, 0.95, spread)!;
        // + 0: the draws hold −0 as well as 0, and which zero a selection meets first is not a value (logs of
        // positive samples, what the comparison feeds it, are never −0).
        const bits = (xs: number[]) => xs.map((x) => String(x + 0));
        expect(bits([...pair.inner, ...pair.outer])).toEqual(
          bits([...shiftInterval(b, c, 0.9, spread)!, ...shiftInterval(b, c, 0.95, spread)!]),
        );
      }
    }
  });
});

describe('the exact U distribution', () => {
  /** The recurrence the plain way: a fresh array per (x, mm), each entry summed into zeros. */
  function plainCdf(n: number, m: number): Float64Array {
    let prev: Float64Array[] = Array.from({ length: n + 1 }, () => Float64Array.of(1));
    for (let mm = 1; mm <= m; mm++) {
      const cur: Float64Array[] = [Float64Array.of(1)];
      for (let x = 1; x <= n; x++) {
        const out = new Float64Array(x * mm + 1);
        prev[x]!.forEach((p, u) => (out[u]! += (mm / (x + mm)) * p));
        cur[x - 1]!.forEach((p, u) => (out[u + mm]! += (x / (x + mm)) * p));
        cur.push(out);
      }
      prev = cur;
    }
    let acc = 0;
    return prev[n]!.map((p) => (acc += p));
  }

  it('is the recurrence summed the plain way, bit for bit, for sizes up to 50', () => {
    for (const [n, m] of [
      [1, 1],
      [1, 7],
      [7, 1],
      [2, 3],
      [7, 5],
      [5, 7],
      [12, 30],
      [30, 30],
      [31, 29],
      [50, 50],
      [50, 3],
    ]) {
      const got = exactUDistribution(n!, m!).cdf;
      const want = plainCdf(n!, m!);
      expect(Buffer.from(got.buffer, got.byteOffset, got.byteLength)).toEqual(Buffer.from(want.buffer));
    }
  });
});

describe('Benjamini–Hochberg from the sorted p-values', () => {
  /** The step-up pass over (p, index) pairs sorted by a comparator. */
  function plainBH(p: readonly (number | null)[]): (number | null)[] {
    const items = p.flatMap((v, index) => (v === null ? [] : [{ v, index }])).sort((x, y) => x.v - y.v);
    const out: (number | null)[] = p.map(() => null);
    let running = 1;
    for (let rank = items.length; rank >= 1; rank--) {
      running = Math.min(running, (items[rank - 1]!.v * items.length) / rank);
      out[items[rank - 1]!.index] = running;
    }
    return out;
  }

  it('gives every p-value the q-value of the step-up pass, ties and untested entries included', () => {
    const rng = createRng(22);
    // Exact rank-test p-values repeat: many ties, some of them at 1 and at the smallest attainable p.
    const levels = Array.from({ length: 40 }, () => rng() ** 3);
    for (let trial = 0; trial < 100; trial++) {
      const length = Math.floor(rng() * 500);
      const p = Array.from({ length }, () =>
        rng() < 0.1 ? null : rng() < 0.6 ? levels[Math.floor(rng() * levels.length)]! : rng() < 0.1 ? 1 : rng(),
      );
      expect(benjaminiHochberg(p)).toEqual(plainBH(p));
    }
  });

  it('takes the comparator pass where the p-values hold NaN or −0', () => {
    for (const p of [
      [0.01, NaN, 0.2, 0.03],
      [-0, 0.01, 0, 0.5],
    ]) {
      const got = benjaminiHochberg(p).map((q) => (Object.is(q, -0) ? '-0' : String(q)));
      expect(got).toEqual(plainBH(p).map((q) => (Object.is(q, -0) ? '-0' : String(q))));
    }
  });
});

describe('selectNearEnd and selectPairNearEnds', () => {
  it('is the k-th smallest, near either end and in the middle, with ties', () => {
    const rng = createRng(12);
    for (let trial = 0; trial < 200; trial++) {
      const length = 1 + Math.floor(rng() * 3000);
      const values = Float64Array.from({ length }, () => Math.round(rng() * (trial % 2 ? 50 : 1e6)) / 7);
      const sorted = Float64Array.from(values).sort();
      for (const k of [0, 1, 6, 63, 64, length >> 1, length - 65, length - 64, length - 7, length - 1]) {
        if (k < 0 || k >= length) continue;
        expect(selectNearEnd(Float64Array.from(values), length, k)).toBe(sorted[k]);
        expect(selectInPlace(Float64Array.from(values), length, k)).toBe(sorted[k]);
      }
      // Both ends of a percentile interval in one pass (2.5 % and 97.5 %, and wider ones that partition).
      for (const tail of [0.025, 0.005, 0.3]) {
        const lo = Math.min(length - 1, Math.floor(tail * length));
        const hi = Math.max(0, Math.ceil((1 - tail) * length) - 1);
        expect(selectPairNearEnds(Float64Array.from(values), length, lo, hi)).toEqual([sorted[lo], sorted[hi]]);
      }
    }
  });
});

describe('a side read from one file', () => {
  it('is what pooling that file with an empty run gives (errors, notes, precision, order, samples)', () => {
    const text = JSON.stringify({
      format: 'upstream-ingest-bench',
      version: 1,
      env: { gpu: 'x' },
      benchmarks: [
        { name: 'plain', unit: 'ms', direction: 'smaller', samples: [1.0132, 0.9871, 1.0054, 0.9932] },
        { name: 'coarse', unit: 'ms', samples: [0.03, 0.02, 0.03, 0.03] },
        { name: 'broken', unit: 'ms', samples: [1, 2], error: 'segfault' },
        { name: 'which-way', unit: 'widgets', samples: [3, 4, 5] },
        { name: 'empty', unit: 'ms', samples: [] },
        { name: 'bigger', unit: 'GB/s', samples: [900.5, 910.25, 905.125] },
      ],
    });
    const file = parseBenchText(text, 'dir/one.json');
    const empty = parseBenchText(text.replace(/"benchmarks":\[.*\]/, '"benchmarks":[]'), 'dir/empty.json');
    const strip = (b: SideBenchmark) => ({
      ...b,
      samples: Array.from(b.samples),
      errors: b.errors.map((e) => e.replace(/^one\.json: /, '')),
    });
    const one = mergeSide('baseline', [file]);
    const pooled = mergeSide('baseline', [file, empty]);
    expect([...one.benchmarks.keys()]).toEqual([...pooled.benchmarks.keys()]);
    expect([...one.benchmarks.values()].map(strip)).toEqual([...pooled.benchmarks.values()].map(strip));
    // The cases are there: an error, a missing direction, a coarse grid's note, sorted samples.
    expect(one.benchmarks.get('broken')!.errors).toEqual(['error: segfault']);
    expect(one.benchmarks.get('which-way')!.errors.join()).toMatch(/direction/);
    expect(one.benchmarks.get('coarse')!.notes.join()).toMatch(/suspicious precision/);
    expect(Array.from(one.benchmarks.get('plain')!.samples)).toEqual(
      [0.9871, 0.9932, 1.0054, 1.0132].map((v) => v * 1e-3),
    );
    // The parsed file is left as it was (its errors are copied, not extended).
    expect(file.benchmarks.find((b) => b.name === 'which-way')!.errors).toHaveLength(1);
  });
});

/**
 * compare-bench reads a side of one native file straight into the side (native-side.ts). It must be exactly the side
 * that reading the file and merging it gives: every benchmark's unit, direction, samples (bit for bit, sorted),
 * errors and notes (the precision note), in the file's order, the environment in the schema's key order, the
 * commits and the file's summary. Anything it cannot take as plain must be left to the usual path.
 */
describe('a side read straight from one native file', () => {
  const UNITS = ['ms', 'ns', 'us', 'µs', 's', 'ms/iter', 'GB/s', 'TFLOPS', 'items', 'widgets'];
  function nativeText(seed: number, count: number): string {
    const rng = createRng(seed);
    const benchmarks = Array.from({ length: count }, (_, i) => {
      const unit = UNITS[i % UNITS.length]!;
      const reps = 1 + Math.floor(rng() * 40);
      const coarse = i % 7 === 0;
      const samples = Array.from({ length: reps }, () => {
        const v = (1 + (i % 13)) * Math.exp(0.02 * gaussian(rng));
        return coarse ? Math.round(v * 10) / 10 : v;
      });
      return { name: `k${i}/${'é'.repeat(i % 3)}`, unit, ...(i % 4 === 0 ? { direction: 'bigger' } : {}), samples };
    });
    const env = { python: '3.12', gpu: 'H100', libraries: { torch: '2.4', triton: '3.2' } };
    // Numbers in other spellings (exponents, both cases): the same doubles as JSON.parse reads them.
    return JSON.stringify({ format: 'upstream-ingest-bench', version: 1, commit: 'abc', suite: 's', env, benchmarks })
      .replace(/(\d)\.(\d+)e-(\d+)/g, '$1.$2E-$3')
      .replace(
        /,(\d)\.(\d{3})(\d*)(?=[,\]])/g,
        (_m, a: string, b: string, c: string) => `,${`${a}${b}${c}`.replace(/^0+/, '')}e-${b.length + c.length}`,
      );
  }
  const viaMerge = (text: string, direction?: 'smaller' | 'bigger'): BenchSide => {
    const options = direction ? { direction } : {};
    return mergeSide(
      'baseline',
      [readNativeBenchmarks(plainNativeFile(JSON.parse(text))!, 'dir/one.json', options)],
      options,
    );
  };
  const direct = (text: string, direction?: 'smaller' | 'bigger') =>
    nativeSide('baseline', plainNativeFile(JSON.parse(text))!, 'dir/one.json', direction ? { direction } : {});
  const plain = (side: BenchSide) => ({
    ...side,
    benchmarks: [...side.benchmarks].map(([name, b]) => [name, { ...b, samples: Array.from(b.samples) }]),
    envKeys: Object.keys(side.env),
  });

  it.each([1, 2, 3])('is the side that reading and merging the file gives (seed %i)', (seed) => {
    const text = nativeText(seed, 400);
    const want = viaMerge(text, 'smaller');
    const got = direct(text, 'smaller');
    expect(got).toBeDefined();
    expect(plain(got!)).toEqual(plain(want));
    // Bit for bit, in the same order (toEqual alone would take -0 for 0 and not see a sample's last bit).
    for (const [name, b] of want.benchmarks) {
      const samples = got!.benchmarks.get(name)!.samples;
      expect(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)).toEqual(
        Buffer.from(b.samples.buffer, b.samples.byteOffset, b.samples.byteLength),
      );
    }
    expect([...got!.benchmarks.values()].some((b) => b.notes.length > 0)).toBe(true);
  });

  it.each([
    ['an error', (b: Record<string, unknown>) => ({ ...b, error: 'segfault' })],
    ['no samples', (b: Record<string, unknown>) => ({ ...b, samples: [] })],
    ['a NaN sample', (b: Record<string, unknown>) => ({ ...b, samples: [1, 'NaN'] })],
    ['a zero sample', (b: Record<string, unknown>) => ({ ...b, samples: [1, 0] })],
    ['a negative sample', (b: Record<string, unknown>) => ({ ...b, samples: [1, -2] })],
    ['a name given twice', (b: Record<string, unknown>) => ({ ...b, name: 'k0/' })],
  ])('is left to reading and merging for a benchmark with %s', (_what, change) => {
    const data = JSON.parse(nativeText(4, 20)) as { benchmarks: Record<string, unknown>[] };
    expect(direct(JSON.stringify(data), 'smaller')).toBeDefined();
    data.benchmarks[5] = change(data.benchmarks[5]!);
    const text = JSON.stringify(data);
    expect(direct(text, 'smaller')).toBeUndefined();
    expect(viaMerge(text, 'smaller').benchmarks.size).toBeGreaterThan(0);
  });

  it('is left to reading and merging where a unit says no direction and no option does', () => {
    const text = nativeText(5, 20);
    expect(direct(text, 'bigger')).toBeDefined();
    expect(direct(text)).toBeUndefined();
    expect(viaMerge(text).benchmarks.get('k9/')!.errors.join()).toMatch(/direction/);
  });
});

describe('the common JSON path (no format registry)', () => {
  const fixtures = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures', 'formats');
  const native = JSON.stringify({
    format: 'upstream-ingest-bench',
    version: 1,
    env: { gpu: 'x' },
    benchmarks: [{ name: 'a', unit: 'ms', samples: [1, 2, 3] }],
  });
  const texts: Record<string, string> = {
    native,
    'native with a BOM and blank lines': `\uFEFF\n${native}\n\n`,
    'native with a bare NaN (the YAML reader)': native.replace('[1,2,3]', '[1,NaN,3]'),
    'native, invalid': native.replace('"samples"', '"sample"'),
    pytest: JSON.stringify({ machine_info: {}, benchmarks: [{ name: 't', stats: { data: [1, 2] } }] }),
  };
  for (const f of ['gbench-repetitions.json', 'gbench-aggregates-only.json', 'jmh.json', 'catch2.xml', 'go-bench.txt'])
    texts[f] = readFileSync(join(fixtures, f), 'utf8');

  it('reads native and Google Benchmark JSON exactly as parseBenchText does, and leaves the rest to it', () => {
    expect(parseCommonBenchText(texts['native, invalid']!, 'dir/file.json')).toBeUndefined();
    expect(() => parseBenchText(texts['native, invalid']!, 'dir/file.json')).toThrow(/unknown key 'sample'/);
    const taken: string[] = [];
    for (const [what, text] of Object.entries(texts)) {
      for (const format of ['auto', 'native', 'gbench', 'jmh'] as FormatOption[]) {
        let full: unknown;
        try {
          full = parseBenchText(text, 'dir/file.json', format, { metric: 'cpu' });
        } catch (error) {
          full = (error as Error).message;
        }
        let common: unknown;
        try {
          common = parseCommonBenchText(text, 'dir/file.json', format, { metric: 'cpu' });
        } catch (error) {
          // The same error as the registry's: the same parser says it.
          common = (error as Error).message;
        }
        if (common === undefined) continue;
        taken.push(`${what} ${format}`);
        expect([what, format, common]).toEqual([what, format, full]);
      }
    }
    expect(taken.sort()).toEqual(
      [
        'gbench-aggregates-only.json auto',
        'gbench-aggregates-only.json gbench',
        'gbench-repetitions.json auto',
        'gbench-repetitions.json gbench',
        'native auto',
        'native native',
        'native with a BOM and blank lines auto',
        'native with a BOM and blank lines native',
        // A native file its schema refuses is left to the registry (the common path loads no zod), which says why.
      ].sort(),
    );
  });
});

describe('verdicts on a suite near the decision boundary', () => {
  it('equal the plain computation: equivalence interval, p-values, status and the markdown', () => {
    const rng = createRng(30);
    // Shifts on and around ±5 % and inside it, noise 0.5–3 %, 8–40 repetitions: every status occurs.
    const factors = [1, 1.05, 1.045, 1.055, 0.95, 1.02, 0.98, 1.1, 1.03, 1.07];
    const benchmarks = (which: 'base' | 'cand') =>
      Array.from({ length: 300 }, (_, i) => {
        const local = createRng(1000 + i);
        const reps = 8 + Math.floor(local() * 33);
        const noise = 0.005 + 0.025 * local();
        const f = which === 'cand' ? factors[i % factors.length]! : 1;
        return {
          name: `k${i}`,
          unit: 'ms',
          samples: Array.from({ length: reps }, () => f * (1 + i / 300) * Math.exp(noise * gaussian(rng))),
        };
      });
    const file = (which: 'base' | 'cand') =>
      JSON.stringify({ format: 'upstream-ingest-bench', version: 1, env: {}, benchmarks: benchmarks(which) });
    const baseline = mergeSide('baseline', [parseBenchText(file('base'), 'base.json')]);
    const candidate = mergeSide('candidate', [parseBenchText(file('cand'), 'cand.json')]);
    const result = compareBench({ baseline, candidate }, DEFAULT_COMPARE_SETTINGS);
    const t = Math.log1p(DEFAULT_COMPARE_SETTINGS.minEffect);
    const alpha = DEFAULT_COMPARE_SETTINGS.alpha;
    const statuses = new Map<string, number>();
    for (const row of result.benchmarks) {
      statuses.set(row.status, (statuses.get(row.status) ?? 0) + 1);
      const lb = baseline.benchmarks.get(row.name)!.samples.map(Math.log);
      const lc = candidate.benchmarks.get(row.name)!.samples.map(Math.log);
      const [elo, ehi] = plainShiftInterval(lb, lc, 1 - 2 * alpha)!;
      expect(row.equivalence).toEqual([Math.exp(elo), Math.exp(ehi)]);
      expect(row.status).toBe(plainStatus(row, elo, ehi, t, alpha));
    }
    // The suite does straddle the boundary: regressed, improved, unchanged and undecided ones.
    for (const s of ['regressed', 'improved', 'unchanged', 'inconclusive']) expect(statuses.get(s)).toBeGreaterThan(3);
    // The report is the one the code before these fast paths wrote for this suite (a digest of its text) with every
    // interval a bootstrap; with the bootstrap only near the boundaries, the same apart from the footer saying so
    // (the rows it shows are the same, and their intervals too at the precision shown).
    const full = compareBench({ baseline, candidate }, { ...DEFAULT_COMPARE_SETTINGS, earlyStopResamples: 0 });
    expect(digest(renderBenchMarkdown(full))).toBe(MARKDOWN_BEFORE);
    const body = (text: string) => text.split('\n').filter((line) => !line.startsWith('<sub>'));
    expect(body(renderBenchMarkdown(result))).toEqual(body(renderBenchMarkdown(full)));
    expect(renderBenchMarkdown(result)).toContain('unchanged ones: the shift interval');
  });
});

/** digest() of the markdown for the suite above, from the code before the fast paths (commit 9456878). */
const MARKDOWN_BEFORE = -1828095086;

/** The rule of analyze.ts's classify, restated: significant and beyond ±t, else equivalent inside ±t, else undecided. */
function plainStatus(row: BenchComparison, elo: number, ehi: number, t: number, alpha: number): string {
  const estimate = Math.log(row.ratio!);
  const significantNow = (row.pAdjusted ?? 1) < alpha;
  if (significantNow && estimate >= t) return 'regressed';
  if (significantNow && estimate <= -t) return 'improved';
  if (elo >= -t && ehi <= t) return 'unchanged';
  return 'inconclusive';
}

function digest(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

describe('two broken sides', () => {
  it("report the baseline's error whichever file is read first", async () => {
    const broken = JSON.stringify({ format: 'upstream-ingest-bench', version: 1, benchmarks: [{ name: 'a' }] });
    const files = {
      baseline: ['base.json'],
      candidate: ['cand.json'],
      aaBaseline: [],
      upstreamBaseline: [],
      upstreamCandidate: [],
    };
    const settings = { ...DEFAULT_COMPARE_SETTINGS, files, format: 'auto' as const };
    const logger = { info: () => {}, warning: () => {}, debug: () => {} };
    // The candidate's file arrives first, the baseline's a moment later.
    const readFiles = async (paths: readonly string[]) => {
      if (paths[0] === 'base.json') await new Promise((done) => setTimeout(done, 30));
      return paths.map((path) => ({ path, text: broken }));
    };
    await expect(runCompareBench(settings, { logger, readFiles })).rejects.toThrow(/^base\.json: /);
  });
});

describe('one native file per side: the samples checked once', () => {
  const logger = { info: () => {}, warning: () => {}, debug: () => {} };
  const files = {
    baseline: ['b.json'],
    candidate: ['c.json'],
    aaBaseline: [],
    upstreamBaseline: [],
    upstreamCandidate: [],
  };
  const settings = { ...DEFAULT_COMPARE_SETTINGS, files, format: 'auto' as const };
  const file = (samples: unknown[]) =>
    JSON.stringify({
      format: 'upstream-ingest-bench',
      version: 1,
      benchmarks: [
        { name: 'a', unit: 'ms', samples: [1, 1.1, 0.9, 1.05] },
        { name: 'b', unit: 'ms', samples },
      ],
    });
  /** The same sides read the plain way: every file through the registry (its schema check) and pooled. */
  const plainResult = (base: string, cand: string) =>
    compareBench(
      {
        baseline: mergeSide('baseline', [parseBenchText(base, 'b.json')]),
        candidate: mergeSide('candidate', [parseBenchText(cand, 'c.json')]),
      },
      settings,
    );

  it.each([
    ['plain', [2, 2.1, 1.9, 2.05]],
    ['a NaN word', [2, 'NaN', 1.9]],
    ['an Infinity word', [2, 'Infinity', 1.9]],
    ['a zero', [2, 0, 1.9]],
    ['a negative', [2, -1, 1.9]],
    ['a string the schema refuses', [2, 'fast', 1.9]],
    ['an object the schema refuses', [2, {}, 1.9]],
    ['a null', [2, null, 1.9]],
  ])('give what reading every file through its schema gives: %s', async (_what, samples) => {
    const base = file([2, 2.2, 1.8, 2.1]);
    const cand = file(samples);
    const readFiles = async (paths: readonly string[]) =>
      paths.map((path) => ({ path, text: path === 'b.json' ? base : cand }));
    let want: unknown;
    try {
      want = plainResult(base, cand);
    } catch (error) {
      want = error instanceof Error ? error.message : error;
    }
    const got = await runCompareBench(settings, { logger, readFiles }).catch((error: Error) => error.message);
    expect(got).toEqual(want);
  });
});

describe('the rows in report order', () => {
  const ORDER = { errored: 0, regressed: 1, inconclusive: 2, improved: 2, unchanged: 2, removed: 3, added: 4 };
  /** Array#sort with the comparator the order is defined by (stable). */
  const plainSort = (rows: BenchComparison[]) =>
    [...rows].sort(
      (a, b) =>
        ORDER[a.status] - ORDER[b.status] ||
        (b.ratio ?? 0) - (a.ratio ?? 0) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
  const STATUSES = Object.keys(ORDER) as BenchComparison['status'][];

  it('is the comparator’s stable order: status bands, ratio highest first, then name (ties, null, −0, ±∞)', () => {
    const rng = createRng(23);
    const ratios = [null, 0, -0, 1, 1, 1.05, 0.95, Infinity, -Infinity, 2];
    for (let trial = 0; trial < 200; trial++) {
      const rows = Array.from({ length: Math.floor(rng() * 300) }, (_, i) => ({
        // Names repeat now and then: equal rows keep their order.
        name: `k${Math.floor(rng() * (trial % 2 ? 1000 : 20))}`,
        status: STATUSES[Math.floor(rng() * STATUSES.length)]!,
        ratio: rng() < 0.5 ? ratios[Math.floor(rng() * ratios.length)]! : rng() * 2,
        id: i,
      })) as unknown as BenchComparison[];
      const want = plainSort(rows);
      expect(sortRows([...rows])).toEqual(want);
      expect(sortRows([...rows]).map((r) => (r as unknown as { id: number }).id)).toEqual(
        want.map((r) => (r as unknown as { id: number }).id),
      );
    }
  });

  it('leaves rows with a NaN ratio to the comparator', () => {
    const rows = [
      { name: 'b', status: 'unchanged', ratio: 1.2 },
      { name: 'a', status: 'unchanged', ratio: NaN },
      { name: 'c', status: 'unchanged', ratio: 0.9 },
      { name: 'd', status: 'regressed', ratio: 1.3 },
    ] as unknown as BenchComparison[];
    expect(sortRows([...rows]).map((r) => r.name)).toEqual(plainSort(rows).map((r) => r.name));
  });
});
