/**
 * The hand-over between the untrusted job (picks, agent, verify) and the privileged one (push, PR): a git bundle of
 * the apply branch, and the reads the privileged job re-checks it with. Nothing here checks out or runs anything from
 * the bundle: objects are written, refs are read, trees are computed.
 */
import { ConfigurationError } from '../../../shared/errors.js';
import { GitError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';
import { assertObjectIds } from '../pick/worktree-free-picks.js';

/** Writes `file` holding refs/heads/<branch>, with `base` as its one prerequisite. */
export async function createBranchBundle(git: GitRunner, file: string, branch: string, base: string): Promise<void> {
  await git.run(['bundle', 'create', '-q', file, `refs/heads/${branch}`, `^${base}`]);
}

/** Stores the bundle's objects (no ref is changed) and returns its refs. Missing prerequisites: a user error. */
export async function unbundle(git: GitRunner, file: string): Promise<Map<string, string>> {
  try {
    const { stdout } = await git.run(['bundle', 'unbundle', file]);
    const refs = new Map<string, string>();
    for (const line of stdout.split('\n')) {
      const m = /^([0-9a-f]{40,64}) (\S+)$/.exec(line.trim());
      if (m) refs.set(m[2]!, m[1]!);
    }
    return refs;
  } catch (error) {
    if (error instanceof GitError && /prerequisite|lacks/i.test(error.stderr)) {
      throw new ConfigurationError(
        `artifact ${file}: this repository lacks the base commit the bundle was made on`,
        'check out the fork with its full history (fetch-depth: 0) in the publishing job',
      );
    }
    if (error instanceof GitError) {
      throw new ConfigurationError(
        `artifact ${file}: not a readable git bundle (${error.stderr.trim().split('\n')[0]})`,
      );
    }
    throw error;
  }
}

export interface ChainCommit {
  sha: string;
  parents: string[];
  tree: string;
  message: string;
}

/** Every commit in base..head, oldest first (topological), with parents, tree and message. */
export async function chainCommits(git: GitRunner, base: string, head: string): Promise<ChainCommit[]> {
  const { stdout } = await git.run([
    'log',
    '-z',
    '--reverse',
    '--topo-order',
    '--format=%H%x00%P%x00%T%x00%B',
    '--end-of-options',
    head,
    `^${base}`,
    '--',
  ]);
  const fields = stdout.split('\0');
  const out: ChainCommit[] = [];
  // -z ends each record with a NUL: four fields per record, the message last.
  for (let i = 0; i + 3 < fields.length; i += 4) {
    const sha = fields[i]!.replace(/^\n/, '');
    if (!sha) break;
    out.push({
      sha,
      parents: fields[i + 1]!.split(' ').filter(Boolean),
      tree: fields[i + 2]!,
      message: fields[i + 3]!,
    });
  }
  return out;
}

/** One commit's changes to list: against `from` (a commit or tree), or against nothing for a root commit. */
export interface ChangePair {
  to: string;
  /** Absent: `to` is a root commit, every path of its tree is "changed". */
  from?: string;
}

/**
 * `changedPaths` for many pairs in one `diff-tree --stdin` process, in the order given. Each input line gives a
 * header (`--always`, also for an empty diff), then raw records: a `:`-token and its path. A path is only ever read
 * right after such a token, so no path, whatever its name, can be taken for the next header.
 */
export async function changedPathsOfPairs(git: GitRunner, pairs: readonly ChangePair[]): Promise<string[][]> {
  assertObjectIds(pairs.flatMap((x) => (x.from ? [x.to, x.from] : [x.to])));
  if (pairs.length === 0) return [];
  const input = pairs.map((p) => (p.from ? `${p.to} ${p.from}` : p.to)).join('\n') + '\n';
  const { stdout } = await git.run(
    ['diff-tree', '--stdin', '-r', '-z', '--raw', '--no-renames', '--always', '--root'],
    {
      input,
    },
  );
  const out: string[][] = [];
  const tokens = stdout.split('\0');
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.startsWith(':')) out[out.length - 1]?.push(tokens[++i]!);
    else if (token.replace(/^\n/, '')) out.push([]);
  }
  if (out.length !== pairs.length)
    throw new Error(`diff-tree --stdin answered ${out.length} of ${pairs.length} commit(s)`);
  return out;
}

/**
 * The tree a cherry-pick of `upstream` onto `parent` gives when it is clean, or undefined when it conflicts: the
 * same three-way merge (base = upstream's parent) as the sequencer, with no work tree. git 2.39 has no
 * `merge-tree --merge-base`, so a scratch commit with the fork tree and upstream's parent as its parent gives the
 * merge its base.
 */
export async function cleanPickTree(git: GitRunner, parent: string, upstream: string): Promise<string | undefined> {
  const env = {
    GIT_AUTHOR_NAME: 'upstream-ingest',
    GIT_AUTHOR_EMAIL: 'upstream-ingest@localhost',
    GIT_AUTHOR_DATE: '1700000000 +0000',
    GIT_COMMITTER_NAME: 'upstream-ingest',
    GIT_COMMITTER_EMAIL: 'upstream-ingest@localhost',
    GIT_COMMITTER_DATE: '1700000000 +0000',
  };
  const scratch = (
    await git.run(
      ['-c', 'commit.gpgSign=false', 'commit-tree', `${parent}^{tree}`, '-p', `${upstream}^`, '-m', 'scratch'],
      {
        env,
      },
    )
  ).stdout.trim();
  const merged = await git.run(['merge-tree', '--write-tree', '--no-messages', scratch, upstream], {
    okExitCodes: [1],
  });
  if (merged.exitCode !== 0) return undefined;
  return merged.stdout.split('\n')[0]!.trim();
}

/** An object a revision names: its id and type (`commit`, `tree`, …). */
export interface NamedObject {
  oid: string;
  type: string;
}

/**
 * Resolves revisions (`x^{commit}`, `x^{tree}`, `x^^{commit}`) in one `cat-file --batch-check`: undefined for one that
 * is missing, ambiguous or holds a line break (it would read as two requests). The publish job resolves its base, the
 * recorded base and every upstream commit and parent at once, where it ran a process for each kind.
 */
export async function resolveObjects(
  git: GitRunner,
  revisions: readonly string[],
): Promise<Array<NamedObject | undefined>> {
  const asked = revisions.filter((r) => r && !/[\r\n]/.test(r));
  if (asked.length === 0) return revisions.map(() => undefined);
  const { stdout } = await git.run(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
    input: `${asked.join('\n')}\n`,
  });
  const lines = stdout.split('\n');
  const answers = new Map<string, NamedObject | undefined>();
  asked.forEach((r, i) => {
    const m = /^([0-9a-f]{40,64}) (\w+)$/.exec(lines[i] ?? '');
    answers.set(r, m ? { oid: m[1]!, type: m[2]! } : undefined);
  });
  return revisions.map((r) => answers.get(r));
}

/** The chain's commits and the paths each changes against its parent, with the changes of further pairs. */
export interface ChainWithChanges {
  commits: ChainCommit[];
  /** Per commit, the paths it changes against its (one) parent. */
  changed: string[][];
  /** Per pair, as `changedPathsOfPairs` gives them. */
  pairs: string[][];
}

/**
 * The recorded chain `shas` (each diffed against its parent) and `pairs` in one `diff-tree --stdin` process, each
 * answer headed by its commit's id, parents, tree and message: what `chainCommits` (a `log` of base..head) and
 * `changedPathsOfPairs` read in two. Undefined when the answer is not one header per line in the order asked (an
 * object missing, a line git skipped): the caller then reads the chain the long way. Every pair's `to` must be a
 * commit (a tree has no header).
 */
export async function chainWithChanges(
  git: GitRunner,
  shas: readonly string[],
  pairs: readonly ChangePair[],
): Promise<ChainWithChanges | undefined> {
  assertObjectIds([...shas, ...pairs.flatMap((x) => (x.from ? [x.to, x.from] : [x.to]))]);
  const lines = [...shas, ...pairs.map((p) => (p.from ? `${p.to} ${p.from}` : p.to))];
  if (lines.length === 0) return { commits: [], changed: [], pairs: [] };
  const { stdout } = await git.run(
    [
      'diff-tree',
      '--stdin',
      '-r',
      '-z',
      '--raw',
      '--no-renames',
      '--always',
      '--root',
      '--format=%H%x00%P%x00%T%x00%B%x00',
    ],
    { input: `${lines.join('\n')}\n` },
  );
  // Per answer: id, parents, tree and message (each ended by a NUL of the format), then raw records, each a
  // `:`-token and its path. Taken by position, so no message or path, whatever it holds, is read as a header.
  const tokens = stdout.split('\0');
  const answers: Array<ChainCommit & { paths: string[] }> = [];
  let i = 0;
  while (i < tokens.length) {
    const sha = tokens[i]!.replace(/^\n/, '');
    if (sha === '') {
      i++;
      continue;
    }
    if (!/^[0-9a-f]{40,64}$/.test(sha) || i + 3 >= tokens.length) return undefined;
    const answer = {
      sha,
      parents: tokens[i + 1]!.split(' ').filter(Boolean),
      tree: tokens[i + 2]!,
      message: tokens[i + 3]!,
      paths: [] as string[],
    };
    i += 4;
    while (i < tokens.length && tokens[i] === '') i++;
    while (i + 1 < tokens.length && /^\n?:/.test(tokens[i]!)) {
      answer.paths.push(tokens[i + 1]!);
      i += 2;
    }
    answers.push(answer);
  }
  const wanted = [...shas, ...pairs.map((p) => p.to)];
  if (answers.length !== wanted.length || answers.some((a, k) => a.sha !== wanted[k])) return undefined;
  const chain = answers.slice(0, shas.length);
  return {
    commits: chain.map(({ paths: _paths, ...commit }) => commit),
    changed: chain.map((a) => a.paths),
    pairs: answers.slice(shas.length).map((a) => a.paths),
  };
}
