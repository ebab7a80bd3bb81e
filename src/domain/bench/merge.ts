/**
 * One side of a comparison (baseline, candidate, A/A baseline, upstream …) may come from several files: each file is
 * a run, and the repetitions of a benchmark across runs are pooled. Units must agree (time units are converted),
 * directions must agree, and configuration (e.g. batch size) must agree; anything else is an error of that benchmark.
 */
import { precisionNote } from './precision.js';
import { sortAscending } from './quantile.js';
import { sameUnit } from './units.js';
import type { AggregateSummary, Direction, EnvFingerprint, ParsedBenchFile } from './types.js';

export interface SideBenchmark {
  name: string;
  unit: string;
  direction: Direction | undefined;
  /** Ascending. */
  samples: Float64Array;
  errors: string[];
  notes: string[];
  config?: string;
  /** Summary statistics when no file gave repetitions (aggregates-only output). */
  aggregate?: AggregateSummary;
}

/** A file of a side as the comparison reports it: its benchmarks are the side's, only their number is kept. */
export interface SideFile extends Omit<ParsedBenchFile, 'benchmarks'> {
  benchmarkCount: number;
}

export interface BenchSide {
  label: string;
  files: SideFile[];
  benchmarks: Map<string, SideBenchmark>;
  /** The first file's fingerprint; the others are checked against it. */
  env: EnvFingerprint;
  commits: string[];
}

interface Pending {
  name: string;
  unit: string;
  direction: Direction | undefined;
  /** Per file; concatenated once at the end. */
  samples: number[][];
  rawValues: number[][];
  rawUnit: string;
  errors: string[];
  notes: string[];
  config?: string;
  aggregate?: AggregateSummary;
}

function basename(path: string): string {
  return path.replace(/\\/g, '/').split('/').pop() ?? path;
}

/**
 * The samples of every benchmark of a side, back to back in one buffer: a typed array of its own per benchmark
 * costs each of 10,000 benchmarks a separate backing store (allocated, tracked and freed by the garbage collector).
 */
export class SampleArena {
  private buffer: Float64Array;
  private used = 0;

  constructor(total: number) {
    this.buffer = new Float64Array(total);
  }

  /** The next `length` values of the arena, as a view to fill. */
  slot(length: number): Float64Array {
    // A view made with the constructor: subarray() looks up the species constructor first, several times slower
    // for the first thousands of calls of a cold run (the same view).
    const out = new Float64Array(this.buffer.buffer, this.used * Float64Array.BYTES_PER_ELEMENT, length);
    this.used += length;
    return out;
  }

  /** The parts, concatenated, as a view into the arena. */
  take(parts: number[][]): Float64Array {
    let length = 0;
    for (const part of parts) length += part.length;
    const out = this.slot(length);
    let at = 0;
    // Element by element: set() from a plain array takes a generic path that is slower for 30 values.
    for (const part of parts) for (let i = 0; i < part.length; i++) out[at++] = part[i]!;
    return out;
  }
}

function sampleCount(pending: Iterable<Pending>): number {
  let total = 0;
  for (const p of pending) for (const part of p.samples) total += part.length;
  return total;
}

/** A parsed file as its side keeps it (the benchmarks, pooled into the side, are not kept twice). */
function sideFile(file: ParsedBenchFile): SideFile {
  const { benchmarks, ...rest } = file;
  return { ...rest, benchmarkCount: benchmarks.length };
}

export function mergeSide(
  label: string,
  parsed: ParsedBenchFile[],
  options: { direction?: Direction } = {},
): BenchSide {
  const commits = [...new Set(parsed.map((f) => f.commit).filter((c): c is string => Boolean(c)))];
  const env = parsed[0]?.env ?? {};
  const files = parsed.map(sideFile);
  // One file (the usual side) has nothing to pool: its benchmarks become the side's directly.
  const single = parsed.length === 1 ? singleFile(parsed[0]!, options) : undefined;
  if (single) return { label, files, benchmarks: single, env, commits };
  const pending = new Map<string, Pending>();
  const many = parsed.length > 1;
  for (const file of parsed) {
    const prefix = many ? `${basename(file.source)}: ` : '';
    for (const b of file.benchmarks) {
      let p = pending.get(b.name);
      if (!p) {
        p = {
          name: b.name,
          unit: b.unit,
          direction: b.direction,
          samples: [],
          rawValues: [],
          rawUnit: b.rawUnit,
          errors: [],
          notes: [],
        };
        // Assigned, not spread: a spread per benchmark is a slow object copy.
        if (b.config !== undefined) p.config = b.config;
        pending.set(b.name, p);
      } else {
        if (!sameUnit(p.unit, b.unit))
          p.errors.push(`${prefix}unit '${b.rawUnit}' differs from '${p.rawUnit}' in another file`);
        if (b.direction && p.direction && b.direction !== p.direction) {
          p.errors.push(`${prefix}direction '${b.direction}' differs from '${p.direction}' in another file`);
        }
        if (b.config !== p.config)
          p.errors.push(`${prefix}${b.config ?? 'no configuration'} differs from ${p.config ?? 'none'}`);
        p.direction ??= b.direction;
      }
      p.samples.push(b.samples);
      if (b.rawUnit === p.rawUnit) p.rawValues.push(b.rawValues);
      for (const e of b.errors) p.errors.push(`${prefix}${e}`);
      for (const n of b.notes) if (!p.notes.includes(n)) p.notes.push(n);
      if (b.aggregate) {
        if (p.aggregate) p.notes.push(`${prefix}summary statistics of another file ignored (one file's are used)`);
        else p.aggregate = b.aggregate;
      }
    }
  }
  const benchmarks = new Map<string, SideBenchmark>();
  const arena = new SampleArena(sampleCount(pending.values()));
  for (const p of pending.values()) {
    const direction = p.direction ?? options.direction;
    if (!direction && !p.errors.some((e) => e.includes('direction'))) {
      p.errors.push(`unit '${p.rawUnit}' does not say whether smaller or bigger is better (pass --direction)`);
    }
    const samples = arena.take(p.samples);
    if (samples.length === 0 && p.errors.length === 0 && !p.aggregate) p.errors.push('no valid samples');
    const precision = precisionNote(p.rawValues.length === 1 ? p.rawValues[0]! : p.rawValues.flat(), p.rawUnit);
    if (precision) p.notes.push(precision);
    const merged: SideBenchmark = {
      name: p.name,
      unit: p.unit,
      direction,
      samples: sortAscending(samples),
      errors: p.errors,
      notes: p.notes,
    };
    if (p.config !== undefined) merged.config = p.config;
    if (p.aggregate && samples.length === 0) merged.aggregate = p.aggregate;
    benchmarks.set(p.name, merged);
  }
  return { label, files, benchmarks, env, commits };
}

/**
 * The benchmarks of a side read from one file: what the pooling below gives for one file (the same errors, notes,
 * samples and precision note) without its per-benchmark bookkeeping. Undefined when a name repeats in the file
 * (no parser writes that, but the pooling is what handles it).
 */
function singleFile(file: ParsedBenchFile, options: { direction?: Direction }): Map<string, SideBenchmark> | undefined {
  const benchmarks = new Map<string, SideBenchmark>();
  let total = 0;
  for (const b of file.benchmarks) total += b.samples.length;
  const arena = new SampleArena(total);
  const one: number[][] = [[]];
  for (const b of file.benchmarks) {
    if (benchmarks.has(b.name)) return undefined;
    const direction = b.direction ?? options.direction;
    const errors = b.errors.slice();
    const notes: string[] = [];
    for (const n of b.notes) if (!notes.includes(n)) notes.push(n);
    if (!direction && !errors.some((e) => e.includes('direction')))
      errors.push(`unit '${b.rawUnit}' does not say whether smaller or bigger is better (pass --direction)`);
    one[0] = b.samples;
    const samples = arena.take(one);
    if (samples.length === 0 && errors.length === 0 && !b.aggregate) errors.push('no valid samples');
    const precision = precisionNote(b.rawValues, b.rawUnit);
    if (precision) notes.push(precision);
    const merged: SideBenchmark = {
      name: b.name,
      unit: b.unit,
      direction,
      samples: sortAscending(samples),
      errors,
      notes,
    };
    if (b.config !== undefined) merged.config = b.config;
    if (b.aggregate && samples.length === 0) merged.aggregate = b.aggregate;
    benchmarks.set(b.name, merged);
  }
  return benchmarks;
}
