/**
 * Generated Google Benchmark JSON (`--benchmark_format=json --benchmark_repetitions=N`) with known shifts, for the
 * statistics' acceptance tests and `npm run bench`: the same seed gives the same file.
 */
import { createRng, gaussian } from '../src/domain/bench/rng.js';

export interface SyntheticSuite {
  kernels: number;
  repetitions: number;
  /** Relative (log-normal) noise of one repetition, e.g. 0.03. */
  noise: number;
  seed: number;
  /** Factor on kernel i's true time (1 = unchanged, 1.1 = 10 % slower). */
  factor?: (i: number) => number;
  /** Write the mean/median/stddev/cv rows too, or only them (`--benchmark_report_aggregates_only=true`). */
  aggregates?: 'none' | 'with' | 'only';
}

export function kernelName(i: number): string {
  return `BM_kernel_${i}/${1024 << (i % 4)}`;
}

export function syntheticGbench(s: SyntheticSuite): Record<string, unknown> {
  const rng = createRng(s.seed);
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < s.kernels; i++) {
    const name = kernelName(i);
    const truth = 1000 * (1 + (i % 37)) * (s.factor ? s.factor(i) : 1);
    const times: number[] = [];
    for (let r = 0; r < s.repetitions; r++) times.push(truth * Math.exp(s.noise * gaussian(rng)));
    const base = {
      family_index: i,
      per_family_instance_index: 0,
      run_name: name,
      repetitions: s.repetitions,
      threads: 1,
    };
    if (s.aggregates !== 'only') {
      times.forEach((t, r) =>
        rows.push({
          name,
          ...base,
          run_type: 'iteration',
          repetition_index: r,
          iterations: 1000,
          real_time: t,
          cpu_time: t * 0.98,
          time_unit: 'ns',
        }),
      );
    }
    if (s.aggregates === 'with' || s.aggregates === 'only') rows.push(...aggregateRows(name, base, times));
  }
  return {
    context: {
      date: '2026-12-01T10:00:00+00:00',
      host_name: 'bench-runner',
      executable: './kernels_bench',
      num_cpus: 16,
      mhz_per_cpu: 2400,
      cpu_scaling_enabled: false,
      library_version: 'v1.9.1',
      library_build_type: 'release',
    },
    benchmarks: rows,
  };
}

function aggregateRows(name: string, base: Record<string, unknown>, times: number[]): Record<string, unknown>[] {
  const n = times.length;
  const mean = times.reduce((a, b) => a + b, 0) / n;
  const sorted = [...times].sort((a, b) => a - b);
  const median = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  const stddev = n > 1 ? Math.sqrt(times.reduce((a, t) => a + (t - mean) ** 2, 0) / (n - 1)) : 0;
  const row = (aggregate: string, value: number, unit?: string): Record<string, unknown> => ({
    name: `${name}_${aggregate}`,
    ...base,
    run_type: 'aggregate',
    aggregate_name: aggregate,
    ...(unit ? { aggregate_unit: unit } : {}),
    iterations: n,
    real_time: value,
    cpu_time: value * 0.98,
    time_unit: 'ns',
  });
  return [row('mean', mean), row('median', median), row('stddev', stddev), row('cv', stddev / mean, 'percentage')];
}
