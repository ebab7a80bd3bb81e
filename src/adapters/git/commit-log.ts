import type { ChangedPath, CommitRecord, PathStatus } from '../../domain/commit.js';
import type { GitRunner } from './git-runner.js';

export type { ChangedPath, CommitRecord, PathStatus };

export interface ReadCommitsOptions {
  /** Revision arguments, e.g. ['fork..upstream'] or [upstreamSha, '^' + forkSha]. Validated SHAs only. */
  revisions: readonly string[];
  paths?: boolean;
  /** Oldest first, in topological order (parents before children). */
  oldestFirst?: boolean;
  noMerges?: boolean;
  /** Exactly the named commits, none of their ancestors (`--no-walk=unsorted`: in the order given). */
  noWalk?: boolean;
}

const FIELDS = '%H%x00%P%x00%an%x00%ae%x00%aI%x00%cI%x00%B%x00';
const RECORD_START = '\x1e';

/** One `git log` for any number of commits: messages and (optionally) changed paths, NUL-delimited. */
export async function readCommits(git: GitRunner, options: ReadCommitsOptions): Promise<CommitRecord[]> {
  const args = ['log', '-z', `--format=${RECORD_START}${FIELDS}`];
  args.push(options.noWalk ? '--no-walk=unsorted' : '--topo-order');
  if (options.oldestFirst) args.push('--reverse');
  if (options.noMerges) args.push('--no-merges');
  if (options.paths) args.push('--no-renames', '--name-status', '--no-ext-diff', '--diff-merges=off');
  args.push('--end-of-options', ...options.revisions, '--');
  const { stdout } = await git.run(args);
  return parseCommitLog(stdout, Boolean(options.paths));
}

const HEX_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

export function parseCommitLog(text: string, withPaths: boolean): CommitRecord[] {
  const records: CommitRecord[] = [];
  let pos = 0;
  const readField = (): string => {
    const end = text.indexOf('\0', pos);
    if (end < 0) throw new Error('unexpected end of git log output');
    const value = text.slice(pos, end);
    pos = end + 1;
    return value;
  };
  while (pos < text.length) {
    if (text[pos] !== RECORD_START) throw new Error(`unexpected git log output at offset ${pos}`);
    pos += 1;
    const sha = readField();
    if (!HEX_SHA.test(sha)) throw new Error(`unexpected commit id in git log output: ${sha.slice(0, 80)}`);
    const parents = readField().split(' ').filter(Boolean);
    const authorName = readField();
    const authorEmail = readField();
    const authorDate = readField();
    const committedAt = readField();
    const message = readField();
    // -z ends each commit with NUL and starts the diff part with a newline.
    if (text[pos] === '\0') pos += 1;
    if (text[pos] === '\n') pos += 1;
    const paths: ChangedPath[] = [];
    while (pos < text.length && !isRecordStart(text, pos)) {
      const status = readField();
      const path = readField();
      if (withPaths) paths.push({ status: status.charAt(0) as PathStatus, path });
    }
    records.push({
      sha,
      parents,
      authorName,
      authorEmail,
      authorDate,
      committedAt,
      message,
      ...(withPaths ? { paths } : {}),
    });
  }
  return records;
}

function isRecordStart(text: string, pos: number): boolean {
  if (text[pos] !== RECORD_START) return false;
  const end = text.indexOf('\0', pos + 1);
  return end > 0 && HEX_SHA.test(text.slice(pos + 1, end));
}
