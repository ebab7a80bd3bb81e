/**
 * Glob patterns over repository paths (forward slashes, relative to the root), anchored at both ends:
 * `*` and `?` stay inside one path segment, `**` spans segments (`lib/**` = everything under lib, `**\/*.py` = any
 * .py at any depth), `[abc]` / `[!abc]` are character classes, `{a,b}` alternatives. A pattern with no slash is not
 * matched at every depth (write `**\/name` for that) so a pattern means exactly one thing.
 */

const cache = new Map<string, RegExp>();

export function globToRegExp(pattern: string, flags = ''): RegExp {
  const key = `${flags}\u0000${pattern}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const re = new RegExp(`^${translate(pattern.replace(/^\.\//, ''))}$`, flags);
  cache.set(key, re);
  return re;
}

function translate(pattern: string): string {
  let out = '';
  let braceDepth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*') {
      if (pattern[i + 1] === '*') {
        const atStart = i === 0 || pattern[i - 1] === '/';
        const atEnd = i + 2 === pattern.length || pattern[i + 2] === '/';
        i++;
        if (atStart && pattern[i + 1] === '/') {
          // `**/` matches zero or more whole directories.
          out += '(?:[^/]+/)*';
          i++;
        } else if (atStart && atEnd) out += '.*';
        else out += '[^/]*';
      } else out += '[^/]*';
    } else if (c === '?') out += '[^/]';
    else if (c === '[') {
      const close = pattern.indexOf(']', i + 2);
      if (close === -1) out += '\\[';
      else {
        let body = pattern.slice(i + 1, close);
        if (body.startsWith('!')) body = `^${body.slice(1)}`;
        out += `[${body.replace(/\\/g, '\\\\')}]`;
        i = close;
      }
    } else if (c === '{') {
      braceDepth++;
      out += '(?:';
    } else if (c === '}' && braceDepth > 0) {
      braceDepth--;
      out += ')';
    } else if (c === ',' && braceDepth > 0) out += '|';
    else out += c.replace(/[.+^$()|\\\]}{]/g, '\\$&');
  }
  while (braceDepth-- > 0) out += ')';
  return out;
}

export function matchesGlob(path: string, pattern: string, options: { ignoreCase?: boolean } = {}): boolean {
  return globToRegExp(pattern, options.ignoreCase ? 'i' : '').test(path);
}

/** True when `path` matches an including pattern and no `!excluding` pattern. */
export function matchesAny(path: string, patterns: readonly string[]): boolean {
  let included = false;
  for (const p of patterns) {
    if (p.startsWith('!')) {
      if (matchesGlob(path, p.slice(1))) return false;
    } else if (!included && matchesGlob(path, p)) included = true;
  }
  return included;
}

/** The directory part of a pattern before its first glob character: where to start walking for it. */
export function staticPrefix(pattern: string): string {
  const parts = pattern.replace(/^\.\//, '').split('/');
  const fixed: string[] = [];
  for (const part of parts.slice(0, -1)) {
    if (/[*?[{]/.test(part)) break;
    fixed.push(part);
  }
  return fixed.join('/');
}

export function hasGlob(pattern: string): boolean {
  return /[*?[{]/.test(pattern);
}
