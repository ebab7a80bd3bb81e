/**
 * libtest's `cargo bench` text (`#[bench]` with `#![feature(test)]`): `test name ... bench:   1,234 ns/iter (+/- 56)`
 * (newer toolchains print decimals). The number is libtest's median of its samples and `+/-` is their range, not a
 * standard deviation, so one file gives one repetition per benchmark: pass several runs per side to compare.
 */
import { BenchmarkCollector } from './collector.js';
import type { ParsedBenchFile } from './types.js';

const LINE = /^test\s+(\S+)\s+\.\.\.\s+bench:\s+([\d,]+(?:\.\d+)?)\s+(\S+)\/iter\s+\(\+\/-\s+([\d,]+(?:\.\d+)?)\)/;

export function looksLikeCargoBench(text: string): boolean {
  return text.split('\n', 5000).some((l) => LINE.test(l.trim()));
}

export function parseCargoBench(text: string, source: string): ParsedBenchFile {
  const collector = new BenchmarkCollector();
  for (const raw of text.split('\n')) {
    const m = LINE.exec(raw.trim());
    if (!m) continue;
    const name = m[1]!;
    collector.addValue(name, m[2]!.replace(/,/g, ''), m[3]!, 'smaller', 'bench median');
    const b = collector.get(name)!;
    b.meta = { ...b.meta, range: m[4]!.replace(/,/g, '') };
  }
  const notes =
    collector.list().length > 0
      ? ['libtest prints one median per benchmark and run: each file is one repetition (pass several runs per side)']
      : [];
  return { source, format: 'cargo', benchmarks: collector.list(), env: {}, skippedAggregates: 0, notes };
}
