import type { GitRunner } from '../run/git-runner.js';

/** The configured remote names (`git remote`). */
export async function remoteNames(git: GitRunner): Promise<string[]> {
  const { stdout } = await git.run(['remote']);
  return stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** The configured remotes and the URLs each pushes to, as `git remote -v` lists them. */
export interface RemoteList {
  names: string[];
  /** The push URLs of a remote (`remote get-url --push --all`: pushurl, else url, rewrites applied); [] if none. */
  pushUrls(remote: string): string[];
}

/**
 * `remoteNames` and every remote's push URLs in one process (a publish needs the names for its trunk check and the
 * URLs for its transport check). git prints each remote's push URLs exactly as `remote get-url --push --all` does.
 */
export async function listRemotes(git: GitRunner): Promise<RemoteList> {
  const { stdout } = await git.run(['remote', '-v']);
  const names: string[] = [];
  const push = new Map<string, string[]>();
  for (const line of stdout.split('\n')) {
    const tab = line.indexOf('\t');
    const name = (tab < 0 ? line : line.slice(0, tab)).trim();
    if (!name) continue;
    if (!names.includes(name)) names.push(name);
    if (tab >= 0 && line.endsWith(' (push)')) {
      const url = line.slice(tab + 1, -' (push)'.length).trim();
      if (url) push.set(name, [...(push.get(name) ?? []), url]);
    }
  }
  return { names, pushUrls: (remote) => push.get(remote) ?? [] };
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
