/**
 * How much slower than a quiet machine this run may be. A loaded machine (a busy CI runner, `bash
 * scripts/test-under-load.sh`) sets UPSTREAM_INGEST_TEST_TIME_SCALE=3, and every timeout of the suite — jest's own
 * (jest.config.js reads the same variable), a test's long timeout, a wait for a child process — grows with it. No
 * test asserts on elapsed time: timings belong in `npm run bench`.
 */
export const TIME_SCALE = timeScaleFrom(process.env['UPSTREAM_INGEST_TEST_TIME_SCALE']);

export function timeScaleFrom(value: string | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** A timeout (ms) scaled for this run. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}
