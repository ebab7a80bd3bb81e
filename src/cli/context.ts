import type { Logger } from '../shared/logger.js';
import type { ProgressFactory } from '../shared/progress.js';

/** What a CLI command may touch besides its adapters: output streams and the logger. */
export interface CliContext {
  stdout(text: string): void;
  logger: Logger;
  /** Set by a command to the process exit code; 0 when left alone. */
  exitCode: number;
  /** Progress of long work on stderr (bar/lines/off, decided by main); absent = silent. */
  progress?: ProgressFactory;
  /** Terminal width when stdout is a terminal: tables fit it. */
  columns?: number;
  /** Where a relative path typed on the command line starts: the working directory (one rule, every command). */
  cwd?: string;
}

/**
 * Exit codes: 0 success, 1 a negative verdict (regression, failed tier, conflict), 2 a user error, 3 a bug,
 * 4 a service (the GitHub API) unavailable after retries.
 */
export const EXIT = { ok: 0, verdict: 1, usage: 2, internal: 3, unavailable: 4 } as const;

export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
