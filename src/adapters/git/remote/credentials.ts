import type { GitRunner } from '../run/git-runner.js';

/** The Authorization headers configured for `server` (all config levels): a push must not add a second one. */
export async function configuredAuthHeaders(git: GitRunner, server: string): Promise<string[]> {
  const { stdout } = await git.run(['config', '--get-all', `http.${server}/.extraheader`], { okExitCodes: [1] });
  return stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}
