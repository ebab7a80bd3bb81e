import { dirname, isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigurationError } from './errors.js';

/**
 * What a feature's options parser knows of the face that fed it: how it spells an option, and where a relative path
 * it was given starts. The raw options object has camelCase keys; a face says how a key reads to its user
 * (`--pr-label` on the CLI, `input 'pr-labels'` on the action), so one rule gives one message, in each face's own
 * words.
 *
 * The one path rule: a relative path resolves against the face's `base` — the working directory for a flag typed on
 * the CLI, the workspace (GITHUB_WORKSPACE) for an action input, the caller's own directory for code. A path written
 * in a config file resolves against that file's folder (`inFolderOf`).
 */
export interface OptionFace {
  /** The absolute directory a relative path given through this face resolves against. */
  base: string;
  /** How this face names the option under `key` (camelCase) in a sentence: `--allow-path`, `'allow-paths'`. */
  name(key: string): string;
  /** What an error about the option starts with: `apply --allow-path`, `input 'allow-paths'`. */
  where(key: string): string;
  /** Appended to a bad value's message (the action: ` (got '…')`, as every action input error reads). */
  got?(raw: unknown): string;
}

export function kebabCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * The CLI's spelling: `<command> --<flag>`, the flag the kebab-case of the key unless `flags` renames it. Relative
 * paths start in `cwd` (the directory the command was typed in).
 */
export function cliOptionFace(
  command: string,
  flags: Readonly<Record<string, string>> = {},
  cwd: string = process.cwd(),
): OptionFace {
  const flag = (key: string) => `--${flags[key] ?? kebabCase(key)}`;
  return { base: resolve(cwd), name: flag, where: (key) => `${command} ${flag(key)}` };
}

/**
 * An action's spelling: `input '<name>'`, the name the kebab-case of the key unless `names` renames it. Relative
 * paths start in the workspace (`GITHUB_WORKSPACE` of `env`; the working directory when it is unset, as a runner
 * starts a step there anyway).
 */
export function actionOptionFace(
  names: Readonly<Record<string, string>> = {},
  env: Readonly<Record<string, string | undefined>> = process.env,
): OptionFace {
  return {
    base: resolve(env['GITHUB_WORKSPACE']?.trim() || process.cwd()),
    name: (key) => `'${names[key] ?? kebabCase(key)}'`,
    where: (key) => `input '${names[key] ?? kebabCase(key)}'`,
    got: (raw) =>
      typeof raw === 'string' || Array.isArray(raw) ? ` (got '${[raw].flat().join(',').slice(0, 100)}')` : '',
  };
}

/** A caller in code (the demo, the bench): keys as they are; an error there is a bug in that caller. */
export function programOptionFace(caller: string, base: string = process.cwd()): OptionFace {
  return { base: resolve(base), name: (key) => key, where: (key) => `${caller}: ${key}` };
}

/** Parses the raw options; the first bad key becomes one ConfigurationError in the face's words. */
export function parseRawOptions<S extends z.ZodType>(schema: S, raw: unknown, face: OptionFace): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const key = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  if (!key) throw new ConfigurationError(`options: ${issue.message}`);
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[key] : undefined;
  throw new ConfigurationError(`${face.where(key)}: ${issue.message}${face.got?.(value) ?? ''}`);
}

/** A user-fixable problem with the option under `key`, named the face's way (the sentence may name others). */
export function optionError(face: OptionFace, key: string, message: string): ConfigurationError {
  return new ConfigurationError(`${face.where(key)}: ${message}`);
}

/** A path given through `face`, absolute: a relative one resolves against the face's base (see OptionFace). */
export function facePath(face: Pick<OptionFace, 'base'>, path: string): string {
  return isAbsolute(path) ? path : resolve(face.base, path);
}

/** A path written in the config file `file`, absolute: a relative one resolves against that file's folder. */
export function inFolderOf(file: string, path: string): string {
  return isAbsolute(path) ? path : resolve(dirname(file), path);
}

// Raw value schemas: each accepts what either face has (a CLI switch is a boolean, an input the text 'true').

/** A switch whose absence means "decide from the other options" (undefined): a boolean or its text (any case). */
export const optionalSwitch = () =>
  z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || typeof v === 'boolean') return v;
      const text = v.trim().toLowerCase();
      if (text === '') return undefined;
      if (text === 'true' || text === 'false') return text === 'true';
      ctx.addIssue({ code: 'custom', message: "expected 'true' or 'false'" });
      return z.NEVER;
    });

/** A switch: absent is `defaultValue`. */
export const switchOption = (defaultValue: boolean) => optionalSwitch().transform((v) => v ?? defaultValue);

/** A list: the CLI's repeated flag (an array) or an input's lines (one per line or comma). */
export const listOption = () =>
  z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) => (typeof v === 'string' ? v.split(/[\n,]/) : (v ?? [])).map((s) => s.trim()).filter(Boolean));

/** Text that may be absent; an empty string (an input left blank) is absent. */
export const textOption = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

/** Text that must be given. */
export const requiredText = (what: string) =>
  z.string({ message: `expected ${what}` }).refine((v) => v.trim() !== '', `expected ${what}`);

/** A whole number from 1, as text (both faces have text) or a number (the demo, the bench). */
export const countOption = (max = 999_999) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message: `expected a whole number from 1 to ${max}` });
        return z.NEVER;
      }
      return n;
    });
