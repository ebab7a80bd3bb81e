/**
 * Path globs for config files: `**` crosses directories, `*` and `?` do not, `[abc]` is a class, `{a,b}` an
 * alternative. A pattern without a slash matches the base name anywhere (the .gitignore convention), so `*.td` finds
 * TableGen files in every directory.
 */
export type PathMatcher = (path: string) => boolean;

const MAX_GLOB = 512;

/** Returns an error message when the glob cannot be used, else undefined (for config validation). */
export function globProblem(glob: string): string | undefined {
  if (glob.trim() === '') return 'expected a non-empty glob';
  if (glob.length > MAX_GLOB) return `expected a glob of at most ${MAX_GLOB} characters`;
  if (glob.startsWith('/')) return 'expected a path relative to the repository root (no leading /)';
  let depth = 0;
  let inClass = false;
  for (const ch of glob) {
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '{') depth++;
    else if (ch === '}') depth--;
    if (depth < 0) return "unbalanced '}'";
  }
  if (inClass) return "unclosed '['";
  if (depth !== 0) return "unbalanced '{'";
  return undefined;
}

export function compileGlob(glob: string): PathMatcher {
  const problem = globProblem(glob);
  if (problem) throw new Error(`glob '${glob}': ${problem}`);
  const anchored = glob.includes('/');
  const source = translate(glob.replace(/^\.\//, ''));
  const re = new RegExp(anchored ? `^${source}$` : `^(?:.*/)?${source}$`);
  return (path) => re.test(path);
}

export function compileGlobs(globs: readonly string[]): PathMatcher {
  const matchers = globs.map(compileGlob);
  return (path) => matchers.some((m) => m(path));
}

function translate(glob: string): string {
  let out = '';
  let i = 0;
  let braces = 0;
  while (i < glob.length) {
    const ch = glob[i]!;
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        const slashAfter = glob[i + 2] === '/';
        // `**/` may match nothing (a/**/b matches a/b); a trailing `**` matches everything below.
        out += slashAfter ? '(?:.*/)?' : '.*';
        i += slashAfter ? 3 : 2;
        continue;
      }
      out += '[^/]*';
    } else if (ch === '?') out += '[^/]';
    else if (ch === '[') {
      const end = glob.indexOf(']', i + 1);
      let body = glob.slice(i + 1, end);
      if (body.startsWith('!')) body = `^${body.slice(1)}`;
      out += `[${body.replace(/\\/g, '\\\\')}]`;
      i = end + 1;
      continue;
    } else if (ch === '{') {
      braces++;
      out += '(?:';
    } else if (ch === '}') {
      braces--;
      out += ')';
    } else if (ch === ',' && braces > 0) out += '|';
    else out += ch.replace(/[.+^${}()|\\/]/g, '\\$&');
    i++;
  }
  return out;
}
