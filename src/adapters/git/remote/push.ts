/**
 * Publishing the apply branch: read the branch's current value on the remote (the lease), then push with
 * `--force-with-lease=<ref>:<expected>` — the branch is rewritten from the base on every run, so a plain
 * fast-forward push cannot work, and a plain force could overwrite a concurrent run's or a person's push.
 * Authentication comes through the environment (tokenAuthEnv), never argv or the URL.
 */
import { ConfigurationError } from '../../../shared/errors.js';
import { stripControl } from '../../../domain/neutralize.js';
import { asUserError, GitError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';
import { assertAllowedTransport, isCheckedRemote, type CheckedRemote } from './transport.js';

export function assertSafeRemote(remote: string): void {
  if (remote === '' || remote.startsWith('-') || /[\0-\x1f\x7f]/.test(remote) || remote.length > 2048) {
    throw new ConfigurationError(`push: '${JSON.stringify(remote).slice(1, -1).slice(0, 200)}' is not a valid remote`);
  }
}

/**
 * Fetches `refs/heads/<branch>` from `remote` and returns its SHA (objects now local, so a re-run can reuse its
 * commits), or null when the remote has no such branch.
 */
export async function fetchRemoteBranch(
  git: GitRunner,
  remote: string,
  branch: string,
  env: Record<string, string> = {},
  checked?: CheckedRemote,
): Promise<string | null> {
  assertSafeRemote(remote);
  if (!isCheckedRemote(checked, remote)) await assertAllowedTransport(git, remote, 'push');
  const result = await git
    .run(['fetch', '-q', '--no-tags', '--no-recurse-submodules', '--end-of-options', remote, `refs/heads/${branch}`], {
      env,
      okExitCodes: [128, 1],
    })
    .catch((error: unknown) => {
      throw asUserError(error, `fetching ${branch} from ${remote}`);
    });
  if (result.exitCode !== 0) {
    if (/couldn't find remote ref/i.test(result.stderr)) return null;
    throw asUserError(new GitError(['fetch'], result.exitCode, result.stderr), `fetching ${branch} from ${remote}`);
  }
  const { stdout } = await git.run(['rev-parse', '--verify', 'FETCH_HEAD^{commit}']);
  return stdout.trim();
}

/** The remote's default branch (its HEAD) and a branch's value there (null: absent), as one `ls-remote` reads them. */
export interface RemoteHeads {
  defaultBranch: string | undefined;
  branch: string | null;
}

/**
 * What a publish needs of the remote before it pushes, in one call: the default branch (the trunk a bundle branch
 * must never be) and the branch's current value (the lease). `ls-remote --symref` lists the remote's refs either way,
 * so asking for the branch too costs nothing, where a fetch of it was another process and transfer. The transport
 * check must have run (`checked`).
 */
export async function readRemoteHeads(
  git: GitRunner,
  checked: CheckedRemote,
  branch: string,
  env: Record<string, string> = {},
): Promise<RemoteHeads> {
  const remote = checked.remote;
  assertSafeRemote(remote);
  if (!isCheckedRemote(checked, remote)) await assertAllowedTransport(git, remote, 'push');
  const ref = `refs/heads/${branch}`;
  const { stdout } = await git
    .run(['ls-remote', '--symref', '--end-of-options', remote, 'HEAD', ref], { env })
    .catch((error: unknown) => {
      throw asUserError(error, `fetching ${branch} from ${remote}`);
    });
  const head = /^ref:\s+refs\/heads\/(\S+)\s+HEAD$/m.exec(stdout)?.[1];
  // ls-remote matches a pattern against the tail of each ref: only the exact name is the branch.
  const line = stdout.split('\n').find((l) => /^[0-9a-f]{40,64}\t/.test(l) && l.slice(l.indexOf('\t') + 1) === ref);
  return { defaultBranch: head, branch: line ? line.slice(0, line.indexOf('\t')) : null };
}

export type PushRejection = 'stale' | 'hook' | 'non-fast-forward' | 'workflows-permission' | 'other';

export type PushOutcome =
  { status: 'pushed' | 'up-to-date' } | { status: 'rejected'; kind: PushRejection; reason: string };

export interface PushOptions {
  remote: string;
  branch: string;
  sha: string;
  /** The branch's value on the remote when this run read it; null: it must not exist yet. */
  expected: string | null;
  env?: Record<string, string>;
  /** The transport check of `remote` already ran (`checkTransport`): not asked again. */
  checked?: CheckedRemote;
}

/**
 * The one leased push: `sha` to the full `ref` on `remote` only if the remote still has `expected` there (null: it
 * must not exist). `what` names the ref in a failure the user can fix.
 */
export async function pushRefUnderLease(
  git: GitRunner,
  push: {
    remote: string;
    ref: string;
    sha: string;
    expected: string | null;
    env?: Record<string, string>;
    checked?: CheckedRemote;
  },
  what: string,
): Promise<PushOutcome> {
  assertSafeRemote(push.remote);
  if (!isCheckedRemote(push.checked, push.remote)) await assertAllowedTransport(git, push.remote, 'push');
  const lease = `--force-with-lease=${push.ref}:${push.expected ?? ''}`;
  let result;
  try {
    result = await git.run(
      ['push', '--porcelain', '--no-verify', lease, '--end-of-options', push.remote, `${push.sha}:${push.ref}`],
      { env: push.env ?? {}, okExitCodes: [1] },
    );
  } catch (error) {
    throw asUserError(error, `pushing ${what} to ${push.remote}`);
  }
  return parsePushResult(result.stdout, result.stderr, push.ref);
}

/** Pushes `sha` to `refs/heads/<branch>` under a lease; rejections come back as data with a readable reason. */
export async function pushWithLease(git: GitRunner, options: PushOptions): Promise<PushOutcome> {
  const outcome = await pushRefUnderLease(git, { ...options, ref: `refs/heads/${options.branch}` }, options.branch);
  // Another run of the same bundle may have pushed the very same commits between our read and our push (the SHAs
  // are deterministic): its lease wins, ours fails, and yet the remote holds exactly what we meant to publish.
  if (outcome.status === 'rejected' && (await remoteBranchValue(git, options)) === options.sha) {
    return { status: 'up-to-date' };
  }
  return outcome;
}

/** The current value of the branch on the remote (ls-remote: no objects fetched), or null. */
async function remoteBranchValue(git: GitRunner, options: PushOptions): Promise<string | null> {
  const result = await git.run(['ls-remote', '--end-of-options', options.remote, `refs/heads/${options.branch}`], {
    env: options.env ?? {},
    okExitCodes: [128, 2],
  });
  if (result.exitCode !== 0) return null;
  const line = result.stdout.split('\n').find((l) => l.endsWith(`\trefs/heads/${options.branch}`));
  return line ? line.split('\t')[0]! : null;
}

/**
 * GitHub refuses a push that creates or changes `.github/workflows/**` unless the token may write workflows (an App's
 * `workflows` permission, an OAuth or classic token's `workflow` scope). Upstream changes its CI often, so this is a
 * routine refusal with a fix the user can make, not a generic failure.
 */
function workflowsPermissionRefusal(text: string): string | undefined {
  const m =
    /refusing to allow an? (GitHub App|OAuth App|Personal Access Token)[^\n]*?workflow `?([^`\s]+)`?[^\n]*?without `?(workflows?)`? (permission|scope)/i.exec(
      stripControl(text),
    );
  if (!m) return undefined;
  const fix =
    m[1]!.toLowerCase() === 'github app'
      ? "give the GitHub App the 'Workflows: read and write' permission (create-github-app-token: permission-workflows: write)"
      : "use a token with the 'workflow' scope";
  return `GitHub refused the push: it changes ${m[2]} and the token may not write workflows; ${fix}, or defer the commits that touch .github/workflows/`;
}

/** Reads git's `--porcelain` status line for `ref`; falls back to stderr for errors that never reached a ref. */
export function parsePushResult(stdout: string, stderr: string, ref: string): PushOutcome {
  const line = stdout.split('\n').find((l) => l.includes(`:${ref}\t`));
  const remoteSays = stderr
    .split('\n')
    .filter((l) => l.startsWith('remote:'))
    .map((l) => stripControl(l.slice(7)).trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' / ');
  if (line) {
    const flag = line[0];
    if (flag === '=') return { status: 'up-to-date' };
    if (flag === ' ' || flag === '+' || flag === '*' || flag === '-') return { status: 'pushed' };
    const summary = line.split('\t')[2] ?? '';
    if (/stale info/.test(summary)) {
      return {
        status: 'rejected',
        kind: 'stale',
        reason:
          'the remote branch changed after this run read it (another run or a person pushed); re-run to start from its new value',
      };
    }
    const workflow = workflowsPermissionRefusal(`${summary}\n${stderr}`);
    if (workflow) return { status: 'rejected', kind: 'workflows-permission', reason: workflow };
    if (/hook declined/.test(summary)) {
      return {
        status: 'rejected',
        kind: 'hook',
        reason: `a server-side hook declined the push${remoteSays ? `: ${remoteSays}` : ''} (${summary.trim()})`,
      };
    }
    if (/non-fast-forward|fetch first/.test(summary)) {
      return {
        status: 'rejected',
        kind: 'non-fast-forward',
        reason: `the remote refused a non-fast-forward update (${summary.trim()})`,
      };
    }
    return { status: 'rejected', kind: 'other', reason: `${summary.trim()}${remoteSays ? `: ${remoteSays}` : ''}` };
  }
  return {
    status: 'rejected',
    kind: 'other',
    reason: stripControl(stderr).trim().split('\n')[0]?.slice(0, 300) ?? 'push failed',
  };
}
