/** `--self-test`: a copy of the candidate with a synthetic regression, to prove the gate can turn red on this data. */
import type { BenchSide, SideBenchmark } from './merge.js';

export const SELF_TEST_FACTOR = 2;

/** Every sample made `factor` × worse: slower for smaller-is-better, lower for bigger-is-better. */
export function injectRegression(side: BenchSide, factor: number): BenchSide {
  const benchmarks = new Map<string, SideBenchmark>();
  for (const [name, b] of side.benchmarks) {
    const scale = b.direction === 'bigger' ? 1 / factor : factor;
    const aggregate = b.aggregate && {
      ...b.aggregate,
      value: b.aggregate.value * scale,
      ...(b.aggregate.stddev !== undefined ? { stddev: b.aggregate.stddev * scale } : {}),
      ...(b.aggregate.se !== undefined ? { se: b.aggregate.se * scale } : {}),
    };
    benchmarks.set(name, { ...b, samples: b.samples.map((v) => v * scale), ...(aggregate ? { aggregate } : {}) });
  }
  return { ...side, label: `${side.label} (×${factor} injected)`, benchmarks };
}
