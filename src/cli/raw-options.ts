import { kebabCase } from '../shared/options-face.js';

/**
 * The CLI's side of a feature's options: commander's parsed flags (camelCase of each flag) under the option keys,
 * the flag the kebab-case of the key unless `flags` renames it (`trailers` ← `--trailer`). Nothing else: the
 * feature's options parser holds the schema, the defaults and the rules.
 */
export function rawFromFlags<K extends string>(
  parsed: Record<string, unknown>,
  keys: readonly K[],
  flags: Readonly<Partial<Record<K, string>>> = {} as Partial<Record<K, string>>,
): Partial<Record<K, unknown>> {
  const raw: Partial<Record<K, unknown>> = {};
  for (const key of keys) {
    const flag = flags[key] ?? kebabCase(key);
    const value = parsed[flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())];
    if (value !== undefined) raw[key] = value;
  }
  return raw;
}
