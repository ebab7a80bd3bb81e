import { createHash } from 'node:crypto';
import type { BundleKind } from '../../schemas/plan.js';
import type { DependencyEdge } from './dependencies.js';

export interface BundlingInput {
  /** Commits to bundle (nothing held), in upstream order. */
  order: readonly string[];
  /** Edges among those commits (`from` lands after `to`). */
  edges: readonly DependencyEdge[];
  /** Pairs that travel in one bundle (a revert and its target, a reland and its revert). */
  together: ReadonlyArray<readonly [string, string]>;
  /** Commits that start a lane of their own; toolchain wins when a commit is both. */
  risky: ReadonlySet<string>;
  toolchain: ReadonlySet<string>;
  maxBundleSize: number;
}

export interface FormedBundle {
  id: string;
  kind: BundleKind;
  /** In apply (upstream) order. */
  commits: string[];
  /** The risky or toolchain commit the bundle starts from; absent for low-risk bundles. */
  seed?: string;
  dependsOn: string[];
}

/** Stable bundle id: the first 12 hex digits of SHA-256 over the member SHAs in apply order. */
export function bundleId(commits: readonly string[]): string {
  return createHash('sha256').update(commits.join('\n')).digest('hex').slice(0, 12);
}

const KIND_RANK: Record<BundleKind, number> = { 'low-risk': 0, toolchain: 1, 'risky-chain': 2 };

/**
 * Groups commits into bundles and orders them:
 * - units: commits that must travel together (revert pairs, and any cycle that pairing creates) are one unit;
 * - a unit is a seed when it holds a risky or toolchain commit; a seed with no seed among its ancestors is a root;
 *   every unit below a root joins the lane of the latest root among its ancestors, so a risky commit's dependents
 *   (risky or not) follow it in its chain, and a commit below two independent roots joins the later root's chain,
 *   which then depends on the earlier chain (lanes only ever depend on earlier lanes: no cycles);
 * - a chain holding a toolchain commit is a toolchain bundle;
 * - units with no seed among their ancestors are low-risk, cut into bundles of at most maxBundleSize in dependency
 *   order;
 * - bundles are ordered low-risk first, then toolchain, then risky chains, never before a bundle they depend on.
 */
export function formBundles(input: BundlingInput): FormedBundle[] {
  const index = new Map(input.order.map((s, i) => [s, i]));
  const edges = input.edges.filter((e) => index.has(e.from) && index.has(e.to) && e.from !== e.to);
  const units = buildUnits(input.order, edges, input.together, index);
  const unitOrder = topoOrder(units.count, units.deps, (u) => units.minIndex[u]!);

  const rank = new Map(unitOrder.map((u, r) => [u, r]));
  const seedKind = (u: number): BundleKind | undefined => {
    const members = units.members[u]!;
    if (members.some((s) => input.toolchain.has(s))) return 'toolchain';
    if (members.some((s) => input.risky.has(s))) return 'risky-chain';
    return undefined;
  };
  // A unit's lane is the latest root seed among its ancestors (itself when it is a seed with no seed above it).
  const lane = new Map<number, number>();
  for (const u of unitOrder) {
    let best: number | undefined;
    for (const d of units.deps[u]!) {
      const l = lane.get(d);
      if (l !== undefined && (best === undefined || rank.get(l)! > rank.get(best)!)) best = l;
    }
    if (best !== undefined) lane.set(u, best);
    else if (seedKind(u)) lane.set(u, u);
  }

  const groups: Array<{ kind: BundleKind; units: number[]; seed?: number }> = [];
  const bySeed = new Map<number, (typeof groups)[number]>();
  let low: (typeof groups)[number] | undefined;
  let lowSize = 0;
  for (const u of unitOrder) {
    const seed = lane.get(u);
    if (seed !== undefined) {
      let g = bySeed.get(seed);
      if (!g) {
        g = { kind: seedKind(seed)!, units: [], seed };
        bySeed.set(seed, g);
        groups.push(g);
      }
      // A chain that carries a toolchain change goes to the toolchain lane wherever it started.
      if (seedKind(u) === 'toolchain') g.kind = 'toolchain';
      g.units.push(u);
      continue;
    }
    const size = units.members[u]!.length;
    if (!low || (lowSize > 0 && lowSize + size > input.maxBundleSize)) {
      low = { kind: 'low-risk', units: [] };
      lowSize = 0;
      groups.push(low);
    }
    low.units.push(u);
    lowSize += size;
  }

  const bundleOf = new Map<string, number>();
  const formed = groups.map((g, gi) => {
    const commits = g.units.flatMap((u) => units.members[u]!).sort((a, b) => index.get(a)! - index.get(b)!);
    for (const s of commits) bundleOf.set(s, gi);
    const seedCommit =
      g.seed === undefined
        ? undefined
        : units.members[g.seed]!.find((s) => input.toolchain.has(s) || input.risky.has(s));
    return { kind: g.kind, commits, seed: seedCommit, id: bundleId(commits), deps: new Set<number>() };
  });
  for (const e of edges) {
    const a = bundleOf.get(e.from)!;
    const b = bundleOf.get(e.to)!;
    if (a !== b) formed[a]!.deps.add(b);
  }
  const order = topoOrder(
    formed.length,
    formed.map((f) => [...f.deps]),
    (b) => KIND_RANK[formed[b]!.kind] * input.order.length + index.get(formed[b]!.commits[0]!)!,
  );
  return order.map((b) => {
    const f = formed[b]!;
    return {
      id: f.id,
      kind: f.kind,
      commits: f.commits,
      ...(f.seed ? { seed: f.seed } : {}),
      dependsOn: [...f.deps].sort((x, y) => order.indexOf(x) - order.indexOf(y)).map((d) => formed[d]!.id),
    };
  });
}

interface Units {
  count: number;
  members: string[][];
  deps: number[][];
  minIndex: number[];
}

/** Merges travel-together pairs, then every strongly connected component the merge creates, into units. */
function buildUnits(
  order: readonly string[],
  edges: readonly DependencyEdge[],
  together: ReadonlyArray<readonly [string, string]>,
  index: ReadonlyMap<string, number>,
): Units {
  const parent = order.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (const [a, b] of together) {
    const ia = index.get(a);
    const ib = index.get(b);
    if (ia !== undefined && ib !== undefined) union(ia, ib);
  }
  for (;;) {
    const roots = [...new Set(order.map((_, i) => find(i)))];
    const adj = new Map<number, Set<number>>(roots.map((r) => [r, new Set()]));
    for (const e of edges) {
      const a = find(index.get(e.from)!);
      const b = find(index.get(e.to)!);
      if (a !== b) adj.get(a)!.add(b);
    }
    const sccs = stronglyConnected(roots, adj).filter((c) => c.length > 1);
    if (!sccs.length) {
      const unitOf = new Map(roots.map((r, u) => [r, u]));
      const members: string[][] = roots.map(() => []);
      order.forEach((s, i) => members[unitOf.get(find(i))!]!.push(s));
      const deps = roots.map((r) => [...adj.get(r)!].map((d) => unitOf.get(d)!));
      return { count: roots.length, members, deps, minIndex: members.map((m) => index.get(m[0]!)!) };
    }
    for (const c of sccs) for (const r of c.slice(1)) union(c[0]!, r);
  }
}

/** Tarjan's algorithm, iterative (histories are long). */
function stronglyConnected(nodes: readonly number[], adj: ReadonlyMap<number, ReadonlySet<number>>): number[][] {
  const idx = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const out: number[][] = [];
  let counter = 0;
  for (const start of nodes) {
    if (idx.has(start)) continue;
    const work: Array<{ node: number; it: Iterator<number> }> = [];
    const visit = (n: number) => {
      idx.set(n, counter);
      low.set(n, counter++);
      stack.push(n);
      onStack.add(n);
      work.push({ node: n, it: adj.get(n)![Symbol.iterator]() });
    };
    visit(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const next = top.it.next();
      if (!next.done) {
        const m = next.value;
        if (!idx.has(m)) visit(m);
        else if (onStack.has(m)) low.set(top.node, Math.min(low.get(top.node)!, idx.get(m)!));
        continue;
      }
      work.pop();
      const parentFrame = work[work.length - 1];
      if (parentFrame) low.set(parentFrame.node, Math.min(low.get(parentFrame.node)!, low.get(top.node)!));
      if (low.get(top.node) === idx.get(top.node)) {
        const comp: number[] = [];
        let m: number;
        do {
          m = stack.pop()!;
          onStack.delete(m);
          comp.push(m);
        } while (m !== top.node);
        out.push(comp);
      }
    }
  }
  return out;
}

/**
 * Kahn's algorithm over `deps` (node → nodes that must come first), taking the ready node with the smallest key.
 * Throws on a cycle: callers build acyclic graphs, so one is a bug.
 */
export function topoOrder(count: number, deps: ReadonlyArray<readonly number[]>, key: (n: number) => number): number[] {
  const remaining = deps.map((d) => new Set(d).size);
  const dependents: number[][] = Array.from({ length: count }, () => []);
  deps.forEach((d, n) => {
    for (const m of new Set(d)) dependents[m]!.push(n);
  });
  const heap = new MinHeap<number>((a, b) => key(a) - key(b) || a - b);
  for (let n = 0; n < count; n++) if (remaining[n] === 0) heap.push(n);
  const out: number[] = [];
  while (heap.size) {
    const n = heap.pop()!;
    out.push(n);
    for (const m of dependents[n]!) if (--remaining[m]! === 0) heap.push(m);
  }
  if (out.length !== count) throw new Error(`dependency cycle among ${count - out.length} bundles or commits`);
  return out;
}

class MinHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => number) {}
  get size(): number {
    return this.items.length;
  }
  push(item: T): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.less(a[i]!, a[p]!) >= 0) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }
  pop(): T | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length && last !== undefined) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l]!, a[m]!) < 0) m = l;
        if (r < a.length && this.less(a[r]!, a[m]!) < 0) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}
