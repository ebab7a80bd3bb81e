import { WorkloadsConfigSchema, type WorkloadsConfig } from '../../schemas/workloads.js';
import { parseConfigText } from '../../shared/config-text.js';
import { parseOrThrow } from '../../shared/zod-errors.js';
import { readUserFile } from './user-file.js';

/** Reads and validates a workloads file (YAML or JSON): what each owner owns, as path globs. */
export async function loadWorkloadsFile(path: string, what: string): Promise<WorkloadsConfig> {
  const text = await readUserFile(path, what, 'the workloads file');
  const data = await parseConfigText(text, `${what} ${path}`);
  return parseOrThrow(WorkloadsConfigSchema, data ?? {}, `${what} ${path}`);
}
