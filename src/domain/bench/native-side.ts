/**
 * A side read from one native file in one step: what reading the file (readNativeBenchmarks) and then pooling it
 * (mergeSide) give — the same benchmarks, samples, notes, environment and commits — without the per-benchmark
 * arrays in between (a samples copy and a raw-values copy per benchmark, kept to the end of the run: most of a cold
 * 10,000-benchmark comparison's garbage). Only for a file whose every benchmark is plain: a unique name, no error,
 * at least one sample, every sample a positive finite number, a direction from the benchmark, its unit or the
 * options. Anything else (an error to report, a name given twice) is undefined, and the caller reads and merges
 * the file as usual, which says what is wrong.
 */
import type { NativeBenchFile } from '../../schemas/bench.js';
import { SampleArena, type BenchSide, type SideBenchmark, type SideFile } from './merge.js';
import { flattenEnv } from './native-file.js';
import { precisionNote } from './precision.js';
import { sortAscending } from './quantile.js';
import { directionFromUnit, normalizeUnit, type UnitInfo } from './units.js';
import type { Direction, ParseOptions } from './types.js';

interface UnitFacts {
  info: UnitInfo;
  direction: Direction | undefined;
}

export function nativeSide(
  label: string,
  file: NativeBenchFile,
  source: string,
  options: ParseOptions = {},
): BenchSide | undefined {
  const benchmarks = sideBenchmarks(file, options);
  if (!benchmarks) return undefined;
  const env = flattenEnv(file.env ?? {});
  const read: SideFile = {
    source,
    format: 'native',
    benchmarkCount: benchmarks.size,
    env,
    ...(file.commit ? { commit: file.commit } : {}),
    ...(file.suite ? { suite: file.suite } : {}),
    skippedAggregates: 0,
    notes: [],
  };
  return { label, files: [read], benchmarks, env, commits: file.commit ? [file.commit] : [] };
}

/**
 * The loop over the benchmarks, alone in its function: a cold run optimises it while it runs (on-stack
 * replacement), and the side's code after it, never run by then, would send that code back (a deoptimisation and
 * a second compile, per side).
 */
function sideBenchmarks(file: NativeBenchFile, options: ParseOptions): Map<string, SideBenchmark> | undefined {
  let total = 0;
  for (const b of file.benchmarks) total += b.samples.length;
  const arena = new SampleArena(total);
  const units = new Map<string, UnitFacts>();
  const benchmarks = new Map<string, SideBenchmark>();
  for (const b of file.benchmarks) {
    const raws = b.samples as unknown[];
    if (b.error !== undefined || raws.length === 0 || benchmarks.has(b.name)) return undefined;
    let facts = units.get(b.unit);
    if (!facts) {
      facts = { info: normalizeUnit(b.unit), direction: directionFromUnit(b.unit) };
      units.set(b.unit, facts);
    }
    const direction = b.direction ?? facts.direction ?? options.direction;
    if (!direction) return undefined;
    const factor = facts.info.factor;
    const samples = arena.slot(raws.length);
    for (let i = 0; i < raws.length; i++) {
      const v = raws[i];
      if (!(typeof v === 'number' && v > 0 && v < Infinity)) return undefined;
      // The parser's conversion (the raw value itself where the unit is already the canonical one).
      samples[i] = factor === 1 ? v : v * factor;
    }
    const notes: string[] = [];
    const precision = precisionNote(raws as number[], b.unit);
    if (precision) notes.push(precision);
    benchmarks.set(b.name, {
      name: b.name,
      unit: facts.info.unit,
      direction,
      samples: sortAscending(samples),
      errors: [],
      notes,
    });
  }
  return benchmarks;
}
