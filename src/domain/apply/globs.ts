/**
 * Path globs for `--allow-path`: `*` stays within a path segment, `**` crosses segments, `?` is one character,
 * `[abc]` a class. A glob without `/` matches the file name at any depth (as in .gitignore); one with `/` is
 * anchored at the repository root.
 */
export function globToRegExp(glob: string): RegExp {
  const anchored = glob.includes('/');
  const g = glob.replace(/^\/+/, '');
  let re = '';
  for (let i = 0; i < g.length; i++) {
    const c = g[i]!;
    if (c === '*') {
      if (g[i + 1] === '*') {
        const slashAfter = g[i + 2] === '/';
        re += slashAfter ? '(?:.*/)?' : '.*';
        i += slashAfter ? 2 : 1;
      } else re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const end = g.indexOf(']', i + 2);
      if (end < 0) re += '\\[';
      else {
        const body = g.slice(i + 1, end).replace(/\\/g, '\\\\');
        re += `[${body.startsWith('!') ? `^${body.slice(1)}` : body}]`;
        i = end;
      }
    } else re += c.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(anchored ? `^${re}$` : `^(?:.*/)?${re}$`);
}

export function pathMatcher(globs: readonly string[]): (path: string) => boolean {
  const res = globs.map(globToRegExp);
  return (path) => res.some((r) => r.test(path));
}
