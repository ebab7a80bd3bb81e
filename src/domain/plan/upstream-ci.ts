/** An upstream commit's CI result as the upstream repository reports it (check runs and commit statuses combined). */
export type UpstreamCiState = 'success' | 'failure' | 'pending' | 'none';

/**
 * Where the planner reads upstream CI from. The seed system lands commits out of order only when they pass upstream
 * and fork CI: commits whose upstream CI failed or is still running are held.
 */
export interface UpstreamCiSource {
  state(sha: string): Promise<UpstreamCiState>;
}

/** The CI states a fork may choose to plan anyway (config `upstreamCiAllow`). */
export type AllowedCiState = Extract<UpstreamCiState, 'failure' | 'pending'>;

/**
 * The hold reason for a CI state, or undefined when the commit may be planned: upstream's CI failed or is still
 * running, unless the fork's config allows that state.
 */
export function ciHoldReason(state: UpstreamCiState, allow: readonly AllowedCiState[] = []): string | undefined {
  if (state === 'failure' && !allow.includes('failure')) return 'upstream CI failed on this commit';
  if (state === 'pending' && !allow.includes('pending')) return 'upstream CI has not finished on this commit';
  return undefined;
}
