/**
 * Credentials persisted where a command run in the clone can reach them through git: Authorization headers
 * (`http.<url>.extraheader`, as actions/checkout persists them), credentials inside remote URLs or `insteadOf`
 * rewrites, and credential helpers that hand out a credential for one of the remotes' hosts. Every config level
 * git reads (system, global/XDG, the repository) is looked at: a command can read those files as well as we can.
 */
import { urlHasCredential, valueHasCredential, type CredentialFinding } from '../../../domain/credentials.js';
import type { GitRunner } from '../run/git-runner.js';

/** Every `key value` pair git reads from its config files (all levels), keys lower-cased by git. */
async function configEntries(git: GitRunner): Promise<Array<[string, string]>> {
  const { stdout } = await git.run(['config', '--includes', '--null', '--list'], { okExitCodes: [1, 128] });
  return stdout
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('\n');
      return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
    });
}

export async function persistedCredentials(
  git: GitRunner,
  options: { hosts?: readonly string[] } = {},
): Promise<CredentialFinding[]> {
  const entries = await configEntries(git);
  const found: CredentialFinding[] = [];
  const hosts = new Set(options.hosts ?? []);
  let helpers = false;
  for (const [key, value] of entries) {
    if (/^http\.(?:.*\.)?extraheader$/.test(key) && value.trim()) found.push({ place: 'git config', name: key });
    else if (/^remote\..*\.(?:url|pushurl)$/.test(key)) {
      if (urlHasCredential(value)) found.push({ place: 'remote URL', name: key });
      const host = /^https?:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(value)?.[1];
      if (host) hosts.add(host.toLowerCase());
    } else if (/^url\..*\.(?:insteadof|pushinsteadof)$/.test(key) && urlHasCredential(key.slice(4)))
      found.push({ place: 'remote URL', name: key.replace(/\/\/[^@/]*@/, '//***@') });
    else if (/^credential\.(?:.*\.)?helper$/.test(key) && value.trim()) helpers = true;
    else if (!key.startsWith('http.') && valueHasCredential(value)) found.push({ place: 'git config', name: key });
  }
  if (helpers) for (const host of hosts) if (await helperHasCredential(git, host)) found.push(helperFinding(host));
  return found;
}

function helperFinding(host: string): CredentialFinding {
  return { place: 'credential helper', name: `credential for https://${host}` };
}

/**
 * Whether a configured credential helper gives out a credential for `host` (`git credential fill`, no prompt: the
 * askpass programs fail, terminal prompts are off). Asking is the only way to know: a helper may be configured and
 * hold nothing (a fresh macOS keychain).
 */
async function helperHasCredential(git: GitRunner, host: string): Promise<boolean> {
  const result = await git
    .run(['credential', 'fill'], {
      input: `protocol=https\nhost=${host}\n\n`,
      env: { GIT_ASKPASS: 'false', SSH_ASKPASS: 'false', GIT_TERMINAL_PROMPT: '0' },
      okExitCodes: [1, 128],
      timeoutMs: 20_000,
    })
    .catch(() => undefined);
  return result?.exitCode === 0 && /^password=./m.test(result.stdout);
}
