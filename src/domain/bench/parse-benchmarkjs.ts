/**
 * benchmark.js `String(event.target)` lines: `fib(20) x 10,123 ops/sec ±1.23% (89 runs sampled)`. Only summary
 * statistics: ops/sec (bigger is better), the relative margin of error at 95 % (Student t on the run times) and the
 * number of runs; compared with a Welch test on them.
 */
import { BenchmarkCollector } from './collector.js';
import { studentTQuantile } from './special.js';
import type { ParsedBenchFile } from './types.js';

const LINE = /^(.+?) x ([\d,]+(?:\.\d+)?) ops\/sec (?:±|\+-|\+\/-)\s?([\d.]+)% \((\d+) runs? sampled\)\s*$/;

export function looksLikeBenchmarkJs(text: string): boolean {
  return text.split('\n', 5000).some((l) => LINE.test(l.trim()));
}

export function parseBenchmarkJs(text: string, source: string): ParsedBenchFile {
  const collector = new BenchmarkCollector();
  const notes: string[] = [];
  for (const raw of text.split('\n')) {
    const m = LINE.exec(raw.trim());
    if (!m) continue;
    const name = m[1]!;
    const hz = Number(m[2]!.replace(/,/g, ''));
    const rme = Number(m[3]);
    const runs = Number(m[4]);
    const b = collector.ensure(name, 'ops/s', 'bigger');
    if (b.aggregate) {
      b.errors.push('printed twice in one file');
      continue;
    }
    if (!(hz > 0) || !(runs >= 1)) {
      b.errors.push(`unusable line: ${raw.trim().slice(0, 100)}`);
      continue;
    }
    const t = runs >= 2 ? studentTQuantile(0.975, runs - 1) : Number.NaN;
    b.aggregate = { value: hz, center: 'mean', n: runs, ...(runs >= 2 ? { se: (hz * rme) / 100 / t } : {}) };
    b.rawValues.push(hz);
  }
  if (collector.list().length) notes.push('benchmark.js prints summary statistics only: compared with Welch’s t-test');
  return { source, format: 'benchmarkjs', benchmarks: collector.list(), env: {}, skippedAggregates: 0, notes };
}
