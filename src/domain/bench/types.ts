/** Which way is better for a metric: time-like (`smaller`) or throughput-like (`bigger`). */
export type Direction = 'smaller' | 'bigger';

/** The most text one result file may hold. */
export const MAX_BENCH_TEXT_CHARS = 64 * 1024 * 1024;

export const BENCH_FORMATS = [
  'gbench',
  'pytest',
  'custom-smaller',
  'custom-bigger',
  'triton-csv',
  'native',
  'cargo',
  'criterion',
  'go',
  'catch2',
  'jmh',
  'julia',
  'benchmarkjs',
  'benchmarkdotnet',
] as const;
export type BenchFormat = (typeof BENCH_FORMATS)[number];
export type FormatOption = BenchFormat | 'auto';

/** One benchmark as read from one file: every valid repetition as a sample, every problem as an error. */
export interface ParsedBenchmark {
  name: string;
  /** Canonical unit: times are converted to seconds (`s`); other units are kept as written. */
  unit: string;
  /** Undefined when neither the format nor the unit says which way is better (resolved later from options). */
  direction: Direction | undefined;
  /** Valid repetitions (finite, > 0) in the canonical unit. Aggregate rows never end up here. */
  samples: number[];
  /** Raw values as printed, in `rawUnit`, for the precision check (the grid is a property of what was printed). */
  rawValues: number[];
  rawUnit: string;
  /** Problems that make this benchmark unusable (NaN, zero, negative, error_occurred, unit mismatch, …). */
  errors: string[];
  /** Observations worth showing (summary-only data, truncated raw data, …). */
  notes: string[];
  /** Configuration that must match between sides (e.g. TorchInductor batch size); a difference is an error. */
  config?: string;
  /**
   * Set when the file carries only summary statistics (Google Benchmark aggregates-only, Catch2, benchmark.js,
   * criterion estimates): compared with a Welch test on these numbers instead of a rank test on samples.
   */
  aggregate?: AggregateSummary;
  /** Format-specific extras kept for interoperability (github-action-benchmark `range`/`extra`, pytest stats). */
  meta?: Record<string, string | number>;
}

/** Summary statistics of a benchmark whose file holds no repetitions, in the canonical unit. */
export interface AggregateSummary {
  /** Location: the median where the tool reports one, else the mean (named in `center`). */
  value: number;
  center: 'median' | 'mean';
  /** Standard deviation of one repetition (undefined when the tool gives only a standard error). */
  stddev?: number;
  /** Number of repetitions the statistics summarise. */
  n?: number;
  /** Standard error of `value` when the tool reports it directly (criterion, benchmark.js). */
  se?: number;
}

/** Flattened environment fingerprint: `gpu`, `driver`, `cuda`, `libraries.torch`, `host`, … → value. */
export type EnvFingerprint = Record<string, string>;

export interface ParsedBenchFile {
  source: string;
  format: BenchFormat;
  /** Sub-kind within a format, e.g. `torchinductor` or `perf_report` for triton-csv. */
  variant?: string;
  benchmarks: ParsedBenchmark[];
  env: EnvFingerprint;
  commit?: string;
  suite?: string;
  /** Aggregate rows (mean/median/stddev/cv/BigO/RMS) seen and deliberately not used as samples. */
  skippedAggregates: number;
  notes: string[];
}

export interface ParseOptions {
  /** Direction for benchmarks whose format/unit does not say (Triton perf_report CSV, ambiguous custom units). */
  direction?: Direction;
  /** Google Benchmark: which time to read (`real_time`, as compare.py's first columns, or `cpu_time`). */
  metric?: 'real' | 'cpu';
}
