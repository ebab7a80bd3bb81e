import { matchesGlob } from '../../shared/glob.js';

/** A quarantine entry is a test ID or a glob over IDs (`tests.test_flaky::*`). */
export function isQuarantined(id: string, entries: readonly string[]): boolean {
  return entries.some((e) => e === id || (/[*?[]/.test(e) && matchesGlob(id, e, { anchored: true })));
}
