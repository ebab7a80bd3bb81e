import { appendFile } from 'node:fs/promises';
import { ConfigurationError } from '../shared/errors.js';

/**
 * What the workflow-side commands leave for later steps: `name=value` lines in $GITHUB_OUTPUT (`--github-output`)
 * and markdown in $GITHUB_STEP_SUMMARY (`--summary-file`). Nothing happens without a file.
 */

/** Values must be single lines (JSON, numbers, SHAs): a line break would let a value set other outputs. */
export async function appendOutputs(file: string | undefined, values: Record<string, string>): Promise<void> {
  if (!file) return;
  const text = Object.entries(values)
    .map(([k, v]) => {
      if (/[\r\n]/.test(v)) throw new ConfigurationError(`output ${k} must be a single line`);
      return `${k}=${v}\n`;
    })
    .join('');
  await appendFile(file, text);
}

export async function appendSummary(file: string | undefined, markdown: string): Promise<void> {
  if (file) await appendFile(file, `${markdown}\n`);
}
