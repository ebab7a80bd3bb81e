/**
 * Config for the git processes that read the patches of a whole history (patch-ids, zero-context hunks). git keeps up
 * to 96 MB of inflated delta bases by default; a cold `lag` at LLVM scale runs three such processes beside its own
 * largest moment, each filling that cache, and its process tree came within a few percent of 1 GB (once over it).
 * Half the cache keeps ~50 MB less in each; on 8,000 commits of the LLVM-scale bench fork a read took 3.39 s of CPU
 * with it against 3.27–3.39 s without, and the whole `lag` ran as fast (four interleaved pairs).
 */
export const BULK_DELTA_CACHE = ['-c', 'core.deltaBaseCacheLimit=48m'] as const;
