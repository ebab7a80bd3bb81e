import { parse as parseYaml } from 'yaml';
import { ConfigurationError } from './errors.js';

const MAX_BYTES = 16 * 1024 * 1024;
/** Far beyond any real config, plan or result file, and far below what the YAML parser's recursion survives. */
const MAX_FLOW_DEPTH = 128;
const MAX_BLOCK_COLUMN = 256;

/**
 * Parses a YAML or JSON document (JSON is YAML) with limits: size, nesting depth, alias expansion ("billion
 * laughs"), and no custom tags. Prototype keys are dropped by the schema that reads the result.
 */
export function parseStructuredText(text: string, source: string): unknown {
  if (text.length > MAX_BYTES) throw new ConfigurationError(`${source}: file is larger than ${MAX_BYTES} bytes`);
  const nesting = nestingProblem(text);
  if (nesting) throw new ConfigurationError(`${source}: not valid YAML/JSON: ${nesting}`);
  try {
    return parseYaml(text, { maxAliasCount: 100, uniqueKeys: true, prettyErrors: false, customTags: [] });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ConfigurationError(`${source}: not valid YAML/JSON: ${message}`);
  }
}

/**
 * Machine-written files (plans, results) are JSON: `JSON.parse` reads a 1.6 MB plan in milliseconds where the YAML
 * parser takes 0.4 s. The same size and nesting limits apply; anything that is not plain JSON goes to the YAML path,
 * which also gives the error message.
 */
export function parseJsonFirst(text: string, source: string): unknown {
  if (text.length > MAX_BYTES) throw new ConfigurationError(`${source}: file is larger than ${MAX_BYTES} bytes`);
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') {
    const nesting = nestingProblem(text);
    if (nesting) throw new ConfigurationError(`${source}: not valid YAML/JSON: ${nesting}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      /* not strict JSON: the YAML parser decides */
    }
  }
  return parseStructuredText(text, source);
}

/**
 * The YAML parser recurses once per nesting level, and near the end of the stack V8 can abort the whole process
 * (a fatal error, not an exception) instead of throwing: a hostile file nested a million levels deep must be refused
 * before it is parsed. One linear pass that can only over-estimate the depth: flow brackets (outside the quoted
 * strings of flow collections, as in JSON), and the column where each line's content starts (indentation plus `- `
 * sequence indicators).
 */
function nestingProblem(text: string): string | undefined {
  let flow = 0;
  let quote: '"' | "'" | undefined;
  let lineStart = true;
  let column = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      lineStart = true;
      column = 0;
      continue;
    }
    if (lineStart) {
      if (c === ' ' || c === '\t' || (c === '-' && text[i + 1] === ' ')) {
        if (++column > MAX_BLOCK_COLUMN) return `indented more than ${MAX_BLOCK_COLUMN} columns deep`;
        continue;
      }
      lineStart = false;
    }
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = undefined;
    } else if ((c === '"' || c === "'") && flow > 0 && /[\s,[{:]/.test(text[i - 1] ?? ' ')) quote = c;
    else if (c === '[' || c === '{') {
      if (++flow > MAX_FLOW_DEPTH) return `nested more than ${MAX_FLOW_DEPTH} levels deep`;
    } else if ((c === ']' || c === '}') && flow > 0) flow--;
  }
  return undefined;
}
