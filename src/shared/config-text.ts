import { parseJsonFirst } from './json-first.js';

/**
 * A file a person writes (ledger, config), read on every lag and plan run: `JSON.parse` when it is JSON — the YAML
 * parser costs a daily run more than the ledger's whole classification — refusing what the YAML path refuses
 * (duplicate keys: that path, with its message, decides then). YAML files go to the YAML parser as before (loaded
 * only for them).
 */
export async function parseConfigText(text: string, source: string): Promise<unknown> {
  const value = await parseJsonFirst(text, source);
  const start = text.trimStart()[0];
  if ((start === '{' || start === '[') && duplicateKey(text) !== undefined)
    return (await import('./structured-text.js')).parseStructuredText(text, source);
  return value;
}

/** The first key an object of this JSON text repeats (a linear scan; text that is not JSON ends the scan early). */
export function duplicateKey(text: string): string | undefined {
  const stack: Array<Set<string> | undefined> = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let j = i + 1;
      let escaped = false;
      while (j < text.length && text.charCodeAt(j) !== 0x22) {
        if (text.charCodeAt(j) === 0x5c) {
          escaped = true;
          j++;
        }
        j++;
      }
      if (j >= text.length) return undefined;
      const keys = stack[stack.length - 1];
      if (expectKey && keys) {
        const key = escaped ? (JSON.parse(text.slice(i, j + 1)) as string) : text.slice(i + 1, j);
        if (keys.has(key)) return key;
        keys.add(key);
      }
      expectKey = false;
      i = j;
    } else if (c === 0x7b) {
      stack.push(new Set());
      expectKey = true;
    } else if (c === 0x5b) {
      stack.push(undefined);
      expectKey = false;
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
      expectKey = false;
    } else if (c === 0x2c) {
      expectKey = stack[stack.length - 1] !== undefined;
    }
  }
  return undefined;
}
