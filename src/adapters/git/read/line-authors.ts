import type { GitRunner } from '../run/git-runner.js';

export interface LineAuthor {
  sha: string;
  subject: string;
  author: string;
}

/** Old-side line ranges an upstream commit changes in `path` (zero-context diff against its parent). */
async function changedRanges(
  git: GitRunner,
  upstreamSha: string,
  path: string,
): Promise<Array<{ start: number; end: number }>> {
  const { stdout, exitCode } = await git.run(
    ['--literal-pathspecs', 'diff', '--no-color', '--no-ext-diff', '-U0', `${upstreamSha}^`, upstreamSha, '--', path],
    { okExitCodes: [128] },
  );
  if (exitCode !== 0) return [];
  const ranges: Array<{ start: number; end: number }> = [];
  for (const m of stdout.matchAll(/^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/gm)) {
    const start = Math.max(1, Number(m[1]));
    const count = m[2] === undefined ? 1 : Number(m[2]);
    ranges.push({ start, end: start + Math.max(count, 1) - 1 });
  }
  return ranges.slice(0, 20);
}

/**
 * The fork-side commits (not reachable from the upstream commit) that last touched the lines the upstream commit
 * changes in `path`, with their authors: blame of the fork ref over those lines, or, when the lines moved (blame
 * refuses a range past the end), the newest fork commits that changed the file.
 */
export async function forkLineAuthors(
  git: GitRunner,
  options: { upstreamSha: string; forkRef: string; path: string; limit?: number },
): Promise<LineAuthor[]> {
  const limit = options.limit ?? 5;
  const ranges = await changedRanges(git, options.upstreamSha, options.path);
  if (ranges.length) {
    const args = ['--literal-pathspecs', 'blame', '--porcelain'];
    for (const r of ranges) args.push('-L', `${r.start},${r.end}`);
    args.push(`${options.upstreamSha}..${options.forkRef}`, '--', options.path);
    const { stdout, exitCode } = await git.run(args, { okExitCodes: [128] });
    if (exitCode === 0) {
      const found = new Map<string, LineAuthor & { boundary: boolean }>();
      let current: (LineAuthor & { boundary: boolean }) | undefined;
      for (const line of stdout.split('\n')) {
        const head = /^([0-9a-f]{40,64}) \d+ \d+/.exec(line);
        if (head) {
          current = found.get(head[1]!) ?? { sha: head[1]!, subject: '', author: '', boundary: false };
          found.set(head[1]!, current);
        } else if (current && line.startsWith('author ')) current.author = line.slice(7);
        else if (current && line.startsWith('summary ')) current.subject = line.slice(8);
        else if (current && line === 'boundary') current.boundary = true;
      }
      const picked = [...found.values()]
        .filter((c) => !c.boundary)
        .map(({ sha, subject, author }) => ({ sha, subject, author }));
      if (picked.length) return picked.slice(0, limit);
    }
  }
  const { stdout } = await git.run(
    [
      '--literal-pathspecs',
      'log',
      `-n${limit}`,
      '--format=%H%x1f%s%x1f%an',
      `${options.upstreamSha}..${options.forkRef}`,
      '--',
      options.path,
    ],
    { okExitCodes: [128] },
  );
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const [sha = '', subject = '', author = ''] = l.split('\x1f');
      return { sha, subject, author };
    })
    .filter((c) => /^[0-9a-f]{40,64}$/.test(c.sha));
}

const CODEOWNERS_PATHS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];

/** The CODEOWNERS file GitHub would use at `ref` (first of .github/, root, docs/), or undefined. */
export async function readCodeownersAt(git: GitRunner, ref: string): Promise<string | undefined> {
  for (const path of CODEOWNERS_PATHS) {
    const { stdout, exitCode } = await git.run(['show', `${ref}:${path}`], { okExitCodes: [128] });
    if (exitCode === 0) return stdout;
  }
  return undefined;
}
