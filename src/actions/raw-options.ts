import { kebabCase } from '../shared/options-face.js';
import { inputs, readActionInputs, type ActionIO } from './runtime.js';

/**
 * An action's side of a feature's options: each option key read from its input (the kebab-case of the key unless
 * `names` renames it) as the raw text, blank as absent. The feature's options parser does the rest, so the action
 * holds no schema, default or rule of its own. Deprecated input names keep working through readActionInputs.
 */
export function readRawOptions<K extends string>(
  io: ActionIO,
  keys: readonly K[],
  names: Readonly<Partial<Record<K, string>>> = {} as Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const inputName = (key: K) => names[key] ?? kebabCase(key);
  const spec = Object.fromEntries(keys.map((key) => [inputName(key), inputs.optionalString()]));
  const read = readActionInputs(io, spec) as Record<string, string | undefined>;
  const raw: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = read[inputName(key)];
    if (value !== undefined && value.trim() !== '') raw[key] = value;
  }
  return raw;
}
