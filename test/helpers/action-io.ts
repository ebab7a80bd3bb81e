import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ActionIO } from '../../src/actions/runtime.js';
import { RecordingLogger } from './recording-logger.js';

/**
 * The inputs a runner passes to actions/<name>: every input of action.yml, the given values over its defaults
 * (`${{ }}` defaults, which the runner would evaluate, are left empty). An input action.yml does not declare is a
 * test bug and throws.
 */
export async function actionInputs(name: string, given: Record<string, string>): Promise<Record<string, string>> {
  const meta = parseYaml(await readFile(resolve('actions', name, 'action.yml'), 'utf8')) as {
    inputs?: Record<string, { default?: string }>;
  };
  const declared = meta.inputs ?? {};
  for (const key of Object.keys(given)) {
    if (!(key in declared)) throw new Error(`action ${name} has no input '${key}'`);
  }
  const values: Record<string, string> = {};
  for (const [key, spec] of Object.entries(declared)) {
    const def = typeof spec.default === 'string' && !spec.default.includes('${{') ? spec.default : '';
    values[key] = given[key] ?? def;
  }
  return values;
}

/** An ActionIO over plain data that records what the action did, for in-process action tests. */
export class RecordingActionIO implements ActionIO {
  outputs: Record<string, string> = {};
  summary = '';
  failed: string[] = [];
  secrets: string[] = [];
  logger = new RecordingLogger();
  constructor(
    private readonly values: Record<string, string>,
    readonly env: NodeJS.ProcessEnv,
  ) {}
  input(name: string): string {
    return this.values[name] ?? '';
  }
  setOutput(name: string, value: string): void {
    this.outputs[name] = value;
  }
  async appendSummary(markdown: string): Promise<void> {
    this.summary += markdown;
  }
  setSecret(value: string): void {
    this.secrets.push(value);
  }
  fail(message: string): void {
    this.failed.push(message);
  }
}
