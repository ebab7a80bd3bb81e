import { PlanConfigSchema, type PlanConfig } from '../../schemas/plan-config.js';
import { parseConfigText } from '../../shared/config-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { readUserFile } from './user-file.js';

/** Reads and validates a plan config file (YAML or JSON); an empty file is the defaults. */
export async function loadPlanConfigFile(path: string): Promise<PlanConfig> {
  const text = await readUserFile(path, 'config');
  const data = await parseConfigText(text, `config ${path}`);
  return parseOrThrow(PlanConfigSchema, data ?? {}, `config ${path}`);
}
