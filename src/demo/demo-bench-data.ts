/**
 * Realistic benchmark results for the demo: a Triton-fork kernel suite (matmul, attention, softmax, layer norm,
 * …) measured 10 times per side on an H100, with multiplicative noise of about 1.5 % and occasional slow outliers.
 * The candidate carries one fork-local regression, one regression it inherited from upstream (the upstream pair
 * shows it too), and one improvement; everything else is unchanged.
 */
import { NATIVE_BENCH_FORMAT, NATIVE_BENCH_VERSION, type NativeBenchFile } from '../schemas/bench.js';
import { createRng, gaussian, type Rng } from '../domain/bench/rng.js';

export interface DemoBenchResults {
  baseline: NativeBenchFile;
  candidate: NativeBenchFile;
  upstreamBaseline: NativeBenchFile;
  upstreamCandidate: NativeBenchFile;
  expected: { forkLocalRegression: string; inheritedRegression: string; improvement: string };
}

const REPETITIONS = 10;
const NOISE = 0.015;

const FORK_LOCAL = 'flash_attention/fwd/bf16/batch=4,heads=32,seq=4096,d=128';
const INHERITED = 'matmul/fp8/M=8192,N=8192,K=8192';
const IMPROVED = 'layer_norm/fwd/fp16/M=4096,N=8192';

function kernels(): { name: string; ms: number }[] {
  const out: { name: string; ms: number }[] = [];
  for (const [dtype, scale] of [
    ['fp16', 1],
    ['bf16', 1.02],
    ['fp8', 0.55],
  ] as const) {
    for (const size of [1024, 2048, 4096, 8192]) {
      out.push({ name: `matmul/${dtype}/M=${size},N=${size},K=${size}`, ms: scale * 0.0045 * (size / 1024) ** 3 });
    }
  }
  for (const seq of [1024, 2048, 4096, 8192]) {
    out.push({ name: `flash_attention/fwd/bf16/batch=4,heads=32,seq=${seq},d=128`, ms: 0.09 * (seq / 1024) ** 2 });
    out.push({ name: `flash_attention/bwd/bf16/batch=4,heads=32,seq=${seq},d=128`, ms: 0.24 * (seq / 1024) ** 2 });
  }
  for (const n of [1024, 4096, 8192, 32768]) out.push({ name: `softmax/fp32/M=4096,N=${n}`, ms: 0.011 * (n / 1024) });
  for (const n of [1024, 8192]) out.push({ name: `layer_norm/fwd/fp16/M=4096,N=${n}`, ms: 0.016 * (n / 1024) });
  out.push({ name: 'vector_add/fp32/N=67108864', ms: 0.24 });
  out.push({ name: 'cross_entropy/fwd/fp32/M=8192,V=128256', ms: 1.7 });
  return out;
}

function samples(rng: Rng, ms: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < REPETITIONS; i++) {
    const outlier = rng() < 0.04 ? 1.06 + 0.06 * rng() : 1;
    out.push(Number((ms * Math.exp(NOISE * gaussian(rng)) * outlier).toPrecision(6)));
  }
  return out;
}

function hex(rng: Rng): string {
  let s = '';
  for (let i = 0; i < 40; i++) s += Math.floor(rng() * 16).toString(16);
  return s;
}

function file(
  rng: Rng,
  suite: string,
  commit: string,
  libraries: Record<string, string>,
  effects: Record<string, number>,
  base: (ms: number) => number,
): NativeBenchFile {
  return {
    format: NATIVE_BENCH_FORMAT,
    version: NATIVE_BENCH_VERSION,
    suite,
    commit,
    env: {
      gpu: 'NVIDIA H100 80GB HBM3',
      driver: '550.54.15',
      cuda: '12.4',
      compiler: 'clang 18.1.8',
      host: 'linux-gcp-h100',
      libraries,
    },
    benchmarks: kernels().map((k) => ({
      name: k.name,
      unit: 'ms',
      direction: 'smaller' as const,
      samples: samples(rng, base(k.ms) * (effects[k.name] ?? 1)),
    })),
  };
}

export function generateDemoBenchResults(seed: number): DemoBenchResults {
  const rng = createRng(seed);
  const forkLibs = { triton: '3.3.0+fork.a1b2c3', torch: '2.7.0' };
  const upstreamLibs = { triton: '3.3.0', torch: '2.7.0' };
  // The fork's kernels differ a little from upstream's (its own tuning), so the pairs are not copies.
  const forkBase = (ms: number): number => ms * 0.97;
  const upBase = (ms: number): number => ms;
  return {
    baseline: file(rng, 'triton-kernels', hex(rng), forkLibs, {}, forkBase),
    candidate: file(
      rng,
      'triton-kernels',
      hex(rng),
      forkLibs,
      { [FORK_LOCAL]: 1.18, [INHERITED]: 1.12, [IMPROVED]: 0.85 },
      forkBase,
    ),
    upstreamBaseline: file(rng, 'triton-kernels', hex(rng), upstreamLibs, {}, upBase),
    upstreamCandidate: file(rng, 'triton-kernels', hex(rng), upstreamLibs, { [INHERITED]: 1.12 }, upBase),
    expected: { forkLocalRegression: FORK_LOCAL, inheritedRegression: INHERITED, improvement: IMPROVED },
  };
}
