import type { Disposition, LedgerFile } from '../../schemas/ledger.js';
import { ConfigurationError } from '../../shared/errors.js';
import { ShaIndex } from './sha-index.js';

export interface ResolvedLedgerEntry {
  sha: string;
  disposition: Disposition;
  reason: string;
  /** Full SHA when it names a known upstream commit, else the ref as written. */
  blockedBy?: string;
}

export interface ResolvedLedger {
  bySha: Map<string, ResolvedLedgerEntry>;
  /** Entries that name no missing upstream commit (already reached by ancestry, or unknown): reported, not fatal. */
  warnings: string[];
}

/**
 * Resolves ledger entries against the missing upstream commits. An ambiguous prefix is the user's error to fix;
 * an entry for a commit that is no longer missing is stale, which is normal after the fork catches up.
 */
export function resolveLedger(
  ledger: LedgerFile | undefined,
  missing: readonly string[],
  source: string,
): ResolvedLedger {
  const result: ResolvedLedger = { bySha: new Map(), warnings: [] };
  if (!ledger) return result;
  const index = new ShaIndex(missing);
  ledger.entries.forEach((entry, i) => {
    const where = `${source}: entries[${i}]`;
    const r = resolveStrict(index, entry.commit, `${where}.commit`);
    if (!r) {
      result.warnings.push(`${where}: ${entry.commit} is not a pending upstream commit (already reached, or unknown)`);
      return;
    }
    if (result.bySha.has(r)) {
      throw new ConfigurationError(`${where}.commit: ${entry.commit} is declared twice in the ledger`);
    }
    let blockedBy: string | undefined;
    if (entry.blockedBy)
      blockedBy = resolveStrict(index, entry.blockedBy, `${where}.blockedBy`) ?? entry.blockedBy.toLowerCase();
    result.bySha.set(r, {
      sha: r,
      disposition: entry.disposition,
      reason: entry.reason,
      ...(blockedBy ? { blockedBy } : {}),
    });
  });
  return result;
}

/** Ledger refs are written by people: an exact SHA or a unique prefix, never a "longest prefix" guess. */
function resolveStrict(index: ShaIndex, ref: string, where: string): string | undefined {
  const q = ref.toLowerCase();
  const r = index.resolve(q);
  if (r.kind === 'exact') return r.sha;
  if (r.kind === 'prefix' && r.matched === q.length) return r.sha;
  if (r.kind === 'ambiguous' && r.candidates.every((c) => c.startsWith(q))) {
    throw new ConfigurationError(
      `${where}: prefix ${ref} is ambiguous (${r.candidates.length} commits match): write more characters`,
    );
  }
  return undefined;
}
