/** One measured figure of `npm run bench`, with the target it is judged against. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target: string;
  ok: boolean;
  /** Set when the figure could not be measured here (why): never counted as a target met. */
  skipped?: string;
}

/** "4 of 5 measured targets met; not measured: lag (skipped: …)" — a skipped target is never reported met. */
export function summaryLine(results: readonly BenchResult[], skipped: readonly string[]): string {
  const measured = results.filter((r) => !r.skipped);
  const met = measured.filter((r) => r.ok).length;
  const notMeasured = [...results.filter((r) => r.skipped).map((r) => r.name), ...skipped];
  const head =
    notMeasured.length === 0
      ? `${met} of ${measured.length} targets met`
      : `${met} of ${measured.length} measured targets met`;
  return notMeasured.length ? `${head}; NOT measured here: ${notMeasured.join('; ')}` : head;
}

export type BenchFn = (log: (line: string) => void) => Promise<BenchResult[]>;

export async function timeIt<T>(fn: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

/** Median of several runs: one slow run on a shared machine should not decide a ratio. */
export async function medianMs(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await timeIt(fn)).ms);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}
