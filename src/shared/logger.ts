/** Where progress and diagnostics go. The CLI writes to stderr, actions to @actions/core, tests record. */
export interface Logger {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
}

export const silentLogger: Logger = { info() {}, warning() {}, debug() {} };
