import { parse as parseYaml } from 'yaml';
import { ConfigurationError } from './errors.js';

const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Parses a YAML or JSON document (JSON is YAML) with limits: size, alias expansion ("billion laughs"),
 * and no custom tags. Prototype keys are dropped by the schema that reads the result.
 */
export function parseStructuredText(text: string, source: string): unknown {
  if (text.length > MAX_BYTES) throw new ConfigurationError(`${source}: file is larger than ${MAX_BYTES} bytes`);
  try {
    return parseYaml(text, { maxAliasCount: 100, uniqueKeys: true, prettyErrors: false, customTags: [] });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ConfigurationError(`${source}: not valid YAML/JSON: ${message}`);
  }
}
