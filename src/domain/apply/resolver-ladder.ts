import type { GuardVerdict, ResolutionAttempt, ResolverRung } from '../../schemas/apply-result.js';

/**
 * The resolver ladder of `--on-conflict resolve`: the rungs, the most each may earn, and which attempt a conflicted
 * commit ends with. Measured on a real fork's own conflicting picks (issue 32): an exact rerere replay of the same
 * pick and the fork's own modify/delete decision were never wrong, so they may land unattended; replaying one side's
 * change onto the other's file is right on about half of its clean outputs, so it only ever proposes (review).
 */
export const RESOLVER_RUNGS: readonly ResolverRung[] = ['rerere', 'fork-decision', 'replay', 'agent'];

/** The best verdict a rung may earn, whatever the guards say. */
export const RUNG_MAX_VERDICT: Readonly<Record<ResolverRung, GuardVerdict>> = {
  rerere: 'accept',
  'fork-decision': 'accept',
  replay: 'review',
  agent: 'accept',
};

const RANK: Record<GuardVerdict, number> = { accept: 0, review: 1, reject: 2 };

/** The guards' verdict, never better than the rung's maximum (the config's `resolvers.<rung>.maxVerdict` first). */
export function capVerdict(
  rung: ResolverRung,
  verdict: GuardVerdict,
  limits: Partial<Record<ResolverRung, GuardVerdict>> = {},
): GuardVerdict {
  const max = limits[rung] ?? RUNG_MAX_VERDICT[rung];
  return RANK[verdict] >= RANK[max] ? verdict : max;
}

/**
 * `--resolvers rerere,fork-decision,replay,agent`: known rungs, each once. rerere replays during the pick itself (git
 * applies a recorded resolution while it stops), so it can only come first. Returns the rungs or why not.
 */
export function parseResolvers(value: string | readonly string[]): ResolverRung[] | string {
  const list = (typeof value === 'string' ? value.split(/[\s,]+/) : value.flatMap((v) => v.split(/[\s,]+/)))
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) return `expected a comma-separated list of ${RESOLVER_RUNGS.join(', ')}`;
  const unknown = list.find((r) => !RESOLVER_RUNGS.includes(r as ResolverRung));
  if (unknown !== undefined)
    return `unknown resolver '${unknown.slice(0, 40)}': expected some of ${RESOLVER_RUNGS.join(', ')}`;
  const twice = list.find((r, i) => list.indexOf(r) !== i);
  if (twice !== undefined) return `'${twice}' is listed twice`;
  if (list.includes('rerere') && list[0] !== 'rerere')
    return 'rerere replays a recorded resolution during the pick itself, so it must come first';
  return list as ResolverRung[];
}

/** The default ladder: every deterministic rung, then the agent when one is configured. */
export function defaultResolvers(hasAgent: boolean): ResolverRung[] {
  return RESOLVER_RUNGS.filter((r) => r !== 'agent' || hasAgent);
}

/**
 * The attempt a commit ends with: the first one the guards accept (the ladder stopped there); else the last proposal
 * that needs review (the latest rung ran with the earlier proposals in hand); else none (every proposal rejected).
 */
export function chosenAttempt(attempts: readonly Pick<ResolutionAttempt, 'verdict'>[]): number | undefined {
  const accepted = attempts.findIndex((a) => a.verdict === 'accept');
  if (accepted >= 0) return accepted;
  for (let i = attempts.length - 1; i >= 0; i--) if (attempts[i]!.verdict === 'review') return i;
  return undefined;
}

/** One line per attempt for logs and the PR body: `replay: review (one-sided: …)`. */
export function attemptLine(a: ResolutionAttempt): string {
  if (a.outcome !== 'proposed') return `${a.rung}: ${a.outcome} (${a.reason})`;
  const capped = a.verdict !== a.guardVerdict ? ` (guards: ${a.guardVerdict}; ${a.rung} proposes at most review)` : '';
  const why = a.evidence.length ? `: ${a.evidence.slice(0, 2).join('; ')}` : '';
  return `${a.rung}: ${a.verdict}${capped}${why}`;
}
