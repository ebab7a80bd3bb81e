/**
 * Which repositories the suite talks to: https, ssh (URL or scp-like `host:path`), file:// and local paths — and
 * plain http only on the loopback interface (test and mirror servers), never carrying a token across a network.
 * A remote helper address (`fd::3`, `ext::sh -c …`, `<helper>::<url>`) and `git://` are refused: one waits forever
 * on a descriptor nobody gave it, another runs a command, the last is unauthenticated plain text. Git enforces the
 * same list itself (GIT_ALLOW_PROTOCOL in git-runner.ts); this check names the remote in a one-line error first.
 */
import { ConfigurationError } from '../../../shared/errors.js';
import type { GitRunner } from '../run/git-runner.js';

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])(?::\d+)?$/i;

/** Why `url` is not an allowed transport, or undefined when it is. */
export function transportProblem(url: string): string | undefined {
  if (url.includes('::')) return `remote helper addresses ('${url.slice(0, url.indexOf('::'))}::') are not allowed`;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(url)?.[1]?.toLowerCase();
  // A host or user that starts with '-' reaches ssh as an option (-oProxyCommand=…, CVE-2017-1000117).
  const authority = scheme ? /^[^:]+:\/\/([^/?#]*)/.exec(url)?.[1] : /^([^/:]+):/.exec(url)?.[1];
  if (authority !== undefined && /(?:^|@)-/.test(authority))
    return `a host or user starting with '-' would be read as an ssh option`;
  if (scheme === undefined) return undefined; // a local path or scp-like ssh (host:path)
  if (['https', 'ssh', 'git+ssh', 'ssh+git', 'file'].includes(scheme)) return undefined;
  if (scheme === 'http') {
    const host = /^http:\/\/(?:[^@/]*@)?([^/?#]+)/i.exec(url)?.[1] ?? '';
    return LOOPBACK.test(host) ? undefined : 'plain http sends the token unencrypted: use https';
  }
  return `the '${scheme}://' transport is not allowed (https, ssh, file or a local path)`;
}

/**
 * Refuses `remote` (a name or a URL) unless every URL it resolves to — fetch and push, `insteadOf` rewrites applied
 * — is an allowed transport. `what` names the flag or input the remote came from.
 */
export async function assertAllowedTransport(git: GitRunner, remote: string, what: string): Promise<void> {
  await checkTransport(git, remote, what);
}

/**
 * A remote whose every URL passed the transport check. Only `checkTransport` makes one, so a fetch and a push that
 * are handed it (push.ts) know the check ran and need not ask git for the URLs again: one publish asked twice.
 */
export interface CheckedRemote {
  readonly remote: string;
}

const CHECKED = new WeakSet<CheckedRemote>();

/** Whether `checked` came from `checkTransport` for exactly `remote`. */
export function isCheckedRemote(checked: CheckedRemote | undefined, remote: string): boolean {
  return checked !== undefined && CHECKED.has(checked) && checked.remote === remote;
}

/**
 * `assertAllowedTransport`, returning the proof for the calls that follow. The fetch URL is always resolved here, by
 * `ls-remote --get-url` with exactly the isolated config the fetch and the push read (git-runner.ts); `pushUrls`,
 * when the caller already listed them (`listRemotes`, one `git remote -v` for the trunk check and this), saves the
 * `remote get-url --push --all` process.
 */
export async function checkTransport(
  git: GitRunner,
  remote: string,
  what: string,
  pushUrls?: readonly string[],
): Promise<CheckedRemote> {
  const urls = new Set<string>();
  const fetchUrl = await git.run(['ls-remote', '--get-url', '--end-of-options', remote], { okExitCodes: [1, 2, 128] });
  if (fetchUrl.exitCode === 0 && fetchUrl.stdout.trim()) urls.add(fetchUrl.stdout.trim());
  else urls.add(remote);
  if (/^[A-Za-z0-9._-]+$/.test(remote)) {
    if (pushUrls) for (const url of pushUrls) urls.add(url);
    else {
      const push = await git.run(['remote', 'get-url', '--push', '--all', remote], { okExitCodes: [2, 128] });
      if (push.exitCode === 0) for (const line of push.stdout.split('\n')) if (line.trim()) urls.add(line.trim());
    }
  }
  for (const url of urls) {
    const problem = transportProblem(url);
    if (problem) throw new ConfigurationError(`${what}: '${shown(url)}': ${problem}`);
  }
  const checked: CheckedRemote = Object.freeze({ remote });
  CHECKED.add(checked);
  return checked;
}

/** A URL in an error: credentials in it are not repeated, control characters are not printed. */
function shown(url: string): string {
  return url
    .replace(/^([a-z+.-]+:\/\/)[^@/]*@/i, '$1***@')
    .replace(/[\0-\x1f\x7f]/g, '?')
    .slice(0, 200);
}
