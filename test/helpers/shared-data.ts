import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** `../shared` beside the repository (present for developers and CI, absent in a user's clone). */
export const SHARED_DIR = resolve(process.cwd(), '..', 'shared');

export function sharedPath(...parts: string[]): string {
  return resolve(SHARED_DIR, ...parts);
}

export const hasShared = existsSync(SHARED_DIR);

/** `describe` when ../shared exists; otherwise a skipped suite that says why. */
export function describeWithShared(name: string, fn: () => void): void {
  if (hasShared) describe(name, fn);
  else
    describe.skip(
      `${name} (skipped: ../shared is absent — these tests read the shared corpus/data beside the repo)`,
      fn,
    );
}
