import type { GitRunner } from '../run/git-runner.js';

/**
 * Authorization headers persisted in the repository's git config (actions/checkout's default
 * `persist-credentials: true` writes `http.<server>/.extraheader`): a command run in that clone can read the token
 * from .git/config. Returns the config keys that hold one.
 */
export async function persistedAuthHeaders(git: GitRunner): Promise<string[]> {
  const { stdout } = await git.run(['config', '--local', '--name-only', '--get-regexp', '^http\\..*\\.extraheader$'], {
    okExitCodes: [1],
  });
  return stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** The Authorization headers configured for `server` (all config levels): a push must not add a second one. */
export async function configuredAuthHeaders(git: GitRunner, server: string): Promise<string[]> {
  const { stdout } = await git.run(['config', '--get-all', `http.${server}/.extraheader`], { okExitCodes: [1] });
  return stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}
