import { PRESET_KEY_ENV } from '../../../domain/apply/agent-preset.js';

/**
 * The model keys this process holds: never printed, never in a transcript or a result. A model (or a server in
 * between) that echoes a key back gets it replaced before anything is written.
 */
export function modelKeys(env: NodeJS.ProcessEnv = process.env): string[] {
  const names = new Set(Object.values(PRESET_KEY_ENV));
  return [...names].map((n) => env[n]).filter((v): v is string => typeof v === 'string' && v.length >= 8);
}

export function redactKeys(text: string, keys: readonly string[] = modelKeys()): string {
  let out = text;
  for (const key of keys) out = out.split(key).join('***');
  return out;
}
