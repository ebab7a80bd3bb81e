/** An upstream commit's CI result as the upstream repository reports it (check runs and commit statuses combined). */
export type UpstreamCiState = 'success' | 'failure' | 'pending' | 'none';

/**
 * Where the planner reads upstream CI from. The seed system lands commits out of order only when they pass upstream
 * and fork CI: commits whose upstream CI failed or is still running are held.
 */
export interface UpstreamCiSource {
  state(sha: string): Promise<UpstreamCiState>;
}

/** The hold reason for a CI state, or undefined when the commit may be planned. */
export function ciHoldReason(state: UpstreamCiState): string | undefined {
  if (state === 'failure') return 'upstream CI failed on this commit';
  if (state === 'pending') return 'upstream CI has not finished on this commit';
  return undefined;
}
