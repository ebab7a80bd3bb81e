import type { GitRunner } from '../run/git-runner.js';

/** The configured remote names (`git remote`). */
export async function remoteNames(git: GitRunner): Promise<string[]> {
  const { stdout } = await git.run(['remote']);
  return stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** `refs/remotes/<remote>/HEAD`, as clone (not actions/checkout) sets it; undefined when absent. */
export async function localRemoteDefault(git: GitRunner, remote: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9._-]+$/.test(remote)) return undefined;
  const local = await git.run(['symbolic-ref', '-q', `refs/remotes/${remote}/HEAD`], { okExitCodes: [1, 128] });
  const name = local.stdout.trim().replace(`refs/remotes/${remote}/`, '');
  return local.exitCode === 0 && name ? name : undefined;
}

/** What the remote itself says its HEAD is (call it once the remote is known to be reachable). */
export async function askedRemoteDefault(
  git: GitRunner,
  remote: string,
  env: Record<string, string> = {},
): Promise<string | undefined> {
  const answer = await git
    .run(['ls-remote', '--symref', '--end-of-options', remote, 'HEAD'], { env, okExitCodes: [2], timeoutMs: 60_000 })
    .catch(() => undefined);
  const m = /^ref:\s+refs\/heads\/(\S+)\s+HEAD$/m.exec(answer?.stdout ?? '');
  return m?.[1];
}
