import { GitError } from './git-errors.js';
import type { GitRunner } from './git-runner.js';

/**
 * Reads one file of a state branch without a work tree and without writing anything but a private tracking ref: the
 * untrusted tier job reads its durable inventory this way (a fetch needs no write token); writes go through
 * updateStateBranch in the privileged job.
 */

export interface StateReadOptions {
  branch: string;
  /** Remote name or URL; without it the local branch is read. */
  remote?: string;
  authEnv?: Record<string, string>;
}

const READ_REF = 'refs/upstream-ingest/state-read';

export async function readStateFile(
  git: GitRunner,
  options: StateReadOptions,
  path: string,
): Promise<string | undefined> {
  let ref = `refs/heads/${options.branch}`;
  if (options.remote) {
    try {
      await git.run(
        [
          'fetch',
          '--quiet',
          '--no-tags',
          '--no-write-fetch-head',
          '--end-of-options',
          options.remote,
          `+refs/heads/${options.branch}:${READ_REF}`,
        ],
        { env: options.authEnv ?? {} },
      );
    } catch (error) {
      if (error instanceof GitError && /couldn't find remote ref/i.test(error.stderr)) return undefined;
      throw error;
    }
    ref = READ_REF;
  }
  const exists = await git.run(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { okExitCodes: [1] });
  if (exists.exitCode !== 0) return undefined;
  const r = await git.run(['cat-file', '-p', `${ref}:${path}`], { okExitCodes: [128] });
  return r.exitCode === 0 ? r.stdout : undefined;
}
