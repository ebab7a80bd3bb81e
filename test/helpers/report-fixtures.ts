import type { GraphBundle } from '../../src/domain/charts/plan-graph.js';

/** Pictures' inputs shaped like a real fork's: a deep plan, benchmark names with a long shared prefix. */
const hex = (i: number) => i.toString(16).padStart(12, 'a');

/** 30 bundles: a 10-deep risky chain, side chains hanging off it (edges that skip columns and bands), loose ones. */
export function thirtyBundles(): GraphBundle[] {
  const out: GraphBundle[] = [];
  const add = (kind: string, dependsOn: number[], commits = 1, conflicts = 0) =>
    out.push({
      id: hex(out.length),
      kind,
      commits: Array.from({ length: commits }, (_, i) => `${i}`.repeat(40)),
      dependsOn: dependsOn.map(hex),
      predictedConflicts: Array.from({ length: conflicts }, (_, i) => `lib/f${i}.cpp`),
    });
  for (let i = 0; i < 10; i++) add('risky-chain', i ? [i - 1] : [], 120, 3); // 0..9, depths 0..9
  for (let i = 0; i < 8; i++) add('low-risk', [], 20); // 10..17, depth 0
  add('toolchain', [0, 5]); // 18: depth 6, from depth 0 (another band) and 5
  add('risky-chain', [10, 2], 2, 1); // 19: depth 3, skips columns 1-2
  add('risky-chain', [19, 11, 3], 4); // 20: depth 4
  add('low-risk', [20, 8], 1); // 21: depth 9
  for (let i = 22; i < 30; i++) add(i % 2 ? 'low-risk' : 'risky-chain', [i % 7, 10 + (i % 8)], 3, i % 3); // mixed
  return out;
}

/** Benchmark names as a Triton tutorial suite writes them: one long shared prefix, differences at the end. */
export const BENCH_PREFIX = 'triton/python/tutorials/03-matrix-multiplication/persistent_matmul/fp16/';
export function prefixedBenchNames(): string[] {
  return [
    ...[512, 1024, 2048, 4096].flatMap((k) =>
      [4, 8].map((w) => `${BENCH_PREFIX}M=8192,N=8192,K=${k}/warps=${w}/stages=3`),
    ),
    `${BENCH_PREFIX}M=8192,N=8192,K=4096/warps=8/stages=4`,
    `${BENCH_PREFIX}tma/M=8192,N=8192,K=4096/warps=8/stages=4/epilogue_subtile=true`,
  ];
}
