import type { Direction } from './types.js';

/** Seconds per unit. `/iter` and `/op` suffixes (Rust bencher, Go, github-action-benchmark) are time per operation. */
const TIME_UNITS: Record<string, number> = {
  ps: 1e-12,
  ns: 1e-9,
  nsec: 1e-9,
  nanosecond: 1e-9,
  nanoseconds: 1e-9,
  us: 1e-6,
  µs: 1e-6,
  μs: 1e-6,
  usec: 1e-6,
  microsecond: 1e-6,
  microseconds: 1e-6,
  ms: 1e-3,
  msec: 1e-3,
  millisecond: 1e-3,
  milliseconds: 1e-3,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  min: 60,
  minutes: 60,
};

export interface UnitInfo {
  /** Canonical unit: `s` for every time unit, otherwise the unit as written (trimmed). */
  unit: string;
  /** Multiply a raw value by this to get the canonical unit. */
  factor: number;
  kind: 'time' | 'other';
}

export function normalizeUnit(raw: string): UnitInfo {
  const text = raw.trim();
  const key = text.toLowerCase().replace(/\s*\/\s*(iter|iteration|op|call)$/, '');
  const factor = TIME_UNITS[key];
  if (factor !== undefined) return { unit: 's', factor, kind: 'time' };
  return { unit: text, factor: 1, kind: 'other' };
}

export function isTimeUnit(raw: string): boolean {
  return normalizeUnit(raw).kind === 'time';
}

/** Two canonical units are the same measure (case-insensitive: `GB/s` and `gb/s` are one unit). */
export function sameUnit(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

const BIGGER = [
  /\/\s*(s|sec|second|seconds)$/i, // req/s, GB/s, iter/sec, items/s
  /^(ops|iter|it|items|req|requests|samples|tokens|images|frames)\s*\/?\s*(s|sec)?$/i,
  /^[kmgtp]?flops$/i,
  /^[kmgtp]?iops$/i,
  /per\s*second/i,
  /^(speedup|x|throughput|score|hz|khz|mhz|ghz)$/i,
];

/**
 * Direction implied by a unit, or undefined when the unit does not say (bytes, percent, counts: smaller is better
 * for memory used, bigger for free memory). Callers then need the format or an explicit option.
 */
export function directionFromUnit(raw: string): Direction | undefined {
  if (isTimeUnit(raw)) return 'smaller';
  const text = raw.trim();
  if (BIGGER.some((re) => re.test(text))) return 'bigger';
  return undefined;
}

/** Human-readable value in its unit; seconds are scaled to ns/µs/ms/s. */
export function formatValue(value: number, unit: string): string {
  if (unit === 's') {
    const abs = Math.abs(value);
    if (abs < 1e-6) return `${significant(value * 1e9)} ns`;
    if (abs < 1e-3) return `${significant(value * 1e6)} µs`;
    if (abs < 1) return `${significant(value * 1e3)} ms`;
    return `${significant(value)} s`;
  }
  return unit ? `${significant(value)} ${unit}` : significant(value);
}

export function significant(value: number, digits = 4): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1e6 || abs < 1e-4) return value.toExponential(digits - 1);
  return String(Number(value.toPrecision(digits)));
}
