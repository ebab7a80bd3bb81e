import type { HeldCommit } from '../../schemas/plan.js';
import { type DependencyEdge } from './dependencies.js';
import { short } from '../../shared/short-sha.js';

export type HoldKind = HeldCommit['kind'];

export interface Hold {
  kind: HoldKind;
  reason: string;
}

export interface LedgerState {
  sha: string;
  ledger?: { disposition: string; reason: string; blockedBy?: string };
}

/**
 * Ledger holds: `defer` without `blockedBy` holds the commit; with `blockedBy`, until the blocker is reached (in the
 * fork by ancestry, provenance or patch-id, or declared wont-port/skip). `blockerReached` answers for a blocker.
 */
export function ledgerHolds(
  backlog: readonly LedgerState[],
  blockerReached: (ref: string) => boolean | undefined,
): Map<string, Hold> {
  const holds = new Map<string, Hold>();
  for (const c of backlog) {
    const entry = c.ledger;
    if (!entry || entry.disposition !== 'defer') continue;
    if (!entry.blockedBy) {
      holds.set(c.sha, { kind: 'ledger-defer', reason: `deferred in the ledger: ${entry.reason}` });
      continue;
    }
    const reached = blockerReached(entry.blockedBy);
    if (reached) continue;
    const what = reached === undefined ? 'which is not a known commit' : 'which is not reached yet';
    holds.set(c.sha, {
      kind: 'blocked-by',
      reason: `deferred in the ledger until ${short(entry.blockedBy)} lands (${what}): ${entry.reason}`,
    });
  }
  return holds;
}

/** Declared edges: a deferred commit waits for its blocker when the blocker is itself pending. */
export function declaredEdges(backlog: readonly LedgerState[], pending: ReadonlySet<string>): DependencyEdge[] {
  return backlog.flatMap((c) =>
    c.ledger?.disposition === 'defer' && c.ledger.blockedBy && pending.has(c.ledger.blockedBy)
      ? [
          {
            from: c.sha,
            to: c.ledger.blockedBy,
            kind: 'declared' as const,
            reason: `declared: the ledger defers it until ${short(c.ledger.blockedBy)} lands`,
          },
        ]
      : [],
  );
}

/**
 * A commit that depends on a held commit is held too (it cannot land without it), in upstream order so that holds
 * travel down whole chains. Empty picks are not holds in this sense: their content is already in the fork.
 */
export function propagateHolds(
  order: readonly string[],
  edges: readonly DependencyEdge[],
  holds: ReadonlyMap<string, Hold>,
): Map<string, Hold> {
  const out = new Map(holds);
  const deps = new Map<string, DependencyEdge[]>();
  for (const e of edges) {
    const list = deps.get(e.from);
    if (list) list.push(e);
    else deps.set(e.from, [e]);
  }
  for (const sha of order) {
    if (out.has(sha)) continue;
    const blocking = (deps.get(sha) ?? []).find((e) => {
      const h = out.get(e.to);
      return h !== undefined && h.kind !== 'empty';
    });
    if (blocking) {
      const held = out.get(blocking.to)!;
      out.set(sha, {
        kind: 'depends-on-held',
        reason: `depends on ${short(blocking.to)}, which is held (${held.kind}); ${blocking.reason}`,
      });
    }
  }
  return out;
}
