/** Fork-side authors of conflicting lines (the agent task's "who wrote the fork's side"). */
import type { GitRunner } from '../run/git-runner.js';

export interface ForkCommitRef {
  sha: string;
  subject: string;
  paths: string[];
}

/**
 * Fork-side commits (in HEAD, not in `upstreamSha`) that last touched the given lines of `path` at HEAD: blame over
 * `upstreamSha..HEAD`, where lines older than the range come out as boundary commits and are dropped.
 */
export async function blameForkSide(
  git: GitRunner,
  upstreamSha: string,
  path: string,
  ranges: ReadonlyArray<{ start: number; end: number }>,
): Promise<Array<{ sha: string; subject: string }>> {
  if (ranges.length === 0) return [];
  const args = ['blame', '--porcelain'];
  for (const r of ranges) args.push('-L', `${r.start},${r.end}`);
  args.push(`${upstreamSha}..HEAD`, '--', path);
  const { stdout, exitCode } = await git.run(args, { okExitCodes: [128] });
  if (exitCode !== 0) return [];
  const found = new Map<string, { subject: string; boundary: boolean }>();
  let current: string | undefined;
  for (const line of stdout.split('\n')) {
    const head = /^([0-9a-f]{40,64}) \d+ \d+/.exec(line);
    if (head) {
      current = head[1]!;
      if (!found.has(current)) found.set(current, { subject: '', boundary: false });
      continue;
    }
    if (!current) continue;
    const entry = found.get(current)!;
    if (line.startsWith('summary ')) entry.subject = line.slice(8);
    else if (line === 'boundary') entry.boundary = true;
  }
  return [...found].filter(([, v]) => !v.boundary).map(([sha, v]) => ({ sha, subject: v.subject }));
}

/** Fallback: the newest fork-side commits that changed `paths`. */
export async function forkCommitsTouching(
  git: GitRunner,
  upstreamSha: string,
  paths: readonly string[],
  limit = 10,
): Promise<ForkCommitRef[]> {
  if (paths.length === 0) return [];
  const { stdout } = await git.run([
    '--literal-pathspecs',
    'log',
    '-z',
    `-n${limit}`,
    '--no-renames',
    '--name-only',
    '--format=%x1e%H%x1f%s',
    `${upstreamSha}..HEAD`,
    '--',
    ...paths,
  ]);
  return stdout
    .split('\x1e')
    .filter(Boolean)
    .map((chunk) => {
      const [head = '', ...rest] = chunk.split('\0');
      const [sha = '', subject = ''] = head.split('\x1f');
      const names = rest
        .join('\0')
        .split(/[\0\n]/)
        .filter(Boolean);
      return { sha: sha.trim(), subject, paths: names };
    })
    .filter((c) => /^[0-9a-f]{40,64}$/.test(c.sha));
}
