import { describeValue, toNumber, valueProblem } from './numbers.js';
import { normalizeUnit, sameUnit, type UnitInfo } from './units.js';
import type { Direction, ParsedBenchmark } from './types.js';

/** Gathers the rows of one file by benchmark name (repeated names are repetitions), keeping first-seen order. */
export class BenchmarkCollector {
  private readonly byName = new Map<string, ParsedBenchmark>();

  private entry(name: string, rawUnit: string, direction: Direction | undefined): ParsedBenchmark {
    let b = this.byName.get(name);
    if (!b) {
      b = {
        name,
        unit: this.unit(rawUnit).unit,
        direction,
        samples: [],
        rawValues: [],
        rawUnit,
        errors: [],
        notes: [],
      };
      this.byName.set(name, b);
    }
    return b;
  }

  /**
   * Adds one repetition; an unusable value or a unit that cannot be converted becomes an error of the benchmark.
   * `index` names an element of `what` (`samples[3]`), put together only for an error message.
   */
  addValue(
    name: string,
    raw: unknown,
    rawUnit: string,
    direction: Direction | undefined,
    what: string,
    index?: number,
  ): void {
    const b = this.entry(name, rawUnit, direction);
    const value = toNumber(raw);
    if (value === undefined) {
      b.errors.push(`${label(what, index)} is not a number (${describeValue(raw)})`);
      return;
    }
    const problem = valueProblem(value);
    if (problem) {
      b.errors.push(`${label(what, index)} is ${problem}`);
      return;
    }
    const unit = this.unit(rawUnit);
    // The same string first: sameUnit allocates, and this runs once per sample.
    if (unit.unit !== b.unit && !sameUnit(unit.unit, b.unit)) {
      b.errors.push(`unit mismatch between repetitions: '${b.rawUnit}' and '${rawUnit}'`);
      return;
    }
    b.samples.push(value * unit.factor);
    if (rawUnit === b.rawUnit) b.rawValues.push(value);
  }

  /**
   * Adds repetitions `raws` (named `what[i]` in errors): what addValue does for each, with the benchmark and unit
   * looked up once and plain positive finite numbers taken straight (600,000 samples in a 10,000-benchmark pair).
   */
  addValues(name: string, raws: readonly unknown[], rawUnit: string, direction: Direction | undefined, what: string) {
    const b = this.entry(name, rawUnit, direction);
    const unit = this.unit(rawUnit);
    const fast = (unit.unit === b.unit || sameUnit(unit.unit, b.unit)) && rawUnit === b.rawUnit;
    // The first repetitions of a benchmark, all plain: two arrays of their final size, not grown push by push
    // (20,000 benchmarks × 2 arrays of a 10,000-benchmark pair are much of a cold run's garbage).
    if (fast && b.samples.length === 0 && b.rawValues.length === 0 && allPlain(raws)) {
      const factor = unit.factor;
      b.rawValues = (raws as number[]).slice();
      b.samples = factor === 1 ? (raws as number[]).slice() : (raws as number[]).map((v) => v * factor);
      return;
    }
    for (let i = 0; i < raws.length; i++) {
      const v = raws[i];
      if (fast && typeof v === 'number' && v > 0 && v < Infinity) {
        b.samples.push(v * unit.factor);
        b.rawValues.push(v);
      } else this.addValue(name, v, rawUnit, direction, what, i);
    }
  }

  private readonly units = new Map<string, UnitInfo>();

  private unit(raw: string): UnitInfo {
    let info = this.units.get(raw);
    if (!info) {
      info = normalizeUnit(raw);
      this.units.set(raw, info);
    }
    return info;
  }

  addError(name: string, message: string, rawUnit = '', direction?: Direction): void {
    this.entry(name, rawUnit, direction).errors.push(message);
  }

  addNote(name: string, note: string): void {
    const b = this.byName.get(name);
    if (b && !b.notes.includes(note)) b.notes.push(note);
  }

  get(name: string): ParsedBenchmark | undefined {
    return this.byName.get(name);
  }

  ensure(name: string, rawUnit: string, direction: Direction | undefined): ParsedBenchmark {
    return this.entry(name, rawUnit, direction);
  }

  list(): ParsedBenchmark[] {
    return [...this.byName.values()];
  }
}

/** Every value a positive finite number (what addValues takes straight). */
function allPlain(raws: readonly unknown[]): boolean {
  for (let i = 0; i < raws.length; i++) {
    const v = raws[i];
    if (!(typeof v === 'number' && v > 0 && v < Infinity)) return false;
  }
  return true;
}

function label(what: string, index: number | undefined): string {
  return index === undefined ? what : `${what}[${index}]`;
}

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** Copies non-empty string values into a fingerprint under the given key. */
export function putEnv(env: Record<string, string>, key: string, value: unknown): void {
  const text = asString(value)?.trim();
  if (text) env[key] = text.slice(0, 200);
}
