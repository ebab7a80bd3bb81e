import { join } from 'node:path';
import { z } from 'zod';
import { gitCommonDir } from '../../adapters/git/run/git-dir.js';
import { createGitRunner } from '../../adapters/git/run/git-runner.js';
import { facePath, type OptionFace } from '../../shared/options-face.js';

/**
 * The cross-run cache file (commit records, patch-ids, pick verdicts) that plan and lag share: `true` for the one in
 * the git dir, a path (relative: to the face's base, like every path a face gives), absent or `false` for none. It is read as trusted input, so each
 * parser keeps it off unless a face asks: the CLI asks by default (a person's clone is theirs), the actions only
 * with an explicit file (a self-hosted runner's checkout may be shared with other jobs).
 */
export const CacheOptionSchema = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => (v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : v));

/** The cache file, absolute; undefined: no cache. */
export async function cacheFilePath(
  repo: string,
  cache: boolean | string,
  face: Pick<OptionFace, 'base'>,
): Promise<string | undefined> {
  if (cache === false) return undefined;
  if (cache === true) return join(await gitCommonDir(createGitRunner(repo)), 'upstream-ingest', 'plan-cache.json');
  return facePath(face, cache);
}
