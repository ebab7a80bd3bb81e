import { accessSync, constants, statSync } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** The full path of an executable file named `name` in the first folder of PATH holding one, or undefined. */
export async function onPath(name: string, path = process.env.PATH ?? ''): Promise<string | undefined> {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const file = join(dir, name);
    try {
      if ((await stat(file)).isFile()) {
        await access(file, constants.X_OK);
        return file;
      }
    } catch {
      /* not here */
    }
  }
  return undefined;
}

/** onPath without waiting: for the few lookups a process makes once, on the way to starting git. */
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
