/**
 * A problem the user can fix (bad input, unknown ref, shallow clone). The CLI prints its message on one line
 * without a stack trace; the actions fail the step with it. Anything else is a bug and keeps its stack.
 */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
  constructor(
    message: string,
    readonly advice?: string,
  ) {
    super(advice ? `${message} (${advice})` : message);
  }
}

export function isConfigurationError(error: unknown): error is ConfigurationError {
  return error instanceof ConfigurationError;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
