import { neutralizeWorkflowCommands } from '../domain/neutralize.js';

/** An action's `json` output stays under this, so that GITHUB_OUTPUT is not crowded; the whole result is a file. */
export const MAX_JSON_OUTPUT = 512 * 1024;

/**
 * The `json` output of an action: the value whole, or `trim(value)` (the part a later step needs) when the whole
 * would pass MAX_JSON_OUTPUT; the action's json-file output has it whole.
 * Escaped as the CLI's JSON is, so a later step that echoes the output cannot print a workflow command.
 */
export function outputJson<T>(value: T, trim?: (value: T) => unknown): string {
  let text = JSON.stringify(value);
  if (text.length > MAX_JSON_OUTPUT && trim) text = JSON.stringify(trim(value));
  return neutralizeWorkflowCommands(text, { json: true });
}
