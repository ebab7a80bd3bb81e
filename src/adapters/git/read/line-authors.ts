import type { GitRunner } from '../run/git-runner.js';
import { readObjectBatch } from './object-batch.js';

export interface LineAuthor {
  sha: string;
  subject: string;
  author: string;
}

type Range = { start: number; end: number };

/** Old-side line ranges an upstream commit changes in `path` (zero-context diff against its parent). */
async function changedRanges(git: GitRunner, upstreamSha: string, path: string): Promise<Range[]> {
  const { stdout, exitCode } = await git.run(
    ['--literal-pathspecs', 'diff', '--no-color', '--no-ext-diff', '-U0', `${upstreamSha}^`, upstreamSha, '--', path],
    { okExitCodes: [128] },
  );
  if (exitCode !== 0) return [];
  return rangesOf(stdout);
}

/** A path git prints as it is in a diff header (no quoting): only these are read from a diff of several paths. */
const PLAIN_PATH = /^[\x20-\x7e]+$/;

/**
 * `changedRanges` of several paths from one diff. Renames are off: a diff of one path never pairs it with another,
 * so a diff of several must not either. A path git would quote in the header is diffed on its own, as before.
 */
async function changedRangesOfPaths(git: GitRunner, upstreamSha: string, paths: readonly string[]): Promise<Range[][]> {
  const plain = [...new Set(paths.filter((p) => PLAIN_PATH.test(p) && !/["\\]/.test(p)))];
  const sections = new Map<string, string>();
  if (plain.length > 1) {
    const { stdout, exitCode } = await git.run(
      [
        '--literal-pathspecs',
        'diff',
        '--no-color',
        '--no-ext-diff',
        '--no-renames',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        '-U0',
        `${upstreamSha}^`,
        upstreamSha,
        '--',
        ...plain,
      ],
      { okExitCodes: [128] },
    );
    if (exitCode !== 0) return paths.map(() => []);
    for (const section of stdout.split(/^(?=diff --git )/m)) {
      const header = section.slice(0, section.indexOf('\n') >>> 0);
      const path = plain.find((p) => header === `diff --git a/${p} b/${p}`);
      if (path !== undefined) sections.set(path, section);
    }
  }
  return Promise.all(
    paths.map((p) =>
      plain.length > 1 && plain.includes(p) ? rangesOf(sections.get(p) ?? '') : changedRanges(git, upstreamSha, p),
    ),
  );
}

function rangesOf(diff: string): Range[] {
  const ranges: Range[] = [];
  for (const m of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/gm)) {
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
  return authorsOfRanges(git, options, await changedRanges(git, options.upstreamSha, options.path));
}

/** `forkLineAuthors` of several paths of one upstream commit, in order; the changed lines of all read by one diff. */
export async function forkLineAuthorsOfPaths(
  git: GitRunner,
  options: { upstreamSha: string; forkRef: string; paths: readonly string[]; limit?: number },
): Promise<LineAuthor[][]> {
  const ranges = await changedRangesOfPaths(git, options.upstreamSha, options.paths);
  const out: LineAuthor[][] = [];
  for (const [i, path] of options.paths.entries())
    out.push(await authorsOfRanges(git, { ...options, path }, ranges[i]!));
  return out;
}

async function authorsOfRanges(
  git: GitRunner,
  options: { upstreamSha: string; forkRef: string; path: string; limit?: number },
  ranges: readonly Range[],
): Promise<LineAuthor[]> {
  const limit = options.limit ?? 5;
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

/**
 * The CODEOWNERS file GitHub would use at `ref` (first of .github/, root, docs/), or undefined: the three places read
 * in one `cat-file --batch`, where a `git show` of each took three processes. Something other than a file at the
 * first place that has anything is shown as `git show` shows it, as before.
 */
export async function readCodeownersAt(git: GitRunner, ref: string): Promise<string | undefined> {
  const specs = CODEOWNERS_PATHS.map((path) => `${ref}:${path}`);
  const objects = /[\r\n]/.test(ref) ? undefined : await readObjectBatch(git, specs);
  for (const spec of specs) {
    const object = objects?.get(spec);
    if (objects && !object) continue;
    if (object?.type === 'blob') return object.content.toString('utf8');
    const { stdout, exitCode } = await git.run(['show', spec], { okExitCodes: [128] });
    if (exitCode === 0) return stdout;
  }
  return undefined;
}
