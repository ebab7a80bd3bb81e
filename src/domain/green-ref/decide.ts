/**
 * Where the green ref (the newest trunk commit whose required tiers all passed) goes when a commit passes. It only
 * moves forward along history: an older pass arriving late (runs finish out of order) never pulls it back.
 */
export type GreenMove =
  | { action: 'create' }
  | { action: 'advance' }
  | { action: 'unchanged' }
  /** The candidate is older than the green commit: another run already moved it further. */
  | { action: 'keep-newer' }
  /** The green commit is no longer on trunk (trunk was rewritten) and the candidate is: start over from it. */
  | { action: 'reset' }
  /** Neither descends from the other and nothing says trunk moved away: leave it and say so. */
  | { action: 'keep-diverged' };

export interface GreenFacts {
  current: string | undefined;
  candidate: string;
  /** current is an ancestor of candidate. */
  currentBeforeCandidate: boolean;
  /** candidate is an ancestor of current. */
  candidateBeforeCurrent: boolean;
  /** Both on the trunk ref, when one was given. */
  currentOnTrunk?: boolean;
  candidateOnTrunk?: boolean;
}

export function decideGreenMove(facts: GreenFacts): GreenMove {
  if (!facts.current) return { action: 'create' };
  if (facts.current === facts.candidate) return { action: 'unchanged' };
  if (facts.currentBeforeCandidate) return { action: 'advance' };
  if (facts.candidateBeforeCurrent) return { action: 'keep-newer' };
  if (facts.currentOnTrunk === false && facts.candidateOnTrunk === true) return { action: 'reset' };
  return { action: 'keep-diverged' };
}
