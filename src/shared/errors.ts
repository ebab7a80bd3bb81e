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

/**
 * A service the run depends on (the GitHub API, a remote) kept failing after retries: nothing for the user to fix
 * in their input, nothing wrong in our code either. Reported in one line; the CLI exits 4 so a scheduler can retry.
 */
export class ServiceUnavailableError extends Error {
  override readonly name: string = 'ServiceUnavailableError';
}

/**
 * An error from a lower layer that knows it describes a problem the user can fix (a git failure whose stderr matched
 * known advice: a missing object in a partial clone, a shallow clone…), wherever it escapes from.
 */
export interface UserFixable {
  userError(): ConfigurationError | undefined;
}

/**
 * The user-facing form of `error`, if it has one: a ConfigurationError itself, or what a `UserFixable` error says.
 * The CLI and the actions report such errors in one line without a stack, whichever layer threw them.
 */
export function asConfigurationError(error: unknown): ConfigurationError | undefined {
  if (error instanceof ConfigurationError) return error;
  const fixable = error as Partial<UserFixable> | null;
  return typeof fixable?.userError === 'function' ? fixable.userError() : undefined;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
