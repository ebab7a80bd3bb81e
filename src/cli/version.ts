import { createRequire } from 'node:module';

/**
 * The suite's version, from package.json (the bundler inlines it into dist/cli, so the bundle knows the version it
 * was built from; from the sources it is read at run time).
 */
export function suiteVersion(): string {
  try {
    const pkg = createRequire(import.meta.url)('../../package.json') as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}
