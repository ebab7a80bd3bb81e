import type { GitRunner } from './git-runner.js';

/**
 * Stable patch-ids for the given non-merge commits, in two processes whatever their number:
 * `diff-tree --stdin -p` streams the patches into `patch-id --stable`.
 */
export async function patchIds(git: GitRunner, shas: readonly string[]): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (shas.length === 0) return result;
  const { stdout: patches } = await git.run(
    ['diff-tree', '--stdin', '-p', '--no-renames', '--no-ext-diff', '--no-color'],
    {
      input: shas.join('\n') + '\n',
    },
  );
  if (patches.trim() === '') return result;
  const { stdout } = await git.run(['patch-id', '--stable'], { input: patches });
  for (const line of stdout.split('\n')) {
    const [id, sha] = line.trim().split(/\s+/);
    if (id && sha) result.set(sha, id);
  }
  return result;
}
