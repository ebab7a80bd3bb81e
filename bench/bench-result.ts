/** One measured figure of `npm run bench`, with the target it is judged against. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target: string;
  ok: boolean;
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
