import type { GitRunner } from '../run/git-runner.js';

/** The blob ids staged (stage 0) for `paths`, in one process; null where a path is not staged (deleted, unmerged). */
export async function stagedBlobIds(git: GitRunner, paths: readonly string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  if (paths.length === 0) return out;
  const { stdout } = await git.run(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
    input: paths.map((p) => `:0:${p}`).join('\n') + '\n',
  });
  const lines = stdout.split('\n');
  paths.forEach((p, i) => out.set(p, /^([0-9a-f]{40,64}) blob$/.exec(lines[i] ?? '')?.[1] ?? null));
  return out;
}
