import { bodyTemplateProblem } from '../../domain/report/pr-body-template.js';
import { ConfigurationError } from '../../shared/errors.js';
import { readBoundedFileSync } from './user-file.js';

const MAX_TEMPLATE = 32 * 1024;

/**
 * A PR body template given inline, or as `@path` (a file, like curl's `@file`), checked before anything is applied:
 * an unknown placeholder or a missing file is a one-line error naming `source` (`input 'pr-body-template'`).
 */
export function readBodyTemplate(value: string, source: string): string {
  let text = value;
  if (value.startsWith('@')) {
    const path = value.slice(1).trim();
    try {
      // A FIFO or a device here would block the synchronous read forever: regular files only, bounded.
      text = readBoundedFileSync(path, source, 'it', MAX_TEMPLATE * 4).toString('utf8');
    } catch (error) {
      const message = (error as Error).message;
      if (/larger than/.test(message))
        throw new ConfigurationError(`${source}: longer than ${MAX_TEMPLATE} characters`);
      const why = /\(([^()]*)\)$/.exec(message)?.[1] ?? 'error';
      throw new ConfigurationError(`${source}: cannot read ${path} (${why})`);
    }
  }
  if (text.length > MAX_TEMPLATE) throw new ConfigurationError(`${source}: longer than ${MAX_TEMPLATE} characters`);
  const problem = bodyTemplateProblem(text);
  if (problem) throw new ConfigurationError(`${source}: ${problem}`);
  return text;
}
