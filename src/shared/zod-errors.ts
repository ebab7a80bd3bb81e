import type { z } from 'zod';
import { ConfigurationError } from './errors.js';

/** `entries[3].disposition: expected one of …` — names the key and what was expected. */
export function describeZodIssues(error: z.ZodError, limit = 5): string {
  const lines = error.issues.slice(0, limit).map((issue) => {
    const where = issue.path.length ? formatPath(issue.path) : '(top level)';
    return `${where}: ${issue.message}`;
  });
  if (error.issues.length > limit) lines.push(`… and ${error.issues.length - limit} more`);
  return lines.join('; ');
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

/** Parses `value` with `schema` or throws a ConfigurationError that names `source` and each bad key. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, source: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ConfigurationError(`${source}: ${describeZodIssues(result.error)}`);
  return result.data;
}
