import * as core from '@actions/core';
import { z } from 'zod';
import { neutralizeWorkflowCommands } from '../domain/neutralize.js';
import { fitMarkdown, GITHUB_LIMITS } from '../domain/report/markdown-fold.js';
import { asConfigurationError, ConfigurationError, errorMessage } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import { expandFileGlobs } from '../adapters/files/file-globs.js';

/** Everything an action entry touches of the runner, so the entries stay thin and testable. */
export interface ActionIO {
  input(name: string): string;
  setOutput(name: string, value: string): void;
  appendSummary(markdown: string): Promise<void>;
  setSecret(value: string): void;
  fail(message: string): void;
  logger: Logger;
  env: NodeJS.ProcessEnv;
}

export function coreActionIO(): ActionIO {
  return {
    input: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, value),
    appendSummary: async (markdown) => {
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      await core.summary.addRaw(summaryBudget.take(markdown), true).write();
    },
    setSecret: (value) => core.setSecret(value),
    fail: (message) => core.setFailed(message),
    // core.info writes the line as is; warnings and debug lines are command data, which core escapes.
    logger: { info: (m) => core.info(neutralizeWorkflowCommands(m)), warning: core.warning, debug: core.debug },
    env: process.env,
  };
}

/**
 * GitHub drops a step's whole job summary when it passes 1 MiB: what an action appends is cut to what is left of
 * that budget (at a line boundary, folds closed, with a note), so the summary always shows.
 */
export function summaryBudgetOf(limit: number = GITHUB_LIMITS.stepSummary - 4096): { take(markdown: string): string } {
  let used = 0;
  let cut = false;
  return {
    take(markdown) {
      if (cut) return ''; // the note of the cut says the rest is in the artifacts
      const room = Math.max(0, limit - used);
      if (markdown.length <= room) {
        used += markdown.length;
        return markdown;
      }
      cut = true;
      return room > 512 ? fitMarkdown(markdown, room) : '';
    },
  };
}
const summaryBudget = summaryBudgetOf();

type InputSpec = Record<string, z.ZodType>;

/**
 * One name per concept across the five actions; the old names keep working for one major version with a warning.
 * Keys are the current names, values the deprecated ones. A deprecated name has no `default:` in action.yml, so a
 * value under it is always the user's and wins over the new name's default.
 */
export const INPUT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  path: ['repo'],
  'upstream-repository': ['upstream-repo'],
  'upstream-ref': ['upstream'],
  token: ['github-token'],
};

/** The concept's current name and its deprecated ones, whichever of them `name` is. */
function aliasGroup(name: string): { current: string; deprecated: readonly string[] } {
  if (INPUT_ALIASES[name]) return { current: name, deprecated: INPUT_ALIASES[name] };
  for (const [current, old] of Object.entries(INPUT_ALIASES))
    if (old.includes(name)) return { current, deprecated: old };
  return { current: name, deprecated: [] };
}

/** The raw value of an input under its current or a deprecated name, and the name it came from. */
function readAliased(io: ActionIO, name: string): { raw: string; from: string } {
  const { current, deprecated } = aliasGroup(name);
  const currentRaw = io.input(current).trim();
  for (const old of deprecated) {
    const oldRaw = io.input(old).trim();
    if (oldRaw === '') continue;
    const clash = currentRaw !== '' && currentRaw !== oldRaw ? ` ('${old}' wins over '${current}' until removed)` : '';
    io.logger.warning(
      `input '${old}' is deprecated and will be removed in the next major version: use '${current}'${clash}`,
    );
    return { raw: oldRaw, from: old };
  }
  return { raw: currentRaw, from: current };
}

/**
 * The one place an action's inputs are read: each raw string ('' = not given) goes through its zod schema,
 * and an error names the input and what was expected. A spec key may be a current or a deprecated name
 * (INPUT_ALIASES): either is read, and a deprecated one given is warned about.
 */
export function readActionInputs<S extends InputSpec>(io: ActionIO, spec: S): { [K in keyof S]: z.output<S[K]> } {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(spec)) {
    const { raw, from } = readAliased(io, name);
    const result = schema.safeParse(raw === '' ? undefined : raw);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ConfigurationError(
        `input '${from}': ${issue?.message ?? 'invalid value'} (got '${raw.slice(0, 100)}')`,
      );
    }
    if (result.data instanceof FileGlobs) result.data.source = `input '${from}'`;
    out[name] = result.data;
  }
  return out as { [K in keyof S]: z.output<S[K]> };
}

/** A file-list input before expansion: its patterns, one per line (or comma). `expand()` resolves the globs. */
export class FileGlobs {
  /** Set by readActionInputs to the input the patterns came from. */
  source = 'input';
  constructor(readonly patterns: readonly string[]) {}
  /** The files, in pattern order (each glob's matches sorted); a glob matching nothing is a ConfigurationError. */
  expand(options: { cwd?: string; absolute?: boolean } = {}): Promise<string[]> {
    return expandFileGlobs(this.patterns, { source: this.source, ...options });
  }
}

type Expanded<T> = T extends FileGlobs ? string[] : T extends FileGlobs | undefined ? string[] | undefined : T;

/** readActionInputs, then every `inputs.files()` value expanded (relative to `cwd`, default the workspace). */
export async function readActionInputsExpanded<S extends InputSpec>(
  io: ActionIO,
  spec: S,
  options: { cwd?: string } = {},
): Promise<{ [K in keyof S]: Expanded<z.output<S[K]>> }> {
  const read: Record<string, unknown> = readActionInputs(io, spec);
  for (const [key, value] of Object.entries(read))
    if (value instanceof FileGlobs) read[key] = await value.expand(options);
  return read as { [K in keyof S]: Expanded<z.output<S[K]>> };
}

/** Input value helpers: strings in, typed values out. */
export const inputs = {
  string: () => z.string().min(1, 'expected a non-empty value'),
  optionalString: () => z.string().optional(),
  boolean: (defaultValue: boolean) =>
    z
      .enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE'], { message: "expected 'true' or 'false'" })
      .optional()
      .transform((v) => (v === undefined ? defaultValue : v.toLowerCase() === 'true')),
  number: (options: { min?: number; int?: boolean } = {}) =>
    z
      .string()
      .regex(options.int ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/, options.int ? 'expected a whole number' : 'expected a number')
      .transform(Number)
      .refine((n) => options.min === undefined || n >= options.min, `expected a number ≥ ${options.min}`),
  lines: () =>
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(/[\n,]/)
          .map((s) => s.trim())
          .filter(Boolean),
      ),
  /**
   * A list of files given as paths or globs (the suite's glob syntax, `!` excludes), one per line or comma-separated.
   * Gives a FileGlobs: `await value.expand()`, or read the whole spec with readActionInputsExpanded.
   */
  files: (options: { required?: boolean } = {}) =>
    inputs
      .lines()
      .refine((l) => !options.required || l.length > 0, 'expected at least one file or glob')
      .transform((l) => new FileGlobs(l)),
};

/** Runs an action body; user-fixable problems fail the step with one line, bugs keep their stack in the log. */
export async function runAction(body: (io: ActionIO) => Promise<void>, io: ActionIO = coreActionIO()): Promise<void> {
  try {
    await body(io);
  } catch (error) {
    const userError = asConfigurationError(error);
    if (!userError && error instanceof Error && error.stack) io.logger.debug(error.stack);
    io.fail(errorMessage(userError ?? error));
  }
}
