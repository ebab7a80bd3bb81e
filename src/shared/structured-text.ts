import { parse as parseYaml } from 'yaml';
import { ConfigurationError } from './errors.js';
import { checkTextLimits } from './text-limits.js';

/**
 * Parses a YAML or JSON document (JSON is YAML) with limits: size, nesting depth, alias expansion ("billion
 * laughs"), and no custom tags. Prototype keys are dropped by the schema that reads the result. A syntax error names
 * `source:line:column` (the source ends with the file's path) and shows the line, so the person fixes it at once.
 */
export function parseStructuredText(text: string, source: string): unknown {
  checkTextLimits(text, source);
  try {
    return parseYaml(text, { maxAliasCount: 100, uniqueKeys: true, prettyErrors: false, customTags: [] });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const offset = errorOffset(error);
    if (offset === undefined) throw new ConfigurationError(`${source}: not valid YAML/JSON: ${message}`);
    const { line, column, text: lineText } = lineAt(text, offset);
    throw new ConfigurationError(
      `${source}:${line}:${column}: not valid YAML/JSON: ${message} — line ${line}: ${showLine(lineText)}`,
    );
  }
}

/** The offset the yaml parser blames (its `pos`), when it gives one. */
function errorOffset(error: unknown): number | undefined {
  const pos = (error as { pos?: unknown } | null)?.pos;
  return Array.isArray(pos) && typeof pos[0] === 'number' ? pos[0] : undefined;
}

/** 1-based line and column of `offset`, and that line's text. */
export function lineAt(text: string, offset: number): { line: number; column: number; text: string } {
  const at = Math.max(0, Math.min(offset, text.length));
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < start; i = text.indexOf('\n', i + 1)) line++;
  return { line, column: at - start + 1, text: text.slice(start, end === -1 ? text.length : end) };
}

/** The line as the message shows it: quoted, control characters out, cut at 120 characters. */
function showLine(line: string): string {
  const clean = line.replace(/[\u0000-\u001f\u007f]/g, ' ').trimEnd();
  return JSON.stringify(clean.length > 120 ? `${clean.slice(0, 119)}…` : clean);
}
