import type { z } from 'zod';
import { cliOptionFace, facePath, parseRawOptions, type OptionFace } from '../shared/options-face.js';
import type { CliContext } from './context.js';

export interface ParsedFlags<T> {
  flags: T;
  /** The command's face: `optionError(face, key, …)` names the flag (`green-ref --newest: …`). */
  face: OptionFace;
}

/**
 * The options mechanism of a CLI-only command (one face, so its schema lives beside the command): commander's parsed
 * flags (camelCase keys) through the same OptionFace as every feature, so an error names the flag the user typed
 * (`green-ref --context-prefix: …`), never an internal key. The keys in `paths` (text or lists of text) come back
 * absolute under the one path rule: relative to the directory the command was typed in.
 */
export function parseFlags<S extends z.ZodType>(
  command: string,
  schema: S,
  raw: Record<string, unknown>,
  ctx: Pick<CliContext, 'cwd'>,
  options: { paths?: readonly string[]; flags?: Readonly<Record<string, string>> } = {},
): ParsedFlags<z.output<S>> {
  const face = cliOptionFace(command, options.flags, ctx.cwd);
  const flags = parseRawOptions(schema, raw, face) as Record<string, unknown>;
  for (const key of options.paths ?? []) {
    const value = flags[key];
    if (typeof value === 'string') flags[key] = facePath(face, value);
    else if (Array.isArray(value))
      flags[key] = value.map((v: unknown) => (typeof v === 'string' ? facePath(face, v) : v));
  }
  return { flags: flags as z.output<S>, face };
}
