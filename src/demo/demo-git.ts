/**
 * The demo's git, in one place. The demo builds fixture histories (fast-import streams, one-file commits written
 * through plumbing) and moves its branches the way merged PRs would; the product's own git stays behind the named
 * functions of src/adapters/git. Lint lets this one file of the demo call the runner (eslint.config.js, `no-git-run`).
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createGitRunner, spawnGit, type GitRunner } from '../adapters/git/run/git-runner.js';

export interface Person {
  name: string;
  email: string;
}

/** `git init` of a fresh fixture repository, its first branch named when given. */
export async function initRepo(git: GitRunner, branch?: string): Promise<void> {
  await git.run(['init', '-q', ...(branch ? ['-b', branch] : [])]);
}

/** One whole fast-import stream (the `done` line added), its marks written to `marksFile` when given. */
export async function fastImport(git: GitRunner, stream: string, marksFile?: string): Promise<void> {
  await git.run(['fast-import', '--quiet', ...(marksFile ? [`--export-marks=${marksFile}`] : [])], {
    input: `${stream}done\n`,
  });
}

/** Deletes a scratch branch; a branch that is not there is no error. */
export async function deleteBranch(git: GitRunner, branch: string): Promise<void> {
  await git.run(['branch', '-D', branch]).catch(() => undefined);
}

/** The work tree and HEAD at `branch`, whatever the work tree held. */
export async function checkout(git: GitRunner, branch: string): Promise<void> {
  await git.run(['checkout', '-q', '-f', branch]);
}

export async function revParse(git: GitRunner, rev: string): Promise<string> {
  return (await git.run(['rev-parse', rev])).stdout.trim();
}

/** A commit's committer time in seconds. */
export async function commitTime(git: GitRunner, rev: string): Promise<number> {
  return Number((await git.run(['show', '-s', '--format=%ct', rev])).stdout.trim());
}

/** Points `ref` at `sha`; with `expected`, only if it still points there (a merged PR's compare-and-swap). */
export async function setRef(git: GitRunner, ref: string, sha: string, expected?: string): Promise<void> {
  await git.run(['update-ref', ref, sha, ...(expected ? [expected] : [])]);
}

/** The first-parent commits of `ref` with their committer times (ms), newest first. */
export async function firstParentTimes(git: GitRunner, ref: string): Promise<Array<{ sha: string; at: number }>> {
  const { stdout } = await git.run(['log', '--first-parent', '--format=%H %ct', ref]);
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [sha = '', t = '0'] = line.split(' ');
      return { sha, at: Number(t) * 1000 };
    });
}

/** Whether any file of `rev`'s tree under `folder` contains `text` (a planted failure marker). */
export async function treeContains(git: GitRunner, rev: string, text: string, folder: string): Promise<boolean> {
  const r = await git.run(['grep', '-q', text, rev, '--', folder], { okExitCodes: [1] });
  return r.exitCode === 0;
}

const identityEnv = (who: Person, date?: string): Record<string, string> => ({
  GIT_AUTHOR_NAME: who.name,
  GIT_AUTHOR_EMAIL: who.email,
  GIT_COMMITTER_NAME: who.name,
  GIT_COMMITTER_EMAIL: who.email,
  ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
});

/**
 * A merge commit of `head` into `branch` when git can merge them (`merge-tree` decides, no work tree), the branch
 * moved to it; undefined when they conflict (a PR that waits for a rebase). Dated `at` (the simulated day), so the
 * same run makes the same commits.
 */
export async function mergeInto(
  git: GitRunner,
  branch: string,
  head: string,
  message: string,
  who: Person,
  at: Date,
): Promise<string | undefined> {
  const base = await revParse(git, branch);
  const tree = await git.run(['merge-tree', '--write-tree', base, head], { okExitCodes: [1] });
  if (tree.exitCode !== 0) return undefined;
  const treeSha = tree.stdout.split('\n')[0]!.trim();
  const commit = (
    await git.run(['commit-tree', treeSha, '-p', base, '-p', head, '-F', '-'], {
      input: `${message}\n`,
      env: identityEnv(who, `@${Math.floor(at.getTime() / 1000)} +0000`),
    })
  ).stdout.trim();
  await setRef(git, `refs/heads/${branch}`, commit, base);
  return commit;
}

export interface FileCommit {
  branch: string;
  path: string;
  /** The file's new text, ending with a newline; null deletes it. */
  content: string | null;
  message: string;
  who: Person;
  /** Seconds since the epoch; the commit is never earlier than `gap` seconds after its parent. */
  at?: number;
  /** Seconds after the parent's time (default 60). */
  gap?: number;
}

/**
 * Commits of one file each, in order, each on its `branch` (which moves to it), all written by one fast-import (no
 * index, no checkout): the commits `commit-tree` would make for the same trees, people, dates and messages. Returns
 * each commit's SHA. The demo's planted commits (a conflict, a trunk breakage) are all this one shape.
 */
export async function commitFiles(git: GitRunner, commits: readonly FileCommit[]): Promise<string[]> {
  const branches = [...new Set(commits.map((c) => c.branch))];
  const tips = await branchTips(git, branches);
  const marks = join(await gitDir(git), 'demo-plant.marks');
  const stream = new FastImportStream(git.cwd, [`--export-marks=${marks}`]);
  for (const [i, c] of commits.entries()) {
    const tip = tips.get(c.branch);
    if (!tip) throw new Error(`demo: no branch ${c.branch} to commit ${c.path} on`);
    const at = Math.max(c.at ?? 0, tip.time + (c.gap ?? 60));
    const written = c.content === null ? [] : [c.path];
    await stream.commit({
      ref: `refs/heads/${c.branch}`,
      mark: i + 1,
      from: tip.from,
      ident: `${c.who.name} <${c.who.email}>`,
      date: `${at} +0000`,
      message: `${c.message}\n`,
      files: new Map(c.content === null ? [] : [[c.path, textLines(c.content)]]),
      paths: written,
      deleted: c.content === null ? [c.path] : [],
    });
    tips.set(c.branch, { from: `:${i + 1}`, time: at });
  }
  await stream.finish();
  const byMark = new Map(
    (await readFile(marks, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ') as [string, string]),
  );
  return commits.map((_, i) => byMark.get(`:${i + 1}`) ?? '');
}

/** A text's lines as FastImportStream writes them back (joined, newline-ended): the text must end with one. */
function textLines(text: string): string[] {
  if (!text.endsWith('\n')) throw new Error('demo: a planted file must end with a newline');
  return text.slice(0, -1).split('\n');
}

async function gitDir(git: GitRunner): Promise<string> {
  return (await git.run(['rev-parse', '--absolute-git-dir'])).stdout.trim();
}

/** Each branch's tip and committer time (seconds). */
async function branchTips(git: GitRunner, branches: string[]): Promise<Map<string, { from: string; time: number }>> {
  const { stdout } = await git.run([
    'for-each-ref',
    '--format=%(refname:strip=2) %(objectname) %(committerdate:unix)',
    ...branches.map((b) => `refs/heads/${b}`),
  ]);
  const tips = new Map<string, { from: string; time: number }>();
  for (const line of stdout.split('\n').filter(Boolean)) {
    const [name = '', sha = '', time = '0'] = line.split(' ');
    tips.set(name, { from: sha, time: Number(time) });
  }
  return tips;
}

/** A path as fast-import takes it: bare when plain, else C-quoted. */
function quotePath(p: string): string {
  return /^[\x21-\x7e]+$/.test(p) && !p.startsWith('"') ? p : JSON.stringify(p);
}

/** A long fast-import stream written as it is made, with backpressure (thousands of commits in seconds). */
export class FastImportStream {
  private readonly child;
  private readonly done: Promise<void>;
  private stderr = '';

  constructor(dir: string, args: string[]) {
    this.child = spawnGit(dir, ['fast-import', '--quiet', ...args]);
    this.child.stdout.resume();
    this.child.stderr.on('data', (d: Buffer) => (this.stderr += d.toString()));
    this.done = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`git fast-import failed (${code}): ${this.stderr.slice(0, 500)}`)),
      );
    });
    this.child.stdin.on('error', () => {
      /* reported by close */
    });
  }

  async write(text: string): Promise<void> {
    if (!this.child.stdin.write(text)) await new Promise<void>((r) => this.child.stdin.once('drain', r));
  }

  async data(text: string): Promise<void> {
    await this.write(`data ${Buffer.byteLength(text)}\n${text}\n`);
  }

  /** One commit: each of `paths` written whole from `files` (lines), each of `deleted` removed. */
  async commit(options: {
    ref: string;
    mark: number;
    from?: string;
    ident: string;
    date: string;
    message: string;
    files: Map<string, string[]>;
    paths: readonly string[];
    deleted?: readonly string[];
  }): Promise<void> {
    await this.write(`commit ${options.ref}\nmark :${options.mark}\n`);
    await this.write(`author ${options.ident} ${options.date}\ncommitter ${options.ident} ${options.date}\n`);
    await this.data(options.message);
    if (options.from !== undefined) await this.write(`from ${options.from}\n`);
    for (const p of options.paths) {
      await this.write(`M 100644 inline ${quotePath(p)}\n`);
      const lines = options.files.get(p) ?? [];
      await this.data(lines.length ? `${lines.join('\n')}\n` : '');
    }
    for (const p of options.deleted ?? []) await this.write(`D ${quotePath(p)}\n`);
  }

  async finish(): Promise<void> {
    this.child.stdin.end('done\n');
    await this.done;
  }
}

/**
 * The fork "on GitHub": a bare repository at `dir` holding `source`'s objects (hard links, no copy), its `main` set
 * to `sourceRef`, and `source`'s remote `origin` pointing at it, so the product's own fetches and pushes go there.
 * Not borrowed through alternates: every fetch, push and connectivity check in a repository with alternates starts
 * one more git to list the alternate's refs (~90 processes over the demo). No garbage collection after a push
 * (GitHub does not make the pusher wait for one either): one git process per push saved.
 */
export async function createOrigin(source: GitRunner, dir: string, sourceRef: string): Promise<GitRunner> {
  await mkdir(dirname(dir), { recursive: true });
  await source.run(['clone', '-q', '--bare', '--local', '--no-tags', '--single-branch', '-b', sourceRef, '.', dir]);
  const origin = createGitRunner(dir);
  await origin.run(['branch', '-m', sourceRef, 'main']);
  await appendFile(join(dir, 'config'), '[receive]\n\tautogc = false\n');
  await source.run(['remote', 'add', 'origin', dir]);
  await source.run(['fetch', '-q', 'origin', '+refs/heads/main:refs/remotes/origin/main']);
  return origin;
}

/**
 * Another runner's checkout of the fork on GitHub (a matrix job's): a clone of `originDir` sharing its object files
 * (hard links, no copy), with its own work tree, index and git dir.
 */
export async function cloneCheckout(source: GitRunner, originDir: string, dir: string): Promise<GitRunner> {
  await source.run(['clone', '-q', '--local', originDir, dir]);
  return createGitRunner(dir);
}

/** Every branch of a repository and its commit (what the GitHub server shows as the branches). */
export async function branchHeads(git: GitRunner): Promise<Map<string, string>> {
  const { stdout } = await git.run(['for-each-ref', '--format=%(objectname) %(refname:strip=2)', 'refs/heads']);
  return new Map(
    stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => [l.slice(41), l.slice(0, 40)] as [string, string]),
  );
}

/** `origin/<branch>` brought up to date (the runner's checkout before a job starts). */
export async function fetchOrigin(git: GitRunner): Promise<void> {
  await git.run(['fetch', '-q', '--prune', 'origin', '+refs/heads/*:refs/remotes/origin/*']);
}
