/**
 * The constants of the benchmark schemas (src/schemas/bench.ts), without zod: a cold `compare-bench` reads native
 * files and writes its result without loading the zod schemas (~40 ms of a cold process), so the modules on that
 * path take these from here; bench.ts builds its schemas from the same values.
 */

/** The native benchmark-result file's `format` and `version`. */
export const NATIVE_BENCH_FORMAT = 'upstream-ingest-bench';
export const NATIVE_BENCH_VERSION = 1;

/** compare-bench's result `schemaVersion`. */
export const COMPARE_BENCH_SCHEMA_VERSION = 1;

/** `--fail-on` / `fail-on`: the verdicts a gate can fail on (`never`: it never fails). */
export const FAIL_ON_VALUES = ['regressed', 'inconclusive', 'never'] as const;
