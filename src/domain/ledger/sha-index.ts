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
  /**
   * SHAs by their first MIN_PREFIX characters, built on the first lookup that is not an exact SHA (most refs are):
   * every SHA that shares at least MIN_PREFIX characters with a ref is in the ref's bucket, so no sort is needed.
   */
  private buckets: Map<string, string[]> | undefined;

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
    if (this.exact.has(q)) return { kind: 'exact', sha: q };
    if (q.length < MIN_PREFIX || !/^[0-9a-f]+$/.test(q)) return { kind: 'none' };
    const bucket = this.bucketsByPrefix().get(q.slice(0, MIN_PREFIX));
    if (!bucket) return { kind: 'none' };
    // The longest prefix q shares with any SHA; the candidates are every SHA sharing that much.
    let shared = 0;
    let candidates: string[] = [];
    for (const sha of bucket) {
      const n = commonPrefix(q, sha);
      if (n > shared) {
        shared = n;
        candidates = [sha];
      } else if (n === shared) candidates.push(sha);
    }
    candidates.sort();
    if (candidates.length === 1) return { kind: 'prefix', sha: candidates[0]!, matched: shared };
    return { kind: 'ambiguous', candidates: candidates.slice(0, 10) };
  }

  private bucketsByPrefix(): Map<string, string[]> {
    if (this.buckets) return this.buckets;
    const buckets = new Map<string, string[]>();
    for (const sha of this.exact) {
      const key = sha.slice(0, MIN_PREFIX);
      const list = buckets.get(key);
      if (list) list.push(sha);
      else buckets.set(key, [sha]);
    }
    this.buckets = buckets;
    return buckets;
  }
}

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
