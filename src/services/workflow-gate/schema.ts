import type { GateFinding } from '../../domain/workflow-gate/finding.js';
import { requireOptional } from './optional-tools.js';

interface SchemaError {
  path?: string;
  title?: string;
  detail?: string;
  states?: Array<{ errors?: SchemaError[] }>;
}
interface Validator {
  validateAction(text: string): { errors?: SchemaError[] };
  validateWorkflow(text: string): { errors?: SchemaError[] };
}

let validator: Validator | undefined;

/** The workflow and action JSON schema validator, or null when the package is not installed. */
export function loadSchemaValidator(root: string): Validator | null {
  validator ??= requireOptional<Validator>(root, '@action-validator/core');
  return validator ?? null;
}

/** The most specific reason of a schema error: for a oneOf, the alternative that came closest. */
function schemaErrorText(error: SchemaError): string {
  if (Array.isArray(error.states) && error.states.length) {
    const closest = [...error.states].sort((a, b) => (a.errors?.length ?? 0) - (b.errors?.length ?? 0))[0]!;
    const inner = (closest.errors ?? []).map(schemaErrorText);
    if (inner.length) return inner.join('; ');
  }
  return `${error.path} ${error.detail ?? error.title}`;
}

/** The validator does not know node24 yet: an action is validated as node20 (runs.using is checked on its own). */
export function schemaFindings(v: Validator, text: string, isAction: boolean): GateFinding[] {
  const result = isAction
    ? v.validateAction(text.replace(/^(\s*using:\s*)['"]?node24['"]?\s*$/m, '$1node20'))
    : v.validateWorkflow(text);
  return (result.errors ?? []).map((e) => ({ rule: 'schema', message: schemaErrorText(e) }));
}
