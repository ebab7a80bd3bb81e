/**
 * Resolves full SHAs and prefixes against a known set of commits. Some provenance SHAs in real forks are wrong
 * after their first 8 characters (copy errors), so a ref that matches nothing exactly resolves to the one commit
 * sharing its longest prefix, when that prefix has at least MIN_PREFIX characters and is unambiguous.
 */
export const MIN_PREFIX = 7;

export type Resolution =
  | { kind: 'exact'; sha: string }
  | { kind: 'prefix'; sha: string; matched: number }
  | { kind: 'ambiguous'; candidates: string[] }
  | { kind: 'none' };

export class ShaIndex {
  private readonly exact: Set<string>;
  /** Sorted on the first lookup that is not an exact SHA: most refs are, and 40,000 SHAs take long to sort. */
  private sortedShas: string[] | undefined;

  constructor(shas: Iterable<string>) {
    this.exact = new Set(shas);
  }

  get size(): number {
    return this.exact.size;
  }

  has(sha: string): boolean {
    return this.exact.has(sha);
  }

  resolve(ref: string): Resolution {
    const q = ref.toLowerCase();
    if (q.length < MIN_PREFIX || !/^[0-9a-f]+$/.test(q)) return { kind: 'none' };
    if (this.exact.has(q)) return { kind: 'exact', sha: q };
    const i = this.lowerBound(q);
    // The longest prefix q shares with any entry is found at one of its two sorted neighbours.
    const shared = Math.max(commonPrefix(q, this.sorted[i - 1]), commonPrefix(q, this.sorted[i]));
    if (shared < MIN_PREFIX) return { kind: 'none' };
    const candidates = this.withPrefix(q.slice(0, shared));
    if (candidates.length === 1) return { kind: 'prefix', sha: candidates[0]!, matched: shared };
    return { kind: 'ambiguous', candidates: candidates.slice(0, 10) };
  }

  private withPrefix(prefix: string): string[] {
    const out: string[] = [];
    for (let i = this.lowerBound(prefix); i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i++) {
      out.push(this.sorted[i]!);
    }
    return out;
  }

  private get sorted(): string[] {
    this.sortedShas ??= [...this.exact].sort();
    return this.sortedShas;
  }

  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function commonPrefix(a: string, b: string | undefined): number {
  if (!b) return 0;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
