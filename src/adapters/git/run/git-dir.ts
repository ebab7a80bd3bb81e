import { isAbsolute, resolve } from 'node:path';
import type { GitRunner } from './git-runner.js';

/** The repository's common git dir (shared by its worktrees), absolute: where per-repository caches live. */
export async function gitCommonDir(git: GitRunner): Promise<string> {
  const dir = (await git.run(['rev-parse', '--git-common-dir'])).stdout.trim();
  return isAbsolute(dir) ? dir : resolve(git.cwd, dir);
}
