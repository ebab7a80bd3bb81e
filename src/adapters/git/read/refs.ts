import { ConfigurationError } from '../../../shared/errors.js';
import { GitError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';

/** Rejects names that git would read as options, or that carry control characters, before they reach git. */
export function assertSafeRevision(name: string, what: string): void {
  if (name === '' || name.startsWith('-') || /[\0-\x1f\x7f]/.test(name) || name.length > 1024) {
    throw new ConfigurationError(`${what}: '${printable(name)}' is not a valid git revision`);
  }
}

export function printable(text: string): string {
  return JSON.stringify(text).slice(1, -1).slice(0, 200);
}

export async function isRepository(git: GitRunner): Promise<boolean> {
  try {
    await git.run(['rev-parse', '--git-dir']);
    return true;
  } catch {
    return false;
  }
}

export async function assertRepository(git: GitRunner): Promise<void> {
  if (!(await isRepository(git))) throw new ConfigurationError(`${git.cwd} is not a git repository`);
}

export async function isShallow(git: GitRunner): Promise<boolean> {
  const { stdout } = await git.run(['rev-parse', '--is-shallow-repository']);
  return stdout.trim() === 'true';
}

/** Resolves a revision to a full commit SHA; unknown revisions become a ConfigurationError naming `what`. */
export async function resolveCommit(git: GitRunner, revision: string, what: string): Promise<string> {
  assertSafeRevision(revision, what);
  const sha = await tryResolveCommit(git, revision);
  if (!sha)
    throw new ConfigurationError(
      `${what}: unknown revision '${printable(revision)}'`,
      'fetch it first or check the name',
    );
  return sha;
}

export async function tryResolveCommit(git: GitRunner, revision: string): Promise<string | undefined> {
  try {
    const { stdout } = await git.run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`]);
    return stdout.trim() || undefined;
  } catch (error) {
    if (error instanceof GitError && error.exitCode === 1) return undefined;
    throw error;
  }
}

export async function mergeBase(git: GitRunner, a: string, b: string): Promise<string | undefined> {
  try {
    const { stdout } = await git.run(['merge-base', a, b]);
    return stdout.trim() || undefined;
  } catch (error) {
    if (error instanceof GitError && error.exitCode === 1) return undefined;
    throw error;
  }
}

export async function committerDate(git: GitRunner, sha: string): Promise<string> {
  const { stdout } = await git.run(['show', '-s', '--format=%cI', sha]);
  return stdout.trim();
}
