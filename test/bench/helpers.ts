import { mergeSide, type BenchSide } from '../../src/domain/bench/merge.js';
import { normalizeUnit } from '../../src/domain/bench/units.js';
import { gaussian, type Rng } from '../../src/domain/bench/rng.js';
import type { Direction, EnvFingerprint, ParsedBenchFile } from '../../src/domain/bench/types.js';

/** One side built the way the service builds it (a parsed file, merged), from plain samples. */
export function side(
  label: string,
  benchmarks: Record<string, number[]>,
  options: { unit?: string; direction?: Direction; env?: EnvFingerprint; commit?: string; source?: string } = {},
): BenchSide {
  const unit = options.unit ?? 's';
  const { unit: canonical, factor } = normalizeUnit(unit);
  const file: ParsedBenchFile = {
    source: options.source ?? `${label}.json`,
    format: 'native',
    benchmarks: Object.entries(benchmarks).map(([name, samples]) => ({
      name,
      unit: canonical,
      direction: options.direction ?? 'smaller',
      samples: samples.map((v) => v * factor),
      rawValues: [...samples],
      rawUnit: unit,
      errors: [],
      notes: [],
    })),
    env: options.env ?? {},
    ...(options.commit ? { commit: options.commit } : {}),
    skippedAggregates: 0,
    notes: [],
  };
  return mergeSide(label, [file]);
}

/** `count` measurements of a benchmark whose true time is `mean`, with relative Gaussian noise. */
export function noisy(rng: Rng, mean: number, relativeNoise: number, count: number): number[] {
  return Array.from({ length: count }, () => mean * (1 + relativeNoise * gaussian(rng)));
}
