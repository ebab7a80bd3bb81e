/** What a commit or the staged resolution changes: per-path line counts and the patch text (guards, agent task). */
import type { GitRunner } from '../run/git-runner.js';

export interface NumstatEntry {
  path: string;
  added: number;
  deleted: number;
}

function parseNumstatZ(text: string): NumstatEntry[] {
  const out: NumstatEntry[] = [];
  for (const record of text.split('\0')) {
    const m = /^\s*(\d+|-)\t(\d+|-)\t(.+)$/s.exec(record.replace(/^\n/, ''));
    if (!m) continue;
    out.push({ path: m[3]!, added: m[1] === '-' ? 1 : Number(m[1]), deleted: m[2] === '-' ? 0 : Number(m[2]) });
  }
  return out;
}

/** What the upstream commit changes (against its first parent; the root commit against nothing). */
export async function commitNumstat(git: GitRunner, sha: string): Promise<NumstatEntry[]> {
  const { stdout } = await git.run([
    'diff-tree',
    '-r',
    '--root',
    '--no-commit-id',
    '--numstat',
    '-z',
    '--no-renames',
    sha,
  ]);
  return parseNumstatZ(stdout);
}

/** What the index (the staged resolution) changes relative to HEAD. */
export async function stagedNumstat(git: GitRunner): Promise<NumstatEntry[]> {
  const { stdout } = await git.run(['diff', '--cached', '--numstat', '-z', '--no-renames', 'HEAD', '--']);
  return parseNumstatZ(stdout);
}

export async function commitPatch(
  git: GitRunner,
  sha: string,
  maxBytes: number,
): Promise<{ patch: string; truncated: boolean }> {
  const { stdout } = await git.run([
    'diff-tree',
    '-p',
    '-r',
    '--root',
    '--no-commit-id',
    '--no-renames',
    '--no-ext-diff',
    '--no-color',
    sha,
  ]);
  if (Buffer.byteLength(stdout) <= maxBytes) return { patch: stdout, truncated: false };
  return { patch: Buffer.from(stdout).subarray(0, maxBytes).toString('utf8'), truncated: true };
}
