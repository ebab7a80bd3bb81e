import { dirname, isAbsolute, resolve } from 'node:path';
import type { z } from 'zod';
import { ConfigurationError } from './errors.js';
import { ONE_SHOT_PARSE } from './one-shot-parse.js';

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
  const result = schema.safeParse(raw, ONE_SHOT_PARSE);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const key = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  if (!key) throw new ConfigurationError(`options: ${issue.message}`);
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[key] : undefined;
  throw badOption(face, key, value, issue.message);
}

/** The error of a bad value under `key`: the face's words, the message, and (an action) the value given. */
function badOption(face: OptionFace, key: string, value: unknown, message: string): ConfigurationError {
  return new ConfigurationError(`${face.where(key)}: ${message}${face.got?.(value) ?? ''}`);
}

/** What an option rule (parseOptionRules) returns for a bad value: the sentence after the option's name. */
export class OptionIssue {
  constructor(readonly message: string) {}
}

/** One option's rule: the raw value (undefined when absent) → the option's value, or an OptionIssue. */
export type OptionRule<T = unknown> = (value: unknown) => T | OptionIssue;

export type OptionRulesOutput<R extends Record<string, OptionRule>> = {
  [K in keyof R]: Exclude<ReturnType<R[K]>, OptionIssue>;
};

/**
 * parseRawOptions for options written as rules (plain functions) rather than a zod schema: a module on a cold
 * path that must not load zod (compare-bench, the gate of every PR) keeps the same mechanism, the same faces and the
 * same one-line errors. The keys are checked in the rules' order, as a zod object checks its shape's, and the first
 * bad one is the error; keys without a rule are dropped, as a zod object drops them.
 */
export function parseOptionRules<R extends Record<string, OptionRule>>(
  rules: R,
  raw: unknown,
  face: OptionFace,
): OptionRulesOutput<R> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new ConfigurationError(`options: Invalid input: expected object, received ${receivedType(raw)}`);
  const given = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(rules)) {
    const value = rules[key]!(given[key]);
    if (value instanceof OptionIssue) throw badOption(face, key, given[key], value.message);
    out[key] = value;
  }
  return out as OptionRulesOutput<R>;
}

/**
 * A value's type as zod's messages name it (`expected string, received number`), for rules that say the same:
 * `NaN` and `Infinity` by value, an object by its class unless it is a plain one.
 */
export function receivedType(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object' && Object.getPrototypeOf(value) !== Object.prototype && 'constructor' in value) {
    const made = (value as { constructor?: { name?: string } }).constructor;
    if (made) return String(made.name);
  }
  return typeof value;
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
