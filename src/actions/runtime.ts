import * as core from '@actions/core';
import { z } from 'zod';
import { neutralizeWorkflowCommands } from '../domain/neutralize.js';
import { asConfigurationError, ConfigurationError, errorMessage } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';

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
      await core.summary.addRaw(markdown, true).write();
    },
    setSecret: (value) => core.setSecret(value),
    fail: (message) => core.setFailed(message),
    // core.info writes the line as is; warnings and debug lines are command data, which core escapes.
    logger: { info: (m) => core.info(neutralizeWorkflowCommands(m)), warning: core.warning, debug: core.debug },
    env: process.env,
  };
}

type InputSpec = Record<string, z.ZodType>;

/**
 * The one place an action's inputs are read: each raw string ('' = not given) goes through its zod schema,
 * and an error names the input and what was expected.
 */
export function readActionInputs<S extends InputSpec>(io: ActionIO, spec: S): { [K in keyof S]: z.output<S[K]> } {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(spec)) {
    const raw = io.input(name).trim();
    const result = schema.safeParse(raw === '' ? undefined : raw);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ConfigurationError(
        `input '${name}': ${issue?.message ?? 'invalid value'} (got '${raw.slice(0, 100)}')`,
      );
    }
    out[name] = result.data;
  }
  return out as { [K in keyof S]: z.output<S[K]> };
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
