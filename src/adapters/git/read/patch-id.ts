import type { GitRunner } from '../run/git-runner.js';
import { BULK_DELTA_CACHE } from './bulk-read.js';

/**
 * Stable patch-ids for the given non-merge commits, in two processes whatever their number:
 * `diff-tree --stdin -p` streams the patches into `patch-id --stable`, piped (both run at once).
 */
export async function patchIds(git: GitRunner, shas: readonly string[]): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (shas.length === 0) return result;
  // The delta-base cache at half git's default (BULK_DELTA_CACHE): this read overlaps the zero-context patch reads.
  const diff = [...BULK_DELTA_CACHE, 'diff-tree', '--stdin', '-p', '--no-renames', '--no-ext-diff', '--no-color'];
  const input = shas.join('\n') + '\n';
  const { stdout } = git.runPiped
    ? await git.runPiped(diff, ['patch-id', '--stable'], { input })
    : await git.run(['patch-id', '--stable'], { input: (await git.run(diff, { input })).stdout });
  for (const line of stdout.split('\n')) {
    const [id, sha] = line.trim().split(/\s+/);
    if (id && sha) result.set(sha, id);
  }
  return result;
}
