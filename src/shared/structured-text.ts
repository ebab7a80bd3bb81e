import { parse as parseYaml } from 'yaml';
import { ConfigurationError } from './errors.js';
import { checkTextLimits } from './text-limits.js';

/**
 * Parses a YAML or JSON document (JSON is YAML) with limits: size, nesting depth, alias expansion ("billion
 * laughs"), and no custom tags. Prototype keys are dropped by the schema that reads the result.
 */
export function parseStructuredText(text: string, source: string): unknown {
  checkTextLimits(text, source);
  try {
    return parseYaml(text, { maxAliasCount: 100, uniqueKeys: true, prettyErrors: false, customTags: [] });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ConfigurationError(`${source}: not valid YAML/JSON: ${message}`);
  }
}
