/**
 * Upstream PR number → upstream commit, from upstream's own history (the commits missing by ancestry): squash-merge
 * subjects ending in `(#N)`, and `Merge pull request #N from …` merges (the PR's commits are the non-merge commits
 * its second parent brings in). A number that names no such commit, or several squash commits, is never guessed.
 */
import { subjectOf, type CommitRecord } from '../commit.js';
import { normalizeSubject } from './pr-subjects.js';

export interface PrIndex {
  /** PR number → the upstream commits it landed (one for a squash merge). */
  commits: Map<number, string[]>;
  /** PR number → its normalised title (squash subject without `(#N)`, or the merge's PR title line). */
  title(n: number): string | undefined;
  /** Upstream commit → its PR number. */
  numberOf: Map<string, number>;
  /** Numbers that end more than one squash subject: refused. */
  ambiguous: Map<number, string[]>;
}

const SQUASH = /\(#(\d{1,7})\)\s*$/;
const MERGE = /^Merge pull request #(\d{1,7}) from /;

/** While building: titles as written. Normalised on first use: few PR numbers are ever looked up by title. */
interface Building extends Omit<PrIndex, 'title'> {
  titles: Map<number, string>;
}

export function buildPrIndex(upstream: readonly CommitRecord[]): PrIndex {
  const index: Building = { commits: new Map(), titles: new Map(), numberOf: new Map(), ambiguous: new Map() };
  // Built at the first PR merge only: a linear upstream (squash merges: Triton, LLVM) needs neither.
  let graph: { bySha: Map<string, CommitRecord>; chain: Set<string> } | undefined;
  const claimed = new Set<string>();
  for (const c of upstream) {
    const subject = subjectOf(c.message);
    if (c.parents.length > 1) {
      const m = MERGE.exec(subject);
      if (!m) continue;
      const n = Number(m[1]);
      graph ??= { bySha: new Map(upstream.map((u) => [u.sha, u])), chain: firstParents(upstream) };
      const shas = sideCommits(c, graph.bySha, graph.chain, claimed);
      if (!shas.length) continue;
      add(index, n, shas, c.message.split('\n').find((l, i) => i > 0 && l.trim()) ?? '');
      continue;
    }
    const m = SQUASH.exec(subject);
    if (m) add(index, Number(m[1]), [c.sha], subject);
  }
  for (const n of index.ambiguous.keys()) index.commits.delete(n);
  for (const [n, shas] of index.commits) for (const s of shas) index.numberOf.set(s, n);
  const { titles, ...rest } = index;
  const normalised = new Map<number, string>();
  return {
    ...rest,
    title(n) {
      let t = normalised.get(n);
      if (t === undefined) {
        const raw = titles.get(n);
        if (raw === undefined) return undefined;
        t = normalizeSubject(raw);
        normalised.set(n, t);
      }
      return t;
    },
  };
}

function add(index: Building, n: number, shas: string[], title: string): void {
  const prior = index.commits.get(n) ?? index.ambiguous.get(n);
  if (prior) {
    index.ambiguous.set(n, [...prior, ...shas]);
    return;
  }
  index.commits.set(n, shas);
  index.titles.set(n, title);
}

/** The first-parent chain from the newest commit, within the given commits. */
function firstParents(upstream: readonly CommitRecord[]): Set<string> {
  const bySha = new Map(upstream.map((c) => [c.sha, c]));
  const chain = new Set<string>();
  let c: CommitRecord | undefined = upstream[upstream.length - 1];
  while (c && !chain.has(c.sha)) {
    chain.add(c.sha);
    c = c.parents[0] ? bySha.get(c.parents[0]) : undefined;
  }
  return chain;
}

/** Non-merge commits reachable from the merge's second parent and not on the first-parent chain or in an earlier PR. */
function sideCommits(
  merge: CommitRecord,
  bySha: ReadonlyMap<string, CommitRecord>,
  chain: ReadonlySet<string>,
  claimed: Set<string>,
): string[] {
  const out: string[] = [];
  const stack = merge.parents.slice(1);
  while (stack.length) {
    const sha = stack.pop()!;
    const c = bySha.get(sha);
    if (!c || chain.has(sha) || claimed.has(sha)) continue;
    claimed.add(sha);
    if (c.parents.length <= 1) out.push(sha);
    stack.push(...c.parents);
  }
  return out;
}
