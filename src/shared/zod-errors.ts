import type { z } from 'zod';
import { didYouMean } from './did-you-mean.js';
import { ConfigurationError } from './errors.js';
import { ONE_SHOT_PARSE } from './one-shot-parse.js';

/**
 * `entries[3].disposition: expected one of …` — names the key and what was expected. With the schema, an unknown key
 * gets the closest known key at its place (`unknown key 'ledgr' (did you mean 'ledger'?)`).
 */
export function describeZodIssues(error: z.ZodError, limit = 5, schema?: z.ZodType): string {
  const lines = error.issues.slice(0, limit).map((issue) => {
    if (issue.code === 'unrecognized_keys') return unknownKeys(issue.path, issue.keys, schema);
    const where = issue.path.length ? formatPath(issue.path) : '(top level)';
    return `${where}: ${issue.message}`;
  });
  if (error.issues.length > limit) lines.push(`… and ${error.issues.length - limit} more`);
  return lines.join('; ');
}

function unknownKeys(path: readonly PropertyKey[], keys: readonly string[], schema: z.ZodType | undefined): string {
  const known = schema ? keysAt(schema, path) : [];
  const named = keys
    .slice(0, 5)
    .map((k) => `'${k}'${didYouMean(k, known, (n) => `'${n}'`)}`)
    .join(', ');
  const where = path.length ? `${formatPath(path)}: ` : '';
  return `${where}unknown key${keys.length > 1 ? 's' : ''} ${named}`;
}

/** The keys an object schema allows at `path` (through optional, default, pipe, array and record wrappers). */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let node: unknown = schema;
  const steps = [...path];
  for (let guard = 0; node && guard < 100; guard++) {
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return [];
    const type = def['type'];
    if (type === 'object') {
      const shape = def['shape'] as Record<string, unknown>;
      if (!steps.length) return Object.keys(shape);
      node = shape[String(steps.shift())];
    } else if (type === 'array') {
      steps.shift();
      node = def['element'];
    } else if (type === 'record') {
      steps.shift();
      node = def['valueType'];
    } else if (type === 'pipe') node = def['in'];
    else if ('innerType' in def) node = def['innerType'];
    else return [];
  }
  return [];
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

/** Parses `value` with `schema` or throws a ConfigurationError that names `source` and each bad key. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, source: string): z.output<S> {
  const result = schema.safeParse(value, ONE_SHOT_PARSE);
  if (!result.success) throw new ConfigurationError(`${source}: ${describeZodIssues(result.error, 5, schema)}`);
  return result.data;
}
