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
