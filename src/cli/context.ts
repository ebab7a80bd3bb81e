import type { Logger } from '../shared/logger.js';

/** What a CLI command may touch besides its adapters: output streams and the logger. */
export interface CliContext {
  stdout(text: string): void;
  logger: Logger;
  /** Set by a command to the process exit code; 0 when left alone. */
  exitCode: number;
}

/**
 * Exit codes: 0 success, 1 a negative verdict (regression, failed tier, conflict), 2 a user error, 3 a bug,
 * 4 a service (the GitHub API) unavailable after retries.
 */
export const EXIT = { ok: 0, verdict: 1, usage: 2, internal: 3, unavailable: 4 } as const;

export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
