import { checkJsonDepth, checkTextSize } from './text-limits.js';

/**
 * Machine-written files (plans, results) are JSON: `JSON.parse` reads a 1.6 MB plan in milliseconds where the YAML
 * parser takes 0.4 s. The same size and nesting limits apply; anything that is not plain JSON goes to the YAML path,
 * which also gives the error message. The YAML parser is loaded only then: a cold `apply` from a JSON plan never
 * compiles it (its module is a third of the CLI's main bundle).
 */
export async function parseJsonFirst(text: string, source: string): Promise<unknown> {
  checkTextSize(text, source);
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') {
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      /* not strict JSON: the YAML parser decides (with its own limits and message) */
      return (await import('./structured-text.js')).parseStructuredText(text, source);
    }
    // V8's JSON.parse does not recurse, so the depth is checked on what it accepted (same limit, same message).
    checkJsonDepth(text, source);
    return value;
  }
  return (await import('./structured-text.js')).parseStructuredText(text, source);
}
