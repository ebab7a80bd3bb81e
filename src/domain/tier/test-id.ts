import { createHash } from 'node:crypto';

/**
 * Stable test IDs: the same test must get the same ID on every run and every runner, because inventories, flaky
 * detection and filed issues are keyed by it. Runners put unstable text into names (object addresses and temp paths
 * inside pytest parametrisation `[...]`, lit's `SUITE :: path` spacing), so those parts are normalised here.
 */

export type IdStyle = 'plain' | 'lit' | 'ctest';

const MAX_PARAM = 100;
const MAX_ID = 400;

export function shortHash(text: string, length = 12): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

/** The ID of a JUnit-style case from its class name and name. */
export function testIdFromParts(
  classname: string | undefined,
  name: string | undefined,
  style: IdStyle = 'plain',
): string {
  const cls = (classname ?? '').trim();
  const nm = (name ?? '').trim();
  if (style === 'lit' && cls && !/\s::\s|::/.test(nm)) return normalizeTestId(litId(cls, nm));
  // CTest writes the test name as both class name and name.
  if (style === 'ctest' && cls === nm) return normalizeTestId(nm);
  if (!cls) return normalizeTestId(nm);
  if (!nm) return normalizeTestId(cls);
  return normalizeTestId(`${cls}::${nm}`);
}

/**
 * lit's JUnit writer uses `classname = "<suite>.<dir with . replaced by _>"` (or `<suite>.<suite>` for a test at the
 * suite root) and `name = <file>`; its console says `SUITE :: dir/file`. Both become `SUITE::dir/file`.
 */
function litId(classname: string, name: string): string {
  const dot = classname.indexOf('.');
  if (dot === -1) return `${classname}::${name}`;
  const suite = classname.slice(0, dot);
  const dir = classname.slice(dot + 1);
  return dir === suite || dir === '' ? `${suite}::${name}` : `${suite}::${dir}/${name}`;
}

/** Normalises separators, whitespace and the parametrisation part of an ID. */
export function normalizeTestId(raw: string): string {
  // Fast paths: most IDs have no control characters, no runs of blanks and no blanks around `::`.
  let id = /[\x00-\x1f\x7f]|\s\s|^\s|\s$/.test(raw)
    ? raw
        .replace(/[\x00-\x1f\x7f]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : raw;
  if (/\s::|::\s/.test(id)) id = id.replace(/\s*::\s*/g, '::');
  const open = parametrisationStart(id);
  if (open !== -1) id = id.slice(0, open) + normalizeParam(id.slice(open));
  if (id.length > MAX_ID) id = `${id.slice(0, MAX_ID - 14)}…#${shortHash(id)}`;
  return id || '(unnamed test)';
}

/** Index of the `[` that opens a trailing, balanced `[...]`, or -1. */
function parametrisationStart(id: string): number {
  if (!id.endsWith(']')) return -1;
  let depth = 0;
  for (let i = id.length - 1; i >= 0; i--) {
    const c = id[i];
    if (c === ']') depth++;
    else if (c === '[') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function normalizeParam(param: string): string {
  let p = param;
  if (p.includes('0x')) p = p.replace(/\b0x[0-9a-fA-F]{6,16}\b/g, '0x?');
  if (p.includes('/')) {
    p = p
      .replace(/(?:\/private)?\/(?:tmp|var\/folders)\/[^\s\],)'"]*/g, '<tmp>')
      .replace(/pytest-of-[^\s/\]]+\/pytest-\d+/g, '<tmp>');
  }
  if (p.length > MAX_PARAM) p = `${p.slice(0, MAX_PARAM - 16)}…#${shortHash(p)}]`;
  return p;
}
