import { ConfigurationError } from '../../../shared/errors.js';
import { GitError } from '../run/git-errors.js';
import type { GitRunner } from '../run/git-runner.js';
import { printable } from '../read/refs.js';

/** A branch name we create or push: git's own rules plus no leading dash (option injection) and no control characters. */
export async function assertValidBranchName(git: GitRunner, name: string, what: string): Promise<void> {
  if (!name || name.startsWith('-') || /[\0-\x1f\x7f\s]/.test(name) || name.length > 255) {
    throw new ConfigurationError(`${what}: '${printable(name)}' is not a valid branch name`);
  }
  try {
    await git.run(['check-ref-format', '--branch', name]);
  } catch (error) {
    if (error instanceof GitError)
      throw new ConfigurationError(`${what}: '${printable(name)}' is not a valid branch name`);
    throw error;
  }
}

/**
 * Why `name` would be ambiguous as a branch we create, or undefined. `refs/heads/upstream/main` next to
 * `refs/remotes/upstream/main` makes `upstream/main` resolve to the branch (git prefers refs/heads/), so every later
 * `lag --upstream upstream/main` would silently measure the ingest branch as upstream; a tag of the same short name
 * is the same trap. A name spelling a ref namespace (`refs/…`, `remotes/…`) is refused too. (The suite's own
 * `upstream-ingest/<bundle>` branches share a prefix with its `upstream-ingest` remote by design: only a ref that
 * exists is a clash.)
 */
export async function ambiguousBranchProblem(git: GitRunner, name: string): Promise<string | undefined> {
  if (/^(?:refs|heads|tags|remotes)\//.test(name)) return `'${printable(name)}' spells a ref namespace`;
  const { stdout } = await git.run(
    ['for-each-ref', '--count=1', '--format=%(refname)', '--', `refs/remotes/${name}`, `refs/tags/${name}`],
    { okExitCodes: [1] },
  );
  const clash = stdout.trim();
  if (clash) return `'${printable(name)}' already names ${printable(clash)}`;
  return undefined;
}
