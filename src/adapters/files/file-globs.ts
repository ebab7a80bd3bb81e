import { readdir } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ConfigurationError } from '../../shared/errors.js';
import { globToRegExp, hasGlob, staticPrefix } from '../../shared/glob.js';

/**
 * File lists given as globs, one rule for both faces: the suite's own glob syntax (src/shared/glob.ts: `*` and `?`
 * inside a segment, `**` across segments, `[abc]`, `{a,b}`, `!pattern` excludes), anchored at the base directory,
 * dot files included. A pattern without glob characters is a path and passes through as is (its reader reports a
 * missing file); a glob matching no file is a one-line error naming the input and the pattern. The CLI expands its
 * arguments the same way, so a quoted glob works there as in the action.
 *
 * Not `@actions/glob`: it logs `::debug::` lines to stdout, which would corrupt the CLI's `--json` output, and its
 * syntax (no `{a,b}`) differs from the globs of our config files.
 */
export interface ExpandFileGlobsOptions {
  /** What the patterns came from, for the error: `input 'baseline'` or `--baseline`. */
  source: string;
  /** Base of relative patterns. Default: the working directory (the workspace in a runner). */
  cwd?: string;
  /** Return absolute paths instead of paths relative to `cwd`. */
  absolute?: boolean;
}

/** A runaway `**` over a huge tree stops here with an error instead of walking for minutes. */
const MAX_ENTRIES = 200_000;
const SKIP_DIRS = new Set(['.git']);

export function isGlobPattern(pattern: string): boolean {
  return hasGlob(pattern.replace(/^!/, ''));
}

export async function expandFileGlobs(patterns: readonly string[], options: ExpandFileGlobsOptions): Promise<string[]> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const lines = patterns.map((p) => p.trim()).filter((p) => p !== '' && !p.startsWith('#'));
  const excludes = lines.filter((p) => p.startsWith('!')).map((p) => toRegExp(p.slice(1), cwd));
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (absolutePath: string) => {
    const shown = options.absolute ? absolutePath : relative(cwd, absolutePath) || '.';
    if (!seen.has(shown)) {
      seen.add(shown);
      out.push(shown);
    }
  };
  for (const pattern of lines.filter((p) => !p.startsWith('!'))) {
    if (!isGlobPattern(pattern)) {
      add(resolve(cwd, pattern));
      continue;
    }
    const absolutePattern = toPosix(isAbsolute(pattern) ? pattern : join(cwd, pattern));
    const include = globToRegExp(absolutePattern.replace(/^\//, ''), { anchored: true });
    const root = `/${staticPrefix(absolutePattern.replace(/^\//, ''))}`;
    const found = (await walkFiles(root, options.source))
      .filter((f) => include.test(toPosix(f).replace(/^\//, '')))
      .filter((f) => !excludes.some((re) => re.test(toPosix(f).replace(/^\//, ''))))
      .sort();
    if (found.length === 0) {
      throw new ConfigurationError(
        `${options.source}: no file matches '${pattern}'`,
        `globs are relative to ${cwd}; check the path or the pattern`,
      );
    }
    for (const file of found) add(file);
  }
  return out;
}

function toRegExp(pattern: string, cwd: string): RegExp {
  const absolutePattern = toPosix(isAbsolute(pattern) ? pattern : join(cwd, pattern));
  return globToRegExp(absolutePattern.replace(/^\//, ''), { anchored: true });
}

function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

/** Every file under `root` (following symbolic links to files and directories); none when root is missing. */
async function walkFiles(root: string, source: string): Promise<string[]> {
  const files: string[] = [];
  const stack = [root];
  let entries = 0;
  while (stack.length) {
    const dir = stack.pop()!;
    let list;
    try {
      list = await readdir(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of list) {
      if (++entries > MAX_ENTRIES)
        throw new ConfigurationError(
          `${source}: a glob under ${root} walks more than ${MAX_ENTRIES} entries`,
          'narrow it',
        );
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) stack.push(full);
      } else if (entry.isFile()) files.push(full);
      else if (entry.isSymbolicLink()) {
        const isDir = await readdir(full).then(
          () => true,
          () => false,
        );
        if (isDir) stack.push(full);
        else files.push(full);
      }
    }
  }
  return files;
}
