import { readFile } from 'node:fs/promises';
import { PlanConfigSchema, type PlanConfig } from '../../schemas/plan-config.js';
import { ConfigurationError } from '../../shared/errors.js';
import { parseStructuredText } from '../../shared/structured-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';

/** Reads and validates a plan config file (YAML or JSON); an empty file is the defaults. */
export async function loadPlanConfigFile(path: string): Promise<PlanConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigurationError(`config ${path}: cannot read it (${code ?? 'error'})`);
  }
  const data = parseStructuredText(text, `config ${path}`);
  return parseOrThrow(PlanConfigSchema, data ?? {}, `config ${path}`);
}
