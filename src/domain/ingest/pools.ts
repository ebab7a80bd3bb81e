import type { TierRecord, TierVerdict } from './ingest-report.js';

/**
 * Bundle L1 on every pool: each runner label set the tier names (NVIDIA, AMD, …) runs every bundle, and a bundle's L1
 * passes only when every pool reported a pass. A pool that reported nothing is never a pass.
 */

/** A pool is a runner label set: `["self-hosted","nvidia-h100"]`. */
export type Pool = readonly string[];

export function poolName(pool: Pool): string {
  return pool.join(',');
}

export interface PoolRecord extends TierRecord {
  /** The pool's index in the pools list; absent in a record written without pools (one pool). */
  pool?: number;
}

export interface CombinedTierRecord extends TierRecord {
  pools: { pool: string; verdict: TierVerdict | 'missing' }[];
}

const RANK: Record<TierVerdict, number> = { pass: 0, fail: 1, 'infra-fail': 2 };

/**
 * A bundle's L1 over every pool: the worst verdict, and `infra-fail` when a pool has no record (its runner never ran,
 * or its artifact was lost). A bundle with no record at all keeps no record (the apply result decides), unless pools
 * are expected, where the head of any pool's record is unknown too: then none is made and the caller reports it.
 */
export function combinePools(records: readonly PoolRecord[], pools: readonly Pool[]): CombinedTierRecord | undefined {
  const first = records[0];
  if (!first) return undefined;
  if (pools.length <= 1 && records.every((r) => r.pool === undefined || r.pool === 0)) {
    const verdict = records.reduce<TierVerdict>((w, r) => (RANK[r.verdict] > RANK[w] ? r.verdict : w), 'pass');
    return { ...first, verdict, pools: [{ pool: poolName(pools[0] ?? []), verdict }] };
  }
  const byPool = pools.map((pool, i) => ({ pool: poolName(pool), record: records.find((r) => r.pool === i) }));
  let verdict: TierVerdict = 'pass';
  for (const p of byPool) {
    const v = p.record?.verdict ?? 'infra-fail';
    if (RANK[v] > RANK[verdict]) verdict = v;
  }
  const failures = records.reduce((n, r) => n + (r.failures ?? 0), 0);
  return {
    bundle: first.bundle,
    head: first.head,
    verdict,
    failures,
    pools: byPool.map((p) => ({ pool: p.pool, verdict: p.record?.verdict ?? 'missing' })),
  };
}
