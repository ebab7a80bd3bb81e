/**
 * `go test -bench` text (the format benchstat reads): `BenchmarkName-8   1000000   1052 ns/op   24 B/op   1 allocs/op`.
 * Each line is one run; `-count N` prints N lines per benchmark, which are its repetitions. The `-GOMAXPROCS`
 * suffix is kept out of the name and becomes configuration that must match between sides. `goos:`/`goarch:`/
 * `cpu:` header lines are the environment; with several `pkg:` sections names are prefixed by the package.
 */
import { BenchmarkCollector } from './collector.js';
import type { ParsedBenchFile } from './types.js';

const LINE = /^(Benchmark\S*?)(?:-(\d+))?\s+(\d+)\s+(\d+(?:\.\d+)?(?:e[+-]?\d+)?) ns\/op(?:\s|$)/;

export function looksLikeGoBench(text: string): boolean {
  return text.split('\n', 2000).some((l) => LINE.test(l.trim()));
}

export function parseGoBench(text: string, source: string): ParsedBenchFile {
  const collector = new BenchmarkCollector();
  const env: Record<string, string> = {};
  const lines = text.split('\n').map((l) => l.trim());
  const packages = new Set(lines.filter((l) => l.startsWith('pkg: ')).map((l) => l.slice(5)));
  let pkg = '';
  for (const line of lines) {
    const header = /^(goos|goarch|cpu|pkg): (.+)$/.exec(line);
    if (header) {
      if (header[1] === 'pkg') pkg = header[2]!;
      else env[header[1] === 'cpu' ? 'cpu' : header[1]!] = header[2]!;
      continue;
    }
    const m = LINE.exec(line);
    if (!m) continue;
    const name = packages.size > 1 && pkg ? `${pkg}.${m[1]!}` : m[1]!;
    collector.addValue(name, m[4], 'ns', 'smaller', 'ns/op');
    const b = collector.get(name)!;
    const config = `GOMAXPROCS=${m[2] ?? '1'}`;
    if (b.config !== undefined && b.config !== config)
      b.errors.push(`GOMAXPROCS changed between runs (${b.config} vs ${config})`);
    b.config = config;
  }
  return { source, format: 'go', benchmarks: collector.list(), env, skippedAggregates: 0, notes: [] };
}
