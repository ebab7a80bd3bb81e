import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The full path of an executable file named `name` in the first folder of PATH holding one, or undefined. A few stats
 * of PATH's folders: synchronous, it answers at once (also on the way to starting git).
 */
export function onPathSync(name: string, path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const file = join(dir, name);
    try {
      if (statSync(file).isFile()) {
        accessSync(file, constants.X_OK);
        return file;
      }
    } catch {
      /* not here */
    }
  }
  return undefined;
}
